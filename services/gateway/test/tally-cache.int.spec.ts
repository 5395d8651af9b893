import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { gatewayMetricsUrl, signedInClient, stackEnv } from '@civic/testing';
import { TALLY_VERSION_KEYS, type DistrictTally } from '@civic/contracts';
import { createRedis } from '@civic/service-kit';
import { activateBill, closeVotingSupport, db, newBillId, setVoterProfile, suggestions, waitFor } from './voting-support';

/*
 * The gateway answers district tallies from memory while the versions the voting service bumps
 * say nothing changed (ADR 0009). Every change that moves a tally or a voter's district must
 * show on the very next read: casts, a move to another district, a retaken survey, a new bill's
 * fan-out, a recount --fix. Hits are counted on the gateway's /metrics (its internal metrics port).
 */
// Districts no other suite uses, so other suites' fan-outs and casts never bump them.
const [home, away] = ['ND-AL', 'SD-AL'];
const redis = createRedis(stackEnv('REDIS_URL'));

afterAll(async () => {
  redis.disconnect();
  await closeVotingSupport();
});

async function tallyReads(): Promise<Record<string, number>> {
  const text = await (await fetch(gatewayMetricsUrl())).text();
  const counts: Record<string, number> = { hit: 0, miss: 0, bypass: 0 };
  for (const m of text.matchAll(/^civic_gateway_tally_reads_total\{result="(\w+)"\} (\d+)/gm)) counts[m[1]] = Number(m[2]);
  return counts;
}

type Client = Awaited<ReturnType<typeof signedInClient>>['client'];
async function read(client: Client, billIds: string[]): Promise<DistrictTally[]> {
  const res = await client.get(`/api/district/votes?billIds=${billIds.join(',')}`);
  expect(res.status).toBe(200);
  return res.body as DistrictTally[];
}

/** Reads, and says whether the gateway answered from memory. */
async function readCounted(client: Client, billIds: string[]): Promise<{ tallies: DistrictTally[]; hit: boolean }> {
  const before = await tallyReads();
  const tallies = await read(client, billIds);
  const after = await tallyReads();
  return { tallies, hit: after.hit === before.hit + 1 };
}

/**
 * Reads until the gateway answers from memory (a fan-out still running from another suite may
 * bump the global version meanwhile), and gives that answer.
 */
async function readWarm(client: Client, billIds: string[]): Promise<DistrictTally[]> {
  return waitFor('a read answered from memory', async () => {
    const r = await readCounted(client, billIds);
    return r.hit && r.tallies;
  });
}

const prefix = stackEnv('REDIS_PREFIX');
/**
 * Runs an event-driven change and waits for its version bump: voting bumps right after the
 * event's transaction commits, and the inbox row the event helpers wait for is visible a moment
 * before that. (A cast is different: its bump happens before the cast is answered.)
 */
async function changeAndBump(key: string, change: () => Promise<unknown>): Promise<void> {
  const before = Number((await redis.get(key)) ?? 0);
  await change();
  await waitFor(`${key} to move`, async () => Number((await redis.get(key)) ?? 0) > before);
}

const weighted = (t: DistrictTally) => [t.support.weighted, t.oppose.weighted, t.abstain.weighted];

it('answers repeated reads from memory, and the next read after a cast in the district shows it', async () => {
  const bill = newBillId();
  await activateBill(bill, suggestions());
  const reader = await signedInClient();
  const neighbour = await signedInClient();
  const stranger = await signedInClient();
  await changeAndBump(TALLY_VERSION_KEYS.voter(prefix, reader.user.id), () => setVoterProfile(reader.user.id, home, null));
  await changeAndBump(TALLY_VERSION_KEYS.voter(prefix, neighbour.user.id), () => setVoterProfile(neighbour.user.id, home, null));
  await changeAndBump(TALLY_VERSION_KEYS.voter(prefix, stranger.user.id), () => setVoterProfile(stranger.user.id, away, null));

  // The first read learns the district, the second loads its tallies, then memory answers.
  const before = await tallyReads();
  expect(weighted((await readWarm(reader.client, [bill]))[0])).toEqual([0, 0, 0]);
  expect((await tallyReads()).miss - before.miss).toBeGreaterThanOrEqual(2);

  // A cast elsewhere leaves this district's memory alone.
  expect((await stranger.client.post('/api/votes', { billId: bill, vote: 'oppose' })).status).toBe(200);
  expect((await readWarm(reader.client, [bill]))[0]).toMatchObject({ district: home, oppose: { weighted: 0 } });

  // A neighbour's cast: the very next read has it (no waiting for a TTL).
  expect((await neighbour.client.post('/api/votes', { billId: bill, vote: 'support' })).status).toBe(200);
  const afterCast = await readCounted(reader.client, [bill]);
  expect(afterCast.hit).toBe(false);
  expect(afterCast.tallies[0]).toMatchObject({ billId: bill, district: home, support: { weighted: 10, personal: 1, archetype: 0 } });
  // The neighbour's change of mind, read by the neighbour (read-your-writes).
  expect((await neighbour.client.post('/api/votes', { billId: bill, vote: 'abstain' })).status).toBe(200);
  expect(weighted((await read(neighbour.client, [bill]))[0])).toEqual([0, 0, 10]);
  expect(weighted((await read(reader.client, [bill]))[0])).toEqual([0, 0, 10]);

  // Bills not seen before in this district are loaded, then remembered too.
  const other = newBillId();
  await activateBill(other, suggestions());
  expect(await readCounted(reader.client, [bill, other])).toMatchObject({ hit: false });
  expect(await readWarm(reader.client, [other, bill])).toMatchObject([{ billId: other }, { billId: bill, abstain: { weighted: 10 } }]);
});

