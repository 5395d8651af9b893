import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { logger } from '@civic/service-kit/edge';

/**
 * Who has an open socket (presenceKey: user id → sockets, over every gateway): the one hash
 * senders of large fan-outs read with HMGET. Each gateway also keeps its own share of the counts
 * (`<key>:gw:<id>`) and a heartbeat (`<key>:gateways`, a sorted set scored by the last beat), so
 * when a gateway dies without closing its sockets (SIGKILL, a lost node), any other gateway
 * subtracts the dead one's share once its heartbeat is older than `expireMs`. Without that, a
 * killed gateway's users stayed "online" forever. Every change is one Lua script, so the total
 * and the shares never disagree, and two gateways reaping the same dead one subtract it once.
 */
export class Presence {
  readonly gatewayId = randomUUID();
  private readonly shareKey: string;
  private readonly gatewaysKey: string;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    private readonly key: string,
    /** A gateway whose last heartbeat is older than this is dead (three beats missed by default). */
    private readonly expireMs = 30_000,
  ) {
    this.shareKey = `${key}:gw:${this.gatewayId}`;
    this.gatewaysKey = `${key}:gateways`;
  }

  /** Beats now and every third of expireMs; each beat also reaps dead gateways. */
  async start(): Promise<void> {
    await this.beat();
    this.timer = setInterval(() => void this.beat(), Math.max(1, Math.floor(this.expireMs / 3)));
    this.timer.unref();
  }

  /** Stops beating and removes this gateway's share now (a clean shutdown does not wait to be reaped). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.reap(this.gatewayId).catch((err) => logger().warn({ err }, 'presence cleanup failed'));
  }

  /** Never throws: without the count, the user's live pushes from large fan-outs are skipped until they reconnect. */
  async online(userId: string): Promise<void> {
    await this.redis
      .eval(ONLINE, 3, this.key, this.shareKey, this.gatewaysKey, userId, this.gatewayId, Date.now())
      .catch((err) => logger().warn({ err }, 'presence count failed'));
  }

  async offline(userId: string): Promise<void> {
    await this.redis.eval(OFFLINE, 2, this.key, this.shareKey, userId).catch((err) => logger().warn({ err }, 'presence count failed'));
  }

  /** Subtracts the shares of every gateway whose heartbeat stopped; answers how many it reaped. */
  async reapDead(now = Date.now()): Promise<number> {
    const dead = await this.redis.zrangebyscore(this.gatewaysKey, '-inf', now - this.expireMs);
    let reaped = 0;
    for (const id of dead) reaped += Number(await this.reap(id, now - this.expireMs));
    return reaped;
  }

  private async beat(): Promise<void> {
    try {
      await this.redis.zadd(this.gatewaysKey, Date.now(), this.gatewayId);
      const reaped = await this.reapDead();
      if (reaped) logger().info({ reaped }, 'presence: removed the counts of gateways that stopped beating');
    } catch (err) {
      logger().warn({ err }, 'presence heartbeat failed; will retry');
    }
  }

  /** Removes one gateway's share from the total, if its beat is still at or before `before`. */
  private reap(gatewayId: string, before = Number.POSITIVE_INFINITY): Promise<unknown> {
    return this.redis.eval(REAP, 3, this.key, `${this.key}:gw:${gatewayId}`, this.gatewaysKey, gatewayId, String(before));
  }
}

// KEYS: total, this gateway's share, heartbeats. ARGV: user, gateway, now (ms). The gateway is
// (re)listed with a beat too, so a share never exists without a heartbeat that will reap it.
const ONLINE = `
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('HINCRBY', KEYS[2], ARGV[1], 1)
if not redis.call('ZSCORE', KEYS[3], ARGV[2]) then redis.call('ZADD', KEYS[3], ARGV[3], ARGV[2]) end`;

// KEYS: total, this gateway's share. ARGV: user. A field at zero is removed, in one step, so a
// socket opening meanwhile is never dropped with the last one closing. A socket whose share was
// reaped already (this gateway stalled past expireMs) subtracts nothing from the total again.
const OFFLINE = `
local left = redis.call('HINCRBY', KEYS[2], ARGV[1], -1)
if left <= 0 then redis.call('HDEL', KEYS[2], ARGV[1]) end
if left < 0 then return end
if redis.call('HINCRBY', KEYS[1], ARGV[1], -1) <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end`;

// KEYS: total, the gateway's share, heartbeats. ARGV: gateway, latest beat that counts as dead.
// Answers 1 if it reaped: a gateway that beat again since (or was reaped already) is left alone.
const REAP = `
local beat = redis.call('ZSCORE', KEYS[3], ARGV[1])
if beat and tonumber(beat) > tonumber(ARGV[2]) then return 0 end
local share = redis.call('HGETALL', KEYS[2])
for i = 1, #share, 2 do
  if redis.call('HINCRBY', KEYS[1], share[i], -tonumber(share[i + 1])) <= 0 then redis.call('HDEL', KEYS[1], share[i]) end
end
redis.call('DEL', KEYS[2])
redis.call('ZREM', KEYS[3], ARGV[1])
if beat then return 1 end
return 0`;
