import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { eachBatch } from '../../src/db/cursor';
import type { TestUser } from '../helpers/auth';
import { createBooking } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';

let app: TestApp;
let customer: TestUser;
appSuite({ customer: 'CUSTOMER' }, (s) => ({ app, customer } = s));

// A year's report downloaded by a slow phone must not freeze the product for the others. On the
// embedded database (one connection) the export's cursor used to live in a transaction, which
// holds that connection to its end: a tracking request made while a batch is being sent waited
// for the whole export, so here it never answered and the test ran into its time limit.
it('tracking answers while a 100,000-row export is being sent', async () => {
  const booking = await createBooking(app, customer.headers);
  const rows = sql`select g as n, md5(g::text) as digest from generate_series(1, 100000) g order by digest`;
  let sent = 0;
  const answered: number[] = [];
  await eachBatch<{ n: number; digest: string }>(app.reportDb, rows, 1000, async (batch) => {
    sent += batch.length;
    // While this batch is on its way, a visitor tracks a parcel: the next batch waits for it.
    if (sent % 25_000 === 0) {
      const res = await app.inject({ url: `/api/v1/tracking?codes=${booking.trackingNumber}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().results[0]).toMatchObject({
        trackingNumber: booking.trackingNumber,
        status: 'BOOKED',
      });
      answered.push(sent);
    }
  });
  expect(sent).toBe(100_000);
  expect(answered).toEqual([25_000, 50_000, 75_000, 100_000]);
  // The cursor is closed: nothing is left held on the connection.
  const open = await app.db.execute(
    sql`select count(*)::int as n from pg_cursors where name like 'report_rows%'`,
  );
  expect((open as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
});
