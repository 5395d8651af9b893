import type { DataSource } from 'typeorm';
import { ARCHETYPE_KEYS, EVENTS } from '@civic/contracts';
import { createRedis, InboxConsumer } from '@civic/service-kit';
import { stackEnv } from '@civic/testing';
import { BillsQueries } from '../src/bills.queries';
import { BillsRepository } from '../src/repositories';
import { upsertBill, upsertBills } from '../src/persist/bill-store';
import { contentHash } from '../src/persist/hashes';
import { applySynthesisCompleted } from '../src/synthesis/apply-completed';
import { resynthesize } from '../src/cli/resynthesize';
import { loadSampleIfEmpty } from '../src/sample-loader';
import { SAMPLE_BILLS } from '../src/sample';
import { completedEvent, makeBill, makeOutput, outboxEvents, outstandingRequest, privateBillsDatabase } from './support';

// A shared two-core machine (and, here, child processes): generous per-test time.
jest.setTimeout(30_000);

// In-process against a private, migrated database: the AI pipeline's bills side, step by step.
let db: Awaited<ReturnType<typeof privateBillsDatabase>>;
let ds: DataSource;
const redis = createRedis(stackEnv('REDIS_URL'), { lazyConnect: true });
let inbox: InboxConsumer;
let queries: BillsQueries;

beforeAll(async () => {
  db = await privateBillsDatabase();
  ds = db.ds;
  // process() is called directly; the worker is never started, so Redis is not used.
  inbox = new InboxConsumer(ds, redis, 'unused', 'bills', {
    [EVENTS.billSynthesisCompleted]: async (payload, m, event) => void (await applySynthesisCompleted(m, payload, event)),
  });
  queries = new BillsQueries(new BillsRepository(ds));
}, 30_000);

afterAll(async () => {
  await db?.drop();
  redis.disconnect();
});

const apply = (payload: unknown) => ds.transaction((m) => applySynthesisCompleted(m, payload));
const status = async (billId: string) =>
  (await ds.query(`SELECT synthesis_status, synthesized, synthesis_error, synthesis_attempts FROM bills.bills WHERE bill_id = $1`, [billId]))[0];
const synthesisCount = async (billId: string) => (await ds.query(`SELECT count(*)::int AS n FROM bills.bill_syntheses WHERE bill_id = $1`, [billId]))[0].n;

