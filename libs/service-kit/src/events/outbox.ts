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

  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: QueueRegistry,
    private readonly opts: { intervalMs?: number; batchSize?: number; retentionDays?: number } = {},
  ) {}

  start(): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      void this.kick()
        .then(() => this.pruneNow(Date.now()))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.opts.intervalMs ?? 500);
        });
    };
    tick();
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

  /** Relays now (call after a commit for low latency); overlapping calls coalesce. */
  async kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        while ((await this.relayBatch()) === (this.opts.batchSize ?? 200)) {
          /* a full batch: more may be waiting */
        }
      } while (this.again);
    } catch (err) {
      logger().error({ err }, 'outbox relay failed; will retry');
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
