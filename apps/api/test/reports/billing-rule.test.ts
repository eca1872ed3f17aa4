import { type TBooking, todayInHcm } from '@acf/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking, transition } from '../helpers/bookings';
import { build, keyedPost, type TestApp } from '../helpers/build';

/**
 * Issue 32 item 7: a statement bills what the company carried. Five bookings of one customer,
 * each brought to its state through the routes staff use: one still BOOKED, one whose pickup
 * failed (left ASSIGNED), one cancelled before pickup, one picked up by the driver, one received
 * at the warehouse counter. Only the last two are billed: in the statement, its Excel and PDF,
 * and every revenue report, read from the summaries and from the bookings alike.
 */
let app: TestApp;
let manager: TestUser;
let sales: TestUser;
let customer: TestUser;
let dispatcher: TestUser;
let driver: TestUser;
let warehouse: TestUser;
const b: Record<'booked' | 'failed' | 'cancelled' | 'picked' | 'received', TBooking> = {} as never;
const today = todayInHcm();
const PERIOD = `from=${today}&to=${today}`;

const post = (url: string, who: TestUser, payload: object) => keyedPost(app, url, who, payload);
const get = (url: string, who: TestUser = manager) =>
  app.inject({ url: `/api/v1/reports/${url}`, headers: { ...who.headers, 'accept-language': 'en' } });
const json = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  app = await build();
  manager = await loginAs(app, 'MANAGER');
  sales = await loginAs(app, 'SALES', { fullName: 'Sales Billing' });
  customer = await loginAs(app, 'CUSTOMER', { salesUserId: sales.userId });
  dispatcher = await loginAs(app, 'DISPATCHER');
  driver = await loginAs(app, 'PICKUP_STAFF', { fullName: 'Driver Billing' });
  warehouse = await loginAs(app, 'WAREHOUSE_OPERATOR');
  for (const k of ['booked', 'failed', 'cancelled', 'picked', 'received'] as const) {
    b[k] = await createBooking(app, customer.headers);
  }
  // Pickups are done on their pickup day: today.
  await app.db.execute(
    sql`update bookings set pickup_date = ${today}::date where id in (${b.failed.id}, ${b.picked.id})`,
  );
  const assigned = await post('/pickups/assign', dispatcher, {
    bookingIds: [b.failed.id, b.picked.id],
    assigneeId: driver.userId,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const failed = await post(`/pickups/${b.failed.id}/fail`, driver, { reason: 'CUSTOMER_ABSENT' });
  expect(failed.statusCode, failed.body).toBe(200);
  expect(failed.json().status).toBe('ASSIGNED');
  const picked = await post(`/pickups/${b.picked.id}/confirm`, driver, {
    pieces: [{ weight: 2, quantity: 1 }],
  });
  expect(picked.statusCode, picked.body).toBe(200);
  expect((await transition(app, customer.headers, b.cancelled.id, 'CANCELLED')).statusCode).toBe(200);
  const received = await post('/operations/receive', warehouse, {
    trackingNumbers: [b.received.trackingNumber],
    mode: 'COUNTER',
  });
  expect(received.statusCode, received.body).toBe(200);
});
afterAll(async () => {
  await app?.close();
});

/** The booking's current total and currency, as the statement bills it. */
async function billed(...keys: (keyof typeof b)[]) {
  const rows = await Promise.all(
    keys.map(async (k) =>
      (await app.inject({ url: `/api/v1/bookings/${b[k].id}`, headers: manager.headers })).json(),
    ),
  );
  const byCurrency: Record<string, number> = {};
  for (const r of rows) {
    byCurrency[r.price.currency] =
      Math.round(((byCurrency[r.price.currency] ?? 0) + r.price.total) * 100) / 100;
  }
  return { ids: rows.map((r) => r.id as string), byCurrency };
}

describe('a statement bills what the company carried', () => {
  it('lists and totals only the picked-up and received bookings, in JSON, Excel and PDF', async () => {
    const want = await billed('picked', 'received');
    const st = await json(`statement?customerId=${customer.customerId}&${PERIOD}&pageSize=100`);
    expect(st.rows.map((r: { id: string }) => r.id).sort()).toEqual([...want.ids].sort());
    expect(st.totals.shipments).toBe(2);
    expect(
      Object.fromEntries(
        st.totals.byCurrency.map((c: { currency: string; total: number }) => [c.currency, c.total]),
      ),
    ).toEqual(want.byCurrency);

    const xlsx = await get(`statement.xlsx?customerId=${customer.customerId}&${PERIOD}`);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as never);
    const cells: string[] = [];
    wb.worksheets[0]!.eachRow((r) => r.eachCell((c) => cells.push(c.text)));
    const pdf = await get(`statement.pdf?customerId=${customer.customerId}&${PERIOD}`);
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    for (const k of ['picked', 'received'] as const) {
      expect(cells, k).toContain(b[k].trackingNumber);
      expect(text, k).toContain(b[k].trackingNumber);
    }
    for (const k of ['booked', 'failed', 'cancelled'] as const) {
      expect(cells, k).not.toContain(b[k].trackingNumber);
      expect(text, k).not.toContain(b[k].trackingNumber);
    }
  });

  it('counts the same two in every revenue report, from the summaries and from the bookings', async () => {
    const want = await billed('picked', 'received');
    // Without an office filter the summaries answer; with one the bookings do (ADR 020).
    for (const office of ['', '&office=SOUTH']) {
      const byCustomer = await json(`by-customer?${PERIOD}${office}`);
      expect(byCustomer.totals.shipments, office).toBe(2);
      expect(byCustomer.totals.revenue, office).toEqual(want.byCurrency);
      const byStaff = await json(`by-staff?${PERIOD}${office}`);
      expect(byStaff.totals.sales.shipments, office).toBe(2);
      expect(byStaff.totals.sales.revenue, office).toEqual(want.byCurrency);
      const byService = await json(`by-service?${PERIOD}${office}`);
      expect(byService.totals.shipments, office).toBe(2);
      expect(byService.totals.revenue, office).toEqual(want.byCurrency);
    }
    const st = await json(`statement?customerId=${customer.customerId}&${PERIOD}`);
    expect(st.totals.shipments).toBe(2);
  });

  it('bills a booking from the moment it is carried, and the kept summaries equal a rebuild', async () => {
    const received = await post('/operations/receive', warehouse, {
      trackingNumbers: [b.booked.trackingNumber],
      mode: 'COUNTER',
    });
    expect(received.statusCode, received.body).toBe(200);
    const want = await billed('picked', 'received', 'booked');
    const st = await json(`statement?customerId=${customer.customerId}&${PERIOD}&pageSize=100`);
    expect(st.rows.map((r: { id: string }) => r.id).sort()).toEqual([...want.ids].sort());
    expect((await json(`by-customer?${PERIOD}`)).totals.revenue).toEqual(want.byCurrency);
    const lines = sql`select kind, grain, day, customer_id, currency, staff_id, shipments, revenue
      from report_customer_daily order by 1, 2, 3, 4, 5, 6`;
    const kept = await rowsOf(app.db, lines);
    await app.db.execute(sql`select report_rebuild()`);
    expect(await rowsOf(app.db, lines)).toEqual(kept);
  });
});
