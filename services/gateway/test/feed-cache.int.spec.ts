import { SOCKET_EVENTS, type DiscussionModeratedPush, type DiscussionView, type FeedItem, type FeedResponse } from '@civic/contracts';
import { closeVotingSupport } from './voting-support';
import { discussableBill, eventWhere, sockets, voter } from './discussions-support';
import { startSecondGateway, type SecondGateway } from './security-support';

/*
 * The gateway shares a feed page's ranking from memory (FEED_CACHE_TTL_MS) but a reader's own
 * marks (userVoted, userCommented) must show on their very next read: the discussions service
 * moves their marks version after each upvote and reply (docs/feed-ranking.md, "Serving the
 * feed"). The test stack turns the cache off, so this runs a second gateway with it on.
 */
let cached: SecondGateway;
beforeAll(async () => {
  cached = await startSecondGateway({ FEED_CACHE_TTL_MS: '600000' });
});
afterAll(async () => {
  await cached?.stop();
  for (const s of sockets) s.close();
  await closeVotingSupport();
});

type Voter = Awaited<ReturnType<typeof voter>>;

/** The reader's view of one discussion in the feed, read through the caching gateway. */
async function cachedFeedItem(reader: Voter, id: string): Promise<FeedItem | undefined> {
  const res = await fetch(`${cached.url}/api/feed?limit=100`, { headers: { cookie: reader.client.cookieHeader(), 'x-forwarded-for': reader.client.ip } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return ((await res.json()) as FeedResponse).discussions.find((d) => d.id === id);
}

it("shows a reader's own upvotes and replies on their next read while the ranked page is served from memory", async () => {
  const billId = await discussableBill('Feed Cache Act');
  const author = await voter('Ada Author');
  const verdict = eventWhere<DiscussionModeratedPush>(author.socket, SOCKET_EVENTS.discussionModerated, (p) => p.discussion.billId === billId);
  const created = await author.client.post<DiscussionView>('/api/discussions', { billType: 'congressional', billId, title: 'Cache me', content: 'A civil point about water.' });
  expect(created.status).toBe(201);
  expect((await verdict).discussion.moderationStatus).toBe('approved');
  const id = created.body.id;
  const [reader, other] = [await voter('Rita Reader'), await voter('Otto Other')];

  expect(await cachedFeedItem(reader, id)).toMatchObject({ upvotes: 0, userVoted: false, userCommented: false });

  expect((await reader.client.post(`/api/discussions/${id}/upvote`)).status).toBe(201);
  // The page (its counts) is the one in memory; the reader's own mark is fresh.
  expect(await cachedFeedItem(reader, id)).toMatchObject({ upvotes: 0, userVoted: true, userCommented: false });
  expect(await cachedFeedItem(other, id)).toMatchObject({ upvotes: 0, userVoted: false, userCommented: false });
  // The uncached gateway shows the count at once.
  expect((await reader.client.get<FeedResponse>('/api/feed?limit=100')).body.discussions.find((d) => d.id === id)).toMatchObject({ upvotes: 1, userVoted: true });

  expect((await reader.client.post(`/api/discussions/${id}/replies`, { content: 'Agreed, with a caveat.' })).status).toBe(201);
  expect(await cachedFeedItem(reader, id)).toMatchObject({ userVoted: true, userCommented: true });

  expect((await reader.client.delete(`/api/discussions/${id}/upvote`)).status).toBe(200);
  expect(await cachedFeedItem(reader, id)).toMatchObject({ userVoted: false, userCommented: true });
  expect(await cachedFeedItem(other, id)).toMatchObject({ userVoted: false, userCommented: false });
}, 60_000);
