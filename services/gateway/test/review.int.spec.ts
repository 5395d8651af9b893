import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ApiClient, stackEnv } from '@civic/testing';
import {
  EVENTS,
  REVIEW_MESSAGES,
  SOCKET_EVENTS,
  type AgreementRow,
  type DiscussionDetail,
  type DiscussionModeratedPush,
  type DiscussionView,
  type NotificationView,
  type PostModerationCompleted,
  type ReplyView,
  type ReviewLogEntry,
  type ReviewQueue,
} from '@civic/contracts';
import { closeVotingSupport, db, publishEvent, waitFor } from './voting-support';
import { discussableBill, eventWhere, sockets, voter } from './discussions-support';
import { stackState } from './chaos-support';
import { accountCommand, emailOf } from './accounts-support';

/*
 * People in the loop (ADR 0020) through the real stack: reports hide a post at the threshold
 * (3 distinct users, the default), operators (granted by the CLI) decide from the queue, authors
 * appeal once and hear the outcome live and as a notification; every step is in the log.
 */
afterAll(async () => {
  for (const s of sockets) s.close();
  await closeVotingSupport();
});

const civil = { title: 'Fund rural broadband', content: 'Rural clinics need reliable internet for telehealth; matching grants close the gap.' };
const insulting = { title: 'Supporters are clowns', content: 'Anyone who backs this is a clown; you are trash for posting it.' };

const ROOT = join(__dirname, '../../..');

/** `npm run users:grant-operator -- EMAIL` as an operator would run it (the built command). */
const grantOperator = (email: string, ...flags: string[]) => accountCommand('grant-operator', email, ...flags);

async function operator(name: string) {
  const v = await voter(name);
  const granted = grantOperator(await emailOf(v.id));
  expect(granted.stderr).toBe('');
  expect(granted.status).toBe(0);
  expect(granted.stdout).toContain('now an operator');
  return v;
}

async function published(author: Awaited<ReturnType<typeof voter>>, billId: string, body: { title: string; content: string }): Promise<DiscussionView> {
  const verdict = eventWhere<DiscussionModeratedPush>(author.socket, SOCKET_EVENTS.discussionModerated, (p) => p.discussion.title === body.title && p.discussion.billId === billId);
  const created = await author.client.post<DiscussionView>('/api/discussions', { billType: 'congressional', billId, ...body });
  expect(created.status).toBe(201);
  return (await verdict).discussion;
}

const queueItem = async (op: ApiClient, id: string) => (await op.get<ReviewQueue>('/api/review/queue')).body.items.find((i) => i.itemId === id);
const logOf = async (op: ApiClient, id: string) => (await op.get<ReviewLogEntry[]>('/api/review/log?limit=200')).body.filter((e) => e.itemId === id);
const notificationsOf = async (c: ApiClient) => (await c.get<NotificationView[]>('/api/notifications')).body;

