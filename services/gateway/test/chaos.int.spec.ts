import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { VoteValue } from '@civic/contracts';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@civic/service-kit';
import { signedInClient, stackUrl } from '@civic/testing';
import { lostWrites, SimulatedUser, sleep, stackState, TrafficLog, until, type StackProcess } from './chaos-support';
import { activateBill, closeVotingSupport, db, newBillId, setVoterProfile, suggestions, tallyDrift } from './voting-support';

/*
 * Chaos: while simulated users sign in, cast votes, read bills and district tallies, each
 * service process of the stack is killed in turn (SIGKILL), then voting and the gateway are
 * stopped gracefully (SIGTERM). The test never starts a process itself: the launcher's supervisor must
 * restart every one. It checks that the stack heals, that clients only ever see 503 (or, while
 * the gateway itself restarts, no connection), that no acknowledged vote is lost and that the
 * district tallies match a recount. The figures are printed for the record.
 */

const KILLED: StackProcess[] = ['identity', 'bills', 'voting', 'ai-worker'];
// Graceful stops under traffic where it matters most: the service taking writes, and the gateway
// with requests in flight. (Every process's clean SIGTERM exit is also checked at the end of each
// `npm test` run, when the launcher stops the stack.)
const TERMINATED: StackProcess[] = ['voting', 'gateway'];
const USERS = 8;
const DISTRICT = 'VT-AL';
/** Longest a process may take to be restarted and serve again; the supervisor's first backoffs are 0.5 s and 1 s. */
const HEAL_TIMEOUT_MS = 30_000;
const RECOUNT = join(__dirname, '../../voting/dist/recount.js');

jest.setTimeout(150_000);
afterAll(closeVotingSupport);

interface Round {
  signal: 'SIGKILL' | 'SIGTERM';
  name: StackProcess;
  healMs: number;
  exit: { code: number | null; signal: string | null } | null;
  restartDelayMs: number | null;
  restarted: number;
}

