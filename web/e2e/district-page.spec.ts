import { expect, test } from './fixtures';
import { collectPageProblems, expectNoSeriousA11yViolations, ownClientAddress } from './helpers';

/**
 * The public district page and the open data (issue #27 items 3 and 4, ADR 0030) for a visitor
 * who never signs in, against the real stack: it loads the built-in roll calls of 119 H.J.Res. 20
 * with the members of Congress of 2025. 04330 (Augusta) lies wholly in ME-02, where no spec votes.
 */
test.use({ extraHTTPHeaders: ownClientAddress() });

const BILL = '119-hjres-20';

test.describe('the public district page', { tag: '@backend' }, () => {
  test('a signed-out visitor finds their district by ZIP code and reads it', async ({ page }) => {
    test.setTimeout(120_000);
    const problems = collectPageProblems(page);
    // The stack loads the built-in roll calls at start; wait until the district's record has them.
    await expect
      .poll(async () => ((await (await page.request.get('/api/districts/ME-02')).json()) as { bills?: Array<{ billId: string }> }).bills?.some((b) => b.billId === BILL), { timeout: 60_000 })
      .toBe(true);

    const search = await page.goto('/districts');
    expect(await search?.text()).toContain('<div id="root" data-prerendered="/districts">');
    await expect(page).toHaveTitle('Find Your District | Civic');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your district' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'district search');

    // A malformed ZIP is refused on the field, then the keyboard alone finds the district.
    const zip = page.getByLabel('ZIP code');
    await zip.fill('04a30');
    await zip.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Enter a 5-digit ZIP code');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await zip.fill('04330');
    await zip.press('Enter');
    await expect(page).toHaveURL(/\/districts\/ME-02$/);
    await expect(page.getByRole('heading', { level: 1, name: 'District ME-02' })).toBeVisible();

    const members = page.getByRole('region', { name: 'Members of Congress' });
    await expect(members.getByRole('listitem')).toHaveCount(3);
    await expect(members.getByRole('listitem').nth(0)).toContainText('Representative');
    await expect(members.getByRole('listitem').nth(0)).toContainText('Jared F. Golden (D)');
    await expect(members).toContainText('Susan M. Collins (R)');
    await expect(members).toContainText('Angus S. King, Jr. (I)');

    const bills = page.getByRole('region', { name: 'Bills with a roll call' });
    // A bill reads as people cite it, with its title, never as the API's id (119-hjres-20).
    const bill = bills.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: /^H\.J\.Res\. 20 Providing for congressional disapproval/ }) });
    await expect(bill).toHaveCount(1);
    await expect(bills).not.toContainText(/\b\d+-[a-z]+-\d+\b/);
    await expect(bill.getByRole('table', { name: 'Voters of ME-02 on H.J.Res. 20' })).toBeVisible();
    // Nobody in ME-02 has voted: nothing is shown but that there are too few voters.
    await expect(bill).toContainText('District decision: Not shown: fewer than 10 voters');
    await expect(bill.getByRole('table')).toContainText('fewer than 10');
    await expect(bill).toContainText('Jared F. Golden (D): Yea');
    // Each roll call's day in Washington (10:26 a.m. EST; 7:44 p.m. EDT), written without Intl (lib/plain-format.ts).
    await expect(bill).toContainText('House, February 27, 2025: On Passage');
    await expect(bill).toContainText('Senate, April 9, 2025: On the Motion to Proceed');
    await expect(page.getByRole('link', { name: 'ME-02 tallies (CSV)' })).toHaveAttribute('href', '/api/open/districts/ME-02/tallies.csv');
    await expectNoSeriousA11yViolations(page, 'district page');

    // Opened directly, the page arrives as the prerendered shell of every district and hydrates cleanly.
    const direct = await page.goto('/districts/ME-02');
    expect(await direct?.text()).toContain('<div id="root" data-prerendered="/districts/:district">');
    await expect(page.getByRole('heading', { level: 1, name: 'District ME-02' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Members of Congress' }).getByRole('listitem')).toHaveCount(3);
    expect(problems).toEqual([]);
  });

  test('an unknown district reads as not found, and a ZIP in two districts offers both', async ({ page }) => {
    await page.goto('/districts/ZZ-99');
    await expect(page.getByRole('heading', { level: 2, name: 'District not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'unknown district');

    // 83702 (Boise) lies in ID-01 and ID-02.
    await page.getByLabel('ZIP code').fill('83702');
    await page.getByRole('button', { name: 'Find my district' }).click();
    const choices = page.getByRole('status').filter({ hasText: 'more than one district' });
    await expect(choices.getByRole('link')).toHaveText(['ID-01', 'ID-02']);
    await choices.getByRole('link', { name: 'ID-02' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'District ID-02' })).toBeVisible();
  });

  test('the open-data page states the licence and lists every column of the files', async ({ page }) => {
    const response = await page.goto('/open-data');
    expect(await response?.text()).toContain('<div id="root" data-prerendered="/open-data">');
    await expect(page.getByRole('heading', { level: 1, name: 'District tallies, free to reuse' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Creative Commons Attribution 4\.0/ })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    const header = (await (await page.request.get(`/api/open/bills/${BILL}/tallies.csv`)).text()).split('\r\n')[0].split(',');
    const rows = page.getByRole('table', { name: 'Columns of the tally files' }).getByRole('rowheader');
    await expect(rows).toHaveText(header);
    await expectNoSeriousA11yViolations(page, 'open data');
  });
});
