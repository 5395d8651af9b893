import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { EVENTS, voteCast } from '@civic/contracts';
import { preparedStatement } from '@civic/service-kit';
import { stackEnv } from '@civic/testing';
import { fanOutBill, reconcileVoter } from '../src/archetype-votes';
import { CastBatcher } from '../src/cast-batcher';
import { votingDataSource } from '../src/data-source';
import { ActiveBillsRepository, recountTallies, VotersRepository, type CastInput } from '../src/repositories';

/*
 * The voting repositories against the test stack's database, through the code paths the service
 * runs: casts of every kind (new, changed, over an archetype vote, after a move; one by one and
 * batched) write vote.cast.v1 rows whose payload is the contract's, and after casts, population,
 * fan-out and a move the recount (the same tally rule the writers count with) finds no drift.
 * Its own bills, voters and archetype key (so no other suite's voters get votes on these bills).
 */
const tag = `repo-${process.pid}-${Date.now()}`;
const key = `key-${tag}`;
const bills = Array.from({ length: 4 }, (_, i) => `${tag}-b${i}`);
const [home, away] = ['NH-01', 'NH-02'];
let ds: DataSource;
let batcher: CastBatcher;

const cast = (userId: string, billId: string, vote: CastInput['vote']): CastInput => ({ userId, billId, vote, eventId: randomUUID(), requestId: null });
const profile = (userId: string, district: string | null, archetypeKey: string | null = key) => ({ userId, district, archetypeKey, observedAt: new Date().toISOString() });

beforeAll(async () => {
  ds = await votingDataSource(stackEnv('DATABASE_URL'), 4, process.env.DATABASE_NAMED_STATEMENTS !== 'false').initialize();
  batcher = new CastBatcher(preparedStatement(ds, `t-cast-${tag}`), preparedStatement(ds, `t-cast-many-${tag}`), { maxInFlight: 1, maxBatch: 50 });
  const activeBills = new ActiveBillsRepository(ds);
  for (const [i, billId] of bills.entries()) {
    const { fanoutVersion } = await activeBills.upsert({ billId, title: `Repository test bill ${i}`, policyArea: null, archetypeVotes: { [key]: i % 2 ? 'oppose' : 'support' }, archetypeReasons: {}, synthesizedAt: new Date().toISOString() });
    // Not pending: the running stack's fan-out sweeper would otherwise give these voters their
    // votes on its own, racing the population and fan-out this test runs itself.
    await activeBills.markFanoutDone(billId, fanoutVersion);
  }
});

afterAll(async () => {
  await ds.query(`DELETE FROM voting.outbox WHERE payload->>'billId' LIKE $1`, [`${tag}%`]);
  await ds.query(`DELETE FROM voting.votes WHERE bill_id LIKE $1`, [`${tag}%`]);
  await ds.query(`DELETE FROM voting.district_tallies WHERE bill_id LIKE $1`, [`${tag}%`]);
  await ds.query(`DELETE FROM voting.active_bills WHERE bill_id LIKE $1`, [`${tag}%`]);
  await ds.query(`DELETE FROM voting.voters WHERE archetype_key = $1`, [key]);
  await ds.destroy();
});

const mine = <T extends { billId: string }>(rows: T[]) => rows.filter((r) => r.billId.startsWith(tag));

