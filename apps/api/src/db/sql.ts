import { type AnyColumn, ilike, or } from 'drizzle-orm';
import { conflict } from '../lib/errors';

/**
 * SQL helpers every repository shares: LIKE patterns, driver error codes, and the mapping of a
 * unique violation to the 409 the caller sees.
 */

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of a driver error (node-postgres puts it on the error, PGlite on its cause). */
export function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The detail line of a driver error (which key a unique index refused). */
export function pgDetail(err: unknown): string {
  const e = err as { detail?: string; cause?: { detail?: string } };
  return String(e?.detail ?? e?.cause?.detail ?? '');
}

/** A text for LIKE/ILIKE with its wildcards (`%`, `_`) and the escape character taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE/ILIKE pattern that finds `text` anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** Rows where one of `columns` contains `search` (any case, its text as written); no search, no condition. */
export const searchIn = (search: string | undefined, columns: AnyColumn[]) =>
  search ? or(...columns.map((column) => ilike(column, containsPattern(search)))) : undefined;

/**
 * Two writers racing for one unique value: the index decides, and the loser gets the same 409
 * as the check before the write would have given. `fields` maps a column named in the
 * violation's detail to the field and message key of the answer; the first is the default.
 */
export function uniqueViolationToConflict(fields: [column: string, field: string, messageKey: string][]) {
  return (err: unknown): never => {
    if (pgCode(err) === PG_UNIQUE_VIOLATION) {
      const detail = pgDetail(err);
      const [, field, key] = fields.find(([column]) => detail.includes(`(${column})`)) ?? fields[0]!;
      throw conflict(key, field);
    }
    throw err;
  };
}

/** PostgreSQL's and the driver's ways of saying the server cannot be reached (restart, failover). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection|the database system is (starting up|shutting down)/i;

/** Whether `err` (or what caused it: Drizzle wraps the driver's error) is a lost database. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
