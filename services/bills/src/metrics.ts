import { Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';
import { BillsRepository } from './repositories';

let registered = false;

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