it('finds no drift after personal casts, archetype population and fan-out, and a move', async () => {
  const voters = new VotersRepository(ds);
  const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
  for (const id of [a, b, c]) await voters.upsert(profile(id, home));

  // Archetype votes: population of one voter, then the fan-out of every bill to the others.
  const populated = await ds.transaction((m) => reconcileVoter(m, a, 2));
  expect(populated).toMatchObject({ votesAdded: bills.length, votesMoved: 0 });
  for (const billId of bills) expect(await fanOutBill(ds, billId, 1, 2)).toMatchObject({ superseded: false });

  // Personal casts: new, over an archetype vote, a change of mind, batched and alone.
  await Promise.all([batcher.cast(cast(a, bills[0], 'oppose')), batcher.cast(cast(b, bills[1], 'support')), batcher.cast(cast(c, bills[2], 'abstain'))]);
  await batcher.cast(cast(a, bills[0], 'abstain'));

  // A move: the profile changes; a cast before the reconcile moves its own vote, the reconcile the rest.
  await voters.upsert(profile(b, away));
  const moved = await batcher.cast(cast(b, bills[3], 'support'));
  expect(moved).toMatchObject({ status: 'changed', district: away, previousDistrict: home, previousVoteType: 'archetype' });
  const reconciled = await ds.transaction((m) => reconcileVoter(m, b, 2));
  expect(reconciled.votesMoved).toBe(bills.length - 1);

  const result = await recountTallies(ds);
  expect(mine(result.drift)).toEqual([]);
  // The tallies were really moved: b's votes all count away from home now.
  const tallies = await ds.query(
    `SELECT district, sum(support_personal + oppose_personal + abstain_personal)::int AS personal, sum(support_archetype + oppose_archetype + abstain_archetype)::int AS archetype
       FROM voting.district_tallies WHERE bill_id LIKE $1 GROUP BY district ORDER BY district`,
    [`${tag}%`],
  );
  expect(tallies).toEqual([
    { district: home, personal: 2, archetype: 2 * bills.length - 2 },
    { district: away, personal: 2, archetype: bills.length - 2 },
  ]);
});

it('writes every vote.cast.v1 payload as the contract has it', async () => {
  const voters = new VotersRepository(ds);
  const [d, e] = [randomUUID(), randomUUID()];
  await voters.upsert(profile(d, home));
  await voters.upsert(profile(e, null, null));
  await ds.transaction((m) => reconcileVoter(m, d, 10));

  const casts = [
    cast(d, bills[0], 'oppose'), // over an archetype vote
    cast(e, bills[1], 'support'), // new, no district yet
    cast(d, bills[2], 'abstain'),
  ];
  await Promise.all(casts.map((x) => batcher.cast(x))); // batched
  const change = cast(d, bills[0], 'support'); // a personal vote changed, alone
  await batcher.cast(change);
  await voters.upsert(profile(d, away));
  const move = cast(d, bills[2], 'oppose'); // after a move
  await batcher.cast(move);

  const all = [...casts, change, move];
  const rows: Array<{ id: string; name: string; payload: unknown; created_at: Date }> = await ds.query(
    `SELECT id, name, payload, created_at FROM voting.outbox WHERE id = ANY($1::uuid[]) ORDER BY created_at`,
    [all.map((x) => x.eventId)],
  );
  expect(rows).toHaveLength(all.length);
  for (const row of rows) {
    expect(row.name).toBe(EVENTS.voteCast);
    const payload = voteCast.strict().parse(row.payload);
    // An ISO instant in UTC, the moment the vote was written (the row's created_at, to the millisecond).
    expect(new Date(payload.castAt).toISOString()).toBe(payload.castAt);
    expect(Math.abs(Date.parse(payload.castAt) - new Date(row.created_at).getTime())).toBeLessThanOrEqual(1);
  }
  const byId = new Map(rows.map((r) => [r.id, voteCast.parse(r.payload)]));
  expect(byId.get(casts[0].eventId)).toMatchObject({ userId: d, billId: bills[0], vote: 'oppose', previousVote: 'support', previousVoteType: 'archetype', district: home });
  expect(byId.get(casts[1].eventId)).toMatchObject({ userId: e, vote: 'support', previousVote: null, previousVoteType: null, district: 'UNKNOWN' });
  expect(byId.get(change.eventId)).toMatchObject({ vote: 'support', previousVote: 'oppose', previousVoteType: 'personal', district: home });
  expect(byId.get(move.eventId)).toMatchObject({ vote: 'oppose', previousVote: 'abstain', district: away });
});
