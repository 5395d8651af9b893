import { ApiClient, signedInClient } from '@civic/testing';
import { archetypeByName, EVENTS, SOCKET_EVENTS, type BillSynthesized, type VotesPopulatedPush } from '@civic/contracts';
import {
  activateBill,
  closeVotingSupport,
  connectSocket,
  db,
  newBillId,
  nextEvent,
  publishToVoting,
  setVoterProfile,
  storedTally,
  suggestions,
  tallyDrift,
  waitFor,
  waitForFanout,
} from './voting-support';

afterAll(closeVotingSupport);

type Vote = { billId: string; vote: string; voteType: string };
const votesOf = async (client: ApiClient): Promise<Record<string, Vote>> =>
  Object.fromEntries(((await client.get('/api/votes')).body as Vote[]).map((v) => [v.billId, v]));

describe('bill.synthesized.v1 fans archetype votes out to every voter', () => {
  it('gives each voter with an archetype its suggestion, grouped into district tallies', async () => {
    const district = 'RI-01';
    const voters = await Promise.all([0, 1, 2, 3].map(() => signedInClient()));
    await setVoterProfile(voters[0].user.id, district, 'Protector');
    await setVoterProfile(voters[1].user.id, district, 'Protector');
    await setVoterProfile(voters[2].user.id, 'RI-02', 'Patriot');
    await setVoterProfile(voters[3].user.id, district, null); // no survey yet: no archetype vote

    const billId = newBillId();
    const before = await storedTally(billId, district);
    await activateBill(billId, suggestions({ Protector: 'support', Patriot: 'oppose' }));

    expect((await votesOf(voters[0].client))[billId]).toMatchObject({ vote: 'support', voteType: 'archetype' });
    expect((await votesOf(voters[1].client))[billId]).toMatchObject({ vote: 'support', voteType: 'archetype' });
    expect((await votesOf(voters[2].client))[billId]).toMatchObject({ vote: 'oppose', voteType: 'archetype' });
    expect((await votesOf(voters[3].client))[billId]).toBeUndefined();
    const after = await storedTally(billId, district);
    expect(after.sa - before.sa).toBe(2);
    expect(after.sw - before.sw).toBe(2);
    expect((await storedTally(billId, 'RI-02')).oa).toBeGreaterThanOrEqual(1);

    // New suggestions for the same bill move archetype votes, never a personal one.
    expect((await voters[1].client.post('/api/votes', { billId, vote: 'support' })).status).toBe(200);
    const resynthesized: BillSynthesized = { billId, title: 'Renamed', policyArea: null, archetypeVotes: suggestions({ Protector: 'oppose', Patriot: 'oppose' }) };
    await publishToVoting(EVENTS.billSynthesized, resynthesized);
    await waitForFanout(billId);
    expect((await votesOf(voters[0].client))[billId]).toMatchObject({ vote: 'oppose', voteType: 'archetype' });
    expect((await votesOf(voters[1].client))[billId]).toMatchObject({ vote: 'support', voteType: 'personal' });
    const { rows } = await db().query('SELECT title FROM voting.active_bills WHERE bill_id = $1', [billId]);
    expect(rows[0].title).toBe('Renamed');
    expect(await tallyDrift([billId])).toEqual([]);
  });

  it("serves the voter's archetype's reason on every archetype vote (GET /api/votes and /api/votes/with-bills), none on a personal one", async () => {
    const { user, client } = await signedInClient();
    await setVoterProfile(user.id, 'RI-01', 'Protector');
    const billId = newBillId();
    const personalBill = newBillId();
    const reasons = {
      Protector: 'Suggested Support: you weigh Care highly and this bill widens a public benefit or health program.',
      Patriot: 'Suggested Oppose: this bill widens a public benefit or health program, and the case for it rests on Care, which you weigh lightly.',
    };
    await activateBill(billId, suggestions({ Protector: 'support', Patriot: 'oppose' }), 'Reasoned bill', reasons);
    await activateBill(personalBill, suggestions({ Protector: 'support' }), 'Personal bill', reasons);
    expect((await client.post('/api/votes', { billId: personalBill, vote: 'oppose' })).body).toMatchObject({ voteType: 'personal', reason: null });

    expect((await votesOf(client))[billId]).toMatchObject({ vote: 'support', voteType: 'archetype', reason: reasons.Protector });
    expect((await votesOf(client))[personalBill]).toMatchObject({ vote: 'oppose', voteType: 'personal', reason: null });
    const page = (await client.get('/api/votes/with-bills?limit=100')).body as Array<{ billId: string; reason: string | null }>;
    expect(page.find((v) => v.billId === billId)?.reason).toBe(reasons.Protector);
    expect(page.find((v) => v.billId === personalBill)?.reason).toBeNull();

    // A new archetype brings its own vote and its own reason.
    await setVoterProfile(user.id, 'RI-01', 'Patriot');
    await waitFor('the archetype change', async () => (await votesOf(client))[billId]?.vote === 'oppose');
    expect((await votesOf(client))[billId]).toMatchObject({ vote: 'oppose', voteType: 'archetype', reason: reasons.Patriot });
  });

  it('serves every reason as "Suggested {Vote}: …" with its own vote, whatever form the event carried, or none', async () => {
    const { user, client } = await signedInClient();
    await setVoterProfile(user.id, 'RI-01', 'Protector');
    const billId = newBillId();
    const older = newBillId();
    await activateBill(billId, suggestions({ Protector: 'oppose' }), 'Bare reason bill', { Protector: 'Because Protector' });
    // An event from before suggestions carried reasons: the vote still says where it came from.
    await activateBill(older, suggestions({ Protector: 'support' }), 'Reasonless bill');
    const votes = await votesOf(client);
    expect(votes[billId]).toMatchObject({ vote: 'oppose', voteType: 'archetype', reason: 'Suggested Oppose: Because Protector.' });
    expect(votes[older]).toMatchObject({ vote: 'support', voteType: 'archetype', reason: "Suggested Support: your archetype's suggestion, made before suggestions gave their reasons." });
  });

  it('applies a redelivered event once', async () => {
    const { user, client } = await signedInClient();
    await setVoterProfile(user.id, 'RI-01', 'Purist');
    const billId = newBillId();
    const event = { id: crypto.randomUUID(), name: EVENTS.billSynthesized, occurredAt: new Date().toISOString(), payload: { billId, title: 't', policyArea: null, archetypeVotes: suggestions({ Purist: 'support' }) } };
    const { createRedis, QueueRegistry } = await import('@civic/service-kit');
    const { stackEnv } = await import('@civic/testing');
    const registry = new QueueRegistry(createRedis(stackEnv('REDIS_URL')), stackEnv('REDIS_PREFIX'));
    try {
      // Same event id, published twice, the second under another job id (as a replayed relay would).
      await registry.publish(event);
      await registry.get('inbox.voting').add(event.name, event, { jobId: `${event.id}-again` });
      await waitForFanout(billId);
      await waitFor('the duplicate job', async () => (await registry.get('inbox.voting').getJobState(`${event.id}-again`)) === 'completed');
    } finally {
      await registry.close();
      registry.connection.disconnect();
    }
    const { rows } = await db().query('SELECT fanout_version FROM voting.active_bills WHERE bill_id = $1', [billId]);
    expect(rows[0].fanout_version).toBe(1);
    expect((await votesOf(client))[billId]).toMatchObject({ vote: 'support', voteType: 'archetype' });
    expect((await storedTally(billId, 'RI-01')).sa).toBe(1);
  });
});