describe('the review API', () => {
  it('is 404 for everyone but operators, and an operator is made by the CLI command', async () => {
    const someone = await voter('Nora Nobody');
    for (const path of ['/api/review/access', '/api/review/queue', '/api/review/log', '/api/review/agreement']) {
      const res = await someone.client.get(path);
      expect([path, res.status, res.body.message]).toEqual([path, 404, REVIEW_MESSAGES.notFound]);
    }
    const decision = await someone.client.post('/api/review/decisions', { itemType: 'discussion', itemId: randomUUID(), action: 'approve' });
    expect(decision.status).toBe(404);
    const email = await emailOf(someone.id);
    expect(grantOperator(email).status).toBe(0);
    expect((await someone.client.get('/api/review/access')).body).toEqual({ operator: true });
    expect(grantOperator(email, '--revoke').stdout).toContain('no longer an operator');
    expect((await someone.client.get('/api/review/queue')).status).toBe(404);
    const unknown = grantOperator('nobody-here@example.com');
    expect([unknown.status, unknown.stderr]).toEqual([1, 'No account with the email nobody-here@example.com.\n']);
  });

  it('answers 404 before any other check: signed out, from a foreign origin, and past the caller\'s write budget', async () => {
    const visitor = new ApiClient();
    for (const path of ['/api/review/access', '/api/review/queue', '/api/review/log', '/api/review/agreement']) {
      const res = await visitor.get(path);
      expect([path, res.status, res.body.message]).toEqual([path, 404, REVIEW_MESSAGES.notFound]);
    }
    const decision = { itemType: 'discussion', itemId: randomUUID(), action: 'approve' };
    expect((await visitor.post('/api/review/decisions', decision)).status).toBe(404);
    const someone = await voter('Nina Nosy');
    const foreign = await someone.client.request('POST', '/api/review/decisions', { body: decision, headers: { origin: 'https://evil.example' } });
    expect([foreign.status, foreign.body.message]).toEqual([404, REVIEW_MESSAGES.notFound]);
    // More tries than the write budget allows: each is a 404, and none is charged to the budget.
    const limit = Number(process.env.RATE_LIMIT_POST_WRITES_PER_USER_PER_MINUTE ?? 120);
    const statuses = new Set<number>();
    for (let i = 0; i <= limit; i++) statuses.add((await someone.client.post('/api/review/decisions', decision)).status);
    expect([...statuses]).toEqual([404]);
    // An operator still meets the origin check.
    const op = await operator('Otto Origin');
    const opForeign = await op.client.request('POST', '/api/review/decisions', { body: decision, headers: { origin: 'https://evil.example' } });
    expect(opForeign.status).toBe(403);
  });
});

