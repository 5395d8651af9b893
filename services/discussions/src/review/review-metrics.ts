import type { DataSource } from 'typeorm';
import { registerReviewMetrics as register } from '@civic/service-kit';
import { ReviewRepository } from './review.repository';

/** The AI against people on discussions and replies (issue #22 part 4): civic_review_decisions on /metrics. */
export function registerReviewMetrics(ds: DataSource): void {
  register('discussions and replies', () => new ReviewRepository(ds).agreement());
}
