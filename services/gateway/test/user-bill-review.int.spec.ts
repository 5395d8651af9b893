import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { stackEnv, type ApiClient } from '@civic/testing';
import {
  DISCUSSION_MESSAGES,
  REVIEW_MESSAGES,
  SOCKET_EVENTS,
  USER_BILL_MESSAGES,
  type AgreementRow,
  type NotificationView,
  type ReviewLogEntry,
  type ReviewQueue,
  type UserBill,
  type UserBillModeratedPush,
} from '@civic/contracts';
import { closeVotingSupport, db, waitFor } from './voting-support';
import { eventWhere, sockets, voter } from './discussions-support';
import { stackState } from './chaos-support';

/*
 * People in the loop for public user bills (ADR 0020) through the real stack: reports hide a bill
 * at the threshold (3 distinct users), an operator sees it in the queue with the AI's verdict and
 * scores and removes it, and the author is told live and by a notification; a rejected bill's
 * author appeals once, an operator approves and the bill is published and the author's page flips
 * live. Every step is in the merged log, and the agreement counts the bills' decisions.
 */
afterAll(async () => {
  for (const s of sockets) s.close();
  await closeVotingSupport();
});

const ROOT = join(__dirname, '../../..');
const fine = {
  title: 'Library Hours Grant Act',
  description: 'Funds longer opening hours for public libraries through grants to states under the spending power (Article I, Section 8), with yearly reports to Congress.',
  policyArea: 'Education',
};
const unconstitutional = {
  title: 'National Faith Act',
  description: 'Establishes Christianity as the official national religion of the United States and requires every federal employee to attend services.',
  policyArea: 'Civil Rights and Liberties',
};

type Voter = Awaited<ReturnType<typeof voter>>;

async function operator(name: string): Promise<Voter> {
  const v = await voter(name);
  const { rows } = await db().query('SELECT email FROM identity.users WHERE id = $1', [v.id]);
  const granted = spawnSync(process.execPath, [join(ROOT, 'services/identity/dist/cli/grant-operator.js'), rows[0].email], {
    env: { ...process.env, DATABASE_URL: stackEnv('DATABASE_URL') },
    encoding: 'utf8',
  });
  expect([granted.status, granted.stderr]).toEqual([0, '']);
  return v;
}

/** A public bill of `author`'s with the AI's verdict (the real ai-worker, offline rules). */
async function reviewed(author: Voter, body: typeof fine): Promise<UserBill> {
  const verdict = eventWhere<UserBillModeratedPush>(author.socket, SOCKET_EVENTS.userBillModerated, (p) => p.bill.title === body.title && p.bill.moderationStatus !== 'pending');
  const created = await author.client.post<UserBill>('/api/user-bills', { ...body, isPublic: true, moderationStatus: 'pending' });
  expect(created.status).toBe(201);
  return (await verdict).bill;
}

const queueItem = async (op: ApiClient, id: string) => (await op.get<ReviewQueue>('/api/review/queue')).body.items.find((i) => i.itemId === id);
const logOf = async (op: ApiClient, id: string) => (await op.get<ReviewLogEntry[]>('/api/review/log?limit=200')).body.filter((e) => e.itemId === id);
const outcomes = async (c: ApiClient, billId: string) =>
  (await c.get<NotificationView[]>('/api/notifications?limit=100')).body.filter((n) => n.type === 'moderation_outcome' && n.relatedBillId === billId);

