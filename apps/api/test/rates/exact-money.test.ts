import { randomUUID } from 'node:crypto';
import { type TBooking, todayInHcm } from '@acf/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { loginAs, type TestUser } from '../helpers/auth';
import { bookingInput, createBooking } from '../helpers/bookings';
import { build, type TestApp } from '../helpers/build';
import { importCard } from '../helpers/rate-cards';

/**
 * Issue 33 §4: money is never a binary float on its way. A card prices half a kilogram at 0.10 USD
 * and a kilogram at 0.20 USD; in binary floating point 0.1 + 0.2 is 0.30000000000000004. Two
 * bookings at those prices go through every path that adds money (the quote, the booking, its
 * stored columns, the statement with its Excel, the revenue reports from their summaries and from
 * the bookings, and the margin report) and each says 0.3 exactly.
 */
let app: TestApp;
let manager: TestUser;
let customer: TestUser;
let warehouse: TestUser;
const today = todayInHcm();
const PERIOD = `from=${today}&to=${today}`;
const LINE = { carrier: 'UPS', service: 'ECONOMY' } as const;
const small = [{ length: 10, width: 10, height: 10, weight: 0.3, quantity: 1 }];
const kilo = [{ length: 10, width: 10, height: 10, weight: 1, quantity: 1 }];
let tenth: TBooking;
let fifth: TBooking;

const json = async (url: string, who: TestUser = manager) => {
  const res = await app.inject({
    url: `/api/v1${url}`,
    headers: { ...who.headers, 'accept-language': 'en' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const put = async (url: string, payload: object) => {
  const res = await app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: manager.headers, payload });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  app = await build();
  manager = await loginAs(app, 'MANAGER');
  customer = await loginAs(app, 'CUSTOMER');
  warehouse = await loginAs(app, 'WAREHOUSE_OPERATOR');
  // UPS economy to Japan: one zone, no fuel this month, so the card's cells are the whole price.
  await put('/zones/UPS/ECONOMY', { zones: [{ code: '1', name: 'Japan', countries: ['JP'] }] });
  await put(`/fuel-surcharges/UPS/${today.slice(0, 7)}`, { percent: 0 });
  for (const kind of ['SELL', 'COST']) {
    const imported = await importCard(
      app,
      manager.headers,
      { ...LINE, kind, currency: 'USD', validFrom: today },
      [
        ['KG', 'Zone 1'],
        [0.5, 0.1],
        [1, 0.2],
      ],
    );
    expect(imported.statusCode, imported.body).toBe(201);
    const published = await app.inject({
      method: 'POST',
      url: `/api/v1/rate-cards/${imported.json().card.id}/publish`,
      headers: manager.headers,
    });
    expect(published.statusCode, published.body).toBe(200);
  }
  tenth = await createBooking(app, customer.headers, { ...LINE, pieces: small });
  fifth = await createBooking(app, customer.headers, { ...LINE, pieces: kilo });
  // Carried, so that the statement and the reports bill them.
  const received = await app.inject({
    method: 'POST',
    url: '/api/v1/operations/receive',
    headers: { ...warehouse.headers, 'idempotency-key': randomUUID() },
    payload: { trackingNumbers: [tenth.trackingNumber, fifth.trackingNumber], mode: 'COUNTER' },
  });
  expect(received.statusCode, received.body).toBe(200);
});
afterAll(async () => app?.close());

describe('0.1 + 0.2 through every path', () => {
  it('quotes and books each price as the card says it', async () => {
    const quote = await app.inject({
      method: 'POST',
      url: '/api/v1/bookings/quote',
      headers: customer.headers,
      payload: bookingInput({ ...LINE, pieces: small }) as never,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().total).toBe(0.1);
    expect(tenth.price.total).toBe(0.1);
    expect(fifth.price.total).toBe(0.2);
    const stored = await rowsOf<{ total: string; cost: string }>(
      app.db,
      sql`select sum(total)::text as total, sum(cost_total)::text as cost from bookings
          where id in (${tenth.id}, ${fifth.id})`,
    );
    expect(Number(stored[0]!.total)).toBe(0.3);
    expect(stored[0]!.total).toMatch(/^0\.30*$/);
    expect(Number(stored[0]!.cost)).toBe(0.3);
  });

  it('the statement, its Excel and the revenue reports add them to 0.3', async () => {
    const st = await json(`/reports/statement?customerId=${customer.customerId}&${PERIOD}`);
    expect(st.totals.byCurrency).toEqual([expect.objectContaining({ currency: 'USD', total: 0.3 })]);
    const xlsx = await app.inject({
      url: `/api/v1/reports/statement.xlsx?customerId=${customer.customerId}&${PERIOD}`,
      headers: manager.headers,
    });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as never);
    const numbers: number[] = [];
    wb.worksheets[0]!.eachRow((r) =>
      r.eachCell((c) => {
        if (typeof c.value === 'number') numbers.push(c.value);
      }),
    );
    expect(numbers).toContain(0.3);
    expect(numbers).not.toContain(0.1 + 0.2);
    // Without an office filter the kept summaries answer; with one, the bookings (ADR 020).
    for (const office of ['', '&office=SOUTH']) {
      const byCustomer = await json(`/reports/by-customer?${PERIOD}${office}`);
      expect(byCustomer.totals.revenue.USD, office).toBe(0.3);
      const byService = await json(`/reports/by-service?${PERIOD}${office}`);
      expect(byService.totals.revenue.USD, office).toBe(0.3);
    }
  });

  it('the margin report adds their đồng to the sum of each booking’s own', async () => {
    const vnd = [tenth, fifth].map((b) => b.price.totalVnd as number);
    expect(vnd.every(Number.isInteger)).toBe(true);
    const margin = await json(`/reports/margin?${PERIOD}&groupBy=customer`);
    const row = margin.rows.find((r: { key: string }) => r.key === customer.customerId);
    expect(row, JSON.stringify(margin.rows)).toBeDefined();
    // Export services carry no VAT, so the price before VAT is the whole đồng total.
    expect(row.price).toBe(vnd[0]! + vnd[1]!);
    // The cost card has the same cells, so the margin is exactly nothing.
    expect(row.cost).toBe(row.price);
    expect(row.margin).toBe(0);
  });
});
