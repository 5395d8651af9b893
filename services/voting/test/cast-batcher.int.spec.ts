import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { preparedStatement, type SqlRunner } from '@civic/service-kit';
import { stackEnv } from '@civic/testing';
import { CastBatcher } from '../src/cast-batcher';
import { votingDataSource } from '../src/data-source';
import type { CastInput, CastResult } from '../src/repositories';
import { changedDistricts } from '../src/voting.service';

/*
 * Group commit of personal casts against the test stack's database: casts of one turn go in one
 * statement, one per bill; what the statement does equals casting one by one (statuses, previous
 * votes, tallies, outbox rows); a cast that fails alone never fails the others of its statement.
 * Its own bills and voters, removed afterwards.
 */
const tag = `batch-${process.pid}-${Date.now()}`;
const bills = Array.from({ length: 4 }, (_, i) => `${tag}-b${i}`);
const district = 'ME-01';
let ds: DataSource;
const statements: string[] = [];

/** The real prepared statement, noting each statement it sends. */
const noting = (kind: 'single' | 'batch', runner: SqlRunner): SqlRunner => ({
  query: (sql, params) => {
    statements.push(kind === 'batch' ? `batch:${(params?.[0] as unknown[]).length}` : 'single');
    return runner.query(sql, params);
  },
});

const batcher = (maxInFlight = 1) =>
  new CastBatcher(noting('single', preparedStatement(ds, `t-cast-${tag}`)), noting('batch', preparedStatement(ds, `t-cast-many-${tag}`)), { maxInFlight, maxBatch: 50 });

const cast = (userId: string, billId: string, vote: CastInput['vote']): CastInput => ({ userId, billId, vote, eventId: randomUUID(), requestId: null });

async function newVoters(n: number): Promise<string[]> {
  const ids = Array.from({ length: n }, () => randomUUID());
  await ds.query(`INSERT INTO voting.voters (user_id, district, profile_at) SELECT unnest($1::uuid[]), $2, now()`, [ids, district]);
  return ids;
}

const tally = async (billId: string) =>
  (await ds.query(`SELECT support_personal sp, oppose_personal op, abstain_personal ap FROM voting.district_tallies WHERE bill_id = $1 AND district = $2`, [billId, district]))[0] ?? { sp: 0, op: 0, ap: 0 };

beforeAll(async () => {
  ds = await votingDataSource(stackEnv('DATABASE_URL'), 4, process.env.DATABASE_NAMED_STATEMENTS !== 'false').initialize();
  await ds.query(
    `INSERT INTO voting.active_bills (bill_id, title, archetype_votes, synthesized_at, fanout_done_version) SELECT b, 'Batch test bill', '{}'::jsonb, now(), 1 FROM unnest($1::text[]) b`,
    [bills],
  );
});

afterAll(async () => {
  await ds.query(`DELETE FROM voting.outbox WHERE payload->>'billId' LIKE $1`, [`${tag}%`]);
  await ds.query(`DELETE FROM voting.votes WHERE bill_id LIKE $1`, [`${tag}%`]);
  await ds.query(`DELETE FROM voting.district_tallies WHERE bill_id LIKE $1`, [`${tag}%`]);
  await ds.query(`DELETE FROM voting.active_bills WHERE bill_id LIKE $1`, [`${tag}%`]);
  await ds.destroy();
});

beforeEach(() => {
  statements.length = 0;
});

