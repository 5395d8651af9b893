import { z } from 'zod';
import { loadServiceConfig } from '@civic/service-kit';

/** The discussions service's own variables (besides the shared ones and DISCUSSIONS_*_PORT). */
export const discussionsEnv = z
  .object({
    /** Events applied from inbox.discussions at once. */
    DISCUSSIONS_INBOX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** PostgreSQL connections of one discussions process. */
    DISCUSSIONS_DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  })
  .transform((e) => ({ inboxConcurrency: e.DISCUSSIONS_INBOX_CONCURRENCY, dbPoolSize: e.DISCUSSIONS_DB_POOL_SIZE }));

export type DiscussionsConfig = ReturnType<typeof discussionsConfig>;

export function discussionsConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('discussions', discussionsEnv, env);
}
