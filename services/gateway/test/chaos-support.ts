import { readFileSync } from 'node:fs';
import type { VoteValue } from '@civic/contracts';
import { ApiClient } from '@civic/testing';

/*
 * Helpers for the chaos test: the supervisor's state file (current pid of each stack process),
 * and simulated users whose every request is recorded with what the client saw.
 */

export type StackProcess = 'identity' | 'bills' | 'voting' | 'discussions' | 'notifications' | 'social-graph' | 'ai-worker' | 'gateway';

export interface ProcessState {
  pid: number | null;
  restarts: number;
  lastExit: { code: number | null; signal: string | null } | null;
  lastRestartDelayMs: number | null;
  healthUrl: string;
}

/** What the launcher's supervisor last wrote (infra/scripts/supervisor.mjs). */
export function stackState(): Record<StackProcess, ProcessState> {
  const file = process.env.STACK_STATE_FILE;
  if (!file) throw new Error('STACK_STATE_FILE is not set: run the chaos test with `npm test`, whose launcher supervises the stack.');
  return JSON.parse(readFileSync(file, 'utf8')).children;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `probe` answers true; throws naming `what` after timeoutMs. Answers the time it took. */
export async function until(what: string, probe: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await probe().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
  return Date.now() - started;
}

/** One request as the client saw it: an HTTP status, or 'connection' when no answer came. */
export interface Outcome {
  kind: 'sign-in' | 'cast' | 'bill' | 'district' | 'votes' | 'user';
  phase: string;
  status: number | 'connection';
  message?: string;
}

export interface CastAttempt {
  userId: string;
  billId: string;
  vote: VoteValue;
  status: number | 'connection';
}

/** Shared by every simulated user: the label of the current phase and the log of what happened. */
export class TrafficLog {
  phase = 'steady';
  readonly outcomes: Outcome[] = [];
  /** Every cast, in the order each user sent them (a user waits for one answer before the next). */
  readonly casts: CastAttempt[] = [];
}

const VOTES: VoteValue[] = ['support', 'oppose', 'abstain'];
/** Under the per-user limits (10 sign-ins per 15 min per e-mail, 60 casts per minute per user). */
const SIGN_IN_BUDGET = 6;
const CAST_BUDGET = 45;

/**
 * A signed-in user who, until stopped, signs in again now and then, casts votes on the test's
 * bills, reads bills, their district's tallies, their votes and their account — one request at
 * a time, so every route of the four services behind the gateway sees traffic.
 */
export class SimulatedUser {
  private signIns = 0;
  private castsSent = 0;
  private lastSignIn = Date.now();
  private lastCast = 0;
  private turn = 0;

  constructor(
    readonly client: ApiClient,
    readonly userId: string,
    private readonly credentials: { email: string; password: string },
    private readonly bills: { active: string[]; readable: string[] },
    private readonly log: TrafficLog,
  ) {}

  async run(stopped: () => boolean): Promise<void> {
    while (!stopped()) {
      await this.step();
      await sleep(40);
    }
  }

  private async step(): Promise<void> {
    const now = Date.now();
    if (this.signIns < SIGN_IN_BUDGET && now - this.lastSignIn >= 4000) {
      this.signIns += 1;
      this.lastSignIn = now;
      await this.send('sign-in', () => this.client.post('/api/login', this.credentials));
      return;
    }
    if (this.castsSent < CAST_BUDGET && now - this.lastCast >= 600) {
      this.castsSent += 1;
      this.lastCast = now;
      const billId = pick(this.bills.active);
      const vote = pick(VOTES);
      const status = await this.send('cast', () => this.client.post('/api/votes', { billId, vote }));
      this.log.casts.push({ userId: this.userId, billId, vote, status });
      return;
    }
    this.turn += 1;
    const reads = [
      () => this.send('bill', () => this.client.get(`/api/bills/${encodeURIComponent(pick(this.bills.readable))}`)),
      () => this.send('district', () => this.client.get(`/api/district/votes?billIds=${this.bills.active.join(',')}`)),
      () => this.send('votes', () => this.client.get('/api/votes')),
      () => this.send('user', () => this.client.get('/api/user')),
    ];
    await reads[this.turn % reads.length]!();
  }

  private async send(kind: Outcome['kind'], request: () => Promise<{ status: number; body: unknown }>): Promise<number | 'connection'> {
    const phase = this.log.phase;
    try {
      const res = await request();
      const message = (res.body as { message?: string } | undefined)?.message;
      this.log.outcomes.push({ kind, phase, status: res.status, ...(res.status >= 400 ? { message } : {}) });
      return res.status;
    } catch {
      // fetch failed: no HTTP answer at all (connection refused or reset).
      this.log.outcomes.push({ kind, phase, status: 'connection' });
      return 'connection';
    }
  }
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

/**
 * Acknowledged casts that the database does not hold. A user's casts on one bill are sequential,
 * so the stored vote must be the last acknowledged one, or one sent after it whose answer was
 * lost (a 5xx or a dropped connection: it may or may not have committed).
 */
export function lostWrites(casts: CastAttempt[], stored: Map<string, VoteValue>): { key: string; acknowledged: VoteValue; stored: VoteValue | undefined }[] {
  const byPair = new Map<string, CastAttempt[]>();
  for (const c of casts) {
    const key = `${c.userId}|${c.billId}`;
    byPair.set(key, [...(byPair.get(key) ?? []), c]);
  }
  const lost = [];
  for (const [key, attempts] of byPair) {
    const lastAck = attempts.map((a) => typeof a.status === 'number' && a.status < 300).lastIndexOf(true);
    if (lastAck < 0) continue;
    const unknownOutcome = attempts.slice(lastAck + 1).filter((a) => a.status === 'connection' || a.status >= 500);
    const allowed = new Set([attempts[lastAck]!.vote, ...unknownOutcome.map((a) => a.vote)]);
    const value = stored.get(key);
    if (!value || !allowed.has(value)) lost.push({ key, acknowledged: attempts[lastAck]!.vote, stored: value });
  }
  return lost;
}
