import { z } from 'zod';
import { loadConfig } from '@civic/service-kit';
import { appliesTo } from '../auth/guards';
import { bySessionUser } from '../auth/rate-limits';

/** Personal casts one signed-in user may send per minute (POST /api/votes); see .env.example. */
const votingRateEnv = z.object({
  RATE_LIMIT_VOTES_PER_USER_PER_MINUTE: z.coerce.number().int().positive().default(60),
});

export const VOTE_USER_THROTTLER = 'vote-user';

/** The 'vote-user' throttler, listed in the gateway's ThrottlerModule (app.module.ts). */
export const voteUserThrottler = {
  name: VOTE_USER_THROTTLER,
  ttl: 60_000,
  limit: loadConfig(votingRateEnv).RATE_LIMIT_VOTES_PER_USER_PER_MINUTE,
  getTracker: bySessionUser,
  skipIf: appliesTo(VOTE_USER_THROTTLER),
};
