import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, ownClientAddress, signUp } from './helpers';

/**
 * Issue #23: suggested votes say why. After the survey, the welcome dialog counts the votes the
 * archetype suggested and how many are Abstain (the same figures GET /api/votes answers); every
 * "From your archetype" vote on My Votes shows its reason, and so does the vote sheet of a bill.
 */

const RELEVANCE = ['Not at all relevant', 'Slightly relevant', 'Somewhat relevant', 'Quite relevant', 'Very relevant', 'Extremely relevant'];
const AGREEMENT = ['Strongly disagree', 'Moderately disagree', 'Slightly disagree', 'Slightly agree', 'Moderately agree', 'Strongly agree'];
/** High Care and Fairness, low Loyalty, Authority and Sanctity. */
const ANSWERS = [6, 6, 2, 2, 2, 3, 3, 6, 6, 2, 2, 2];
const VOTES_READY_TIMEOUT = 60_000;

// Sign-ups are limited per client address: this spec's voters come from an address of their own.
test.use({ extraHTTPHeaders: ownClientAddress() });

async function onboard(page: Page) {
  await signUp(page);
  await page.getByLabel('Full Name').fill('Robin Vale');
  await page.getByLabel('Street Address').fill('1 Main St');
  await page.getByLabel('City').fill('Burlington');
  await page.getByLabel('State').fill('VT');
  await page.getByLabel('ZIP Code').fill('05401');
  await page.getByRole('button', { name: 'Continue to Survey' }).click();
  await expect(page).toHaveURL(/\/survey$/, { timeout: 10_000 });
  for (let i = 0; i < ANSWERS.length; i++) {
    await expect(page.getByRole('progressbar', { name: 'Survey progress' })).toHaveAttribute('aria-valuenow', String(i + 1));
    const label = (i < 7 ? RELEVANCE : AGREEMENT)[ANSWERS[i]! - 1]!;
    await page.locator('label').filter({ has: page.getByRole('radio', { name: label, exact: true }) }).click();
  }
  await expect(page).toHaveURL(/\/archetype-results$/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Continue to App' }).click();
}

test.describe('suggested votes with reasons', { tag: '@backend' }, () => {
  // On the shared stack this voter also gets suggestions on other suites' bills, whose events
  // carry reasons in other forms (or none): the reasons served must still all read "Suggested …: …".
  test('the welcome dialog counts suggestions and Abstains; My Votes and the vote sheet say why', async ({ page }) => {
    test.setTimeout(180_000);
    await onboard(page);

    await test.step('welcome dialog: suggested and Abstain counts, as GET /api/votes has them', async () => {
      const dialog = page.getByRole('dialog', { name: 'Welcome! Your Votes Are Ready' });
      await expect(dialog).toBeVisible();
      const counts = dialog.getByTestId('welcome-vote-counts');
      await expect(counts).toHaveText(/^Your archetype suggested \d+ votes?: \d+ Support or Oppose and \d+ Abstain\. Each one says why\.$/, {
        timeout: VOTES_READY_TIMEOUT,
      });
      const [, suggested, sides, abstain] = (await counts.innerText()).match(/suggested (\d+) votes?: (\d+) Support or Oppose and (\d+) Abstain/)!.map(Number);
      const votes = (await (await page.request.get('/api/votes')).json()) as Array<{ vote: string; voteType: string; reason: string | null }>;
      const archetype = votes.filter((v) => v.voteType === 'archetype');
      expect(suggested).toBe(archetype.length);
      expect(abstain).toBe(archetype.filter((v) => v.vote === 'abstain').length);
      expect(sides! + abstain!).toBe(suggested);
      // The API carries the reason on every archetype vote.
      for (const v of archetype) expect(v.reason).toMatch(/^Suggested (Support|Oppose|Abstain): /);
      await expectNoSeriousA11yViolations(page, 'welcome dialog with counts');
      await dialog.getByRole('button', { name: 'Got it!' }).click();
      await expect(dialog).toBeHidden();
    });

    const cards = page.getByTestId('vote-card');
    await test.step('My Votes: each archetype vote shows its reason next to "From your archetype"', async () => {
      await expect(cards.first()).toBeVisible({ timeout: VOTES_READY_TIMEOUT });
      const n = await cards.count();
      expect(n).toBeGreaterThan(0);
      for (let i = 0; i < n; i++) {
        const card = cards.nth(i);
        await expect(card).toContainText('From your archetype');
        const vote = (await card.getByTestId('current-vote').innerText()).trim();
        await expect(card.getByTestId('vote-reason')).toHaveText(new RegExp(`^Suggested ${vote}: .+\\.$`));
      }
      await expectNoSeriousA11yViolations(page, 'My Votes with reasons');
    });

    await test.step('the vote sheet of a bill shows the same reason', async () => {
      const card = cards.first();
      const reason = (await card.getByTestId('vote-reason').innerText()).trim();
      await card.getByRole('heading', { level: 3 }).getByRole('link').click();
      await page.getByRole('button', { name: 'Vote', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Cast your vote' });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByTestId('vote-sheet-reason')).toHaveText(reason);
      await expectNoSeriousA11yViolations(page, 'vote sheet with reason');
    });
  });
});
