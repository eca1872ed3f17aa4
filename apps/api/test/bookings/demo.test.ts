import { and, count, eq, isNull, ne, notLike, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { bookingEvents, bookings, pickupAttempts, users } from '../../src/db/schema';
import { runSeeds } from '../../src/seed';
import { build, type TestApp } from '../helpers/build';

let app: TestApp;
// Seeding months of demo history is the slowest start of the suite: room for a loaded machine.
beforeAll(async () => {
  app = await build({ DEMO_DATA: '1' });
}, 180_000);
afterAll(async () => app.close());

// The months of report history (coded BKH…) are checked in reports/demo.test.ts.
// The pickup demo (its own test below) books as demo_dispatcher.
let dispatcherId = '';
const notHistory = () =>
  and(notLike(bookings.code, 'BKH%'), or(isNull(bookings.createdBy), ne(bookings.createdBy, dispatcherId)));

it('DEMO_DATA seeds 50 bookings in every status with events, once', async () => {
  const [d] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo_dispatcher'));
  dispatcherId = d!.id;
  const rows = await app.db.select({ status: bookings.status }).from(bookings).where(notHistory());
  expect(rows).toHaveLength(50);
  expect(new Set(rows.map((r) => r.status)).size).toBe(9);
  const [events] = await app.db.select({ n: count() }).from(bookingEvents);
  expect(Number(events!.n)).toBeGreaterThan(150);
  // Every status with a record of its own has it (issue 32): the demo moves its bookings by the
  // routes that write them, not by the general transition.
  const disagree = await rowsOf(
    app.db,
    sql`select b.code, b.status from bookings b
        where b.code not like 'BKH%' and (
          (b.status = 'ASSIGNED' and b.assignee_id is null)
          or (b.status = 'PICKED_UP' and not exists (select 1 from pickup_attempts a
                where a.booking_id = b.id and a.outcome = 'PICKED_UP'))
          or ((b.status = 'EXCEPTION') <> exists (select 1 from booking_exceptions e
                where e.booking_id = b.id and e.resolved_at is null))
          or (b.carrier in ('YAMATO', 'K_CARGO') and (
                (b.status in ('MANIFESTED', 'IN_TRANSIT', 'DELIVERED'))
                  <> exists (select 1 from manifest_shipments s where s.booking_id = b.id)
                or (b.status = 'DELIVERED') <> exists (select 1 from booking_deliveries d where d.booking_id = b.id))))`,
  );
  expect(disagree).toEqual([]);
  await runSeeds(app);
  expect(await app.db.select({ id: bookings.id }).from(bookings).where(notHistory())).toHaveLength(50);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: 'demo_shop', password: 'Admin@12345' },
  });
  expect(login.json().user.customerId).toBeTruthy();
}, 120_000);

it("DEMO_DATA seeds today's pickups and a past week of attempts with every outcome, once", async () => {
  const [pickup] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo_pickup'));
  const ofDispatcher = () =>
    app.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.createdBy, dispatcherId));
  const before = (await ofDispatcher()).length;
  expect(before).toBeGreaterThanOrEqual(14);
  const attempts = await app.db.select().from(pickupAttempts);
  expect(new Set(attempts.map((a) => a.outcome))).toEqual(new Set(['PICKED_UP', 'FAILED']));
  const flagged = await app.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.assigneeId, pickup!.id),
        eq(bookings.status, 'ASSIGNED'),
        eq(bookings.failedAttempts, 3),
      ),
    );
  expect(flagged).toHaveLength(1);
  await runSeeds(app);
  expect(await ofDispatcher()).toHaveLength(before);
  expect(await app.db.select().from(pickupAttempts)).toHaveLength(attempts.length);
}, 120_000);