describe('built-in sample', () => {
  it('loads once into an empty table, even when two replicas start together', async () => {
    const [a, b] = await Promise.all([loadSampleIfEmpty(ds, SAMPLE_BILLS), loadSampleIfEmpty(ds, SAMPLE_BILLS)]);
    const loaded = [a, b].filter((x) => x !== null);
    expect(loaded).toHaveLength(1);
    expect(loaded[0]!.every((o) => o.outcome === 'imported')).toBe(true);
    const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM bills.bills WHERE source = 'sample'`);
    expect(n).toBe(SAMPLE_BILLS.length);
    const [{ requests }] = await ds.query(`SELECT count(*)::int AS requests FROM bills.outbox WHERE name = $1`, [EVENTS.billSynthesisRequested]);
    expect(requests).toBe(SAMPLE_BILLS.length);
    expect(await loadSampleIfEmpty(ds, SAMPLE_BILLS)).toBeNull();
  });
});

describe('storing a new bill', () => {
  it('inserts it pending and requests its synthesis in the same transaction', async () => {
    const bill = makeBill({ billText: 'SECTION 1. Short title.' });
    const [outcome] = await upsertBills(ds, [bill]);
    expect(outcome).toEqual({ billId: bill.billId, outcome: 'imported', synthesisRequested: true });
    expect(await status(bill.billId)).toMatchObject({ synthesis_status: 'pending', synthesized: false });
    const [request] = await outboxEvents(ds, EVENTS.billSynthesisRequested, bill.billId);
    expect(request.payload).toEqual({
      billId: bill.billId,
      contentVersion: contentHash(bill),
      input: {
        billId: bill.billId,
        title: bill.title,
        shortTitle: null,
        summary: bill.summary,
        billText: 'SECTION 1. Short title.',
        policyArea: 'Health',
        subjects: ['Hospital care'],
        latestActionText: bill.latestActionText,
      },
    });
    expect(await outstandingRequest(ds, bill.billId)).toEqual({ requestEventId: request.id, contentVersion: contentHash(bill) });
  });

  it('rolls the bill and its request back together', async () => {
    const bill = makeBill();
    await expect(
      ds.transaction(async (m) => {
        await upsertBill(m, bill);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await ds.query(`SELECT 1 FROM bills.bills WHERE bill_id = $1`, [bill.billId])).toEqual([]);
    expect(await outboxEvents(ds, EVENTS.billSynthesisRequested, bill.billId)).toEqual([]);
  });

  it('skips, with the reason, a record the database would refuse, and stores the rest of the batch', async () => {
    const good = makeBill();
    const outcomes = await upsertBills(ds, [
      makeBill({ policyArea: 'Astrology' as never }),
      { ...makeBill(), billId: 'not-a-bill' },
      makeBill({ originChamber: 'Moon' as never }),
      good,
    ]);
    expect(outcomes.map((o) => o.outcome)).toEqual(['skipped', 'skipped', 'skipped', 'imported']);
    expect(outcomes[0]).toMatchObject({ reason: 'unknown policy area "Astrology"' });
    expect(outcomes[1]).toMatchObject({ reason: expect.stringContaining('is not of the form 119-hr-1234') });
    expect(outcomes[2]).toMatchObject({ reason: expect.stringContaining('refused by the database') });
    expect(await status(good.billId)).toMatchObject({ synthesis_status: 'pending' });
  });
});

describe('applying bill.synthesis-completed.v1', () => {
  it('stores the synthesis, activates the bill and emits bill.synthesized.v1 with every archetype vote', async () => {
    const bill = makeBill();
    await upsertBills(ds, [bill]);
    const req = await outstandingRequest(ds, bill.billId);
    expect(await inbox.process({ data: completedEvent({ billId: bill.billId, ...req }) })).toBe('applied');

    expect(await status(bill.billId)).toMatchObject({ synthesis_status: 'synthesized', synthesized: true });
    const [event] = await outboxEvents(ds, EVENTS.billSynthesized, bill.billId);
    expect(event.payload).toMatchObject({ billId: bill.billId, title: bill.title, policyArea: 'Health' });
    expect(Object.keys(event.payload.archetypeVotes).sort()).toEqual([...ARCHETYPE_KEYS].sort());
    expect(event.payload.archetypeVotes[ARCHETYPE_KEYS[0]]).toBe('support');
    expect(event.payload.archetypeVotes[ARCHETYPE_KEYS[1]]).toBe('oppose');

    const detail = await queries.get(bill.billId);
    expect(detail.synthesis).toMatchObject({
      billAiSynthesisShort: 'A short synthesis.',
      billArgumentsFor: ['It helps patients.', 'It is cheap.'],
      billArgumentsAgainst: ['It adds paperwork.'],
      billImportanceScore: 6,
      current: true,
      provider: 'test',
      model: 'fixture',
      promptVersion: 't1',
    });
  });

  it('applies a redelivered event once, and a repeated answer under a new event id not at all', async () => {
    const bill = makeBill();
    await upsertBills(ds, [bill]);
    const req = await outstandingRequest(ds, bill.billId);
    const event = completedEvent({ billId: bill.billId, ...req });
    expect(await inbox.process({ data: event })).toBe('applied');
    expect(await inbox.process({ data: event })).toBe('duplicate');
    const again = completedEvent({
      billId: bill.billId,
      ...req,
      result: { ok: true, output: makeOutput({ billAiSynthesisShort: 'A different answer.' }), provenance: { provider: 'test', model: 'fixture', promptVersion: 't1' } },
    });
    expect(await apply(again.payload)).toBe('already-synthesized');

    expect(await synthesisCount(bill.billId)).toBe(1);
    expect((await queries.get(bill.billId)).synthesis?.billAiSynthesisShort).toBe('A short synthesis.');
    expect(await outboxEvents(ds, EVENTS.billSynthesized, bill.billId)).toHaveLength(1);
  });

  it('ignores a result for another content version and an unknown bill', async () => {
    const bill = makeBill();
    await upsertBills(ds, [bill]);
    const req = await outstandingRequest(ds, bill.billId);
    expect(await apply(completedEvent({ billId: bill.billId, requestEventId: req.requestEventId, contentVersion: 'some-older-version' }).payload)).toBe('stale');
    expect(await apply(completedEvent({ billId: '950-hr-1', ...req }).payload)).toBe('unknown-bill');
    expect(await status(bill.billId)).toMatchObject({ synthesis_status: 'pending' });
    expect(await synthesisCount(bill.billId)).toBe(0);
  });

  it('records a failure on the bill (failed, with error and attempts) and takes a later success', async () => {
    const bill = makeBill();
    await upsertBills(ds, [bill]);
    const req = await outstandingRequest(ds, bill.billId);
    const failed = completedEvent({ billId: bill.billId, ...req, result: { ok: false, error: 'provider refused: quota', attempts: 8 } });
    expect(await apply(failed.payload)).toBe('failure-recorded');
    expect(await status(bill.billId)).toMatchObject({ synthesis_status: 'failed', synthesized: false, synthesis_error: 'provider refused: quota', synthesis_attempts: 8 });
    expect((await queries.get(bill.billId)).synthesisStatus).toBe('failed');

    expect(await apply(completedEvent({ billId: bill.billId, ...req }).payload)).toBe('applied');
    expect(await status(bill.billId)).toMatchObject({ synthesis_status: 'synthesized', synthesis_error: null, synthesis_attempts: 8 });
  });

  it('records an unreadable result as the bill\'s failure', async () => {
    const bill = makeBill();
    await upsertBills(ds, [bill]);
    const req = await outstandingRequest(ds, bill.billId);
    const votes = { ...makeOutput().archetypeVotes } as Record<string, unknown>;
    delete votes[ARCHETYPE_KEYS[3]];
    const bad = { billId: bill.billId, ...req, result: { ok: true, output: { ...makeOutput(), archetypeVotes: votes }, provenance: { provider: 'x', model: 'y', promptVersion: 'z' } } };
    expect(await apply(bad)).toBe('failure-recorded');
    expect(await status(bill.billId)).toMatchObject({ synthesis_status: 'failed', synthesis_error: expect.stringContaining('invalid synthesis result') });
    expect(await apply({ nothing: true })).toBe('invalid');
  });
});

describe('re-importing', () => {
  async function synthesized(overrides = {}) {
    const bill = makeBill(overrides);
    await upsertBills(ds, [bill]);
    expect(await apply(completedEvent({ billId: bill.billId, ...(await outstandingRequest(ds, bill.billId)) }).payload)).toBe('applied');
    return bill;
  }

  it('changes nothing for an identical record (same fields from another source included)', async () => {
    const bill = await synthesized();
    const [before] = await ds.query(`SELECT updated_at, fetch_timestamp FROM bills.bills WHERE bill_id = $1`, [bill.billId]);
    const outcomes = await upsertBills(ds, [bill, { ...bill, source: 'unitedstates-data-json' }]);
    expect(outcomes.map((o) => o.outcome)).toEqual(['unchanged', 'unchanged']);
    expect(await ds.query(`SELECT updated_at, fetch_timestamp FROM bills.bills WHERE bill_id = $1`, [bill.billId])).toEqual([before]);
    expect(await outboxEvents(ds, EVENTS.billSynthesisRequested, bill.billId)).toHaveLength(1);
  });

  it('updates other fields without asking for a new synthesis', async () => {
    const bill = await synthesized();
    const [o] = await upsertBills(ds, [{ ...bill, latestActionDate: '2025-03-01', latestActionText: 'Passed House.', updateDate: '2025-03-02T00:00:00.000Z' }]);
    expect(o).toEqual({ billId: bill.billId, outcome: 'updated', synthesisRequested: false });
    expect(await status(bill.billId)).toMatchObject({ synthesis_status: 'synthesized' });
    expect((await queries.get(bill.billId)).latestActionText).toBe('Passed House.');
  });

  it('sends a bill whose summary changed back to pending with a new request; an answer for the old text is stale', async () => {
    const bill = await synthesized();
    const old = await outstandingRequest(ds, bill.billId);
    const changed = { ...bill, summary: 'A rewritten summary.', updateDate: '2025-04-01T00:00:00.000Z' };
    const [o] = await upsertBills(ds, [changed]);
    expect(o).toEqual({ billId: bill.billId, outcome: 'updated', synthesisRequested: true });
    expect(await status(bill.billId)).toMatchObject({ synthesis_status: 'pending', synthesized: false });
    const requests = await outboxEvents(ds, EVENTS.billSynthesisRequested, bill.billId);
    expect(requests).toHaveLength(2);
    expect(requests[1].payload.input.summary).toBe('A rewritten summary.');
    // Until the new synthesis lands, the detail keeps the old one, marked as not current.
    expect((await queries.get(bill.billId)).synthesis?.current).toBe(false);

    expect(await apply(completedEvent({ billId: bill.billId, requestEventId: old.requestEventId, contentVersion: old.contentVersion }).payload)).toBe('stale');
    const fresh = await outstandingRequest(ds, bill.billId);
    expect(fresh.contentVersion).toBe(contentHash(changed));
    expect(await apply(completedEvent({ billId: bill.billId, ...fresh }).payload)).toBe('applied');
    expect((await queries.get(bill.billId)).synthesis?.current).toBe(true);
    expect(await synthesisCount(bill.billId)).toBe(1);
  });

  it('skips a record older than the stored one, and one of the same update from a less complete source', async () => {
    const bill = await synthesized();
    const [older] = await upsertBills(ds, [{ ...bill, summary: 'Old words.', updateDate: '2024-01-01T00:00:00.000Z' }]);
    expect(older).toMatchObject({ outcome: 'skipped', reason: expect.stringContaining('older than the stored record') });
    const [poorer] = await upsertBills(ds, [{ ...bill, sponsors: [{ ...bill.sponsors[0], party: null }], source: 'unitedstates-data-json' }]);
    expect(poorer).toMatchObject({ outcome: 'skipped', reason: expect.stringContaining('fuller source') });
    expect((await queries.get(bill.billId)).summary).toBe(bill.summary);
  });
});

describe('operator re-synthesis', () => {
  it('re-requests failed bills only with --failed, and brings them back to pending', async () => {
    const failedBill = makeBill();
    const pendingBill = makeBill();
    await upsertBills(ds, [failedBill, pendingBill]);
    await apply(completedEvent({ billId: failedBill.billId, ...(await outstandingRequest(ds, failedBill.billId)), result: { ok: false, error: 'boom', attempts: 3 } }).payload);

    const dry = await resynthesize(ds, { kind: 'failed' }, true);
    expect(dry.requested).toContain(failedBill.billId);
    expect(await outboxEvents(ds, EVENTS.billSynthesisRequested, failedBill.billId)).toHaveLength(1);

    const { requested } = await resynthesize(ds, { kind: 'failed' });
    expect(requested).toContain(failedBill.billId);
    expect(requested).not.toContain(pendingBill.billId);
    expect(await status(failedBill.billId)).toMatchObject({ synthesis_status: 'pending', synthesis_error: 'boom' });
    expect(await outboxEvents(ds, EVENTS.billSynthesisRequested, failedBill.billId)).toHaveLength(2);
    expect(await outboxEvents(ds, EVENTS.billSynthesisRequested, pendingBill.billId)).toHaveLength(1);
  });

  it('refreshes a synthesized bill by id: it stays listed, and only the answer to the new request replaces the synthesis', async () => {
    const bill = makeBill();
    await upsertBills(ds, [bill]);
    const first = await outstandingRequest(ds, bill.billId);
    await apply(completedEvent({ billId: bill.billId, ...first }).payload);

    const { requested, unknown } = await resynthesize(ds, { kind: 'ids', billIds: [bill.billId, '950-hr-9'] });
    expect(requested).toEqual([bill.billId]);
    expect(unknown).toEqual(['950-hr-9']);
    expect(await status(bill.billId)).toMatchObject({ synthesis_status: 'synthesized' });
    const second = await outstandingRequest(ds, bill.billId);
    expect(second.requestEventId).not.toBe(first.requestEventId);

    const refreshed = (requestEventId: string) =>
      completedEvent({
        billId: bill.billId,
        requestEventId,
        contentVersion: second.contentVersion,
        result: { ok: true, output: makeOutput({ billAiSynthesisShort: 'Refreshed.' }), provenance: { provider: 'test', model: 'v2', promptVersion: 't2' } },
      }).payload;
    expect(await apply(refreshed(first.requestEventId))).toBe('already-synthesized');
    expect(await apply(refreshed(second.requestEventId))).toBe('applied');
    expect(await apply(refreshed(second.requestEventId))).toBe('already-synthesized');
    expect((await queries.get(bill.billId)).synthesis).toMatchObject({ billAiSynthesisShort: 'Refreshed.', model: 'v2' });
    expect(await outboxEvents(ds, EVENTS.billSynthesized, bill.billId)).toHaveLength(2);
  });
});

describe('reading bills by id', () => {
  it('getMany returns known bills in the order asked, pending ones included', async () => {
    const [a, b] = [makeBill(), makeBill()];
    await upsertBills(ds, [a, b]);
    const got = await queries.getMany([b.billId, '950-hr-404', a.billId]);
    expect(got.map((x) => x.billId)).toEqual([b.billId, a.billId]);
    expect(got[0]).toMatchObject({ synthesized: false, billAiSynthesisShort: null });
  });
});

