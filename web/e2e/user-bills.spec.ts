import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, expectPublicUserBills, ownClientAddress, signUp, toastCard } from './helpers';

/**
 * User-submitted bills against the real stack (bills service, ai-worker with the offline
 * moderation provider, the gateway's live channel): the submit form, My Bills, drafts edited and
 * deleted, and verdicts that flip a card live, without a reload.
 */

test.use({ extraHTTPHeaders: ownClientAddress() });

const FINE_BILL = {
  title: 'Rural Clinic Staffing Act',
  summary:
    'Provides federal grants to rural hospitals and clinics to recruit and retain nurses and doctors, with yearly public reports on how the money was spent.',
};
const UNCONSTITUTIONAL_BILL = {
  title: 'National Faith Act',
  summary: 'This bill would establish an official national religion and require every federal employee to attend its services.',
};

function myBillCards(page: Page): Locator {
  return page.getByRole('list', { name: 'Your bills' }).getByRole('article');
}

/** The status badge (its text is "Status: <label>", the first word for screen readers only). */
function statusBadge(scope: Locator | Page): Locator {
  return scope.locator('[data-status]');
}

function cardFor(page: Page, title: string): Locator {
  return myBillCards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Each score reads "n/10" and is coloured by the SPEC thresholds (≥ 8 green, 6 to < 8 yellow, < 6 red). */
async function expectScores(scope: Locator): Promise<number[]> {
  await scope.getByRole('tab', { name: 'Moderation Scores' }).click();
  const scores: number[] = [];
  for (const label of ['Constitutionality', 'Content Standards', 'Overall']) {
    const value = scope.locator(`li[data-score-label="${label}"] [data-score]`);
    await expect(value).toHaveText(/^(10|[1-9])\/10$/);
    const score = Number((await value.textContent())?.split('/')[0]);
    const colour = score >= 8 ? /text-success-700/ : score >= 6 ? /text-accent-800/ : /text-danger-700/;
    await expect(value).toHaveClass(colour);
    scores.push(score);
  }
  return scores;
}

async function fillBill(page: Page, bill: { title: string; summary: string }, opts: { policyArea?: string; isPublic?: boolean } = {}) {
  await page.getByLabel('Bill Title').fill(bill.title);
  if (opts.policyArea) await page.getByLabel('Policy Area').selectOption(opts.policyArea);
  await page.getByLabel('Bill Summary').fill(bill.summary);
  const visibility = page.getByRole('switch', { name: 'Public Visibility' });
  if (opts.isPublic) {
    await visibility.click();
    await expect(visibility).toHaveAttribute('aria-checked', 'true');
  } else {
    await expect(visibility).toHaveAttribute('aria-checked', 'false');
  }
}

async function expectOnUserBillsTab(page: Page) {
  await expect(page).toHaveURL(/\/dashboard#user-bills$/);
  await expect(page.getByRole('tab', { name: 'User Bills' })).toHaveAttribute('aria-selected', 'true');
}

test.describe('User bills against the real API', { tag: '@backend' }, () => {
  test.describe.configure({ timeout: 120_000 });

  test('empty states, the form’s messages at its fields, and axe on /submit-bill and /my-bills', async ({ page }) => {
    await signUp(page);

    await page.goto('/my-bills');
    await expect(page.getByRole('heading', { level: 1, name: 'My Bills' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No bills found' })).toBeVisible();
    await expect(page.getByText("You haven't submitted any bills yet")).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/my-bills (empty)');

    await page.getByLabel('Status').selectOption('draft');
    await expect(page).toHaveURL(/\/my-bills\?status=draft$/);
    await expect(page.getByText('No bills with status: Draft')).toBeVisible();
    await page.getByLabel('Status').selectOption('rejected');
    await expect(page.getByText('No bills with status: Rejected')).toBeVisible();

    await page.goto('/dashboard?tab=bills#user-bills');
    await expect(page.getByRole('tab', { name: 'User Bills' })).toHaveAttribute('aria-selected', 'true');
    await expectPublicUserBills(page);

    await page.goto('/my-bills');
    await page.getByRole('link', { name: 'Submit Your First Bill' }).click();
    await expect(page).toHaveURL(/\/submit-bill$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Submit a Bill' })).toBeVisible();
    await expect(page.getByLabel('Policy Area').locator('option')).toHaveCount(29); // none + the 28 SPEC areas
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page, '/submit-bill');

    // Both buttons check the form first; the messages sit at their fields and focus goes to the first.
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Summary description is required')).toBeVisible();
    await expect(page.getByLabel('Bill Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Bill Title')).toBeFocused();
    await expectNoSeriousA11yViolations(page, '/submit-bill (errors shown)');

    // Fixing one field keeps what was typed and leaves the other message.
    await page.getByLabel('Bill Title').fill('Half-written Act');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Summary description is required')).toBeVisible();
    await expect(page.getByText('Title is required')).toBeHidden();
    await expect(page.getByLabel('Bill Title')).toHaveValue('Half-written Act');
    await expect(page).toHaveURL(/\/submit-bill$/);
  });

  test('a draft is saved, edited, and deleted after the confirmation', async ({ page }) => {
    await signUp(page);
    await page.goto('/submit-bill');
    await fillBill(page, { title: 'Library Hours Act', summary: 'Keeps public libraries open in the evening.' });
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(toastCard(page, 'Draft saved')).toContainText('Your bill has been saved as a draft.');
    await expectOnUserBillsTab(page);

    await page.goto('/my-bills');
    const card = cardFor(page, 'Library Hours Act');
    await expect(statusBadge(card)).toHaveText('Status: Draft');
    await expect(card.getByText('Private', { exact: true })).toBeVisible();
    await expect(card).toContainText('Policy area: General');
    await expect(card.getByRole('tab')).toHaveCount(0); // no verdict yet
    await expectNoSeriousA11yViolations(page, '/my-bills (a draft)');

    // Edit: the same form, prefilled.
    await card.getByRole('link', { name: /^Edit/ }).click();
    await expect(page).toHaveURL(/\/bills\/[0-9a-f-]{36}\/edit$/);
    await expect(page.getByLabel('Bill Title')).toHaveValue('Library Hours Act');
    await expect(page.getByLabel('Bill Summary')).toHaveValue('Keeps public libraries open in the evening.');
    await page.getByLabel('Bill Title').fill('Library Evening Hours Act');
    await page.getByLabel('Policy Area').selectOption('Education');
    await page.getByRole('switch', { name: 'Public Visibility' }).click();
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(toastCard(page, 'Draft saved')).toBeVisible();
    await expect(page).toHaveURL(/\/my-bills$/);
    const edited = cardFor(page, 'Library Evening Hours Act');
    await expect(edited).toContainText('Policy area: Education');
    await expect(edited.getByText('Public', { exact: true })).toBeVisible();

    // View is there for every bill.
    await edited.getByRole('link', { name: /^View/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Library Evening Hours Act' })).toBeVisible();
    await expect(statusBadge(page)).toHaveText('Status: Draft');
    await page.goBack();

    // Delete asks first; Cancel (focused first) keeps the bill and focus returns to Delete.
    const deleteButton = cardFor(page, 'Library Evening Hours Act').getByRole('button', { name: /^Delete/ });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Delete Bill' });
    await expect(dialog).toContainText('This action cannot be undone');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, '/my-bills (Delete Bill dialog)');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toastCard(page, 'Bill deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No bills found' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'My Bills' })).toBeFocused();
    const res = await page.request.get('/api/user-bills');
    expect(await res.json()).toEqual([]);
  });

  test('a bill submitted for review flips to Approved live, without a reload, and shows its scores', async ({ page, context }) => {
    await signUp(page);
    await page.goto('/submit-bill');
    await fillBill(page, FINE_BILL, { policyArea: 'Health', isPublic: true });
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(toastCard(page, 'Draft saved')).toBeVisible();

    // This page watches My Bills; the bill is submitted from a second tab of the same session.
    await page.goto('/my-bills');
    const card = cardFor(page, FINE_BILL.title);
    await expect(statusBadge(card)).toHaveText('Status: Draft');
    const billId = await card.getAttribute('data-bill-id');
    expect(billId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByTestId('bill-status-announcer')).toHaveAttribute('data-live-ready', 'true');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    const other = await context.newPage();
    await other.goto(`/bills/${billId}/edit`);
    await expect(other.getByLabel('Bill Title')).toHaveValue(FINE_BILL.title);
    await other.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(toastCard(other, 'Bill submitted!')).toBeVisible();
    await expect(other).toHaveURL(/\/my-bills$/);
    await other.close();

    await expect(statusBadge(card)).toHaveText('Status: Approved', { timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(page.getByTestId('bill-status-announcer')).toHaveText(`Your bill "${FINE_BILL.title}" is now Approved.`);
    const scores = await expectScores(card);
    expect(scores[2]).toBeGreaterThanOrEqual(1);
    await card.getByRole('tab', { name: 'Feedback' }).click();
    await expect(card.getByRole('heading', { name: 'Issues Found' })).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Recommendations' })).toBeVisible();
    await expect(card.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/my-bills (approved bill, feedback tab)');

    // The bill's own page says the same; approved and public, it is listed for everyone.
    await card.getByRole('link', { name: /^View/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: FINE_BILL.title })).toBeVisible();
    await expect(statusBadge(page)).toHaveText('Status: Approved');
    await expect(page.getByText('Public', { exact: true })).toBeVisible();
    await expectScores(page.getByRole('article'));
    await page.goto('/dashboard?tab=bills#user-bills');
    await expect(page.getByRole('list', { name: 'User bills' }).getByRole('link', { name: FINE_BILL.title })).toBeVisible();
  });

  test('an unconstitutional bill is Rejected with the issues found', async ({ page }) => {
    await signUp(page);
    await page.goto('/submit-bill');
    await fillBill(page, UNCONSTITUTIONAL_BILL, { policyArea: 'Civil Rights and Liberties' });
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(toastCard(page, 'Bill submitted!')).toContainText('automatic AI moderation');
    await expectOnUserBillsTab(page);

    await page.goto('/my-bills');
    const card = cardFor(page, UNCONSTITUTIONAL_BILL.title);
    await expect(statusBadge(card)).toHaveText('Status: Rejected', { timeout: 15_000 });
    await expectScores(card);
    await card.getByRole('tab', { name: 'Feedback' }).click();
    const issues = card.getByRole('heading', { name: 'Issues Found' }).locator('xpath=following-sibling::ul[1]').getByRole('listitem');
    await expect(issues.first()).toBeVisible();
    await expect(issues.first()).toHaveText(/\S/);

    await page.getByLabel('Status').selectOption('rejected');
    await expect(myBillCards(page)).toHaveCount(1);
    await page.getByLabel('Status').selectOption('approved');
    await expect(page.getByText('No bills with status: Approved')).toBeVisible();
  });
});
