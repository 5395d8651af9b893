import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { ApiClient, signedInClient, stackEnv, waitFor } from '@civic/testing';
import { districtDecision, memberAgrees, type BillAccountability, type DistrictTally } from '@civic/contracts';
import { closeVotingSupport, db, waitForFanout } from './voting-support';

/*
 * GET /api/bills/{billId}/accountability (ADR 0026): the caller's members' votes in Congress on
 * a bill beside the district's decision. The stack loads the built-in roll calls of the sample
 * bill 119 H.J.Res. 20 (House roll 53, Senate votes 206 and 207, 2025) and synthesizes the bill,
 * which makes it votable.
 */
jest.setTimeout(120_000);

const BILL = '119-hjres-20';
// At large: the ZIP table places the whole state in WY-AL.
const cheyenne = { name: 'Wyo Ming', address: '2001 Capitol Ave', city: 'Cheyenne', state: 'WY', zipCode: '82001' };

afterAll(closeVotingSupport);

beforeAll(async () => {
  await waitFor('the built-in roll calls', async () => (await db().query(`SELECT 1 FROM bills.roll_calls WHERE bill_id = $1`, [BILL])).rowCount === 3, 60_000);
  await waitFor(`${BILL} to be votable`, async () => (await db().query('SELECT 1 FROM voting.active_bills WHERE bill_id = $1', [BILL])).rowCount, 90_000);
  await waitForFanout(BILL);
});

describe('GET /api/bills/{billId}/accountability', () => {
  it('answers 401 to a visitor', async () => {
    const res = await new ApiClient().get(`/api/bills/${BILL}/accountability`);
    expect(res.status).toBe(401);
  });

  it("shows a voter their representative's and senators' votes beside the district's decision", async () => {
    const { client, user } = await signedInClient();
    expect((await client.post('/api/user/personal-info', cheyenne)).status).toBe(200);
    // Identity tells voting the district by event; the vote counts in WY-AL once voting knows it.
    await waitFor('voting to know the district', async () => (await db().query(`SELECT 1 FROM voting.voters WHERE user_id = $1 AND district = 'WY-AL'`, [user.id])).rowCount);
    expect((await client.post('/api/votes', { billId: BILL, vote: 'support' })).status).toBe(200);

    const res = await client.get(`/api/bills/${BILL}/accountability`);
    expect(res.status).toBe(200);
    const body = res.body as BillAccountability;
    expect(body.district).toBe('WY-AL');
    // The tally is the one the district tally route serves, and the decision is read from it.
    const [tally] = (await client.get(`/api/district/votes?billIds=${BILL}`)).body as DistrictTally[];
    expect(body.tally).toEqual(tally);
    expect(body.tally.support.personal).toBeGreaterThanOrEqual(1);
    expect(body.decision).toBe(districtDecision(tally));

    expect(body.rollCalls.map((r) => ({ id: r.rollCallId, chamber: r.chamber, question: r.question, result: r.result, votedAt: r.votedAt }))).toEqual([
      { id: 'h53-119.2025', chamber: 'House', question: expect.stringMatching(/^On Passage: H J RES 20 Providing for congressional disapproval/), result: 'Passed', votedAt: '2025-02-27T15:26:00.000Z' },
      { id: 's206-119.2025', chamber: 'Senate', question: expect.stringMatching(/^On the Motion to Proceed H\.J\.Res\. 20/), result: 'Motion to Proceed Agreed to', votedAt: expect.stringMatching(/^2025-/) },
      { id: 's207-119.2025', chamber: 'Senate', question: expect.stringMatching(/^On the Joint Resolution H\.J\.Res\. 20/), result: 'Joint Resolution Passed', votedAt: expect.stringMatching(/^2025-/) },
    ]);
    expect(body.rollCalls[0].members).toEqual([{ role: 'representative', bioguideId: 'H001096', name: 'Harriet M. Hageman', party: 'R', outcome: 'yea', cast: 'Yea' }]);
    expect(body.rollCalls[2].members.map((m) => [m.role, m.name, m.party, m.outcome])).toEqual([
      ['senator', 'John Barrasso', 'R', 'yea'],
      ['senator', 'Cynthia M. Lummis', 'R', 'yea'],
    ]);
    expect(memberAgrees(body.decision, body.rollCalls[0].members[0].outcome)).toBe(body.decision === 'support' ? true : body.decision === 'oppose' ? false : null);
  });

  it('npm run accountability:recount finds the served agreement rates equal to the ones recomputed from every vote (0 drift)', () => {
    const root = resolve(__dirname, '../../..');
    const res = spawnSync(process.execPath, [join(root, 'services/bills/dist/cli/accountability-recount.js'), '--json'], {
      cwd: root, env: { ...process.env, DATABASE_URL: stackEnv('DATABASE_URL') }, encoding: 'utf8', timeout: 90_000,
    });
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    const result = JSON.parse(res.stdout.trim());
    // At least the WY-AL voter above: the representative and both senators are judged on 119 H.J.Res. 20.
    expect(result.bills).toBeGreaterThanOrEqual(1);
    expect(result.districts).toBeGreaterThanOrEqual(1);
    expect(result.checked).toBeGreaterThanOrEqual(3);
    expect(result.drift).toEqual([]);
  });

  it('lists no roll call for a bill Congress has not voted on, and none while the district is unknown', async () => {
    const { client } = await signedInClient();
    const unknown = await client.get(`/api/bills/${BILL}/accountability`);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ billId: BILL, district: null, rollCalls: [], decision: null });
    expect((await client.post('/api/user/personal-info', cheyenne)).status).toBe(200);
    const none = await client.get('/api/bills/118-hr-2/accountability');
    expect(none.body).toMatchObject({ billId: '118-hr-2', district: 'WY-AL', rollCalls: [] });
  });

  it('answers 404 "Bill not found" for a malformed bill id', async () => {
    const { client } = await signedInClient();
    const res = await client.get('/api/bills/not-a-bill/accountability');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Bill not found' });
  });
});
