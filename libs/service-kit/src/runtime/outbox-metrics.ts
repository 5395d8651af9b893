import { Gauge, register } from 'prom-client';
import type { DataSource } from 'typeorm';
import { schemaTable } from '../database';

/**
 * The outbox backlog of this process's service on /metrics, read at scrape time: events not yet
 * relayed and the age of the oldest (a stuck relay shows here first).
 */
export function registerOutboxMetrics(ds: DataSource, service: string): void {
  if (register.getSingleMetric('civic_outbox_unpublished')) return;
  new Gauge({
    name: 'civic_outbox_unpublished',
    help: 'Events of this service not yet relayed to their queues',
    labelNames: ['service'],
    async collect() {
      const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM ${schemaTable(ds, 'outbox')} WHERE published_at IS NULL`);
      this.set({ service }, n);
    },
  });
  new Gauge({
    name: 'civic_outbox_oldest_unpublished_seconds',
    help: 'Age of the oldest event of this service not yet relayed (0 when none)',
    labelNames: ['service'],
    async collect() {
      const [{ age }] = await ds.query(`SELECT COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float AS age FROM ${schemaTable(ds, 'outbox')} WHERE published_at IS NULL`);
      this.set({ service }, age);
    },
  });
}
