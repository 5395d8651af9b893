import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations, toastCard } from './helpers';
import { expectReportedOnce, grantOperator, voter } from './review-support';

/**
 * People in the loop for public user bills against the real stack (ADR 0020): readers report a
 * bill from its page until it is hidden, an operator removes it from /review and the author's My
 * Bills flips with the reason; an author appeals a rejected bill from My Bills, the operator
 * approves, and the bill is published without a reload.
 */

const run = Date.now().toString(36);

/** A public bill submitted through the API, once the AI's verdict is in. */
async function bill(page: Page, title: string, description: string): Promise<{ id: string; status: string }> {
  const created = await page.request.post('/api/user-bills', { data: { title, description, policyArea: 'Education', isPublic: true, moderationStatus: 'pending' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  let status = 'pending';
  await expect
    .poll(async () => {
      status = ((await (await page.request.get(`/api/user-bills/${id}`)).json()) as { moderationStatus: string }).moderationStatus;
      return status;
    })
    .not.toBe('pending');
  return { id, status };
}

test.describe('Reports and appeals of user bills against the real API', { tag: '@backend' }, () => {
  test.describe.configure({ timeout: 180_000 });

  test('report → hidden at 3 reports → an operator removes it → the author’s My Bills says so live', async ({ browser }) => {
    const title = `Library Hours Grant Act ${run}`;
    const reason = `Misleading cost figures (${run})`;
    const author = await voter(browser, 'Bea Billwriter');
    const b = await bill(author.page, title, 'Funds longer opening hours for public libraries through grants to states under the spending power (Article I, Section 8).');
    expect(b.status).toBe('approved');
    await author.page.goto('/my-bills');
    const mine = author.page.getByRole('list', { name: 'Your bills' }).getByRole('article').filter({ hasText: title });
    await expect(mine.locator('[data-status="approved"]')).toBeVisible();

    const reporter = await voter(browser, 'Rob Reader');
    await test.step('a reader reports it from the bill page, with the keyboard', async () => {
      await reporter.page.goto(`/bills/${b.id}`);
      await reporter.page.getByRole('button', { name: 'Report this bill' }).focus();
      await reporter.page.keyboard.press('Enter');
      const dialog = reporter.page.getByRole('dialog', { name: 'Report this bill' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(dialog.getByText('Please choose a reason')).toBeVisible();
      await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
      await dialog.getByLabel('Reason').selectOption('misinformation');
      await dialog.getByLabel('Note (optional)').fill('The costs are made up');
      await expectNoSeriousA11yViolations(reporter.page, 'the report dialog on a user bill');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(toastCard(reporter.page, 'Report sent')).toBeVisible();
      await expectReportedOnce(reporter.page, dialog, 'bill');
    });

    await test.step('two more reports hide it; its author sees why without a reload', async () => {
      for (const name of ['Ruth Two', 'Ray Three']) {
        const other = await voter(browser, name);
        expect((await other.page.request.post('/api/reports', { data: { itemType: 'user_bill', itemId: b.id, reason: 'off_topic' } })).status()).toBe(201);
      }
      await expect(mine.getByTestId('review-state')).toHaveText('Hidden from others after reports while a moderator reviews it.');
      expect((await reporter.page.request.get(`/api/user-bills/${b.id}`)).status()).toBe(404);
    });

    const operator = await voter(browser, 'Ola Operator');
    grantOperator(operator.email);
    await test.step('the operator sees it with the AI’s scores and the reports, and removes it; the log has it', async () => {
      await operator.page.goto('/review');
      const item = operator.page.getByRole('article', { name: title });
      await expect(item.getByText('Reported', { exact: true })).toBeVisible();
      await expect(item.getByText(/User bill by/)).toBeVisible();
      await expect(item.getByText(/AI verdict: approved/)).toBeVisible();
      await expect(item.getByText(/overall \d+\/10/)).toBeVisible();
      await expect(item.getByText('False or misleading information: The costs are made up')).toBeVisible();
      await expectNoSeriousA11yViolations(operator.page, 'the review page with a user bill');
      await item.getByLabel('Reason shown to the author').fill(reason);
      await item.getByRole('button', { name: 'Remove' }).click();
      await operator.page.getByRole('dialog', { name: 'Remove this user bill?' }).getByRole('button', { name: 'Remove' }).click();
      await expect(item).toHaveCount(0);
      const row = operator.page.getByTestId('moderation-log').getByRole('row').filter({ hasText: reason });
      await expect(row).toContainText('Ola Operator');
      await expect(row).toContainText('Removed (user bill)');
    });

    await test.step('the author is told: My Bills flips with the reason, and a notification says why', async () => {
      await expect(mine.locator('[data-status="rejected"]')).toBeVisible();
      await expect(mine.getByTestId('moderator-reason')).toHaveText(`Moderator’s reason: ${reason}`);
      await expect(mine.getByText('Removed by a moderator. This decision is final.')).toBeVisible();
      await expect(mine.getByRole('button', { name: 'Appeal this decision' })).toHaveCount(0);
      await expect
        .poll(async () => ((await (await author.page.request.get('/api/notifications')).json()) as Array<{ type: string; message: string }>).find((n) => n.type === 'moderation_outcome')?.message)
        .toBe(`A moderator removed your bill “${title}” after reports. Reason: ${reason}`);
    });
  });

  test('appeal of a rejected bill from My Bills → the operator approves → it is published live', async ({ browser }) => {
    const title = `National Faith Act ${run}`;
    const author = await voter(browser, 'Abel Appellant');
    const b = await bill(author.page, title, 'Establishes Christianity as the official national religion of the United States and requires every federal employee to attend services.');
    expect(b.status).toBe('rejected');
    await author.page.goto('/my-bills');
    const mine = author.page.getByRole('list', { name: 'Your bills' }).getByRole('article').filter({ hasText: title });
    await mine.getByRole('button', { name: 'Appeal this decision' }).click();
    await mine.getByRole('button', { name: 'Send appeal' }).click();
    await expect(mine.getByText('Please say why the decision should change')).toBeVisible();
    await mine.getByLabel('Why should the decision change?').fill('It is a satire of the idea, to show why it is wrong.');
    await expectNoSeriousA11yViolations(author.page, 'the appeal form on My Bills');
    await mine.getByRole('button', { name: 'Send appeal' }).click();
    await expect(toastCard(author.page, 'Appeal sent')).toBeVisible();
    await expect(mine.getByTestId('review-state')).toHaveText('Your appeal is with a moderator. You will be told the outcome.');

    const operator = await voter(browser, 'Omar Operator');
    grantOperator(operator.email);
    await operator.page.goto('/review');
    const item = operator.page.getByRole('article', { name: title });
    await expect(item.getByText('Appeal: It is a satire of the idea, to show why it is wrong.')).toBeVisible();
    await expect(item.getByText(/AI verdict: rejected/)).toBeVisible();
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(item).toHaveCount(0);

    // No reload: the push moves the author's card to Approved.
    await expect(mine.locator('[data-status="approved"]')).toBeVisible();
    await expect(mine.getByTestId('review-state')).toHaveCount(0);
    const reader = await voter(browser, 'Rhea Reader');
    await reader.page.goto(`/bills/${b.id}`);
    await expect(reader.page.getByRole('heading', { name: title })).toBeVisible();
  });
});
