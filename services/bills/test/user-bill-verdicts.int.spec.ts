import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  decideBillModeration,
  EVENTS,
  userBillModerated,
  userBillModerationRequested,
  type UserBillModerationCompleted,
} from '@civic/contracts';
import { applyVerdict } from '../src/user-bills/review';
import { UserBillsRepository } from '../src/user-bills/user-bills.repository';
import { UserBillsService } from '../src/user-bills/user-bills.service';
import { privateBillsDatabase } from './support';

/*
 * Applying verdicts, in-process on a database of its own (no relay or ai-worker sees its outbox,
 * so every outcome is the test's): a verdict counts once, only for the revision it judged; a
 * failure leaves the bill pending and "review delayed" until an operator asks again.
 */
let db: Awaited<ReturnType<typeof privateBillsDatabase>>;
let ds: DataSource;
let service: UserBillsService;
const author = randomUUID();

beforeAll(async () => {
  db = await privateBillsDatabase();
  ds = db.ds;
  service = new UserBillsService(ds, new UserBillsRepository(ds));
});
afterAll(() => db?.drop());

const verdict = (overallScore: number) =>
  decideBillModeration({
    constitutionalityScore: overallScore,
    decencyScore: 9,
    overallScore,
    hardViolation: false,
    constitutionalityAssessment: 'Assessed.',
    decencyAssessment: 'Civil.',
    rejectionReasons: overallScore < 6 ? ['Too vague to assess.'] : [],
    recommendations: ['Name the power relied on.', 'Add a reporting duty.'],
  });
const provenance = { provider: 'local', model: 'local-rules-v1', promptVersion: 'test' };

function completed(billId: string, contentVersion: number, result: UserBillModerationCompleted['result']): UserBillModerationCompleted {
  return { billId, contentVersion, requestEventId: randomUUID(), result };
}

async function outbox(name: string, billId: string) {
  const rows: { payload: Record<string, unknown> }[] = await ds.query(`SELECT payload FROM bills.outbox WHERE name = $1 AND payload->>'billId' = $2 ORDER BY created_at`, [name, billId]);
  return rows.map((r) => r.payload);
}

it('writes a review request that matches its contract when a bill is submitted', async () => {
  const bill = await service.create(author, { title: 'A', description: 'B', fullText: 'C', policyArea: 'Health', tags: ['t'], isPublic: true, moderationStatus: 'pending' });
  const [request] = await outbox(EVENTS.userBillModerationRequested, bill.id);
  expect(userBillModerationRequested.parse(request)).toEqual({
    billId: bill.id, authorId: author, contentVersion: 1,
    input: { title: 'A', description: 'B', fullText: 'C', policyArea: 'Health', tags: ['t'] },
  });
});

it('applies a verdict once, emits user-bill.moderated.v1, and ignores a second verdict', async () => {
  const bill = await service.create(author, { title: 'A', description: 'B', fullText: '', tags: [], isPublic: true, moderationStatus: 'pending' });
  const first = await ds.transaction((m) => applyVerdict(m, completed(bill.id, 1, { ok: true, output: verdict(8), provenance })));
  expect(first.outcome).toBe('applied');
  const again = await ds.transaction((m) => applyVerdict(m, completed(bill.id, 1, { ok: true, output: verdict(2), provenance })));
  expect(again.outcome).toBe('not-pending');
  const stored = await service.get(author, bill.id);
  expect(stored).toMatchObject({ moderationStatus: 'approved', overallScore: 8, recommendations: 'Name the power relied on.\nAdd a reporting duty.' });
  const events = await outbox(EVENTS.userBillModerated, bill.id);
  expect(events.map((e) => userBillModerated.parse(e))).toEqual([{ billId: bill.id, authorId: author, title: 'A', decision: 'approved', isPublic: true }]);
});

it('ignores a verdict for an older revision and one for an unknown bill', async () => {
  const draft = await service.create(author, { title: 'A', description: 'B', fullText: '', tags: [], isPublic: false, moderationStatus: 'draft' });
  await service.update(author, draft.id, { moderationStatus: 'pending' });
  expect((await ds.transaction((m) => applyVerdict(m, completed(draft.id, 7, { ok: true, output: verdict(8), provenance })))).outcome).toBe('stale');
  expect((await ds.transaction((m) => applyVerdict(m, completed(randomUUID(), 1, { ok: true, output: verdict(8), provenance })))).outcome).toBe('unknown-bill');
  expect((await service.get(author, draft.id)).moderationStatus).toBe('pending');
  expect((await ds.transaction((m) => applyVerdict(m, { billId: draft.id }))).outcome).toBe('invalid');
});

