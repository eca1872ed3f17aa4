import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { customers } from '../../src/db/schema';
import { loginAs, type TestUser } from '../helpers/auth';
import { bookingInput, createBooking } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';

let app: TestApp;
let customer: TestUser;
let sales: TestUser;
let otherSales: TestUser;
appSuite({ sales: 'SALES', otherSales: 'SALES' }, async (s) => {
  ({ app, sales, otherSales } = s);
  customer = await loginAs(app, 'CUSTOMER', { salesUserId: sales.userId });
  const { eq } = await import('drizzle-orm');
  await app.db.update(customers).set({ discountPercent: 10 }).where(eq(customers.id, customer.customerId!));
});

const quote = (headers: Record<string, string>, payload: unknown, lang = 'vi') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/bookings/quote',
    headers: { ...headers, 'accept-language': lang },
    payload: payload as Record<string, unknown>,
  });

// UPS additional handling: longest side over 122 cm.
const ups = bookingInput({
  carrier: 'UPS',
  pieces: [{ length: 130, width: 40, height: 30, weight: 20, quantity: 1 }],
});

const counts = async () =>
  (
    await rowsOf<{ b: number; e: number; h: number; d: number }>(
      app.db,
      sql`select (select count(*)::int from bookings) as b, (select count(*)::int from booking_events) as e,
                 (select count(*)::int from booking_history) as h, (select count(*)::int from booking_day_counters) as d`,
    )
  )[0];