it('sends the casts of one turn as one statement per round, one cast per bill, answering each in order', async () => {
  const [a, b, c] = await newVoters(3);
  const setup = batcher();
  const casts = [cast(a, bills[0], 'support'), cast(b, bills[1], 'oppose'), cast(c, bills[0], 'abstain'), cast(a, bills[2], 'support'), cast(b, bills[0], 'support')];
  expect((await Promise.all(casts.map((x) => setup.cast(x)))).map((r) => r.status)).toEqual(['created', 'created', 'created', 'created', 'created']);

  statements.length = 0;
  const one = batcher();
  const changes = await Promise.all([
    one.cast(cast(a, bills[0], 'oppose')),
    one.cast(cast(b, bills[1], 'oppose')), // the same vote again
    one.cast(cast(c, bills[0], 'support')), // bill 0 again: next statement
    one.cast(cast(a, bills[3], 'abstain')),
    one.cast(cast(b, bills[0], 'abstain')), // bill 0 a third time
  ]);
  expect(statements).toEqual(['batch:3', 'single', 'single']);
  expect(changes.map((r) => [r.status, r.vote?.vote, r.previousVote])).toEqual([
    ['changed', 'oppose', 'support'],
    ['unchanged', 'oppose', 'oppose'],
    ['changed', 'support', 'abstain'],
    ['created', 'abstain', null],
    ['changed', 'abstain', 'support'],
  ]);
  expect(changes[0]).toMatchObject({ district, vote: { billId: bills[0], voteType: 'personal' } });

  // Tallies and events are exactly those of the casts one by one.
  expect(await tally(bills[0])).toEqual({ sp: 1, op: 1, ap: 1 });
  expect(await tally(bills[1])).toEqual({ sp: 0, op: 1, ap: 0 });
  expect(await tally(bills[3])).toEqual({ sp: 0, op: 0, ap: 1 });
  const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM voting.outbox WHERE name = 'vote.cast.v1' AND payload->>'billId' LIKE $1`, [`${tag}%`]);
  expect(n).toBe(5 + 4); // every cast that created or changed a vote; not the unchanged one
});

it('casts the others when one cast of a statement fails, and fails only that one', async () => {
  const [a, b, c] = await newVoters(3);
  const first = batcher();
  await Promise.all([first.cast(cast(a, bills[1], 'support')), first.cast(cast(b, bills[2], 'support'))]);
  // A tally emptied behind the service's back: moving a's vote out of it would go below zero.
  await ds.query(`UPDATE voting.district_tallies SET support_personal = 0 WHERE bill_id = $1 AND district = $2`, [bills[1], district]);
  statements.length = 0;
  const again = batcher();
  const outcomes = await Promise.allSettled([again.cast(cast(a, bills[1], 'oppose')), again.cast(cast(b, bills[2], 'oppose')), again.cast(cast(c, bills[3], 'oppose'))]);
  expect(statements[0]).toBe('batch:3');
  expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  expect(outcomes[1]).toMatchObject({ value: { status: 'changed', previousVote: 'support' } });
  // Nothing of the failed cast stayed; the others are committed.
  expect((await ds.query(`SELECT vote FROM voting.votes WHERE user_id = $1 AND bill_id = $2`, [a, bills[1]]))[0].vote).toBe('support');
  expect((await ds.query(`SELECT vote FROM voting.votes WHERE user_id = $1 AND bill_id = $2`, [b, bills[2]]))[0].vote).toBe('oppose');
  await ds.query(`UPDATE voting.district_tallies SET support_personal = support_personal + 1 WHERE bill_id = $1 AND district = $2`, [bills[1], district]);
});

it('keeps tallies exact when many voters cast and change their minds at once', async () => {
  const voters = await newVoters(40);
  const many = batcher(4);
  const values = ['support', 'oppose', 'abstain'] as const;
  const rounds = await Promise.all(
    voters.flatMap((v, i) => [0, 1, 2].map((round) => many.cast(cast(v, bills[(i + round) % bills.length], values[(i + round) % 3])))),
  );
  expect(rounds).toHaveLength(120);
  expect(statements.some((s) => s.startsWith('batch:'))).toBe(true);
  const drift = await ds.query(
    `SELECT t.bill_id FROM voting.district_tallies t
       LEFT JOIN (SELECT bill_id, district,
                         count(*) FILTER (WHERE vote = 'support' AND vote_type = 'personal')::int sp,
                         count(*) FILTER (WHERE vote = 'oppose' AND vote_type = 'personal')::int op,
                         count(*) FILTER (WHERE vote = 'abstain' AND vote_type = 'personal')::int ap
                    FROM voting.votes WHERE bill_id LIKE $1 GROUP BY bill_id, district) a USING (bill_id, district)
      WHERE t.bill_id LIKE $1 AND (t.support_personal, t.oppose_personal, t.abstain_personal) IS DISTINCT FROM (coalesce(a.sp, 0), coalesce(a.op, 0), coalesce(a.ap, 0))`,
    [`${tag}%`],
  );
  expect(drift).toEqual([]);
});

it('runs onCommitted once per committed statement with its results, before any of its casts is answered', async () => {
  const [a, b, c] = await newVoters(3);
  let answered = 0;
  const seen: Array<{ statuses: string[]; answeredBefore: number }> = [];
  const withHook = new CastBatcher(noting('single', preparedStatement(ds, `t-hook-${tag}`)), noting('batch', preparedStatement(ds, `t-hook-many-${tag}`)), {
    maxInFlight: 1,
    maxBatch: 50,
    onCommitted: async (results) => {
      seen.push({ statuses: results.map((r) => `${r.status}:${r.vote?.billId}`), answeredBefore: answered });
    },
  });
  const casts = [cast(a, bills[0], 'support'), cast(b, bills[1], 'oppose'), cast(c, bills[2], 'abstain'), cast(c, bills[0], 'oppose')];
  await Promise.all(casts.map((x) => withHook.cast(x).then(() => (answered += 1))));
  expect(statements).toEqual(['batch:3', 'single']);
  expect(seen).toEqual([
    { statuses: [`created:${bills[0]}`, `created:${bills[1]}`, `created:${bills[2]}`], answeredBefore: 0 },
    { statuses: [`created:${bills[0]}`], answeredBefore: 3 },
  ]);

  // A batched statement that fails is cast one by one: the hook hears of the committed casts only.
  await withHook.cast(cast(b, bills[3], 'support'));
  const { sp: support } = await tally(bills[3]);
  await ds.query(`UPDATE voting.district_tallies SET support_personal = 0 WHERE bill_id = $1 AND district = $2`, [bills[3], district]);
  seen.length = 0;
  statements.length = 0;
  const outcomes = await Promise.allSettled([withHook.cast(cast(b, bills[3], 'oppose')), withHook.cast(cast(a, bills[1], 'abstain'))]);
  await ds.query(`UPDATE voting.district_tallies SET support_personal = $3 WHERE bill_id = $1 AND district = $2`, [bills[3], district, support]);
  expect(statements).toEqual(['batch:2', 'single', 'single']);
  expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'fulfilled']);
  expect(seen.map((x) => x.statuses)).toEqual([[`created:${bills[1]}`]]);

  // A failing hook is logged; the committed casts are still answered.
  const failing = new CastBatcher(preparedStatement(ds, `t-fail-${tag}`), preparedStatement(ds, `t-fail-many-${tag}`), {
    maxInFlight: 1,
    maxBatch: 50,
    onCommitted: () => Promise.reject(new Error('redis down')),
  });
  expect((await failing.cast(cast(a, bills[3], 'oppose'))).status).toBe('created');
});

it('bumps the districts the casts moved, and none for unchanged or missing bills', () => {
  const result = (status: CastResult['status'], district: string | null, previousDistrict: string | null = null): CastResult => ({
    status,
    vote: null,
    previousVote: null,
    previousVoteType: null,
    district,
    previousDistrict,
    tally: null,
  });
  expect(changedDistricts([result('created', 'ME-01'), result('changed', 'ME-01', 'ME-02'), result('unchanged', 'NY-07'), result('bill_not_found', null), result('changed', 'CA-12')])).toEqual([
    'ME-01',
    'ME-02',
    'CA-12',
  ]);
});
