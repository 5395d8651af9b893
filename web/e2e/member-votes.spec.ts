import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, ownClientAddress, signUp, toastCard } from './helpers';

/**
 * How the voter's members of Congress voted on a bill (ADR 0026), against the real stack: it
 * loads the built-in roll calls of 119 H.J.Res. 20 (House roll 53, Senate votes 206 and 207 of
 * 2025) and synthesizes the bill with the offline AI provider.
 */
test.use({ extraHTTPHeaders: ownClientAddress() });

const BILL = '119-hjres-20';

test.describe('members of Congress on a bill page', { tag: '@backend' }, () => {
  test("a voter sees their representative's and senators' votes beside the district's decision, and it follows their vote", async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page);
    // 58501 → ND-AL in the ZIP → district table identity ships with (no other spec lives there).
    const info = await page.request.post('/api/user/personal-info', {
      data: { name: 'Dakota Voter', address: '600 E Boulevard Ave', city: 'Bismarck', state: 'ND', zipCode: '58501' },
    });
    expect(info.ok()).toBe(true);
    // The bill is listed once synthesized, and voting learns the district from identity's event.
    await expect.poll(async () => (await page.request.get(`/api/bills/${BILL}`)).status(), { timeout: 60_000 }).toBe(200);
    await expect
      .poll(async () => ((await (await page.request.get(`/api/district/votes?billIds=${BILL}`)).json()) as Array<{ district: string | null }>)[0]?.district, { timeout: 20_000 })
      .toBe('ND-AL');

    await page.goto(`/bills/${BILL}`);
    const panel = page.getByRole('region', { name: 'How your members of Congress voted' });
    await expect(panel).toBeVisible({ timeout: 15_000 });
    const rollCalls = panel.getByTestId('roll-call');
    await expect(rollCalls).toHaveCount(3);
    await expect(rollCalls.nth(0)).toContainText('House roll call 53');
    await expect(rollCalls.nth(0)).toContainText('Feb 27, 2025');
    await expect(rollCalls.nth(0)).toContainText('Passed');
    await expect(rollCalls.nth(0).getByTestId('member-sentence')).toHaveText('Your representative, Julie Fedorchak (R), voted Yea.');
    await expect(rollCalls.nth(2)).toContainText('Senate roll call 207');
    await expect(rollCalls.nth(2).getByTestId('member-sentence')).toHaveText('Your senators: Kevin Cramer (R) voted Yea; John Hoeven (R) voted Yea.');
    await expectNoSeriousA11yViolations(page, 'bill page with members’ votes');

    // The voter supports the bill: the district's decision moves without a reload, and the page
    // says plainly that the members voted the way the district decided.
    await page.getByRole('button', { name: 'Vote', exact: true }).click();
    await page.getByRole('dialog', { name: 'Cast your vote' }).getByRole('button', { name: 'Support', exact: true }).click();
    await expect(toastCard(page, 'Vote cast successfully')).toBeVisible();
    await expect(panel.getByTestId('district-decision')).toHaveText(/^Your district decided Support \d+% \(personal votes [1-9]\d*, from values \d+\)\.$/, { timeout: 15_000 });
    await expect(rollCalls.nth(0)).toContainText('Julie Fedorchak voted the way your district decided.');
    await expectNoSeriousA11yViolations(page, 'bill page after voting');
  });

  test('a bill Congress has not voted on shows no members’ votes', async ({ page }) => {
    await signUp(page);
    const info = await page.request.post('/api/user/personal-info', {
      data: { name: 'Dakota Voter', address: '600 E Boulevard Ave', city: 'Bismarck', state: 'ND', zipCode: '58501' },
    });
    expect(info.ok()).toBe(true);
    const [other] = ((await (await page.request.get('/api/bills?limit=1000')).json()) as Array<{ billId: string }>).filter((b) => b.billId !== BILL);
    test.skip(!other, 'needs a second synthesized bill');
    const accountability = page.waitForResponse((r) => r.url().endsWith(`/api/bills/${other!.billId}/accountability`));
    await page.goto(`/bills/${other!.billId}`);
    expect((await accountability).ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'How your members of Congress voted' })).toHaveCount(0);
  });
});
