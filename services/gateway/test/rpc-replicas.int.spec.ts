import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { VoteValue } from '@civic/contracts';
import { ApiClient, startTcpBalancer, uniqueEmail, type TcpBalancer } from '@civic/testing';
import { lostWrites, sleep, until, type CastAttempt } from './chaos-support';
import { freePort, startSecondGateway, type SecondGateway } from './security-support';
import { activateBill, closeVotingSupport, db, newBillId, setVoterProfile, suggestions, tallyDrift } from './voting-support';

/*
 * #25 item 1 through the product: a gateway whose voting calls go through a per-connection
 * balancer (a ClusterIP stand-in) to three voting processes (the stack's and two started here).
 * Signed-in voters cast and read at about 50 requests a second while one replica is stopped
 * gracefully (SIGTERM): no request fails, every acknowledged cast is stored, the tallies match.
 */
jest.setTimeout(120_000);

const VOTING_MAIN = join(__dirname, '../../voting/dist/main.js');
const USERS = 6;
const VOTES: VoteValue[] = ['support', 'oppose', 'abstain'];

interface Replica {
  child: ChildProcess;
  rpcPort: number;
  healthUrl: string;
  exit: Promise<number | null>;
}

async function startVotingReplica(name: string): Promise<Replica> {
  const [rpcPort, httpPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [VOTING_MAIN], {
    env: { ...process.env, SERVICE_NAME: name, VOTING_RPC_PORT: String(rpcPort), VOTING_HTTP_PORT: String(httpPort), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const healthUrl = `http://127.0.0.1:${httpPort}`;
  await until(`${name} to be ready`, async () => (await fetch(`${healthUrl}/health/ready`)).ok, 60_000);
  return { child, rpcPort, healthUrl, exit };
}

let replicas: Replica[] = [];
let balancer: TcpBalancer | undefined;
let gateway: SecondGateway | undefined;

afterAll(async () => {
  await gateway?.stop();
  for (const r of replicas) if (r.child.exitCode === null) r.child.kill('SIGTERM');
  await Promise.all(replicas.map((r) => r.exit));
  await balancer?.close();
  await closeVotingSupport();
});

it('loses no request when a voting replica behind a per-connection balancer is stopped gracefully under load', async () => {
  replicas = [await startVotingReplica('voting-r2'), await startVotingReplica('voting-r3')];
  const stackVoting = { host: '127.0.0.1', port: Number(process.env.VOTING_RPC_PORT) };
  balancer = await startTcpBalancer([stackVoting, ...replicas.map((r) => ({ host: '127.0.0.1', port: r.rpcPort }))]);
  // Two connections a replica, replaced every 3 s (jittered) so the balancer deals them again.
  gateway = await startSecondGateway({ VOTING_RPC_PORT: String(balancer.port), RPC_POOL_SIZE: '6', RPC_CONNECTION_MAX_AGE_MS: '3000' });

  const bills = [newBillId(), newBillId(), newBillId()];
  await Promise.all(bills.map((id) => activateBill(id, suggestions())));
  const voters = await Promise.all(
    Array.from({ length: USERS }, async () => {
      const client = new ApiClient(gateway!.url);
      const res = await client.post<{ id: string }>('/api/register', { email: uniqueEmail('replicas'), password: 'correct-horse-1' });
      expect(res.status).toBe(201);
      await setVoterProfile(res.body.id, 'VT-AL', null);
      return { client, userId: res.body.id };
    }),
  );

  const failures: Array<{ path: string; status: number | string }> = [];
  const casts: CastAttempt[] = [];
  let sent = 0;
  let stop = false;
  // Each voter: a read every ~120 ms and a cast every ~1.5 s (under 60 casts a minute): ~50 req/s in all.
  const traffic = voters.map(async ({ client, userId }, i) => {
    let lastCast = Date.now() - i * 250;
    while (!stop) {
      const cast = Date.now() - lastCast >= 1500;
      if (cast) lastCast = Date.now();
      const billId = bills[Math.floor(Math.random() * bills.length)]!;
      const vote = VOTES[Math.floor(Math.random() * VOTES.length)]!;
      const path = '/api/votes';
      let status: number | 'connection';
      try {
        status = (cast ? await client.post(path, { billId, vote }) : await client.get(path)).status;
      } catch {
        status = 'connection';
      }
      sent += 1;
      if (cast) casts.push({ userId, billId, vote, status });
      if (status === 'connection' || status >= 400) failures.push({ path, status });
      await sleep(100);
    }
  });

  await sleep(3000);
  const stopped = replicas[1]!;
  const stoppedAt = Date.now();
  stopped.child.kill('SIGTERM');
  const exitCode = await stopped.exit;
  const drainMs = Date.now() - stoppedAt;
  await sleep(3000);
  stop = true;
  await Promise.all(traffic);

  const seconds = (Date.now() - stoppedAt + 3000) / 1000;
  const { rows } = await db().query<{ user_id: string; bill_id: string; vote: VoteValue }>(
    `SELECT user_id, bill_id, vote FROM voting.votes WHERE bill_id = ANY($1) AND vote_type = 'personal'`,
    [bills],
  );
  const stored = new Map(rows.map((r) => [`${r.user_id}|${r.bill_id}`, r.vote]));
  console.log(
    `voting replicas behind a per-connection balancer: ${sent} requests in ${seconds.toFixed(1)} s (${Math.round(sent / seconds)}/s), ${casts.length} casts, ${failures.length} failed; ` +
      `stopped replica drained and exited ${exitCode} in ${drainMs} ms; connections dealt ${JSON.stringify(Object.fromEntries(balancer.dealt))}`,
  );
  expect(exitCode).toBe(0);
  expect(failures).toEqual([]);
  expect(sent / seconds).toBeGreaterThanOrEqual(30);
  // The stopped replica was serving before its stop: the balancer had dealt it connections.
  expect(balancer.dealt.get(`127.0.0.1:${stopped.rpcPort}`)).toBeGreaterThan(0);
  expect(casts.filter((c) => c.status === 201 || c.status === 200).length).toBeGreaterThan(0);
  expect(lostWrites(casts, stored)).toEqual([]);
  expect(await tallyDrift(bills)).toEqual([]);
});
