/**
 * A short-lived in-memory cache for reads that are the same for every user (bill lists, bill
 * details). Concurrent misses for one key share a single load, so a burst of readers costs one
 * RPC. Failures are not cached. A TTL of 0 turns caching off (tests that need read-your-writes).
 *
 * Stale while revalidate: for one more TTL after an entry expires, readers still get the old
 * value at once while a single background load replaces it. Without this, every expiry of a busy
 * key made all its readers wait for a fresh RPC together, a latency spike every TTL. Past that
 * grace period (an idle key) readers wait for the load as on a miss.
 */
interface Entry<V> {
  value: Promise<V>;
  expires: number;
  /** The load behind `value` has succeeded (a pending or failed one is never served stale). */
  settled: boolean;
  refreshing: boolean;
}

export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.expires > now) return hit.value;
    if (hit && hit.settled && hit.expires + this.ttlMs > now) {
      if (!hit.refreshing) this.refresh(key, hit, load);
      return hit.value;
    }
    return this.store(key, load);
  }

  private store(key: string, load: () => Promise<V>): Promise<V> {
    const value = load();
    const entry: Entry<V> = { value, expires: this.now() + this.ttlMs, settled: false, refreshing: false };
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.then(
      () => void (entry.settled = true),
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    // Maps iterate in insertion order, so the first keys are the oldest.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }

  /**
   * Forgets every entry (their source changed: see cache-invalidations.ts). A load in flight
   * belongs to a removed entry, so what it brings back is never stored.
   */
  clear(): void {
    this.entries.clear();
  }

  /** One background load; the stale entry stays until it succeeds (a failure is retried by the next reader). */
  private refresh(key: string, stale: Entry<V>, load: () => Promise<V>): void {
    stale.refreshing = true;
    load().then(
      (fresh) => {
        if (this.entries.get(key) !== stale) return;
        this.entries.delete(key);
        this.entries.set(key, { value: Promise.resolve(fresh), expires: this.now() + this.ttlMs, settled: true, refreshing: false });
      },
      () => void (stale.refreshing = false),
    );
  }
}