describe('a report of a public user bill', () => {
  it('hides it at 3 reporters; the operator sees verdict, scores and reports, removes it; the author is told live and by a notification; the log has every step', async () => {
    const author = await voter('Bea Billwriter');
    const bill = await reviewed(author, fine);
    expect(bill).toMatchObject({ moderationStatus: 'approved', reviewState: null, appealed: false, removed: false, moderatorReason: null });
    const [r1, r2, r3] = [await voter('Ron One'), await voter('Rhea Two'), await voter('Rik Three')];
    const op = await operator('Ola Operator');

    const own = await author.client.post('/api/reports', { itemType: 'user_bill', itemId: bill.id, reason: 'spam' });
    expect([own.status, own.body.message]).toEqual([403, REVIEW_MESSAGES.ownReport]);
    const badType = await r1.client.post('/api/reports', { itemType: 'bill', itemId: bill.id, reason: 'spam' });
    expect([badType.status, badType.body.message]).toEqual([400, "itemType must be 'discussion', 'reply', 'user_bill' or 'event'"]);
    // A user bill's id named as a discussion names nothing there.
    expect((await r1.client.post('/api/reports', { itemType: 'discussion', itemId: bill.id, reason: 'spam' })).status).toBe(404);
    expect((await r1.client.post('/api/reports', { itemType: 'user_bill', itemId: bill.id, reason: 'misinformation', note: 'The costs are made up' })).body).toEqual({ reported: true, hidden: false });
    const again = await r1.client.post('/api/reports', { itemType: 'user_bill', itemId: bill.id, reason: 'spam' });
    expect([again.status, again.body.message]).toEqual([409, REVIEW_MESSAGES.alreadyReported]);
    expect((await r2.client.post('/api/reports', { itemType: 'user_bill', itemId: bill.id, reason: 'off_topic' })).body).toEqual({ reported: true, hidden: false });
    // Below the threshold it stays public.
    expect((await r3.client.get(`/api/user-bills/${bill.id}`)).status).toBe(200);

    const hiddenPush = eventWhere<UserBillModeratedPush>(author.socket, SOCKET_EVENTS.userBillModerated, (p) => p.bill.id === bill.id && p.bill.reviewState === 'reported');
    const third = await r3.client.post('/api/reports', { itemType: 'user_bill', itemId: bill.id, reason: 'other' });
    expect([third.status, third.body]).toEqual([201, { reported: true, hidden: true }]);
    expect((await hiddenPush).bill).toMatchObject({ moderationStatus: 'pending', reviewState: 'reported' });
    // Gone for others (the page, the public list), still there for its author with its state.
    expect((await r1.client.get(`/api/user-bills/${bill.id}`)).status).toBe(404);
    expect((await r1.client.get<UserBill[]>('/api/user-bills/public?limit=100')).body.map((b) => b.id)).not.toContain(bill.id);
    expect((await author.client.get<UserBill>(`/api/user-bills/${bill.id}`)).body).toMatchObject({ moderationStatus: 'pending', reviewState: 'reported' });
    // A fourth reporter can no longer see it.
    expect((await (await voter('Ria Four')).client.post('/api/reports', { itemType: 'user_bill', itemId: bill.id, reason: 'spam' })).status).toBe(404);
    // Nor can it be discussed while hidden: discussions hears of it (user-bill.hidden.v1).
    const discussable = async () => (await db().query(`SELECT discussable FROM discussions.bills WHERE bill_type = 'user' AND bill_id = $1`, [bill.id])).rows[0]?.discussable;
    await waitFor('the discussions copy to hear the bill is hidden', async () => (await discussable()) === false);
    const post = await r1.client.post('/api/discussions', { billType: 'user', billId: bill.id, title: 'Longer hours', content: 'Libraries open late help students who work during the day.' });
    expect([post.status, post.body.message]).toEqual([404, DISCUSSION_MESSAGES.billNotFound]);

    const item = await queueItem(op.client, bill.id);
    expect(item).toMatchObject({
      itemType: 'user_bill',
      discussionId: null,
      queue: 'reported',
      status: 'pending',
      title: fine.title,
      content: fine.description,
      author: { id: author.id, name: 'Bea Billwriter' },
      ai: { decision: 'approved', provider: 'local' },
    });
    expect(Object.keys(item!.ai!.scores!).sort()).toEqual(['constitutionality', 'decency', 'overall']);
    expect(item!.ai!.scores!.overall).toBe(bill.overallScore);
    expect(item!.reports.map((r) => r.reason).sort()).toEqual(['misinformation', 'off_topic', 'other']);
    expect(item!.reports.find((r) => r.reason === 'misinformation')!.note).toBe('The costs are made up');

    const removedPush = eventWhere<UserBillModeratedPush>(author.socket, SOCKET_EVENTS.userBillModerated, (p) => p.bill.id === bill.id && p.bill.removed);
    const removed = await op.client.post<ReviewLogEntry>('/api/review/decisions', { itemType: 'user_bill', itemId: bill.id, action: 'remove', reason: 'Misleading figures' });
    expect(removed.status).toBe(201);
    expect(removed.body).toMatchObject({ itemType: 'user_bill', action: 'removed', actor: { id: op.id, name: 'Ola Operator' }, reason: 'Misleading figures', aiDecision: 'approved', provider: 'local' });
    expect((await removedPush).bill).toMatchObject({ moderationStatus: 'rejected', removed: true, reviewState: null, moderatorReason: 'Misleading figures' });
    const twice = await op.client.post('/api/review/decisions', { itemType: 'user_bill', itemId: bill.id, action: 'approve' });
    expect([twice.status, twice.body.message]).toEqual([409, REVIEW_MESSAGES.notInQueue]);
    expect(await queueItem(op.client, bill.id)).toBeUndefined();
    // A removal is final: no appeal, no resubmission.
    const appeal = await author.client.post('/api/appeals', { itemType: 'user_bill', itemId: bill.id, note: 'Please' });
    expect([appeal.status, appeal.body.message]).toEqual([409, REVIEW_MESSAGES.notAppealable]);
    const resubmit = await author.client.put(`/api/user-bills/${bill.id}`, { ...fine, moderationStatus: 'pending' });
    expect([resubmit.status, resubmit.body.message]).toEqual([409, USER_BILL_MESSAGES.removed]);

    await waitFor('the author to be notified', async () => (await outcomes(author.client, bill.id)).length > 0);
    expect((await outcomes(author.client, bill.id)).map((n) => n.message)).toEqual([`A moderator removed your bill “${fine.title}” after reports. Reason: Misleading figures`]);

    expect((await logOf(op.client, bill.id)).map((e) => [e.itemType, e.action, e.actor?.name ?? null])).toEqual([
      ['user_bill', 'removed', 'Ola Operator'],
      ['user_bill', 'hidden', null],
    ]);
    // Append-only in the bills schema too.
    await expect(db().query(`UPDATE bills.moderation_log SET reason = 'x' WHERE post_id = $1`, [bill.id])).rejects.toThrow(/append-only/);
    await expect(db().query(`DELETE FROM bills.moderation_log WHERE post_id = $1`, [bill.id])).rejects.toThrow(/append-only/);
  });
});

