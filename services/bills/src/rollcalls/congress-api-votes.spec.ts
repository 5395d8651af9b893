import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startFakeCongressApi, type FakeCongressApi, type FakeHouseVote } from '@civic/testing';
import { ROLLCALL_FIXTURES_DIR, SHARED_ROLLCALL_DIR } from '../../test/paths';
import { CongressApiClient } from '../importers/congress-api';
import { TokenBucket } from '../importers/http';
import { houseVotesFromCongressApi, parseCongressApiHouseVote, type HouseVoteResult } from './congress-api-votes';
import { parseUnitedStatesVoteJson } from './unitedstates';
import type { ImportedRollCall } from './types';

/**
 * A unitedstates data.json House roll call as the Congress.gov API gives the same vote: the
 * fake API then answers it in the API's own shapes, and the importer must read back what the
 * data.json says. `rename` moves it to another roll number (a vote of its own).
 */
function asCongressApiVote(dataJson: Record<string, unknown>, rename?: number): FakeHouseVote {
  const votes = dataJson.votes as Record<string, Array<{ id: string; display_name: string; party: string; state: string }>>;
  const bill = dataJson.bill as { congress: number; type: string; number: number } | undefined;
  const year = Number(dataJson.session);
  return {
    congress: dataJson.congress as number,
    sessionNumber: year - (1789 + 2 * ((dataJson.congress as number) - 1)) + 1,
    rollCallNumber: rename ?? (dataJson.number as number),
    startDate: dataJson.date as string,
    voteType: dataJson.requires === '2/3' ? '2/3 Yea-And-Nay' : 'Yea-and-Nay',
    voteQuestion: String(dataJson.question).split(':')[0]!,
    result: dataJson.result as string,
    ...(bill && { legislationType: bill.type.toUpperCase(), legislationNumber: String(bill.number) }),
    members: Object.entries(votes).flatMap(([voteCast, voters]) =>
      voters.map((v) => ({ bioguideID: v.id, firstName: '', lastName: v.display_name, voteCast, voteParty: v.party, voteState: v.state })),
    ),
  };
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const positions = (rc: ImportedRollCall) => rc.positions.map((p) => `${p.voterId}:${p.position}:${p.party}:${p.state}`).sort();

async function collect(gen: AsyncGenerator<HouseVoteResult>): Promise<HouseVoteResult[]> {
  const out: HouseVoteResult[] = [];
  for await (const r of gen) out.push(r);
  return out;
}

describe('House roll calls from the Congress.gov API', () => {
  let api: FakeCongressApi;
  let client: CongressApiClient;
  const fixture = readJson(join(ROLLCALL_FIXTURES_DIR, 'unitedstates-h9053-116.2019.data.json'));

  beforeEach(async () => {
    // Two member votes a page: the client must follow the pages.
    api = await startFakeCongressApi({ memberPageSize: 2 });
    client = new CongressApiClient({ apiKey: api.apiKey, baseUrl: api.baseUrl, limiter: new TokenBucket({ capacity: 1000, refillPerSecond: 1000 }), retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 5 } });
  });
  afterEach(() => api.close());

  it('reads the same positions, bill, time and session as the data.json of the same vote, across member pages', async () => {
    api.addHouseVote(asCongressApiVote(fixture));
    const [result] = await collect(houseVotesFromCongressApi(client, 116, [1]));
    if (!result || !('rollCall' in result)) throw new Error(`not imported: ${JSON.stringify(result)}`);
    const fromFile = parseUnitedStatesVoteJson(fixture);
    const fromApi = result.rollCall;
    expect(fromApi).toMatchObject({
      rollCallId: fromFile.rollCallId, chamber: 'House', congress: 116, session: fromFile.session, year: 2019, rollNumber: 9053,
      votedAt: fromFile.votedAt, billId: fromFile.billId, result: 'Passed', requires: '1/2', question: 'On Passage', format: 'congress-api-json',
    });
    expect(positions(fromApi)).toEqual(positions(fromFile));
    expect(result.source).toBe(`${api.baseUrl}/house-vote/116/1/9053?format=json`);
    // 5 members at 2 a page: 3 member pages, the list and the detail.
    expect(api.count('/v3/house-vote/116/1/9053/members')).toBe(3);
  });

  it('skips a vote whose answer cannot be read and goes on; retries a failing request', async () => {
    api.addHouseVote(asCongressApiVote(fixture));
    api.addHouseVote({ ...asCongressApiVote(fixture, 9054), members: [] });
    api.addHouseVote({ ...asCongressApiVote(fixture, 9055), startDate: 'yesterday' });
    api.failNext(503, 1, { pathPrefix: '/v3/house-vote/116/1/9053' });
    const results = await collect(houseVotesFromCongressApi(client, 116, [1, 2]));
    expect(results.map((r) => ('rollCall' in r ? r.rollCall.rollCallId : `skipped ${r.reason}`))).toEqual([
      'skipped "startDate" is not an ISO 8601 time ("yesterday")',
      'skipped no member votes in "houseRollCallVoteMemberVotes"."results"',
      'h9053-116.2019',
    ]);
    expect(api.requests.some((r) => r.status === 503)).toBe(true);
    // Session 2 was asked for and had nothing.
    expect(api.count('/v3/house-vote/116/2')).toBe(1);
  });

  it('stops at maxVotes', async () => {
    for (const n of [9061, 9062, 9063]) api.addHouseVote(asCongressApiVote(fixture, n));
    expect(await collect(houseVotesFromCongressApi(client, 116, [1], { maxVotes: 2 }))).toHaveLength(2);
  });
});

