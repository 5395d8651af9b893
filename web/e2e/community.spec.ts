import { expect, test, type Browser, type Page } from './fixtures';
import { brooklynVoter, expectNoSeriousA11yViolations, ownClientAddress, signUp, toastCard } from './helpers';

/**
 * Follows, the Following tab, profiles and local events against the real stack (social-graph,
 * discussions with the offline moderator, notifications and the live channel).
 */

interface Voter {
  page: Page;
  id: string;
}

/** A signed-in voter with a name and a Brooklyn address, whose profile already answers with the name. */
async function voter(browser: Browser, name: string): Promise<Voter> {
  const { page, id } = await brooklynVoter(browser, name);
  // The social graph hears of the name by event: wait until the profile answers with it.
  await expect.poll(async () => ((await page.request.get(`/api/users/${id}/profile`)).ok() ? ((await (await page.request.get(`/api/users/${id}/profile`)).json()) as { name: string }).name : null)).toBe(name);
  return { page, id };
}

/** Waits until the post the API answered with is approved (the offline moderator is quick). */
async function approved(page: Page, path: string): Promise<void> {
  await expect.poll(async () => ((await (await page.request.get(path)).json()) as { moderationStatus: string }).moderationStatus).toBe('approved');
}

test.describe('Community against the real API', { tag: '@backend' }, () => {
  test.describe.configure({ timeout: 120_000 });

  test("B follows A on A's profile, sees A's reply under Following → Comments, the unread badge moves live, B marks all read and unfollows", async ({ browser }) => {
    const a = await voter(browser, 'Ada Lovelace');
    const b = await voter(browser, 'Bea Follower');
    const bills = (await (await b.page.request.get('/api/bills?limit=1')).json()) as Array<{ billId: string }>;
    const billId = bills[0].billId;

    await test.step("A's profile: counts, Follow, then Unfollow shows", async () => {
      await b.page.goto(`/users/${a.id}`);
      await expect(b.page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
      await expect(b.page.getByText('Brooklyn, NY')).toBeVisible();
      await expect(b.page.getByRole('heading', { name: 'No votes yet' })).toBeVisible();
      await expectNoSeriousA11yViolations(b.page, 'a user profile');
      await b.page.getByRole('tab', { name: 'Comments' }).click();
      await expect(b.page.getByRole('heading', { name: 'No comments yet' })).toBeVisible();
      await b.page.getByRole('button', { name: 'Follow', exact: true }).click();
      await expect(toastCard(b.page, 'You are now following Ada Lovelace')).toBeVisible();
      await expect(b.page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
      await b.page.getByRole('tab', { name: 'Connections' }).click();
      const connections = b.page.getByRole('list', { name: 'Followers' });
      await expect(connections.getByRole('link', { name: 'Bea Follower' })).toBeVisible();
      // Your own profile has no follow button.
      await b.page.goto(`/users/${b.id}`);
      await expect(b.page.getByRole('heading', { name: 'Bea Follower' })).toBeVisible();
      await expect(b.page.getByRole('button', { name: /Follow|Loading/ })).toHaveCount(0);
    });

    await test.step('Following tab: no comments yet, then A replies to B’s discussion and the badge moves live', async () => {
      const created = await b.page.request.post('/api/discussions', { data: { billType: 'congressional', billId, title: 'Keep the library open late', content: 'Evening hours help working families.' } });
      expect(created.status()).toBe(201);
      const discussion = (await created.json()) as { id: string };
      await approved(b.page, `/api/discussions/${discussion.id}`);

      await b.page.goto('/dashboard?tab=followers');
      await expect(b.page.getByRole('heading', { name: 'No comments yet from users you follow' })).toBeVisible();
      await expectNoSeriousA11yViolations(b.page, 'the Following tab');

      const reply = await a.page.request.post(`/api/discussions/${discussion.id}/replies`, { data: { content: 'Our branch did this and visits doubled.' } });
      expect(reply.status()).toBe(201);
      await expect(b.page.getByTestId('unread-badge')).toHaveText('1 unread notification');

      await b.page.reload();
      const comments = b.page.getByRole('list', { name: 'Comments by people you follow' });
      await expect(comments.getByText('Our branch did this and visits doubled.')).toBeVisible();
      await expect(comments.getByRole('link', { name: 'In: Keep the library open late' })).toHaveAttribute('href', `/discussions/${discussion.id}`);

      // B's own profile lists B's approved argument; B cast no vote on the bill, so it shows no
      // position (issue #24: only the author's own vote may label a post Support or Oppose).
      await b.page.goto(`/users/${b.id}`);
      await b.page.getByRole('tab', { name: 'Comments' }).click();
      const argument = b.page.getByRole('list', { name: 'Comments' }).getByRole('listitem').first();
      await expect(argument.getByRole('link', { name: 'Keep the library open late' })).toBeVisible();
      await expect(argument.getByText(/^(Support|Oppose)$/)).toHaveCount(0);
    });

    await test.step('B marks all read, then unfollows A from the Following view', async () => {
      await b.page.goto('/dashboard?tab=notifications');
      await b.page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(b.page.getByTestId('unread-badge')).toHaveCount(0);

      await b.page.goto('/dashboard?tab=followers');
      await b.page.getByRole('tab', { name: 'Following' }).click();
      const followed = b.page.getByRole('list', { name: 'People you follow' });
      await expect(followed.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', `/users/${a.id}`);
      await expectNoSeriousA11yViolations(b.page, 'the Following view');
      await followed.getByRole('button', { name: 'Unfollow Ada Lovelace' }).click();
      await expect(toastCard(b.page, 'Unfollowed successfully')).toBeVisible();
      await expect(b.page.getByRole('heading', { name: 'You are not following anyone yet' })).toBeVisible();
    });
  });

  test('a profile that does not exist says so', async ({ browser }) => {
    const { page } = await voter(browser, 'Nia Nobody');
    await page.goto('/users/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
    await expect(page.getByText("The user profile you're looking for doesn't exist.")).toBeVisible();
  });

  test('Events tab: upcoming and past events of the district, RSVP and cancel, a calendar file', async ({ browser }) => {
    const { page } = await voter(browser, 'Eve Events');
    await page.goto('/dashboard?tab=events');
    await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Past Events' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the Events tab');

    const first = page.getByRole('region', { name: 'Upcoming Events' }).getByRole('article').first();
    const going = first.getByText(/ of \d+ going/);
    const before = Number((await going.textContent())?.match(/^(\d+)/)?.[1]);
    await first.getByRole('button', { name: 'RSVP', exact: true }).click();
    await expect(toastCard(page, "You're going!")).toBeVisible();
    await expect(first.getByRole('button', { name: 'Going · Cancel RSVP' })).toBeVisible();
    await expect(going).toContainText(`${before + 1} of`);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Upcoming Events' }).getByRole('article').first().getByRole('button', { name: 'Going · Cancel RSVP' })).toBeVisible();

    const again = page.getByRole('region', { name: 'Upcoming Events' }).getByRole('article').first();
    await again.getByRole('button', { name: 'Going · Cancel RSVP' }).click();
    await expect(toastCard(page, 'RSVP cancelled')).toBeVisible();
    await expect(again.getByRole('button', { name: 'RSVP', exact: true })).toBeVisible();
    await expect(again.getByText(/ of \d+ going/)).toContainText(`${before} of`);

    const calendar = again.getByRole('link', { name: 'Add to calendar' });
    const ics = await page.request.get((await calendar.getAttribute('href'))!);
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await ics.text()).toContain('BEGIN:VEVENT');
  });

  test('Events tab without an address points to the profile', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
    const page = await context.newPage();
    await signUp(page);
    await page.goto('/dashboard?tab=events');
    await expect(page.getByRole('heading', { name: 'No events found for your district' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add your address' })).toBeVisible();
  });
});
