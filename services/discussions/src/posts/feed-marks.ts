import { Injectable } from '@nestjs/common';
import { feedMarksVersionKey } from '@civic/contracts';
import { logger, ServiceRuntime } from '@civic/service-kit';

/** A marks version outlives any cached answer by far (the gateway keeps them seconds). */
const KEY_TTL_S = 24 * 3600;

/**
 * Moves a user's feed-marks version after their upvote or reply committed, before they are
 * answered: a feed read that starts later loads their marks again (the ADR 0009 pattern).
 */
@Injectable()
export class FeedMarks {
  constructor(private readonly runtime: ServiceRuntime) {}

  /** Never throws: the change is committed; a lost bump costs the gateway's TTL of staleness. */
  async bump(userId: string): Promise<void> {
    const key = feedMarksVersionKey(this.runtime.redisPrefix, userId);
    try {
      await this.runtime.pushRedis.multi().incr(key).expire(key, KEY_TTL_S).exec();
    } catch (err) {
      logger().warn({ err, userId }, 'feed marks bump failed; the reader may see old marks until the cache TTL');
    }
  }
}
