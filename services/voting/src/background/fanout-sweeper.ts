import { Injectable } from '@nestjs/common';
import { Every } from '@civic/service-kit';
import { ActiveBillsRepository } from '../repositories';
import { ArchetypeVoteJobs } from './archetype-vote-jobs';

const SWEEP_INTERVAL_MS = 30_000;

/** Re-enqueues fan-outs a crash dropped between an event's commit and its enqueue (job ids make it idempotent). */
@Injectable()
export class FanoutSweeper {
  constructor(
    private readonly activeBills: ActiveBillsRepository,
    private readonly jobs: ArchetypeVoteJobs,
  ) {}

  @Every(SWEEP_INTERVAL_MS)
  async sweep(): Promise<void> {
    for (const { billId, version } of await this.activeBills.pendingFanouts()) await this.jobs.enqueueFanout(billId, version);
  }
}
