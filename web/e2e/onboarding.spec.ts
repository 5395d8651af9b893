import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, moment, ownClientAddress, signUp, toastCard } from './helpers';

/**
 * Issue #4 onboarding journey against the real API (gateway + identity + bills + voting):
 * sign up → personal info → 12 survey answers → archetype results → welcome dialog → My Votes
 * (archetype votes arrive asynchronously) → change a vote → open a bill → vote from the sheet →
 * the district tally moves by a personal vote's weight (10).
 */

// Its sign-ups count against an address of its own, not the per-IP limit the whole suite shares.
test.use({ extraHTTPHeaders: ownClientAddress() });

// Scale labels (SPEC §3): the first 7 questions use the relevance scale, the last 5 agreement.
const RELEVANCE = ['Not at all relevant', 'Slightly relevant', 'Somewhat relevant', 'Quite relevant', 'Very relevant', 'Extremely relevant'];
const AGREEMENT = ['Strongly disagree', 'Moderately disagree', 'Slightly disagree', 'Slightly agree', 'Moderately agree', 'Strongly agree'];
/** One answer (1–6) per question, in display order. */
const ANSWERS = [6, 5, 3, 2, 2, 5, 6, 6, 5, 3, 2, 1];
const labelFor = (question: number, value: number) => (question < 7 ? RELEVANCE : AGREEMENT)[value - 1]!;

const FOUNDATION_LABELS = [
  'Care/Harm',
  'Fairness/Cheating',
  'Loyalty/Betrayal',
  'Authority/Subversion',
  'Sanctity/Degradation',
  'Liberty/Oppression',
];

/** Archetype votes are registered by a background job on the sample's active bills. */
const VOTES_READY_TIMEOUT = 60_000;

async function fillPersonalInfo(page: Page) {
  await page.getByLabel('Full Name').fill('Avery Quinn');
  await page.getByLabel('Street Address').fill('1 Main St');
  await page.getByLabel('City').fill('Burlington');
  await page.getByLabel('State').fill('vt');
  await page.getByLabel('ZIP Code').fill('05401');
}

/** Clicks an answer the way a person does: on its visible label (the radio itself is visually hidden). */
async function choose(page: Page, question: number, value: number) {
  await page.locator('label').filter({ has: page.getByRole('radio', { name: labelFor(question, value), exact: true }) }).click();
}

async function answerQuestion(page: Page, question: number, value: number) {
  await expect(page.getByText(`Question ${question + 1} of 12`, { exact: true })).toBeVisible();
  await choose(page, question, value);
}

/** The tally figure (weighted) of one vote value on the open bill. */
async function weighted(panel: Locator, vote: string): Promise<number> {
  return Number(await panel.getByTestId(`tally-${vote}-weighted`).innerText());
}