describe('a report', () => {
  it('hides a post once 3 users reported it; an operator removes it; the author is told live and by a notification; the log has every step', async () => {
    const billId = await discussableBill('Rural Broadband Act');
    const author = await voter('Rita Writer');
    const post = await published(author, billId, civil);
    expect(post.moderationStatus).toBe('approved');
    const [r1, r2, r3] = [await voter('Rob One'), await voter('Ruth Two'), await voter('Ray Three')];
    const op = await operator('Olga Operator');

    expect((await author.client.post('/api/reports', { itemType: 'discussion', itemId: post.id, reason: 'spam' })).body.message).toBe(REVIEW_MESSAGES.ownReport);
    const bad = await r1.client.post('/api/reports', { itemType: 'discussion', itemId: post.id, reason: 'rude' });
    expect([bad.status, bad.body.message]).toEqual([400, 'Please choose a reason']);
    expect((await r1.client.post('/api/reports', { itemType: 'discussion', itemId: post.id, reason: 'spam', note: 'Ad for a shop' })).body).toEqual({ reported: true, hidden: false });
    const again = await r1.client.post('/api/reports', { itemType: 'discussion', itemId: post.id, reason: 'spam' });
    expect([again.status, again.body.message]).toEqual([409, REVIEW_MESSAGES.alreadyReported]);
    expect((await r2.client.post('/api/reports', { itemType: 'discussion', itemId: post.id, reason: 'harassment' })).body).toEqual({ reported: true, hidden: false });
    // Below the threshold it stays published.
    expect((await r3.client.get(`/api/discussions/${post.id}`)).status).toBe(200);

    const hiddenPush = eventWhere<DiscussionModeratedPush>(author.socket, SOCKET_EVENTS.discussionModerated, (p) => p.discussion.id === post.id);
    const third = await r3.client.post('/api/reports', { itemType: 'discussion', itemId: post.id, reason: 'off_topic' });
    expect([third.status, third.body]).toEqual([201, { reported: true, hidden: true }]);
    expect((await hiddenPush).discussion).toMatchObject({ moderationStatus: 'pending', reviewState: 'reported' });
    // Gone for others (the page, the bill's list), still there for its author with its state.
    expect((await r1.client.get(`/api/discussions/${post.id}`)).status).toBe(404);
    expect((await r1.client.get<DiscussionView[]>(`/api/discussions?billId=${billId}&billType=congressional`)).body.map((d) => d.id)).not.toContain(post.id);
    expect((await author.client.get<DiscussionDetail>(`/api/discussions/${post.id}`)).body).toMatchObject({ moderationStatus: 'pending', reviewState: 'reported' });

    const item = await queueItem(op.client, post.id);
    expect(item).toMatchObject({ itemType: 'discussion', queue: 'reported', title: civil.title, author: { id: author.id, name: 'Rita Writer' }, ai: { decision: 'approved' } });
    expect(item!.reports.map((r) => r.reason).sort()).toEqual(['harassment', 'off_topic', 'spam']);
    expect(item!.reports.find((r) => r.reason === 'spam')!.note).toBe('Ad for a shop');

    const noReason = await op.client.post('/api/review/decisions', { itemType: 'discussion', itemId: post.id, action: 'remove' });
    expect([noReason.status, noReason.body.message]).toEqual([400, REVIEW_MESSAGES.reasonRequired]);
    const removedPush = eventWhere<DiscussionModeratedPush>(author.socket, SOCKET_EVENTS.discussionModerated, (p) => p.discussion.id === post.id && p.discussion.moderationStatus === 'removed');
    const removed = await op.client.post<ReviewLogEntry>('/api/review/decisions', { itemType: 'discussion', itemId: post.id, action: 'remove', reason: 'Advertising is not allowed' });
    expect(removed.status).toBe(201);
    expect(removed.body).toMatchObject({ action: 'removed', actor: { id: op.id, name: 'Olga Operator' }, reason: 'Advertising is not allowed', aiDecision: 'approved' });
    expect((await removedPush).discussion).toMatchObject({ rejectionReason: 'Advertising is not allowed', reviewState: null });
    const twice = await op.client.post('/api/review/decisions', { itemType: 'discussion', itemId: post.id, action: 'approve' });
    expect([twice.status, twice.body.message]).toEqual([409, REVIEW_MESSAGES.notInQueue]);
    expect(await queueItem(op.client, post.id)).toBeUndefined();
    // A removal is final: no appeal.
    expect((await author.client.post('/api/appeals', { itemType: 'discussion', itemId: post.id, note: 'Please' })).status).toBe(409);

    await waitFor('the author to be notified', async () => (await notificationsOf(author.client)).some((n) => n.type === 'moderation_outcome'));
    const note = (await notificationsOf(author.client)).find((n) => n.type === 'moderation_outcome')!;
    expect(note).toMatchObject({ relatedDiscussionId: post.id, message: `A moderator removed your discussion “${civil.title}” after reports. Reason: Advertising is not allowed` });

    expect((await logOf(op.client, post.id)).map((e) => [e.action, e.actor?.id ?? null])).toEqual([
      ['removed', op.id],
      ['hidden', null],
    ]);
    // Append-only: the database refuses to change or delete a log row.
    await expect(db().query(`UPDATE discussions.moderation_log SET reason = 'x' WHERE post_id = $1`, [post.id])).rejects.toThrow(/append-only/);
    await expect(db().query(`DELETE FROM discussions.moderation_log WHERE post_id = $1`, [post.id])).rejects.toThrow(/append-only/);
  });

  it('of a reply hides it from its discussion and its count; an operator restores it', async () => {
    const billId = await discussableBill();
    const author = await voter('Dora Discusser');
    const post = await published(author, billId, civil);
    const replier = await voter('Rene Replier');
    const verdict = eventWhere<{ reply: ReplyView }>(replier.socket, SOCKET_EVENTS.replyModerated, (p) => p.reply.parentDiscussionId === post.id);
    expect((await replier.client.post(`/api/discussions/${post.id}/replies`, { content: 'Telehealth saved my grandmother a four-hour drive.' })).status).toBe(201);
    const { reply } = await verdict;
    expect(reply.moderationStatus).toBe('approved');
    const op = await operator('Otto Operator');
    for (const name of ['Rae A', 'Rae B', 'Rae C']) {
      const r = await voter(name);
      expect((await r.client.post('/api/reports', { itemType: 'reply', itemId: reply.id, reason: 'other' })).status).toBe(201);
    }
    expect((await author.client.get<ReplyView[]>(`/api/discussions/${post.id}/replies`)).body.map((r) => r.id)).not.toContain(reply.id);
    expect((await author.client.get<DiscussionDetail>(`/api/discussions/${post.id}`)).body.replyCount).toBe(0);
    expect(await queueItem(op.client, reply.id)).toMatchObject({ itemType: 'reply', discussionId: post.id, queue: 'reported' });
    expect((await op.client.post('/api/review/decisions', { itemType: 'reply', itemId: reply.id, action: 'approve' })).status).toBe(201);
    expect((await author.client.get<ReplyView[]>(`/api/discussions/${post.id}/replies`)).body.map((r) => r.id)).toContain(reply.id);
    expect((await author.client.get<DiscussionDetail>(`/api/discussions/${post.id}`)).body.replyCount).toBe(1);
  });
});

