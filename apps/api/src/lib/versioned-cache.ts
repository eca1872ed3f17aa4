import type { CacheMeter } from './metrics';

/** A value read at a version of what it comes from, and when. */
export interface Versioned<V> {
  value: V;
  /** Read at the version asked for (or later): exact for as long as the version stays. */
  exact: boolean;
  at: number;
}

/**
 * Values read at a version of what they come from (the bookings list's totals). One is used while
 * the version is the one it was read at, or for `ttlMs` after it was read whatever changed since
 * (a count of a large filter is not taken again on every change). Concurrent callers of a missing
 * key share one load, a failed load is not kept, and `clearExcept` (called when this instance
 * writes) drops the values it is not told to keep, loads in flight included, so this instance sees
 * its own writes.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<
    string,
    { version: string; at: number; value: Promise<V>; settled?: V }
  >();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly meter?: CacheMeter,
  ) {}

  async get(key: string, version: string, load: () => Promise<V>, now = Date.now()): Promise<Versioned<V>> {
    const hit = this.entries.get(key);
    if (hit && (hit.version === version || now - hit.at < this.ttlMs)) {
      // A load in flight that this caller shares counts as a hit: it runs no query of its own.
      this.meter?.hit();
      return { value: await hit.value, exact: hit.version === version, at: hit.at };
    }
    this.meter?.miss();
    const value = load();
    const entry: { version: string; at: number; value: Promise<V>; settled?: V } = {
      version,
      at: now,
      value,
    };
    value.then(
      (v) => {
        entry.settled = v;
      },
      () => undefined,
    );
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return { value: await value, exact: true, at: now };
  }

  /**
   * Drops every value but the read ones that `keep` accepts (loads in flight go): those then
   * hold for `ttlMs` after their read, as after another instance's write.
   */
  clearExcept(keep: (value: V) => boolean): void {
    for (const [key, e] of this.entries)
      if (e.settled === undefined || !keep(e.settled)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
