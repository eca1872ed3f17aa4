import type { Db } from '../../db/client';
import { rawPrepared } from '../../db/prepared';
import { escapeLike } from '../../db/sql';

/**
 * How a receiver-name search reads its page (issue 37). The rows are the same whichever way is
 * taken; only the cost differs:
 * - `recent`: among the newest RECENT_WINDOW bookings first (a fragment common enough to fill
 *   the page there), then the trigram index if they did not;
 * - `index`: the trigram index on the whole fragment;
 * - `rare`: the trigram index on one rare word of the fragment, the matches then tested against
 *   the whole fragment. A whole name ("lim wei ling 442540") costs the index every trigram of
 *   every word, the common ones' long lists included: 13 ms on 1,000,000 bookings, where its
 *   rarest word alone takes 1.4 ms.
 */
export type NamePlan = { kind: 'recent' } | { kind: 'index' } | { kind: 'rare'; pattern: string };

/** The newest bookings' receiver names, lowercased, as last read, and the list version then. */
interface RecentNames {
  version: string;
  at: number;
  names: string[];
  loading?: Promise<void>;
}

/** A read of the newest names older than this, at another list version, is read again. */
const RECENT_NAMES_MS = 1_000;

/**
 * A word that matches at most this many of the newest names is rare: a few hundred bookings
 * among a million at most, so reading its matches costs less than the whole fragment's trigrams.
 */
const RARE_WORD_HITS = 2;

/** The index can look a word up by its trigrams from three characters on. */
const MIN_WORD = 3;

const byDb = new WeakMap<object, RecentNames>();

/**
 * The receiver names of the newest `window` bookings, lowercased: read again when the list's
 * version has moved and the last read is older than RECENT_NAMES_MS, the requests meanwhile
 * using the one before (it only guides the plan). One read of the date index, which carries the
 * name (migration 0029).
 */
export async function recentNames(
  db: Db,
  window: number,
  version: string,
  now = Date.now(),
): Promise<string[]> {
  let kept = byDb.get(db);
  if (!kept) {
    kept = { version: '', at: Number.NEGATIVE_INFINITY, names: [] };
    byDb.set(db, kept);
  }
  const current = kept;
  if (!current.loading && current.version !== version && now - current.at >= RECENT_NAMES_MS)
    current.loading = rawPrepared(db, 'bk_recent_names', () => ({
      sql: `select lower(receiver_name) from bookings order by created_at desc, id desc limit ${window}`,
      params: [],
    }))
      .rows({})
      .then((rows) => {
        Object.assign(current, { version, at: now, names: rows.map((r) => r[0] as string) });
      })
      // Only a guide: a failed read leaves the last one (the page's own read reports the failure).
      .catch(() => undefined)
      .finally(() => {
        current.loading = undefined;
      });
  // The first read is waited for; later ones are not (the names before them still guide).
  if (current.names.length === 0 && current.loading) await current.loading;
  return current.names;
}

/** How many of `names` contain `text`, counting no further than `enough`. */
function hits(names: string[], text: string, enough: number): number {
  let n = 0;
  for (const name of names) if (name.includes(text) && ++n >= enough) break;
  return n;
}

/**
 * The plan for a name search's page that ends `needed` matches deep (`pattern`: the LIKE pattern
 * `%fragment%`, escaped), guessed from the newest names: `recent` when they hold that many
 * matches, `rare` when the fragment has a word of MIN_WORD letters or more that hardly any of them
 * hold (the fragment's other words being more common), else `index`.
 */
export function namePlan(names: string[], pattern: string, needed: number): NamePlan {
  const fragment = pattern.slice(1, -1).replace(/\\(.)/g, '$1');
  if (hits(names, fragment, needed) >= needed) return { kind: 'recent' };
  const words = [...new Set(fragment.split(/\s+/).filter((w) => w.length >= MIN_WORD))];
  if (words.length < 2) return { kind: 'index' };
  let rarest = { word: '', hits: Number.POSITIVE_INFINITY };
  for (const word of words) {
    const n = hits(names, word, rarest.hits + 1);
    if (n < rarest.hits || (n === rarest.hits && word.length > rarest.word.length))
      rarest = { word, hits: n };
  }
  return rarest.hits <= RARE_WORD_HITS
    ? { kind: 'rare', pattern: `%${escapeLike(rarest.word)}%` }
    : { kind: 'index' };
}
