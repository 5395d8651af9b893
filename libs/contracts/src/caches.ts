import { EVENTS } from './events';

/**
 * Gateway read caches that every gateway keeps in memory for reads that are the same for
 * everyone (bill lists and details, roll calls). When an event that changes what they hold is
 * relayed from an outbox (so after its commit), the relay publishes the cache's topic on
 * cacheInvalidationChannel, and every gateway drops what it held for that topic. The time bound
 * on each cache only limits staleness if a message is lost (a gateway reconnecting to Redis
 * drops everything, since it may have missed some).
 */
export const CACHE_TOPICS = {
  /** GET /api/bills, /api/bills/{id}, /api/policy-areas and a bill's roll calls. */
  bills: 'bills',
} as const;
export type CacheTopic = (typeof CACHE_TOPICS)[keyof typeof CACHE_TOPICS];

export const cacheInvalidationChannel = (redisPrefix: string) => `${redisPrefix}:cache-invalidations`;

/** The events whose relay invalidates a cache topic. */
export const CACHE_TOPICS_BY_EVENT: Readonly<Record<string, readonly CacheTopic[]>> = {
  // A new or changed bill asks for its synthesis; a synthesis stored changes the bill's page.
  [EVENTS.billSynthesisRequested]: [CACHE_TOPICS.bills],
  [EVENTS.billSynthesized]: [CACHE_TOPICS.bills],
};
