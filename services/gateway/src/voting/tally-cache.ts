import type { Provider } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import { Counter } from 'prom-client';
import { TALLY_VERSION_KEYS, type DistrictTally } from '@civic/contracts';
import { logger } from '@civic/service-kit/edge';
import { sessionReadsOr } from '../auth/session-reads';

const tallyReads = new Counter({
  name: 'civic_gateway_tally_reads_total',
  help: "District tally reads: 'hit' answered from memory, 'miss' loaded from the voting service, 'bypass' loaded because the versions could not be read",
  labelNames: ['result'],
});

/** Bounds on memory: voters remembered, bills remembered per district. */
const MAX_VOTERS = 100_000;
const MAX_BILLS_PER_DISTRICT = 20_000;

interface VoterEntry {
  district: string;
  /** The voter's and the global version when the district was learnt. */
  stamp: string;
  at: number;
}

interface DistrictEntry {
  /** The district's and the global version before its tallies were loaded. */
  stamp: string;
  at: number;
  tallies: Map<string, DistrictTally>;
  /** Answers already serialized and encoded, by the bills asked (in order): a hit then costs no JSON.stringify and no UTF-8 encoding. */
  json: Map<string, Buffer>;
}

/** Serialized answers kept per district entry (the lists of bills its readers ask for). */
const MAX_JSON_PER_DISTRICT = 64;

/**
 * District tallies of the gateway's readers, kept in memory and checked against the versions the
 * voting service bumps after each commit that changes them (ADR 0009): one Redis MGET instead of
 * an RPC and a database query, and the answer is the database's as of a moment after the read
 * began. Versions are read BEFORE loading, so a change that commits during a load leaves the
 * loaded data under the older version, and the next read loads again.
 *
 * Two maps: voter → district (checked with the voter's version) and district → tallies per bill
 * (checked with the district's version); both also with the global one. Entries live at most
 * `ttlMs`, which bounds staleness if a bump is ever lost (a crash between commit and bump).
 * A shared load answers for the district its caller is known in; a reader whose district it is
 * not (a move whose bump is still on its way) loads for themself.
 */
export class TallyCache {
  private readonly voters = new Map<string, VoterEntry>();
  private readonly districts = new Map<string, DistrictEntry>();
  /** Loads under way, by district, versions and bills: concurrent misses wait for the same one. */
  private readonly loading = new Map<string, Promise<DistrictTally[]>>();

  constructor(
    private readonly redis: Redis,
    private readonly redisPrefix: string,
    private readonly ttlMs: number,
  ) {}

  async read(userId: string, billIds: string[], load: () => Promise<DistrictTally[]>, req?: FastifyRequest): Promise<DistrictTally[]> {
    return (await this.lookup(userId, billIds, load, req)).tallies;
  }

  /**
   * The version keys a read for this user would check now (for SessionReads: a route declaring
   * them gets them in its session's round trip; a read that needs others reads them itself).
   */
  versionKeys(userId: string): string[] {
    if (this.ttlMs <= 0) return [];
    return this.keysOf(userId, this.fresh(this.voters.get(userId), Date.now())?.district);
  }

  /**
   * The same answer as `read`, as the UTF-8 JSON the API sends (what JSON.stringify makes of it).
   * A hit answers the bytes kept beside the district's tallies for this list of bills, so the
   * busiest read neither serializes nor encodes the same answer again for every reader of a
   * district (writing a string cost the gateway 6% of its CPU on this read: bench/README).
   */
  async readJson(userId: string, billIds: string[], load: () => Promise<DistrictTally[]>, req?: FastifyRequest): Promise<Buffer> {
    const { tallies, entry } = await this.lookup(userId, billIds, load, req);
    if (!entry) return Buffer.from(JSON.stringify(tallies));
    const key = billIds.join(',');
    let json = entry.json.get(key);
    if (json === undefined) {
      json = Buffer.from(JSON.stringify(tallies));
      if (entry.json.size >= MAX_JSON_PER_DISTRICT) entry.json.clear();
      entry.json.set(key, json);
    }
    return json;
  }

