import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, expectPublicUserBills, ownClientAddress, signUp, toastCard } from './helpers';

// Its sign-ups count against an address of its own, not the per-IP limit the whole suite shares.
test.use({ extraHTTPHeaders: ownClientAddress() });

/**
 * The Bills tab and bill details against the real API. The test stack loads a built-in sample of
 * real bills and synthesizes them with the offline AI provider within seconds of start; a bill is
 * listed once it has been synthesized, so the specs wait for the list to fill first.
 */

interface ApiBill {
  billId: string;
  title: string;
  policyArea: string | null;
}

const PAGE_SIZE = 20;

/** Waits (up to ~60 s) until the API lists at least `min` bills, and returns every listed bill. */
async function waitForBills(page: Page, min = 1): Promise<ApiBill[]> {
  let bills: ApiBill[] = [];
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/bills?limit=1000');
        bills = res.ok() ? ((await res.json()) as ApiBill[]) : [];
        return bills.length;
      },
      { timeout: 60_000, intervals: [500, 1_000, 2_000] },
    )
    .toBeGreaterThanOrEqual(min);
  return bills;
}

function billList(page: Page) {
  return page.getByRole('list', { name: 'Bills' });
}

function billCards(page: Page) {
  return billList(page).getByRole('article');
}

async function openBillsTab(page: Page): Promise<void> {
  await page.goto('/dashboard?tab=bills');
  await expect(page.getByRole('heading', { level: 1, name: 'Bills' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Congressional' })).toHaveAttribute('aria-selected', 'true');
  await expect(billCards(page).first()).toBeVisible({ timeout: 15_000 });
}

test.describe('Bills tab against the real API', { tag: '@backend' }, () => {
  test.describe.configure({ timeout: 120_000 });

  test('lists bill cards, searches, filters by policy area, and passes axe', async ({ page }) => {
    await signUp(page);
    const all = await waitForBills(page);
    await openBillsTab(page);

    await expect(billCards(page)).toHaveCount(Math.min(all.length, PAGE_SIZE));
    const first = billCards(page).first();
    await expect(first.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(first).toContainText(/(H\.R\.|S\.|H\.J\.Res\.|S\.J\.Res\.|H\.Res\.|S\.Res\.|H\.Con\.Res\.|S\.Con\.Res\.) \d+/);
    await expect(first).toContainText(/Latest action: (\w{3} \d{1,2}, \d{4}|Unknown)/);
    await expect(page.getByRole('status').filter({ hasText: /^Showing \d+ bills?/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Bills tab (Congressional)');

    // Search narrows the list (debounced; the API matches title, number and summary).
    const term = 'border';
    const expected = all.filter((b) => b.title.toLowerCase().includes(term)).length;
    expect(expected, 'the sample should hold a bill about the border').toBeGreaterThan(0);
    await page.getByLabel('Search bills').fill(term);
    await expect
      .poll(async () => billCards(page).count(), { timeout: 10_000 })
      .toBeLessThan(Math.min(all.length, PAGE_SIZE));
    await expect(billCards(page).first()).toBeVisible();
    const searched = await billCards(page).count();
    expect(searched).toBeGreaterThanOrEqual(expected);

    // A search that matches nothing shows the empty state.
    await page.getByLabel('Search bills').fill('zzqx no such bill');
    await expect(page.getByRole('heading', { name: 'No bills found' })).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Clear search and filter' }).click();
    await expect(page.getByLabel('Search bills')).toHaveValue('');
    await expect(billCards(page)).toHaveCount(Math.min(all.length, PAGE_SIZE), { timeout: 10_000 });

    // Policy-area filter: options come from /api/policy-areas; every card then shows that area.
    const select = page.getByLabel('Policy area');
    await expect(select).toHaveValue('all');
    await expect(select.getByRole('option', { name: 'All policy areas' })).toHaveCount(1);
    const counts = new Map<string, number>();
    for (const b of all) counts.set(b.policyArea ?? 'General', (counts.get(b.policyArea ?? 'General') ?? 0) + 1);
    const [area, areaCount] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    await expect(select.getByRole('option', { name: area, exact: true })).toHaveCount(1);
    await select.selectOption(area);
    await expect(billCards(page)).toHaveCount(Math.min(areaCount, PAGE_SIZE), { timeout: 10_000 });
    for (const card of await billCards(page).all()) await expect(card).toContainText(area);
    await select.selectOption('all');
    await expect(billCards(page)).toHaveCount(Math.min(all.length, PAGE_SIZE), { timeout: 10_000 });

    // The User Bills tab: keyboard reachable, the public list (or its empty state) and the way to create one.
    await page.getByRole('tab', { name: 'Congressional' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'User Bills' })).toHaveAttribute('aria-selected', 'true');
    await expectPublicUserBills(page);
    await expect(page.getByRole('link', { name: 'Create Bill', exact: true })).toHaveAttribute('href', '/submit-bill');
    await expectNoSeriousA11yViolations(page, 'Bills tab (User Bills)');
    await page.getByRole('tab', { name: 'Congressional' }).click();
    await expect(billCards(page).first()).toBeVisible();
  });

  test('Load More fetches the next 20 when more than 20 bills exist', async ({ page }) => {
    await signUp(page);
    const all = await waitForBills(page, PAGE_SIZE + 1);
    await openBillsTab(page);
    await expect(billCards(page)).toHaveCount(PAGE_SIZE);
    const loadMore = page.getByRole('button', { name: 'Load More' });
    await loadMore.click();
    await expect(billCards(page)).toHaveCount(Math.min(all.length, 2 * PAGE_SIZE), { timeout: 10_000 });
    if (all.length < 2 * PAGE_SIZE) {
      // The last page was short: no more pages.
      await expect(loadMore).toHaveCount(0);
      await expect(page.getByText('That’s every bill.')).toBeVisible();
    }
    // No duplicates across pages.
    const titles = await billList(page).getByRole('heading', { level: 3 }).allTextContents();
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('bill details: summaries, arguments, facts, link out; Back returns to the card; /bills/:id page', async ({ page }) => {
    await signUp(page);
    await waitForBills(page);
    await openBillsTab(page);

    const link = billCards(page).first().getByRole('link');
    const title = (await link.textContent())!.trim();
    await link.click();
    await expect(page).toHaveURL(/[?&]bill=/);
    const heading = page.getByRole('heading', { level: 2, name: title });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();

    await expect(page.getByTestId('summary-short')).not.toHaveText('No summary available');
    await expect(page.getByTestId('summary-long')).not.toHaveText('Summary not available');
    await expect(page.getByRole('heading', { name: 'Arguments for' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Arguments against' })).toBeVisible();
    await expect(page.getByTestId('arguments-for').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('arguments-against').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(/^Sponsors?$/)).toBeVisible();
    await expect(page.getByText('Introduced', { exact: true })).toBeVisible();
    await expect(page.getByText('Latest action', { exact: true })).toBeVisible();
    await expect(page.getByTestId('importance-score')).toHaveText(/^\d+\/10$/);
    // The test stack's ai-worker runs the offline provider: the page says so, with its model.
    await expect(page.getByTestId('synthesis-author')).toHaveText('Summary written by AI (local provider, model local-extractive-v1)');
    const congress = page.getByRole('link', { name: /Read the full bill on congress\.gov/ });
    await expect(congress).toHaveAttribute('href', /^https:\/\/www\.congress\.gov\//);
    await expect(congress).toHaveAttribute('target', '_blank');
    await expect(congress).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('heading', { name: 'Your district’s tally' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'bill details (in the Bills tab)');

    // Back: the list again, focus on the card that was opened.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).not.toHaveURL(/[?&]bill=/);
    await expect(billList(page).getByRole('link', { name: title })).toBeFocused();

    // Discuss follows the SPEC link (/?tab=discussions&billId=…&billType=…): the landing route
    // forwards to the dashboard, the form opens with the bill chosen, and the link leaves the address.
    await link.click();
    const billId = new URL(page.url()).searchParams.get('bill')!;
    await page.getByRole('button', { name: 'Discuss' }).click();
    await expect(page.getByRole('form', { name: 'New discussion' }).getByText('Selected:')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\?tab=discussions$/);

    // The page of its own.
    await page.goto(`/bills/${billId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(/\| Civic$/);
    await expectNoSeriousA11yViolations(page, '/bills/:id');
    await page.goto('/bills/119-hr-999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Bill information not available' })).toBeVisible();
    await expect(page.getByText('Failed to fetch bill details')).toBeVisible();
  });

  test('arguments: three a side where the source supports them; a one-line source gets fewer and the page says so', async ({ page }) => {
    await signUp(page);
    type Detail = { billId: string; synthesis: { billArgumentsFor: string[]; billArgumentsAgainst: string[] } | null };
    const detail = async (billId: string) => {
      const res = await page.request.get(`/api/bills/${billId}`);
      return res.ok() ? ((await res.json()) as Detail) : null;
    };
    // A built-in bill whose summary states several provisions, and the commemoration whose source is one naming.
    await expect.poll(async () => !!(await detail('119-hr-22'))?.synthesis && !!(await detail('119-sres-50'))?.synthesis, { timeout: 60_000, intervals: [500, 1_000, 2_000] }).toBe(true);
    const full = (await detail('119-hr-22'))!;
    const thin = (await detail('119-sres-50'))!;
    expect(full.synthesis!.billArgumentsFor.length).toBeGreaterThanOrEqual(3);
    expect(full.synthesis!.billArgumentsAgainst.length).toBeGreaterThanOrEqual(3);
    expect(Math.min(thin.synthesis!.billArgumentsFor.length, thin.synthesis!.billArgumentsAgainst.length)).toBeLessThan(3);

    await page.goto('/bills/119-hr-22');
    await expect(page.getByTestId('arguments-for').getByRole('listitem')).toHaveCount(full.synthesis!.billArgumentsFor.length);
    await expect(page.getByTestId('arguments-against').getByRole('listitem')).toHaveCount(full.synthesis!.billArgumentsAgainst.length);
    await expect(page.getByTestId('arguments-thin-note')).toHaveCount(0);

    await page.goto('/bills/119-sres-50');
    await expect(page.getByTestId('arguments-for').getByRole('listitem')).toHaveCount(thin.synthesis!.billArgumentsFor.length);
    await expect(page.getByTestId('arguments-thin-note')).toHaveText(
      'Only these arguments are given: the bill’s source (its official summary) supports no more, and none are added to pad the list.',
    );
    await expectNoSeriousA11yViolations(page, 'bill page with the thin-source note');
  });

  test('vote sheet: accessible bottom sheet; casting a vote highlights it and moves the district tally', async ({ page }) => {
    await signUp(page);
    // An address gives the voter a district (82001 → WY-AL in the ZIP → district table identity ships with).
    const info = await page.request.post('/api/user/personal-info', {
      data: { name: 'Bill Viewer', address: '200 W 24th St', city: 'Cheyenne', state: 'WY', zipCode: '82001' },
    });
    expect(info.ok()).toBe(true);
    const district = ((await info.json()) as { districtInfo: { congressionalDistrict: string | null } }).districtInfo.congressionalDistrict;
    expect(district).toBe('WY-AL');

    await waitForBills(page);
    await openBillsTab(page);
    await billCards(page).first().getByRole('link').click();
    const voteButton = page.getByRole('button', { name: 'Vote', exact: true });
    await expect(voteButton).toBeVisible();

    // Open: a labelled modal dialog with three choices; Escape closes it and focus returns.
    await voteButton.click();
    const sheet = page.getByRole('dialog', { name: 'Cast your vote' });
    await expect(sheet).toBeVisible();
    for (const name of ['Support', 'Oppose', 'Abstain']) {
      await expect(sheet.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'false');
    }
    await expectNoSeriousA11yViolations(page, 'vote sheet (open)');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(voteButton).toBeFocused();

    // The tally loads (the voting service answers).
    const supportWeighted = page.getByTestId('tally-support-weighted');
    await expect(supportWeighted).toBeVisible({ timeout: 15_000 });
    const before = Number(await supportWeighted.textContent());
    await expect(page.getByTestId('tally-support')).toContainText(/\d+ personal \/ \d+ from archetypes/);

    // Cast Support.
    await voteButton.click();
    await sheet.getByRole('button', { name: 'Support', exact: true }).click();
    await expect(toastCard(page, 'Vote cast successfully')).toContainText('Your support vote has been recorded.');
    await expect(sheet).toBeHidden();
    await expect(page.getByText(/Your vote: Support \(cast by you\)/)).toBeVisible();

    // A personal vote weighs 10 in the voter's own district.
    await expect.poll(async () => Number(await supportWeighted.textContent()), { timeout: 15_000 }).toBe(before + 10);

    // Reopened, the current vote is pressed.
    await voteButton.click();
    await expect(sheet.getByRole('button', { name: 'Support', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(sheet.getByRole('button', { name: 'Oppose', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Escape');
  });
});
