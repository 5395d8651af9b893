import { EVENTS, routesFor, type VoteCast, type VoteValue } from '@civic/contracts';
import { createRedis, QueueRegistry } from '@civic/service-kit';
import { ApiClient, stackEnv, uniqueEmail } from '@civic/testing';
import { lostWrites, type CastAttempt } from './chaos-support';
import { VERMONT } from './discussions-support';
import {
  callsHandled,
  callsSent,
  countBy,
  gatewayUrls,
  isAcknowledged,
  replicas,
  replicasOf,
  RequestLog,
  sleep,
  until,
  Visitor,
  type ReplicaState,
} from './scale-support';
import { activateBill, closeVotingSupport, db, newBillId, suggestions, tallyDrift, waitFor } from './voting-support';

/*
 * #25 item 6: the product on many replicas. `npm test -- --only scale` starts 2 gateways, 3
 * replicas of each RPC service and 2 ai-workers (infra/scripts/test.mjs); each gateway spreads
 * its calls over a service's replicas from its own list (`<NAME>_RPC_HOST`, what a headless
 * Service resolves to, ADR 0027). Simulated visitors sign up, vote, post, reply, follow and read
 * through both gateways for SCALE_DURATION_S (60 s), while one replica of each service is
 * stopped gracefully (SIGTERM: it drains) and started again by the supervisor, in turn.
 *
 * Asserted: no request fails (only one replica of a service is ever down, so no route ever has
 * every replica down and no 503 is acceptable); every acknowledged write is stored exactly once;
 * every verdict and every notification is delivered exactly once, and every event reaches every
 * inbox it is routed to; with all replicas up, each gets a third (± 10 points) of the calls one
 * gateway sends to its service; a restarted replica gets calls again; the vote tallies drift 0.
 */

const DURATION_MS = (Number(process.env.SCALE_DURATION_S) || 60) * 1000;
const RPC_SERVICES = ['identity', 'bills', 'voting', 'discussions', 'notifications', 'social-graph'] as const;
/** Stopped and started again in this order, one at a time. */
const ROTATED = [...RPC_SERVICES, 'ai-worker'] as const;
/** The services' schemas (social-graph's is `social`). */
const SCHEMA: Record<string, string> = { identity: 'identity', bills: 'bills', voting: 'voting', discussions: 'discussions', notifications: 'notifications', 'social-graph': 'social' };

/** Regular visitors: they vote, post, reply and read; each follows the next (a ring). */
const REGULARS = 6;
/** One request per regular this often: with the newcomers, about 30 requests a second in all. */
const STEP_MS = 220;
/** A newcomer signs up, says where they live and follows the celebrity this often. */
const SIGNUP_EVERY_MS = 1500;
/** Calls each gateway must have sent to each service in the spread window (all replicas up). */
const SPREAD_MIN_CALLS = 30;
/** Item 1's bound: a third of the calls ± 10 percentage points. */
const SPREAD_TOLERANCE = 0.1;
const VOTES: VoteValue[] = ['support', 'oppose', 'abstain'];
/** Longest the setup waits for events to reach every service (22 processes start on 2 busy cores). */
const SETUP_WAIT_MS = 60_000;
const PASSWORD = 'correct-horse-1';

jest.setTimeout(DURATION_MS + 8 * 60_000);

let registry: QueueRegistry | undefined;
afterAll(async () => {
  await registry?.close();
  registry?.connection.disconnect();
  await closeVotingSupport();
});

interface Regular {
  visitor: Visitor;
  id: string;
  name: string;
}

interface Round {
  service: string;
  replica: string;
  exit: ReplicaState['lastExit'];
  drainedMs: number;
  backMs: number;
}

