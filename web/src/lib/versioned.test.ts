import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LatestCopies, isNewer, mergeList, newerOf, versionedSharing } from './versioned';

type Post = { id: string; moderationStatus: string; updatedAt: string; text?: string };
const stamp = (p: Post) => p.updatedAt;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, 0, ms)).toISOString();
const post = (id: string, status: string, ms: number, text = ''): Post => ({ id, moderationStatus: status, updatedAt: at(ms), text });

describe('copies applied by version', () => {
  it('keeps the newer copy whichever arrives last', () => {
    const pending = post('a', 'pending', 0);
    const approved = post('a', 'approved', 20);
    // The POST's answer arriving after the pushed verdict does not undo it.
    expect(newerOf(approved, pending, stamp)).toBe(approved);
    expect(newerOf(pending, approved, stamp)).toBe(approved);
    // An edit after the verdict is newer again, and pending.
    expect(newerOf(approved, post('a', 'pending', 40), stamp).moderationStatus).toBe('pending');
    expect(newerOf(undefined, pending, stamp)).toBe(pending);
  });

  it('at the same instant a verdict outranks pending, and equal copies take the incoming one', () => {
    expect(isNewer(post('a', 'rejected', 5), post('a', 'pending', 5), stamp)).toBe(true);
    expect(isNewer(post('a', 'pending', 5), post('a', 'rejected', 5), stamp)).toBe(false);
    const incoming = post('a', 'approved', 5, 'new count');
    expect(newerOf(post('a', 'approved', 5), incoming, stamp)).toBe(incoming);
  });

  it('merges a list read item by item, keeping the read order and membership', () => {
    const cached = [post('a', 'approved', 20), post('gone', 'approved', 1)];
    const read = [post('b', 'pending', 30), post('a', 'pending', 0)];
    expect(mergeList(cached, read, stamp).map((p) => [p.id, p.moderationStatus])).toEqual([
      ['b', 'pending'],
      ['a', 'approved'],
    ]);
  });

  it('a read that answers after a pushed verdict does not put the older copy back', async () => {
    const client = new QueryClient();
    let answer!: (v: Post[]) => void;
    const read = client.fetchQuery({ queryKey: ['replies'], queryFn: () => new Promise<Post[]>((r) => (answer = r)), structuralSharing: versionedSharing(stamp) });
    client.setQueryData(['replies'], [post('a', 'approved', 20)]);
    answer([post('a', 'pending', 0)]);
    await read;
    expect(client.getQueryData<Post[]>(['replies'])?.[0]?.moderationStatus).toBe('approved');
  });

  it('remembers the newest copy of each item, and only so many items', () => {
    const latest = new LatestCopies<Post>(stamp, 2);
    latest.see(post('a', 'approved', 20));
    expect(latest.see(post('a', 'pending', 0)).moderationStatus).toBe('approved');
    latest.see(post('b', 'pending', 0));
    latest.see(post('c', 'pending', 0));
    expect(latest.get('a')).toBeUndefined();
    expect(latest.get('c')?.id).toBe('c');
  });
});
