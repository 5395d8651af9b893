import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import {
  ARCHETYPES,
  BILL_LIST_SUMMARY_MAX,
  BILL_MESSAGES,
  EVENTS,
  type BillDetail,
  type BillListItem,
  type BillSynthesisCompleted,
  type IntegrationEvent,
} from '@civic/contracts';
import { createRedis, QueueRegistry } from '@civic/service-kit';
import { ApiClient, signedInClient, stackEnv } from '@civic/testing';

// A shared two-core machine (and, here, child processes): generous per-test time.
jest.setTimeout(30_000);

/*
 * GET /api/bills, /api/bills/{billId}, /api/policy-areas through the real gateway and bills
 * service. Bills are seeded straight into the bills schema (no synthesis request, so the stack's
 * ai-worker never touches them), then activated the way the ai-worker does it: by publishing
 * bill.synthesis-completed.v1 to the bills service's inbox queue. Every seeded title carries a
 * per-run tag, so searches for it see exactly these bills.
 */
const tag = `zq${randomUUID().replace(/-/g, '').slice(0, 8)}`;
// A congress of its own: 600–698 is used by no other suite (the bills suites use 950–952, the
// gateway's 800–898, 990 and 997), so two suites on one stack never read each other's bills.
const congress = 600 + Math.floor(Math.random() * 99);
const pool = new Pool({ connectionString: stackEnv('DATABASE_URL'), max: 2 });
const redis = createRedis(stackEnv('REDIS_URL'));
const queues = new QueueRegistry(redis, stackEnv('REDIS_PREFIX'));
let client: ApiClient;

interface Seed {
  n: number;
  title: string;
  summary: string | null;
  policyArea: string | null;
  latestActionDate: string | null;
  activate: boolean;
}
const id = (n: number) => `${congress}-hr-${n}`;
const seeds: Seed[] = [];
const PAGED = 25;
for (let i = 0; i < PAGED; i++) {
  seeds.push({
    n: 700000 + i,
    title: `${tag} Paging Bill ${i}`,
    summary: `Paging summary ${i}.`,
    policyArea: ['Health', 'Taxation', null][i % 3],
    // Ties on purpose (five bills per date), and some without a date: billId must settle the order.
    latestActionDate: i < 20 ? `2025-0${1 + (i % 5)}-15` : null,
    activate: true,
  });
}
const QUOKKA = 700100;
const PANGOLIN = 700101;
const LONG = 700102;
const PERCENT = 700103;
const PENDING = 700104;
seeds.push(
  { n: QUOKKA, title: `The quokka${tag} Habitat Act`, summary: 'Protects small marsupials.', policyArea: 'Environmental Protection', latestActionDate: '2025-06-01', activate: true },
  { n: PANGOLIN, title: `${tag} Wildlife Trade Act`, summary: `Bans the import of pangolin${tag} products.`, policyArea: 'Foreign Trade and International Finance', latestActionDate: '2025-06-02', activate: true },
  { n: LONG, title: `${tag} Long Summary Act`, summary: `${'This bill has a long summary. '.repeat(40)}The end.`, policyArea: 'Health', latestActionDate: '2025-06-03', activate: true },
  { n: PERCENT, title: `${tag} Full Funding Act`, summary: 'Funds 100% of the program.', policyArea: 'Health', latestActionDate: '2025-06-04', activate: true },
  { n: PENDING, title: `${tag} Still Pending Act`, summary: 'Not synthesized yet.', policyArea: 'Energy', latestActionDate: '2025-06-05', activate: false },
);
const ACTIVE = seeds.filter((s) => s.activate).length;

function output(n: number) {
  return {
    billAiSynthesisShort: `Short synthesis of ${n}.`,
    billAiSynthesisLong: `Long synthesis of ${n}, in several sentences.`,
    billArgumentsFor: [`For ${n} one.`, `For ${n} two.`],
    billArgumentsAgainst: [`Against ${n}.`],
    billImportanceScore: 7,
    archetypeVotes: Object.fromEntries(ARCHETYPES.map((a, i) => [a.key, { vote: (['support', 'oppose', 'abstain'] as const)[i % 3], reason: `Because ${a.name}.` }])),
  };
}