interface PostSent {
  kind: 'discussion' | 'reply';
  author: string;
  /** The discussion's author, for a reply. */
  discussionAuthor?: string;
  /** A unique text: the title of a discussion, the content of a reply. */
  text: string;
  status: number | 'connection';
  id?: string;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

it('serves mixed traffic through 2 gateways while one replica of each service after another is stopped and started again', async () => {
  const urls = gatewayUrls();
  const runStart = new Date();
  const log = new RequestLog();

  // --- Setup: bills to vote and talk on, regulars known to every service, the follow ring. ---
  const activeBills = [newBillId(), newBillId(), newBillId()];
  await Promise.all(activeBills.map((id, i) => activateBill(id, suggestions(), `Scale test bill ${i + 1}`)));
  await waitFor('discussions and notifications to know the bills', async () => {
    const known = await db().query(
      `SELECT (SELECT count(*) FROM discussions.bills WHERE bill_id = ANY($1))::int d, (SELECT count(*) FROM notifications.bills WHERE bill_id = ANY($1))::int n`,
      [activeBills],
    );
    return known.rows[0].d === activeBills.length && known.rows[0].n === activeBills.length;
  }, SETUP_WAIT_MS);

  /** A new user who says where they live (so every service hears of them). */
  async function signUp(tag: string, name: string): Promise<{ visitor: Visitor; id?: string; email: string; status: number | 'connection' }> {
    const visitor = new Visitor(new ApiClient(urls[0]), urls, log);
    const email = uniqueEmail(tag);
    const res = await visitor.send<{ id: string }>('POST /api/register', (c) => c.post('/api/register', { email, password: PASSWORD }));
    const status = res?.status ?? 'connection';
    if (status !== 201) return { visitor, email, status };
    await visitor.send('POST /api/user/personal-info', (c) => c.post('/api/user/personal-info', { name, ...VERMONT }));
    return { visitor, id: res!.body.id, email, status };
  }

  const people = await Promise.all(Array.from({ length: REGULARS + 1 }, (_, i) => signUp('scale-regular', i < REGULARS ? `Scale Regular ${i + 1}` : 'Scale Celebrity')));
  expect(log.failures).toEqual([]);
  const regulars: Regular[] = people.slice(0, REGULARS).map((p, i) => ({ visitor: p.visitor, id: p.id!, name: `Scale Regular ${i + 1}` }));
  const celebrity = { visitor: people[REGULARS]!.visitor, id: people[REGULARS]!.id! };
  const everyone = [...regulars.map((r) => r.id), celebrity.id];
  await waitFor('every service to know the regulars', async () => {
    const { rows } = await db().query(
      `SELECT (SELECT count(*) FROM voting.voters WHERE user_id = ANY($1) AND district IS NOT NULL)::int v,
              (SELECT count(*) FROM discussions.authors WHERE user_id = ANY($1))::int d,
              (SELECT count(*) FROM social.users WHERE user_id = ANY($1))::int s,
              (SELECT count(*) FROM notifications.users WHERE user_id = ANY($1))::int n`,
      [everyone],
    );
    return Object.values(rows[0]).every((n) => n === everyone.length);
  }, SETUP_WAIT_MS);
  // Regular i follows regular i+1: each regular's one follower is the one before it.
  const followerOf = new Map(regulars.map((r, i) => [r.id, regulars[(i + REGULARS - 1) % REGULARS]!.id]));
  for (const [i, r] of regulars.entries()) {
    const next = regulars[(i + 1) % REGULARS]!;
    await r.visitor.send('POST /api/users/:id/follow', (c) => c.post(`/api/users/${next.id}/follow`));
  }
  expect(log.failures).toEqual([]);
  await waitFor('notifications to know the follow ring', async () =>
    Number((await db().query(`SELECT count(*) FROM notifications.follows WHERE follower_id = ANY($1) AND following AND following_id = ANY($1)`, [everyone])).rows[0].count) === REGULARS,
    SETUP_WAIT_MS,
  );
  const listed = await celebrity.visitor.send<{ billId: string }[]>('GET /api/bills', (c) => c.get('/api/bills?limit=5'));
  const readableBills = (listed?.body ?? []).map((b) => b.billId);
  expect(readableBills.length).toBeGreaterThan(0);

  // One read route per service, so every service sees calls from both gateways.
  const reads: Record<(typeof RPC_SERVICES)[number], (v: Visitor) => Promise<unknown>> = {
    identity: (v) => v.send('GET /api/user', (c) => c.get('/api/user')),
    bills: (v) => v.send('GET /api/bills/:id', (c) => c.get(`/api/bills/${encodeURIComponent(pick(readableBills))}`)),
    voting: (v) => v.send('GET /api/votes', (c) => c.get('/api/votes')),
    discussions: (v) => v.send('GET /api/discussions', (c) => c.get(`/api/discussions?billType=congressional&billId=${pick(activeBills)}`)),
    notifications: (v) => v.send('GET /api/notifications', (c) => c.get('/api/notifications?limit=20')),
    'social-graph': (v) => v.send('GET /api/users/:id/profile', (c) => c.get(`/api/users/${pick(everyone)}/profile`)),
  };

  // Every gateway has called every replica (its pool holds a connection to each) before counting.
  const gatewayMetrics = () => urls.map((_, g) => replicas()[g === 0 ? 'gateway' : `gateway-${g + 1}`]!.metricsUrl!);
  const sentBy = () => Promise.all(gatewayMetrics().map((url) => callsSent(url)));
  const addressesOf = (service: string) => replicasOf(service).map((r) => r.rpcAddress!);
  await until(
    'each gateway to have called every replica of every service',
    async () => {
      for (const service of RPC_SERVICES) await reads[service](celebrity.visitor);
      const sent = await sentBy();
      return sent.every((perGateway) => RPC_SERVICES.every((s) => addressesOf(s).every((a) => (perGateway.get(`${s}|${a}`) ?? 0) > 0)));
    },
    60_000,
  );
  expect(log.failures).toEqual([]);

  // --- Traffic. ---
  log.phase = 'traffic';
  let stopped = false;
  const casts: CastAttempt[] = [];
  const posts: PostSent[] = [];
  const signups: Array<{ email: string; status: number | 'connection'; followed?: number | 'connection' }> = [];
  let postCounter = 0;
  const approvedDiscussions: Array<{ id: string; userId: string }> = [];

  async function regularStep(r: Regular, step: number): Promise<void> {
    const cycle = Math.floor(step / 12);
    switch (step % 12) {
      case 0: {
        const billId = pick(activeBills);
        const vote = pick(VOTES);
        const res = await r.visitor.send('POST /api/votes', (c) => c.post('/api/votes', { billId, vote }));
        casts.push({ userId: r.id, billId, vote, status: res?.status ?? 'connection' });
        return;
      }
      case 4: {
        const res = await r.visitor.send<Array<{ id: string; userId: string }>>('GET /api/discussions', (c) =>
          c.get(`/api/discussions?billType=congressional&billId=${pick(activeBills)}`),
        );
        for (const d of res?.status === 200 ? res.body : []) if (!approvedDiscussions.some((known) => known.id === d.id)) approvedDiscussions.push({ id: d.id, userId: d.userId });
        return;
      }
      case 7: {
        if (cycle % 2 === 1) {
          await r.visitor.send('GET /api/feed', (c) => c.get('/api/feed?limit=10'));
          return;
        }
        const others = approvedDiscussions.filter((d) => d.userId !== r.id && regulars.some((x) => x.id === d.userId));
        const n = ++postCounter;
        if (cycle % 4 === 2 && others.length) {
          const target = pick(others);
          const text = `Reply ${n} from the scale test: our county library added evening hours.`;
          const res = await r.visitor.send<{ id: string }>('POST /api/discussions/:id/replies', (c) => c.post(`/api/discussions/${target.id}/replies`, { content: text }));
          posts.push({ kind: 'reply', author: r.id, discussionAuthor: target.userId, text, status: res?.status ?? 'connection', id: res?.status === 201 ? res.body.id : undefined });
          return;
        }
        const text = `Scale test discussion ${n}`;
        const res = await r.visitor.send<{ id: string }>('POST /api/discussions', (c) =>
          c.post('/api/discussions', { billType: 'congressional', billId: pick(activeBills), title: text, content: 'Libraries host tax help and job fairs.' }),
        );
        posts.push({ kind: 'discussion', author: r.id, text, status: res?.status ?? 'connection', id: res?.status === 201 ? res.body.id : undefined });
        return;
      }
      case 1:
        await reads.identity(r.visitor);
        return;
      case 2:
        await reads.bills(r.visitor);
        return;
      case 3:
      case 11:
        await reads.notifications(r.visitor);
        return;
      case 5:
        await reads['social-graph'](r.visitor);
        return;
      case 6:
        await r.visitor.send('GET /api/bills', (c) => c.get('/api/bills?limit=5'));
        return;
      case 8:
        await reads.voting(r.visitor);
        return;
      case 9:
        await r.visitor.send('GET /api/users/:id/followers', (c) => c.get(`/api/users/${pick(everyone)}/followers`));
        return;
      case 10:
        await r.visitor.send('GET /api/district/votes', (c) => c.get(`/api/district/votes?billIds=${activeBills.join(',')}`));
        return;
    }
  }

  const paced = async (periodMs: number, work: (step: number) => Promise<void>) => {
    for (let step = 0; !stopped; step++) {
      const started = Date.now();
      await work(step);
      // Pacing, so the rate stays modest on a 2-core machine: the rest of the period, if any.
      await sleep(Math.max(0, periodMs - (Date.now() - started)));
    }
  };
  const traffic = [
    ...regulars.map((r, i) => sleep((i * STEP_MS) / REGULARS).then(() => paced(STEP_MS, (step) => regularStep(r, step)))),
    paced(SIGNUP_EVERY_MS, async (n) => {
      const { visitor, id, email, status } = await signUp('scale-newcomer', `Scale Newcomer ${n + 1}`);
      const entry: (typeof signups)[number] = { email, status };
      signups.push(entry);
      if (!id) return;
      const res = await visitor.send('POST /api/users/:id/follow', (c) => c.post(`/api/users/${celebrity.id}/follow`));
      entry.followed = res?.status ?? 'connection';
      await reads.identity(visitor);
    }),
  ];
  const trafficStart = Date.now();

  const rounds: Round[] = [];
  const spread: Array<{ gateway: number; service: string; counts: Array<{ replica: string; calls: number }> }> = [];
  const handledInWindow: Record<string, number> = {};
  const backAt: Array<{ replica: ReplicaState; sentAtBack: Array<Map<string, number>> }> = [];
  try {
    // --- Spread, with every replica up: until each gateway has sent SPREAD_MIN_CALLS to every service. ---
    const handledBy = async () => {
      const out: Record<string, number> = {};
      for (const service of RPC_SERVICES) for (const r of replicasOf(service)) out[r.name] = await callsHandled(r.metricsUrl!);
      return out;
    };
    const [sent0, handled0] = [await sentBy(), await handledBy()];
    const perService = (now: Map<string, number>[], before: Map<string, number>[], g: number, service: string) =>
      addressesOf(service).map((a) => (now[g]!.get(`${service}|${a}`) ?? 0) - (before[g]!.get(`${service}|${a}`) ?? 0));
    await until(
      `each gateway to send ${SPREAD_MIN_CALLS} calls to every service`,
      async () => {
        const now = await sentBy();
        return urls.every((_, g) => RPC_SERVICES.every((s) => perService(now, sent0, g, s).reduce((a, b) => a + b, 0) >= SPREAD_MIN_CALLS));
      },
      120_000,
    );
    const [sent1, handled1] = [await sentBy(), await handledBy()];
    for (const [name, n] of Object.entries(handled1)) handledInWindow[name] = n - (handled0[name] ?? 0);
    for (const g of urls.keys()) {
      for (const service of RPC_SERVICES) {
        const calls = perService(sent1, sent0, g, service);
        spread.push({ gateway: g, service, counts: replicasOf(service).map((r, i) => ({ replica: r.name, calls: calls[i]! })) });
      }
    }

    // --- One replica of each service after another: SIGTERM, drain, exit 0, restarted, ready. ---
    const slotMs = DURATION_MS / (ROTATED.length + 1);
    for (const [i, service] of ROTATED.entries()) {
      // Spread over the run: the next stop comes at its slot, or once the previous replica is back.
      await sleep(Math.max(0, trafficStart + slotMs * (i + 1) - Date.now()));
      const all = replicasOf(service);
      const victim = all[i % all.length]!;
      const stoppedAt = Date.now();
      process.kill(victim.pid!, 'SIGTERM');
      await until(`${victim.name} to drain, exit and be started again`, async () => {
        const now = replicas()[victim.name]!;
        return now.pid !== null && now.pid !== victim.pid;
      }, 60_000);
      const after = replicas()[victim.name]!;
      await until(`${victim.name} to be ready again`, async () => (await fetch(`${after.healthUrl}/health/ready`)).ok, 120_000);
      const exitAt = Date.parse((after.lastExit as { at?: string } | null)?.at ?? '') || Date.now();
      rounds.push({ service, replica: victim.name, exit: after.lastExit, drainedMs: exitAt - stoppedAt, backMs: Date.now() - stoppedAt });
      if (after.rpcAddress) backAt.push({ replica: after, sentAtBack: await sentBy() });
    }
    // A replica started again gets calls again (each gateway resolves its list every RPC_DNS_REFRESH_MS).
    await until(
      'every restarted replica to get calls from each gateway again',
      async () => {
        const now = await sentBy();
        return backAt.every(({ replica, sentAtBack }) => now.every((m, g) => (m.get(`${replica.service}|${replica.rpcAddress}`) ?? 0) > (sentAtBack[g]!.get(`${replica.service}|${replica.rpcAddress}`) ?? 0)));
      },
      60_000,
    );
    await sleep(Math.max(0, trafficStart + DURATION_MS - Date.now()));
  } finally {
    stopped = true;
    await Promise.all(traffic);
  }
  const trafficMs = Date.now() - trafficStart;

  // --- Everything the traffic caused has been applied: outboxes published, queues empty, fan-outs written. ---
  registry = new QueueRegistry(createRedis(stackEnv('REDIS_URL')), stackEnv('REDIS_PREFIX'));
  const queueNames = [...RPC_SERVICES.map((s) => `inbox.${s}`), 'ai.moderation', 'ai.synthesis'];
  await until(
    'every outbox published, every queue empty and every fan-out written',
    async () => {
      for (const schema of Object.values(SCHEMA)) {
        if (Number((await db().query(`SELECT count(*) FROM ${schema}.outbox WHERE published_at IS NULL`)).rows[0].count) > 0) return false;
      }
      for (const name of queueNames) {
        const counts = await registry!.get(name).getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        if (Object.values(counts).some((n) => n > 0)) return false;
      }
      if (Number((await db().query('SELECT count(*) FROM notifications.fanouts')).rows[0].count) > 0) return false;
      return true;
    },
    120_000,
  );

  // --- Writes: each acknowledged one stored exactly once. ---
  const newcomerEmails = signups.map((s) => s.email.toLowerCase());
  const storedUsers = countBy(
    (await db().query<{ email: string }>('SELECT lower(email) email FROM identity.users WHERE lower(email) = ANY($1)', [newcomerEmails])).rows,
    (r) => r.email,
  );
  const signupProblems = signups.filter((s) => (isAcknowledged(s.status) ? storedUsers[s.email.toLowerCase()] !== 1 : (storedUsers[s.email.toLowerCase()] ?? 0) > 1));

  const { rows: voteRows } = await db().query<{ user_id: string; bill_id: string; vote: VoteValue; n: number }>(
    `SELECT user_id, bill_id, max(vote) vote, count(*)::int n FROM voting.votes WHERE bill_id = ANY($1) AND vote_type = 'personal' GROUP BY user_id, bill_id`,
    [activeBills],
  );
  const storedVotes = new Map(voteRows.map((r) => [`${r.user_id}|${r.bill_id}`, r.vote]));
  const lost = lostWrites(casts, storedVotes);
  const doubleVotes = voteRows.filter((r) => r.n !== 1);
  const castPairs = new Set(casts.map((c) => `${c.userId}|${c.billId}`));
  const phantomVotes = [...storedVotes.keys()].filter((k) => !castPairs.has(k));

  const { rows: storedPosts } = await db().query<{ kind: 'discussion' | 'reply'; id: string; text: string; status: string }>(
    `SELECT 'discussion' kind, id, title text, moderation_status status FROM discussions.discussions WHERE user_id = ANY($1) AND created_at >= $2
     UNION ALL SELECT 'reply', id, content, moderation_status FROM discussions.replies WHERE user_id = ANY($1) AND created_at >= $2`,
    [regulars.map((r) => r.id), runStart],
  );
  const postsByText = new Map<string, typeof storedPosts>();
  for (const p of storedPosts) postsByText.set(p.text, [...(postsByText.get(p.text) ?? []), p]);
  const postProblems = [
    ...posts.filter((p) => {
      const stored = postsByText.get(p.text) ?? [];
      return isAcknowledged(p.status) ? stored.length !== 1 || stored[0]!.id !== p.id : stored.length > 1;
    }),
    ...storedPosts.filter((p) => !posts.some((sent) => sent.text === p.text)),
  ];

  const { rows: followRows } = await db().query<{ follower_id: string }>('SELECT follower_id FROM social.follows WHERE following_id = $1', [celebrity.id]);
  const { rows: followsKnown } = await db().query<{ follower_id: string }>('SELECT follower_id FROM notifications.follows WHERE following_id = $1 AND following', [celebrity.id]);
  const newcomerIds = new Map(
    (await db().query<{ id: string; email: string }>('SELECT id, lower(email) email FROM identity.users WHERE lower(email) = ANY($1)', [newcomerEmails])).rows.map((r) => [r.email, r.id]),
  );
  const acknowledgedFollows = signups.filter((s) => s.followed !== undefined && isAcknowledged(s.followed)).map((s) => newcomerIds.get(s.email.toLowerCase())!);
  const followProblems = {
    notStored: acknowledgedFollows.filter((id) => !followRows.some((r) => r.follower_id === id)),
    notDelivered: followRows.filter((r) => !followsKnown.some((k) => k.follower_id === r.follower_id)).map((r) => r.follower_id),
  };

  // --- Verdicts: each post asked once, answered once, its verdict applied and announced once. ---
  const acknowledgedPosts = storedPosts.filter((p) => posts.some((sent) => sent.id === p.id));
  const { rows: verdictRows } = await db().query<{ id: string; requested: number; answered: number; announced: number }>(
    `SELECT p.id,
            (SELECT count(*) FROM discussions.outbox o WHERE o.name = $2 AND o.payload->>'postId' = p.id)::int requested,
            (SELECT count(*) FROM discussions.inbox i JOIN discussions.outbox o ON i.event_id = o.id::text || '.completed' WHERE o.name = $2 AND o.payload->>'postId' = p.id)::int answered,
            (SELECT count(*) FROM discussions.outbox o
              WHERE (o.name = $3 AND o.payload->>'discussionId' = p.id) OR (o.name = $4 AND o.payload->>'replyId' = p.id))::int announced
       FROM unnest($1::text[]) p(id)`,
    [acknowledgedPosts.map((p) => p.id), EVENTS.postModerationRequested, EVENTS.discussionModerated, EVENTS.replyModerated],
  );
  const verdictProblems = [
    ...verdictRows.filter((v) => v.requested !== 1 || v.answered !== 1 || v.announced !== 1),
    ...acknowledgedPosts.filter((p) => p.status !== 'approved').map((p) => ({ id: p.id, status: p.status })),
  ];

  // --- Notifications: exactly the ones the triggers call for, each once. ---
  const expected: string[] = [];
  for (const p of posts.filter((sent) => sent.id && isAcknowledged(sent.status))) {
    const follower = followerOf.get(p.author)!;
    if (p.kind === 'discussion') {
      expected.push(`${follower}|followed_user_comment|discussion:${p.id}:approved`);
    } else {
      expected.push(`${p.discussionAuthor}|discussion_reply|reply:${p.id}:approved`);
      if (follower !== p.discussionAuthor) expected.push(`${follower}|followed_user_comment|reply:${p.id}:approved`);
    }
  }
  const { rows: castEvents } = await db().query<{ id: string; payload: VoteCast }>(
    'SELECT id, payload FROM voting.outbox WHERE name = $1 AND created_at >= $2 AND payload->>\'userId\' = ANY($3)',
    [EVENTS.voteCast, runStart, regulars.map((r) => r.id)],
  );
  for (const { payload: c } of castEvents) {
    if (c.previousVote !== c.vote) expected.push(`${followerOf.get(c.userId)}|followed_user_voted|vote:${c.userId}:${c.billId}:${c.castAt}`);
  }
  const { rows: notificationRows } = await db().query<{ key: string }>(
    `SELECT user_id || '|' || type || '|' || source_key AS key FROM notifications.notifications WHERE user_id = ANY($1) AND created_at >= $2`,
    [everyone, runStart],
  );
  const delivered = countBy(notificationRows, (r) => r.key);
  const notificationProblems = {
    missing: expected.filter((k) => delivered[k] !== 1),
    unexpected: Object.keys(delivered).filter((k) => !expected.includes(k) || delivered[k] !== 1),
  };

  // --- Events: every one written since the run began reached every inbox it is routed to, once. ---
  const undelivered: Array<{ event: string; name: string; inbox: string }> = [];
  let eventsChecked = 0;
  for (const [service, schema] of Object.entries(SCHEMA)) {
    const { rows } = await db().query<{ id: string; name: string }>(`SELECT id::text, name FROM ${schema}.outbox WHERE created_at >= $1`, [runStart]);
    for (const route of new Set(rows.flatMap((r) => routesFor(r.name)))) {
      const target = route.startsWith('inbox.') ? route.slice('inbox.'.length) : undefined;
      if (!target) continue; // ai.* requests: answered above (verdicts)
      const routed = rows.filter((r) => routesFor(r.name).includes(route));
      const { rows: seen } = await db().query<{ event_id: string }>(`SELECT event_id FROM ${SCHEMA[target]}.inbox WHERE event_id = ANY($1)`, [routed.map((r) => r.id)]);
      const seenIds = new Set(seen.map((s) => s.event_id));
      eventsChecked += routed.length;
      for (const r of routed) if (!seenIds.has(r.id)) undelivered.push({ event: r.id, name: r.name, inbox: `${service} → ${target}` });
    }
  }

  const drift = await tallyDrift(activeBills);
  const aiJobs: Record<string, number> = {};
  for (const r of replicasOf('ai-worker')) {
    const page = await fetch(r.metricsUrl!).then((res) => res.text());
    aiJobs[r.name] = page
      .split('\n')
      .filter((l) => l.startsWith('civic_ai_jobs_total{') && l.includes('outcome="completed"'))
      .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
  }

  // --- The figures, for the record. ---
  const during = log.inPhase('traffic');
  const perGateway = countBy(during, (s) => `gateway ${s.gateway + 1}`);
  const failuresByRoute = countBy(log.failures, (f) => `${f.phase} ${f.route} ${f.status}${f.message ? ` (${f.message})` : ''}`);
  const acknowledgedCasts = casts.filter((c) => isAcknowledged(c.status)).length;
  console.log(
    [
      `multi-replica: ${urls.length} gateways, 3 replicas of ${RPC_SERVICES.join(', ')}, 2 ai-workers; ${(trafficMs / 1000).toFixed(1)} s of traffic`,
      `  requests: ${during.length} (${(during.length / (trafficMs / 1000)).toFixed(1)}/s; ${urls.map((_, g) => perGateway[`gateway ${g + 1}`] ?? 0).join(' / ')} per gateway), ` +
        `${log.sent.length - during.length} more in the setup; failed ${log.failures.length}${log.failures.length ? `: ${JSON.stringify(failuresByRoute)}` : ''}`,
      `  by route: ${Object.entries(countBy(during, (s) => s.route)).map(([r, n]) => `${r} ${n}`).join(', ')}`,
      '  spread with every replica up (calls one gateway sent to each replica):',
      ...spread.map((s) => {
        const total = s.counts.reduce((a, c) => a + c.calls, 0);
        return `    gateway ${s.gateway + 1} → ${s.service.padEnd(13)} ${s.counts.map((c) => `${c.replica} ${c.calls} (${pct(c.calls, total)})`).join(', ')}`;
      }),
      `  calls run per replica in that window (both gateways): ${Object.entries(handledInWindow).map(([n, c]) => `${n} ${c}`).join(', ')}`,
      '  rotation (SIGTERM → drained and exited → started again and ready):',
      ...rounds.map((r) => `    ${r.replica.padEnd(15)} exit ${r.exit?.signal ?? `code ${r.exit?.code}`}, drained in ${(r.drainedMs / 1000).toFixed(1)} s, back in ${(r.backMs / 1000).toFixed(1)} s`),
      `  writes: sign-ups ${signups.filter((s) => isAcknowledged(s.status)).length}/${signups.length} acknowledged, follows ${acknowledgedFollows.length}, casts ${acknowledgedCasts}/${casts.length}, ` +
        `discussions ${posts.filter((p) => p.kind === 'discussion' && isAcknowledged(p.status)).length}, replies ${posts.filter((p) => p.kind === 'reply' && isAcknowledged(p.status)).length}; ` +
        `not stored exactly once: sign-ups ${signupProblems.length}, votes ${lost.length + doubleVotes.length + phantomVotes.length}, posts ${postProblems.length}, follows ${followProblems.notStored.length}`,
      `  verdicts: ${verdictRows.length} posts asked, answered and announced exactly once: ${verdictRows.length - verdictProblems.length}; ai-worker jobs completed per replica (since it last started): ${JSON.stringify(aiJobs)}`,
      `  notifications: ${expected.length} expected, ${notificationRows.length} delivered; missing ${notificationProblems.missing.length}, unexpected or duplicated ${notificationProblems.unexpected.length}`,
      `  events: ${eventsChecked} routed deliveries checked, undelivered ${undelivered.length}; follows known to notifications ${followRows.length - followProblems.notDelivered.length}/${followRows.length}`,
      `  tally drift: ${drift.length}`,
    ].join('\n'),
  );

  expect(log.failures).toEqual([]);
  for (const r of rounds) expect([r.replica, r.exit]).toEqual([r.replica, expect.objectContaining({ code: 0, signal: null })]);
  for (const s of spread) {
    const total = s.counts.reduce((a, c) => a + c.calls, 0);
    for (const c of s.counts) {
      const share = c.calls / total;
      expect([`gateway ${s.gateway + 1}`, s.service, c.replica, Math.abs(share - 1 / s.counts.length) <= SPREAD_TOLERANCE]).toEqual([`gateway ${s.gateway + 1}`, s.service, c.replica, true]);
    }
  }
  // The traffic did exercise each kind of write.
  expect(acknowledgedCasts).toBeGreaterThan(0);
  expect(acknowledgedFollows.length).toBeGreaterThan(0);
  expect(posts.filter((p) => p.kind === 'discussion' && p.id).length).toBeGreaterThan(0);
  expect(posts.filter((p) => p.kind === 'reply' && p.id).length).toBeGreaterThan(0);
  expect(signupProblems).toEqual([]);
  expect(lost).toEqual([]);
  expect(doubleVotes).toEqual([]);
  expect(phantomVotes).toEqual([]);
  expect(postProblems).toEqual([]);
  expect(followProblems).toEqual({ notStored: [], notDelivered: [] });
  expect(verdictProblems).toEqual([]);
  expect(notificationProblems).toEqual({ missing: [], unexpected: [] });
  expect(undelivered).toEqual([]);
  expect(drift).toEqual([]);
});
