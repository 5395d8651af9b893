// (#13) The feed through the gateway with a signed-in session, over 100,000 approved discussions
// and 1,000,000 upvotes written straight into the discussions schema (as the service would have:
// per-archetype buckets and the bridging sum agree with the upvote rows). Targets (issue):
// throughput >= 20% of the bare route serving the same JSON; p99 <= 100 ms at half the max.
// Measured twice: one reader (their marks stay in the gateway's memory, as when one person
// scrolls), and READERS readers in turn (each read also loads that reader's marks more often:
// the cost a crowd of different readers adds over the shared page).
import pg from 'pg';
import { measureAgainstTwin } from '../lib/bare-twin.mjs';
import { stackHas } from '../lib/bench-stack.mjs';
import { registerUser } from '../lib/session.mjs';

const DISCUSSIONS = Number(process.env.BENCH_DISCUSSIONS ?? 100_000);
const UPVOTES_EACH = 10; // 1,000,000 upvotes over 100,000 discussions
const READERS = Number(process.env.BENCH_FEED_READERS ?? 200);
const THROUGHPUT_TARGET = 0.35; // #26: 200 readers in turn at least 35% of the bare route (one reader too)
const P99_TARGET_MS = 100;
const ARCHETYPES = `ARRAY['Protector', 'Liberal Humanitarian', 'Justice-Seeker', 'Conservative Traditionalist', 'Moral Maximalist', 'none']`;

let session;
let readers = [];

/** The data, in a few statements: authors and bills (read models), discussions, upvotes, then the counters they imply. */
async function load(databaseUrl, log) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const step = async (what, sql) => {
      const t = Date.now();
      await client.query(sql);
      log(`  ${what} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
    };
    await step('authors and bills', `
      INSERT INTO discussions.authors (user_id, name, voter_archetype, observed_at)
        SELECT gen_random_uuid(), 'Bench Author ' || i, (${ARCHETYPES})[1 + i % 5], now() FROM generate_series(1, 1000) i;
      INSERT INTO discussions.bills (bill_type, bill_id, bill_number, congress, title, policy_area, discussable, observed_at)
        SELECT 'congressional', '996-hr-' || i, 'HR ' || i, 996, 'Bench Bill ' || i, 'Health', true, now() FROM generate_series(1, 100) i
        ON CONFLICT DO NOTHING`);
    await step(`${DISCUSSIONS.toLocaleString('en-US')} approved discussions over the last 30 days`, `
      WITH a AS (SELECT array_agg(user_id) AS ids FROM discussions.authors)
      INSERT INTO discussions.discussions (bill_type, bill_id, user_id, title, content, moderation_status, created_at, updated_at)
        SELECT 'congressional', '996-hr-' || (1 + i % 100), a.ids[1 + i % array_length(a.ids, 1)], 'Bench position ' || i,
               repeat('A reasoned argument about the bill. ', 8), 'approved', now() - (i % 43200) * interval '1 minute', now()
          FROM generate_series(1, ${DISCUSSIONS}) i, a`);
    // Half of each discussion's upvotes from one archetype of its own, the rest from any: some
    // discussions bridge, some are one group's.
    await step(`${(DISCUSSIONS * UPVOTES_EACH).toLocaleString('en-US')} upvotes`, `
      INSERT INTO discussions.discussion_upvotes (discussion_id, user_id, archetype)
        SELECT d.id, gen_random_uuid(), (${ARCHETYPES})[1 + CASE WHEN k <= ${UPVOTES_EACH / 2} THEN abs(hashtext(d.id::text)) % 6 ELSE floor(random() * 6)::int END]
          FROM discussions.discussions d CROSS JOIN generate_series(1, ${UPVOTES_EACH}) k
         WHERE d.bill_id LIKE '996-hr-%'`);
    await step('per-archetype counts, upvotes and bridging sums', `
      INSERT INTO discussions.discussion_archetype_upvotes (discussion_id, archetype, upvotes)
        SELECT discussion_id, archetype, count(*) FROM discussions.discussion_upvotes GROUP BY 1, 2
        ON CONFLICT (discussion_id, archetype) DO UPDATE SET upvotes = EXCLUDED.upvotes;
      UPDATE discussions.discussions d SET upvotes = s.n, bridging = s.b
        FROM (SELECT discussion_id, sum(upvotes)::int AS n, sum(ln(1 + upvotes) / ln(2)) AS b FROM discussions.discussion_archetype_upvotes GROUP BY 1) s
       WHERE d.id = s.discussion_id`);
    // Apart: VACUUM cannot run inside the implicit transaction of a multi-statement query.
    await step('vacuum and analyze', 'VACUUM ANALYZE discussions.discussions');
    await client.query('VACUUM ANALYZE discussions.discussion_upvotes');
    const { rows } = await client.query(`SELECT count(*)::int AS d, sum(upvotes)::int AS u FROM discussions.discussions WHERE moderation_status = 'approved'`);
    return rows[0];
  } finally {
    await client.end();
  }
}

export default {
  id: 'feed-read',
  title: `Feed through the gateway (${DISCUSSIONS.toLocaleString('en-US')} discussions, ${(DISCUSSIONS * UPVOTES_EACH).toLocaleString('en-US')} upvotes, signed-in session)`,
  needsStack: true,
  stackEnv: { RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: '100000' },

  unavailable() {
    return stackHas('discussions') ? null : 'discussions service not in the stack (infra/scripts/stack.mjs SERVICES)';
  },

  async prepare(ctx) {
    const stack = await ctx.stack();
    ctx.data.loaded = await load(stack.env.DATABASE_URL, ctx.log);
    ctx.log(`  loaded: ${JSON.stringify(ctx.data.loaded)}`);
    session = (await registerUser(stack.url, 'feed')).cookie;
    readers = [];
    for (let i = 0; i < READERS; i += 10) {
      const batch = Array.from({ length: Math.min(10, READERS - i) }, (_, k) => registerUser(stack.url, `feed-reader-${i + k}`));
      readers.push(...(await Promise.all(batch)).map((r) => r.cookie));
    }
    const first = await (await fetch(`${stack.url}/api/feed`, { headers: { cookie: session } })).json();
    if (!first.discussions?.length) throw new Error(`GET /api/feed answered no discussions: ${JSON.stringify(first).slice(0, 200)}`);
  },

  async run(ctx) {
    const stack = await ctx.stack();
    // The first five pages, as readers scroll (each page a different offset of the index).
    const requests = Array.from({ length: 5 }, (_, p) => ({ method: 'GET', path: `/api/feed?limit=20&offset=${p * 20}` }));
    const common = { url: stack.url, cookie: session, opts: ctx.opts, runId: ctx.runId, throughputTarget: THROUGHPUT_TARGET, p99TargetMs: P99_TARGET_MS };
    const one = await measureAgainstTwin({ ...common, name: 'GET /api/feed (pages 1–5), one reader', requests });
    // Reader after reader, each through pages 1–5.
    const crowd = readers.flatMap((cookie) => requests.map((r) => ({ ...r, headers: { cookie } })));
    const many = await measureAgainstTwin({ ...common, name: `GET /api/feed (pages 1–5), ${READERS} readers in turn`, requests: crowd });
    return { rows: [...one.rows, ...many.rows], data: { one: one.data, many: many.data } };
  },
};
