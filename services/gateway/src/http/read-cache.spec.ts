import { ReadCache } from './read-cache';

describe('ReadCache', () => {
  let clock = 0;
  const now = () => clock;

  const settle = () => new Promise((r) => setImmediate(r));

  it('serves a cached value until it expires, then loads again', async () => {
    const cache = new ReadCache<number>(1000, 10, now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    clock += 999;
    expect(await cache.get('k', load)).toBe(1);
    // Long expired (past the stale grace period): the reader waits for a fresh load.
    clock += 2000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('right after expiry serves the stale value at once and refreshes it once in the background', async () => {
    const cache = new ReadCache<string>(1000, 10, now);
    let loads = 0;
    let release!: (v: string) => void;
    await cache.get('k', async () => 'old');
    clock += 1500;
    const slow = () => {
      loads++;
      return new Promise<string>((r) => (release = r));
    };
    expect(await cache.get('k', slow)).toBe('old');
    expect(await cache.get('k', slow)).toBe('old');
    expect(loads).toBe(1);
    release('new');
    await settle();
    expect(await cache.get('k', slow)).toBe('new');
    expect(loads).toBe(1);
  });

  it('keeps serving the stale value when a refresh fails, and the next reader retries', async () => {
    const cache = new ReadCache<string>(1000, 10, now);
    await cache.get('k', async () => 'old');
    clock += 1200;
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe('old');
    await settle();
    expect(await cache.get('k', async () => 'new')).toBe('old');
    await settle();
    expect(await cache.get('k', async () => 'newer')).toBe('new');
  });

  it('shares one load among concurrent misses', async () => {
    const cache = new ReadCache<string>(1000, 10, now);
    let loads = 0;
    let release!: (v: string) => void;
    const load = () => {
      loads++;
      return new Promise<string>((r) => (release = r));
    };
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    release('v');
    expect(await both).toEqual(['v', 'v']);
    expect(loads).toBe(1);
  });

  it('does not keep failures', async () => {
    const cache = new ReadCache<string>(1000, 10, now);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('evicts the oldest entries beyond its size', async () => {
    const cache = new ReadCache<string>(1000, 2, now);
    let loads = 0;
    const load = async () => `v${++loads}`;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('a', load)).toBe('v4');
    expect(await cache.get('c', load)).toBe('v3');
  });

  it('with a TTL of 0 always loads', async () => {
    const cache = new ReadCache<number>(0, 10, now);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});
