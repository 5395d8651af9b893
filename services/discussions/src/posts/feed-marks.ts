import { Injectable } from '@nestjs/common';
import { feedMarksVersionKey } from '@civic/contracts';
import { ServiceRuntime } from '@civic/service-kit';

/**
 * Moves a user's feed-marks version after their upvote or reply committed, before they are
 * answered: a feed read that starts later loads their marks again (the ADR 0009 pattern).
 */
@Injectable()
export class FeedMarks {
  constructor(private readonly runtime: ServiceRuntime) {}

  bump(userId: string): Promise<void> {
    return this.runtime.bumpVersions([feedMarksVersionKey(this.runtime.redisPrefix, userId)]);
  }
}
