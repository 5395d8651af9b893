import { signedInClient } from '@civic/testing';
import {
  discussionModerated,
  DISCUSSION_MESSAGES,
  EVENT_PAYLOADS,
  EVENTS,
  postModerationRequested,
  replyModerated,
  SOCKET_EVENTS,
  type DiscussionDetail,
  type DiscussionModeratedPush,
  type DiscussionView,
  type FeedResponse,
  type ReplyModeratedPush,
  type ReplyView,
  type UpvoteResult,
} from '@civic/contracts';
import { closeVotingSupport, db, waitFor } from './voting-support';
import { discussableBill, eventWhere, sockets, surveysOfDistinctArchetypes, voter } from './discussions-support';

/*
 * Discussions through the real stack (SPEC §3–§5, §7): posts are reviewed by the real ai-worker
 * (local rules) before others see them, verdicts reach the author's socket, replies reach the
 * discussion's author, and upvotes are one per user and never one's own.
 */
afterAll(async () => {
  for (const s of sockets) s.close();
  await closeVotingSupport();
});

const civil = { title: 'Fund rural water systems', content: 'Small towns cannot replace lead pipes on their own; federal matching grants make it possible.' };
const insulting = { title: 'Supporters are clowns', content: 'Anyone who backs this is a clown; you are trash for posting it.' };

async function approvedDiscussion(author: Awaited<ReturnType<typeof voter>>, billId: string, body = civil): Promise<DiscussionView> {
  const verdict = eventWhere<DiscussionModeratedPush>(author.socket, SOCKET_EVENTS.discussionModerated, (p) => p.discussion.title === body.title && p.discussion.billId === billId);
  const created = await author.client.post<DiscussionView>('/api/discussions', { billType: 'congressional', billId, ...body });
  expect(created.status).toBe(201);
  const { discussion } = await verdict;
  expect(discussion.id).toBe(created.body.id);
  return discussion;
}