beforeAll(async () => {
  const values: unknown[] = [];
  const rows = seeds.map((s, i) => {
    values.push(id(s.n), congress, String(s.n), s.title, s.latestActionDate, s.policyArea, s.summary, `hash-${s.n}`);
    const p = (k: number) => `$${i * 8 + k}`;
    return `(${p(1)}, ${p(2)}, 'HR', ${p(3)}, ${p(4)}, 'House', '2025-01-02', ${p(5)}::date, 'Referred.', ${p(6)}, ${p(7)},
             '[{"name":"Rep. Test, Pat","party":"I","state":"VT"}]'::jsonb, 'test', 'record-' || ${p(8)}, ${p(8)})`;
  });
  await pool.query(
    `INSERT INTO bills.bills (bill_id, congress, bill_type, bill_number, title, origin_chamber, introduced_date, latest_action_date,
        latest_action_text, policy_area, summary, sponsors, source, record_hash, content_hash)
     VALUES ${rows.join(', ')}`,
    values,
  );
  for (const s of seeds.filter((x) => x.activate)) {
    const event: IntegrationEvent<BillSynthesisCompleted> = {
      id: randomUUID(),
      name: EVENTS.billSynthesisCompleted,
      occurredAt: new Date().toISOString(),
      payload: {
        billId: id(s.n),
        contentVersion: `hash-${s.n}`,
        requestEventId: randomUUID(),
        result: { ok: true, output: output(s.n) as never, provenance: { provider: 'test', model: 'gateway-fixture', promptVersion: 'g1' } },
      },
    };
    await queues.publish(event);
  }
  // The bills service applies them from its inbox queue.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { rows: [{ n }] } = await pool.query(`SELECT count(*)::int AS n FROM bills.bills WHERE synthesized AND bill_id LIKE $1`, [`${congress}-hr-%`]);
    if (n === ACTIVE) break;
    if (Date.now() > deadline) throw new Error(`only ${n} of ${ACTIVE} seeded bills were synthesized`);
    await new Promise((r) => setTimeout(r, 200));
  }
  ({ client } = await signedInClient());
}, 60_000);

afterAll(async () => {
  await queues.close();
  redis.disconnect();
  await pool.end();
});