describe("a reporter's own report", () => {
  it('shows on the discussion and the reply they reported (hasUserReported) in every read of theirs, and to nobody else', async () => {
    const billId = await discussableBill();
    const author = await voter('Ann Author');
    const post = await published(author, billId, civil);
    const replier = await voter('Rex Replier');
    const verdict = eventWhere<{ reply: ReplyView }>(replier.socket, SOCKET_EVENTS.replyModerated, (p) => p.reply.parentDiscussionId === post.id);
    expect((await replier.client.post(`/api/discussions/${post.id}/replies`, { content: 'Telehealth saved my grandmother a four-hour drive.' })).status).toBe(201);
    const { reply } = await verdict;
    const [reporter, other] = [await voter('Rory Reporter'), await voter('Olive Other')];
    const reads = async (c: ApiClient) => ({
      detail: (await c.get<DiscussionDetail>(`/api/discussions/${post.id}`)).body.hasUserReported,
      listed: (await c.get<DiscussionView[]>(`/api/discussions?billId=${billId}&billType=congressional`)).body.find((d) => d.id === post.id)?.hasUserReported,
      reply: (await c.get<ReplyView[]>(`/api/discussions/${post.id}/replies`)).body.find((r) => r.id === reply.id)?.hasUserReported,
    });
    expect(await reads(reporter.client)).toEqual({ detail: false, listed: false, reply: false });

    expect((await reporter.client.post('/api/reports', { itemType: 'discussion', itemId: post.id, reason: 'spam' })).status).toBe(201);
    expect(await reads(reporter.client)).toEqual({ detail: true, listed: true, reply: false });
    expect((await reporter.client.post('/api/reports', { itemType: 'reply', itemId: reply.id, reason: 'off_topic' })).status).toBe(201);
    expect(await reads(reporter.client)).toEqual({ detail: true, listed: true, reply: true });
    // The answer the page would otherwise offer Report again on: refused.
    expect((await reporter.client.post('/api/reports', { itemType: 'reply', itemId: reply.id, reason: 'spam' })).status).toBe(409);
    for (const c of [other.client, author.client, replier.client]) expect(await reads(c)).toEqual({ detail: false, listed: false, reply: false });
  });
});