test.describe('onboarding', { tag: '@backend' }, () => {
  test('the issue #4 journey: profile, survey, results, welcome, My Votes, bill vote and district tally', async ({ page }) => {
    test.setTimeout(180_000);

    await test.step('sign up lands on step 1 of 3', async () => {
      await signUp(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
      await expect(page.getByText('Step 1 of 3')).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute('aria-valuenow', '33');
      await expectNoSeriousA11yViolations(page, '/personal-info');
    });

    await test.step('personal info: validated address banner, toast, then /survey after 2 s', async () => {
      await fillPersonalInfo(page);
      await expect(page.getByLabel('State')).toHaveValue('VT');
      await page.getByRole('button', { name: 'Continue to Survey' }).click();
      await expect(toastCard(page, 'Information saved')).toBeVisible();
      // The test stack has the geocoder off and the ZIP → district table identity ships with:
      // 05401 lies entirely within VT-AL (MEDIUM).
      const banner = page.getByTestId('validation-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toHaveAttribute('data-confidence', 'MEDIUM');
      await expect(banner).toContainText('Medium confidence');
      await expect(banner).toContainText('VT-AL');
      await expectNoSeriousA11yViolations(page, '/personal-info (result banner)');
      await expect(page).toHaveURL(/\/survey$/, { timeout: 10_000 });
    });

    await test.step('survey: 12 questions, one at a time; the last answer submits', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Values Survey' })).toBeVisible();
      await expect(page.getByText('Step 2 of 3')).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute('aria-valuenow', '66');
      await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await expect(page.getByRole('radiogroup')).toBeVisible();
      await expect(page.getByRole('radio')).toHaveCount(6);
      await expectNoSeriousA11yViolations(page, '/survey');
      for (let i = 0; i < ANSWERS.length; i++) {
        // Checked while question i is shown (a stable state): after the answer, the 300 ms
        // auto-advance makes i + 1 a passing value that a busy machine can miss.
        await expect(page.getByRole('progressbar', { name: 'Survey progress' })).toHaveAttribute('aria-valuenow', String(i + 1));
        await answerQuestion(page, i, ANSWERS[i]!);
      }
      await expect(page).toHaveURL(/\/archetype-results$/, { timeout: 15_000 });
    });

    await test.step('results: archetype and six n/6 scores; Continue to App', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Onboarding Complete' })).toBeVisible();
      await expect(page.getByText('Step 3 of 3')).toBeVisible();
      const archetype = page.getByRole('heading', { level: 2 }).first();
      await expect(archetype).not.toBeEmpty();
      for (const label of FOUNDATION_LABELS) {
        const bar = page.getByRole('progressbar', { name: label, exact: true });
        await expect(bar).toHaveAttribute('aria-valuemax', '6');
        await expect(bar).toHaveAttribute('aria-valuenow', /^[1-6]$/);
      }
      await expect(page.getByText(/^[1-6]\/6$/)).toHaveCount(6);
      await expectNoSeriousA11yViolations(page, '/archetype-results');
      await page.getByRole('button', { name: 'Continue to App' }).click();
    });

    await test.step('welcome dialog on the Votes tab', async () => {
      await expect(page).toHaveURL(/\/dashboard\?tab=votes$/);
      const dialog = page.getByRole('dialog', { name: 'Welcome! Your Votes Are Ready' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Got it!' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Votes' })).toBeVisible();
      // The result was read once: coming back sends the user to the dashboard.
      await page.goto('/archetype-results');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/dashboard?tab=votes');
    });

    // ---- From here on the voting service is needed (archetype votes, POST /api/votes, tallies). ----

    const cards = page.getByTestId('vote-card');
    await test.step('My Votes fills with archetype votes (polled every 2 s / votes.populated)', async () => {
      await expect(cards.first()).toBeVisible({ timeout: VOTES_READY_TIMEOUT });
      await expect(cards.first()).toContainText('From your archetype');
      await expectNoSeriousA11yViolations(page, '/dashboard?tab=votes');
    });

    await test.step('change a vote in place: optimistic, then the Vote updated toast', async () => {
      const card = cards.first();
      const current = (await card.getByTestId('current-vote').innerText()).trim();
      const next = current === 'Support' ? 'Oppose' : 'Support';
      await card.getByRole('button', { name: next, exact: true }).click();
      await expect(card.getByTestId('current-vote')).toHaveText(next);
      await expect(card.getByRole('button', { name: next, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(toastCard(page, 'Vote updated')).toContainText('Your vote has been successfully updated.');
      await expect(card).toContainText('Cast by you');
    });

    await test.step('open another bill and vote from the sheet: the district tally moves by 10', async () => {
      const card = (await cards.count()) > 1 ? cards.nth(1) : cards.first();
      const previous = (await card.getByTestId('current-vote').innerText()).trim().toLowerCase();
      const choice = previous === 'oppose' ? 'support' : 'oppose';
      await card.getByRole('heading', { level: 3 }).getByRole('link').click();

      const voteButton = page.getByRole('button', { name: 'Vote', exact: true });
      await expect(voteButton).toBeVisible();
      const panel = page.getByTestId('district-tally');
      await expect(panel).toBeVisible();
      const before = await weighted(panel, choice);

      await voteButton.click();
      const sheet = page.getByRole('dialog', { name: 'Cast your vote' });
      await expect(sheet).toBeVisible();
      await sheet.getByRole('button', { name: new RegExp(`^${choice}`, 'i') }).click();
      await expect(toastCard(page, 'Vote cast successfully')).toContainText(`Your ${choice} vote has been recorded.`);
      await expect(sheet).toBeHidden();
      await expect.poll(() => weighted(panel, choice), { timeout: 10_000 }).toBe(before + 10);
    });
  });

  test('personal info: SPEC §5 messages, uppercase state, input kept', async ({ page }) => {
    await signUp(page);
    await page.getByRole('button', { name: 'Continue to Survey' }).click();
    for (const message of ['Name is required', 'Address is required', 'City is required', 'State is required', 'ZIP code is required']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription('Name is required');
    await expectNoSeriousA11yViolations(page, '/personal-info (errors shown)');

    const state = page.getByLabel('State');
    await state.pressSequentially('nyc');
    await expect(state).toHaveValue('NY');
    await expect(state).toHaveAttribute('placeholder', 'CA');
    await page.getByLabel('Full Name').fill('Sam Lee');
    await page.getByRole('button', { name: 'Continue to Survey' }).click();
    await expect(page.getByText('Name is required', { exact: true })).toBeHidden();
    await expect(page.getByLabel('Full Name')).toHaveValue('Sam Lee');
    await expect(page).toHaveURL(/\/personal-info$/);
  });

  test('survey: Previous cancels the pending advance, answers are kept, keyboard works', async ({ page }) => {
    await signUp(page);
    await fillPersonalInfo(page);
    await page.getByRole('button', { name: 'Continue to Survey' }).click();
    await expect(page).toHaveURL(/\/survey$/, { timeout: 10_000 });

    await answerQuestion(page, 0, 4);
    await expect(page.getByText('Question 2 of 12', { exact: true })).toBeVisible();
    // Focus moves to the new question.
    await expect(page.getByRole('heading', { level: 2 })).toBeFocused();

    // Choose on question 2, then go back before the 300 ms advance: we stay on question 1.
    await choose(page, 1, 3);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Question 1 of 12', { exact: true })).toBeVisible();
    await page.waitForTimeout(600);
    await expect(page.getByText('Question 1 of 12', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: labelFor(0, 4), exact: true })).toBeChecked();

    // Next (the answer is kept), then keyboard: arrows browse, Enter chooses and moves on.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Question 2 of 12', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: labelFor(1, 3), exact: true })).toBeChecked();
    await page.getByRole('radio', { name: labelFor(1, 3), exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: labelFor(1, 4), exact: true })).toBeChecked();
    await page.waitForTimeout(600);
    await expect(page.getByText('Question 2 of 12', { exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Question 3 of 12', { exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByText('Question 4 of 12', { exact: true })).toBeVisible();
  });

  test('My Votes: a failed change is rolled back with the Failed to update vote toast', async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page);
    // Steps 1 and 2 through the API (the journey above covers the screens).
    const info = await page.request.post('/api/user/personal-info', {
      data: { name: 'Rae Doe', address: '1 Main St', city: 'Burlington', state: 'VT', zipCode: '05401' },
    });
    expect(info.ok()).toBe(true);
    const survey = await page.request.post('/api/survey', { data: { responses: ANSWERS } });
    expect(survey.ok()).toBe(true);
    expect((await page.request.post('/api/user/populate-archetype-votes')).ok()).toBe(true);

    await page.goto('/dashboard?tab=votes');
    const card = page.getByTestId('vote-card').first();
    await expect(card).toBeVisible({ timeout: VOTES_READY_TIMEOUT });
    const current = (await card.getByTestId('current-vote').innerText()).trim();
    const next = current === 'Abstain' ? 'Support' : 'Abstain';

    const { happened: held, signal: release } = moment();
    await page.route('**/api/votes', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Voting is unavailable right now' }) });
    });
    await card.getByRole('button', { name: next, exact: true }).click();
    // Optimistic: the list shows the new vote before the server answers.
    await expect(card.getByTestId('current-vote')).toHaveText(next);
    await expect(card).toContainText('Cast by you');
    release();
    await expect(toastCard(page, 'Failed to update vote')).toContainText('Voting is unavailable right now');
    await expect(card.getByTestId('current-vote')).toHaveText(current);
    await expect(card).toContainText('From your archetype');
  });

  test('results without a stored survey result go to the dashboard', async ({ page }) => {
    await signUp(page);
    await page.goto('/archetype-results');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('live district tally', { tag: '@backend' }, () => {
  /** Gives the signed-in user a VT-AL address (the test stack's ZIP fixture) and waits until voting knows it. */
  async function moveToVermont(page: Page, billId: string) {
    const info = await page.request.post('/api/user/personal-info', {
      data: { name: 'Sam Doe', address: '1 Main St', city: 'Burlington', state: 'VT', zipCode: '05401' },
    });
    expect(info.ok()).toBe(true);
    // Voting learns the district from identity's event, a moment later.
    await expect
      .poll(async () => ((await (await page.request.get(`/api/district/votes?billIds=${billId}`)).json()) as Array<{ district: string | null }>)[0]?.district, {
        timeout: 20_000,
      })
      .toBe('VT-AL');
  }

  test("a neighbour's vote moves the tally on an open bill without a reload", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signUp(page);
    const [bill] = (await (await page.request.get('/api/bills?limit=1')).json()) as Array<{ billId: string }>;
    expect(bill).toBeTruthy();
    const billId = bill!.billId;
    await moveToVermont(page, billId);

    const other = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
    const otherPage = await other.newPage();
    await signUp(otherPage);
    await moveToVermont(otherPage, billId);

    await page.goto(`/bills/${billId}`);
    const panel = page.getByTestId('district-tally');
    await expect(panel).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your district’s tally' })).toContainText('VT-AL');
    const before = await weighted(panel, 'support');

    const cast = await otherPage.request.post('/api/votes', { data: { billId, vote: 'support' } });
    expect(cast.ok()).toBe(true);
    await expect.poll(() => weighted(panel, 'support'), { timeout: 10_000 }).toBe(before + 10);
    await expect(page.getByText(/District tally updated: Support/)).toBeAttached();
    await other.close();
  });
});