const list = async (query: string): Promise<BillListItem[]> => {
  const res = await client.get(`/api/bills?${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const ids = (bills: BillListItem[]) => bills.map((b) => b.billId);

describe('GET /api/bills', () => {
  it('lists only active (synthesized) bills, newest action first, billId breaking ties, dateless last', async () => {
    const all = await list(`search=${tag}&limit=1000`);
    expect(all).toHaveLength(ACTIVE);
    expect(ids(all)).not.toContain(id(PENDING));
    const key = (b: BillListItem) => [b.latestActionDate ?? '0000-00-00', b.billId] as const;
    for (let i = 1; i < all.length; i++) {
      const [d0, id0] = key(all[i - 1]);
      const [d1, id1] = key(all[i]);
      expect(d0 > d1 || (d0 === d1 && id0 < id1)).toBe(true);
    }
    expect(all.at(-1)!.latestActionDate).toBeNull();
  });

  it('pages without overlap or gaps (default page size 20)', async () => {
    const all = ids(await list(`search=${tag}&limit=1000`));
    const first = await list(`search=${tag}`);
    expect(first).toHaveLength(20);
    const pages: string[] = [];
    for (let offset = 0; offset < ACTIVE + 10; offset += 10) pages.push(...ids(await list(`search=${tag}&limit=10&offset=${offset}`)));
    expect(pages).toEqual(all);
    expect(new Set(pages).size).toBe(ACTIVE);
    expect(ids(first)).toEqual(all.slice(0, 20));
    expect(await list(`search=${tag}&limit=10&offset=${ACTIVE}`)).toEqual([]);
  });

  it('returns the SPEC list fields, a summary excerpt and the short synthesis', async () => {
    const [item] = await list(`search=${tag}&policyArea=Health&limit=1`);
    expect(item).toMatchObject({
      billId: id(PERCENT),
      congress,
      billType: 'HR',
      billNumber: String(PERCENT),
      title: `${tag} Full Funding Act`,
      originChamber: 'House',
      introducedDate: '2025-01-02',
      latestActionDate: '2025-06-04',
      latestActionText: 'Referred.',
      policyArea: 'Health',
      subjects: [],
      summary: 'Funds 100% of the program.',
      textAvailable: false,
      sponsors: [{ name: 'Rep. Test, Pat', party: 'I', state: 'VT' }],
      synthesized: true,
      billAiSynthesisShort: `Short synthesis of ${PERCENT}.`,
      billImportanceScore: 7,
    });
    expect(typeof item.fetchTimestamp).toBe('string');
    expect(item).not.toHaveProperty('billText');

    const [long] = (await list(`search=${encodeURIComponent(`${tag} long summary`)}`)) as BillListItem[];
    expect(long.billId).toBe(id(LONG));
    expect(long.summary!.length).toBeLessThanOrEqual(BILL_LIST_SUMMARY_MAX);
    expect(long.summary!.endsWith('…')).toBe(true);
  });

  describe('search', () => {
    it.each([
      ['the bill number as written with dots', `H.R. ${QUOKKA}`],
      ['the bill number glued', `hr${QUOKKA}`],
      ['a title word in another case', `QUOKKA${tag.toUpperCase()}`],
    ])('finds a bill by %s', async (_what, search) => {
      expect(ids(await list(`search=${encodeURIComponent(search)}`))).toEqual([id(QUOKKA)]);
    });

    it('finds a bill by a word of its summary, case-insensitively', async () => {
      expect(ids(await list(`search=${encodeURIComponent(`Pangolin${tag.toUpperCase()}`)}`))).toEqual([id(PANGOLIN)]);
    });

    it('matches a bill number exactly, not as a prefix', async () => {
      expect(ids(await list(`search=${encodeURIComponent('HR 700001')}`))).toEqual([id(700001)]);
      // As a substring, "hr70000" would match all 25 paging bills (700000–700024).
      expect(await list(`search=${encodeURIComponent('HR 70000')}`)).toEqual([]);
    });

    it('needs every word to match, and treats % and _ as plain characters', async () => {
      expect(ids(await list(`search=${encodeURIComponent(`${tag} habitat`)}`))).toEqual([id(QUOKKA)]);
      expect(ids(await list(`search=${encodeURIComponent(`${tag} 100%`)}`))).toEqual([id(PERCENT)]);
      expect(await list(`search=${encodeURIComponent(`${tag} paging_bill`)}`)).toEqual([]);
      expect(await list(`search=${encodeURIComponent(`${tag} nosuchword`)}`)).toEqual([]);
    });

    it('does not find pending bills', async () => {
      expect(await list(`search=${encodeURIComponent(`${tag} still pending`)}`)).toEqual([]);
    });
  });

  describe('policyArea filter', () => {
    it('matches the area exactly', async () => {
      const health = await list(`search=${tag}&policyArea=${encodeURIComponent('Health')}&limit=1000`);
      const expected = seeds.filter((s) => s.activate && s.policyArea === 'Health').length;
      expect(health).toHaveLength(expected);
      expect(health.every((b) => b.policyArea === 'Health')).toBe(true);
      expect(await list(`search=${tag}&policyArea=health`)).toEqual([]);
    });

    it("selects bills without an area with 'General', and everything with 'all'", async () => {
      const general = await list(`search=${tag}&policyArea=General&limit=1000`);
      expect(general).toHaveLength(seeds.filter((s) => s.activate && s.policyArea === null).length);
      expect(general.every((b) => b.policyArea === null)).toBe(true);
      expect(await list(`search=${tag}&policyArea=all&limit=1000`)).toHaveLength(ACTIVE);
    });
  });

  it.each([
    ['limit=0', BILL_MESSAGES.limit, 'limit'],
    ['limit=5000', BILL_MESSAGES.limit, 'limit'],
    ['limit=1001', BILL_MESSAGES.limit, 'limit'],
    ['limit=abc', BILL_MESSAGES.limit, 'limit'],
    ['limit=2.5', BILL_MESSAGES.limit, 'limit'],
    ['offset=-1', BILL_MESSAGES.offset, 'offset'],
    ['offset=abc', BILL_MESSAGES.offset, 'offset'],
    [`search=${'x'.repeat(201)}`, BILL_MESSAGES.search, 'search'],
  ])('answers 400 with a clear message for %s', async (query, message, field) => {
    const res = await client.get(`/api/bills?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message, fieldErrors: { [field]: message } });
  });

  it('accepts the bill picker limit of 1000', async () => {
    expect((await client.get('/api/bills?limit=1000')).status).toBe(200);
  });
});

