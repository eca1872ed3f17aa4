import { randomUUID } from 'node:crypto';
import { isValidTrackingNumber } from '@acf/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs, type TestUser } from '../helpers/auth';
import { bookingInput, createBooking, hcmDay, party, transition } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';
import { type Crew, crewOf, walk } from '../helpers/walk';

let app: TestApp;
let customer: TestUser;
let other: TestUser;
let sales: TestUser;
let warehouse: TestUser;
/** Who reads a booking's history (manage_history, the tracing page). */
let tracer: TestUser;
let crew: Crew;
appSuite({}, async (s) => {
  ({ app } = s);
  // The sales user's own customers: a sales user books and sees only those.
  sales = await loginAs(app, 'SALES');
  customer = await loginAs(app, 'CUSTOMER', { salesUserId: sales.userId });
  other = await loginAs(app, 'CUSTOMER', { salesUserId: sales.userId });
  warehouse = await loginAs(app, 'WAREHOUSE_OPERATOR');
  tracer = await loginAs(app, 'MANAGER');
  crew = await crewOf(app);
});

const post = (headers: Record<string, string>, payload: object, extra: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/bookings', headers: { ...headers, ...extra }, payload });

describe('POST /bookings', () => {
  it('creates the contract example for the customer itself', async () => {
    const res = await post(customer.headers, bookingInput());
    expect(res.statusCode).toBe(201);
    const b = res.json();
    expect(b).toMatchObject({
      status: 'BOOKED',
      chargeableWeight: 2.5,
      customer: { id: customer.customerId },
      // Yamato's 2026 card to Japan: 0.5 kg 13 USD + 4 × 3.2 USD; no fuel, exported (VAT 0 %).
      price: { baseFee: 25.8, total: 25.8, currency: 'USD', surcharges: [], vat: 0 },
    });
    expect(b.price.lines.map((l: { code: string }) => l.code)).toEqual(['BASE', 'VAT']);
    expect(b.price.rateCard).toMatchObject({ version: 1 });
    expect(b.code).toMatch(/^BK\d{6}\d{4}$/);
    expect(isValidTrackingNumber(b.trackingNumber)).toBe(true);
  });

  it('ignores a customerId sent by a customer', async () => {
    const res = await post(customer.headers, { ...bookingInput(), customerId: other.customerId });
    expect(res.json().customer.id).toBe(customer.customerId);
  });

  it('staff book for the customer they name, and must name one', async () => {
    const missing = await post(sales.headers, bookingInput());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'customerId', message: 'Vui lòng nhập' }]);
    const res = await post(sales.headers, { ...bookingInput(), customerId: other.customerId });
    expect(res.statusCode).toBe(201);
    expect(res.json().customer.id).toBe(other.customerId);
    const unknown = await post(sales.headers, { ...bookingInput(), customerId: randomUUID() });
    expect(unknown.json().errors[0]).toMatchObject({ field: 'customerId' });
  });

  it('staff without get_list_booking cannot create', async () => {
    const editor = await loginAs(app, 'CONTENT_EDITOR');
    expect((await post(editor.headers, { ...bookingInput(), customerId: other.customerId })).statusCode).toBe(
      403,
    );
  });

  it('adds the engine surcharges for DHL, FedEx and UPS, minus the customer discount', async () => {
    const { customers } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    const c = await loginAs(app, 'CUSTOMER', { salesUserId: sales.userId });
    await app.db.update(customers).set({ discountPercent: 10 }).where(eq(customers.id, c.customerId!));
    // UPS additional handling: longest side over 122 cm.
    const b = await createBooking(app, c.headers, {
      carrier: 'UPS',
      pieces: [{ length: 130, width: 40, height: 30, weight: 20, quantity: 1 }],
    });
    expect(b.chargeableWeight).toBe(31.5);
    expect(b.price.surcharges.map((s) => s.code)).toContain('ADDITIONAL_HANDLING');
    const sum = b.price.surcharges.filter((s) => s.currency === 'USD').reduce((s, l) => s + l.total, 0);
    expect(b.price.surchargeTotal).toBe(sum);
    expect(b.price.discountPercent).toBe(10);
    // The discount is 10 % of the base (ADR 027); fuel is UPS's percentage of this month.
    expect(b.price.discount).toBe(Math.round(b.price.baseFee * 10) / 100);
    const cents = (n: number) => Math.round(n * 100);
    const counted = b.price.lines.filter((l) => l.counted);
    expect(counted.map((l) => l.code)).toEqual([
      'BASE',
      'DISCOUNT',
      ...b.price.surcharges.map((x) => x.code),
      'FUEL',
      'VAT',
    ]);
    expect(counted.reduce((t, l) => t + cents(l.amount), 0)).toBe(cents(b.price.total));
    expect(b.price.total).toBeGreaterThan(cents(b.price.baseFee * 0.9 + sum) / 100);
  });

  it('a retried create with the same Idempotency-Key makes one booking', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([
      post(customer.headers, bookingInput(), { 'idempotency-key': key }),
      post(customer.headers, bookingInput(), { 'idempotency-key': key }),
    ]);
    const c = await post(customer.headers, bookingInput(), { 'idempotency-key': key });
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(c.statusCode).toBe(200);
    expect(c.headers['idempotent-replayed']).toBe('true');
    expect(new Set([a.json().id, b.json().id, c.json().id]).size).toBe(1);
    // The same key of another user is another booking.
    const d = await post(other.headers, bookingInput(), { 'idempotency-key': key });
    expect(d.statusCode).toBe(201);
    expect(d.json().id).not.toBe(a.json().id);
  });

  it('takes a pickup today in Ho Chi Minh, and refuses one before today naming pickup.date', async () => {
    const pickup = (date: string) => ({ ...bookingInput().pickup, date });
    const today = await post(customer.headers, { ...bookingInput(), pickup: pickup(hcmDay(0)) });
    expect(today.statusCode, today.body).toBe(201);
    expect(today.json().pickup.date).toBe(hcmDay(0));
    const before = (await app.inject({ url: '/api/v1/bookings', headers: customer.headers })).json();
    for (const [lang, message] of [
      ['vi', 'Ngày lấy hàng không được trước hôm nay'],
      ['en', 'The pickup date cannot be before today'],
    ] as const) {
      const res = await post(
        customer.headers,
        { ...bookingInput(), pickup: pickup(hcmDay(-1)) },
        { 'accept-language': lang },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json().errors).toEqual([{ field: 'pickup.date', message }]);
    }
    const after = (await app.inject({ url: '/api/v1/bookings', headers: customer.headers })).json();
    expect(after.totalResults).toBe(before.totalResults);
  });

  it('200 concurrent creates get unique codes and tracking numbers', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, () => post(customer.headers, bookingInput())),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const codes = results.map((r) => r.json().code as string);
    const numbers = results.map((r) => r.json().trackingNumber as string);
    expect(new Set(codes).size).toBe(200);
    expect(new Set(numbers).size).toBe(200);
    expect(numbers.every(isValidTrackingNumber)).toBe(true);
  }, 120_000);
});