describe('an appeal', () => {
  it('puts a rejected post in the queue once; an approval publishes it and the author page flips live', async () => {
    const billId = await discussableBill('Civility Act');
    const author = await voter('Abe Appellant');
    const post = await published(author, billId, insulting);
    expect(post.moderationStatus).toBe('rejected');
    const op = await operator('Opal Operator');
    const stranger = await voter('Sam Stranger');

    expect((await stranger.client.post('/api/appeals', { itemType: 'discussion', itemId: post.id, note: 'Mine!' })).status).toBe(404);
    const empty = await author.client.post('/api/appeals', { itemType: 'discussion', itemId: post.id, note: ' ' });
    expect([empty.status, empty.body.message]).toEqual([400, REVIEW_MESSAGES.appealNoteRequired]);
    expect((await author.client.post('/api/appeals', { itemType: 'discussion', itemId: post.id, note: 'It was satire about my own side.' })).status).toBe(201);
    const again = await author.client.post('/api/appeals', { itemType: 'discussion', itemId: post.id, note: 'Please' });
    expect([again.status, again.body.message]).toEqual([409, REVIEW_MESSAGES.alreadyAppealed]);
    expect((await author.client.get<DiscussionDetail>(`/api/discussions/${post.id}`)).body).toMatchObject({ moderationStatus: 'rejected', reviewState: 'appealed', appealed: true });

    expect(await queueItem(op.client, post.id)).toMatchObject({ queue: 'appealed', appeal: { note: 'It was satire about my own side.' }, ai: { decision: 'rejected' }, status: 'rejected' });
    const flipped = eventWhere<DiscussionModeratedPush>(author.socket, SOCKET_EVENTS.discussionModerated, (p) => p.discussion.id === post.id && p.discussion.moderationStatus === 'approved');
    expect((await op.client.post('/api/review/decisions', { itemType: 'discussion', itemId: post.id, action: 'approve' })).status).toBe(201);
    expect((await flipped).discussion).toMatchObject({ rejectionReason: null, reviewState: null, appealed: true });
    expect((await stranger.client.get(`/api/discussions/${post.id}`)).status).toBe(200);
    await waitFor('the author to be notified', async () => (await notificationsOf(author.client)).some((n) => n.type === 'moderation_outcome'));
    expect((await notificationsOf(author.client)).find((n) => n.type === 'moderation_outcome')!.message).toBe(`Your appeal was accepted: your discussion “${insulting.title}” is published.`);
    expect((await logOf(op.client, post.id)).map((e) => e.action)).toEqual(['approved', 'appealed']);
    const agreement = (await op.client.get<AgreementRow[]>('/api/review/agreement')).body;
    expect(agreement.find((r) => r.provider === 'local')).toMatchObject({ decisions: expect.any(Number), agreed: expect.any(Number) });
  });
});

describe('a held post', () => {
  it('waits in the queue with the AI reasons until an operator rejects it with a reason the author sees', async () => {
    const billId = await discussableBill();
    const author = await voter('Hal Held');
    const op = await operator('Oren Operator');
    const { rows } = await db().query(
      `INSERT INTO discussions.discussions (user_id, bill_type, bill_id, title, content) VALUES ($1, 'congressional', $2, $3, $4) RETURNING id`,
      [author.id, billId, 'Borderline', 'A post the reviewer is unsure of.'],
    );
    const id = rows[0].id as string;
    const held: PostModerationCompleted = {
      postType: 'discussion',
      postId: id,
      contentVersion: 1,
      requestEventId: randomUUID(),
      result: { ok: true, output: { decision: 'held', reasons: ['May be a veiled threat.'], categories: ['threat'] }, provenance: { provider: 'local', model: 'rules-test', promptVersion: 'v1' } },
    };
    const eventId = await publishEvent('discussions', EVENTS.postModerationCompleted, held);
    // The same event again changes nothing (one hold, one log row).
    await publishEvent('discussions', EVENTS.postModerationCompleted, held, new Date(), eventId);
    expect(await queueItem(op.client, id)).toMatchObject({
      queue: 'held',
      status: 'pending',
      ai: { decision: 'held', provider: 'local', model: 'rules-test', reasons: ['May be a veiled threat.'], categories: ['threat'] },
    });
    expect((await author.client.get<DiscussionDetail>(`/api/discussions/${id}`)).body).toMatchObject({ moderationStatus: 'pending', reviewState: 'held' });
    const res = await op.client.post('/api/review/decisions', { itemType: 'discussion', itemId: id, action: 'reject', reason: 'Threatening language' });
    expect(res.status).toBe(201);
    expect((await author.client.get<DiscussionDetail>(`/api/discussions/${id}`)).body).toMatchObject({ moderationStatus: 'rejected', rejectionReason: 'Threatening language' });
    expect((await logOf(op.client, id)).map((e) => [e.action, e.aiDecision, e.model])).toEqual([
      ['rejected', 'held', 'rules-test'],
      ['held', 'held', 'rules-test'],
    ]);
    expect((await op.client.get<AgreementRow[]>('/api/review/agreement')).body.find((r) => r.model === 'rules-test')).toEqual({ provider: 'local', model: 'rules-test', decisions: 0, agreed: 0, held: 1 });
    // The agreement is on the discussions service's /metrics too.
    const metrics = await (await fetch(`${(stackState() as Record<string, { healthUrl: string }>).discussions!.healthUrl}/metrics`)).text();
    expect(metrics).toMatch(/civic_review_decisions\{provider="local",model="rules-test",agreement="held"\} 1/);
  });
});

