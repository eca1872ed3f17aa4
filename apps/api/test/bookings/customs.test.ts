import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/schema';
import { loginAs, type TestUser } from '../helpers/auth';
import { bookingInput, createBooking, party } from '../helpers/bookings';
import { appSuite, type Suite, type TestApp } from '../helpers/build';
import { pdfTextOf } from '../helpers/files';

let app: TestApp;
let call: Suite['call'];
let customer: TestUser;
let other: TestUser;
appSuite({ customer: 'CUSTOMER', other: 'CUSTOMER' }, (s) => ({ app, customer, other, call } = s));

const shirt = {
  description: 'Áo thun cotton',
  quantity: 3,
  unitValue: 12.5,
  hsCode: '6109.10.00',
  originCountry: 'vn',
  weight: 0.25,
};
const coffee = {
  description: 'Cà phê rang xay',
  quantity: 2,
  unitValue: 9.99,
  hsCode: '0901 21',
  originCountry: 'VN',
};

const post = (body: unknown, headers: Record<string, string> = customer.headers, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: { ...headers, 'accept-language': lang, 'idempotency-key': randomUUID() },
    payload: body as Record<string, unknown>,
  });

const fields = (res: { json: () => { errors?: { field: string; message: string }[] } }) =>
  (res.json().errors ?? []).map((e) => [e.field, e.message]);

describe('POST /bookings with customs', () => {
  it('stores the goods lines (HS codes as digits), the invoice defaults, and the value as their total', async () => {
    const res = await post(bookingInput({ declaredValue: 57.48, customs: { items: [shirt, coffee] } }));
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json();
    expect(b.declaredValue).toBe(57.48);
    expect(b.customs).toEqual({
      contents: 'GOODS',
      invoiceNumber: b.code,
      invoiceDate: b.createdAt && expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      reasonForExport: 'SALE',
      items: [
        { ...shirt, description2: '', hsCode: '61091000', originCountry: 'VN' },
        { ...coffee, description2: '', hsCode: '090121', weight: null },
      ],
    });
    // GET answers the same block.
    const got = await app.inject({ url: `/api/v1/bookings/${b.id}`, headers: customer.headers });
    expect(got.json().customs).toEqual(b.customs);
  });

  it('lines without a declared value: the value is their total; an invoice number and date as given', async () => {
    const input = bookingInput({
      customs: {
        invoiceNumber: 'INV-2026-001',
        invoiceDate: '2026-11-20',
        reasonForExport: 'GIFT',
        items: [shirt],
      },
    });
    delete input.declaredValue;
    const res = await post(input);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().declaredValue).toBe(37.5);
    expect(res.json().customs).toMatchObject({
      invoiceNumber: 'INV-2026-001',
      invoiceDate: '2026-11-20',
      reasonForExport: 'GIFT',
    });
  });

  it.each([
    [
      'a chapter-77 code',
      { items: [{ ...shirt, hsCode: '7701.10.00' }] },
      37.5,
      'customs.items.0.hsCode',
      'An HS code starts with a real chapter (01–97, not 77)',
    ],
    [
      'a 4-digit code',
      { items: [{ ...shirt, hsCode: '6109' }] },
      37.5,
      'customs.items.0.hsCode',
      'An HS code has 6 to 10 digits (dots and spaces allowed)',
    ],
    [
      'an origin that is no country',
      { items: [{ ...shirt, originCountry: 'XX' }] },
      37.5,
      'customs.items.0.originCountry',
      'Origin is a 2-letter ISO country code (e.g. VN)',
    ],
    [
      'a total that differs from the declared value',
      { items: [shirt, coffee] },
      50,
      'customs.items',
      'The goods lines must add up to the declared value',
    ],
    [
      'goods abroad without lines',
      { items: [] },
      50,
      'customs.items',
      'Goods sent abroad need at least one goods line',
    ],
    [
      'a reason outside the list',
      { reasonForExport: 'BRIBE', items: [shirt] },
      37.5,
      'customs.reasonForExport',
      expect.stringContaining('Must be one of'),
    ],
  ])('refuses %s with a 400 naming the field', async (_name, customs, declaredValue, field, message) => {
    const res = await post(bookingInput({ declaredValue, customs: customs as never }));
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual([[field, message]]);
  });

  it('says it in the caller language', async () => {
    const res = await post(
      bookingInput({ declaredValue: 1, customs: { items: [shirt] } }),
      customer.headers,
      'vi',
    );
    expect(fields(res)).toEqual([['customs.items', 'Tổng giá trị các dòng hàng phải bằng giá trị khai báo']]);
  });

  it('documents abroad and parcels within Vietnam need no lines; nothing is written for a refusal', async () => {
    const before = await app.db.$count(bookings, eq(bookings.customerId, customer.customerId!));
    const docs = await post(bookingInput({ declaredValue: 0, customs: { contents: 'DOCUMENTS' } }));
    expect(docs.statusCode, docs.body).toBe(201);
    expect(docs.json().customs).toMatchObject({ contents: 'DOCUMENTS', items: [] });
    const domestic = await post(bookingInput({ receiver: party({ name: 'Lê Văn B' }), customs: undefined }));
    expect(domestic.statusCode, domestic.body).toBe(201);
    const refused = await post(bookingInput({ declaredValue: 1, customs: { items: [] } }));
    expect(refused.statusCode).toBe(400);
    expect(await app.db.$count(bookings, eq(bookings.customerId, customer.customerId!))).toBe(before + 2);
  });
});

