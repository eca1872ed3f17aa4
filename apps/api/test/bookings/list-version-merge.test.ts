import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { build, type TestApp } from '../helpers/build';
import { signal } from '../helpers/signal';

/**
 * The list versions (migrations 0024, 0025) are sums of change rows that readers merge now and
 * then. Many readers merging at once must not queue behind each other: while one merge holds its
 * rows, another returns at once, and the sum (the version) stays what it was. It takes two
 * connections, which the embedded database does not have.
 */
const skip = process.env.DATABASE_URL ? '' : 'needs PostgreSQL: DATABASE_URL';
let app: TestApp;
beforeAll(async () => {
  if (!skip) app = await build();
});
afterAll(async () => app?.close());

describe.skipIf(skip)(`merging a version's change rows${skip ? ` (${skip})` : ''}`, () => {
  for (const table of ['booking_list_changes', 'pickup_open_changes'] as const) {
    it(`${table}: a second merge does not wait for the first, and the sum is kept`, async () => {
      const sum = async () =>
        (
          await rowsOf<{ s: string }>(
            app.db,
            sql`select coalesce(sum(n), 0)::text as s from ${sql.raw(table)}`,
          )
        )[0]!.s;
      for (let i = 0; i < 5; i++) await app.db.execute(sql`insert into ${sql.raw(table)} default values`);
      const before = await sum();
      const [held, release] = signal();
      const [merged, merging] = signal();
      // The first merge keeps its transaction (and the rows it deleted) open…
      const first = app.db.transaction(async (tx) => {
        await tx.execute(sql`select ${sql.raw(`${table}_merge`)}()`);
        merging();
        await held;
      });
      await merged;
      // …and a second one, which may wait 300 ms at most for a lock, finds nothing to wait for.
      try {
        await app.db.transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '300ms'`);
          await tx.execute(sql`select ${sql.raw(`${table}_merge`)}()`);
        });
      } finally {
        release();
        await first;
      }
      expect(await sum()).toBe(before);
      // One row (per day, for the open pickups: migration 0039).
      const rows = await rowsOf<{ n: number; groups: number }>(
        app.db,
        table === 'pickup_open_changes'
          ? sql`select count(*)::int as n, count(distinct coalesce(day::text, '*'))::int as groups from pickup_open_changes`
          : sql`select count(*)::int as n, count(distinct coalesce(status, '*'))::int as groups from booking_list_changes`,
      );
      expect(rows[0]!.n).toBe(rows[0]!.groups);
    });
  }
});
