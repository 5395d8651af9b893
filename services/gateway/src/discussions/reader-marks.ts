import type { FeedFlags } from '@civic/contracts';

const UPVOTED = 1;
const COMMENTED = 2;

interface Reader {
  version: string;
  loadedAt: number;
  /** Discussion id → UPVOTED | COMMENTED bits, for every id asked about so far (0: neither). */
  marks: Map<string, number>;
}

/**
 * What each reader upvoted and replied to, per discussion, as far as the gateway has asked: a
 * feed page needs the marks of its 20 discussions, and pages overlap from one read to the next,
 * so only ids not asked about yet are loaded. A reader's entry holds while their marks version
 * (moved by the discussions service after each of their upvotes and replies) is unchanged; the
 * age bound only limits staleness if a version bump is lost (the ADR 0009 pattern).
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
    const missing = ids.filter((id) => !reader.marks.has(id));
    if (missing.length) {
      const loaded = await load(missing);
      if (reader.marks.size + missing.length > this.maxIdsPerReader) reader.marks.clear();
      for (const id of missing) reader.marks.set(id, 0);
      for (const id of loaded.upvoted) reader.marks.set(id, (reader.marks.get(id) ?? 0) | UPVOTED);
      for (const id of loaded.commented) reader.marks.set(id, (reader.marks.get(id) ?? 0) | COMMENTED);
    }
    const bits = ids.map((id) => [id, reader.marks.get(id) ?? 0] as const);
    return { upvoted: bits.filter(([, b]) => b & UPVOTED).map(([id]) => id), commented: bits.filter(([, b]) => b & COMMENTED).map(([id]) => id) };
  }

  /** The reader's entry for this version, fresh if the version moved or the entry is too old. */
  private entry(userId: string, version: string): Reader {
    const now = this.now();
    const hit = this.readers.get(userId);
    if (hit && hit.version === version && now - hit.loadedAt < this.maxAgeMs) return hit;
    const fresh: Reader = { version, loadedAt: now, marks: new Map() };
    this.readers.delete(userId);
    this.readers.set(userId, fresh);
    // Maps iterate in insertion order: the first readers are the ones least recently renewed.
    while (this.readers.size > this.maxReaders) this.readers.delete(this.readers.keys().next().value as string);
    return fresh;
  }
}
