import type { Db } from '../../db/client';
import { ShortCache } from '../../lib/short-cache';

/**
 * How long a list total (the bookings list's, the dispatcher's pickups') or a deep page's starting
 * row may lag bookings written by another API instance. Writes made through this instance clear
 * the caches at once (`bookingsChanged`).
 */
export const LIST_CACHE_MS = 5_000;

/** The first row of a deep page: where its keyset seek starts. */
export interface PageStart {
  createdAt: string;
  id: string;
}

interface ListCaches {
  totals: ShortCache<number>;
  pageStarts: ShortCache<PageStart | null>;
}

const byDb = new WeakMap<object, ListCaches>();

export function listCaches(db: Db): ListCaches {
  let caches = byDb.get(db);
  if (!caches) {
    caches = { totals: new ShortCache(LIST_CACHE_MS), pageStarts: new ShortCache(LIST_CACHE_MS) };
    byDb.set(db, caches);
  }
  return caches;
}

/** Call after a committed write to bookings: the next list reads fresh totals and pages. */
export function bookingsChanged(db: Db): void {
  const caches = byDb.get(db);
  caches?.totals.clear();
  caches?.pageStarts.clear();
}
