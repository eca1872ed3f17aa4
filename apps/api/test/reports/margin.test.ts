import { randomUUID } from 'node:crypto';
import { type TBooking, type TMarginResponse, todayInHcm } from '@acf/shared';
import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking, party, transition } from '../helpers/bookings';
import { build, type TestApp } from '../helpers/build';

/**
 * Issue 33 §6: the gross margin report. Bookings of Yamato and K-Cargo abroad (USD cards, no
 * VAT), one of DHL within Vietnam (đồng, with VAT), one of DHL abroad made after its COST card
 * was retired (no cost), one cancelled and one still waiting for pickup (neither billed). The
 * expected figures are worked out here from the stored rows, in exact decimals.
 */
let app: TestApp;
let manager: TestUser;
let sales: TestUser;
let customer: TestUser;
let warehouse: TestUser;
const b: Record<
  'yamato1' | 'yamato2' | 'kcargo' | 'domestic' | 'noCost' | 'cancelled' | 'waiting',
  TBooking
> = {} as never;
const today = todayInHcm();
const PERIOD = `from=${today}&to=${today}`;

const get = (url: string, who: TestUser = manager, lang = 'vi') =>
  app.inject({ url: `/api/v1/reports/${url}`, headers: { ...who.headers, 'accept-language': lang } });
