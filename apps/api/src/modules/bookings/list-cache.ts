import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawPrepared } from '../../db/prepared';
import { KeptAnswers } from '../../lib/kept-answers';
import { cacheMeter } from '../../lib/metrics';
import { VersionedCache } from '../../lib/versioned-cache';

/**
 * How long a list total, read before the latest change to the bookings list, may still be used:
 * a change by another API instance shows in the rows at once and in the total within this time.
 * Writes made through this instance clear it at once (`bookingsChanged`). While nothing
 * changes, it is used for as long as it is asked for.
 */
export const LIST_CACHE_MS = 5_000;

/** A list's total, counted to its bound: `capped` when more match (the total is then the bound). */
export interface CountedTotal {
  total: number;
  capped: boolean;
}

interface ListCaches {
  totals: VersionedCache<CountedTotal>;
  answers: KeptAnswers;
  /** The first rows of a list's pages, per filter and page size (bookings.repository.ts). */
  pages: KeptAnswers;
}

const byDb = new WeakMap<object, ListCaches>();

export function listCaches(db: Db): ListCaches {
  let caches = byDb.get(db);
  if (!caches) {
    caches = {
      totals: new VersionedCache(LIST_CACHE_MS, undefined, cacheMeter('bookings_list_totals')),
      answers: new KeptAnswers(cacheMeter('bookings_list')),
      pages: new KeptAnswers(cacheMeter('bookings_list_pages')),
    };
    byDb.set(db, caches);
  }
  return caches;
}

/**
 * Call after a committed write to bookings: the next list reads fresh totals. A total past its
 * bound ("10,000+") is kept for LIST_CACHE_MS, as after another instance's write: one write cannot
 * take 10,000 matches under the bound, and beside the day's writes (40 a second) counting them
 * again on every request was most of a list's cost (issue 37). An answer built on a total counted
 * before a change goes too. The others stay: each is kept for the version it was built at, and the
 * write has moved the versions of the lists it changed (migration 0040), so those are built again
 * and the others are still what they were.
 */
export function bookingsChanged(db: Db): void {
  const caches = byDb.get(db);
  caches?.totals.clearExcept((t) => t.capped);
  caches?.answers.dropTimed();
}

/** Rows of booking_list_changes beyond which a miss merges them (the version reads them all). */
const LIST_CHANGES_MERGE_AT = 50;

/**
 * The bookings list's version (migration 0025): the sum of booking_list_changes, raised by the
 * commit of every write to what a list shows or filters on, whichever API instance (or SQL
 * outside the API) made it. A list of one status reads the rows of that status and those of every
 * status (migration 0040): a booking created leaves the kept lists of the other statuses as they
 * were. One small read per list request.
 */
export async function listVersion(db: Db, status?: string): Promise<string> {
  const [row] = await rawPrepared(db, 'bk_list_version', () => ({
    sql: `select coalesce(sum(n) filter (where $1::text is null or status is null or status = $1), 0)::text,
      count(*)::int from booking_list_changes`,
    params: [sql.placeholder('status')],
  })).rows({ status: status ?? null });
  if (Number(row![1]) > LIST_CHANGES_MERGE_AT) await db.execute(sql`select booking_list_changes_merge()`);
  // A status's version and the whole list's are different sums: the status names which.
  return status ? `${status}:${row![0]}` : String(row![0]);
}
