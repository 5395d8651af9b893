import { BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NOTIFICATIONS_QUEUES } from '@civic/contracts';
import { Every, logger, OnJob, ServiceRuntime } from '@civic/service-kit';
import { LiveNotifications } from './live-notifications';
import { NotificationsRepository } from './notifications.repository';

/** Recipients written per transaction. */
const CHUNK = 1000;
/**
 * Pause after a full chunk: a 50,000-follower fan-out takes 50 chunks, and between them the
 * database and this process answer everyone else (reads do not queue behind one large insert).
 * A fan-out that ends within its chunk ends its job at once: an import of 10,000 bills queues
 * 10,000 small fan-outs, and a pause after each would keep a large one behind them for minutes.
 */
const PAUSE_MS = 20;
/** Enqueues fan-outs a crash dropped between the event's commit and their enqueue. */
const SWEEP_MS = 5000;

/** One job per fan-out row (a uuid: no ':' for BullMQ to refuse). */
const jobId = (fanoutId: string) => `fanout-${fanoutId}`;

type WriteJob = { fanoutId: string };

/**
 * Writes queued fan-outs (ADR 0018) as jobs on `notifications.fanouts`, the way voting fans out
 * archetype votes: one job per fan-out (its id, so a repeat is a no-op), each chunk its own
 * transaction, each chunk's notifications pushed once committed. A job ends only when its
 * fan-out row is gone, so a sweep that enqueues every row left finds a live or failed job for
 * each one that is still being written, and a new job for one a crash dropped.
 */
@Injectable()
export class FanoutJobs implements BeforeApplicationShutdown {
  private stopping = false;

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly notifications: NotificationsRepository,
    private readonly live: LiveNotifications,
    private readonly runtime: ServiceRuntime,
  ) {}

  enqueue(fanoutIds: string[]): Promise<void[]> {
    return Promise.all(fanoutIds.map((fanoutId) => this.runtime.enqueue(NOTIFICATIONS_QUEUES.fanouts, 'write', { fanoutId } satisfies WriteJob, jobId(fanoutId))));
  }

  @OnJob(NOTIFICATIONS_QUEUES.fanouts, 'write')
  async write({ fanoutId }: WriteJob): Promise<{ chunks: number; created: number }> {
    let chunks = 0;
    let created = 0;
    for (;;) {
      const chunk = await this.ds.transaction(async (m) => {
        const repo = this.notifications.in(m);
        const fanout = await repo.lockFanout(fanoutId);
        return fanout ? repo.writeFanoutChunk(fanout, CHUNK) : null;
      });
      if (chunk === null) return { chunks, created }; // written (by this job, or an earlier attempt)
      chunks += 1;
      created += chunk.created.length;
      if (chunk.created.length) await this.live.created(chunk.created);
      if (chunk.done) return { chunks, created };
      // Shutting down: the job fails, BullMQ retries it with backoff on a running replica.
      if (this.stopping) throw new Error(`stopped after ${chunks} chunk(s); the fan-out resumes where it stopped`);
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  }

  @Every(SWEEP_MS)
  async sweep(): Promise<void> {
    const ids = await this.notifications.fanoutIds();
    if (ids.length) await this.enqueue(ids);
  }

  /** Stops after the chunk being written; the rest resumes from the fan-out's own progress. */
  beforeApplicationShutdown(): void {
    this.stopping = true;
    logger().debug('fan-out jobs stop after their current chunk');
  }
}