describe('a discussion', () => {
  it('is created under review, flips to approved on the author socket, and then shows to everyone on its bill', async () => {
    const billId = await discussableBill('Lead Pipe Replacement Act');
    const ada = await voter('Ada Lovelace');
    const verdict = eventWhere<DiscussionModeratedPush>(ada.socket, SOCKET_EVENTS.discussionModerated, (p) => p.discussion.billId === billId);
    const created = await ada.client.post<DiscussionView>('/api/discussions', { billType: 'congressional', billId, ...civil });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      billId, billType: 'congressional', userId: ada.id, ...civil, upvotes: 0, replyCount: 0, moderationStatus: 'pending', rejectionReason: null,
      billTitle: 'Lead Pipe Replacement Act', billNumber: expect.stringMatching(/^HR \d+$/), hasUserUpvoted: false, userName: 'Ada Lovelace',
      user: { id: ada.id, name: 'Ada Lovelace', voterArchetype: null },
    });
    const { discussion } = await verdict;
    const reader = (await signedInClient()).client;
    expect(discussion).toMatchObject({ id: created.body.id, moderationStatus: 'approved', rejectionReason: null });
    const listed = await reader.get<DiscussionView[]>(`/api/discussions?billId=${billId}&billType=congressional`);
    expect(listed.body.map((d) => d.id)).toEqual([created.body.id]);
    const detail = await reader.get<DiscussionDetail>(`/api/discussions/${created.body.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.bill).toMatchObject({ billId, billType: 'HR', title: 'Lead Pipe Replacement Act' });
    expect(detail.body.userBill).toBeNull();
    // The event notifications will read (user_bill_comment etc.) was recorded with the verdict.
    const { rows } = await db().query(`SELECT payload FROM discussions.outbox WHERE name = 'discussion.moderated.v1' AND payload->>'discussionId' = $1`, [created.body.id]);
    expect(rows.map((r) => r.payload)).toEqual([expect.objectContaining({ decision: 'approved', authorId: ada.id, billId, reason: null })]);
  });

  it('under review is seen by its author only', async () => {
    const billId = await discussableBill();
    const author = await voter('Hedy Lamarr');
    // Written as the service writes a new post, without its review request: it stays under review.
    const { rows } = await db().query(
      `INSERT INTO discussions.discussions (user_id, bill_type, bill_id, title, content) VALUES ($1, 'congressional', $2, $3, $4) RETURNING id`,
      [author.id, billId, civil.title, civil.content],
    );
    const id = rows[0].id as string;
    expect((await author.client.get<DiscussionDetail>(`/api/discussions/${id}`)).body.moderationStatus).toBe('pending');
    expect((await author.client.get<DiscussionView[]>('/api/discussions?userParticipationOnly=true')).body.map((d) => d.id)).toContain(id);
    const reader = (await signedInClient()).client;
    expect((await reader.get(`/api/discussions/${id}`)).status).toBe(404);
    expect((await reader.get(`/api/discussions/${id}/replies`)).status).toBe(404);
    expect((await reader.post(`/api/discussions/${id}/replies`, { content: 'Hello' })).status).toBe(404);
    expect((await reader.post(`/api/discussions/${id}/upvote`)).status).toBe(404);
    expect((await reader.get<DiscussionView[]>(`/api/discussions?billId=${billId}&billType=congressional`)).body).toEqual([]);
    expect((await reader.get<FeedResponse>('/api/feed?limit=100')).body.discussions.map((d) => d.id)).not.toContain(id);
  });

  it('is rejected with a reason shown to its author only, and the rejection is recorded for a comment_rejected notification', async () => {
    const billId = await discussableBill();
    const author = await voter('Grace Hopper');
    const verdict = eventWhere<DiscussionModeratedPush>(author.socket, SOCKET_EVENTS.discussionModerated, (p) => p.discussion.billId === billId);
    const created = await author.client.post<DiscussionView>('/api/discussions', { billType: 'congressional', billId, ...insulting });
    const { discussion } = await verdict;
    expect(discussion.moderationStatus).toBe('rejected');
    expect(discussion.rejectionReason).toEqual(expect.any(String));
    expect(discussion.rejectionReason!.length).toBeGreaterThan(10);
    expect((await author.client.get<DiscussionDetail>(`/api/discussions/${created.body.id}`)).body.rejectionReason).toBe(discussion.rejectionReason);
    expect((await (await signedInClient()).client.get(`/api/discussions/${created.body.id}`)).status).toBe(404);
    const { rows } = await db().query(`SELECT payload FROM discussions.outbox WHERE name = 'discussion.moderated.v1' AND payload->>'discussionId' = $1`, [created.body.id]);
    expect(rows.map((r) => r.payload)).toEqual([expect.objectContaining({ decision: 'rejected', reason: discussion.rejectionReason })]);
  });

  it('goes back to review when edited (title and content only), and only its author may edit or delete it', async () => {
    const billId = await discussableBill();
    const author = await voter('Katherine Johnson');
    const d = await approvedDiscussion(author, billId);
    const other = (await signedInClient()).client;
    for (const res of [await other.put(`/api/discussions/${d.id}`, civil), await other.delete(`/api/discussions/${d.id}`)]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(DISCUSSION_MESSAGES.forbidden);
    }
    const again = eventWhere<DiscussionModeratedPush>(author.socket, SOCKET_EVENTS.discussionModerated, (p) => p.discussion.id === d.id);
    const edited = await author.client.put<DiscussionView>(`/api/discussions/${d.id}`, { title: 'Fund rural water systems now', content: 'Matching grants, again.', billId: 'ignored' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Fund rural water systems now', content: 'Matching grants, again.', billId, moderationStatus: 'pending' });
    expect((await again).discussion.moderationStatus).toBe('approved');
    expect((await author.client.delete(`/api/discussions/${d.id}`)).status).toBe(204);
    expect((await author.client.get(`/api/discussions/${d.id}`)).status).toBe(404);
  });

  it.each([
    [{ billType: 'congressional', title: 'x', content: 'y' }, DISCUSSION_MESSAGES.billRequired],
    [{ billType: 'senate', billId: '119-hr-1', title: 'x', content: 'y' }, "billType must be 'congressional' or 'user'"],
    [{ billType: 'congressional', billId: '119-hr-1', content: 'y' }, DISCUSSION_MESSAGES.titleRequired],
    [{ billType: 'congressional', billId: '119-hr-1', title: 'x'.repeat(201), content: 'y' }, DISCUSSION_MESSAGES.titleTooLong],
    [{ billType: 'congressional', billId: '119-hr-1', title: 'x' }, DISCUSSION_MESSAGES.contentRequired],
    [{ billType: 'congressional', billId: '119-hr-1', title: 'x', content: 'y'.repeat(2001) }, DISCUSSION_MESSAGES.contentTooLong],
  ])('refuses invalid body #%# with 400 and its SPEC message', async (body, message) => {
    const { client } = await signedInClient();
    const res = await client.post('/api/discussions', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a bill that is not active or not approved and public (404 Bill not found), and unknown ids (404)', async () => {
    const { client } = await signedInClient();
    for (const body of [
      { billType: 'congressional', billId: '997-hr-424242', ...civil },
      { billType: 'user', billId: '00000000-0000-4000-8000-000000000000', ...civil },
    ]) {
      const res = await client.post('/api/discussions', body);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(DISCUSSION_MESSAGES.billNotFound);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await client.get(`/api/discussions/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(DISCUSSION_MESSAGES.discussionNotFound);
    }
    const list = await client.get('/api/discussions');
    expect(list.status).toBe(400);
    expect(list.body.message).toBe(DISCUSSION_MESSAGES.listQuery);
  });
});