async function report(groupBy: string): Promise<TMarginResponse> {
  const res = await get(`margin?${PERIOD}&groupBy=${groupBy}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

interface Stored {
  id: string;
  carrier: string;
  total: string;
  vat: string;
  price_currency: string;
  fx_rate: string | null;
  cost_total: string | null;
  cost_currency: string | null;
}
let stored: Map<string, Stored>;

/** Whole đồng, half up: what a report may show of an amount at a rate. */
const vnd = (amount: Decimal, rate: string | null) =>
  amount
    .times(rate ?? 1)
    .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
    .toNumber();
const priceOf = (r: Stored) => vnd(new Decimal(r.total).minus(r.vat), r.fx_rate);
const costOf = (r: Stored) => vnd(new Decimal(r.cost_total!), r.cost_currency === 'VND' ? null : r.fx_rate);

beforeAll(async () => {
  app = await build();
  manager = await loginAs(app, 'MANAGER');
  sales = await loginAs(app, 'SALES');
  customer = await loginAs(app, 'CUSTOMER', { salesUserId: sales.userId });
  warehouse = await loginAs(app, 'WAREHOUSE_OPERATOR');
  b.yamato1 = await createBooking(app, customer.headers, { carrier: 'YAMATO' });
  b.yamato2 = await createBooking(app, customer.headers, {
    carrier: 'YAMATO',
    pieces: [{ length: 40, width: 30, height: 20, weight: 7.4, quantity: 2 }],
  });
  b.kcargo = await createBooking(app, customer.headers, { carrier: 'K_CARGO' });
  b.domestic = await createBooking(app, customer.headers, {
    receiver: party({ name: 'Tran Thi B', city: 'Ha Noi', postalCode: '100000' }),
  });
  b.cancelled = await createBooking(app, customer.headers, { carrier: 'K_CARGO' });
  b.waiting = await createBooking(app, customer.headers, { carrier: 'YAMATO' });
  // DHL's express COST card retired: a DHL express booking made afterwards has no cost.
  const cards = await app.inject({
    url: '/api/v1/rate-cards?carrier=DHL&service=EXPRESS&kind=COST&status=ACTIVE',
    headers: manager.headers,
  });
  expect(cards.statusCode, cards.body).toBe(200);
  for (const card of cards.json().results as { id: string }[]) {
    const retired = await app.inject({
      method: 'POST',
      url: `/api/v1/rate-cards/${card.id}/retire`,
      headers: manager.headers,
    });
    expect(retired.statusCode, retired.body).toBe(200);
  }
  b.noCost = await createBooking(app, customer.headers, { carrier: 'DHL', service: 'EXPRESS' });

  expect((await transition(app, customer.headers, b.cancelled.id, 'CANCELLED')).statusCode).toBe(200);
  // Billed once received at the warehouse counter.
  const received = await app.inject({
    method: 'POST',
    url: '/api/v1/operations/receive',
    headers: { ...warehouse.headers, 'idempotency-key': randomUUID() },
    payload: {
      trackingNumbers: [b.yamato1, b.yamato2, b.kcargo, b.domestic, b.noCost].map((x) => x.trackingNumber),
      mode: 'COUNTER',
    },
  });
  expect(received.statusCode, received.body).toBe(200);

  const rows = await rowsOf<Stored>(
    app.db,
    sql`select id, carrier, total::text, vat::text, price_currency, fx_rate::text, cost_total::text, cost_currency
        from bookings`,
  );
  stored = new Map(rows.map((r) => [r.id, r]));
});
afterAll(async () => {
  await app?.close();
});

describe('the stored rows the report reads', () => {
  it('are priced as the test expects: USD abroad with a rate, đồng with VAT at home, one without cost', () => {
    const y = stored.get(b.yamato1.id)!;
    expect(y).toMatchObject({ price_currency: 'USD', cost_currency: 'USD' });
    expect(Number(y.fx_rate)).toBeGreaterThan(20_000);
    expect(Number(y.cost_total)).toBeGreaterThan(0);
    const d = stored.get(b.domestic.id)!;
    expect(d).toMatchObject({ carrier: 'DHL', price_currency: 'VND', cost_currency: 'VND', fx_rate: null });
    expect(Number(d.vat)).toBeGreaterThan(0);
    expect(stored.get(b.noCost.id)).toMatchObject({ carrier: 'DHL', cost_total: null, cost_currency: null });
  });
});

describe('GET /reports/margin', () => {
  it('gives price, cost and margin per carrier in đồng before VAT; no cost counted apart', async () => {
    const r = await report('carrier');
    expect(r).toMatchObject({ period: { from: today, to: today }, groupBy: 'carrier', currency: 'VND' });
    const ys = [b.yamato1, b.yamato2].map((x) => stored.get(x.id)!);
    const k = stored.get(b.kcargo.id)!;
    const d = stored.get(b.domestic.id)!;
    const n = stored.get(b.noCost.id)!;
    const yPrice = ys.reduce((s, x) => s + priceOf(x), 0);
    const yCost = ys.reduce((s, x) => s + costOf(x), 0);
    const pct = (m: number, p: number) => Math.round((m / p) * 10_000) / 100;
    const byKey = Object.fromEntries(r.rows.map((x) => [x.key, x]));
    expect(Object.keys(byKey).sort()).toEqual(['DHL', 'K_CARGO', 'YAMATO']);
    expect(byKey.YAMATO).toEqual({
      key: 'YAMATO',
      code: '',
      name: '',
      shipments: 2,
      price: yPrice,
      cost: yCost,
      margin: yPrice - yCost,
      marginPercent: pct(yPrice - yCost, yPrice),
      noCostShipments: 0,
      noCostPrice: 0,
    });
    expect(byKey.K_CARGO).toMatchObject({
      shipments: 1,
      price: priceOf(k),
      cost: costOf(k),
      margin: priceOf(k) - costOf(k),
      noCostShipments: 0,
    });
    // DHL: the domestic booking's price without its VAT and its cost; the one with no cost apart,
    // never as a 100 % margin.
    expect(priceOf(d)).toBe(Number(d.total) - Number(d.vat));
    expect(byKey.DHL).toMatchObject({
      shipments: 2,
      price: priceOf(d),
      cost: costOf(d),
      margin: priceOf(d) - costOf(d),
      marginPercent: pct(priceOf(d) - costOf(d), priceOf(d)),
      noCostShipments: 1,
      noCostPrice: priceOf(n),
    });
    // Cancelled and still-waiting bookings are not billed.
    const price = yPrice + priceOf(k) + priceOf(d);
    const cost = yCost + costOf(k) + costOf(d);
    expect(r.totals).toEqual({
      shipments: 5,
      price,
      cost,
      margin: price - cost,
      marginPercent: pct(price - cost, price),
      noCostShipments: 1,
      noCostPrice: priceOf(n),
    });
    for (const x of [...r.rows, r.totals]) {
      expect(Number.isInteger(x.price) && Number.isInteger(x.cost)).toBe(true);
    }
  });

  it('groups by service, customer and month with the same totals', async () => {
    const byCarrier = await report('carrier');
    const byService = await report('service');
    expect(byService.rows.map((x) => x.key).sort()).toEqual(['ECOMMERCE_SERVICE', 'EXPRESS']);
    const ecommerce = byService.rows.find((x) => x.key === 'ECOMMERCE_SERVICE')!;
    expect(ecommerce).toMatchObject({ shipments: 1, noCostShipments: 0 });
    expect(byService.rows.find((x) => x.key === 'EXPRESS')).toMatchObject({
      shipments: 4,
      noCostShipments: 1,
    });
    const byCustomer = await report('customer');
    expect(byCustomer.rows).toHaveLength(1);
    expect(byCustomer.rows[0]).toMatchObject({ key: customer.customerId, shipments: 5 });
    expect(byCustomer.rows[0]!.code).not.toBe('');
    expect(byCustomer.rows[0]!.name).toContain('Co.');
    const byMonth = await report('month');
    expect(byMonth.rows.map((x) => x.key)).toEqual([today.slice(0, 7)]);
    for (const r of [byService, byCustomer, byMonth]) expect(r.totals).toEqual(byCarrier.totals);
    // A filter narrows the bookings read.
    const yamato = (await get(`margin?${PERIOD}&groupBy=service&carrier=YAMATO`)).json() as TMarginResponse;
    expect(yamato.totals.shipments).toBe(2);
  });

  it('is empty for a period with no bookings, and refuses a bad grouping', async () => {
    const r = (await get('margin?from=2020-01-01&to=2020-01-31')).json() as TMarginResponse;
    expect(r.rows).toEqual([]);
    expect(r.totals).toMatchObject({ shipments: 0, price: 0, cost: 0, marginPercent: null });
    expect((await get(`margin?${PERIOD}&groupBy=weight`)).statusCode).toBe(400);
  });

  it('never shows cost to a customer or to staff without statistical_margin', async () => {
    for (const who of [customer, sales]) {
      expect((await get(`margin?${PERIOD}`, who)).statusCode).toBe(403);
      expect((await get(`margin.xlsx?${PERIOD}`, who)).statusCode).toBe(403);
    }
    expect((await app.inject({ url: `/api/v1/reports/margin?${PERIOD}` })).statusCode).toBe(401);
    // Nor does the customer's own booking carry it.
    const own = await app.inject({ url: `/api/v1/bookings/${b.yamato1.id}`, headers: customer.headers });
    expect(own.statusCode).toBe(200);
    expect(own.body.toLowerCase()).not.toContain('cost');
  });
});

describe('GET /reports/margin.xlsx', () => {
  it('opens with ExcelJS: the rows and the grand total of the page', async () => {
    const r = await report('carrier');
    const res = await get(`margin.xlsx?${PERIOD}&groupBy=carrier`, manager, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`margin-${today}-${today}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const ws = wb.worksheets[0]!;
    expect(ws.name).toBe('Gross margin');
    const values: unknown[][] = [];
    ws.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values[0]).toEqual(['ACF EXPRESS']);
    expect(values[1]).toEqual(['GROSS MARGIN']);
    const header = values.findIndex((v) => v[0] === 'Carrier');
    expect(values[header]).toEqual([
      'Carrier',
      'Shipments',
      'Price (before VAT)',
      'Cost',
      'Gross margin',
      'Margin %',
      'Shipments without cost',
      'Price of shipments without cost',
    ]);
    const body = values.slice(header + 1, header + 1 + r.rows.length);
    expect(body.map((v) => v.slice(1))).toEqual(
      r.rows.map((x) => [
        x.shipments,
        x.price,
        x.cost,
        x.margin,
        x.marginPercent,
        x.noCostShipments,
        x.noCostPrice,
      ]),
    );
    expect(body.map((v) => v[0])).toContain('Yamato');
    const total = values.find((v) => v[0] === 'Grand total')!;
    expect(total.slice(1)).toEqual([
      r.totals.shipments,
      r.totals.price,
      r.totals.cost,
      r.totals.margin,
      r.totals.marginPercent,
      r.totals.noCostShipments,
      r.totals.noCostPrice,
    ]);
  });
});
