import { count, notLike } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookingEvents, bookings } from '../../src/db/schema';
import { runSeeds } from '../../src/db/seed';
import { build, type TestApp } from '../helpers/build';

let app: TestApp;
beforeAll(async () => {
  app = await build({ DEMO_DATA: '1' });
});
afterAll(async () => app.close());

// The months of report history (coded BKH…) are checked in reports/demo.test.ts.
const notHistory = notLike(bookings.code, 'BKH%');

it('DEMO_DATA seeds 50 bookings in every status with events, once', async () => {
  const rows = await app.db.select({ status: bookings.status }).from(bookings).where(notHistory);
  expect(rows).toHaveLength(50);
  expect(new Set(rows.map((r) => r.status)).size).toBe(9);
  const [events] = await app.db.select({ n: count() }).from(bookingEvents);
  expect(Number(events!.n)).toBeGreaterThan(150);
  await runSeeds(app);
  expect(await app.db.select({ id: bookings.id }).from(bookings).where(notHistory)).toHaveLength(50);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: 'demo_shop', password: 'Admin@12345' },
  });
  expect(login.json().user.customerId).toBeTruthy();
}, 120_000);