describe('POST /api/user/populate-archetype-votes', () => {
  const bills = [newBillId(), newBillId()];
  beforeAll(async () => {
    // Everyone supports the first bill and opposes the second, whatever their archetype.
    await activateBill(bills[0], suggestions({}, 'support'));
    await activateBill(bills[1], suggestions({}, 'oppose'));
  });

  it('answers queued: false before the survey', async () => {
    const { client } = await signedInClient();
    const res = await client.post('/api/user/populate-archetype-votes');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ votesAdded: 0, queued: false });
  });

  it('queues the population after the survey, answers at once and pushes votes.populated when done', async () => {
    const { client, user } = await signedInClient();
    const survey = await client.post('/api/survey', { responses: [5, 5, 2, 2, 2, 3, 3, 5, 2, 2, 2, 2] });
    expect(survey.status).toBe(200);
    const me = await client.get('/api/user');
    const key = archetypeByName(me.body.voterArchetype)?.key;
    expect(key).toBeTruthy();
    // A personal vote first: population must leave it alone.
    expect((await client.post('/api/votes', { billId: bills[1], vote: 'abstain' })).status).toBe(200);

    const socket = await connectSocket(client.cookieHeader(), client.origin);
    try {
      const pushed = nextEvent<VotesPopulatedPush>(socket, SOCKET_EVENTS.votesPopulated);
      const res = await client.post('/api/user/populate-archetype-votes');
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ votesAdded: 0, queued: true });
      const push = await pushed;
      expect(push).toEqual({ votesAdded: expect.any(Number), votesChanged: expect.any(Number), votesMoved: expect.any(Number) });
    } finally {
      socket.close();
    }
    // Identity's own event may have registered the votes first; either way they are there now.
    await waitFor('archetype votes', async () => (await votesOf(client))[bills[0]]);
    const votes = await votesOf(client);
    expect(votes[bills[0]]).toMatchObject({ vote: 'support', voteType: 'archetype' });
    expect(votes[bills[1]]).toMatchObject({ vote: 'abstain', voteType: 'personal' });
    const { rows } = await db().query('SELECT archetype_key FROM voting.voters WHERE user_id = $1', [user.id]);
    expect(rows[0].archetype_key).toBe(key);

    // Asking again for the same profile is a no-op (same job id) and still answers at once.
    const again = await client.post('/api/user/populate-archetype-votes');
    expect(again.status).toBe(202);
    expect(again.body.queued).toBe(true);
    expect(await tallyDrift(bills)).toEqual([]);
  });
});

describe('with the bills service', () => {
  it('activates a synthesized bill from the bills service and lists votes with its full bill card', async () => {
    const { client } = await signedInClient();
    // The bills service loads its sample at start and synthesizes it; each synthesis emits
    // bill.synthesized.v1 to voting.
    const bill = await waitFor(
      'a synthesized bill in the bills service',
      async () => ((await client.get('/api/bills?limit=1')).body as Array<{ billId: string; billNumber: string; billType: string }>)[0],
      90_000,
    );
    await waitFor(`voting to activate ${bill.billId}`, async () => (await db().query('SELECT 1 FROM voting.active_bills WHERE bill_id = $1', [bill.billId])).rowCount, 30_000);
    expect((await client.post('/api/votes', { billId: bill.billId, vote: 'support' })).status).toBe(200);
    const page = await client.get('/api/votes/with-bills?limit=20&offset=0');
    expect(page.status).toBe(200);
    expect(page.body.find((v: { billId: string }) => v.billId === bill.billId)).toMatchObject({
      vote: 'support',
      voteType: 'personal',
      bill: { billId: bill.billId, billNumber: bill.billNumber, billType: bill.billType, title: expect.any(String) },
    });
  });
});
