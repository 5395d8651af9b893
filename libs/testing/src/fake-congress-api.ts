import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A loopback HTTP server that answers like the Congress.gov API v3 for bills: `/v3/bill/{congress}`
 * listing pages with `pagination.next`, `/v3/bill/{congress}/{type}/{number}` details and their
 * `/summaries`, `/subjects` and `/titles`; and for House roll call votes (beta):
 * `/v3/house-vote/{congress}/{session}` lists, `/{number}` details and `/{number}/members`. It
 * checks `api_key`, can answer 429 or 5xx on demand, and records every request so tests can count them.
 */

export interface FakeCongressSponsor {
  bioguideId?: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  party: string;
  state: string;
  /** House members only. */
  district?: number;
  /** Title used in fullName: "Rep.", "Sen.", "Del.". Defaults from the bill's chamber. */
  title?: string;
}

export interface FakeCongressBill {
  congress: number;
  /** Congress.gov spelling, e.g. "HR", "SJRES". */
  type: string;
  number: string | number;
  title: string;
  originChamber?: 'House' | 'Senate';
  introducedDate?: string;
  updateDate?: string;
  latestAction?: { actionDate: string; text: string };
  policyArea?: string | null;
  sponsors?: FakeCongressSponsor[];
  summaries?: { versionCode: string; actionDate: string; actionDesc?: string; updateDate?: string; text: string }[];
  subjects?: string[];
  titles?: { title: string; titleType: string }[];
  textVersionCount?: number;
  constitutionalAuthorityStatementText?: string;
}

/** A member's vote as `/house-vote/.../members` lists it. */
export interface FakeHouseMemberVote {
  bioguideID: string;
  firstName: string;
  lastName: string;
  /** Aye, Nay, Yea, No, Present, Not Voting. */
  voteCast: string;
  voteParty: string;
  voteState: string;
}

/** A House roll call vote as the item level of `/house-vote` describes it, with its member votes. */
export interface FakeHouseVote {
  congress: number;
  sessionNumber: number;
  rollCallNumber: number;
  /** With Washington's offset, e.g. 2025-02-27T10:26:00-05:00. */
  startDate: string;
  updateDate?: string;
  /** "Yea-and-Nay", "2/3 Yea-And-Nay", "Recorded Vote", "Quorum"… */
  voteType: string;
  voteQuestion: string;
  result: string;
  legislationType?: string;
  legislationNumber?: string;
  amendmentType?: string;
  amendmentNumber?: string;
  amendmentAuthor?: string;
  members: FakeHouseMemberVote[];
}

export interface CongressApiRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** 200, 403, 404, 429 ... as answered. */
  status: number;
  receivedAt: number;
}

export interface FakeCongressApiOptions {
  /** The key requests must carry as `api_key` (default "test-key"). */
  apiKey?: string;
  bills?: FakeCongressBill[];
  houseVotes?: FakeHouseVote[];
  /** The most member votes one `/members` page holds (the API's limit is 250), to make tests page. */
  memberPageSize?: number;
  /** Called before each request is answered; tests use it to change data mid-run. */
  onRequest?: (request: CongressApiRequest, api: FakeCongressApi) => void;
}

export interface FakeCongressApi {
  /** e.g. http://127.0.0.1:PORT/v3, ready for CONGRESS_API_BASE_URL. */
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly requests: CongressApiRequest[];
  /** Requests whose path starts with the prefix (all when omitted). */
  count(pathPrefix?: string): number;
  /** The next `times` requests (matching `pathPrefix`, if given) get this status. */
  failNext(status: number, times?: number, options?: { pathPrefix?: string; retryAfterSeconds?: number }): void;
  addBill(bill: FakeCongressBill): void;
  addHouseVote(vote: FakeHouseVote): void;
  /** Gives a bill a new update date, which moves it within the listing (sorted by update date). */
  touchBill(congress: number, type: string, number: string | number, updateDate: string): void;
  close(): Promise<void>;
}

interface Failure {
  status: number;
  remaining: number;
  pathPrefix?: string;
  retryAfterSeconds?: number;
}

function billKey(congress: number, type: string, number: string | number): string {
  return `${congress}-${type.toLowerCase()}-${String(number)}`;
}

function chamberOf(bill: FakeCongressBill): 'House' | 'Senate' {
  return bill.originChamber ?? (bill.type.toUpperCase().startsWith('H') ? 'House' : 'Senate');
}

