import { todayInHcm } from '@acf/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { periodLinesSql, splitPeriod } from '../../src/modules/reports/reports.repository';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking, transition } from '../helpers/bookings';
import { build, type TestApp } from '../helpers/build';
import { addEvent, insertBooking, newCustomer } from './fixture';

/**
 * The reports' pre-aggregation (report_customer_daily, report_service_daily) is kept by triggers
 * in the writing transaction. After every kind of write, what the triggers kept must equal what
 * report_rebuild() computes from the bookings and their events, and the reports read from it
 * must equal the same reports read from the bookings (a filter on office makes them do that).
 */
let app: TestApp;
let manager: TestUser;
let customer: TestUser;
let warehouse: TestUser;
let pickup: TestUser;
let courier: TestUser;

beforeAll(async () => {
  app = await build();
  manager = await loginAs(app, 'MANAGER');
  customer = await loginAs(app, 'CUSTOMER');
  warehouse = await loginAs(app, 'WAREHOUSE_OPERATOR');
  pickup = await loginAs(app, 'PICKUP_STAFF', { fullName: 'Võ Lấy Hàng' });
  courier = await loginAs(app, 'WAREHOUSE_OPERATOR', { fullName: 'Đỗ Giao Hàng' });
});
afterAll(async () => {
  await app?.close();
});

type Line = Record<string, string | number | null>;
const numeric = (r: Record<string, unknown>): Line =>
  Object.fromEntries(
    Object.entries(r).map(([k, v]) => [
      k,
      typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : (v as never),
    ]),
  );

async function summaries() {
  const customers = await rowsOf<Record<string, unknown>>(
    app.db,
    sql`select grain, kind, day::text as day, customer_id, currency, staff_id, shipments, pieces, kg, base_fee,
          surcharge_total, discount, revenue, disc_shipments, disc_gross, disc_discount, disc_total, lead_seconds
        from report_customer_daily
        order by kind, grain, day, customer_id, currency, staff_id nulls first`,
  );
  const services = await rowsOf<Record<string, unknown>>(
    app.db,
    sql`select day::text as day, service, carrier, office, currency, shipments, pieces, kg, revenue, discount
        from report_service_daily order by day, service, carrier, office, currency`,
  );
  return { customers: customers.map(numeric), services: services.map(numeric) };
}

/** What the triggers kept equals a rebuild from scratch (and the rebuild changes nothing). */
async function expectExact() {
  const kept = await summaries();
  await app.db.execute(sql`select report_rebuild()`);
  expect(kept).toEqual(await summaries());
  return kept;
}

