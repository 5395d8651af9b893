import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { ApiClient, signedInClient, stackEnv, waitFor } from '@civic/testing';
import {
  PARTNER_MESSAGES,
  PLEDGE_MESSAGES,
  PLEDGE_STATEMENT_MAX,
  PUBLIC_MIN_VOTERS,
  type CandidateDashboard,
  type PartnerCandidate,
  type PartnerDashboard,
  type PublicTally,
} from '@civic/contracts';
import { activateBill, closeVotingSupport, db, newBillId, suggestions, waitForFanout } from './voting-support';
import { grantPartner } from './accounts-support';

/*
 * The partner pledge dashboard (issue #27 item 5, ADR 0031) through the real stack. The sample
 * bill 119 H.J.Res. 20 has House roll 53 and Senate votes 206/207 (the counted one: 207), where
 * Hawaii's representative for HI-01 (Ed Case, C001055) and both senators voted Nay, and
 * Nebraska's NE-03 representative (Adrian Smith, S001172) Yea. HI-01 (ZIP 96813) and NE-03
 * (ZIP 69101) are districts no other suite votes in.
 */
jest.setTimeout(240_000);

const BILL = '119-hjres-20';
const honolulu = { address: '415 S Beretania St', city: 'Honolulu', state: 'HI', zipCode: '96813' };
const northPlatte = { address: '715 S Jeffers St', city: 'North Platte', state: 'NE', zipCode: '69101' };

async function partner(party: string): Promise<ApiClient> {
  const { client, user } = await signedInClient();
  await grantPartner(user.id, party);
  return client;
}

async function voterIn(home: typeof honolulu, district: string, n: number): Promise<ApiClient> {
  const { client, user } = await signedInClient();
  expect((await client.post('/api/user/personal-info', { name: `Pledge Voter ${n}`, ...home })).status).toBe(200);
  await waitFor(`voting to place voter ${n} in ${district}`, async () => (await db().query(`SELECT 1 FROM voting.voters WHERE user_id = $1 AND district = $2`, [user.id, district])).rowCount);
  return client;
}

async function vote(client: ApiClient, billId: string, value: 'support' | 'oppose') {
  expect((await client.post('/api/votes', { billId, vote: value })).status).toBe(200);
}

const candidateOf = (d: PartnerDashboard, name: string): CandidateDashboard => d.candidates.find((c) => c.candidate.name === name)!;
const withheld = { personal: null, values: null };

async function dashboard(client: ApiClient): Promise<PartnerDashboard> {
  const res = await client.get<PartnerDashboard>('/api/partner/dashboard');
  expect(res.status).toBe(200);
  return res.body;
}

async function addCandidate(client: ApiClient, body: Record<string, unknown>): Promise<PartnerCandidate> {
  const res = await client.post<PartnerCandidate>('/api/partner/candidates', body);
  expect([res.status, res.body]).toEqual([201, expect.objectContaining({ name: body.name })]);
  return res.body;
}

async function pledge(client: ApiClient, candidateId: string, pledgedOn: string, statement?: string): Promise<PartnerCandidate> {
  const res = await client.put<PartnerCandidate>(`/api/partner/candidates/${candidateId}/pledge`, { pledgedOn, statement });
  expect(res.status).toBe(200);
  return res.body;
}

