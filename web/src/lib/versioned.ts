import { replaceEqualDeep, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The one rule for copies of a moderated item (discussion, reply, user bill) that reach the
 * client from different places: a write's answer, a live verdict, a list read. They can arrive
 * in any order (the verdict is often pushed before the POST that created the post has answered),
 * so every copy is applied by version: the newer wins. The version is the server's last-change
 * time (`updatedAt` / `lastModified`, bumped by every edit and every verdict); at the same
 * instant a decided copy outranks a pending one, because the verdict is what ends the review.
 */
export interface Moderated {
  id: string;
  moderationStatus: string;
}
export type StampOf<T> = (item: T) => string;

const UNDECIDED = new Set(['pending', 'draft']);
const rank = (status: string) => (UNDECIDED.has(status) ? 0 : 1);

/** True when `a` is strictly newer than `b`. */
export function isNewer<T extends Moderated>(a: T, b: T, stamp: StampOf<T>): boolean {
  const at = Date.parse(stamp(a));
  const bt = Date.parse(stamp(b));
  if (at !== bt) return at > bt;
  return rank(a.moderationStatus) > rank(b.moderationStatus);
}

/** The copy to keep: `incoming` unless `cached` is newer (equal versions take the incoming copy). */
export function newerOf<T extends Moderated>(cached: T | undefined, incoming: T, stamp: StampOf<T>): T {
  return cached && isNewer(cached, incoming, stamp) ? cached : incoming;
}

/** A list read with each item kept at the newer of its cached and read copies (order and membership are the read's). */
export function mergeList<T extends Moderated>(cached: readonly T[] | undefined, read: T[], stamp: StampOf<T>): T[] {
  if (!cached?.length) return read;
  const known = new Map(cached.map((item) => [item.id, item]));
  return read.map((item) => newerOf(known.get(item.id), item, stamp));
}

/**
 * `structuralSharing` for a query of one item or a list of items: a read that started before a
 * verdict was pushed, and answers after it, does not put the older copy back.
 */
export function versionedSharing<T extends Moderated>(stamp: StampOf<T>): (cached: unknown, read: unknown) => unknown {
  return (cached: unknown, read: unknown): unknown => {
    let merged = read;
    if (Array.isArray(read)) merged = mergeList(Array.isArray(cached) ? (cached as T[]) : undefined, read as T[], stamp);
    else if (isModerated(read) && isModerated(cached) && cached.id === read.id) merged = newerOf(cached as T, read as T, stamp);
    return replaceEqualDeep(cached, merged);
  };
}

function isModerated(value: unknown): value is Moderated {
  return Boolean(value && typeof value === 'object' && 'id' in value && 'moderationStatus' in value);
}

/**
 * A query that holds no copy yet but is being read: its answer may predate the copy in hand, so
 * it is read again (invalidate cancels the read in flight).
 */
export function rereadIfInFlight(queryClient: QueryClient, queryKey: QueryKey): void {
  const state = queryClient.getQueryState(queryKey);
  if (state && state.data === undefined && state.fetchStatus === 'fetching') void queryClient.invalidateQueries({ queryKey, exact: true });
}

/**
 * The newest copy of each item this tab has been handed (answers and pushes), so a verdict pushed
 * before any screen held the item still decides what a later, older answer shows. Bounded: only
 * the recent items matter.
 */
export class LatestCopies<T extends Moderated> {
  private readonly items = new Map<string, T>();
  constructor(
    private readonly stamp: StampOf<T>,
    private readonly max = 500,
  ) {}

  /** Records a copy and answers the newest one known. */
  see(item: T): T {
    const newest = newerOf(this.items.get(item.id), item, this.stamp);
    this.items.delete(item.id);
    this.items.set(item.id, newest);
    if (this.items.size > this.max) this.items.delete(this.items.keys().next().value as string);
    return newest;
  }

  get(id: string): T | undefined {
    return this.items.get(id);
  }
}