describe('upvotes', () => {
  it('toggles on and off once per user, and never for the author', async () => {
    const billId = await discussableBill();
    const author = await voter('Mary Jackson');
    const d = await approvedDiscussion(author, billId);
    const own = await author.client.post(`/api/discussions/${d.id}/upvote`);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(DISCUSSION_MESSAGES.ownDiscussionUpvote);

    const fan = (await signedInClient()).client;
    expect((await fan.post<UpvoteResult>(`/api/discussions/${d.id}/upvote`)).body).toEqual({ upvotes: 1, hasUserUpvoted: true });
    expect((await fan.post<UpvoteResult>(`/api/discussions/${d.id}/upvote`)).body).toEqual({ upvotes: 1, hasUserUpvoted: true });
    expect((await fan.get<DiscussionDetail>(`/api/discussions/${d.id}`)).body).toMatchObject({ upvotes: 1, hasUserUpvoted: true });
    expect((await fan.delete<UpvoteResult>(`/api/discussions/${d.id}/upvote`)).body).toEqual({ upvotes: 0, hasUserUpvoted: false });
    expect((await fan.delete<UpvoteResult>(`/api/discussions/${d.id}/upvote`)).body).toEqual({ upvotes: 0, hasUserUpvoted: false });
  });

  it('keeps the count exact when many voters upvote and take back at once', async () => {
    const billId = await discussableBill();
    const author = await voter('Dorothy Vaughan');
    const d = await approvedDiscussion(author, billId);
    const fans = await Promise.all(Array.from({ length: 24 }, () => signedInClient().then((u) => u.client)));
    // Everyone upvotes twice at once, then half take it back twice at once.
    await Promise.all(fans.flatMap((c) => [c.post(`/api/discussions/${d.id}/upvote`), c.post(`/api/discussions/${d.id}/upvote`)]));
    await Promise.all(fans.slice(0, 12).flatMap((c) => [c.delete(`/api/discussions/${d.id}/upvote`), c.delete(`/api/discussions/${d.id}/upvote`)]));
    expect((await author.client.get<DiscussionDetail>(`/api/discussions/${d.id}`)).body.upvotes).toBe(12);
    const { rows } = await db().query(
      `SELECT d.upvotes, (SELECT count(*)::int FROM discussions.discussion_upvotes u WHERE u.discussion_id = d.id) AS actual,
              (SELECT sum(upvotes)::int FROM discussions.discussion_archetype_upvotes a WHERE a.discussion_id = d.id) AS bucketed,
              d.bridging, (SELECT sum(ln(1 + upvotes) / ln(2)) FROM discussions.discussion_archetype_upvotes a WHERE a.discussion_id = d.id) AS recomputed
         FROM discussions.discussions d WHERE d.id = $1`,
      [d.id],
    );
    expect(rows[0]).toMatchObject({ upvotes: 12, actual: 12, bucketed: 12 });
    expect(rows[0].bridging).toBeCloseTo(Number(rows[0].recomputed), 9);
  });
});

