import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, toastCard } from './helpers';
import { expectReportedOnce, grantOperator, voter } from './review-support';

/**
 * People in the loop against the real stack (ADR 0020): readers report a post until it is hidden,
 * an operator (granted by the CLI) removes it from /review and its author's page flips; an author
 * appeals a rejection, the operator approves, and the author's page flips live; a non-operator
 * gets Not Found; the moderation log shows every step.
 */

/** A discussion on the first bill, through the API, once the AI's verdict is in. */
async function discussion(page: Page, title: string, content: string): Promise<{ id: string; status: string }> {
  const bills = (await (await page.request.get('/api/bills?limit=1')).json()) as Array<{ billId: string }>;
  const created = await page.request.post('/api/discussions', { data: { billType: 'congressional', billId: bills[0]!.billId, title, content } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  let status = 'pending';
  await expect
    .poll(async () => {
      status = ((await (await page.request.get(`/api/discussions/${id}`)).json()) as { moderationStatus: string }).moderationStatus;
      return status;
    })
    .not.toBe('pending');
  return { id, status };
}

test.describe('Reports, review and appeals against the real API', { tag: '@backend' }, () => {
  test.describe.configure({ timeout: 180_000 });

  test('report → hidden at 3 reports → an operator removes it → the author sees it; a non-operator gets Not Found', async ({ browser }) => {
    // The moderation log is the stack's whole log (other suites write to it): a reason of this
    // run's own finds this run's row.
    const reason = `Advertising is not allowed (${Date.now().toString(36)})`;
    const author = await voter(browser, 'Rita Writer');
    const post = await discussion(author.page, 'Expand rural broadband', 'Clinics need reliable internet for telehealth; grants close the gap.');
    expect(post.status).toBe('approved');
    await author.page.goto(`/discussions/${post.id}`);
    await expect(author.page.getByRole('heading', { name: 'Expand rural broadband' })).toBeVisible();

    const reporter = await voter(browser, 'Rob Reader');
    await test.step('a reader reports it from the page', async () => {
      await reporter.page.goto(`/discussions/${post.id}`);
      await reporter.page.getByRole('button', { name: 'Report this discussion' }).click();
      const dialog = reporter.page.getByRole('dialog', { name: 'Report this discussion' });
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(dialog.getByText('Please choose a reason')).toBeVisible();
      await dialog.getByLabel('Reason').selectOption('spam');
      await dialog.getByLabel('Note (optional)').fill('An advert');
      await expectNoSeriousA11yViolations(reporter.page, 'the report dialog');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(toastCard(reporter.page, 'Report sent')).toBeVisible();
      await expectReportedOnce(reporter.page, dialog, 'discussion');
    });

    await test.step('two more reports hide it; its author sees why without a reload', async () => {
      for (const name of ['Ruth Two', 'Ray Three']) {
        const other = await voter(browser, name);
        expect((await other.page.request.post('/api/reports', { data: { itemType: 'discussion', itemId: post.id, reason: 'harassment' } })).status()).toBe(201);
      }
      await expect(author.page.getByTestId('review-state')).toHaveText('Hidden from others after reports while a moderator reviews it.');
      expect((await reporter.page.request.get(`/api/discussions/${post.id}`)).status()).toBe(404);
    });

    await test.step('a non-operator gets 404 on the review API and Not Found on the page', async () => {
      expect((await reporter.page.request.get('/api/review/queue')).status()).toBe(404);
      await reporter.page.goto('/review');
      await expect(reporter.page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      // A missing page's title, inside the app's frame: the skip link has a main landmark to reach.
      await expect(reporter.page).toHaveTitle('404 Page Not Found | Civic');
      await expect(reporter.page.getByRole('main')).toContainText('Did you forget to add the page to the router?');
    });

    const operator = await voter(browser, 'Olga Operator');
    grantOperator(operator.email);
    await test.step('the operator sees it with its reports and removes it; the log has every step', async () => {
      await operator.page.goto('/review');
      const item = operator.page.getByRole('article', { name: 'Expand rural broadband' });
      await expect(item.getByText('Reported', { exact: true })).toBeVisible();
      await expect(item.getByText('Spam or advertising: An advert')).toBeVisible();
      await expect(item.getByText(/AI verdict: approved/)).toBeVisible();
      await expectNoSeriousA11yViolations(operator.page, 'the review page');
      await item.getByRole('button', { name: 'Remove' }).click();
      await expect(item.getByText('Give a reason the author will see')).toBeVisible();
      await item.getByLabel('Reason shown to the author').fill(reason);
      // Removal is final, so it is asked for again; Cancel leaves the item and focus where they were.
      await item.getByRole('button', { name: 'Remove' }).click();
      const confirm = operator.page.getByRole('dialog', { name: 'Remove this discussion?' });
      await expect(confirm).toContainText('its author cannot appeal');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(item.getByRole('button', { name: 'Remove' })).toBeFocused();
      await expect(item.getByLabel('Reason shown to the author')).toHaveValue(reason);
      await item.getByRole('button', { name: 'Remove' }).click();
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await expect(item).toHaveCount(0);
      await expect(operator.page.getByRole('heading', { level: 2, name: /^Waiting for review/ })).toBeFocused();
      const log = operator.page.getByTestId('moderation-log');
      await expect(log.getByRole('row').filter({ hasText: reason })).toContainText('Olga Operator');
      await expect(log.getByRole('row').filter({ hasText: 'Hidden after reports' }).first()).toContainText('System');
    });

    await test.step('the author is told: the page flips and a notification says why', async () => {
      await expect(author.page.locator('article [data-status="removed"]')).toHaveText('Status: Rejected');
      await expect(author.page.getByText('Removed by a moderator. This decision is final.')).toBeVisible();
      await expect
        .poll(async () => ((await (await author.page.request.get('/api/notifications')).json()) as Array<{ type: string; message: string }>).find((n) => n.type === 'moderation_outcome')?.message)
        .toContain(reason);
    });
  });

  test('a reply you reported reads Reported, also after a reload; the others still offer Report', async ({ browser }) => {
    const author = await voter(browser, 'Rhoda Replies');
    const post = await discussion(author.page, 'Keep rural post offices open', 'Small towns rely on them for medicine and ballots; closing them saves little.');
    expect(post.status).toBe('approved');
    for (const content of ['Our branch is the only pharmacy pickup for miles.', 'Ballots by mail depend on them too.']) {
      expect((await author.page.request.post(`/api/discussions/${post.id}/replies`, { data: { content } })).status()).toBe(201);
    }
    await expect
      .poll(async () => ((await (await author.page.request.get(`/api/discussions/${post.id}/replies`)).json()) as Array<{ moderationStatus: string }>).map((r) => r.moderationStatus))
      .toEqual(['approved', 'approved']);
    const reporter = await voter(browser, 'Reed Reporter');
    await reporter.page.goto(`/discussions/${post.id}`);
    const replies = reporter.page.locator('#reply-list li[data-reply-id]');
    await expect(replies).toHaveCount(2);
    await replies.first().getByRole('button', { name: 'Report this reply' }).click();
    const dialog = reporter.page.getByRole('dialog', { name: 'Report this reply' });
    await dialog.getByLabel('Reason').selectOption('off_topic');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(toastCard(reporter.page, 'Report sent')).toBeVisible();
    await expect(replies.first().getByRole('button', { name: 'You reported this reply' })).toBeFocused();
    await reporter.page.reload();
    await expect(replies.first().getByRole('button', { name: 'You reported this reply' })).toHaveAttribute('aria-disabled', 'true');
    await expect(replies.nth(1).getByRole('button', { name: 'Report this reply' })).toBeVisible();
    await expect(reporter.page.getByRole('button', { name: 'Report this discussion' })).toBeVisible();
    await expectNoSeriousA11yViolations(reporter.page, 'a discussion with a reported reply');
  });

  test('appeal → the operator approves → the author page flips live', async ({ browser }) => {
    const author = await voter(browser, 'Abe Appellant');
    const post = await discussion(author.page, 'Supporters are clowns', 'Anyone who backs this is a clown; you are trash for posting it.');
    expect(post.status).toBe('rejected');
    await author.page.goto(`/discussions/${post.id}`);
    await author.page.getByRole('button', { name: 'Appeal this decision' }).click();
    await author.page.getByLabel('Why should the decision change?').fill('It was satire about my own side.');
    await author.page.getByRole('button', { name: 'Send appeal' }).click();
    await expect(author.page.getByTestId('review-state')).toHaveText('Your appeal is with a moderator. You will be told the outcome.');

    const operator = await voter(browser, 'Opal Operator');
    grantOperator(operator.email);
    await operator.page.goto('/review');
    const item = operator.page.getByRole('article', { name: 'Supporters are clowns' });
    await expect(item.getByText('Appeal: It was satire about my own side.')).toBeVisible();
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(item).toHaveCount(0);

    // No reload: the push moves the author's page to published.
    await expect(author.page.locator('article [data-status]')).toHaveCount(0);
    await expect(author.page.getByTestId('review-state')).toHaveCount(0);
    await expect(author.page.getByTestId('discussion-status-announcer')).toHaveText('Your discussion was approved and is now visible.');
  });
});
