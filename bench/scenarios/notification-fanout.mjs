// (#14) Notification fan-out: one followed user with FOLLOWERS followers casts a vote → every
// followed_user_voted notification stored (target < 10 s), while GET /api/notifications for
// another user is read at a steady rate (its p99 during the fan-out, target <= 50 ms, beside the
// same load before it); then the unread-count form's throughput beside the bare route.
import { measureAgainstTwin } from '../lib/bare-twin.mjs';
import { stackHas } from '../lib/bench-stack.mjs';
import { measureAtRate } from '../lib/load.mjs';
import { registerUser } from '../lib/session.mjs';
import { publish, waitFor, withDb } from '../lib/stack-data.mjs';

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 50_000);
const READ_RATE = Number(process.env.BENCH_NOTIFICATION_READ_RATE ?? 200);
const FANOUT_TARGET_MS = 10_000;
const P99_TARGET_MS = 50;
/** #26: the unread count (12 bytes) at least half the bare route's rate serving the same bytes. */
const UNREAD_THROUGHPUT_TARGET = 0.5;

const state = {};

/** A signed-in user with personal info (a name and a district), once notifications knows them. */
async function namedUser(stack, tag, name) {
  const user = await registerUser(stack.url, tag);
  const res = await fetch(`${stack.url}/api/user/personal-info`, {
    method: 'POST',
    headers: { cookie: user.cookie, origin: user.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ name, address: '100 Bedford Ave', city: 'Brooklyn', state: 'NY', zipCode: '11211' }),
  });
  if (res.status !== 200) throw new Error(`personal info answered ${res.status}: ${await res.text()}`);
  await withDb(stack.env, (db) => waitFor(`notifications to know ${name}`, async () => (await db.query('SELECT 1 FROM notifications.users WHERE user_id = $1', [user.id])).rowCount, 30_000));
  return user;
}

export default {
  id: 'notification-fanout',
  title: `Notification fan-out (${FOLLOWERS.toLocaleString('en-US')} followers of one voter) and unread counts`,
  needsStack: true,
  stackEnv: { RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: '100000', RATE_LIMIT_VOTES_PER_USER_PER_MINUTE: '100000' },

  unavailable() {
    return stackHas('notifications') ? null : 'notifications service not in the stack (infra/scripts/stack.mjs SERVICES)';
  },

  async prepare(ctx) {
    const stack = await ctx.stack();
    state.followed = await namedUser(stack, 'fanout-followed', 'Followed Voter');
    state.reader = await namedUser(stack, 'fanout-reader', 'Notification Reader');
    await withDb(stack.env, async (db) => {
      const t = Date.now();
      // The followers as social-graph would have published them (notifications' read model).
      await db.query(
        `INSERT INTO notifications.follows (follower_id, following_id, following, observed_at)
           SELECT gen_random_uuid(), $1, true, now() FROM generate_series(1, $2)`,
        [state.followed.id, FOLLOWERS],
      );
      // The reader has a page of notifications of their own to read.
      await db.query(
        `INSERT INTO notifications.notifications (user_id, type, related_user_id, message, source_key)
           SELECT $1, 'followed_user_voted', $2, 'Followed Voter voted Support on “A bill”', 'bench:' || i FROM generate_series(1, 40) i`,
        [state.reader.id, state.followed.id],
      );
      await db.query('VACUUM ANALYZE notifications.follows, notifications.notifications');
      ctx.log(`  ${FOLLOWERS.toLocaleString('en-US')} followers loaded (${((Date.now() - t) / 1000).toFixed(1)} s)`);
    });
    // A bill voting takes votes on and notifications knows by title, as bills would publish it.
    state.billId = `996-hr-${Date.now() % 100000}`;
    const archetypeVotes = {};
    await publish(stack.env, 'bill.synthesized.v1', { billId: state.billId, title: 'Bench Fan-out Act', policyArea: 'Health', archetypeVotes });
    await withDb(stack.env, (db) =>
      waitFor('voting and notifications to know the bill', async () =>
        (await db.query('SELECT 1 FROM voting.active_bills WHERE bill_id = $1', [state.billId])).rowCount &&
        (await db.query('SELECT 1 FROM notifications.bills WHERE bill_id = $1', [state.billId])).rowCount, 60_000),
    );
  },

  async run(ctx) {
    const stack = await ctx.stack();
    const { connections, duration } = ctx.opts;
    const reads = [{ method: 'GET', path: '/api/notifications?limit=20&offset=0' }];
    const headers = { cookie: state.reader.cookie };
    const quiet = await measureAtRate({ url: stack.url, requests: reads, headers, connections: 10, duration, rate: READ_RATE });

    const stored = (db) => db.query(`SELECT count(*)::int AS n FROM notifications.notifications WHERE related_user_id = $1 AND related_bill_id = $2 AND type = 'followed_user_voted'`, [state.followed.id, state.billId]);
    // The reads run through the fan-out: started first, the cast one second in.
    const during = measureAtRate({ url: stack.url, requests: reads, headers, connections: 10, duration, rate: READ_RATE });
    await new Promise((r) => setTimeout(r, 1000));
    const t0 = performance.now();
    const cast = await fetch(`${stack.url}/api/votes`, {
      method: 'POST',
      headers: { cookie: state.followed.cookie, origin: state.followed.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ billId: state.billId, vote: 'support' }),
    });
    if (cast.status !== 200) throw new Error(`POST /api/votes answered ${cast.status}: ${await cast.text()}`);
    const fanoutMs = await withDb(stack.env, (db) => waitFor('every follower notified', async () => ((await stored(db)).rows[0].n >= FOLLOWERS ? performance.now() - t0 : null), 120_000));
    const loaded = await during;

    const unread = await measureAgainstTwin({
      name: 'GET /api/notifications?view=unread-count',
      url: stack.url,
      cookie: state.reader.cookie,
      requests: [{ method: 'GET', path: '/api/notifications?view=unread-count' }],
      opts: { connections, duration, warmup: ctx.opts.warmup },
      runId: ctx.runId,
      throughputTarget: UNREAD_THROUGHPUT_TARGET,
      p99TargetMs: P99_TARGET_MS,
    });
    const bad = loaded.non2xx + loaded.errors;
    return {
      rows: [
        { metric: `vote → all ${FOLLOWERS.toLocaleString('en-US')} followed_user_voted stored`, value: fanoutMs, unit: 'ms', target: `< ${FANOUT_TARGET_MS / 1000} s`, pass: fanoutMs < FANOUT_TARGET_MS },
        {
          metric: `GET /api/notifications (another user) p99 at ${READ_RATE}/s during the fan-out${bad ? ` (${bad} non-2xx/errors)` : ''}`,
          value: loaded.p99,
          unit: 'ms',
          baseline: quiet.p99,
          baselineLabel: 'same load, no fan-out',
          ratio: quiet.p99 ? loaded.p99 / quiet.p99 : undefined,
          target: `<= ${P99_TARGET_MS} ms`,
          pass: !bad && loaded.p99 <= P99_TARGET_MS,
        },
        ...unread.rows,
      ],
      data: { followers: FOLLOWERS, fanoutMs, quiet, during: loaded, unread: unread.data },
    };
  },
};
