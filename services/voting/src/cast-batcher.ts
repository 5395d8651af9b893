import { logger } from '@civic/service-kit';
import type { SqlRunner } from '@civic/service-kit';
import { VotesRepository, type CastInput, type CastResult } from './repositories';

/** A PostgreSQL deadlock or serialization failure: the transaction did nothing and may run again. */
function isRetryable(err: unknown): boolean {
  const code = (err as { code?: string; driverError?: { code?: string } })?.driverError?.code ?? (err as { code?: string })?.code;
  return code === '40P01' || code === '40001';
}

async function withRetry<T>(fn: () => Promise<T>, attempts = 4): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= attempts || !isRetryable(err)) throw err;
      await new Promise((r) => setTimeout(r, 5 * i + Math.random() * 10));
    }
  }
}

interface Waiting {
  cast: CastInput;
  resolve(result: CastResult): void;
  reject(err: unknown): void;
}

/**
 * Group commit for personal casts. A cast waits for the end of the event-loop turn; while fewer
 * than `maxInFlight` statements are running, what has gathered is sent at once, as one statement
 * (VotesRepository.castMany) when there are several, or the single-cast statement when alone. Under load
 * casts gather while earlier statements run, and the database does one parse and one commit for
 * several of them; at low load nothing waits longer than the turn.
 *
 * Rules: one cast per bill in a statement (a second cast of a bill waits for the next one, in
 * arrival order); a statement that fails for a reason other than a deadlock is run again cast by
 * cast, so one bad cast never fails the others. After a commit, `onCommitted` runs once for the
 * statement's casts before any of them is answered.
 */
export class CastBatcher {
  private queue: Waiting[] = [];
  private inFlight = 0;
  private scheduled = false;

  private readonly single: VotesRepository;
  private readonly batch: VotesRepository;

  /** `single` and `batch` run the one-cast and the many-casts statement (each a prepared statement in the service). */
  constructor(
    single: SqlRunner,
    batch: SqlRunner,
    private readonly opts: {
      maxInFlight: number;
      maxBatch: number;
      /**
       * Runs once per committed statement with its casts' results, before any of them is
       * answered (the tally version bump: one Redis round trip for the statement, not per cast).
       */
      onCommitted?: (results: CastResult[]) => Promise<void>;
    },
  ) {
    this.single = new VotesRepository(single);
    this.batch = new VotesRepository(batch);
  }

  cast(cast: CastInput): Promise<CastResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ cast, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || !this.queue.length || this.inFlight >= this.opts.maxInFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.queue.length && this.inFlight < this.opts.maxInFlight) void this.run(this.take());
    });
  }

  /** The next statement's casts: oldest first, one per bill, at most maxBatch. */
  private take(): Waiting[] {
    const bills = new Set<string>();
    const taken: Waiting[] = [];
    const left: Waiting[] = [];
    for (const w of this.queue) {
      if (taken.length < this.opts.maxBatch && !bills.has(w.cast.billId)) {
        bills.add(w.cast.billId);
        taken.push(w);
      } else {
        left.push(w);
      }
    }
    this.queue = left;
    return taken;
  }

  private async run(group: Waiting[]): Promise<void> {
    this.inFlight += 1;
    let committed: Array<[Waiting, CastResult]>;
    try {
      committed = await this.statement(group);
    } finally {
      // The slot is free once the database is done: the next statement need not wait for the hook.
      this.inFlight -= 1;
      this.schedule();
    }
    if (!committed.length) return;
    await this.committed(committed.map(([, result]) => result));
    for (const [w, result] of committed) w.resolve(result);
  }

  /**
   * The group's statement, or each cast alone when a batched one fails; answers the committed
   * casts with their results and rejects the ones that failed.
   */
  private async statement(group: Waiting[]): Promise<Array<[Waiting, CastResult]>> {
    if (group.length > 1) {
      try {
        const results = await withRetry(() => this.batch.castMany(group.map((w) => w.cast)));
        return group.map((w, i) => [w, results[i]]);
      } catch (err) {
        logger().warn({ err, casts: group.length }, 'batched casts failed; casting one by one');
      }
    }
    const alone = await Promise.all(
      group.map(async (w): Promise<Array<[Waiting, CastResult]>> => {
        try {
          return [[w, await withRetry(() => this.single.cast(w.cast))]];
        } catch (err) {
          w.reject(err);
          return [];
        }
      }),
    );
    return alone.flat();
  }

  /** The onCommitted hook; its failure must not fail casts that are committed (it should not throw). */
  private async committed(results: CastResult[]): Promise<void> {
    await this.opts.onCommitted?.(results).catch((err) => logger().warn({ err }, 'after-commit work of casts failed'));
  }
}
