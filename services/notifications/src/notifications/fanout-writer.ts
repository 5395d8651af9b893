import { BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Every, logger } from '@civic/service-kit';
import { LiveNotifications } from './live-notifications';
import { NotificationsRepository } from './notifications.repository';

/** Recipients written per transaction. */
const CHUNK = 1000;
/**
 * Pause after a full chunk: a 50,000-follower fan-out takes 50 chunks, and between them the
 * database and this process answer everyone else (reads do not queue behind one large insert).
 * A fan-out that ends within its chunk goes on to the next at once: an import of 10,000 bills
 * queues 10,000 small fan-outs, and a pause after each kept a large one behind them for minutes.
 */
const PAUSE_MS = 20;
/** Resumes fan-outs a crash or a failed chunk left behind. */
const SWEEP_MS = 5000;

/**
 * Writes queued fan-outs (ADR 0018) chunk by chunk, each chunk its own transaction, and pushes
 * each chunk's notifications once it has committed. One loop per process; replicas share the
 * work (a fan-out being written is locked, the others skip it).
 */
@Injectable()
export class FanoutWriter implements BeforeApplicationShutdown {
  private running?: Promise<void>;
  private stopping = false;

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly notifications: NotificationsRepository,
    private readonly live: LiveNotifications,
  ) {}

  /** Starts writing now (after an event queued a fan-out); a loop already running picks it up. */
  kick(): void {
    if (this.stopping) return;
    this.running ??= this.drain()
      .catch((err) => logger().warn({ err }, 'fan-out interrupted; the sweep resumes it'))
      .finally(() => (this.running = undefined));
  }

  @Every(SWEEP_MS)
  sweep(): Promise<void> {
    this.kick();
    return this.running ?? Promise.resolve();
  }

  /** Stops after the chunk being written; what is left resumes at the next start. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.running;
  }

  private async drain(): Promise<void> {
    while (!this.stopping) {
      const chunk = await this.ds.transaction(async (m) => {
        const repo = this.notifications.in(m);
        const next = await repo.nextFanout();
        return next ? repo.writeFanoutChunk(next, CHUNK) : null;
      });
      if (chunk === null) return;
      if (chunk.created.length) await this.live.created(chunk.created);
      if (!chunk.done) await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  }
}
