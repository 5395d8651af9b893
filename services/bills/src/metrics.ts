import { Counter, Gauge, register } from 'prom-client';
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
 * the outbox backlog with the age of its oldest row (a stuck relay shows here first).
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
  new Gauge({
    name: 'civic_bills_outbox_unpublished',
    help: 'Events of the bills service not yet relayed to their queues',
    async collect() {
      const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL`);
      this.set(n);
    },
  });
  new Gauge({
    name: 'civic_bills_outbox_oldest_unpublished_seconds',
    help: 'Age of the oldest event of the bills service not yet relayed (0 when none)',
    async collect() {
      const [{ age }] = await ds.query(
        `SELECT COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float AS age FROM outbox WHERE published_at IS NULL`,
      );
      this.set(age);
    },
  });
}
