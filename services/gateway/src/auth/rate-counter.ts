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

type WithChargeScript = Redis & {
  civicRateCharge(hitsKey: string, blockKey: string, ttlMs: number, limit: number, blockMs: number): Promise<[number, number, number, number]>;
};

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
  }

  async increment(key: string, ttlMs: number, limit: number, blockMs: number): Promise<RateCount> {
    // One hash slot per key's pair, so the script's two keys stay together on a cluster.
    const base = `${this.prefix}:rl:{${key}}`;
    const [totalHits, expiresInMs, blocked, blockedForMs] = await this.redis.civicRateCharge(`${base}:hits`, `${base}:blocked`, ttlMs, limit, blockMs);
    return { totalHits, timeToExpire: Math.ceil(expiresInMs / 1000), isBlocked: blocked === 1, timeToBlockExpire: Math.ceil(blockedForMs / 1000) };
  }
}
