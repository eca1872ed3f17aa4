import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking, hcmDay } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';

/**
 * Issues at the same moment. Meaningful on PostgreSQL (DATABASE_URL, as CI runs the suite), where
 * the requests run in transactions of their own at once; the embedded database runs them one after
 * the other, and the answers must be the same.
 */
let app: TestApp;
let admin: TestUser;
const PERIOD = { from: hcmDay(-1), to: hcmDay(0) };

appSuite({ admin: 'ADMINISTRATOR' }, (s) => ({ app, admin } = s));

const post = (url: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, headers: admin.headers, payload });

async function customerWithCarried(n: number) {
  const shop = await loginAs(app, 'CUSTOMER');
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push((await createBooking(app, shop.headers)).id);
  // Picked up: carried, so billed (ADR 025).
  await app.db.execute(sql`update bookings set status = 'PICKED_UP' where customer_id = ${shop.customerId}`);
  return { shop, ids };
}

async function draftOf(shop: TestUser) {
  const res = await post('/invoices', { customerId: shop.customerId, ...PERIOD });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe('invoices issued at once', () => {
  it('two invoices over the same shipments: one is issued, the other refused, each shipment on exactly one', async () => {
    const { shop, ids } = await customerWithCarried(3);
    const drafts = await Promise.all([draftOf(shop), draftOf(shop), draftOf(shop)]);
    const answers = await Promise.all(drafts.map((id) => post(`/invoices/${id}/issue`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const onInvoices = await rowsOf<{ booking_id: string; n: number }>(
      app.db,
      sql`select l.booking_id, count(*)::int as n from invoice_lines l join invoices i on i.id = l.invoice_id
          where i.status = 'ISSUED' and i.kind = 'INVOICE' and l.booking_id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) group by l.booking_id`,
    );
    expect(onInvoices.map((r) => r.n)).toEqual([1, 1, 1]);
    const issued = await rowsOf<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from invoices where customer_id = ${shop.customerId} and status = 'ISSUED'`,
    );
    expect(issued[0]!.n).toBe(1);
  });

  it('numbers are gapless and never reused when many invoices and refusals meet', async () => {
    const shops = await Promise.all(Array.from({ length: 8 }, () => customerWithCarried(1)));
    // Two drafts per customer: eight issues succeed, eight are refused, all at once.
    const drafts = (
      await Promise.all(shops.map(async ({ shop }) => [await draftOf(shop), await draftOf(shop)]))
    ).flat();
    const [year] = hcmDay(0).split('-');
    const [before] = await rowsOf<{ last: number | null }>(
      app.db,
      sql`select max(series_no) as last from invoices where series_year = ${Number(year)}`,
    );
    const answers = await Promise.all(drafts.map((id) => post(`/invoices/${id}/issue`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(8);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(8);
    const numbers = answers
      .filter((a) => a.statusCode === 200)
      .map((a) => Number((a.json().number as string).slice(-6)))
      .sort((a, b) => a - b);
    const first = (before?.last ?? 0) + 1;
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => first + i));
    const [series] = await rowsOf<{ last_number: number }>(
      app.db,
      sql`select last_number from invoice_series where year = ${Number(year)}`,
    );
    expect(series!.last_number).toBe(first + 7);
  });
});
