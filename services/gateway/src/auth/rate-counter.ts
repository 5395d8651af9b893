import type { Redis } from 'ioredis';

/** What one request's charge against a limit found. Times in whole seconds, rounded up. */
export interface RateCount {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/** Where RateLimitGuard counts requests (one call per limit a route names). */
export interface RateLimitStorage {
  /** `key` names the limit and the caller; a hit past `limit` in `ttlMs` blocks the key for `blockMs`. */
  increment(key: string, ttlMs: number, limit: number, blockMs: number): Promise<RateCount>;
  /**
   * The same charge, made only while `session.key` holds a session of `session.userId`
   * (undefined, nothing counted, otherwise): sent with the request's session read (ADR 0036).
   */
  incrementIfSession(key: string, ttlMs: number, limit: number, blockMs: number, session: { key: string; userId: string }): Promise<RateCount | undefined>;
}

/*
 * A fixed window per key: the first hit starts it, and a hit past the limit blocks the key for
 * blockMs (refused until then, however the window runs). The same rule as the
 * @nest-lab/throttler-storage-redis script it replaces, sent by its SHA (ioredis's defineCommand:
 * EVALSHA, EVAL once after a Redis restart) instead of as ~700 bytes of source with every vote
 * cast, post and follow, which Redis also hashed on every call.
 */
const CHARGE_LUA = `
local hits = redis.call('INCR', KEYS[1])
local expiresIn = redis.call('PTTL', KEYS[1])
if expiresIn <= 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  expiresIn = tonumber(ARGV[1])
end
local blockedFor = redis.call('PTTL', KEYS[2])
if blockedFor > 0 then return { hits, expiresIn, 1, blockedFor } end
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  return { hits, expiresIn, 1, tonumber(ARGV[3]) }
end
return { hits, expiresIn, 0, 0 }
`;

/*
 * The charge of a request whose session is read in the same round trip (ADR 0036): counted only
 * if the session key still holds a session of the user the charge names (KEYS[3]; ARGV[4] is
 * '"userId":"<id>"', a fragment of the session's JSON), so a cookie whose session has ended
 * draws nothing on its user's budget. A session key exists exactly while the session is live
 * (it expires with the session).
 */
const CHARGE_IF_SESSION_LUA = `
local session = redis.call('GET', KEYS[3])
if not session or not string.find(session, ARGV[4], 1, true) then return false end
${CHARGE_LUA}`;

type WithChargeScript = Redis & {
  civicRateCharge(hitsKey: string, blockKey: string, ttlMs: number, limit: number, blockMs: number): Promise<[number, number, number, number]>;
  civicRateChargeIfSession(
    hitsKey: string,
    blockKey: string,
    sessionKey: string,
    ttlMs: number,
    limit: number,
    blockMs: number,
    sessionNeedle: string,
  ): Promise<[number, number, number, number] | null>;
};

const rateCount = ([totalHits, expiresInMs, blocked, blockedForMs]: [number, number, number, number]): RateCount => ({
  totalHits,
  timeToExpire: Math.ceil(expiresInMs / 1000),
  isBlocked: blocked === 1,
  timeToBlockExpire: Math.ceil(blockedForMs / 1000),
});

/** Request counters in Redis, shared by every gateway replica. */
export class RedisRateCounter implements RateLimitStorage {
  private readonly redis: WithChargeScript;

  /** On the gateway's shared connection (its owner closes it); keys under `<prefix>:rl:`. */
  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    this.redis = redis as WithChargeScript;
    if (typeof this.redis.civicRateCharge !== 'function') this.redis.defineCommand('civicRateCharge', { numberOfKeys: 2, lua: CHARGE_LUA });
    if (typeof this.redis.civicRateChargeIfSession !== 'function') this.redis.defineCommand('civicRateChargeIfSession', { numberOfKeys: 3, lua: CHARGE_IF_SESSION_LUA });
  }

  // One hash slot per key's pair, so the script's two counter keys stay together on a cluster.
  private base(key: string): string {
    return `${this.prefix}:rl:{${key}}`;
  }

  async increment(key: string, ttlMs: number, limit: number, blockMs: number): Promise<RateCount> {
    const base = this.base(key);
    return rateCount(await this.redis.civicRateCharge(`${base}:hits`, `${base}:blocked`, ttlMs, limit, blockMs));
  }

  async incrementIfSession(key: string, ttlMs: number, limit: number, blockMs: number, session: { key: string; userId: string }): Promise<RateCount | undefined> {
    const base = this.base(key);
    const counted = await this.redis.civicRateChargeIfSession(`${base}:hits`, `${base}:blocked`, session.key, ttlMs, limit, blockMs, `"userId":${JSON.stringify(session.userId)}`);
    return counted ? rateCount(counted) : undefined;
  }
}