describe('GET /api/bills/{billId}', () => {
  it('returns the whole bill with its synthesis and every archetype suggestion', async () => {
    const res = await client.get(`/api/bills/${id(QUOKKA)}`);
    expect(res.status).toBe(200);
    const bill: BillDetail = res.body;
    expect(bill).toMatchObject({
      billId: id(QUOKKA),
      title: `The quokka${tag} Habitat Act`,
      summary: 'Protects small marsupials.',
      billText: null,
      constitutionalAuthority: null,
      synthesized: true,
      synthesisStatus: 'synthesized',
    });
    expect(bill.synthesis).toMatchObject({
      billId: id(QUOKKA),
      billName: bill.title,
      billNumber: String(QUOKKA),
      billAiSynthesisShort: `Short synthesis of ${QUOKKA}.`,
      billAiSynthesisLong: `Long synthesis of ${QUOKKA}, in several sentences.`,
      billArgumentsFor: [`For ${QUOKKA} one.`, `For ${QUOKKA} two.`],
      billArgumentsAgainst: [`Against ${QUOKKA}.`],
      billImportanceScore: 7,
      archetypeReviewed: false,
      current: true,
      provider: 'test',
      model: 'gateway-fixture',
      promptVersion: 'g1',
    });
    const s = bill.synthesis!;
    expect(s.archetypeSuggestions).toHaveLength(ARCHETYPES.length);
    // The fixture's reasons lack the "Suggested {Vote}: " form; they are stored and served in it.
    expect(s.archetypeSuggestions[0]).toEqual({ key: ARCHETYPES[0].key, name: ARCHETYPES[0].name, vote: 'support', reason: `Suggested Support: Because ${ARCHETYPES[0].name}.` });
    expect(s.archetypeVotes[ARCHETYPES[1].key]).toEqual({ vote: 'oppose', reason: `Suggested Oppose: Because ${ARCHETYPES[1].name}.` });
    // The SPEC's flat per-archetype fields.
    const flat = s as unknown as Record<string, string>;
    expect(flat.LiberalHumanitarianVote).toBe(s.archetypeVotes.LiberalHumanitarian.vote);
    expect(flat.BalancedMoralModerateVote).toBe(s.archetypeVotes.BalancedMoralModerate.vote);
  });

  it('opens a pending bill, with no synthesis yet', async () => {
    const res = await client.get(`/api/bills/${id(PENDING)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ synthesized: false, synthesisStatus: 'pending', synthesis: null });
  });

  it('finds a bill id written in capitals', async () => {
    expect((await client.get(`/api/bills/${id(QUOKKA).toUpperCase()}`)).body.billId).toBe(id(QUOKKA));
  });

  it.each(['119-hr-999999', 'not-a-bill', '1%27%20OR%201=1'])("answers 404 'Bill not found' for %s", async (billId) => {
    const res = await client.get(`/api/bills/${billId}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: BILL_MESSAGES.notFound });
  });
});

describe('GET /api/policy-areas', () => {
  it("lists the SPEC areas that have active bills, in SPEC order, then 'General'", async () => {
    const res = await client.get('/api/policy-areas');
    expect(res.status).toBe(200);
    const areas: string[] = res.body;
    expect(areas).toEqual(expect.arrayContaining(['Health', 'Taxation', 'Environmental Protection', 'Foreign Trade and International Finance']));
    expect(areas.at(-1)).toBe('General');
    const { rows } = await pool.query(`SELECT DISTINCT policy_area FROM bills.bills WHERE synthesized`);
    const active = new Set(rows.map((r) => r.policy_area));
    expect(areas).toHaveLength(active.size);
    const named = areas.slice(0, -1);
    expect(named).toEqual([...named].sort((a, b) => a.localeCompare(b)));
    for (const a of named) expect(active.has(a)).toBe(true);
  });
});

describe('signed-out visitors', () => {
  it.each(['/api/bills', `/api/bills/${congress}-hr-700000`, '/api/policy-areas'])('get 401 from %s', async (path) => {
    const res = await new ApiClient().get(path);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Not signed in');
  });
});