describe("a reporter's own report of a public user bill", () => {
  it('shows as hasUserReported on the bill, the public list and a support answer for them only', async () => {
    const author = await voter('Bo Billwriter');
    const bill = await reviewed(author, { ...fine, title: `${fine.title} (${Date.now().toString(36)})` });
    expect(bill.moderationStatus).toBe('approved');
    const [reporter, other] = [await voter('Rue Reporter'), await voter('Oz Other')];
    const reads = async (c: ApiClient) => ({
      bill: (await c.get<UserBill>(`/api/user-bills/${bill.id}`)).body.hasUserReported,
      listed: (await c.get<UserBill[]>('/api/user-bills/public?limit=100')).body.find((b) => b.id === bill.id)?.hasUserReported,
    });
    expect(await reads(reporter.client)).toEqual({ bill: false, listed: false });
    expect((await reporter.client.post('/api/reports', { itemType: 'user_bill', itemId: bill.id, reason: 'spam' })).status).toBe(201);
    expect(await reads(reporter.client)).toEqual({ bill: true, listed: true });
    expect((await reporter.client.put<UserBill>(`/api/user-bills/${bill.id}/support`, { supportType: 'oppose' })).body).toMatchObject({ mySupport: 'oppose', hasUserReported: true });
    for (const c of [other.client, author.client]) expect(await reads(c)).toEqual({ bill: false, listed: false });
  });
});

