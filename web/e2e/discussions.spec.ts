import { Queue } from 'bullmq';
import { expect, test, type Browser, type Page } from './fixtures';
import { expectFitsPhoneWidth, expectNoSeriousA11yViolations, ownClientAddress, signUp, toastCard } from './helpers';

/**
 * Discussions against the real stack (discussions service, ai-worker with the offline moderator,
 * the live channel): start a discussion from a bill, watch Under Review flip without a reload,
 * a second voter replies and upvotes, and the first sees the reply arrive.
 */

/** A signed-in voter with a name, in a browser context (and client address) of their own. */
async function voter(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const page = await context.newPage();
  await signUp(page);
  const info = await page.request.post('/api/user/personal-info', { data: { name, address: '100 Bedford Ave', city: 'Brooklyn', state: 'NY', zipCode: '11211' } });
  expect(info.status()).toBe(200);
  return page;
}

/**
 * Holds post reviews while `during` runs (the ai-worker takes no job from a paused queue), so the
 * pending state can be seen; e2e specs run one at a time, and the queue is resumed whatever happens.
 */
async function withReviewsHeld(during: () => Promise<void>): Promise<void> {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `${process.env.REDIS_PREFIX ?? 'civic'}:bull`;
  const queue = new Queue('ai.moderation', { connection: { url, maxRetriesPerRequest: null }, prefix });
  await queue.pause();
  try {
    await during();
  } finally {
    await queue.resume();
    await queue.close();
  }
}

const POSITION = 'Fund rural water systems';
const EXPLANATION = 'Small towns cannot replace lead pipes alone. <img src=x onerror="window.__xss = 1"> Matching grants make it possible.';