it('keeps a bill pending and "review delayed" when no verdict could be produced, until an operator asks again', async () => {
  const bill = await service.create(author, { title: 'A', description: 'B', fullText: '', tags: [], isPublic: false, moderationStatus: 'pending' });
  const failed = await ds.transaction((m) => applyVerdict(m, completed(bill.id, 1, { ok: false, error: 'provider down', attempts: 5 })));
  expect(failed.outcome).toBe('failure-recorded');
  expect(await service.get(author, bill.id)).toMatchObject({ moderationStatus: 'pending', reviewDelayed: true });

  const decided = await service.create(author, { title: 'D', description: 'E', fullText: '', tags: [], isPublic: false, moderationStatus: 'draft' });
  const result = await service.remoderate({ kind: 'delayed', ids: [] });
  expect(result.requested).toContain(bill.id);
  expect(result.requested).not.toContain(decided.id);
  expect(await service.get(author, bill.id)).toMatchObject({ moderationStatus: 'pending', reviewDelayed: false });
  expect(await outbox(EVENTS.userBillModerationRequested, bill.id)).toHaveLength(2);
  expect((await service.remoderate({ kind: 'ids', ids: [decided.id] })).skipped).toEqual([{ id: decided.id, reason: 'status is draft' }]);

  expect((await ds.transaction((m) => applyVerdict(m, completed(bill.id, 1, { ok: true, output: verdict(3), provenance })))).outcome).toBe('applied');
  expect(await service.get(author, bill.id)).toMatchObject({ moderationStatus: 'rejected', overallScore: 3, rejectionReasons: ['Too vague to assess.'] });
});

describe('bills:remoderate --approved (a new rule set or model)', () => {
  const publish = async (title: string) => {
    const bill = await service.create(author, { title, description: 'B', fullText: '', tags: [], isPublic: true, moderationStatus: 'pending' });
    expect((await ds.transaction((m) => applyVerdict(m, completed(bill.id, 1, { ok: true, output: verdict(8), provenance })))).outcome).toBe('applied');
    return bill;
  };
  const lastRequestId = async (billId: string) => {
    const rows: { id: string }[] = await ds.query(`SELECT id FROM bills.outbox WHERE name = $1 AND payload->>'billId' = $2 ORDER BY created_at DESC LIMIT 1`, [EVENTS.userBillModerationRequested, billId]);
    return rows[0]!.id;
  };
  const verdicts = async (billId: string) => (await outbox(EVENTS.userBillModerated, billId)).map((e) => userBillModerated.parse(e).decision);

  it('re-checks AI approvals only; a rejection of that request takes the bill down and tells the author, a re-approval tells nobody', async () => {
    const takenDown = await publish('Taken down');
    const kept = await publish('Kept');
    const byAPerson = await publish('Approved by a moderator');
    await ds.query(`INSERT INTO bills.moderation_log (post_type, post_id, actor_id, action, reason, queue) VALUES ('user_bill', $1, $2, 'approved', NULL, 'appealed')`, [byAPerson.id, randomUUID()]);

    const all = await service.remoderate({ kind: 'approved', ids: [] });
    expect(all.requested).toEqual(expect.arrayContaining([takenDown.id, kept.id]));
    expect(all.requested).not.toContain(byAPerson.id);
    expect(await service.remoderate({ kind: 'approved', ids: [byAPerson.id] })).toEqual({ requested: [], skipped: [{ id: byAPerson.id, reason: 'approved by a moderator' }] });

    // Only the verdict of that very request applies to a published bill.
    expect((await ds.transaction((m) => applyVerdict(m, completed(takenDown.id, 1, { ok: true, output: verdict(3), provenance })))).outcome).toBe('not-pending');
    expect((await service.get(author, takenDown.id)).moderationStatus).toBe('approved');

    const rejection = { ...completed(takenDown.id, 1, { ok: true, output: verdict(3), provenance }), requestEventId: await lastRequestId(takenDown.id) };
    expect((await ds.transaction((m) => applyVerdict(m, rejection))).outcome).toBe('applied');
    expect(await service.get(author, takenDown.id)).toMatchObject({ moderationStatus: 'rejected', overallScore: 3 });
    expect(await verdicts(takenDown.id)).toEqual(['approved', 'rejected']);

    const reapproval = { ...completed(kept.id, 1, { ok: true, output: verdict(7), provenance }), requestEventId: await lastRequestId(kept.id) };
    expect((await ds.transaction((m) => applyVerdict(m, reapproval))).outcome).toBe('applied');
    expect(await service.get(author, kept.id)).toMatchObject({ moderationStatus: 'approved', overallScore: 7 });
    expect(await verdicts(kept.id)).toEqual(['approved']);
  });

  it('skips pending bills and says why; a pending bill is still asked again by id', async () => {
    const pending = await service.create(author, { title: 'P', description: 'B', fullText: '', tags: [], isPublic: true, moderationStatus: 'pending' });
    expect(await service.remoderate({ kind: 'approved', ids: [pending.id] })).toEqual({ requested: [], skipped: [{ id: pending.id, reason: 'status is pending' }] });
    expect((await service.remoderate({ kind: 'ids', ids: [pending.id] })).requested).toEqual([pending.id]);
  });
});
