import { z } from 'zod';
import { loadServiceConfig } from '@civic/service-kit';

/** The discussions service's own variables (besides the shared ones and DISCUSSIONS_*_PORT). */
export const discussionsEnv = z
  .object({
    /** Events applied from inbox.discussions at once. */
    DISCUSSIONS_INBOX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** Distinct users whose reports hide a published post until an operator decides (ADR 0020). */
    DISCUSSIONS_REPORT_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(3),
    /** Reports one user may send in an hour (a flood of reports is refused with 429). */
    DISCUSSIONS_REPORTS_PER_USER_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  })
  .transform((e) => ({
    inboxConcurrency: e.DISCUSSIONS_INBOX_CONCURRENCY,
    reportThreshold: e.DISCUSSIONS_REPORT_THRESHOLD,
    reportsPerUserPerHour: e.DISCUSSIONS_REPORTS_PER_USER_PER_HOUR,
  }));

/** The service's one configuration token (AppModule provides what main.ts parsed). */
export const DISCUSSIONS_CONFIG = Symbol('DISCUSSIONS_CONFIG');

export type DiscussionsConfig = ReturnType<typeof discussionsConfig>;

export function discussionsConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('discussions', discussionsEnv, env);
}