  /** The answer, with the district entry it came from when it was a hit. */
  private async lookup(userId: string, billIds: string[], load: () => Promise<DistrictTally[]>, req?: FastifyRequest): Promise<{ tallies: DistrictTally[]; entry?: DistrictEntry }> {
    if (this.ttlMs <= 0) return { tallies: await load() };
    const now = Date.now();
    const known = this.fresh(this.voters.get(userId), now);
    const versions = await this.versions(userId, known?.district, req);
    if (!versions) {
      tallyReads.inc({ result: 'bypass' });
      return { tallies: await load() };
    }
    const voterStamp = `${versions.voter}|${versions.all}`;
    const districtStamp = `${versions.district}|${versions.all}`;
    let answer: DistrictTally[] | undefined;
    if (known?.stamp === voterStamp) {
      const entry = this.fresh(this.districts.get(known.district), now);
      const cached = entry?.stamp === districtStamp ? billIds.map((id) => entry.tallies.get(id)) : [];
      if (cached.length === billIds.length && cached.every((t) => t !== undefined)) {
        tallyReads.inc({ result: 'hit' });
        return { tallies: cached as DistrictTally[], entry };
      }
      tallyReads.inc({ result: 'miss' });
      // Readers of one district who miss together (right after a cast there) share one load.
      const shared = await this.loadOnce(`${known.district}|${districtStamp}|${billIds.join(',')}`, load);
      if (shared.every((t) => t.district === known.district)) answer = shared;
    } else {
      tallyReads.inc({ result: 'miss' });
    }
    answer ??= await load();
    const district = answer[0]?.district;
    if (!district || answer.some((t) => t.district !== district)) {
      this.voters.delete(userId); // no district yet: nothing to keep
      return { tallies: answer };
    }
    this.keepVoter(userId, { district, stamp: voterStamp, at: now });
    // The tallies are kept only under a district version read BEFORE this load (so they are at
    // least that new): the one read for the district the voter was known in, if still theirs.
    // A voter seen for the first time keeps only the district; the next read loads its tallies.
    if (known?.district === district) this.keepTallies(district, districtStamp, answer, now);
    return { tallies: answer };
  }

  private loadOnce(key: string, load: () => Promise<DistrictTally[]>): Promise<DistrictTally[]> {
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load().finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private fresh<T extends { at: number }>(entry: T | undefined, now: number): T | undefined {
    return entry && now - entry.at < this.ttlMs ? entry : undefined;
  }

  private keysOf(userId: string, district: string | undefined): string[] {
    const keys = [TALLY_VERSION_KEYS.voter(this.redisPrefix, userId), TALLY_VERSION_KEYS.all(this.redisPrefix)];
    if (district) keys.push(TALLY_VERSION_KEYS.district(this.redisPrefix, district));
    return keys;
  }

  /**
   * The three versions in one round trip (none when they came with the request's session);
   * null when Redis does not answer (then: no caching).
   */
  private async versions(userId: string, district: string | undefined, req?: FastifyRequest): Promise<{ voter: string | null; all: string | null; district: string | null } | null> {
    const keys = this.keysOf(userId, district);
    try {
      const [voter, all, districtVersion = null] = await sessionReadsOr(req, keys, (k) => this.redis.mget(k));
      return { voter, all, district: districtVersion };
    } catch (err) {
      logger().warn({ err }, 'tally versions unreadable; tallies loaded from the voting service');
      return null;
    }
  }

  private keepVoter(userId: string, entry: VoterEntry): void {
    this.voters.delete(userId); // re-inserted last: the map's order is oldest first
    this.voters.set(userId, entry);
    if (this.voters.size > MAX_VOTERS) this.voters.delete(this.voters.keys().next().value!);
  }

  private keepTallies(district: string, stamp: string, answer: DistrictTally[], now: number): void {
    let entry = this.districts.get(district);
    if (!entry || entry.stamp !== stamp || !this.fresh(entry, now) || entry.tallies.size + answer.length > MAX_BILLS_PER_DISTRICT) {
      entry = { stamp, at: now, tallies: new Map(), json: new Map() };
      this.districts.set(district, entry);
    }
    for (const t of answer) entry.tallies.set(t.billId, t);
    // A kept answer may now be out of date for the bills just loaded: serialize again.
    entry.json.clear();
  }
}

/**
 * The gateway's one tally cache, shared by every route that serves district tallies (votes,
 * accountability), so a district loaded for one is a hit for the other.
 */
export function tallyCacheProvider(config: { REDIS_PREFIX: string; TALLY_CACHE_TTL_MS: number }, redisToken: symbol | string): Provider {
  return { provide: TallyCache, inject: [redisToken], useFactory: (redis: Redis) => new TallyCache(redis, config.REDIS_PREFIX, config.TALLY_CACHE_TTL_MS) };
}
