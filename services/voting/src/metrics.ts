import { Counter, Gauge, Histogram } from 'prom-client';
import type { DataSource } from 'typeorm';
import { ActiveBillsRepository } from './repositories';

/** Voting metrics on the process's /metrics (registered once per process). */
export const castsTotal = new Counter({
  name: 'civic_voting_casts_total',
  help: 'Personal casts by outcome (created, changed, unchanged, bill_not_found)',
  labelNames: ['status'],
});

export const jobDuration = new Histogram({
  name: 'civic_voting_job_duration_seconds',
  help: 'Archetype-votes work: population of one voter, fan-out of one bill, profile reconcile from an event',
  labelNames: ['job'],
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
});

let registered = false;

/** Gauges read from the database at scrape time: fan-outs not done yet (the outbox backlog is service-kit's). */
export function registerVotingGauges(ds: DataSource): void {
  if (registered) return;
  registered = true;
  new Gauge({
    name: 'civic_voting_fanouts_pending',
    help: 'Active bills whose archetype-vote fan-out has not finished (the sweeper re-enqueues them)',
    async collect() {
      this.set(await new ActiveBillsRepository(ds).pendingFanoutCount());
    },
  });
}
