import { z } from 'zod';
import { loadConfig } from '@civic/service-kit';
import { appliesTo } from '../auth/guards';
import { bySessionUser } from '../auth/rate-limits';

/** User-bill writes (create, edit, delete) one signed-in user may send per minute; see .env.example. */
const userBillsRateEnv = z.object({
  RATE_LIMIT_USER_BILL_WRITES_PER_USER_PER_MINUTE: z.coerce.number().int().positive().default(30),
});

export const USER_BILL_WRITES_THROTTLER = 'user-bill-writes';

/** The 'user-bill-writes' throttler, listed in the gateway's ThrottlerModule (app.module.ts). */
export const userBillWritesThrottler = {
  name: USER_BILL_WRITES_THROTTLER,
  ttl: 60_000,
  limit: loadConfig(userBillsRateEnv).RATE_LIMIT_USER_BILL_WRITES_PER_USER_PER_MINUTE,
  getTracker: bySessionUser,
  skipIf: appliesTo(USER_BILL_WRITES_THROTTLER),
};
