/**
 * Values kept per key while a version read from Redis is unchanged (the ADR 0009 pattern): the
 * service that changes a value moves its version after the commit and before it answers, so the
 * next read loads it again. The age bound only limits staleness if a version bump is lost.
 * Concurrent misses for one key and version share one load; failures are not kept.
 */
interface Entry<V> {
  version: string;
  at: number;
  value: Promise<V>;
}

export class VersionedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, version: string, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.version === version && now - hit.at < this.maxAgeMs) return hit.value;
    const entry: Entry<V> = { version, at: now, value: load() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    // Maps iterate in insertion order: the first keys are the least recently loaded.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return entry.value;
  }
}