describe('limits and messages in both languages', () => {
  const cases = [
    ['sender.name', { sender: party({ name: 'a'.repeat(36) }) }, 'Tối đa 35 ký tự', 'At most 35 characters'],
    [
      'receiver.phone',
      { receiver: party({ phone: '0'.repeat(15) }) },
      'Tối đa 14 ký tự',
      'At most 14 characters',
    ],
    ['goodsDescription', { goodsDescription: 'x'.repeat(61) }, 'Tối đa 60 ký tự', 'At most 60 characters'],
    ['note', { note: 'x'.repeat(61) }, 'Tối đa 60 ký tự', 'At most 60 characters'],
    [
      'sender.addressLine1',
      { sender: party({ addressLine1: 'x'.repeat(36) }) },
      'Tối đa 35 ký tự',
      'At most 35 characters',
    ],
    ['receiver.name', { receiver: party({ name: '' }) }, 'Vui lòng nhập', 'Please enter'],
    [
      'pieces.0.weight',
      { pieces: [{ length: 1, width: 1, height: 1, quantity: 1 }] },
      'Vui lòng nhập',
      'Please enter',
    ],
  ] as const;
  it.each(cases)('%s', async (field, over, vi, en) => {
    for (const [lang, msg] of [
      ['vi', vi],
      ['en', en],
    ]) {
      const res = await post(customer.headers, { ...bookingInput(), ...over }, { 'accept-language': lang! });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message: msg });
    }
  });

  it('a missing field is "Vui lòng nhập"', async () => {
    const { goodsDescription: _, ...rest } = bookingInput();
    const res = await post(customer.headers, rest);
    expect(res.json().errors).toEqual([{ field: 'goodsDescription', message: 'Vui lòng nhập' }]);
  });
});

