import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { CACHE_TOPICS_BY_EVENT, cacheInvalidationChannel, routesFor, type IntegrationEvent } from '@civic/contracts';
import { schemaTable } from '../database';
import { currentContext, logger } from '../logger';
import type { QueueRegistry } from './queues';

/**
 * What an outbox row's published_at starts as: NULL (for the relay) when some queue subscribes to
 * the event, else now() — nothing to deliver, the row is kept as history for the retention only.
 */
export const initialPublishedAtSql = (eventName: string): 'NULL' | 'now()' => (routesFor(eventName).length ? 'NULL' : 'now()');

let recordedSoFar = 0;
/**
 * How many events this process has written with recordEvent so far. A caller compares two
 * readings to learn whether some work may have recorded one (never a false "no": concurrent work
 * only adds false "yes"), e.g. the inbox, which relays right away only after such work.
 */
export const eventsRecordedSoFar = (): number => recordedSoFar;

/** Writes an event in the caller's transaction: it exists exactly when the change commits. */
export async function recordEvent<P>(manager: EntityManager, name: string, payload: P): Promise<IntegrationEvent<P>> {
  recordedSoFar += 1;
  const event: IntegrationEvent<P> = { id: randomUUID(), name, occurredAt: new Date().toISOString(), payload, requestId: currentContext()?.requestId };
  await manager.query(`INSERT INTO ${schemaTable(manager, 'outbox')} (id, name, payload, request_id, created_at, published_at) VALUES ($1, $2, $3, $4, $5, ${initialPublishedAtSql(name)})`, [
    event.id,
    name,
    JSON.stringify(payload),
    event.requestId ?? null,
    event.occurredAt,
  ]);
  return event;
}

/** Published rows are kept this long (for inspection and replay by hand), then deleted. */
const DEFAULT_RETENTION_DAYS = 7;
const PRUNE_EVERY_MS = 60_000;

/** What one relay pass did: moved rows, found none, or failed (the timer retries it soon). */
export type RelayPass = 'relayed' | 'idle' | 'failed';

/**
 * The sweep's pace: `intervalMs` (500 ms) after a pass that moved rows or failed, then doubling
 * while passes find nothing, up to `idleIntervalMs`. Every commit kicks the relay itself, so the
 * timer only sweeps what a kick missed (a crash between commit and kick, a Redis outage); at a
 * fixed 500 ms its empty transactions were a good part of an idle service's CPU.
 */
export function nextSweepMs(previousMs: number, pass: RelayPass, intervalMs: number, idleIntervalMs: number): number {
  return pass === 'idle' ? Math.min(Math.max(previousMs, intervalMs) * 2, idleIntervalMs) : intervalMs;
}

/**
 * Moves committed outbox rows to their queues. Rows are claimed with SKIP LOCKED, so several
 * replicas relay in parallel without double work; a crash before marking a row published only
 * means it is sent again, and consumers dedupe by event id. Published rows older than the
 * retention are deleted about once a minute, so no service's outbox grows without end.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running = false;
  private again = false;
  private stopped = false;
  private prunedAt = 0;
  /** The delay before the next sweep (see nextSweepMs). */
  private sweepMs: number;
  /** When the pending sweep is due (0 while one runs or none is pending). */
  private sweepDueAt = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: QueueRegistry,
    private readonly opts: { intervalMs?: number; idleIntervalMs?: number; batchSize?: number; retentionDays?: number } = {},
  ) {
    this.sweepMs = this.intervalMs;
  }

  private get intervalMs(): number {
    return this.opts.intervalMs ?? 500;
  }

  /** The delay the next sweep is (or will be) scheduled with. */
  get sweepIntervalMs(): number {
    return this.sweepMs;
  }

  start(): void {
    this.stopped = false;
    this.sweepMs = this.intervalMs;
    void this.sweep();
  }

  private async sweep(): Promise<void> {
    this.sweepDueAt = 0;
    if (this.stopped) return;
    try {
      const pass = await this.kick();
      this.sweepMs = nextSweepMs(this.sweepMs, pass, this.intervalMs, this.opts.idleIntervalMs ?? 5000);
      await this.pruneNow(Date.now());
    } finally {
      this.scheduleSweep(this.sweepMs);
    }
  }

  private scheduleSweep(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.sweepDueAt = Date.now() + delayMs;
    this.timer = setTimeout(() => void this.sweep(), delayMs);
  }

  /** Deletes published rows past the retention (at most once a minute); answers how many. */
  async prune(): Promise<number> {
    const [{ deleted }] = await this.dataSource.query(
      `WITH d AS (DELETE FROM ${schemaTable(this.dataSource, 'outbox')} WHERE published_at < now() - make_interval(days => $1) RETURNING 1) SELECT count(*)::int AS deleted FROM d`,
      [this.opts.retentionDays ?? DEFAULT_RETENTION_DAYS],
    );
    return deleted;
  }

  private async pruneNow(now: number): Promise<void> {
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    await this.prune().catch((err) => logger().error({ err }, 'outbox prune failed; will retry'));
  }

  /**
   * Relays now (call after a commit for low latency); overlapping calls coalesce (the one
   * running does the work: 'relayed'). A failed pass brings the next sweep forward to the
   * short interval, so what it left is retried as soon as before.
   */
  async kick(): Promise<RelayPass> {
    if (this.running) {
      this.again = true;
      return 'relayed';
    }
    this.running = true;
    let moved = 0;
    try {
      do {
        this.again = false;
        let batch: number;
        do {
          batch = await this.relayBatch();
          moved += batch;
        } while (batch === (this.opts.batchSize ?? 200)); // a full batch: more may be waiting
      } while (this.again);
      return moved ? 'relayed' : 'idle';
    } catch (err) {
      logger().error({ err }, 'outbox relay failed; will retry');
      this.sweepMs = this.intervalMs;
      if (this.sweepDueAt > Date.now() + this.intervalMs) this.scheduleSweep(this.intervalMs);
      return 'failed';
    } finally {
      this.running = false;
    }
  }

  private relayBatch(): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      const rows: Array<{ id: string; name: string; payload: unknown; request_id: string | null; created_at: Date }> = await m.query(
        `SELECT id, name, payload, request_id, created_at FROM ${schemaTable(m, 'outbox')}
          WHERE published_at IS NULL ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.opts.batchSize ?? 200],
      );
      if (!rows.length) return 0;
      await this.queues.publishMany(
        rows.map((r) => ({ id: r.id, name: r.name, payload: r.payload, occurredAt: new Date(r.created_at).toISOString(), requestId: r.request_id ?? undefined })),
      );
      await m.query(`UPDATE ${schemaTable(m, 'outbox')} SET published_at = now() WHERE id = ANY($1::uuid[])`, [rows.map((r) => r.id)]);
      await this.invalidateCaches(rows.map((r) => r.name));
      return rows.length;
    });
  }

  /**
   * Tells every gateway to drop its cached reads of the topics these events change
   * (CACHE_TOPICS_BY_EVENT); the rows committed before they reached the outbox relay. Never
   * throws: a lost message only costs the caches' time bound of staleness.
   */
  private async invalidateCaches(eventNames: string[]): Promise<void> {
    const topics = new Set(eventNames.flatMap((name) => CACHE_TOPICS_BY_EVENT[name] ?? []));
    for (const topic of topics) {
      await this.queues.connection
        .publish(cacheInvalidationChannel(this.queues.redisPrefix), topic)
        .catch((err) => logger().warn({ err, topic }, 'cache invalidation not published; gateways serve it until their time bound'));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    while (this.running) await new Promise((r) => setTimeout(r, 20));
  }
}
