import { ApiClient } from '@civic/testing';
import type { DiscussionView, ReplyView, UnreadCount } from '@civic/contracts';
import { closeVotingSupport, waitFor } from './voting-support';
import { discussableBill, sockets, voter } from './discussions-support';
import { startSecondGateway, type SecondGateway } from './security-support';

/*
 * A route's version keys come with its session in one Redis read once a replica knows which user
 * a session belongs to (SessionReads, ADR 0034). With two replicas: what changes through one
 * (a new notification, mark-all-read, sign-out) shows on the other's very next read, also after
 * that replica has read the session before (the path where the keys come with the session).
 */
let second: SecondGateway;

beforeAll(async () => {
  second = await startSecondGateway({});
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await second?.stop();
  await closeVotingSupport();
});

const unread = async (client: ApiClient) => {
  const res = await client.get<UnreadCount>('/api/notifications?view=unread-count');
  expect(res.status).toBe(200);
  return res.body.count;
};

it('answers the unread count and the session from Redis on every read on the other replica', async () => {
  const billId = await discussableBill();
  const author = await voter('Grace Hopper');
  const replier = await voter('Katherine Johnson');
  const onB = author.client.via(second.url);
  // Read twice on B: the second read has the count's version come with the session.
  expect(await unread(onB)).toBe(0);
  expect(await unread(onB)).toBe(0);

  const created = await author.client.post<DiscussionView>('/api/discussions', { billType: 'congressional', billId, title: 'Fund rural libraries', content: 'Grants keep them open.' });
  expect(created.status).toBe(201);
  await waitFor('the discussion approved', async () => (await author.client.get<DiscussionView>(`/api/discussions/${created.body.id}`)).body.moderationStatus === 'approved');
  expect((await replier.client.post<ReplyView>(`/api/discussions/${created.body.id}/replies`, { content: 'Ours closed last year.' })).status).toBe(201);
  await waitFor('the reply notification on A', async () => (await unread(author.client)) === 1);
  // Nothing to wait for on B: its next read sees the new count.
  expect(await unread(onB)).toBe(1);

  expect((await author.client.put('/api/notifications/read-all')).status).toBe(204);
  expect(await unread(onB)).toBe(0);

  // The same cookie kept by someone else on B, then a sign-out on A: B refuses it at once.
  const copy = new ApiClient(second.url, undefined, new Map([['civic.sid', author.client.sessionCookie()!]]));
  expect(await unread(copy)).toBe(0);
  expect((await author.client.post('/api/logout')).status).toBe(200);
  expect((await copy.get('/api/notifications?view=unread-count')).status).toBe(401);
});
