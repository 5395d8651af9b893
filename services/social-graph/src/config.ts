import { z } from 'zod';
import { loadServiceConfig } from '@civic/service-kit';

/** The social-graph service's own variables (besides the shared ones and SOCIAL_GRAPH_*_PORT). */
export const socialEnv = z
  .object({
    /** Events applied from inbox.social-graph at once. */
    SOCIAL_GRAPH_INBOX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** Sample local events created for each district that has users and no events yet (0 turns it off). */
    SAMPLE_EVENTS_PER_DISTRICT: z.coerce.number().int().min(0).max(20).default(5),
  })
  .transform((e) => ({ inboxConcurrency: e.SOCIAL_GRAPH_INBOX_CONCURRENCY, sampleEventsPerDistrict: e.SAMPLE_EVENTS_PER_DISTRICT }));

export type SocialConfig = ReturnType<typeof socialConfig>;

/** The parsed config, provided to the module's providers. */
export const SOCIAL_CONFIG = Symbol('SOCIAL_CONFIG');

/** Parsed once per process, by main.ts at boot; AppModule.forRoot hands it to the providers. */
export function socialConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('social-graph', socialEnv, env);
}
