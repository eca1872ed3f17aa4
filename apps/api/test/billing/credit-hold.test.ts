import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking, hcmDay } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';

let app: TestApp;
let admin: TestUser;
let manager: TestUser;
const V1 = '/api/v1';

appSuite({ admin: 'ADMINISTRATOR', manager: 'MANAGER' }, (s) => ({ app, admin, manager } = s));

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: TestUser, payload?: object, lang = 'en') =>
  app.inject({ method, url: `${V1}${url}`, headers: { ...who.headers, 'accept-language': lang }, payload });

/** An issued invoice of the customer for `totalVnd`, due `daysPastDue` days ago. */
async function openInvoice(shop: TestUser, totalVnd: number, daysPastDue: number) {
  const b = await createBooking(app, shop.headers);
  await app.db.execute(sql`update bookings set status = 'PICKED_UP' where id = ${b.id}`);
  const draft = (
    await call('POST', '/invoices', admin, { customerId: shop.customerId, from: hcmDay(-1), to: hcmDay(0) })
  ).json();
  const inv = (await call('POST', `/invoices/${draft.id}/issue`, admin)).json();
  await app.db.execute(sql`update invoices set total_vnd = ${totalVnd}, due_date = ${hcmDay(-daysPastDue)}::date
    where id = ${inv.id}`);
  return inv.id as string;
}

describe('credit hold', () => {
  it('holds a booking past the credit limit, keeps its status, names the amounts, and a manager releases it', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    const within = await createBooking(app, shop.headers);
    expect(within.creditHold).toBeNull();
    const [{ price }] = (await rowsOf<{ price: string }>(
      app.db,
      sql`select total_vnd::text as price from bookings where id = ${within.id}`,
    )) as [{ price: string }];
    await openInvoice(shop, 5_000_000, 0);
    // A limit the open invoice plus this price passes by one đồng.
    await call('PATCH', `/customers/${shop.customerId}`, admin, {
      creditLimitVnd: 5_000_000 + Number(price) - 1,
    });
    const held = await createBooking(app, shop.headers);
    expect(held.status).toBe('BOOKED');
    expect(held.creditHold).toMatchObject({
      held: true,
      reasons: ['LIMIT'],
      openVnd: 5_000_000,
      priceVnd: Number(price),
      limitVnd: 5_000_000 + Number(price) - 1,
      releasedAt: null,
    });
    // In the booker's language (Vietnamese here), with the amounts.
    expect(held.creditHold!.message).toContain('vượt hạn mức tín dụng: công nợ 5.000.000 đ');
    const inEnglish = (await call('GET', `/bookings/${held.id}`, admin)).json();
    expect(inEnglish.creditHold.message).toContain('past the credit limit: open 5.000.000 VND');
    // Exactly at the limit is within it.
    await call('PATCH', `/customers/${shop.customerId}`, admin, {
      creditLimitVnd: 5_000_000 + Number(price),
    });
    expect((await createBooking(app, shop.headers)).creditHold).toBeNull();

    // The customer cannot release it; a sales user neither; the manager can.
    expect((await call('POST', `/bookings/${held.id}/release-credit-hold`, shop)).statusCode).toBe(403);
    const sales = await loginAs(app, 'SALES');
    expect((await call('POST', `/bookings/${held.id}/release-credit-hold`, sales)).statusCode).toBe(403);
    expect((await call('POST', `/bookings/${held.id}/release-credit-hold`, manager)).statusCode).toBe(204);
    const after = (await call('GET', `/bookings/${held.id}`, shop, undefined, 'vi')).json();
    expect(after.status).toBe('BOOKED');
    expect(after.creditHold).toMatchObject({ held: false, reasons: ['LIMIT'] });
    expect(after.creditHold.releasedAt).not.toBeNull();
    expect(after.creditHold.message).toContain('vượt hạn mức tín dụng');
    expect((await call('POST', `/bookings/${held.id}/release-credit-hold`, manager)).statusCode).toBe(409);
  });

  it('holds a customer with an invoice more than 30 days past due, whatever its limit; a payment lifts it', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    await openInvoice(shop, 300_000, 30);
    expect((await createBooking(app, shop.headers)).creditHold).toBeNull();
    const late = await openInvoice(shop, 400_000, 31);
    const held = await createBooking(app, shop.headers);
    expect(held.creditHold).toMatchObject({
      held: true,
      reasons: ['OVERDUE'],
      overdueVnd: 400_000,
      limitVnd: null,
    });
    expect(held.creditHold!.message).toContain('400.000');

    const paid = await call('POST', '/payments', admin, {
      customerId: shop.customerId,
      date: hcmDay(0),
      amountVnd: 400_000,
      method: 'BANK_TRANSFER',
      allocations: [{ invoiceId: late, amountVnd: 400_000 }],
    });
    expect(paid.statusCode).toBe(201);
    expect((await createBooking(app, shop.headers)).creditHold).toBeNull();
  });
});