describe('POST /bookings/quote with customs', () => {
  it('takes the customs block, checks it, and prices without it', async () => {
    const ok = await call(
      customer,
      'POST',
      '/bookings/quote',
      bookingInput({ declaredValue: 37.5, customs: { items: [shirt] } }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().total).toBeGreaterThan(0);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/bookings/quote',
      headers: { ...customer.headers, 'accept-language': 'en' },
      payload: bookingInput({ customs: { items: [{ ...shirt, hsCode: '12' }] } }),
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual([
      ['customs.items.0.hsCode', 'An HS code has 6 to 10 digits (dots and spaces allowed)'],
    ]);
  });
});

describe('PATCH /bookings/:id with customs', () => {
  const patch = (id: string, body: unknown) =>
    app.inject({
      method: 'PATCH',
      url: `/api/v1/bookings/${id}`,
      headers: { ...customer.headers, 'accept-language': 'en' },
      payload: body as Record<string, unknown>,
    });

  it('replaces the lines, the value follows them, and the change is in the history', async () => {
    const b = await createBooking(app, customer.headers, {
      declaredValue: 37.5,
      customs: { items: [shirt] },
    });
    const res = await patch(b.id, { customs: { reasonForExport: 'SAMPLE', items: [shirt, coffee] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().declaredValue).toBe(57.48);
    expect(res.json().customs.items.map((i: { hsCode: string }) => i.hsCode)).toEqual(['61091000', '090121']);
    // The defaults stay the booking's own code and day.
    expect(res.json().customs).toMatchObject({
      reasonForExport: 'SAMPLE',
      invoiceNumber: b.code,
      invoiceDate: b.customs.invoiceDate,
    });
    const staff = await loginAs(app, 'ADMINISTRATOR');
    const history = (
      await app.inject({ url: `/api/v1/bookings/${b.id}/history`, headers: staff.headers })
    ).json();
    expect(history.results.map((h: { field: string }) => h.field)).toEqual(
      expect.arrayContaining(['customs', 'declaredValue']),
    );
  });

  it('refuses a declared value the stored lines do not add up to, and lines that do not add up to a value sent', async () => {
    const b = await createBooking(app, customer.headers, {
      declaredValue: 37.5,
      customs: { items: [shirt] },
    });
    const value = await patch(b.id, { declaredValue: 40 });
    expect(value.statusCode).toBe(400);
    expect(fields(value)).toEqual([['customs.items', 'The goods lines must add up to the declared value']]);
    const both = await patch(b.id, { declaredValue: 40, customs: { items: [shirt] } });
    expect(fields(both)).toEqual([['customs.items', 'The goods lines must add up to the declared value']]);
    const none = await patch(b.id, { customs: { items: [] } });
    expect(fields(none)).toEqual([['customs.items', 'Goods sent abroad need at least one goods line']]);
    const stored = (await app.inject({ url: `/api/v1/bookings/${b.id}`, headers: customer.headers })).json();
    expect(stored.declaredValue).toBe(37.5);
    expect(stored.customs.items).toHaveLength(1);
  });
});

describe('a booking made before goods lines', () => {
  it('keeps its single description and stays editable; lines are asked for once its customs are edited', async () => {
    const b = await createBooking(app, customer.headers, { goodsDescription: 'Quần áo', declaredValue: 80 });
    await app.db.execute(sql`update bookings set customs = null where id = ${b.id}`);
    const got = (await app.inject({ url: `/api/v1/bookings/${b.id}`, headers: customer.headers })).json();
    expect(got.goodsDescription).toBe('Quần áo');
    expect(got.customs).toEqual({
      contents: 'GOODS',
      invoiceNumber: b.code,
      invoiceDate: b.customs.invoiceDate,
      reasonForExport: 'SALE',
      items: [],
    });
    const note = await call(customer, 'PATCH', `/bookings/${b.id}`, { note: 'Gọi trước khi giao' });
    expect(note.statusCode, note.body).toBe(200);
    const empty = await app.inject({
      method: 'PATCH',
      url: `/api/v1/bookings/${b.id}`,
      headers: { ...customer.headers, 'accept-language': 'en' },
      payload: { customs: { items: [] } },
    });
    expect(fields(empty)).toEqual([['customs.items', 'Goods sent abroad need at least one goods line']]);
  });
});

describe('scope', () => {
  it('another customer cannot read the booking or its customs', async () => {
    const b = await createBooking(app, customer.headers, {
      declaredValue: 37.5,
      customs: { items: [shirt] },
    });
    const res = await app.inject({ url: `/api/v1/bookings/${b.id}`, headers: other.headers });
    expect(res.statusCode).toBe(404);
  });
});

describe('an edit that sends the customs block back unchanged', () => {
  it('records no change', async () => {
    const b = await createBooking(app, customer.headers, {
      declaredValue: 37.5,
      customs: { items: [shirt] },
    });
    const res = await call(customer, 'PATCH', `/bookings/${b.id}`, {
      customs: b.customs,
      declaredValue: 37.5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().updatedAt).toBe(b.updatedAt);
  });
});

describe('GET /bookings/:id/commercial-invoice.pdf and packing-list.pdf', () => {
  /** Each of `parts` stands in the document's text. */
  const expectAll = (text: string, parts: string[]) => {
    for (const s of parts) expect(text, s).toContain(s);
  };
  const pdfText = async (url: string, headers: Record<string, string> = customer.headers) =>
    pdfTextOf(await app.inject({ url, headers }));
  let b: Awaited<ReturnType<typeof createBooking>>;
  beforeAll(async () => {
    b = await createBooking(app, customer.headers, {
      sender: party({ name: 'Nguyễn Văn Đức', company: 'Công ty TNHH Hương Việt' }),
      receiver: party({
        name: 'Trần Thị Ánh Dương',
        phone: '0312345678',
        addressLine1: '1-1 Chiyoda',
        city: 'Tokyo',
        postalCode: '100-0001',
        country: 'JP',
      }),
      pieces: [
        { length: 30, width: 20, height: 10, weight: 2.3, quantity: 2 },
        { length: 40, width: 30, height: 20, weight: 4.1, quantity: 1 },
      ],
      declaredValue: 57.48,
      customs: { reasonForExport: 'GIFT', items: [shirt, coffee] },
    });
  });

  it('the invoice, in English by default: parties, references, HS codes, origins, values and totals, pieces, a signature line', async () => {
    const text = await pdfText(`/api/v1/bookings/${b.id}/commercial-invoice.pdf`);
    expectAll(text, [
      'COMMERCIAL INVOICE',
      'Nguyễn Văn Đức',
      'Công ty TNHH Hương Việt',
      'Trần Thị Ánh Dương',
      b.code,
      b.trackingNumber,
      'Gift',
      'DAP',
      'USD',
      'Áo thun cotton',
      'Cà phê rang xay',
      '6109.10.00',
      '0901.21',
      '12.50',
      '37.50',
      '19.98',
      '57.48',
      '30 × 20 × 10',
      '40 × 30 × 20',
      'Signature',
    ]);
    expect(text).not.toContain('HÓA ĐƠN');
  });

  it('in Vietnamese with ?lang=vi, numbers written the Vietnamese way', async () => {
    const text = await pdfText(`/api/v1/bookings/${b.id}/commercial-invoice.pdf?lang=vi`);
    expectAll(text, [
      'HÓA ĐƠN THƯƠNG MẠI',
      'Người gửi hàng',
      'Quà tặng',
      'Mã HS',
      '57,48',
      '6109.10.00',
      'Chữ ký',
    ]);
  });

  it('the packing list: lines with HS code, origin, quantities and net weights, the pieces with weights and dimensions', async () => {
    const text = await pdfText(`/api/v1/bookings/${b.id}/packing-list.pdf`);
    expectAll(text, [
      'PACKING LIST',
      'Trần Thị Ánh Dương',
      '6109.10.00',
      '0901.21',
      'VN',
      '0.75',
      '2.3',
      '4.1',
      '40 × 30 × 20',
      'Signature',
    ]);
    // A packing list shows no money.
    expect(text).not.toContain('57.48');
    const vi = await pdfText(`/api/v1/bookings/${b.id}/packing-list.pdf?lang=vi`);
    expect(vi).toContain('PHIẾU ĐÓNG GÓI');
  });

  it('a booking made before goods lines prints its description as one line', async () => {
    const old = await createBooking(app, customer.headers, {
      goodsDescription: 'Nón lá Huế',
      declaredValue: 80,
    });
    await app.db.execute(sql`update bookings set customs = null where id = ${old.id}`);
    const text = await pdfText(`/api/v1/bookings/${old.id}/commercial-invoice.pdf`);
    expect(text).toContain('Nón lá Huế');
    expect(text).toContain('80.00');
    expect(text).toContain(old.code);
  });

  it('has the label scope: another customer gets 404, staff of the booking pages may print, a bad lang is a 400', async () => {
    for (const kind of ['commercial-invoice', 'packing-list']) {
      const res = await app.inject({ url: `/api/v1/bookings/${b.id}/${kind}.pdf`, headers: other.headers });
      expect(res.statusCode).toBe(404);
    }
    const staff = await loginAs(app, 'ADMINISTRATOR');
    expect(await pdfText(`/api/v1/bookings/${b.id}/packing-list.pdf`, staff.headers)).toContain(
      'PACKING LIST',
    );
    const bad = await app.inject({
      url: `/api/v1/bookings/${b.id}/commercial-invoice.pdf?lang=fr`,
      headers: { ...customer.headers, 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('lang');
    const anonymous = await app.inject({ url: `/api/v1/bookings/${b.id}/commercial-invoice.pdf` });
    expect(anonymous.statusCode).toBe(401);
  });
});
