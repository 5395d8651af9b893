import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { collectPageProblems, expectFitsPhoneWidth, expectNoSeriousA11yViolations, ownClientAddress, signUp, toastCard } from './helpers';

/**
 * The partner pledge dashboard against the real stack (ADR 0031): an account made a partner by
 * `npm run users:grant-partner` finds the dashboard on its Profile tab, adds a sitting member as a
 * candidate, records the pledge, and reads the member's roll call on the built-in sample bill
 * (119 H.J.Res. 20, House roll 53: Kevin Hern of OK-01 voted Yea) beside the district's decision,
 * withheld while OK-01 has fewer than 10 voters (no suite votes there). Anyone else gets Not Found.
 */
const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');

function grantPartner(email: string, party: string): void {
  const res = spawnSync(process.execPath, [join(ROOT, 'services/identity/dist/cli/grant-partner.js'), email, '--party', party], { env: process.env, encoding: 'utf8' });
  expect(res.stderr).toBe('');
  expect(res.status).toBe(0);
}

test.use({ extraHTTPHeaders: ownClientAddress() });

test.describe('The partner dashboard against the real API', { tag: '@backend' }, () => {
  test.describe.configure({ timeout: 120_000 });

  test('a partner adds a candidate, records a pledge and sees it on the dashboard; anyone else gets Not Found', async ({ page, browser }) => {
    const problems = collectPageProblems(page);
    // The browser logs every 4xx without its address; these are the expected ones: the operator
    // link's access check on the Profile tab, the unknown district and the member who never held
    // the seat that the forms are given below.
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 404 || res.status() === 400) refused.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname.replace(/[0-9a-f-]{36}/, ':id')}`);
    });
    const email = await signUp(page);
    const party = `Sooner Pledge Party ${Date.now().toString(36)}`;
    grantPartner(email, party);

    await test.step('the Profile tab leads to the dashboard, which starts empty', async () => {
      await page.goto('/dashboard?tab=profile');
      await page.getByRole('link', { name: 'Partner dashboard' }).click();
      await expect(page).toHaveURL(/\/partner$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Partner dashboard' })).toBeVisible();
      await expect(page.getByText(party)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No candidates yet' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Publish a district event' })).toHaveAttribute('href', '/partner/events');
      await expectNoSeriousA11yViolations(page, 'the empty partner dashboard');
    });

    await test.step('the form refuses a candidate without a name and an unknown district, then adds one', async () => {
      const form = page.getByRole('region', { name: 'Add a candidate' });
      await form.getByRole('button', { name: 'Add candidate' }).click();
      await expect(form.getByText('Candidate name is required')).toBeVisible();
      await form.getByLabel('Candidate name').fill('Kevin Hern');
      await form.getByLabel('District').fill('OK-09');
      await form.getByRole('button', { name: 'Add candidate' }).click();
      await expect(form.getByText('District not found')).toBeVisible();
      await form.getByLabel('District').fill('OK-01');
      // Keyboard only: Enter in a field submits the form.
      await form.getByLabel('District').press('Enter');
      await expect(toastCard(page, 'Candidate added')).toBeVisible();
      await expect(form.getByLabel('Candidate name')).toHaveValue('');
    });

    const card = page.getByRole('article', { name: 'Kevin Hern' });
    await test.step('once the candidate sits in Congress, an edit adds the member and the roll call shows, with no pledge yet', async () => {
      await expect(card.getByText('House · District OK-01', { exact: true })).toBeVisible();
      await expect(card.getByText('Not a sitting member: add the bioguide ID once the candidate takes the seat.')).toBeVisible();
      await card.getByRole('button', { name: 'Edit Kevin Hern' }).click();
      const edit = card.getByRole('form', { name: 'Edit Kevin Hern' });
      await expect(edit.getByLabel('District')).toHaveValue('OK-01');
      await edit.getByLabel('Bioguide ID (optional)').fill('C001055');
      await edit.getByRole('button', { name: 'Save candidate' }).click();
      await expect(edit.getByText('This member of Congress never held this seat')).toBeVisible();
      await edit.getByLabel('Bioguide ID (optional)').fill('H001082');
      await edit.getByRole('button', { name: 'Save candidate' }).click();
      await expect(toastCard(page, 'Candidate saved')).toBeVisible();
      await expect(edit).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Edit Kevin Hern' })).toBeFocused();
      await expect(card.getByText('House · District OK-01 · Member of Congress: Kevin Hern (H001082)')).toBeVisible();
      await expect(card.getByText('No pledge recorded yet.')).toBeVisible();
      const row = card.getByRole('row').filter({ hasText: /disapproval/i });
      await expect(row.getByRole('cell').nth(2)).toHaveText('Yea');
      await expect(row.getByRole('cell').nth(4)).toHaveText('No pledge');
    });

    await test.step('recording the pledge puts it on the dashboard; the withheld decision is judged neither way', async () => {
      const pledge = card.getByRole('form', { name: 'Record the pledge of Kevin Hern' });
      await pledge.getByLabel('Pledge date').fill('2025-01-15');
      await pledge.getByLabel('Public statement or link (optional)').fill('I will vote as OK-01 decides.');
      await pledge.getByRole('button', { name: 'Record pledge' }).click();
      await expect(toastCard(page, 'Pledge recorded')).toBeVisible();
      await expect(card.getByText('Pledged', { exact: true })).toBeVisible();
      await expect(card.getByText('“I will vote as OK-01 decides.”')).toBeVisible();
      const row = card.getByRole('row').filter({ hasText: /disapproval/i });
      await expect(row.getByRole('cell').nth(3)).toHaveText('fewer than 10 voters');
      await expect(row.getByRole('cell').nth(4)).toHaveText('No decision to follow');
      await expect(card.getByRole('heading', { name: /pledge kept not judged yet/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'the partner dashboard with a pledged candidate');
      await expectFitsPhoneWidth(page, 'the partner dashboard');
    });

    await test.step('after a reload the pledge is still there', async () => {
      await page.reload();
      await expect(page.getByRole('article', { name: 'Kevin Hern' }).getByText('“I will vote as OK-01 decides.”')).toBeVisible();
    });

    await test.step('withdrawing the pledge leaves the candidate with none, and it can be recorded again', async () => {
      const card = page.getByRole('article', { name: 'Kevin Hern' });
      const pledge = card.getByRole('form', { name: 'Record the pledge of Kevin Hern' });
      // A deletion asks first (SPEC): Cancel keeps the pledge, Withdraw ends it.
      await pledge.getByRole('button', { name: 'Withdraw pledge' }).click();
      const confirm = page.getByRole('dialog', { name: 'Withdraw pledge' });
      await expect(confirm.getByText(/Withdraw the pledge of Kevin Hern\?/)).toBeVisible();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(card.getByText('“I will vote as OK-01 decides.”')).toBeVisible();
      await pledge.getByRole('button', { name: 'Withdraw pledge' }).click();
      await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await expect(toastCard(page, 'Pledge withdrawn')).toBeVisible();
      await expect(pledge.getByLabel('Pledge date')).toBeFocused();
      await expect(card.getByText('No pledge recorded yet.')).toBeVisible();
      await expect(card.getByText('“I will vote as OK-01 decides.”')).toHaveCount(0);
      await expect(pledge.getByRole('button', { name: 'Withdraw pledge' })).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('article', { name: 'Kevin Hern' }).getByText('No pledge recorded yet.')).toBeVisible();
      await pledge.getByLabel('Pledge date').fill('2025-01-20');
      await pledge.getByRole('button', { name: 'Record pledge' }).click();
      await expect(toastCard(page, 'Pledge recorded')).toBeVisible();
      await expect(card.getByText('Pledged', { exact: true })).toBeVisible();
    });

    await test.step('removing the candidate asks first, then takes the card away', async () => {
      const card = page.getByRole('article', { name: 'Kevin Hern' });
      await card.getByRole('button', { name: 'Remove Kevin Hern' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove candidate' });
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(confirm).toHaveCount(0);
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: 'Remove Kevin Hern' }).click();
      await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(toastCard(page, 'Candidate removed')).toBeVisible();
      await expect(card).toHaveCount(0);
      await expect(page.getByRole('heading', { name: /^Candidates/ })).toBeFocused();
      await expect(page.getByRole('heading', { name: 'No candidates yet' })).toBeVisible();
    });

    await test.step('someone who is not a partner gets Not Found and no link', async () => {
      const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
      const other = await context.newPage();
      await signUp(other);
      expect((await other.request.get('/api/partner/dashboard')).status()).toBe(404);
      await other.goto('/partner');
      await expect(other.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await other.goto('/dashboard?tab=profile');
      await expect(other.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(other.getByRole('link', { name: 'Partner dashboard' })).toHaveCount(0);
      await context.close();
    });

    expect([...new Set(refused)].sort()).toEqual(['400 PUT /api/partner/candidates/:id', '404 GET /api/review/access', '404 POST /api/partner/candidates']);
    const expected = new Set([404, 400].map((s) => `console error: Failed to load resource: the server responded with a status of ${s} (${s === 404 ? 'Not Found' : 'Bad Request'})`));
    expect(problems.filter((p) => !expected.has(p))).toEqual([]);
    expect(problems.length).toBeLessThanOrEqual(refused.length);
  });
});