/** Today in Washington (YYYY-MM-DD): a pledge made today comes after every sample roll call. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

let upcomingBill: string;

beforeAll(async () => {
  await waitFor('the built-in roll calls', async () => (await db().query(`SELECT 1 FROM bills.roll_calls WHERE bill_id = $1`, [BILL])).rowCount === 3, 60_000);
  await waitFor(`${BILL} to be votable`, async () => (await db().query('SELECT 1 FROM voting.active_bills WHERE bill_id = $1', [BILL])).rowCount, 90_000);
  await waitForFanout(BILL);
  // A bill the voters decide that Congress has not voted on (not imported into bills: no title).
  upcomingBill = newBillId();
  await activateBill(upcomingBill, suggestions());
});

afterAll(closeVotingSupport);

describe('/api/partner/* for anyone who is not a partner', () => {
  it('answers 404 Not found on every route, before reading the body, and creates nothing', async () => {
    const { client } = await signedInClient();
    const id = randomUUID();
    const valid = { name: 'Nobody Candidate', chamber: 'house', district: 'HI-01' };
    const routes: Array<[string, () => Promise<{ status: number; body: unknown }>]> = [
      ['GET /api/partner/access', () => client.get('/api/partner/access')],
      ['GET /api/partner/dashboard', () => client.get('/api/partner/dashboard')],
      ['GET /api/partner/candidates', () => client.get('/api/partner/candidates')],
      ['POST /api/partner/candidates', () => client.post('/api/partner/candidates', valid)],
      ['POST /api/partner/candidates (bad body)', () => client.post('/api/partner/candidates', { chamber: 'governor' })],
      ['PUT /api/partner/candidates/:id', () => client.put(`/api/partner/candidates/${id}`, valid)],
      ['DELETE /api/partner/candidates/:id', () => client.delete(`/api/partner/candidates/${id}`)],
      ['PUT /api/partner/candidates/:id/pledge', () => client.put(`/api/partner/candidates/${id}/pledge`, { pledgedOn: '2025-01-01' })],
      ['DELETE /api/partner/candidates/:id/pledge', () => client.delete(`/api/partner/candidates/${id}/pledge`)],
    ];
    for (const [route, call] of routes) {
      const res = await call();
      expect({ route, status: res.status, body: res.body }).toEqual({ route, status: 404, body: { statusCode: 404, error: 'Not Found', message: PARTNER_MESSAGES.notFound } });
    }
    expect((await db().query(`SELECT 1 FROM bills.partner_candidates WHERE name = 'Nobody Candidate'`)).rowCount).toBe(0);
    const visitor = await new ApiClient().get('/api/partner/dashboard');
    expect(visitor.status).toBe(401);
  });
});

describe('candidates and pledges', () => {
  it('refuses bad input with clear messages, and keeps each partner to its own candidates', async () => {
    const client = await partner('Aloha Civic Party');
    const bad = async (body: Record<string, unknown>, status: number, message: string) => {
      const res = await client.post('/api/partner/candidates', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message });
    };
    await bad({ chamber: 'house', district: 'HI-01' }, 400, PLEDGE_MESSAGES.nameRequired);
    await bad({ name: 'x'.repeat(121), chamber: 'house', district: 'HI-01' }, 400, PLEDGE_MESSAGES.nameTooLong);
    await bad({ name: 'Lee', chamber: 'governor', district: 'HI-01' }, 400, PLEDGE_MESSAGES.chamber);
    await bad({ name: 'Lee', chamber: 'house' }, 400, PLEDGE_MESSAGES.district);
    await bad({ name: 'Lee', chamber: 'house', district: 'Hawaii 1' }, 400, PLEDGE_MESSAGES.district);
    await bad({ name: 'Lee', chamber: 'house', district: 'HI-09' }, 404, PLEDGE_MESSAGES.districtNotFound);
    await bad({ name: 'Lee', chamber: 'house', district: 'ZZ-01' }, 404, 'District not found');
    await bad({ name: 'Lee', chamber: 'senate', state: 'Hawaii' }, 400, PLEDGE_MESSAGES.state);
    await bad({ name: 'Lee', chamber: 'senate', state: 'ZZ' }, 404, PLEDGE_MESSAGES.stateNotFound);
    await bad({ name: 'Lee', chamber: 'house', district: 'HI-01', bioguideId: 'case' }, 400, PLEDGE_MESSAGES.bioguideId);
    await bad({ name: 'Lee', chamber: 'house', district: 'HI-01', bioguideId: 'Z999999' }, 400, PLEDGE_MESSAGES.memberNotFound);
    // Ed Case holds HI-01, not NE-03, and never sat in the Senate.
    await bad({ name: 'Lee', chamber: 'house', district: 'NE-03', bioguideId: 'C001055' }, 400, PLEDGE_MESSAGES.memberNotInSeat);
    await bad({ name: 'Lee', chamber: 'senate', state: 'HI', bioguideId: 'C001055' }, 400, PLEDGE_MESSAGES.memberNotInSeat);

    // Lower case is accepted and normalized; a blank bioguide id is none.
    const lee = await addCandidate(client, { name: 'Lee Kahale', chamber: 'house', district: 'hi-01', bioguideId: ' ' });
    expect(lee).toMatchObject({ chamber: 'house', area: 'HI-01', bioguideId: null, memberName: null, pledge: null });

    const pledgeBad = async (body: Record<string, unknown>, message: string) => {
      const res = await client.put(`/api/partner/candidates/${lee.candidateId}/pledge`, body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    };
    await pledgeBad({}, PLEDGE_MESSAGES.pledgedOn);
    await pledgeBad({ pledgedOn: '2025-02-30' }, PLEDGE_MESSAGES.pledgedOn);
    await pledgeBad({ pledgedOn: '03/01/2025' }, PLEDGE_MESSAGES.pledgedOn);
    await pledgeBad({ pledgedOn: '2999-01-01' }, PLEDGE_MESSAGES.pledgedOnFuture);
    await pledgeBad({ pledgedOn: '2025-01-01', statement: 'y'.repeat(PLEDGE_STATEMENT_MAX + 1) }, PLEDGE_MESSAGES.statementTooLong);

    const pledged = await pledge(client, lee.candidateId, '2025-01-15', 'I will vote as HI-01 decides.\nhttps://example.org/pledge');
    expect(pledged.pledge).toEqual({ pledgedOn: '2025-01-15', statement: 'I will vote as HI-01 decides.\nhttps://example.org/pledge', recordedAt: expect.any(String) });

    // Another partner sees none of it and cannot touch it; a malformed id is not found either.
    const other = await partner('Mainland Party');
    expect((await other.get('/api/partner/candidates')).body).toEqual({ candidates: [] });
    for (const res of [
      await other.put(`/api/partner/candidates/${lee.candidateId}`, { name: 'Taken', chamber: 'house', district: 'HI-01' }),
      await other.delete(`/api/partner/candidates/${lee.candidateId}`),
      await other.put(`/api/partner/candidates/${lee.candidateId}/pledge`, { pledgedOn: '2025-01-01' }),
      await client.delete('/api/partner/candidates/not-a-uuid'),
    ]) expect([res.status, res.body.message]).toEqual([404, PLEDGE_MESSAGES.candidateNotFound]);

    // Edit keeps the pledge; withdrawing the pledge and removing the candidate work.
    const edited = await client.put<PartnerCandidate>(`/api/partner/candidates/${lee.candidateId}`, { name: 'Ed Case', chamber: 'house', district: 'HI-01', bioguideId: 'c001055' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Ed Case', bioguideId: 'C001055', memberName: 'Ed Case', pledge: { pledgedOn: '2025-01-15' } });
    const withdrawn = await client.delete<PartnerCandidate>(`/api/partner/candidates/${lee.candidateId}/pledge`);
    expect([withdrawn.status, withdrawn.body.pledge]).toEqual([200, null]);
    expect((await client.delete(`/api/partner/candidates/${lee.candidateId}`)).status).toBe(204);
    expect((await client.get('/api/partner/candidates')).body).toEqual({ candidates: [] });
    expect((await client.delete(`/api/partner/candidates/${lee.candidateId}`)).status).toBe(404);
  });
});

describe('GET /api/partner/dashboard', () => {
  it("judges a sitting member's pledge kept, then broken, as the district's decision turns, and lists the bills coming to a vote", async () => {
    const client = await partner('Pacific Pledge Party');
    const caseId = (await addCandidate(client, { name: 'Ed Case', chamber: 'house', district: 'HI-01', bioguideId: 'C001055' })).candidateId;
    const schatzId = (await addCandidate(client, { name: 'Brian Schatz', chamber: 'senate', state: 'HI', bioguideId: 'S001194' })).candidateId;
    const hironoId = (await addCandidate(client, { name: 'Mazie Hirono', chamber: 'senate', state: 'HI', bioguideId: 'H001042' })).candidateId;
    await addCandidate(client, { name: 'Kai Challenger', chamber: 'house', district: 'HI-01' });
    await pledge(client, caseId, '2025-01-15');
    await pledge(client, schatzId, '2024-10-01', 'Hawaii decides, I vote.');
    // Pledged after the vote: shown, never judged.
    await pledge(client, hironoId, today());

    // PUBLIC_MIN_VOTERS voters of HI-01 oppose the bill Case and both senators voted Nay on, and support the upcoming one.
    const voters: ApiClient[] = [];
    for (let n = 1; n <= PUBLIC_MIN_VOTERS; n++) {
      const v = await voterIn(honolulu, 'HI-01', n);
      await vote(v, BILL, 'oppose');
      await vote(v, upcomingBill, 'support');
      voters.push(v);
    }

    let d = await dashboard(client);
    expect(d.party).toBe('Pacific Pledge Party');
    expect(d.minVoters).toBe(PUBLIC_MIN_VOTERS);
    const opposed: PublicTally['counts'] = { support: withheld, oppose: { personal: PUBLIC_MIN_VOTERS, values: null }, abstain: withheld };
    const caseBoard = candidateOf(d, 'Ed Case');
    expect(caseBoard.candidate).toMatchObject({ candidateId: caseId, chamber: 'house', area: 'HI-01', memberName: 'Ed Case' });
    expect(caseBoard.judged).toEqual([
      {
        billId: BILL,
        title: expect.stringMatching(/disapproval/i),
        rollCall: { rollCallId: 'h53-119.2025', votedAt: '2025-02-27T15:26:00.000Z', question: expect.stringMatching(/^On Passage/), result: 'Passed' },
        position: 'nay',
        cast: 'Nay',
        tally: { billId: BILL, district: 'HI-01', enoughVoters: true, decision: 'oppose', counts: opposed },
        verdict: 'kept',
      },
    ]);
    expect(caseBoard.record).toEqual({ kept: 1, broken: 0, didNotVote: 0, keptRate: 1 });
    // The state is the sum of its districts: HI-01's voters decide for Hawaii's senators.
    const schatz = candidateOf(d, 'Brian Schatz');
    expect(schatz.judged.map((j) => [j.rollCall.rollCallId, j.position, j.tally.district, j.tally.decision, j.verdict])).toEqual([['s207-119.2025', 'nay', 'HI', 'oppose', 'kept']]);
    expect(schatz.candidate.pledge).toMatchObject({ pledgedOn: '2024-10-01', statement: 'Hawaii decides, I vote.' });
    expect(candidateOf(d, 'Mazie Hirono').judged.map((j) => j.verdict)).toEqual(['before_pledge']);
    expect(candidateOf(d, 'Mazie Hirono').record).toEqual({ kept: 0, broken: 0, didNotVote: 0, keptRate: null });
    // The challenger has no member: nothing judged, and the same bills coming to a vote.
    const challenger = candidateOf(d, 'Kai Challenger');
    expect([challenger.judged, challenger.candidate.pledge, challenger.record.keptRate]).toEqual([[], null, null]);
    for (const c of [caseBoard, challenger, schatz]) {
      expect(c.upcoming.map((u) => u.billId)).not.toContain(BILL);
      expect(c.upcoming.find((u) => u.billId === upcomingBill)).toEqual({
        billId: upcomingBill,
        title: null,
        tally: { billId: upcomingBill, district: c.candidate.area, enoughVoters: true, decision: 'support', counts: { support: { personal: PUBLIC_MIN_VOTERS, values: null }, oppose: withheld, abstain: withheld } },
      });
      expect(c.upcomingTotal).toBeGreaterThanOrEqual(1);
    }

    // The district turns: every voter now supports the bill Case voted against.
    for (const v of voters) await vote(v, BILL, 'support');
    d = await dashboard(client);
    expect(candidateOf(d, 'Ed Case').judged.map((j) => [j.tally.decision, j.verdict])).toEqual([['support', 'broken']]);
    expect(candidateOf(d, 'Ed Case').record).toEqual({ kept: 0, broken: 1, didNotVote: 0, keptRate: 0 });
    expect(candidateOf(d, 'Brian Schatz').record).toEqual({ kept: 0, broken: 1, didNotVote: 0, keptRate: 0 });

    // The recount judges every pledge again from the vote rows and the positions mapped in code: 0 drift.
    const root = resolve(__dirname, '../../..');
    const recount = spawnSync(process.execPath, [join(root, 'services/bills/dist/cli/accountability-recount.js'), '--json'], {
      cwd: root, env: { ...process.env, DATABASE_URL: stackEnv('DATABASE_URL') }, encoding: 'utf8', timeout: 90_000,
    });
    expect([recount.status, recount.stderr]).toEqual([0, '']);
    const { pledges } = JSON.parse(recount.stdout.trim());
    // Case, Schatz and Hirono at least (the challenger has no member to judge).
    expect(pledges.checked).toBeGreaterThanOrEqual(3);
    expect(pledges.drift).toEqual([]);
  });

  it('never counts a decision of fewer than 10 voters for or against a pledge, and shows it as withheld', async () => {
    const client = await partner('Prairie Pledge Party');
    const smith = await addCandidate(client, { name: 'Adrian Smith', chamber: 'house', district: 'NE-03', bioguideId: 'S001172' });
    await pledge(client, smith.candidateId, '2025-01-03');
    // Fewer than PUBLIC_MIN_VOTERS voters, all supporting the bill Smith voted Yea on.
    for (let n = 1; n < PUBLIC_MIN_VOTERS; n++) {
      const v = await voterIn(northPlatte, 'NE-03', 100 + n);
      await vote(v, BILL, 'support');
      await vote(v, upcomingBill, 'oppose');
    }
    const board = candidateOf(await dashboard(client), 'Adrian Smith');
    const nothingShown = { enoughVoters: false, decision: null, counts: { support: withheld, oppose: withheld, abstain: withheld } };
    expect(board.judged).toEqual([expect.objectContaining({ billId: BILL, position: 'yea', verdict: 'no_decision', tally: { billId: BILL, district: 'NE-03', ...nothingShown } })]);
    expect(board.record).toEqual({ kept: 0, broken: 0, didNotVote: 0, keptRate: null });
    expect(board.upcoming.find((u) => u.billId === upcomingBill)?.tally).toEqual({ billId: upcomingBill, district: 'NE-03', ...nothingShown });
  });
});
