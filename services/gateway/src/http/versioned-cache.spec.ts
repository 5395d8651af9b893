import { VersionedCache } from './versioned-cache';

describe('VersionedCache', () => {
  it('loads once per key and version, again when the version moves', async () => {
    const cache = new VersionedCache<number>(60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('u1', '1', load)).toBe(1);
    expect(await cache.get('u1', '1', load)).toBe(1);
    expect(await cache.get('u1', '2', load)).toBe(2);
    expect(await cache.get('u2', '2', load)).toBe(3);
  });

  it('shares one load between concurrent misses, and keeps no failure', async () => {
    const cache = new VersionedCache<string>(60_000);
    let loads = 0;
    const slow = () => new Promise<string>((resolve) => setImmediate(() => resolve(`v${++loads}`)));
    expect(await Promise.all([cache.get('k', '1', slow), cache.get('k', '1', slow)])).toEqual(['v1', 'v1']);
    await expect(cache.get('bad', '1', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', '1', async () => 'up')).toBe('up');
  });

  it('reloads past its age bound and forgets the oldest keys beyond its size', async () => {
    let now = 0;
    const cache = new VersionedCache<number>(1000, 2, () => now);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', '1', load);
    now = 1000;
    expect(await cache.get('a', '1', load)).toBe(2);
    await cache.get('b', '1', load);
    await cache.get('c', '1', load); // 'a' is dropped
    expect(await cache.get('a', '1', load)).toBe(5);
  });
});
