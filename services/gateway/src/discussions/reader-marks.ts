import type { FeedFlags } from '@civic/contracts';

const UPVOTED = 1;
const COMMENTED = 2;

interface Reader {
  version: string;
  loadedAt: number;
  /** Discussion id → UPVOTED | COMMENTED bits, for every id asked about so far (0: neither). */
  marks: Map<string, number>;
  /** Loads under way for this reader and version, by the ids they bring: concurrent reads of a page share one. */
  pending: Map<string, Promise<Map<string, number>>>;
}

/**
 * What each reader upvoted and replied to, per discussion, as far as the gateway has asked: a
 * feed page needs the marks of its 20 discussions, and pages overlap from one read to the next,
 * so only ids not asked about yet are loaded. A reader's entry holds while their marks version
 * (moved by the discussions service after each of their upvotes and replies) is unchanged; the
 * age bound only limits staleness if a version bump is lost (the ADR 0009 pattern). Reads that
 * miss the same ids at once (a reader's tabs, or a burst of requests) share one load, as the
 * gateway's other caches do; a load started under an older version is never shared with a newer one.
 */
export class ReaderMarks {
  private readonly readers = new Map<string, Reader>();

  constructor(
    private readonly maxAgeMs = 60_000,
    private readonly maxReaders = 10_000,
    private readonly maxIdsPerReader = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(userId: string, version: string, ids: string[], load: (missing: string[]) => Promise<FeedFlags>): Promise<FeedFlags> {
    const reader = this.entry(userId, version);
    const waits = new Set<Promise<Map<string, number>>>();
    const missing: string[] = [];
    for (const id of ids) {
      if (reader.marks.has(id)) continue;
      const pending = reader.pending.get(id);
      if (pending) waits.add(pending);
      else missing.push(id);
    }
    if (missing.length) waits.add(this.loadInto(reader, missing, load));
    // Each id not known yet is brought by exactly one of these loads; its answer is used even if
    // the reader's ids were cleared meanwhile (another load reaching the bound).
    const loaded = waits.size ? await Promise.all(waits) : [];
    const bitsOf = (id: string) => reader.marks.get(id) ?? loaded.find((m) => m.has(id))?.get(id) ?? 0;
    const bits = ids.map((id) => [id, bitsOf(id)] as const);
    return { upvoted: bits.filter(([, b]) => b & UPVOTED).map(([id]) => id), commented: bits.filter(([, b]) => b & COMMENTED).map(([id]) => id) };
  }

  /** Loads the marks of `ids`, keeps them on the reader and answers them; a failed load is not kept. */
  private loadInto(reader: Reader, ids: string[], load: (missing: string[]) => Promise<FeedFlags>): Promise<Map<string, number>> {
    const loading = load(ids).then((flags) => {
      const bits = new Map(ids.map((id) => [id, 0]));
      for (const id of flags.upvoted) if (bits.has(id)) bits.set(id, bits.get(id)! | UPVOTED);
      for (const id of flags.commented) if (bits.has(id)) bits.set(id, bits.get(id)! | COMMENTED);
      if (reader.marks.size + ids.length > this.maxIdsPerReader) reader.marks.clear();
      for (const [id, b] of bits) reader.marks.set(id, b);
      return bits;
    });
    for (const id of ids) reader.pending.set(id, loading);
    const settle = () => {
      for (const id of ids) if (reader.pending.get(id) === loading) reader.pending.delete(id);
    };
    loading.then(settle, settle);
    return loading;
  }

  /** The reader's entry for this version, fresh if the version moved or the entry is too old. */
  private entry(userId: string, version: string): Reader {
    const now = this.now();
    const hit = this.readers.get(userId);
    if (hit && hit.version === version && now - hit.loadedAt < this.maxAgeMs) return hit;
    const fresh: Reader = { version, loadedAt: now, marks: new Map(), pending: new Map() };
    this.readers.delete(userId);
    this.readers.set(userId, fresh);
    // Maps iterate in insertion order: the first readers are the ones least recently renewed.
    while (this.readers.size > this.maxReaders) this.readers.delete(this.readers.keys().next().value as string);
    return fresh;
  }
}