function sponsorJson(bill: FakeCongressBill, s: FakeCongressSponsor, origin: string) {
  const house = chamberOf(bill) === 'House';
  const title = s.title ?? (house ? 'Rep.' : 'Sen.');
  const names = [s.firstName, s.middleName].filter(Boolean).join(' ');
  const where = house ? `${s.state}-${s.district ?? 'At Large'}` : s.state;
  return {
    bioguideId: s.bioguideId ?? 'X000000',
    district: house ? (s.district ?? 0) : undefined,
    firstName: s.firstName,
    fullName: `${title} ${s.lastName}, ${names} [${s.party}-${where}]`,
    isByRequest: 'N',
    lastName: s.lastName,
    middleName: s.middleName,
    party: s.party,
    state: s.state,
    url: `${origin}/v3/member/${s.bioguideId ?? 'unknown'}?format=json`,
  };
}

export async function startFakeCongressApi(options: FakeCongressApiOptions = {}): Promise<FakeCongressApi> {
  const apiKey = options.apiKey ?? 'test-key';
  const bills = new Map<string, FakeCongressBill>();
  for (const bill of options.bills ?? []) bills.set(billKey(bill.congress, bill.type, bill.number), { ...bill });
  const houseVotes = new Map<string, FakeHouseVote>();
  const voteKey = (congress: number, session: number, roll: number) => `${congress}-${session}-${roll}`;
  for (const vote of options.houseVotes ?? []) houseVotes.set(voteKey(vote.congress, vote.sessionNumber, vote.rollCallNumber), vote);
  const requests: CongressApiRequest[] = [];
  const failures: Failure[] = [];
  const sockets = new Set<Socket>();
  let origin = '';

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const apiError = (res: ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}) =>
    send(res, status, { error: { code, message } }, headers);

  const listItem = (bill: FakeCongressBill) => ({
    congress: bill.congress,
    latestAction: bill.latestAction,
    number: String(bill.number),
    originChamber: chamberOf(bill),
    originChamberCode: chamberOf(bill) === 'House' ? 'H' : 'S',
    title: bill.title,
    type: bill.type.toUpperCase(),
    updateDate: bill.updateDate ?? '2025-01-01T00:00:00Z',
    url: `${origin}/v3/bill/${bill.congress}/${bill.type.toLowerCase()}/${bill.number}?format=json`,
  });

  const ref = (bill: FakeCongressBill, part: string, count: number) => ({
    count,
    url: `${origin}/v3/bill/${bill.congress}/${bill.type.toLowerCase()}/${bill.number}/${part}?format=json`,
  });

  const detail = (bill: FakeCongressBill) => ({
    ...listItem(bill),
    url: undefined,
    introducedDate: bill.introducedDate,
    policyArea: bill.policyArea ? { name: bill.policyArea } : undefined,
    sponsors: (bill.sponsors ?? []).map((s) => sponsorJson(bill, s, origin)),
    constitutionalAuthorityStatementText: bill.constitutionalAuthorityStatementText,
    summaries: ref(bill, 'summaries', bill.summaries?.length ?? 0),
    subjects: ref(bill, 'subjects', (bill.subjects?.length ?? 0) + (bill.policyArea ? 1 : 0)),
    titles: ref(bill, 'titles', bill.titles?.length ?? 0),
    textVersions: ref(bill, 'text', bill.textVersionCount ?? 0),
    cosponsors: { count: 0, countIncludingWithdrawnCosponsors: 0, url: `${origin}/v3/bill/${bill.congress}/${bill.type.toLowerCase()}/${bill.number}/cosponsors?format=json` },
  });

  // The real API lists the most recently updated first unless `sort=updateDate asc` is asked
  // for, and filters on update time with fromDateTime/toDateTime.
  const sortedBills = (congress: number, query: Record<string, string>) => {
    const ascending = /^updateDate\s+asc$/i.test(query.sort ?? '');
    const from = query.fromDateTime ? Date.parse(query.fromDateTime) : -Infinity;
    const to = query.toDateTime ? Date.parse(query.toDateTime) : Infinity;
    return [...bills.values()]
      .filter((b) => b.congress === congress)
      .filter((b) => {
        const updated = Date.parse(b.updateDate ?? '2025-01-01T00:00:00Z');
        return updated >= from && updated <= to;
      })
      .sort((a, b) => {
        const byDate = (a.updateDate ?? '').localeCompare(b.updateDate ?? '');
        const byKey = billKey(a.congress, a.type, a.number).localeCompare(billKey(b.congress, b.type, b.number));
        return (ascending ? byDate : -byDate) || byKey;
      });
  };

  const page = <T>(items: T[], query: Record<string, string>, path: string) => {
    const limit = Math.min(250, Math.max(1, Number(query.limit ?? 20) || 20));
    const offset = Math.max(0, Number(query.offset ?? 0) || 0);
    const slice = items.slice(offset, offset + limit);
    // Like the real API, `next` carries offset, limit and format but not the api_key.
    const carried = ['sort', 'fromDateTime', 'toDateTime']
      .filter((k) => query[k])
      .map((k) => `&${k}=${encodeURIComponent(query[k])}`)
      .join('');
    const next = offset + limit < items.length ? `${origin}${path}?offset=${offset + limit}&limit=${limit}${carried}&format=json` : undefined;
    return { slice, pagination: { count: items.length, ...(next ? { next } : {}) } };
  };

  /** The vote's fields without its members, as the list and item levels give them. */
  const voteFields = (v: FakeHouseVote) => {
    const { members: _members, ...fields } = v;
    const year = v.startDate.slice(0, 4);
    return {
      ...fields,
      identifier: Number(`${v.congress}${v.sessionNumber}${year}${v.rollCallNumber}`),
      updateDate: v.updateDate ?? v.startDate,
      legislationUrl: v.legislationType ? `https://www.congress.gov/bill/${v.congress}th-congress/x/${v.legislationNumber}` : undefined,
      url: `${origin}/v3/house-vote/${v.congress}/${v.sessionNumber}/${v.rollCallNumber}?format=json`,
    };
  };
  const partyTotals = (v: FakeHouseVote) => {
    const by = new Map<string, { yeaTotal: number; nayTotal: number; presentTotal: number; notVotingTotal: number }>();
    for (const m of v.members) {
      const t = by.get(m.voteParty) ?? { yeaTotal: 0, nayTotal: 0, presentTotal: 0, notVotingTotal: 0 };
      const cast = m.voteCast.toLowerCase();
      if (cast === 'aye' || cast === 'yea') t.yeaTotal += 1;
      else if (cast === 'nay' || cast === 'no') t.nayTotal += 1;
      else if (cast === 'present') t.presentTotal += 1;
      else t.notVotingTotal += 1;
      by.set(m.voteParty, t);
    }
    return [...by].map(([type, t]) => ({ party: { type, name: { D: 'Democratic', R: 'Republican', I: 'Independent' }[type] ?? type }, ...t }));
  };

  const handleHouseVote = (res: ServerResponse, path: string, query: Record<string, string>) => {
    const m = /^\/v3\/house-vote\/(\d+)\/(\d+)(?:\/(\d+)(\/members)?)?\/?$/.exec(path)!;
    const [congress, session] = [Number(m[1]), Number(m[2])];
    const request = { congress: m[1], sessionNumber: m[2], contentType: 'application/json', format: 'json' };
    if (!m[3]) {
      const votes = [...houseVotes.values()].filter((v) => v.congress === congress && v.sessionNumber === session).sort((a, b) => b.rollCallNumber - a.rollCallNumber);
      const { slice, pagination } = page(votes, query, path);
      return send(res, 200, { houseRollCallVotes: slice.map(voteFields), pagination, request });
    }
    const vote = houseVotes.get(voteKey(congress, session, Number(m[3])));
    if (!vote) return send(res, 404, { error: `No House roll call vote matches the given query: ${path}` });
    if (!m[4]) return send(res, 200, { houseRollCallVote: { ...voteFields(vote), url: undefined, votePartyTotal: partyTotals(vote) }, request });
    const limit = Math.min(options.memberPageSize ?? 250, Math.max(1, Number(query.limit ?? 20) || 20));
    const { slice, pagination } = page(vote.members, { ...query, limit: String(limit) }, path);
    return send(res, 200, { houseRollCallVoteMemberVotes: { ...voteFields(vote), url: undefined, results: slice }, pagination, request });
  };

  const handle = (req: IncomingMessage, res: ServerResponse, record: CongressApiRequest) => {
    const { path, query } = record;
    if (req.method !== 'GET') return apiError(res, 405, 'METHOD_NOT_ALLOWED', 'Only GET is supported');
    if (!query.api_key) return apiError(res, 403, 'API_KEY_MISSING', 'No api_key was supplied. Get one at https://api.congress.gov/sign-up/');
    if (query.api_key !== apiKey) return apiError(res, 403, 'API_KEY_INVALID', 'An invalid api_key was supplied. Get one at https://api.congress.gov/sign-up/');
    const failure = failures.find((f) => f.remaining > 0 && (!f.pathPrefix || path.startsWith(f.pathPrefix)));
    if (failure) {
      failure.remaining -= 1;
      const headers: Record<string, string> = failure.retryAfterSeconds !== undefined ? { 'retry-after': String(failure.retryAfterSeconds) } : {};
      if (failure.status === 429) {
        return apiError(res, 429, 'OVER_RATE_LIMIT', 'You have exceeded your rate limit. Try again later or contact us at https://api.data.gov/contact/ for assistance', headers);
      }
      return send(res, failure.status, { error: `fake failure ${failure.status}` }, headers);
    }
    if (query.format !== 'json') {
      // The real API defaults to XML; this fake only speaks JSON, so a client must ask for it.
      return apiError(res, 400, 'FORMAT_REQUIRED', 'fake-congress-api answers format=json only');
    }
    if (path.startsWith('/v3/house-vote/')) {
      if (!/^\/v3\/house-vote\/\d+\/\d+(?:\/\d+(?:\/members)?)?\/?$/.test(path)) return send(res, 404, { error: `Unknown resource: ${path}` });
      return handleHouseVote(res, path, query);
    }
    const m = /^\/v3\/bill\/(\d+)(?:\/([a-z]+)\/(\d+)(?:\/(summaries|subjects|titles))?)?\/?$/.exec(path);
    if (!m) return send(res, 404, { error: `Unknown resource: ${path}` });
    const congress = Number(m[1]);
    const request = { congress: m[1], contentType: 'application/json', format: 'json' };
    if (!m[2]) {
      const { slice, pagination } = page(sortedBills(congress, query), query, `/v3/bill/${congress}`);
      return send(res, 200, { bills: slice.map(listItem), pagination, request });
    }
    const bill = bills.get(billKey(congress, m[2], Number(m[3])));
    if (!bill) return send(res, 404, { error: `No bill matches the given query: ${path}` });
    const billRequest = { ...request, billNumber: String(bill.number), billType: bill.type.toLowerCase() };
    switch (m[4]) {
      case undefined:
        return send(res, 200, { bill: detail(bill), request: billRequest });
      case 'summaries': {
        const { slice, pagination } = page(bill.summaries ?? [], query, path);
        return send(res, 200, { pagination, request: billRequest, summaries: slice });
      }
      case 'titles': {
        const { slice, pagination } = page(bill.titles ?? [], query, path);
        return send(res, 200, { pagination, request: billRequest, titles: slice });
      }
      case 'subjects': {
        // Legislative subjects page like every list; the policy area rides along on each page.
        const { slice, pagination } = page(bill.subjects ?? [], query, path);
        return send(res, 200, {
          pagination,
          request: billRequest,
          subjects: {
            legislativeSubjects: slice.map((name) => ({ name, updateDate: bill.updateDate })),
            policyArea: bill.policyArea ? { name: bill.policyArea } : undefined,
          },
        });
      }
    }
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const record: CongressApiRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      status: 0,
      receivedAt: Date.now(),
    };
    requests.push(record);
    res.on('finish', () => (record.status = res.statusCode));
    try {
      options.onRequest?.(record, api);
      handle(req, res, record);
    } catch (error) {
      send(res, 500, { error: String(error) });
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const api: FakeCongressApi = {
    baseUrl: `${origin}/v3`,
    apiKey,
    requests,
    count: (prefix) => requests.filter((r) => !prefix || r.path.startsWith(prefix)).length,
    failNext: (status, times = 1, opts = {}) => failures.push({ status, remaining: times, ...opts }),
    addBill: (bill) => bills.set(billKey(bill.congress, bill.type, bill.number), { ...bill }),
    addHouseVote: (vote) => houseVotes.set(voteKey(vote.congress, vote.sessionNumber, vote.rollCallNumber), vote),
    touchBill: (congress, type, number, updateDate) => {
      const bill = bills.get(billKey(congress, type, number));
      if (bill) bill.updateDate = updateDate;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return api;
}