describe('an appeal of a rejected user bill', () => {
  it('goes to the queue once; an approval publishes it, the author page flips live and a notification tells them; agreement counts it on /api/review/agreement and bills /metrics', async () => {
    const author = await voter('Abel Appellant');
    const bill = await reviewed(author, unconstitutional);
    expect(bill).toMatchObject({ moderationStatus: 'rejected', appealed: false });
    const op = await operator('Omar Operator');
    const stranger = await voter('Stan Stranger');

    expect((await stranger.client.post('/api/appeals', { itemType: 'user_bill', itemId: bill.id, note: 'Mine!' })).status).toBe(404);
    const empty = await author.client.post('/api/appeals', { itemType: 'user_bill', itemId: bill.id, note: ' ' });
    expect([empty.status, empty.body.message]).toEqual([400, REVIEW_MESSAGES.appealNoteRequired]);
    expect((await author.client.post('/api/appeals', { itemType: 'user_bill', itemId: bill.id, note: 'It is a satire of the idea, to show why it is wrong.' })).status).toBe(201);
    const twice = await author.client.post('/api/appeals', { itemType: 'user_bill', itemId: bill.id, note: 'Please' });
    expect([twice.status, twice.body.message]).toEqual([409, REVIEW_MESSAGES.alreadyAppealed]);
    expect((await author.client.get<UserBill>(`/api/user-bills/${bill.id}`)).body).toMatchObject({ moderationStatus: 'rejected', reviewState: 'appealed', appealed: true });
    // While a moderator has it, the author does not resubmit it.
    const resubmit = await author.client.put(`/api/user-bills/${bill.id}`, { moderationStatus: 'pending' });
    expect([resubmit.status, resubmit.body.message]).toEqual([409, REVIEW_MESSAGES.withModerator]);

    expect(await queueItem(op.client, bill.id)).toMatchObject({
      itemType: 'user_bill',
      queue: 'appealed',
      status: 'rejected',
      appeal: { note: 'It is a satire of the idea, to show why it is wrong.' },
      ai: { decision: 'rejected', provider: 'local' },
    });
    const item = await queueItem(op.client, bill.id);
    expect(item!.ai!.reasons.join(' ')).toMatch(/religion/i);

    const flipped = eventWhere<UserBillModeratedPush>(author.socket, SOCKET_EVENTS.userBillModerated, (p) => p.bill.id === bill.id && p.bill.moderationStatus === 'approved');
    expect((await op.client.post('/api/review/decisions', { itemType: 'user_bill', itemId: bill.id, action: 'approve' })).status).toBe(201);
    expect((await flipped).bill).toMatchObject({ reviewState: null, appealed: true, moderatorReason: null });
    expect((await stranger.client.get(`/api/user-bills/${bill.id}`)).status).toBe(200);
    expect((await stranger.client.get<UserBill[]>('/api/user-bills/public?limit=100')).body.map((b) => b.id)).toContain(bill.id);
    await waitFor('the author to be notified', async () => (await outcomes(author.client, bill.id)).length > 0);
    expect((await outcomes(author.client, bill.id))[0]!.message).toBe(`Your appeal was accepted: your bill “${unconstitutional.title}” is published.`);
    expect((await logOf(op.client, bill.id)).map((e) => [e.action, e.actor?.id ?? null, e.aiDecision])).toEqual([
      ['approved', op.id, 'rejected'],
      ['appealed', author.id, 'rejected'],
    ]);

    // A person overruled the AI: a disagreement, counted per provider and model (posts and bills
    // summed; other suites on the shared stack add theirs, so only its presence is certain).
    const local = (await op.client.get<AgreementRow[]>('/api/review/agreement')).body.find((r) => r.provider === 'local')!;
    expect(local.decisions).toBeGreaterThan(local.agreed);
    const metrics = await (await fetch(`${(stackState() as Record<string, { healthUrl: string }>).bills!.healthUrl}/metrics`)).text();
    expect(metrics).toMatch(/civic_review_decisions\{provider="local",model="[^"]+",agreement="disagreed"\} [1-9]/);
  });
});
