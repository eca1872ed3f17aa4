import { presetPeriod } from '@acf/shared';
import { count, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookings } from '../../src/db/schema';
import { runSeeds } from '../../src/seed';
import { loginAs } from '../helpers/auth';
import { build, type TestApp } from '../helpers/build';

let app: TestApp;
beforeAll(async () => {
  app = await build({ DEMO_DATA: '1' });
}, 180_000);
afterAll(async () => app?.close());

it('DEMO_DATA holds months of history, so that every report is full on the first start', async () => {
  const history = like(bookings.code, 'BKH%');
  const [n] = await app.db.select({ n: count() }).from(bookings).where(history);
  expect(Number(n!.n)).toBe(900);
  const months = await app.db.execute(
    sql`select count(distinct to_char(created_at, 'YYYY-MM'))::int as m from bookings where code like 'BKH%'`,
  );
  expect((months as unknown as { rows: { m: number }[] }).rows[0]!.m).toBeGreaterThanOrEqual(6);

  const manager = await loginAs(app, 'MANAGER');
  const { from, to } = presetPeriod('lastMonth');
  const q = `from=${from}&to=${to}`;
  const get = async (path: string) => {
    const res = await app.inject({ url: `/api/v1/reports/${path}`, headers: manager.headers });
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json();
  };
  const byCustomer = await get(`by-customer?${q}`);
  expect(byCustomer.rows.length).toBeGreaterThanOrEqual(5);
  expect(byCustomer.totals.previousShipments).toBeGreaterThan(0);
  const top = byCustomer.rows[0].customerId;
  expect((await get(`statement?customerId=${top}&${q}`)).totals.shipments).toBeGreaterThan(5);
  expect((await get(`pod?${q}`)).totals.shipments).toBeGreaterThan(20);
  const staff = await get(`by-staff?${q}`);
  expect(staff.totals.sales.shipments).toBeGreaterThan(0);
  expect(staff.totals.pickup.shipments).toBeGreaterThan(0);
  const revenue = await get(`revenue-customers?${q}`);
  expect(revenue.totals.outOfNetwork.shipments).toBeGreaterThan(0);
  expect(revenue.totals.discounted.shipments).toBeGreaterThan(0);
  const service = await get(`by-service?${q}&groupBy=week`);
  expect(new Set(service.rows.map((r: { service: string }) => r.service)).size).toBeGreaterThanOrEqual(3);
  expect((await get('outstanding')).totals.shipments).toBeGreaterThan(0);
  // The gross margin: every carrier sold at a profit, some shipments without a cost.
  const margin = await get(`margin?${q}&groupBy=carrier`);
  expect(margin.rows.length).toBeGreaterThanOrEqual(3);
  expect(margin.totals.margin).toBeGreaterThan(0);
  expect(margin.totals.marginPercent).toBeGreaterThan(5);
  expect(margin.totals.noCostShipments).toBeGreaterThan(0);

  // A second start adds nothing.
  await runSeeds(app);
  const [again] = await app.db.select({ n: count() }).from(bookings).where(history);
  expect(Number(again!.n)).toBe(900);
}, 180_000);