describe('npm run discussions:remoderate -- --approved', () => {
  /** The built command, as an operator runs it after a new rule set or model. */
  const remoderate = (...args: string[]) =>
    spawnSync(process.execPath, [join(ROOT, 'services/discussions/dist/cli/remoderate.js'), ...args], {
      env: { ...process.env, DATABASE_URL: stackEnv('DATABASE_URL') },
      encoding: 'utf8',
    });

  it('asks the AI again about published posts: one it now rejects is taken down (count, author told, logged), a civil one stays, a moderator-approved one is left alone', async () => {
    const billId = await discussableBill('Recheck Act');
    const author = await voter('Rhoda Rechecked');
    const op = await operator('Otis Operator');
    const post = await published(author, billId, civil);
    const replyVerdict = eventWhere<{ reply: ReplyView }>(author.socket, SOCKET_EVENTS.replyModerated, (p) => p.reply.parentDiscussionId === post.id);
    expect((await author.client.post(`/api/discussions/${post.id}/replies`, { content: 'Grants should favour counties with no provider at all.' })).status).toBe(201);
    const { reply } = await replyVerdict;
    expect(reply.moderationStatus).toBe('approved');
    const kept = await published(author, billId, { title: 'Broadband maps', content: 'The coverage maps overstate service; fix them before grants go out.' });
    // Rules that approved this insult before (what a new rule set catches), as it stands in the database.
    await db().query(`UPDATE discussions.replies SET content = $2 WHERE id = $1`, [reply.id, 'You are an idiot and a clown for posting this.']);
    // A post a moderator approved stays: a person's word is not second-guessed by a machine.
    await db().query(
      `INSERT INTO discussions.moderation_log (post_type, post_id, actor_id, action, reason, queue, ai_decision, provider, model) VALUES ('discussion', $1, $2, 'approved', NULL, 'reported', 'approved', 'local', 'x')`,
      [kept.id, op.id],
    );

    const usage = remoderate('--approved', '--held');
    expect([usage.status, usage.stderr]).toEqual([2, expect.stringContaining('Choose one of --held, --delayed, --approved or post ids.')]);

    const down = eventWhere<{ reply: ReplyView }>(author.socket, SOCKET_EVENTS.replyModerated, (p) => p.reply.id === reply.id && p.reply.moderationStatus === 'rejected');
    const run = remoderate('--approved', post.id, reply.id, kept.id);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Review requested again for 2 post(s).');
    expect(run.stdout).toContain(`skipped ${kept.id}`);
    expect(run.status).toBe(1);

    expect((await down).reply).toMatchObject({ moderationStatus: 'rejected', rejectionReason: expect.stringMatching(/\S/) });
    expect((await author.client.get<DiscussionDetail>(`/api/discussions/${post.id}`)).body).toMatchObject({ moderationStatus: 'approved', replyCount: 0 });
    const stranger = await voter('Sid Stranger');
    expect((await stranger.client.get<ReplyView[]>(`/api/discussions/${post.id}/replies`)).body.map((r) => r.id)).not.toContain(reply.id);
    expect((await logOf(op.client, reply.id)).map((e) => [e.action, e.actor, e.aiDecision])).toEqual([['rejected', null, 'rejected']]);
    // The civil discussion's verdict came back approved: nothing changed for anyone, and nothing is logged.
    await waitFor('the discussion re-check to land', async () => {
      const { rows } = await db().query(`SELECT moderation->>'recheckRequestId' AS pending FROM discussions.discussions WHERE id = $1`, [post.id]);
      return rows[0].pending === null;
    });
    expect((await stranger.client.get(`/api/discussions/${post.id}`)).status).toBe(200);
    expect(await logOf(op.client, post.id)).toEqual([]);
    // The author may appeal the machine's new decision, as any rejection.
    expect((await author.client.post('/api/appeals', { itemType: 'reply', itemId: reply.id, note: 'I wrote no such thing.' })).status).toBe(201);
  });
});