describe('replies', () => {
  it('are reviewed, reach the discussion author live, count on the discussion, and follow the same ownership rules', async () => {
    const billId = await discussableBill();
    const first = await voter('Alan Turing');
    const second = await voter('Joan Clarke');
    const d = await approvedDiscussion(first, billId);

    const reached = eventWhere<ReplyView>(first.socket, SOCKET_EVENTS.replyAdded, (r) => r.parentDiscussionId === d.id);
    const verdict = eventWhere<ReplyModeratedPush>(second.socket, SOCKET_EVENTS.replyModerated, (p) => p.reply.parentDiscussionId === d.id);
    const created = await second.client.post<ReplyView>(`/api/discussions/${d.id}/replies`, { content: 'Matching grants worked for our county.' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ parentDiscussionId: d.id, userId: second.id, moderationStatus: 'pending', upvotes: 0, user: { name: 'Joan Clarke' } });
    // Pending: its author sees it, the discussion's author not yet.
    expect((await second.client.get<ReplyView[]>(`/api/discussions/${d.id}/replies`)).body.map((r) => r.id)).toEqual([created.body.id]);
    expect((await verdict).reply.moderationStatus).toBe('approved');
    expect((await reached).id).toBe(created.body.id);
    expect((await first.client.get<ReplyView[]>(`/api/discussions/${d.id}/replies`)).body.map((r) => r.id)).toEqual([created.body.id]);
    expect((await first.client.get<DiscussionDetail>(`/api/discussions/${d.id}`)).body.replyCount).toBe(1);

    const own = await second.client.post(`/api/discussion-replies/${created.body.id}/upvote`);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(DISCUSSION_MESSAGES.ownReplyUpvote);
    expect((await first.client.post<UpvoteResult>(`/api/discussion-replies/${created.body.id}/upvote`)).body).toEqual({ upvotes: 1, hasUserUpvoted: true });
    expect((await first.client.delete<UpvoteResult>(`/api/discussion-replies/${created.body.id}/upvote`)).body).toEqual({ upvotes: 0, hasUserUpvoted: false });

    for (const res of [await first.client.put(`/api/discussion-replies/${created.body.id}`, { content: 'Mine now' }), await first.client.delete(`/api/discussion-replies/${created.body.id}`)]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(DISCUSSION_MESSAGES.forbidden);
    }
    // An edit goes back to review. The offline verdict can land before any read that follows, so
    // the count is checked against the edit's own verdict rather than in the pending moment.
    const reviewed = eventWhere<ReplyModeratedPush>(second.socket, SOCKET_EVENTS.replyModerated, (p) => p.reply.id === created.body.id && p.reply.content.endsWith('twice.'));
    const edited = await second.client.put<ReplyView>(`/api/discussion-replies/${created.body.id}`, { content: 'Matching grants worked for our county, twice.' });
    expect(edited.body.moderationStatus).toBe('pending');
    expect((await reviewed).reply.moderationStatus).toBe('approved');
    expect((await first.client.get<DiscussionDetail>(`/api/discussions/${d.id}`)).body.replyCount).toBe(1);

    // The participation list: the replier sees the discussion they replied to.
    const mine = await second.client.get<DiscussionView[]>('/api/discussions?userParticipationOnly=true');
    expect(mine.body.map((x) => x.id)).toContain(d.id);

    expect((await second.client.delete(`/api/discussion-replies/${created.body.id}`)).status).toBe(204);
    expect((await first.client.get<ReplyView[]>(`/api/discussions/${d.id}/replies`)).body).toEqual([]);
  });

  it.each([
    [{}, DISCUSSION_MESSAGES.replyRequired],
    [{ content: '   ' }, DISCUSSION_MESSAGES.replyRequired],
    [{ content: 'x'.repeat(1001) }, DISCUSSION_MESSAGES.replyTooLong],
  ])('refuses invalid reply #%# with 400 and its SPEC message', async (body, message) => {
    const { client } = await signedInClient();
    const res = await client.post('/api/discussions/00000000-0000-4000-8000-000000000000/replies', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('are refused on a discussion under review or rejected, even to its author, who alone can see it (409)', async () => {
    const billId = await discussableBill();
    const author = await voter('Mary Jackson');
    // Written as the service writes a new post, without its review request: it stays under review.
    const { rows } = await db().query(
      `INSERT INTO discussions.discussions (user_id, bill_type, bill_id, title, content) VALUES ($1, 'congressional', $2, $3, $4) RETURNING id`,
      [author.id, billId, civil.title, civil.content],
    );
    const pending = rows[0].id as string;
    const verdict = eventWhere<DiscussionModeratedPush>(author.socket, SOCKET_EVENTS.discussionModerated, (p) => p.discussion.billId === billId && p.discussion.title === insulting.title);
    await author.client.post<DiscussionView>('/api/discussions', { billType: 'congressional', billId, ...insulting });
    const rejected = (await verdict).discussion;
    expect(rejected.moderationStatus).toBe('rejected');
    for (const id of [pending, rejected.id]) {
      const res = await author.client.post(`/api/discussions/${id}/replies`, { content: 'Adding a point to my own post.' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(DISCUSSION_MESSAGES.repliesClosed);
      expect((await author.client.get<ReplyView[]>(`/api/discussions/${id}/replies`)).body).toEqual([]);
    }
    // Approved, the same discussion takes its author's reply.
    await db().query(`UPDATE discussions.discussions SET moderation_status = 'approved' WHERE id = $1`, [pending]);
    expect((await author.client.post(`/api/discussions/${pending}/replies`, { content: 'Adding a point to my own post.' })).status).toBe(201);
  });
});

describe('the feed', () => {
  it('pages approved discussions with the SPEC feed item fields', async () => {
    const billId = await discussableBill('Feed Shape Act');
    const author = await voter('Rosalind Franklin');
    const d = await approvedDiscussion(author, billId);
    const reader = (await signedInClient()).client;
    const page = await reader.get<FeedResponse>('/api/feed');
    expect(page.status).toBe(200);
    expect(page.body.discussions.length).toBeLessThanOrEqual(20);
    expect(Date.parse(page.body.lastUpdated)).not.toBeNaN();
    const all = await waitFor('the discussion in the feed', async () => (await reader.get<FeedResponse>('/api/feed?limit=100')).body.discussions.find((x) => x.id === d.id));
    expect(all).toMatchObject({
      id: d.id, title: civil.title, content: civil.content, bill: { billId, billType: 'congressional', title: 'Feed Shape Act' },
      userVoted: false, userCommented: false, replyCount: 0, upvotes: 0, user: { id: author.id, name: 'Rosalind Franklin' },
    });
    expect(all.score).toBeGreaterThan(0.99);
    expect((await reader.get('/api/feed?limit=0')).body.message).toBe(DISCUSSION_MESSAGES.limit);
    expect((await reader.get('/api/feed?offset=-1')).body.message).toBe(DISCUSSION_MESSAGES.offset);
  });

  it('ranks 3 upvotes from 3 archetypes above 5 from one (the worked example of docs/feed-ranking.md)', async () => {
    const billId = await discussableBill('Bridging Example Act');
    const a = await approvedDiscussion(await voter('Author A'), billId, { title: 'A: three archetypes agree', content: 'Common ground.' });
    const b = await approvedDiscussion(await voter('Author B'), billId, { title: 'B: one archetype agrees', content: 'Our side only.' });
    const surveys = surveysOfDistinctArchetypes(3);
    const across = await Promise.all(surveys.map((answers, i) => voter(`Across ${i}`, answers)));
    const alike = await Promise.all(Array.from({ length: 5 }, (_, i) => voter(`Alike ${i}`, surveys[0])));
    expect(new Set(across.map((v) => v.archetype)).size).toBe(3);
    expect(new Set(alike.map((v) => v.archetype))).toEqual(new Set([across[0].archetype]));
    for (const v of across) expect((await v.client.post(`/api/discussions/${a.id}/upvote`)).status).toBe(201);
    for (const v of alike) expect((await v.client.post(`/api/discussions/${b.id}/upvote`)).status).toBe(201);

    const feed = (await (await signedInClient()).client.get<FeedResponse>('/api/feed?limit=100')).body.discussions;
    const rankA = feed.findIndex((d) => d.id === a.id);
    const rankB = feed.findIndex((d) => d.id === b.id);
    expect(rankA).toBeGreaterThanOrEqual(0);
    expect(rankA).toBeLessThan(rankB);
    // Posted seconds ago, so the decay is 1 to three decimals: 3 × log2(2) + 1 and log2(6) + 1.
    expect(feed[rankA]).toMatchObject({ upvotes: 3 });
    expect(feed[rankA].score).toBeCloseTo(4.0, 3);
    expect(feed[rankB]).toMatchObject({ upvotes: 5 });
    expect(feed[rankB].score).toBeCloseTo(Math.log2(6) + 1, 3);
    // An upvoter sees that they voted on it.
    expect((await across[0].client.get<FeedResponse>('/api/feed?limit=100')).body.discussions.find((d) => d.id === a.id)?.userVoted).toBe(true);
  }, 60_000);
});

describe('events', () => {
  it('writes every discussions event as its contract has it (post.moderation-requested, discussion.moderated, reply.moderated)', async () => {
    const billId = await discussableBill();
    const first = await voter('Emmy Noether');
    const second = await voter('Sophie Germain');
    const d = await approvedDiscussion(first, billId);
    const verdict = eventWhere<ReplyModeratedPush>(second.socket, SOCKET_EVENTS.replyModerated, (p) => p.reply.parentDiscussionId === d.id);
    const reply = await second.client.post<ReplyView>(`/api/discussions/${d.id}/replies`, { content: 'Agreed.' });
    await verdict;
    const { rows } = await db().query(
      `SELECT name, payload FROM discussions.outbox WHERE payload->>'postId' IN ($1, $2) OR payload->>'discussionId' = $1 OR payload->>'replyId' = $2 ORDER BY created_at`,
      [d.id, reply.body.id],
    );
    const byName = (name: string) => rows.filter((r) => r.name === name).map((r) => EVENT_PAYLOADS[name as keyof typeof EVENT_PAYLOADS].parse(r.payload));
    expect(byName(EVENTS.postModerationRequested).map((p) => (p as { postType: string }).postType).sort()).toEqual(['discussion', 'reply']);
    for (const r of rows.filter((x) => x.name === EVENTS.postModerationRequested)) expect(() => postModerationRequested.strict().parse(r.payload)).not.toThrow();
    expect(rows.filter((r) => r.name === EVENTS.discussionModerated).map((r) => discussionModerated.strict().parse(r.payload))).toEqual([
      { discussionId: d.id, authorId: first.id, billId, billType: 'congressional', billAuthorId: null, title: civil.title, decision: 'approved', reason: null },
    ]);
    expect(rows.filter((r) => r.name === EVENTS.replyModerated).map((r) => replyModerated.strict().parse(r.payload))).toEqual([
      { replyId: reply.body.id, discussionId: d.id, discussionTitle: civil.title, discussionAuthorId: first.id, authorId: second.id, decision: 'approved', reason: null },
    ]);
  });
});