describe('chaos: every process killed in turn under mixed traffic', () => {
  it('heals by itself; clients see only 503s meanwhile; no acknowledged vote is lost; tallies match a recount', async () => {
    const started = Date.now();
    const activeBills = [newBillId(), newBillId(), newBillId()];
    await Promise.all(activeBills.map((id) => activateBill(id, suggestions())));
    const accounts = await Promise.all(Array.from({ length: USERS + 1 }, () => signedInClient()));
    await Promise.all(accounts.map(({ user }) => setVoterProfile(user.id, DISTRICT, null)));
    const [probe, ...people] = accounts;
    const listed = await probe!.client.get<{ billId: string }[]>('/api/bills?limit=5');
    expect(listed.status).toBe(200);
    const readableBills = listed.body.map((b) => b.billId);
    expect(readableBills.length).toBeGreaterThan(0);

    // What "the stack answers" means: a route served by each service, the ai-worker's readiness
    // and the gateway's (which includes every service it fronts, PostgreSQL and Redis).
    const answers: Partial<Record<StackProcess, () => Promise<boolean>>> = {
      identity: async () => (await probe!.client.get('/api/user')).status === 200,
      bills: async () => (await probe!.client.get(`/api/bills/${encodeURIComponent(readableBills[0]!)}`)).status === 200,
      voting: async () => (await probe!.client.get('/api/votes')).status === 200,
      'ai-worker': async () => (await fetch(`${stackState()['ai-worker'].healthUrl}/health/ready`)).status === 200,
      gateway: async () => (await fetch(`${stackUrl()}/health/ready`)).status === 200,
    };
    const everyRouteAnswers = async () => (await Promise.all(Object.values(answers).map((answer) => answer().catch(() => false)))).every(Boolean);
    expect(await everyRouteAnswers()).toBe(true);

    const log = new TrafficLog();
    let stopped = false;
    const traffic = people.map(({ client, user, email, password }) =>
      new SimulatedUser(client, user.id, { email, password }, { active: activeBills, readable: readableBills }, log).run(() => stopped),
    );

    const rounds: Round[] = [];
    try {
      await sleep(500);
      for (const [signal, names] of [['SIGKILL', KILLED], ['SIGTERM', TERMINATED]] as const) {
        for (const name of names) {
          const before = stackState()[name];
          log.phase = `${signal} ${name}`;
          process.kill(before.pid!, signal);
          const healMs = await until(
            `${name} to be restarted by the supervisor and the stack to answer again`,
            async () => {
              const now = stackState()[name];
              return now.pid !== null && now.pid !== before.pid && (await everyRouteAnswers());
            },
            HEAL_TIMEOUT_MS,
          );
          const after = stackState()[name];
          rounds.push({ signal, name, healMs, exit: after.lastExit, restartDelayMs: after.lastRestartDelayMs, restarted: after.restarts - before.restarts });
          log.phase = 'steady';
          await sleep(300);
        }
      }
    } finally {
      stopped = true;
      await Promise.all(traffic);
    }

    // What clients saw.
    const byStatus: Record<string, number> = {};
    for (const o of log.outcomes) byStatus[o.status] = (byStatus[o.status] ?? 0) + 1;
    const connectionErrorsAllowed = (phase: string) => phase === 'SIGTERM gateway';
    const unexpected = log.outcomes.filter((o) => ![200, 201, 503].includes(o.status as number) && !(o.status === 'connection' && connectionErrorsAllowed(o.phase)));
    const unclear503 = log.outcomes.filter((o) => o.status === 503 && o.message !== SERVICE_UNAVAILABLE_MESSAGE);

    // What the database holds.
    const { rows } = await db().query<{ user_id: string; bill_id: string; vote: VoteValue }>(
      `SELECT user_id, bill_id, vote FROM voting.votes WHERE bill_id = ANY($1) AND vote_type = 'personal'`,
      [activeBills],
    );
    const stored = new Map(rows.map((r) => [`${r.user_id}|${r.bill_id}`, r.vote]));
    const lost = lostWrites(log.casts, stored);
    const sent = new Set(log.casts.map((c) => `${c.userId}|${c.billId}`));
    const phantom = [...stored.keys()].filter((key) => !sent.has(key));
    const acknowledged = log.casts.filter((c) => typeof c.status === 'number' && c.status < 300).length;
    const recount = spawnSync(process.execPath, [RECOUNT, '--json'], { env: { ...process.env, LOG_LEVEL: 'warn' }, encoding: 'utf8' });
    const recounted = JSON.parse(recount.stdout.trim().split('\n').pop() || '{}') as { checked?: number; drift?: unknown[] };

    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      [
        `chaos: ${rounds.length} process stops (${KILLED.length} SIGKILL, ${TERMINATED.length} SIGTERM), ${USERS} users, ${seconds(Date.now() - started)} in all`,
        ...rounds.map((r) => `  ${r.signal.padEnd(7)} ${r.name.padEnd(9)} exit ${r.exit?.signal ?? `code ${r.exit?.code}`}, restarted ${r.restarted}× after ${seconds(r.restartDelayMs ?? 0)}, healed in ${seconds(r.healMs)}`),
        `  requests: ${log.outcomes.length}; by status: ${Object.entries(byStatus).map(([s, n]) => `${s} ${n}`).join(', ')}`,
        `  503s by phase: ${JSON.stringify(count(log.outcomes.filter((o) => o.status === 503).map((o) => o.phase)))}`,
        `  casts: ${log.casts.length} sent, ${acknowledged} acknowledged; writes lost: ${lost.length}; votes never sent: ${phantom.length}`,
        `  recount: ${recounted.checked} district tallies checked, drift ${recounted.drift?.length}`,
      ].join('\n'),
    );

    for (const r of rounds) {
      expect(r.restarted).toBe(1);
      // SIGTERM: a graceful exit (0) after draining; SIGKILL: the kill itself.
      expect(r.exit).toMatchObject(r.signal === 'SIGKILL' ? { signal: 'SIGKILL' } : { code: 0, signal: null });
    }
    expect(unexpected).toEqual([]);
    expect(unclear503).toEqual([]);
    // The outages were real: clients did meet them (as 503s), and casts were acknowledged around them.
    expect(byStatus[503]).toBeGreaterThan(0);
    expect(acknowledged).toBeGreaterThan(0);
    expect(lost).toEqual([]);
    expect(phantom).toEqual([]);
    expect(recount.status).toBe(0);
    expect(recounted.drift).toEqual([]);
    expect(await tallyDrift(activeBills)).toEqual([]);
    // The stack is whole again for the suites that run after this one.
    expect(await everyRouteAnswers()).toBe(true);
    for (const [name, state] of Object.entries(stackState())) expect([name, state.pid !== null && isAlive(state.pid)]).toEqual([name, true]);
  });
});

function count(items: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[item] = (out[item] ?? 0) + 1;
  return out;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
