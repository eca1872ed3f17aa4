import { describe, expect, it } from 'vitest';
import { ShortCache } from '../src/lib/short-cache';

describe('ShortCache', () => {
  it('loads once for concurrent callers and answers from memory within its time', async () => {
    const cache = new ShortCache<number>(1000);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 10));
      return loads;
    };
    const t = 1_000_000;
    expect(await Promise.all([cache.get('k', load, t), cache.get('k', load, t)])).toEqual([1, 1]);
    expect(await cache.get('k', load, t + 999)).toBe(1);
    expect(await cache.get('k', load, t + 1000)).toBe(2);
    expect(await cache.get('other', load, t + 1000)).toBe(3);
  });

  it('forgets everything on clear, loads in flight included', async () => {
    const cache = new ShortCache<string>(60_000);
    let release!: (v: string) => void;
    const slow = cache.get('k', () => new Promise<string>((r) => (release = r)));
    cache.clear();
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
    release('stale');
    expect(await slow).toBe('stale');
    expect(await cache.get('k', async () => 'again')).toBe('fresh');
  });

  it('does not keep a failed load', async () => {
    const cache = new ShortCache<number>(60_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('keeps at most its limit of keys, dropping the oldest', async () => {
    const cache = new ShortCache<number>(60_000, 2);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 10)).toBe(10);
    expect(await cache.get('c', async () => 30)).toBe(3);
  });
});
