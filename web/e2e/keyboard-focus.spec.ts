import { expect, test } from './fixtures';
import { brooklynVoter, toastCard } from './helpers';

/**
 * Keyboard focus is never dropped to the page's start when the control that had it goes away:
 * Load More that loads the last page, Unfollow on a row that leaves its list, and the empty
 * state's Start a Discussion that opens the form.
 */

const voter = brooklynVoter;

test.describe('Keyboard focus against the real API', { tag: '@backend' }, () => {
  test.describe.configure({ timeout: 120_000 });

  test('Load More that loads the last page hands focus to the first bill it brought (or the end note)', async ({ browser }) => {
    const { page } = await voter(browser, 'Lena Loader');
    await expect
      .poll(async () => ((await (await page.request.get('/api/bills?limit=1000')).json()) as unknown[]).length, { timeout: 60_000 })
      .toBeGreaterThan(20);
    await page.goto('/dashboard?tab=bills');
    const cards = page.getByRole('list', { name: 'Bills' }).getByRole('article');
    await expect(cards).toHaveCount(20, { timeout: 15_000 });
    const loadMore = page.getByRole('button', { name: 'Load More' });
    // Pages while more remain keep focus on the button; the press that loads the last one is the test.
    let shown = 20;
    for (;;) {
      await loadMore.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: /^Showing \d+ bills/ })).not.toHaveText(`Showing ${shown} bills, more available`);
      if ((await loadMore.count()) === 0) break;
      await expect(loadMore).toBeFocused();
      shown = await cards.count();
    }
    if ((await cards.count()) > shown) await expect(cards.nth(shown).getByRole('link')).toBeFocused();
    else await expect(page.getByText('That’s every bill.')).toBeFocused();
  });

  test('Unfollow on a row of the Following list hands focus to the next row, and from the last row to the list heading', async ({ browser }) => {
    const fan = await voter(browser, 'Fay Fan');
    const [ada, bob] = [await voter(browser, 'Ada Alpha'), await voter(browser, 'Bob Beta')];
    // social-graph learns of a new voter from identity's event: follow once it knows them (a follow
    // sent before is a 404, which failed this test in CI now and then).
    for (const u of [ada, bob]) {
      await expect.poll(async () => (await fan.page.request.get(`/api/users/${u.id}/profile`)).status()).toBe(200);
      expect((await fan.page.request.post(`/api/users/${u.id}/follow`)).ok()).toBe(true);
    }
    await fan.page.goto('/dashboard?tab=followers');
    await fan.page.getByRole('tablist', { name: 'Following' }).getByRole('tab', { name: 'Following' }).click();
    const list = fan.page.getByRole('list', { name: 'People you follow' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const [first, second] = await list.getByRole('listitem').getByRole('link').allTextContents();

    await list.getByRole('button', { name: `Unfollow ${first}` }).focus();
    await fan.page.keyboard.press('Enter');
    await expect(toastCard(fan.page, 'Unfollowed successfully')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('button', { name: `Unfollow ${second}` })).toBeFocused();

    await fan.page.keyboard.press('Enter');
    await expect(fan.page.getByRole('heading', { name: 'You are not following anyone yet' })).toBeVisible();
    await expect(fan.page.getByRole('heading', { name: 'People you follow' })).toBeFocused();
  });

  test("the empty state's Start a Discussion opens the form with focus on its first field", async ({ browser }) => {
    const { page } = await voter(browser, 'Nia Newcomer');
    await page.goto('/dashboard?tab=discussions');
    const start = page.getByRole('button', { name: 'Start a Discussion' });
    await start.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'New discussion' });
    await expect(form.getByLabel('Policy Position')).toBeFocused();
    // Closed again (Cancel), focus goes back to New Discussion, which opens the same form.
    await form.getByRole('button', { name: 'Cancel' }).press('Enter');
    await expect(page.getByRole('button', { name: 'New Discussion' })).toBeFocused();
  });
});
