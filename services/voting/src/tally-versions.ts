import type Redis from 'ioredis';
import { TALLY_VERSION_KEYS } from '@civic/contracts';
import { logger } from '@civic/service-kit';

/** A voter's version key outlives any cached answer by far (the gateway keeps them minutes). */
const VOTER_KEY_TTL_S = 24 * 3600;

/**
 * Bumps the tally versions the gateway checks before answering tallies from memory (ADR 0009).
 * Call it AFTER the change committed, and await it before telling anyone (an RPC answer, a push):
 * a read that starts later then sees the new version and loads the new tallies.
 */
export class TallyVersions {
  constructor(
    private readonly redis: Redis,
    private readonly redisPrefix: string,
  ) {}

  /**
   * Never throws: the change itself is committed, and the gateway's cache gives up its entries
   * after its TTL (minutes) anyway, so a lost bump costs that much staleness, not an error.
   */
  async bump(changed: { districts?: readonly string[]; voters?: readonly string[]; all?: boolean }): Promise<void> {
    try {
      await this.incr(changed);
    } catch (err) {
      logger().warn({ err, changed }, 'tally version bump failed; cached tallies may lag until their TTL');
    }
  }

  private async incr(changed: { districts?: readonly string[]; voters?: readonly string[]; all?: boolean }): Promise<void> {
    const pipeline = this.redis.pipeline();
    for (const district of new Set(changed.districts ?? [])) pipeline.incr(TALLY_VERSION_KEYS.district(this.redisPrefix, district));
    for (const userId of new Set(changed.voters ?? [])) {
      const key = TALLY_VERSION_KEYS.voter(this.redisPrefix, userId);
      pipeline.incr(key).expire(key, VOTER_KEY_TTL_S);
    }
    if (changed.all) pipeline.incr(TALLY_VERSION_KEYS.all(this.redisPrefix));
    if (!pipeline.length) return;
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([err]) => err);
    if (failed) throw failed[0];
  }
}
