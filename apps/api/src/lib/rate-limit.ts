import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../db/client';
import { AppError } from './errors';

export interface Limit {
  /** Counter name, e.g. `tracking:ip:1.2.3.4`. */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one hit against a fixed window kept in the database, so the limit holds across
 * every API instance (PRODUCT §2: never per-process memory alone). Returns the count so far.
 */
export async function hit(
  db: DbOrTx,
  limit: Limit,
  now = new Date(),
): Promise<{ count: number; resetAt: Date }> {
  const resetAt = new Date(now.getTime() + limit.windowSeconds * 1000);
  const [row] = await rowsOf<{ count: number; reset_at: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, count, reset_at) values (${limit.key}, 1, ${resetAt.toISOString()})
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${now.toISOString()} then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`,
  );
  return { count: Number(row!.count), resetAt: new Date(row!.reset_at) };
}

/** Throws 429 with Retry-After when the hit goes over the limit. */
export async function enforce(db: DbOrTx, limit: Limit, now = new Date()): Promise<void> {
  const { count, resetAt } = await hit(db, limit, now);
  if (count > limit.max) throw tooMany(resetAt, now);
}

export function tooMany(resetAt: Date, now = new Date()): AppError {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  return new AppError('TOO_MANY_REQUESTS', 429, 'error.tooManyRequests', undefined, undefined, {
    'retry-after': String(retryAfter),
  });
}

/** Reads a counter without counting (e.g. to refuse a login before checking the password). */
export async function peek(
  db: DbOrTx,
  key: string,
  now = new Date(),
): Promise<{ count: number; resetAt: Date } | null> {
  const [row] = await rowsOf<{ count: number; reset_at: string | Date }>(
    db,
    sql`select count, reset_at from rate_limits where key = ${key} and reset_at > ${now.toISOString()}`,
  );
  return row ? { count: Number(row.count), resetAt: new Date(row.reset_at) } : null;
}

export async function reset(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