test.describe('Discussions against the real API', { tag: '@backend' }, () => {
  test.describe.configure({ timeout: 120_000 });

  test('start a discussion from a bill, see it flip live, a second voter replies and upvotes, the first sees the reply', async ({ browser }) => {
    const first = await voter(browser, 'Ada Lovelace');
    const bills = (await (await first.request.get('/api/bills?limit=100')).json()) as Array<{ billId: string; title: string; shortTitle: string | null }>;
    expect(bills.length).toBeGreaterThan(0);
    // The bill with the longest name, so the cards are seen to fit a phone with it.
    const shownName = (b: (typeof bills)[number]) => b.shortTitle || b.title;
    const bill = bills.reduce((longest, b) => (shownName(b).length > shownName(longest).length ? b : longest));

    let discussionUrl = '';
    await test.step('Discuss on the bill opens the form with the bill chosen, and the link leaves the address', async () => {
      await first.goto(`/bills/${bill.billId}`);
      await first.getByRole('button', { name: 'Discuss' }).click();
      const form = first.getByRole('form', { name: 'New discussion' });
      await expect(form).toBeVisible();
      await expect(first).toHaveURL(/\/dashboard\?tab=discussions$/);
      await expect(form.getByText('Selected:')).toContainText(bill.shortTitle || bill.title);
      // Arriving from Discuss, the form has focus where the user types.
      await expect(form.getByLabel('Policy Position')).toBeFocused();
      await expectNoSeriousA11yViolations(first, 'the discussion form');

      // The contract's messages, before anything is sent.
      await form.getByRole('button', { name: 'Start Discussion' }).click();
      await expect(form.getByText('Policy position is required')).toBeVisible();
      await expect(form.getByText('Explanation is required')).toBeVisible();
    });

    await test.step('Under Review flips to approved without a reload', async () => {
      await withReviewsHeld(async () => {
        const form = first.getByRole('form', { name: 'New discussion' });
        await form.getByLabel('Policy Position').fill(POSITION);
        await form.getByLabel('Explanation').fill(EXPLANATION);
        await form.getByRole('button', { name: 'Start Discussion' }).click();
        await expect(toastCard(first, 'Discussion submitted')).toBeVisible();
        await expect(first).toHaveURL(/\/discussions\/[0-9a-f-]{36}$/);
        await expect(first.locator('article [data-status="pending"]')).toHaveText('Status: Under Review');
      });
      discussionUrl = first.url();
      await expect(first.locator('article [data-status]')).toHaveCount(0);
      await expect(first.getByTestId('discussion-status-announcer')).toHaveText('Your discussion was approved and is now visible.');
      // Stored markup is shown as text, never run.
      await expect(first.getByText(EXPLANATION)).toBeVisible();
      expect(await first.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      // The author cannot upvote their own discussion.
      await expect(first.getByRole('button', { name: /upvotes \(you cannot upvote your own discussion\)/ })).toBeDisabled();
      await expectNoSeriousA11yViolations(first, '/discussions/:id (author)');
    });

    const second = await voter(browser, 'Grace Hopper');
    await test.step('a second voter upvotes and replies; the first sees the reply arrive', async () => {
      await second.goto(discussionUrl);
      await expect(second.getByRole('heading', { level: 2, name: POSITION })).toBeVisible();
      await expect(second.getByText('No replies yet. Be the first to respond to this discussion!')).toBeVisible();
      const upvote = second.getByRole('button', { name: /upvotes, upvote this discussion/ });
      await upvote.click();
      await expect(second.getByRole('button', { name: /upvotes, upvoted by you/ })).toHaveText(/1/);
      await expect(second.getByRole('button', { name: /upvotes, upvoted by you/ })).toHaveAttribute('aria-pressed', 'true');

      // The form takes focus when it opens; Escape closes it and focus is back on Reply.
      const replyButton = second.getByRole('button', { name: 'Reply', exact: true });
      await replyButton.click();
      await expect(second.getByLabel('Your reply')).toBeFocused();
      await second.keyboard.press('Escape');
      await expect(second.getByLabel('Your reply')).toHaveCount(0);
      await expect(replyButton).toBeFocused();
      await replyButton.press('Enter');
      await expect(second.getByLabel('Your reply')).toBeFocused();
      await second.keyboard.type('Matching grants worked for our county.');
      await expect(second.getByText('38/1000')).toBeVisible();
      await second.getByRole('button', { name: 'Post Reply' }).click();
      await expect(toastCard(second, 'Reply submitted')).toBeVisible();
      await expect(replyButton).toBeFocused();

      const reply = first.locator('li[data-reply-id]').filter({ hasText: 'Matching grants worked for our county.' });
      await expect(reply).toBeVisible();
      await expect(reply.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', /\/users\/[0-9a-f-]{36}$/);
      await expect(first.getByRole('heading', { name: /Replies \(1 reply\)/ })).toBeVisible();
      await expectNoSeriousA11yViolations(second, '/discussions/:id (reader with a reply)');
    });

    await test.step('the author is notified: the unread badge moves live, Mark all as read clears it', async () => {
      await first.goto('/dashboard?tab=notifications');
      const badge = first.getByTestId('unread-badge');
      await expect(badge).toHaveText('1 unread notification');
      const list = first.getByRole('list', { name: 'Notifications' });
      await expect(list.getByText('Grace Hopper replied to your discussion “Fund rural water systems”')).toHaveCount(1);
      await expectNoSeriousA11yViolations(first, 'Messages → Notifications');
      // A second reply arrives while the page is open: the badge and the list move without a reload.
      const id = discussionUrl.split('/').pop();
      expect((await second.request.post(`/api/discussions/${id}/replies`, { data: { content: 'And our neighbours too.' } })).status()).toBe(201);
      await expect(badge).toHaveText('2 unread notifications');
      await expect(list.getByText('Grace Hopper replied to your discussion “Fund rural water systems”')).toHaveCount(2);
      await first.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(toastCard(first, 'All notifications marked as read')).toContainText("You're all caught up!");
      await expect(badge).toHaveCount(0);
      await expect(first.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
    });

    await test.step('the Feed tab lists it; Messages → Discussions lists it for its author', async () => {
      await second.goto('/dashboard?tab=feed');
      await expect(second.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
      await expect(second.getByRole('list', { name: 'Feed' }).getByRole('link', { name: POSITION }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(second, 'Feed tab');
      await expectFitsPhoneWidth(second, 'Feed tab');

      await first.goto('/dashboard?tab=discussions');
      await expect(first.getByRole('list', { name: 'Your discussions' }).getByRole('link', { name: POSITION }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(first, 'Messages → Discussions');
      await expectFitsPhoneWidth(first, 'Messages → Discussions');
    });

    await test.step('the replier deletes a reply: Cancel keeps it, Delete removes it and focus lands on the Replies heading', async () => {
      await second.goto(discussionUrl);
      const heading = second.getByRole('heading', { level: 2, name: /Replies \(2 replies\)/ });
      await expect(heading).toBeVisible();
      const reply = second.locator('li[data-reply-id]').filter({ hasText: 'And our neighbours too.' });
      const menu = reply.getByRole('button', { name: 'Reply actions' });
      await menu.click();
      await reply.getByRole('button', { name: 'Delete' }).click();
      const dialog = second.getByRole('dialog', { name: 'Delete reply' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(menu).toBeFocused();
      await expect(reply).toBeVisible();

      await menu.click();
      await reply.getByRole('button', { name: 'Delete' }).click();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(toastCard(second, 'Reply deleted')).toBeVisible();
      await expect(reply).toHaveCount(0);
      const after = second.getByRole('heading', { level: 2, name: /Replies \(1 reply\)/ });
      await expect(after).toBeFocused();
      await second.reload();
      await expect(second.locator('li[data-reply-id]').filter({ hasText: 'And our neighbours too.' })).toHaveCount(0);
      await expect(second.locator('li[data-reply-id]').filter({ hasText: 'Matching grants worked for our county.' })).toBeVisible();
    });

    await first.context().close();
    await second.context().close();
  });

  test('your own discussion offers no Reply while under review or rejected (the API refuses one), and offers it once approved', async ({ browser }) => {
    const page = await voter(browser, 'Rhea Reviewed');
    const [bill] = (await (await page.request.get('/api/bills?limit=1')).json()) as Array<{ billId: string }>;
    const post = async (title: string, content: string) => {
      const res = await page.request.post('/api/discussions', { data: { billType: 'congressional', billId: bill!.billId, title, content } });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const reply = page.getByRole('button', { name: 'Reply', exact: true });
    const closed = page.getByText('Replies open once the discussion is approved.', { exact: true });

    await withReviewsHeld(async () => {
      const id = await post('Fund rural water systems', 'Small towns cannot replace lead pipes alone; matching grants make it possible.');
      await page.goto(`/discussions/${id}`);
      await expect(page.locator('article [data-status="pending"]')).toBeVisible();
      // The bill is named as every screen names it ("H.R. 1234 · Title"), not "HR 1234".
      await expect(page.getByRole('region', { name: 'Discussion about' }).getByRole('link')).toHaveText(/^(H\.R\.|S\.|H\.J\.Res\.|S\.J\.Res\.|H\.Res\.|S\.Res\.|H\.Con\.Res\.|S\.Con\.Res\.) \d+ · /);
      await expect(closed).toBeVisible();
      await expect(reply).toHaveCount(0);
      const refused = await page.request.post(`/api/discussions/${id}/replies`, { data: { content: 'A first point of my own.' } });
      expect(refused.status()).toBe(409);
    });
    // The verdict arrives live: Reply is offered and the line goes.
    await expect(page.locator('article [data-status]')).toHaveCount(0);
    await expect(reply).toBeVisible();
    await expect(closed).toHaveCount(0);

    const rejected = await post('Supporters are clowns', 'Anyone who backs this is a clown; you are trash for posting it.');
    await page.goto(`/discussions/${rejected}`);
    await expect(page.locator('article [data-status="rejected"]')).toBeVisible();
    await expect(closed).toBeVisible();
    await expect(reply).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'a rejected discussion');
  });

  test('an invalid or unknown discussion id says so', async ({ browser }) => {
    const page = await voter(browser, 'Alan Turing');
    await page.goto('/discussions/not-an-id');
    await expect(page.getByRole('heading', { name: 'Invalid discussion ID' })).toBeVisible();
    await page.goto('/discussions/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Discussion not found' })).toBeVisible();
    await page.context().close();
  });
});