describe('scope: another customer sees nothing', () => {
  it('answers 404 on every booking route and hides it from the list', async () => {
    const b = await createBooking(app, customer.headers);
    for (const [method, url, payload] of [
      ['GET', `/api/v1/bookings/${b.id}`],
      ['PATCH', `/api/v1/bookings/${b.id}`, { note: 'x' }],
      ['POST', `/api/v1/bookings/${b.id}/transitions`, { to: 'CANCELLED' }],
      ['GET', `/api/v1/bookings/${b.id}/events`],
      ['GET', `/api/v1/bookings/${b.id}/label.pdf`],
    ] as const) {
      const res = await app.inject({ method, url, headers: other.headers, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await app.inject({ url: `/api/v1/bookings?search=${b.code}`, headers: other.headers });
    expect(list.json().totalResults).toBe(0);
    const mine = await app.inject({ url: `/api/v1/bookings?search=${b.code}`, headers: customer.headers });
    expect(mine.json().results.map((r: { id: string }) => r.id)).toEqual([b.id]);
  });

  it('history is for the tracing page only (manage_history): not a customer, not /order staff', async () => {
    const b = await createBooking(app, customer.headers);
    for (const who of [customer, sales, warehouse])
      expect(
        (await app.inject({ url: `/api/v1/bookings/${b.id}/history`, headers: who.headers })).statusCode,
      ).toBe(403);
    expect(
      (await app.inject({ url: `/api/v1/bookings/${b.id}/history`, headers: tracer.headers })).statusCode,
    ).toBe(200);
  });
});

describe('GET /bookings', () => {
  it('filters by status, service, customer and text (code, tracking number, receiver)', async () => {
    const c = await loginAs(app, 'CUSTOMER', { salesUserId: sales.userId });
    const a = await createBooking(app, c.headers, {
      receiver: party({ name: 'Yamada Taro', country: 'JP', postalCode: '100-0001', phone: '+81312345678' }),
    });
    const b = await createBooking(app, c.headers, { carrier: 'DHL', service: 'ECONOMY' });
    await walk(app, crew, [b], 'ASSIGNED');
    const q = async (query: string) =>
      (
        await app.inject({
          url: `/api/v1/bookings?customerId=${c.customerId}&${query}`,
          headers: sales.headers,
        })
      )
        .json()
        .results.map((r: { id: string }) => r.id);
    expect(await q('')).toEqual([b.id, a.id]);
    expect(await q('status=ASSIGNED')).toEqual([b.id]);
    expect(await q('service=ECONOMY')).toEqual([b.id]);
    expect(await q('search=yamada')).toEqual([a.id]);
    expect(await q(`search=${a.trackingNumber.slice(0, 8)}`)).toContain(a.id);
    expect(await q(`search=${a.code.toLowerCase()}`)).toEqual([a.id]);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    expect(await q(`from=${today}&to=${today}`)).toHaveLength(2);
    expect(await q('from=2000-01-01&to=2000-01-02')).toEqual([]);
    const page = await app.inject({ url: '/api/v1/bookings?pageSize=1&page=2', headers: sales.headers });
    expect(page.json()).toMatchObject({ page: 2, pageSize: 1, results: [expect.anything()] });
  });

  it('names a customer without a company by its contact person', async () => {
    const person = await loginAs(app, 'CUSTOMER', { salesUserId: sales.userId });
    await app.db.execute(
      sql`update customers set company_name = '', contact_name = 'Tran Thi B' where id = ${person.customerId}`,
    );
    const b = await createBooking(app, person.headers);
    const list = await app.inject({ url: `/api/v1/bookings?search=${b.code}`, headers: sales.headers });
    expect(list.json().results[0].customer).toMatchObject({ id: person.customerId, name: 'Tran Thi B' });
    const one = await app.inject({ url: `/api/v1/bookings/${b.id}`, headers: sales.headers });
    expect(one.json().customer.name).toBe('Tran Thi B');
    const named = await app.inject({ url: `/api/v1/bookings/${b.id}`, headers: customer.headers });
    expect(named.statusCode).toBe(404);
  });

  it('staff without a booking permission get 403', async () => {
    const editor = await loginAs(app, 'CONTENT_EDITOR');
    expect((await app.inject({ url: '/api/v1/bookings', headers: editor.headers })).statusCode).toBe(403);
  });
});

describe('PATCH /bookings/:id', () => {
  it('recomputes weight and price before pickup, and logs every change', async () => {
    const b = await createBooking(app, customer.headers);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/v1/bookings/${b.id}`,
      headers: customer.headers,
      payload: { pieces: [{ length: 50, width: 50, height: 50, weight: 3, quantity: 1 }], note: 'Fragile' },
    });
    expect(res.statusCode).toBe(200);
    // 50×50×50 / 6000 (Yamato's divisor) = 20.8 kg, rounded up to the card's 0.5 kg.
    expect(res.json()).toMatchObject({ chargeableWeight: 21, note: 'Fragile' });
    expect(res.json().price.total).toBeGreaterThan(b.price.total);
    const history = (
      await app.inject({ url: `/api/v1/bookings/${b.id}/history`, headers: tracer.headers })
    ).json().results;
    expect(history.map((h: { field: string }) => h.field).sort()).toEqual([
      'created',
      'note',
      'pieces',
      'price.total',
    ]);
    expect(history.find((h: { field: string }) => h.field === 'note')).toMatchObject({
      before: '',
      after: 'Fragile',
      username: customer.username,
    });
  });

  it('a customer edits only while BOOKED; after pickup only operations staff', async () => {
    const b = await createBooking(app, customer.headers);
    await walk(app, crew, [b], 'ASSIGNED');
    const patch = (headers: Record<string, string>, payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/v1/bookings/${b.id}`, headers, payload });
    expect((await patch(customer.headers, { note: 'x' })).statusCode).toBe(409);
    expect((await patch(sales.headers, { note: 'by sales' })).statusCode).toBe(200);
    // The driver picks it up as booked.
    const picked = await app.inject({
      method: 'POST',
      url: `/api/v1/pickups/${b.id}/confirm`,
      headers: { ...crew.driver.headers, 'idempotency-key': randomUUID() },
      payload: { pieces: [{ length: 30, width: 20, height: 10, weight: 2.3, quantity: 1 }] },
    });
    expect(picked.json().status).toBe('PICKED_UP');
    const refused = await patch(sales.headers, { note: 'late' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Sau khi lấy hàng, chỉ nhân viên vận hành được sửa booking');
    const weighed = await patch(warehouse.headers, {
      pieces: [{ length: 30, width: 20, height: 10, weight: 4.2, quantity: 1 }],
    });
    expect(weighed.json()).toMatchObject({ chargeableWeight: 4.5, price: { total: b.price.total } });
    const history = (
      await app.inject({ url: `/api/v1/bookings/${b.id}/history`, headers: tracer.headers })
    ).json().results;
    expect(history[0]).toMatchObject({ field: 'pieces', username: warehouse.username });
  });
});

describe('POST /bookings: an empty pickup date', () => {
  it('asks for one in the caller language; "Invalid date" only for what is not a date', async () => {
    for (const [date, lang, message] of [
      ['', 'vi', 'Vui lòng chọn ngày lấy hàng'],
      [undefined, 'en', 'Please choose a pickup date'],
      ['21-11-2026', 'en', 'Invalid date'],
    ] as const) {
      const body = bookingInput();
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: { ...customer.headers, 'accept-language': lang },
        payload: { ...body, pickup: { ...body.pickup, date } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'pickup.date', message }]);
    }
  });
});

describe('PATCH /bookings/:id: the pickup date', () => {
  const patch = (id: string, payload: object, lang = 'vi') =>
    app.inject({
      method: 'PATCH',
      url: `/api/v1/bookings/${id}`,
      headers: { ...customer.headers, 'accept-language': lang },
      payload,
    });
  const pickup = (date: string, timeWindow = '09:00-12:00') => ({
    date,
    timeWindow,
    address: '12 Nguyen Hue',
  });

  it('refuses a new pickup date before today naming pickup.date, and takes today', async () => {
    const b = await createBooking(app, customer.headers);
    for (const [lang, message] of [
      ['vi', 'Ngày lấy hàng không được trước hôm nay'],
      ['en', 'The pickup date cannot be before today'],
    ] as const) {
      const res = await patch(b.id, { pickup: pickup(hcmDay(-1)) }, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'pickup.date', message }]);
    }
    const unchanged = await app.inject({ url: `/api/v1/bookings/${b.id}`, headers: customer.headers });
    expect(unchanged.json().pickup.date).toBe(b.pickup.date);
    const today = await patch(b.id, { pickup: pickup(hcmDay(0)) });
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json().pickup.date).toBe(hcmDay(0));
  });

  it('an older booking whose pickup day has passed stays editable while the date is kept', async () => {
    const { bookings } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    const b = await createBooking(app, customer.headers);
    const past = hcmDay(-5);
    await app.db.update(bookings).set({ pickupDate: past }).where(eq(bookings.id, b.id));
    const read = await app.inject({ url: `/api/v1/bookings/${b.id}`, headers: customer.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().pickup.date).toBe(past);
    // Another field: the passed date is left alone.
    const note = await patch(b.id, { note: 'Call first' });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json()).toMatchObject({ note: 'Call first', pickup: { date: past } });
    // The pickup sent whole with the stored date and a new time window.
    const window = await patch(b.id, { pickup: pickup(past, '13:00-17:00') });
    expect(window.statusCode, window.body).toBe(200);
    expect(window.json().pickup).toMatchObject({ date: past, timeWindow: '13:00-17:00' });
    // Moving it to another past day is a new date, and refused.
    const moved = await patch(b.id, { pickup: pickup(hcmDay(-4)) });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual([
      { field: 'pickup.date', message: 'Ngày lấy hàng không được trước hôm nay' },
    ]);
  });
});

describe('GET /history', () => {
  it('searches the audit by booking code, user and dates (manage_history)', async () => {
    const b = await createBooking(app, customer.headers);
    // Dropped off at the counter: the warehouse's one change of it.
    expect((await transition(app, warehouse.headers, b.id, 'IN_WAREHOUSE')).statusCode).toBe(200);
    const manager = await loginAs(app, 'MANAGER');
    const res = await app.inject({
      url: `/api/v1/history?bookingCode=${b.code}&username=${warehouse.username}`,
      headers: manager.headers,
    });
    expect(res.json()).toMatchObject({
      totalResults: 1,
      results: [{ bookingCode: b.code, field: 'status', before: 'BOOKED', after: 'IN_WAREHOUSE' }],
    });
    const none = await app.inject({
      url: `/api/v1/history?bookingCode=${b.code}&to=2000-01-01`,
      headers: manager.headers,
    });
    expect(none.json().totalResults).toBe(0);
    expect((await app.inject({ url: '/api/v1/history', headers: sales.headers })).statusCode).toBe(403);
  });
});
