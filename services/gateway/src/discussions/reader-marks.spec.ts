import type { FeedFlags } from '@civic/contracts';
import { ReaderMarks } from './reader-marks';

/** A loader over a reader's real marks that records which ids it was asked for. */
function loader(marks: FeedFlags) {
  const asked: string[][] = [];
  const load = async (missing: string[]): Promise<FeedFlags> => {
    asked.push(missing);
    return { upvoted: marks.upvoted.filter((id) => missing.includes(id)), commented: marks.commented.filter((id) => missing.includes(id)) };
  };
  return { asked, load };
}

describe('ReaderMarks', () => {
  it('loads only the ids not asked about yet while the version holds', async () => {
    const marks = new ReaderMarks();
    const { asked, load } = loader({ upvoted: ['a', 'c'], commented: ['c'] });
    expect(await marks.get('u1', '3', ['a', 'b'], load)).toEqual({ upvoted: ['a'], commented: [] });
    expect(await marks.get('u1', '3', ['b', 'c'], load)).toEqual({ upvoted: ['c'], commented: ['c'] });
    expect(await marks.get('u1', '3', ['c', 'a', 'b'], load)).toEqual({ upvoted: ['c', 'a'], commented: ['c'] });
    expect(asked).toEqual([['a', 'b'], ['c']]);
  });

  it('starts over when the version moves, and keeps readers apart', async () => {
    const marks = new ReaderMarks();
    const before = loader({ upvoted: [], commented: [] });
    expect(await marks.get('u1', '3', ['a'], before.load)).toEqual({ upvoted: [], commented: [] });
    const after = loader({ upvoted: ['a'], commented: [] });
    expect(await marks.get('u1', '4', ['a'], after.load)).toEqual({ upvoted: ['a'], commented: [] });
    expect(after.asked).toEqual([['a']]);
    const other = loader({ upvoted: [], commented: ['a'] });
    expect(await marks.get('u2', '4', ['a'], other.load)).toEqual({ upvoted: [], commented: ['a'] });
  });

  it('reloads an entry older than its age bound (a lost version bump heals)', async () => {
    let now = 0;
    const marks = new ReaderMarks(1000, 10, 100, () => now);
    const { asked, load } = loader({ upvoted: ['a'], commented: [] });
    await marks.get('u1', '1', ['a'], load);
    now = 999;
    await marks.get('u1', '1', ['a'], load);
    now = 1000;
    await marks.get('u1', '1', ['a'], load);
    expect(asked).toEqual([['a'], ['a']]);
  });

  it('forgets the least recently renewed readers beyond its bound, and a reader with too many ids starts over', async () => {
    const marks = new ReaderMarks(60_000, 2, 3);
    const { asked, load } = loader({ upvoted: ['a'], commented: [] });
    for (const user of ['u1', 'u2', 'u3']) await marks.get(user, '1', ['a'], load);
    await marks.get('u1', '1', ['a'], load); // u1 was dropped for u3
    expect(asked).toHaveLength(4);
    await marks.get('u3', '1', ['a', 'b', 'c'], load); // 3 ids: at the bound
    await marks.get('u3', '1', ['d'], load); // a 4th: u3's ids are cleared, then d is known
    expect(await marks.get('u3', '1', ['a', 'd'], load)).toEqual({ upvoted: ['a'], commented: [] });
    expect(asked.slice(4)).toEqual([['b', 'c'], ['d'], ['a']]);
  });
});

describe('ReaderMarks, concurrent reads', () => {
  /** A loader whose loads finish when the test says. */
  function gated(marks: FeedFlags) {
    const asked: string[][] = [];
    const gates: Array<() => void> = [];
    const load = (missing: string[]): Promise<FeedFlags> => {
      asked.push(missing);
      return new Promise((resolve, reject) => {
        gates.push(() => resolve({ upvoted: marks.upvoted.filter((id) => missing.includes(id)), commented: marks.commented.filter((id) => missing.includes(id)) }));
        gates.push(() => reject(new Error('down')));
      });
    };
    return { asked, load, open: (i: number) => gates[2 * i](), fail: (i: number) => gates[2 * i + 1]() };
  }

  it('shares one load among reads that miss the same ids at once', async () => {
    const marks = new ReaderMarks();
    const { asked, load, open } = gated({ upvoted: ['b'], commented: ['c'] });
    const reads = [marks.get('u1', '1', ['a', 'b'], load), marks.get('u1', '1', ['a', 'b'], load), marks.get('u1', '1', ['b', 'c'], load)];
    expect(asked).toEqual([['a', 'b'], ['c']]);
    open(0);
    open(1);
    expect(await Promise.all(reads)).toEqual([
      { upvoted: ['b'], commented: [] },
      { upvoted: ['b'], commented: [] },
      { upvoted: ['b'], commented: ['c'] },
    ]);
  });

  it('never shares a load across versions, and does not keep a failed one', async () => {
    const marks = new ReaderMarks();
    const { asked, load, open, fail } = gated({ upvoted: ['a'], commented: [] });
    const before = marks.get('u1', '1', ['a'], load);
    const after = marks.get('u1', '2', ['a'], load);
    expect(asked).toEqual([['a'], ['a']]);
    fail(0);
    open(1);
    await expect(before).rejects.toThrow('down');
    expect(await after).toEqual({ upvoted: ['a'], commented: [] });
    const again = marks.get('u1', '1', ['a'], load);
    expect(asked).toHaveLength(3);
    open(2);
    expect(await again).toEqual({ upvoted: ['a'], commented: [] });
  });
});
