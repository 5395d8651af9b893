import { ApiClient, signedInClient } from '@civic/testing';
import { VOTING_MESSAGES } from '@civic/contracts';
import { activateBill, closeVotingSupport, db, newBillId, setVoterProfile, storedTally, suggestions, tallyDrift } from './voting-support';

afterAll(closeVotingSupport);

describe('voting routes need a session', () => {
  it.each([
    ['GET', '/api/votes'],
    ['POST', '/api/votes'],
    ['GET', '/api/votes/with-bills'],
    ['GET', '/api/district/votes?billIds=a'],
    ['POST', '/api/user/populate-archetype-votes'],
  ])('%s %s answers 401 to a visitor', async (method, path) => {
    const res = await new ApiClient().request(method, path, method === 'POST' ? { body: { billId: 'x', vote: 'support' } } : {});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, message: 'Not signed in' });
  });
});

describe('POST /api/votes (personal votes)', () => {
  const billId = newBillId();
  const district = 'VT-AL';
  beforeAll(() => activateBill(billId, suggestions({}, 'support')));

  it.each([
    [{ vote: 'maybe' }, 'vote', VOTING_MESSAGES.vote],
    [{}, 'vote', VOTING_MESSAGES.vote],
    [{ vote: 'SUPPORT' }, 'vote', VOTING_MESSAGES.vote],
  ])('answers 400 with a clear message for %j', async (extra, field, message) => {
    const { client } = await signedInClient();
    const res = await client.post('/api/votes', { billId, ...extra });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, message });
    expect(res.body.fieldErrors[field]).toBe(message);
  });

  it('answers 400 when the bill is missing', async () => {
    const { client } = await signedInClient();
    const res = await client.post('/api/votes', { vote: 'support' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(VOTING_MESSAGES.billRequired);
  });

  it("answers 404 'Bill not found' for a bill that is not active", async () => {
    const { client } = await signedInClient();
    const res = await client.post('/api/votes', { billId: newBillId(), vote: 'support' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, message: 'Bill not found' });
    expect((await client.get('/api/votes')).body).toEqual([]);
  });

  it('refuses a cast from a foreign origin (CSRF)', async () => {
    const { client } = await signedInClient();
    const res = await client.post('/api/votes', { billId, vote: 'support' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('casts a personal vote worth 10 and moves it between buckets on a change', async () => {
    const { client, user } = await signedInClient();
    await setVoterProfile(user.id, district, null);
    const before = await storedTally(billId, district);

    const cast = await client.post('/api/votes', { billId, vote: 'support' });
    expect(cast.status).toBe(200);
    expect(cast.body).toMatchObject({ billId, vote: 'support', voteType: 'personal' });
    let after = await storedTally(billId, district);
    expect(after.sp - before.sp).toBe(1);
    expect(after.sw - before.sw).toBe(10);

    const change = await client.post('/api/votes', { billId, vote: 'oppose' });
    expect(change.status).toBe(200);
    expect(change.body).toMatchObject({ billId, vote: 'oppose', voteType: 'personal' });
    after = await storedTally(billId, district);
    expect(after.sp - before.sp).toBe(0);
    expect(after.sw - before.sw).toBe(0);
    expect(after.op - before.op).toBe(1);
    expect(after.ow - before.ow).toBe(10);

    // The same cast again changes nothing.
    expect((await client.post('/api/votes', { billId, vote: 'oppose' })).status).toBe(200);
    expect((await storedTally(billId, district)).ow - before.ow).toBe(10);

    const mine = await client.get('/api/votes');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([expect.objectContaining({ billId, vote: 'oppose', voteType: 'personal', updatedAt: expect.any(String) })]);
    expect(await tallyDrift([billId])).toEqual([]);

    // Each change (not the repeat) recorded vote.cast.v1 in the same statement.
    const { rows: events } = await db().query(`SELECT payload FROM voting.outbox WHERE name = 'vote.cast.v1' AND payload->>'userId' = $1 ORDER BY created_at`, [user.id]);
    expect(events.map((e) => e.payload)).toEqual([
      { userId: user.id, billId, vote: 'support', previousVote: null, previousVoteType: null, district, castAt: expect.stringMatching(/Z$/) },
      { userId: user.id, billId, vote: 'oppose', previousVote: 'support', previousVoteType: 'personal', district, castAt: expect.stringMatching(/Z$/) },
    ]);
  });

  it('limits personal casts per user (429 with a clear message), not per bill or for other users', async () => {
    const limit = Number(process.env.RATE_LIMIT_VOTES_PER_USER_PER_MINUTE ?? 60);
    const { client } = await signedInClient();
    const statuses: number[] = [];
    for (let sent = 0; sent <= limit; sent += 20) {
      const batch = Array.from({ length: Math.min(20, limit + 1 - sent) }, (_, i) => client.post('/api/votes', { billId, vote: (sent + i) % 2 ? 'support' : 'oppose' }));
      statuses.push(...(await Promise.all(batch)).map((r) => r.status));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const refused = await client.post('/api/votes', { billId, vote: 'abstain' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ statusCode: 429, message: 'Too many requests. Please wait a moment and try again.' });
    // Reads are not limited, and another voter is not affected.
    expect((await client.get('/api/votes')).status).toBe(200);
    const other = await signedInClient();
    expect((await other.client.post('/api/votes', { billId, vote: 'abstain' })).status).toBe(200);
    expect(await tallyDrift([billId])).toEqual([]);
  });

  it("counts a voter without a district in 'UNKNOWN' and shows them no district tally", async () => {
    const { client } = await signedInClient();
    const before = await storedTally(billId, 'UNKNOWN');
    expect((await client.post('/api/votes', { billId, vote: 'abstain' })).status).toBe(200);
    expect((await storedTally(billId, 'UNKNOWN')).ap - before.ap).toBe(1);
    const tallies = await client.get(`/api/district/votes?billIds=${billId}`);
    expect(tallies.status).toBe(200);
    expect(tallies.body).toEqual([
      { billId, district: null, support: zero(), oppose: zero(), abstain: zero() },
    ]);
  });
});

const zero = () => ({ weighted: 0, personal: 0, archetype: 0 });

describe('archetype votes', () => {
  // Two archetypes with different suggestions on three bills.
  const bills = [newBillId(), newBillId(), newBillId()];
  const district = 'NH-01';
  beforeAll(async () => {
    await activateBill(bills[0], suggestions({ Protector: 'support', Patriot: 'oppose' }));
    await activateBill(bills[1], suggestions({ Protector: 'oppose', Patriot: 'oppose' }));
    await activateBill(bills[2], suggestions({ Protector: 'abstain', Patriot: 'support' }));
  });

  it('registers archetype votes on every active bill without a vote and never overwrites a personal one', async () => {
    const { client, user } = await signedInClient();
    // A personal vote cast before the survey (no district yet: it counts in UNKNOWN for now).
    expect((await client.post('/api/votes', { billId: bills[0], vote: 'oppose' })).status).toBe(200);
    const unknownBefore = await storedTally(bills[0], 'UNKNOWN');
    const tallyBefore = await Promise.all(bills.map((b) => storedTally(b, district)));

    await setVoterProfile(user.id, district, 'Protector');

    const votes = await client.get('/api/votes');
    const byBill = Object.fromEntries(votes.body.map((v: { billId: string }) => [v.billId, v]));
    expect(byBill[bills[0]]).toMatchObject({ vote: 'oppose', voteType: 'personal' });
    expect(byBill[bills[1]]).toMatchObject({ vote: 'oppose', voteType: 'archetype' });
    expect(byBill[bills[2]]).toMatchObject({ vote: 'abstain', voteType: 'archetype' });

    // The personal vote moved with the voter to their district; archetype votes weigh 1.
    expect((await storedTally(bills[0], 'UNKNOWN')).op).toBe(unknownBefore.op - 1);
    const tallyAfter = await Promise.all(bills.map((b) => storedTally(b, district)));
    expect(tallyAfter[0].op - tallyBefore[0].op).toBe(1);
    expect(tallyAfter[0].ow - tallyBefore[0].ow).toBe(10);
    expect(tallyAfter[1].oa - tallyBefore[1].oa).toBe(1);
    expect(tallyAfter[1].ow - tallyBefore[1].ow).toBe(1);
    expect(tallyAfter[2].aa - tallyBefore[2].aa).toBe(1);

    // Changing an archetype vote (even to the same value) makes it personal: weight 1 → 10.
    const changed = await client.post('/api/votes', { billId: bills[1], vote: 'oppose' });
    expect(changed.body).toMatchObject({ vote: 'oppose', voteType: 'personal' });
    const b1 = await storedTally(bills[1], district);
    expect(b1.oa - tallyBefore[1].oa).toBe(0);
    expect(b1.op - tallyBefore[1].op).toBe(1);
    expect(b1.ow - tallyBefore[1].ow).toBe(10);

    // A retaken survey recomputes archetype votes only.
    await setVoterProfile(user.id, district, 'Patriot');
    const retaken = Object.fromEntries((await client.get('/api/votes')).body.map((v: { billId: string }) => [v.billId, v]));
    expect(retaken[bills[0]]).toMatchObject({ vote: 'oppose', voteType: 'personal' });
    expect(retaken[bills[1]]).toMatchObject({ vote: 'oppose', voteType: 'personal' });
    expect(retaken[bills[2]]).toMatchObject({ vote: 'support', voteType: 'archetype' });
    const b2 = await storedTally(bills[2], district);
    expect(b2.aa - tallyBefore[2].aa).toBe(0);
    expect(b2.sa - tallyBefore[2].sa).toBe(1);

    expect(await tallyDrift(bills)).toEqual([]);
  });

  it('ignores an older profile event that arrives late', async () => {
    const { client, user } = await signedInClient();
    await setVoterProfile(user.id, district, 'Protector');
    const { publishToVoting } = await import('./voting-support');
    await publishToVoting('user.voter-profile-changed.v1', { userId: user.id, congressionalDistrict: 'CA-01', archetypeKey: 'Patriot' }, new Date(Date.now() - 60_000));
    const { rows } = await db().query('SELECT district, archetype_key FROM voting.voters WHERE user_id = $1', [user.id]);
    expect(rows[0]).toEqual({ district, archetype_key: 'Protector' });
    const votes = await client.get('/api/votes');
    expect(votes.body.find((v: { billId: string }) => v.billId === bills[2])).toMatchObject({ vote: 'abstain', voteType: 'archetype' });
  });
});

describe('GET /api/votes/with-bills', () => {
  const bills = [newBillId(), newBillId(), newBillId()];
  beforeAll(async () => {
    for (const [i, b] of bills.entries()) await activateBill(b, suggestions(), `Paging bill ${i}`);
  });

  it('pages the caller’s votes with their bills, newest first, without overlap', async () => {
    const { client } = await signedInClient();
    for (const b of bills) expect((await client.post('/api/votes', { billId: b, vote: 'support' })).status).toBe(200);
    const all = await client.get('/api/votes/with-bills?limit=100&offset=0');
    expect(all.status).toBe(200);
    const mine = all.body.filter((v: { billId: string }) => bills.includes(v.billId));
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({
      id: expect.any(String),
      billId: bills[2],
      vote: 'support',
      voteType: 'personal',
      bill: { billId: bills[2], title: 'Paging bill 2', policyArea: 'Health' },
    });

    const total = all.body.length;
    const first = await client.get('/api/votes/with-bills?limit=2&offset=0');
    const second = await client.get(`/api/votes/with-bills?limit=2&offset=2`);
    expect(first.body).toHaveLength(2);
    expect(second.body).toHaveLength(Math.min(2, total - 2));
    const ids = [...first.body, ...second.body].map((v: { id: string }) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(all.body.slice(0, ids.length).map((v: { id: string }) => v.id));

    // Default page size is 20.
    expect((await client.get('/api/votes/with-bills')).status).toBe(200);
  });

  it('lists the most recently changed vote first, and only the caller’s own casts with voteType=personal (issue #24)', async () => {
    const { client } = await signedInClient();
    for (const b of bills) expect((await client.post('/api/votes', { billId: b, vote: 'support' })).status).toBe(200);
    // Changing the oldest vote makes it the most recent one.
    expect((await client.post('/api/votes', { billId: bills[0], vote: 'oppose' })).status).toBe(200);
    const page = await client.get<Array<{ billId: string; vote: string; voteType: string }>>('/api/votes/with-bills?limit=100');
    expect(page.body.filter((v) => bills.includes(v.billId)).map((v) => [v.billId, v.vote])).toEqual([
      [bills[0], 'oppose'],
      [bills[2], 'support'],
      [bills[1], 'support'],
    ]);
    const personal = await client.get<Array<{ voteType: string }>>('/api/votes/with-bills?limit=100&voteType=personal');
    expect(personal.status).toBe(200);
    expect(personal.body.length).toBeGreaterThanOrEqual(3);
    expect(personal.body.every((v) => v.voteType === 'personal')).toBe(true);
    expect((await client.get('/api/votes/with-bills?voteType=mine')).status).toBe(400);
  });

  it.each(['limit=0', 'limit=101', 'offset=-1', 'limit=abc'])('answers 400 for %s', async (q) => {
    const { client } = await signedInClient();
    const res = await client.get(`/api/votes/with-bills?${q}`);
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
  });

  it('answers [] for a user without votes', async () => {
    const { client } = await signedInClient();
    expect((await client.get('/api/votes/with-bills?limit=20&offset=0')).body).toEqual([]);
  });
});

describe('GET /api/district/votes', () => {
  const [billA, billB, billC] = [newBillId(), newBillId(), newBillId()];
  const district = 'ME-02';
  beforeAll(async () => {
    await activateBill(billA, suggestions({ Purist: 'oppose' }, 'support'));
    await activateBill(billB, suggestions({}, 'oppose'));
    await activateBill(billC, suggestions());
  });

  it('answers the caller’s district tallies, personal and archetype counts kept apart, zeros where none', async () => {
    const voters = await Promise.all([0, 1, 2].map(() => signedInClient()));
    const other = await signedInClient();
    // Three voters in the district: two archetype votes (one per archetype), one personal.
    await setVoterProfile(voters[0].user.id, district, 'Purist');
    await setVoterProfile(voters[1].user.id, district, 'Protector');
    await setVoterProfile(voters[2].user.id, district, null);
    await setVoterProfile(other.user.id, 'ME-01', 'Protector');
    // The bills were activated before these voters had profiles: their fan-out skipped them,
    // the profile events registered the archetype votes.
    expect((await voters[2].client.post('/api/votes', { billId: billA, vote: 'support' })).status).toBe(200);
    // A voter in another district changes nothing here.
    expect((await other.client.post('/api/votes', { billId: billA, vote: 'oppose' })).status).toBe(200);

    const res = await voters[2].client.get(`/api/district/votes?billIds=${billA},${billC},${billB}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        billId: billA,
        district,
        support: { weighted: 11, personal: 1, archetype: 1 },
        oppose: { weighted: 1, personal: 0, archetype: 1 },
        abstain: zero(),
      },
      { billId: billC, district, support: zero(), oppose: zero(), abstain: { weighted: 2, personal: 0, archetype: 2 } },
      { billId: billB, district, support: zero(), oppose: { weighted: 2, personal: 0, archetype: 2 }, abstain: zero() },
    ]);
    const unknownBill = newBillId();
    const none = await voters[0].client.get(`/api/district/votes?billIds=${unknownBill}`);
    expect(none.body).toEqual([{ billId: unknownBill, district, support: zero(), oppose: zero(), abstain: zero() }]);
  });

  it('answers [] for an empty list and 400 for more than 100 bills', async () => {
    const { client } = await signedInClient();
    expect((await client.get('/api/district/votes?billIds=')).body).toEqual([]);
    expect((await client.get('/api/district/votes?billIds=,,')).body).toEqual([]);
    const many = Array.from({ length: 101 }, (_, i) => `999-hr-${i}`).join(',');
    const res = await client.get(`/api/district/votes?billIds=${many}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(VOTING_MESSAGES.tooManyBillIds);
    expect((await client.get('/api/district/votes')).status).toBe(400);
  });
});