const get = async (url: string, user: TestUser = manager) => {
  const res = await app.inject({ url: `/api/v1/reports/${url}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A report answered from the summary and, with an office filter, from the bookings: equal. */
async function bothWays(path: string, period: string, office: string) {
  const fromSummary = await get(`${path}?${period}`);
  const fromBookings = await get(`${path}?${period}&office=${office}`);
  expect(fromSummary.totals).toEqual(fromBookings.totals);
  if (path !== 'revenue-customers') expect(fromSummary.rows).toEqual(fromBookings.rows);
  else expect(fromSummary.customers).toEqual(fromBookings.customers);
  return fromSummary;
}

describe('report summaries', () => {
  it('splits a period into whole months and the days around them', () => {
    expect(splitPeriod('2026-03-01', '2026-03-31')).toEqual({
      months: ['2026-03-01', '2026-03-01'],
      days: [],
    });
    expect(splitPeriod('2026-03-15', '2026-06-10')).toEqual({
      months: ['2026-04-01', '2026-05-01'],
      days: [
        ['2026-03-15', '2026-03-31'],
        ['2026-06-01', '2026-06-10'],
      ],
    });
    expect(splitPeriod('2026-03-02', '2026-03-30')).toEqual({
      months: null,
      days: [['2026-03-02', '2026-03-30']],
    });
    expect(splitPeriod('2025-12-01', '2026-02-28')).toEqual({
      months: ['2025-12-01', '2026-02-01'],
      days: [],
    });
    expect(splitPeriod('2026-01-31', '2026-02-01')).toEqual({
      months: null,
      days: [['2026-01-31', '2026-02-01']],
    });
    expect(periodLinesSql('2026-03-01', '2026-03-31')).toBeTruthy();
  });

  it('stays exact when a booking is created, remeasured and cancelled through the API', async () => {
    const today = todayInHcm();
    const period = `from=${today}&to=${today}`;
    const customerId = customer.customerId!;
    const statement = `statement?customerId=${customerId}&${period}`;

    const a = await createBooking(app, customer.headers, {
      pieces: [{ length: 40, width: 30, height: 20, weight: 20, quantity: 2 }],
    });
    const kept = await expectExact();
    expect(kept.customers.filter((l) => l.kind === 'BOOKED' && l.grain === 'D')).toEqual([
      expect.objectContaining({ day: today, customer_id: customerId, shipments: 1, pieces: 2, kg: 40 }),
    ]);
    let s = await get(statement);
    expect(s.totals).toMatchObject({ shipments: 1, pieces: 2, chargeableWeight: 40 });
    expect(s.totals.byCurrency[0].total).toBe(a.price.total);
    await bothWays('by-customer', period, a.office);

    // Received at the counter and weighed heavier: the summary follows the new figures.
    const received = await app.inject({
      method: 'POST',
      url: '/api/v1/operations/receive',
      headers: warehouse.headers,
      payload: { trackingNumbers: [a.trackingNumber], mode: 'COUNTER' },
    });
    expect(received.json().results[0].result).toBe('applied');
    const measured = await app.inject({
      method: 'POST',
      url: `/api/v1/operations/measure/${a.id}`,
      headers: warehouse.headers,
      payload: { pieces: [{ length: 40, width: 30, height: 20, weight: 23, quantity: 3 }] },
    });
    expect(measured.statusCode, measured.body).toBe(200);
    expect(measured.json().chargeableWeight).toBe(69);
    await expectExact();
    s = await get(statement);
    expect(s.totals).toMatchObject({ shipments: 1, pieces: 3, chargeableWeight: 69 });
    expect(s.totals.byCurrency[0].total).toBe(measured.json().price.total);
    await bothWays('by-customer', period, a.office);
    await bothWays('by-staff', period, a.office);

    // A second booking, then cancelled: billed to nobody again.
    const b = await createBooking(app, customer.headers);
    expect((await get(statement)).totals.shipments).toBe(2);
    await expectExact();
    expect((await transition(app, customer.headers, b.id, 'CANCELLED')).json().status).toBe('CANCELLED');
    await expectExact();
    s = await get(statement);
    expect(s.totals).toMatchObject({ shipments: 1, pieces: 3, chargeableWeight: 69 });
    const byService = await get(`by-service?${period}&groupBy=day`);
    expect(byService.totals.shipments).toBe(1);
    expect(byService.rows).toEqual([
      expect.objectContaining({ bucket: today, shipments: 1, chargeableWeight: 69 }),
    ]);
    await bothWays('revenue-customers', period, a.office);
  });

  it('files a booking at 16:59 and one at 17:00 UTC under different Ho Chi Minh days and months', async () => {
    const c = await newCustomer(app, { companyName: 'Ranh Giới Ngày' });
    await insertBooking(app, { customerId: c.id, createdAt: '2025-07-31T16:59:00Z', baseFee: 100000, kg: 1 });
    await insertBooking(app, { customerId: c.id, createdAt: '2025-07-31T17:00:00Z', baseFee: 30000, kg: 2 });
    const kept = await expectExact();
    const mine = kept.customers.filter((l) => l.customer_id === c.id);
    expect(mine.map((l) => [l.grain, l.day, l.shipments, l.revenue])).toEqual([
      ['D', '2025-07-31', 1, 100000],
      ['D', '2025-08-01', 1, 30000],
      ['M', '2025-07-01', 1, 100000],
      ['M', '2025-08-01', 1, 30000],
    ]);
    const statement = (p: string) => get(`statement?customerId=${c.id}&${p}`);
    expect((await statement('from=2025-07-31&to=2025-07-31')).totals.byCurrency[0].total).toBe(100000);
    expect((await statement('from=2025-08-01&to=2025-08-01')).totals.byCurrency[0].total).toBe(30000);
    expect((await statement('from=2025-07-01&to=2025-07-31')).totals.byCurrency[0].total).toBe(100000);
    // Days of July, the whole of August's month line: both.
    expect((await statement('from=2025-07-20&to=2025-08-31')).totals).toMatchObject({
      shipments: 2,
      chargeableWeight: 3,
      byCurrency: [expect.objectContaining({ total: 130000 })],
    });
    // The by-service summary has no customer: its day lines split the same way.
    const byService = await get('by-service?from=2025-07-31&to=2025-08-01&groupBy=day');
    expect(byService.rows.map((r: { bucket: string; shipments: number }) => [r.bucket, r.shipments])).toEqual(
      [
        ['2025-07-31', 1],
        ['2025-08-01', 1],
      ],
    );
  });

  it('dates pickups and deliveries by the first such event, and follows later writes', async () => {
    const c = await newCustomer(app, { companyName: 'Giao Nhận Sớm' });
    const period = 'from=2025-05-01&to=2025-05-31';
    const b = await insertBooking(app, {
      customerId: c.id,
      createdAt: '2025-05-10T01:00:00Z',
      baseFee: 200000,
      kg: 5,
      pieces: [2, 2],
      status: 'DELIVERED',
    });
    // Picked up (no assignee: credited to who recorded it), delivered, and a second DELIVERED later.
    await addEvent(app, b.id, 'PICKED_UP', '2025-05-10T05:00:00Z', pickup.userId);
    await addEvent(app, b.id, 'DELIVERED', '2025-05-12T01:00:00Z', courier.userId);
    await addEvent(app, b.id, 'DELIVERED', '2025-05-20T01:00:00Z', pickup.userId);
    await expectExact();
    const pod = await bothWays('pod', period, 'SOUTH');
    expect(pod.totals).toEqual({ shipments: 1, averageLeadTimeDays: 2 });
    expect(pod.rows).toEqual([
      expect.objectContaining({ id: b.id, deliveredBy: 'Đỗ Giao Hàng', leadTimeDays: 2 }),
    ]);
    const staff = await bothWays('by-staff', period, 'SOUTH');
    expect(staff.rows).toEqual([
      expect.objectContaining({
        staffId: pickup.userId,
        kind: 'PICKUP',
        shipments: 1,
        pieces: 4,
        chargeableWeight: 5,
      }),
    ]);

    // Assigned to someone else afterwards: the pickup is theirs now.
    await app.db.execute(sql`update bookings set assignee_id = ${courier.userId} where id = ${b.id}`);
    await expectExact();
    expect((await bothWays('by-staff', period, 'SOUTH')).rows).toEqual([
      expect.objectContaining({ staffId: courier.userId, kind: 'PICKUP', shipments: 1 }),
    ]);

    // The first delivery event removed: the later one dates it.
    await app.db.execute(
      sql`delete from booking_events where booking_id = ${b.id} and occurred_at = '2025-05-12T01:00:00Z'`,
    );
    await expectExact();
    expect((await bothWays('pod', period, 'SOUTH')).totals).toEqual({
      shipments: 1,
      averageLeadTimeDays: 10,
    });

    // A piece count written by hand is replaced by the pieces' own (2 + 2).
    await app.db.execute(sql`update bookings set piece_count = 99 where id = ${b.id}`);
    await expectExact();
    expect((await bothWays('by-staff', period, 'SOUTH')).rows).toEqual([
      expect.objectContaining({ staffId: courier.userId, pieces: 4 }),
    ]);

    // Moved to another customer, then cancelled: it leaves every report.
    const other = await newCustomer(app, { companyName: 'Khách Khác' });
    await app.db.execute(sql`update bookings set customer_id = ${other.id} where id = ${b.id}`);
    await expectExact();
    await app.db.execute(sql`update bookings set status = 'CANCELLED' where id = ${b.id}`);
    const kept = await expectExact();
    expect(kept.customers.filter((l) => l.customer_id === c.id || l.customer_id === other.id)).toEqual([]);
    expect((await get(`pod?${period}`)).totals.shipments).toBe(0);
    expect((await get(`by-staff?${period}`)).rows).toEqual([]);

    // Deleted: nothing is left behind either.
    await app.db.execute(sql`update bookings set status = 'DELIVERED' where id = ${b.id}`);
    expect((await get(`pod?${period}`)).totals.shipments).toBe(1);
    await app.db.execute(sql`delete from bookings where id = ${b.id}`);
    const after = await expectExact();
    expect(after.customers.filter((l) => l.customer_id === other.id)).toEqual([]);
  });
});
