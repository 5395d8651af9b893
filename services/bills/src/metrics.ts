import { Counter, Gauge, register } from 'prom-client';
import { registerReviewMetrics } from '@civic/service-kit';
import { BillReviewRepository } from './review/review.repository';
import { UserBillsRepository } from './user-bills/user-bills.repository';
import type { DataSource } from 'typeorm';
import { BillsRepository } from './repositories';

let registered = false;

/** Verdicts the bills inbox handled, by what became of them (applied, failure-recorded, stale, ...). */
export const userBillVerdictsApplied =
  (register.getSingleMetric('civic_bills_user_bill_verdicts_total') as Counter<'outcome'> | undefined) ??
  new Counter({ name: 'civic_bills_user_bill_verdicts_total', help: 'User-bill verdicts handled by the bills inbox, by outcome', labelNames: ['outcome'] as const });

/**
 * Bills gauges on the process's /metrics, read from the database at scrape time: bills per
 * synthesis state (a growing `failed` count wants `npm run bills:resynthesize -- --failed`) and
 * user bills per moderation state (the outbox backlog is service-kit's, for every service).
 */
export function registerBillsMetrics(ds: DataSource): void {
  if (registered) return;
  registered = true;
  new Gauge({
    name: 'civic_bills_by_synthesis_status',
    help: 'Congressional bills per AI synthesis status',
    labelNames: ['status'],
    async collect() {
      const rows = await new BillsRepository(ds).countByStatus();
      this.reset();
      for (const status of ['pending', 'synthesized', 'failed']) {
        this.set({ status }, rows.find((r) => r.status === status)?.n ?? 0);
      }
    },
  });
  new Gauge({
    name: 'civic_bills_user_bills',
    help: 'User bills per moderation status; delayed="true" are pending bills whose review could not be produced (npm run bills:remoderate -- --delayed)',
    labelNames: ['status', 'delayed'],
    async collect() {
      const rows = await new UserBillsRepository(ds).countByStatus();
      this.reset();
      for (const r of rows) this.set({ status: r.status, delayed: String(r.delayed) }, r.count);
    },
  });
  // The AI against people on user bills (issue #22 part 4), as discussions has it for posts.
  registerReviewMetrics('user bills', () => new BillReviewRepository(ds).agreement());
}
