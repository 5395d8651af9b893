import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ServiceError, ServiceRuntime } from '@civic/service-kit';
import type { IdentityConfig } from './config';
import { IDENTITY_CONFIG } from './tokens';

/** The API's wording for any limit (ADR 0014). */
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

const HOUR_MS = 3_600_000;

/**
 * KEYS: the email's counter. ARGV: window ms. Counts the attempt and answers {count, ms left}.
 * The window starts with the first attempt (a fixed window: the counter expires as a whole).
 */
const COUNT_LUA = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}
`;

/** KEYS: the email's counter. Gives one attempt back, unless the window ended meanwhile (no key without expiry). */
const GIVE_BACK_LUA = `
if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end
return 0
`;

/**
 * Identity's own limit on password checks (ADR 0019), whoever asks: at most `limit` attempts per
 * email per hour that did not succeed. The gateway's login limits (ADR 0014) stop a guesser long
 * before this (its per-email ceiling is a third of the default, then growing delays), so a voter
 * signing in through the site never meets it; it is what remains if those are bypassed, by a
 * caller that reaches identity another way. An attempt is counted before the password is checked
 * (a burst cannot overshoot) and given back when it succeeds; past the limit the answer is a 429
 * without an argon2 check, so a flood costs identity no CPU. Emails are keyed by an HMAC, so
 * Redis holds no addresses in the clear.
 */
@Injectable()
export class VerifyThrottle {
  private readonly limit: number;
  private readonly secret: string;

  constructor(
    private readonly runtime: ServiceRuntime,
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
  ) {
    this.limit = config.verifyFailuresPerEmailPerHour;
    this.secret = config.rpcSecrets.current;
  }

  /** Counts an attempt for `email`, or throws 429 when its hour is used up. Answers the key to give back on success. */
  async admit(email: string): Promise<string> {
    const key = `${this.runtime.redisPrefix}:identity:verify:${createHmac('sha256', this.secret).update(email).digest('base64url')}`;
    const [count] = (await this.runtime.redis.eval(COUNT_LUA, 1, key, HOUR_MS)) as [number, number];
    if (count > this.limit) throw new ServiceError(429, TOO_MANY_REQUESTS);
    return key;
  }

  /** A successful sign-in does not count against the email. */
  async succeeded(key: string): Promise<void> {
    await this.runtime.redis.eval(GIVE_BACK_LUA, 1, key);
  }
}
