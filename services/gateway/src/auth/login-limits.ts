import { createHmac } from 'node:crypto';
import type Redis from 'ioredis';
import { RateLimitedException } from './guards';

/**
 * Failed sign-ins are limited so that guessing is slow but nobody can lock a voter out (ADR 0014):
 *
 * - per (email, address): after `failuresPerPair` failures within `pairWindowMs`, that address
 *   may not try that email again until the window ends. A stranger who types a voter's email
 *   wrongly ten times blocks only themselves: the voter, from their own address, is unaffected.
 * - per email, from anywhere: past `ceiling` failures within `emailWindowMs` (only many
 *   addresses together can get there), every attempt on that email waits a delay that starts at
 *   `firstDelayMs` and doubles with each further failure, up to `maxDelayMs`. Slow, never shut.
 * - an address that has signed in to the email (or registered it) within `knownAddressMs` is
 *   exempt from that email-wide delay and keeps only its own (email, address) limit: strangers
 *   with many addresses can slow guessing for everyone else, but cannot keep the voter, from
 *   where they usually sign in, waiting (taking the one slot each time a delay ends would
 *   otherwise do that for as long as they liked).
 *
 * Attempts from one address are counted before the password is checked (so a burst cannot
 * overshoot the limit) and given back when they succeed or fail for another reason (a service
 * down). Emails are keyed by an HMAC, so Redis holds no addresses in the clear.
 */
export interface LoginLimitOptions {
  redis: Redis;
  /** Redis key prefix (REDIS_PREFIX). */
  prefix: string;
  /** Keys the HMAC of emails (the session secret). */
  secret: string;
  failuresPerPair: number;
  pairWindowMs: number;
  ceiling: number;
  emailWindowMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** How long an address that signed in to an email is exempt from the email's delay. */
  knownAddressMs: number;
}

/**
 * KEYS: pair failures, email failures, email wait, known address. ARGV: pair limit, pair window
 * ms, ceiling, first delay ms, max delay ms. Answers {0, 0} when the attempt may go ahead (and
 * counts it against the pair), else {1 | 2, ms to wait} (1: this address for this email, 2: the
 * email). A known address skips the email's delay and takes no slot from it.
 */
const BEGIN_LUA = `
local pairFailures = tonumber(redis.call('GET', KEYS[1]) or '0')
if pairFailures >= tonumber(ARGV[1]) then return {1, redis.call('PTTL', KEYS[1])} end
if redis.call('EXISTS', KEYS[4]) == 0 then
  local wait = redis.call('PTTL', KEYS[3])
  if wait > 0 then return {2, wait} end
  local failures = tonumber(redis.call('GET', KEYS[2]) or '0')
  local ceiling = tonumber(ARGV[3])
  if failures >= ceiling then
    -- Past the ceiling: this attempt takes the email's one slot until the current delay has passed.
    redis.call('SET', KEYS[3], '1', 'PX', math.floor(math.min(tonumber(ARGV[5]), tonumber(ARGV[4]) * 2 ^ (failures - ceiling))))
  end
end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {0, 0}
`;

/**
 * A failed attempt. KEYS: email failures, email wait. ARGV: ceiling, email window ms, first delay
 * ms, max delay ms. At and past the ceiling the email waits first × 2^(failures − ceiling).
 */
const FAILED_LUA = `
local failures = redis.call('INCR', KEYS[1])
if failures == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
local ceiling = tonumber(ARGV[1])
if failures >= ceiling then
  redis.call('SET', KEYS[2], '1', 'PX', math.floor(math.min(tonumber(ARGV[4]), tonumber(ARGV[3]) * 2 ^ (failures - ceiling))))
end
return failures
`;

/** Gives back an attempt counted up front (KEYS: pair failures). */
const RELEASE_LUA = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

type WithLoginScripts = Redis & {
  civicLoginBegin(pair: string, email: string, wait: string, known: string, pairLimit: number, pairWindowMs: number, ceiling: number, firstMs: number, maxMs: number): Promise<[number, number]>;
  civicLoginFailed(email: string, wait: string, ceiling: number, windowMs: number, firstMs: number, maxMs: number): Promise<number>;
  civicLoginRelease(pair: string): Promise<number>;
};

/** One sign-in attempt admitted by the limits: report how it ended. */
export interface LoginAttempt {
  /** Right password: this address's failures for this email are forgotten, and the address is known. */
  succeeded(): Promise<void>;
  /** Wrong email or password: counted for the address and for the email. */
  failed(): Promise<void>;
  /** Ended for another reason (a service down): the attempt is given back. */
  abandoned(): Promise<void>;
}

export class LoginLimits {
  private readonly redis: WithLoginScripts;

  constructor(private readonly opts: LoginLimitOptions) {
    this.redis = opts.redis as WithLoginScripts;
    if (typeof this.redis.civicLoginBegin !== 'function') {
      this.redis.defineCommand('civicLoginBegin', { numberOfKeys: 4, lua: BEGIN_LUA });
      this.redis.defineCommand('civicLoginFailed', { numberOfKeys: 2, lua: FAILED_LUA });
      this.redis.defineCommand('civicLoginRelease', { numberOfKeys: 1, lua: RELEASE_LUA });
    }
  }

  private keys(email: string, ip: string) {
    const id = createHmac('sha256', this.opts.secret).update(email).digest('base64url').slice(0, 32);
    const base = `${this.opts.prefix}:rl:login`;
    return { pair: `${base}:pair:${id}:${ip}`, email: `${base}:email:${id}`, wait: `${base}:wait:${id}`, known: `${base}:known:${id}:${ip}` };
  }

  /** Admits an attempt for a (normalised) email from a client address, or throws a 429 with how long to wait. */
  async begin(email: string, ip: string): Promise<LoginAttempt> {
    const o = this.opts;
    const keys = this.keys(email, ip);
    const [refused, waitMs] = await this.redis.civicLoginBegin(keys.pair, keys.email, keys.wait, keys.known, o.failuresPerPair, o.pairWindowMs, o.ceiling, o.firstDelayMs, o.maxDelayMs);
    if (refused) throw new RateLimitedException(Math.max(1, Math.ceil(waitMs / 1000)));
    return {
      succeeded: async () => void (await this.redis.multi().del(keys.pair).set(keys.known, '1', 'PX', o.knownAddressMs).exec()),
      failed: async () => void (await this.redis.civicLoginFailed(keys.email, keys.wait, o.ceiling, o.emailWindowMs, o.firstDelayMs, o.maxDelayMs)),
      abandoned: async () => void (await this.redis.civicLoginRelease(keys.pair)),
    };
  }

  /** A new account's address is known for its email, as after a sign-in. */
  async remember(email: string, ip: string): Promise<void> {
    await this.redis.set(this.keys(email, ip).known, '1', 'PX', this.opts.knownAddressMs);
  }
}