describe('POST /bookings/quote', () => {
  it('answers exactly the quote shape, with each surcharge and why, and writes nothing', async () => {
    const before = await counts();
    const res = await quote(customer.headers, ups, 'en');
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json();
    expect(Object.keys(q).sort()).toEqual(
      [
        'baseFee',
        'carrier',
        'chargeableWeight',
        'currency',
        'discount',
        'lines',
        'options',
        'service',
        'surcharges',
        'total',
        'totalVnd',
      ].sort(),
    );
    expect(q.chargeableWeight).toBe(31.5);
    expect(q.currency).toBe('USD');
    const handling = q.surcharges.find((s: { code: string }) => s.code === 'ADDITIONAL_HANDLING');
    expect(Object.keys(handling).sort()).toEqual(['amount', 'code', 'label', 'reason']);
    expect(handling.amount).toBeGreaterThan(0);
    expect(handling.label).toMatch(/handling/i);
    expect(handling.reason).toMatch(/130/);
    // The customer's 10 % comes off the base (ADR 027); the total is the sum of its lines.
    expect(q.discount).toBe(Math.round(q.baseFee * 10) / 100);
    const cents = (n: number) => Math.round(n * 100);
    const counted = q.lines.filter((l: { counted: boolean }) => l.counted);
    expect(counted.reduce((s: number, l: { amount: number }) => s + cents(l.amount), 0)).toBe(cents(q.total));
    expect(counted.map((l: { code: string }) => l.code)).toEqual(
      expect.arrayContaining(['BASE', 'DISCOUNT', 'ADDITIONAL_HANDLING', 'VAT']),
    );
    expect(await counts()).toEqual(before);
    // The reason and label follow the caller's language.
    const vi = (await quote(customer.headers, ups, 'vi')).json();
    expect(vi.total).toBe(q.total);
    expect(vi.surcharges[0].reason).not.toBe(q.surcharges[0].reason);
  });

  it("the quote's total is the created booking's total (same pricing code)", async () => {
    for (const body of [
      ups,
      bookingInput(),
      bookingInput({
        carrier: 'DHL',
        pieces: [{ length: 125, width: 80, height: 60, weight: 75, quantity: 2 }],
      }),
      bookingInput({
        service: 'AIR_FREIGHT',
        cargoUnit: 'CBM',
        pieces: [{ volume: 2.5, weight: 300, quantity: 1 }],
      }),
      bookingInput({
        service: 'SEA_FREIGHT',
        carrier: 'K_CARGO',
        cargoUnit: 'CONT',
        pieces: [{ containerType: '40HC', weight: 9000, quantity: 2 }],
        receiver: {
          ...bookingInput().receiver,
          country: 'KR',
          postalCode: '04524',
          city: 'Seoul',
          customsCode: 'P123456789012',
        },
      }),
    ]) {
      const q = (await quote(customer.headers, body)).json();
      const created = await createBooking(app, customer.headers, body);
      expect(q.total).toBe(created.price.total);
      expect(q.baseFee).toBe(created.price.baseFee);
      expect(q.discount).toBe(created.price.discount);
      expect(q.chargeableWeight).toBe(created.chargeableWeight);
      // The booking keeps the lines it was quoted with, and what it cost by the COST card.
      expect(created.price.lines.map((l: { code: string }) => l.code)).toEqual(
        q.lines.map((l: { code: string }) => l.code),
      );
      expect(created.price.totalVnd).toBe(q.totalVnd);
      expect(created.price.rateCard).not.toBeNull();
      const [row] = await rowsOf<{ cost: string | null }>(
        app.db,
        sql`select cost_total::text as cost from bookings where id = ${created.id}`,
      );
      expect(Number(row!.cost)).toBeGreaterThan(0);
      expect(Number(row!.cost)).toBeLessThan(q.total);
      expect(JSON.stringify(created)).not.toMatch(/cost/i);
    }
  });

  it('shops by price: every carrier and service that can carry it, cheapest first, each explained', async () => {
    const body = bookingInput();
    const { carrier: _c, service: _s, ...any } = body;
    const res = await quote(customer.headers, any, 'vi');
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json();
    const names = q.options.map((o: { carrier: string; service: string }) => `${o.carrier} ${o.service}`);
    // To Japan: Yamato's lines, the express carriers', DHL e-commerce; K-Cargo carries to Korea only.
    expect(names).toEqual(
      expect.arrayContaining(['YAMATO EXPRESS', 'DHL EXPRESS', 'UPS ECONOMY', 'YAMATO ECOMMERCE_SERVICE']),
    );
    expect(names.some((n: string) => n.startsWith('K_CARGO'))).toBe(false);
    const vnd = q.options.map((o: { totalVnd: number }) => o.totalVnd);
    expect(vnd).toEqual([...vnd].sort((a, b) => a - b));
    // With no carrier asked, the top of the answer is the cheapest option.
    expect([q.carrier, q.service, q.total]).toEqual([
      q.options[0].carrier,
      q.options[0].service,
      q.options[0].total,
    ]);
    const yamato = q.options.find(
      (o: { carrier: string; service: string }) => o.carrier === 'YAMATO' && o.service === 'EXPRESS',
    );
    expect(yamato.transitDays).toBe('2-3');
    expect(yamato.rateCard.validFrom).toBe('2026-01-01');
    const base = yamato.lines.find((l: { code: string }) => l.code === 'BASE');
    // 30×20×10 / 6000 = 1 kg; actual 2.3 kg; 2.5 kg chargeable: 0.5 kg first + 4 more halves.
    expect(base.explanation).toContain('2,5 kg tính cước');
    expect(base.explanation).toContain('30×20×10 / 6000');
    expect(base.explanation).toContain('vùng 1');
    expect(base.explanation).toContain('+ 4 ×');
    expect(base.amount).toBe(25.8);
    const fx = yamato.fx;
    expect(yamato.totalVnd).toBe(Math.round(yamato.total * fx.rate));
  });

  it('the kept card data follows a write: a new fuel percentage prices the next quote', async () => {
    const manager = await loginAs(app, 'MANAGER');
    const fuelOf = async () =>
      (await quote(customer.headers, ups, 'en'))
        .json()
        .lines.find((l: { code: string }) => l.code === 'FUEL');
    const before = await fuelOf();
    const month = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/v1/fuel-surcharges/UPS/${month}`,
      headers: manager.headers,
      payload: { percent: 40 },
    });
    expect(put.statusCode, put.body).toBeLessThan(300);
    const after = await fuelOf();
    expect(after.explanation).toContain('40');
    expect(after.amount).toBeGreaterThan(before.amount);
  });

  it('a destination no zone covers, or a unit the card does not price, is a 400 naming the field', async () => {
    const us = await quote(
      customer.headers,
      bookingInput({
        carrier: 'YAMATO',
        receiver: { ...bookingInput().receiver, country: 'US', postalCode: '10001' },
      }),
      'en',
    );
    expect(us.statusCode).toBe(400);
    expect(us.json().errors[0]).toEqual({
      field: 'receiver.country',
      message: 'No YAMATO EXPRESS zone covers US',
    });
    const cbm = await quote(
      customer.headers,
      bookingInput({ cargoUnit: 'CBM', pieces: [{ volume: 2, weight: 100, quantity: 1 }] }),
      'en',
    );
    expect(cbm.statusCode).toBe(400);
    expect(cbm.json().errors[0].field).toBe('cargoUnit');
  });

  it('staff quote for a customer with its discount; before a customer is chosen, with none', async () => {
    const withCustomer = (await quote(sales.headers, { ...ups, customerId: customer.customerId })).json();
    const mine = (await quote(customer.headers, ups)).json();
    expect(withCustomer.total).toBe(mine.total);
    const none = (await quote(sales.headers, ups)).json();
    expect(none.discount).toBe(0);
    expect(none.total).toBeGreaterThan(mine.total);
    // Another sales user's customer is not found, as in create.
    const foreign = await quote(otherSales.headers, { ...ups, customerId: customer.customerId }, 'en');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].field).toBe('customerId');
  });

  it('needs only what the price depends on, so the form can ask while it is being filled', async () => {
    const full = (await quote(customer.headers, ups)).json();
    const partial = await quote(customer.headers, {
      service: ups.service,
      carrier: ups.carrier,
      cargoUnit: ups.cargoUnit,
      pieces: ups.pieces,
      sender: { country: 'VN', postalCode: ups.sender.postalCode },
      receiver: { country: ups.receiver.country, postalCode: ups.receiver.postalCode },
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toEqual(full);
    const noCountry = await quote(customer.headers, { ...ups, receiver: { postalCode: '' } }, 'en');
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.json().errors[0].field).toBe('receiver.country');
  });

  it('refuses bad input like create: 400 naming the field in the caller language', async () => {
    const res = await quote(
      customer.headers,
      { ...ups, pieces: [{ length: 10, width: 10, height: 10, quantity: 1 }] },
      'en',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'pieces.0.weight', message: 'Please enter' }]);
  });

  it('needs a session, and staff need get_list_booking', async () => {
    expect((await quote({}, ups)).statusCode).toBe(401);
    const driver = await loginAs(app, 'PICKUP_STAFF');
    expect((await quote(driver.headers, ups)).statusCode).toBe(403);
  });
});
