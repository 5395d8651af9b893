import { Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';
import { ReviewRepository } from './review.repository';

let registered = false;

/**
 * The AI against people (issue #22 part 4) on /metrics, read from the moderation log at scrape
 * time (so it survives restarts): operator decisions on posts, per provider and model, by
 * whether they agreed with what the AI had decided (`held`: the AI left it to a person).
 */
export function registerReviewMetrics(ds: DataSource): void {
  if (registered) return;
  registered = true;
  new Gauge({
    name: 'civic_review_decisions',
    help: 'Operator decisions on discussions and replies, per AI provider and model, by agreement with the AI (agreed, disagreed, held)',
    labelNames: ['provider', 'model', 'agreement'],
    async collect() {
      const rows = await new ReviewRepository(ds).agreement();
      this.reset();
      for (const r of rows) {
        this.set({ provider: r.provider, model: r.model, agreement: 'agreed' }, r.agreed);
        this.set({ provider: r.provider, model: r.model, agreement: 'disagreed' }, r.decisions - r.agreed);
        this.set({ provider: r.provider, model: r.model, agreement: 'held' }, r.held);
      }
    },
  });
}