it('shows the district a vote left when a cast moves it (the voter moved, their votes not yet)', async () => {
  const bill = newBillId();
  await activateBill(bill, suggestions());
  const reader = await signedInClient();
  const mover = await signedInClient();
  await changeAndBump(TALLY_VERSION_KEYS.voter(prefix, reader.user.id), () => setVoterProfile(reader.user.id, home, null));
  await changeAndBump(TALLY_VERSION_KEYS.voter(prefix, mover.user.id), () => setVoterProfile(mover.user.id, home, null));
  expect((await mover.client.post('/api/votes', { billId: bill, vote: 'support' })).status).toBe(200);
  expect((await readWarm(reader.client, [bill]))[0]).toMatchObject({ district: home, support: { personal: 1 } });
  // The state between a new district being recorded and the reconcile that moves the votes
  // (populate-archetype-votes records it at once and queues the reconcile).
  await db().query(`UPDATE voting.voters SET district = $2 WHERE user_id = $1`, [mover.user.id, away]);
  expect((await mover.client.post('/api/votes', { billId: bill, vote: 'oppose' })).status).toBe(200);
  expect((await read(reader.client, [bill]))[0]).toMatchObject({ district: home, support: { personal: 0 }, oppose: { personal: 0 } });
  expect((await read(mover.client, [bill]))[0]).toMatchObject({ district: away, oppose: { personal: 1 } });
});

it("follows a voter who moves, a retaken survey, a new bill's fan-out and a recount fix", async () => {
  const bill = newBillId();
  await activateBill(bill, suggestions());
  const voter = await signedInClient();
  await changeAndBump(TALLY_VERSION_KEYS.voter(prefix, voter.user.id), () => setVoterProfile(voter.user.id, home, null));
  expect((await voter.client.post('/api/votes', { billId: bill, vote: 'support' })).status).toBe(200);
  expect(await readWarm(voter.client, [bill])).toMatchObject([{ district: home, support: { personal: 1 } }]);

  // Moving: the next read is the new district's, with the voter's vote moved along.
  await changeAndBump(TALLY_VERSION_KEYS.voter(prefix, voter.user.id), () => setVoterProfile(voter.user.id, away, null));
  const moved = await read(voter.client, [bill]);
  expect(moved[0]).toMatchObject({ district: away, support: { personal: 1 } });
  expect((await read(voter.client, [bill]))[0]).toMatchObject({ district: away, support: { personal: 1 } });

  // An archetype (a survey) registers the archetype's votes on other bills: they show at once.
  const suggested = newBillId();
  await activateBill(suggested, suggestions({}, 'oppose'));
  expect((await read(voter.client, [suggested]))[0]).toMatchObject({ district: away, oppose: { archetype: 0 } });
  await changeAndBump(TALLY_VERSION_KEYS.voter(prefix, voter.user.id), () => setVoterProfile(voter.user.id, away, 'Protector'));
  expect((await read(voter.client, [suggested]))[0]).toMatchObject({ district: away, oppose: { archetype: 1 } });

  // A new bill fans out to every voter with an archetype: its tallies show them on the next read.
  const fresh = newBillId();
  expect((await read(voter.client, [fresh]))[0]).toMatchObject({ abstain: { archetype: 0 } });
  await activateBill(fresh, suggestions({}, 'abstain'));
  expect((await read(voter.client, [fresh]))[0]).toMatchObject({ district: away, abstain: { archetype: 1 } });

  // A tally rewritten by `voting:recount --fix` (after drift put there by hand) shows at once.
  await readWarm(voter.client, [bill]);
  await db().query(`UPDATE voting.district_tallies SET support_personal = support_personal + 5 WHERE bill_id = $1 AND district = $2`, [bill, away]);
  const recount = spawnSync(process.execPath, [join(__dirname, '../../voting/dist/recount.js'), '--fix', '--json'], { env: process.env, encoding: 'utf8' });
  expect(recount.status).toBe(0);
  expect((await read(voter.client, [bill]))[0]).toMatchObject({ district: away, support: { personal: 1, weighted: 10 } });
});

it('loads from the voting service when the versions say so, and never keeps what it cannot check', async () => {
  const bill = newBillId();
  await activateBill(bill, suggestions());
  const voter = await signedInClient();
  await changeAndBump(TALLY_VERSION_KEYS.voter(prefix, voter.user.id), () => setVoterProfile(voter.user.id, home, null));
  await readWarm(voter.client, [bill]);
  // Any version moving (here by hand, as another replica of voting would) means: load again.
  for (const key of [TALLY_VERSION_KEYS.district(prefix, home), TALLY_VERSION_KEYS.all(prefix), TALLY_VERSION_KEYS.voter(prefix, voter.user.id)]) {
    await redis.incr(key);
    const next = await readCounted(voter.client, [bill]);
    expect(next.hit).toBe(false);
    await readWarm(voter.client, [bill]);
  }
  // A voter without a district (no voter row yet) is never remembered.
  const newcomer = await signedInClient();
  for (let i = 0; i < 3; i++) expect(await readCounted(newcomer.client, [bill])).toMatchObject({ hit: false, tallies: [{ district: null }] });
});
