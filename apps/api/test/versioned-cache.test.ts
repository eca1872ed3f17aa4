import { describe, expect, it } from 'vitest';
import { VersionedCache } from '../src/lib/versioned-cache';

describe('VersionedCache', () => {
  const valueIn = <V>(p: Promise<{ value: V }>) => p.then((r) => r.value);

  it('loads once for concurrent callers; keeps a value while its version stands, however long', async () => {
    const cache = new VersionedCache<number>(1000);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 10));
      return loads;
    };
    const t = 1_000_000;
    expect(
      await Promise.all([valueIn(cache.get('k', 'v1', load, t)), valueIn(cache.get('k', 'v1', load, t))]),
    ).toEqual([1, 1]);
    expect(await cache.get('k', 'v1', load, t + 999)).toEqual({ value: 1, exact: true, at: t });
    expect(await cache.get('k', 'v1', load, t + 3_600_000)).toEqual({ value: 1, exact: true, at: t });
    expect(await valueIn(cache.get('other', 'v1', load, t))).toBe(2);
  });

  it('keeps a value read at an older version only for its time, and says so', async () => {
    const cache = new VersionedCache<number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    const t = 1_000_000;
    await cache.get('k', 'v1', load, t);
    expect(await cache.get('k', 'v2', load, t + 999)).toEqual({ value: 1, exact: false, at: t });
    expect(await cache.get('k', 'v2', load, t + 1000)).toEqual({ value: 2, exact: true, at: t + 1000 });
    expect(await cache.get('k', 'v2', load, t + 5000)).toEqual({ value: 2, exact: true, at: t + 1000 });
  });

  it('forgets on clearExcept all but the read values it keeps, loads in flight included', async () => {
    const cache = new VersionedCache<string>(60_000);
    await cache.get('kept', 'v1', async () => 'keep me');
    await cache.get('dropped', 'v1', async () => 'drop me');
    let release!: (v: string) => void;
    const slow = valueIn(cache.get('k', 'v1', () => new Promise<string>((r) => (release = r))));
    cache.clearExcept((v) => v === 'keep me' || v === 'stale');
    expect(await valueIn(cache.get('k', 'v1', async () => 'fresh'))).toBe('fresh');
    release('stale');
    expect(await slow).toBe('stale');
    expect(await valueIn(cache.get('k', 'v1', async () => 'again'))).toBe('fresh');
    expect(await valueIn(cache.get('kept', 'v2', async () => 'reloaded'))).toBe('keep me');
    expect(await valueIn(cache.get('dropped', 'v1', async () => 'reloaded'))).toBe('reloaded');
  });

  it('does not keep a failed load', async () => {
    const cache = new VersionedCache<number>(60_000);
    await expect(cache.get('k', 'v1', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await valueIn(cache.get('k', 'v1', async () => 7))).toBe(7);
  });

  it('keeps at most its limit of keys, dropping the oldest', async () => {
    const cache = new VersionedCache<number>(60_000, 2);
    await cache.get('a', 'v1', async () => 1);
    await cache.get('b', 'v1', async () => 2);
    await cache.get('c', 'v1', async () => 3);
    expect(cache.size).toBe(2);
    expect(await valueIn(cache.get('a', 'v1', async () => 10))).toBe(10);
    expect(await valueIn(cache.get('c', 'v1', async () => 30))).toBe(3);
  });

  it('clearExcept keeps only the read values it accepts, for their time after the read', async () => {
    const cache = new VersionedCache<number>(5_000);
    await cache.get('big', 'v1', async () => 10_001, 0);
    await cache.get('small', 'v1', async () => 3, 0);
    let release!: (n: number) => void;
    void cache.get('pending', 'v1', () => new Promise<number>((r) => (release = r)), 0);
    cache.clearExcept((n) => n > 10_000);
    release(20_000);
    expect(await valueIn(cache.get('big', 'v2', async () => 1, 1000))).toBe(10_001);
    expect(await valueIn(cache.get('small', 'v2', async () => 4, 1000))).toBe(4);
    expect(await valueIn(cache.get('pending', 'v2', async () => 5, 1000))).toBe(5);
    // No longer than its time, whatever it was.
    expect(await valueIn(cache.get('big', 'v3', async () => 2, 5_001))).toBe(2);
  });
});
