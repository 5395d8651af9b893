import type { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { logger } from '@civic/service-kit/worker';
import { budgetPauses } from './metrics';

/** A UTC day, YYYY-MM-DD: the budget's period, the same for every replica whatever its clock zone. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The next UTC midnight after `at`, when the day's count starts again at 0. */
export const nextUtcMidnight = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));

/** Where the count and the pause marker live; the admin command reads the same keys. */
export const budgetKeys = (redisPrefix: string) => ({
  tokens: (day: string) => `${redisPrefix}:ai-budget:tokens:${day}`,
  /** Set while the budget holds the queues paused (a queue an operator paused has no marker, so it is never resumed here). */
  paused: `${redisPrefix}:ai-budget:paused`,
});

export interface BudgetStatus {
  day: string;
  /** Tokens spent today (UTC), by every replica together. */
  used: number;
  /** AI_DAILY_TOKEN_BUDGET; 0 = no budget. */
  budget: number;
  /** The queues are paused by the budget. */
  paused: boolean;
  resetsAt: string;
}

/** Today's figures, as /metrics and `npm run ai:queues` show them. */
export async function readBudget(redis: Redis, redisPrefix: string, budget: number, now = new Date()): Promise<BudgetStatus> {
  const keys = budgetKeys(redisPrefix);
  const day = utcDay(now);
  const [used, paused] = await Promise.all([redis.get(keys.tokens(day)), redis.exists(keys.paused)]);
  return { day, used: Number(used ?? 0), budget, paused: paused === 1, resetsAt: nextUtcMidnight(now).toISOString() };
}

/**
 * The daily token budget (AI_DAILY_TOKEN_BUDGET, ADR 0028). Every replica adds what its jobs spent
 * to one counter per UTC day in Redis; once the day's count reaches the budget the AI queues are
 * paused (BullMQ's pause is the queue's, so every replica stops taking jobs and waiting jobs stay
 * waiting). A job already running finishes: its tokens are spent either way. Each replica checks
 * again every AI_BUDGET_CHECK_INTERVAL_MS and resumes the queues when a new UTC day has started
 * or the budget was raised (or removed).
 */
export class TokenBudget {
  private readonly keys: ReturnType<typeof budgetKeys>;
  private timer?: NodeJS.Timeout;
  private checking?: Promise<void>;

  constructor(
    private readonly redis: Redis,
    private readonly redisPrefix: string,
    /** 0 = no budget. */
    readonly dailyTokens: number,
    private readonly queues: () => Queue[],
    private readonly now: () => Date = () => new Date(),
  ) {
    this.keys = budgetKeys(redisPrefix);
  }

  get enabled(): boolean {
    return this.dailyTokens > 0;
  }

  /** Adds a job's tokens to today's count; pauses the queues when the budget is spent. */
  async spend(tokens: number): Promise<void> {
    if (tokens > 0) {
      const key = this.keys.tokens(utcDay(this.now()));
      // Kept two days past its own, so yesterday's figure can still be read after midnight.
      await this.redis.multi().incrby(key, tokens).expire(key, 3 * 86_400).exec();
    }
    await this.check();
  }

  /** Whether today's budget is spent (always false without a budget). */
  async exhausted(): Promise<boolean> {
    if (!this.enabled) return false;
    return Number((await this.redis.get(this.keys.tokens(utcDay(this.now())))) ?? 0) >= this.dailyTokens;
  }

  /** Pauses or resumes the queues to match today's count (one check at a time in this process). */
  check(): Promise<void> {
    return (this.checking ??= this.reconcile().finally(() => (this.checking = undefined)));
  }

  status(): Promise<BudgetStatus> {
    return readBudget(this.redis, this.redisPrefix, this.dailyTokens, this.now());
  }

  /** Checks now and then every `intervalMs` (the next day's resume needs no job to trigger it). */
  start(intervalMs: number): void {
    const tick = () =>
      this.check().catch((err) => logger().warn({ err }, 'token budget check failed; trying again at the next interval'));
    void tick();
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.checking?.catch(() => undefined);
  }

  private async reconcile(): Promise<void> {
    const log = logger().child({ component: 'token-budget' });
    if (await this.exhausted()) {
      // Only the replica that sets the marker counts and logs the pause; every one makes sure the queues are paused.
      const first = (await this.redis.set(this.keys.paused, JSON.stringify({ day: utcDay(this.now()), budget: this.dailyTokens, at: this.now().toISOString() }), 'NX')) === 'OK';
      for (const q of this.queues()) if (!(await q.isPaused())) await q.pause();
      if (first) {
        budgetPauses.inc();
        log.warn(
          { budget: this.dailyTokens, queues: this.queues().map((q) => q.name), resumesAt: nextUtcMidnight(this.now()).toISOString() },
          'AI_DAILY_TOKEN_BUDGET spent: AI queues paused until UTC midnight or a higher budget; waiting jobs are kept',
        );
      }
      return;
    }
    if (!(await this.redis.exists(this.keys.paused))) return;
    for (const q of this.queues()) await q.resume();
    if ((await this.redis.del(this.keys.paused)) === 1) {
      log.info({ budget: this.dailyTokens || null }, 'token budget available again (new UTC day, or a higher or no budget): AI queues resumed');
    }
  }
}