describe('parseCongressApiHouseVote', () => {
  const vote = { congress: 119, sessionNumber: 1, rollCallNumber: 7, startDate: '2025-01-03T23:30:00-05:00', voteType: '2/3 Yea-And-Nay', voteQuestion: 'On Motion to Suspend the Rules and Pass', result: 'Passed', legislationType: 'HR', legislationNumber: '12' };

  it('takes the year from the Washington date, the threshold from the vote type, and either spelling of the bioguide id', () => {
    const rc = parseCongressApiHouseVote(vote, { results: [{ bioguideId: 'A000001', voteCast: 'Aye', voteParty: 'D', voteState: 'NC' }, { bioguideID: 'B000002', voteCast: 'No', voteParty: 'R', voteState: 'TX' }] });
    // 23:30 in Washington on 3 January is 04:30 UTC on the 4th: still roll 7 of 2025.
    expect(rc).toMatchObject({ rollCallId: 'h7-119.2025', year: 2025, votedAt: '2025-01-04T04:30:00.000Z', requires: '2/3', billId: '119-hr-12' });
    expect(rc.positions.map((p) => [p.voterId, p.position, p.cast])).toEqual([['A000001', 'yea', 'Aye'], ['B000002', 'nay', 'No']]);
    expect(parseCongressApiHouseVote({ ...vote, voteType: 'Quorum' }, { results: [{ bioguideID: 'A000001', voteCast: 'Present' }] }).requires).toBeNull();
    expect(parseCongressApiHouseVote({ ...vote, voteType: 'Recorded Vote' }, { results: [{ bioguideID: 'A000001', voteCast: 'Aye' }] }).requires).toBe('1/2');
  });

  it('names amendment votes and refuses a member without an id', () => {
    const amendment = parseCongressApiHouseVote({ ...vote, legislationType: undefined, amendmentType: 'HAMDT', amendmentNumber: '6', amendmentAuthor: 'Tlaib of Michigan Amendment No. 6' }, { results: [{ bioguideID: 'A000001', voteCast: 'Nay' }] });
    expect(amendment).toMatchObject({ billId: null, amendment: '6: Tlaib of Michigan Amendment No. 6' });
    expect(() => parseCongressApiHouseVote(vote, { results: [{ voteCast: 'Aye' }] })).toThrow('"results"[0] has no bioguide id or voteCast');
  });
});

const SHARED_H53 = join(SHARED_ROLLCALL_DIR, 'unitedstates-h53-119.2025.data.json');
(existsSync(SHARED_H53) ? describe : describe.skip)('a real House roll call (../shared/data/rollcall, House 2025 roll 53 on 119-hjres-20)', () => {
  it('reads back every one of its 433 positions through the Congress.gov API shapes', async () => {
    const real = readJson(SHARED_H53);
    const api = await startFakeCongressApi();
    try {
      api.addHouseVote(asCongressApiVote(real));
      const client = new CongressApiClient({ apiKey: api.apiKey, baseUrl: api.baseUrl, limiter: new TokenBucket({ capacity: 1000, refillPerSecond: 1000 }) });
      const [result] = await collect(houseVotesFromCongressApi(client, 119, [1]));
      if (!result || !('rollCall' in result)) throw new Error('not imported');
      expect(result.rollCall.billId).toBe('119-hjres-20');
      expect(result.rollCall.positions).toHaveLength(433);
      expect(positions(result.rollCall)).toEqual(positions(parseUnitedStatesVoteJson(real)));
    } finally {
      await api.close();
    }
  });
});
