import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking, hcmDay, party, transition } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';
import { importFile as importFileAs, importRow, importWorkbook } from '../helpers/import';

let app: TestApp;
let customer: TestUser;
let sales: TestUser;
appSuite({}, async (s) => {
  ({ app } = s);
  // The sales user's own customers: a sales user books and sees only those.
  sales = await loginAs(app, 'SALES');
  customer = await loginAs(app, 'CUSTOMER', { salesUserId: sales.userId });
});

describe('GET /bookings/:id/label.pdf', () => {
  it('is one A6 label per piece, whose text keeps Vietnamese letters, with the parties and weights', async () => {
    const b = await createBooking(app, customer.headers, {
      sender: party({ name: 'Nguyễn Văn Đức' }),
      receiver: party({ name: 'Trần Thị Ánh Dương', city: 'Hà Nội' }),
      goodsDescription: 'Áo dài lụa và nón lá',
      pieces: [
        { length: 30, width: 20, height: 10, weight: 2.3, quantity: 2 },
        { length: 40, width: 30, height: 20, weight: 4.1, quantity: 1 },
      ],
    });
    const res = await app.inject({ url: `/api/v1/bookings/${b.id}/label.pdf`, headers: customer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    if (process.env.PDF_OUT) (await import('node:fs')).writeFileSync(process.env.PDF_OUT, pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/MediaBox \[0 0 297\.64 419\.53\]/g)).toHaveLength(3);
    const { totalPages, text } = await extractText(new Uint8Array(pdf));
    expect(totalPages).toBe(3);
    for (const [i, page] of text.entries()) {
      expect(page).toContain('NGƯỜI GỬI');
      expect(page).toContain('NGƯỜI NHẬN');
      expect(page).toContain('Nguyễn Văn Đức');
      expect(page).toContain('Trần Thị Ánh Dương');
      expect(page).toContain('Áo dài lụa và nón lá');
      expect(page).toContain(b.trackingNumber);
      expect(page).toContain(`${i + 1}/3`);
    }
    // Each label carries its own piece's weight.
    expect(text[0]).toContain('2.3 kg');
    expect(text[2]).toContain('4.1 kg');
    // The Code 128 barcode is embedded as an image.
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });
});

describe('GET /bookings/:id/label.pdf of a cancelled booking', () => {
  it('is refused with a 409 in the caller language, for the customer and for staff', async () => {
    const b = await createBooking(app, customer.headers);
    const cancelled = await transition(app, customer.headers, b.id, 'CANCELLED');
    expect(cancelled.statusCode).toBe(200);
    for (const [who, lang, message] of [
      [customer, 'vi', 'Booking đã hủy: không in nhãn cho booking này'],
      [sales, 'en', 'This booking is cancelled: no label is printed for it'],
    ] as const) {
      const res = await app.inject({
        url: `/api/v1/bookings/${b.id}/label.pdf`,
        headers: { ...who.headers, 'accept-language': lang },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message });
    }
    await app.db.execute(sql`delete from bookings where id = ${b.id}`);
  });
});

const workbook = (rows: Record<string, unknown>[]) => importWorkbook(rows);
const row = importRow;
const importFile = (headers: Record<string, string>, body: Buffer, lang = 'vi') =>
  importFileAs(app, headers, body, lang);

describe('GET /bookings/:id/label.pdf?format=a4', () => {
  it('puts four labels on each A4 sheet for office printers', async () => {
    const b = await createBooking(app, customer.headers, {
      sender: party({ name: 'Nguyễn Văn Đức' }),
      pieces: [{ length: 30, width: 20, height: 10, weight: 1.5, quantity: 5 }],
    });
    const res = await app.inject({
      url: `/api/v1/bookings/${b.id}/label.pdf?format=a4`,
      headers: customer.headers,
    });
    expect(res.statusCode).toBe(200);
    const pdf = res.rawPayload;
    expect(pdf.toString('latin1').match(/\/MediaBox \[0 0 595\.28 841\.89\]/g)).toHaveLength(2);
    const { totalPages, text } = await extractText(new Uint8Array(pdf));
    expect(totalPages).toBe(2);
    for (const n of [1, 2, 3, 4]) expect(text[0]).toContain(`${n}/5`);
    expect(text[1]).toContain('5/5');
    expect(text[0]!.match(/NGƯỜI GỬI/g)).toHaveLength(4);
    const bad = await app.inject({
      url: `/api/v1/bookings/${b.id}/label.pdf?format=letter`,
      headers: { ...customer.headers, 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('format');
  });
});

describe('bulk import', () => {
  it('the template has the column keys and the headings of the language', async () => {
    const res = await app.inject({
      url: '/api/v1/bookings/import-template.xlsx',
      headers: { ...customer.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).value).toBe('bookingKey');
    expect(ws.getRow(1).getCell(3).value).toBe('service');
    expect(ws.getRow(2).getCell(3).value).toBe('Service');
    const header = ws.getRow(1).values as unknown[];
    for (const key of ['reasonForExport', 'itemDescription', 'itemHsCode', 'itemOriginCountry'])
      expect(header).toContain(key);
  });

  it('imports every row in one go, splitting a long address', async () => {
    const c = await loginAs(app, 'CUSTOMER', { salesUserId: sales.userId });
    const res = await importFile(
      c.headers,
      await workbook([row(), row({ receiverAddress1: '123 Nguyen Thi Minh Khai Street Ward 6 District 3' })]),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().imported).toBe(2);
    const list = (await app.inject({ url: '/api/v1/bookings', headers: c.headers })).json();
    expect(list.totalResults).toBe(2);
    const second = (
      await app.inject({ url: `/api/v1/bookings/${res.json().bookings[1].id}`, headers: c.headers })
    ).json();
    expect(second.receiver).toMatchObject({
      addressLine1: '123 Nguyen Thi Minh Khai Street',
      addressLine2: 'Ward 6 District 3',
    });
  });

  it('one bad row: nothing imported, every error named by row and column', async () => {
    const c = await loginAs(app, 'CUSTOMER', { salesUserId: sales.userId });
    const res = await importFile(
      c.headers,
      await workbook([
        row(),
        row({ receiverName: '', weight: null }),
        row({ currency: 'XXX', senderPhone: '0'.repeat(15) }),
        row({ weight: 'abc', length: '12,5' }),
      ]),
      'en',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'IMPORT_INVALID',
      message: 'Some rows are invalid: no booking was imported',
    });
    // Each error names its column as the template's heading in the caller's language; text where
    // a number belongs is "not a number" (a decimal comma is a number), never "please enter".
    expect(res.json().errors).toEqual([
      { field: 'rows.4.receiverName', message: 'Please enter', label: 'Receiver - Name' },
      { field: 'rows.4.weight', message: 'Please enter', label: 'Weight (kg)' },
      { field: 'rows.5.senderPhone', message: 'At most 14 characters', label: 'Sender - Phone' },
      { field: 'rows.5.currency', message: expect.stringContaining('Must be one of'), label: 'Currency' },
      { field: 'rows.6.weight', message: 'Please enter a number', label: 'Weight (kg)' },
    ]);
    const list = (await app.inject({ url: '/api/v1/bookings', headers: c.headers })).json();
    expect(list.totalResults).toBe(0);
  });

  it('a row with a pickup date before today: nothing imported, the row and column named', async () => {
    const c = await loginAs(app, 'CUSTOMER', { salesUserId: sales.userId });
    for (const [lang, message] of [
      ['vi', 'Ngày lấy hàng không được trước hôm nay'],
      ['en', 'The pickup date cannot be before today'],
    ] as const) {
      const res = await importFile(
        c.headers,
        await workbook([row({ pickupDate: hcmDay(0) }), row({ pickupDate: hcmDay(-1) })]),
        lang,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'IMPORT_INVALID' });
      expect(res.json().errors).toEqual([
        {
          field: 'rows.4.pickupDate',
          message,
          label: lang === 'vi' ? 'Ngày lấy hàng (YYYY-MM-DD)' : 'Pickup date (YYYY-MM-DD)',
        },
      ]);
    }
    const list = (await app.inject({ url: '/api/v1/bookings', headers: c.headers })).json();
    expect(list.totalResults).toBe(0);
  });

  it('staff name the customer by code', async () => {
    const c = await loginAs(app, 'CUSTOMER', { salesUserId: sales.userId });
    const [cust] = await app.db.query.customers.findMany({ where: (t, { eq }) => eq(t.id, c.customerId!) });
    const bad = await importFile(sales.headers, await workbook([row({ customerCode: 'NOPE' }), row()]));
    expect(bad.json().errors).toEqual([
      { field: 'rows.3.customerCode', message: 'Không có khách hàng với mã này', label: 'Mã khách hàng' },
      { field: 'rows.4.customerCode', message: 'Vui lòng nhập', label: 'Mã khách hàng' },
    ]);
    const ok = await importFile(sales.headers, await workbook([row({ customerCode: cust!.code })]));
    expect(ok.statusCode).toBe(201);
    const list = (await app.inject({ url: '/api/v1/bookings', headers: c.headers })).json();
    expect(list.totalResults).toBe(1);
  });

  it('rows with one booking key are one booking with a goods line each', async () => {
    const c = await loginAs(app, 'CUSTOMER', { salesUserId: sales.userId });
    const line = (n: number, over: Record<string, unknown>) => ({
      itemDescription: `Line ${n}`,
      itemQuantity: n,
      itemUnitValue: 10,
      itemHsCode: '6109.10.00',
      itemOriginCountry: 'VN',
      ...over,
    });
    const res = await importFile(
      c.headers,
      await workbook([
        // Booking A: three lines; its own columns on its first row only, or repeated as they are.
        row({ bookingKey: 'A', declaredValue: 45, reasonForExport: 'GIFT', ...line(1, {}) }),
        { bookingKey: 'A', ...line(2, { itemHsCode: '0901 21', itemWeight: 0.5 }) },
        {
          ...row({ bookingKey: 'A', declaredValue: 45, reasonForExport: 'GIFT' }),
          ...line(3, {
            itemDescription: 'Hand-embroidered silk scarf with traditional lotus pattern from Hue',
            itemUnitValue: 5,
            itemOriginCountry: 'jp',
          }),
        },
        // Booking B: one line, no value given: the line's total stands for it.
        row({ bookingKey: 'B', declaredValue: null, itemUnitValue: 42, receiverName: 'Sato Ken' }),
        // A row without a key is a booking of its own, as before.
        row({ receiverName: 'Kim Min-jun' }),
      ]),
      'en',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().imported).toBe(3);
    const [a, b, single] = await Promise.all(
      res
        .json()
        .bookings.map(async (x: { id: string }) =>
          (await app.inject({ url: `/api/v1/bookings/${x.id}`, headers: c.headers })).json(),
        ),
    );
    expect(a.customs.reasonForExport).toBe('GIFT');
    expect(a.customs.invoiceNumber).toBe(a.code);
    expect(a.declaredValue).toBe(45);
    expect(a.customs.items).toEqual([
      {
        description: 'Line 1',
        description2: '',
        quantity: 1,
        unitValue: 10,
        hsCode: '61091000',
        originCountry: 'VN',
        weight: null,
      },
      {
        description: 'Line 2',
        description2: '',
        quantity: 2,
        unitValue: 10,
        hsCode: '090121',
        originCountry: 'VN',
        weight: 0.5,
      },
      {
        description: 'Hand-embroidered silk scarf with traditional lotus pattern',
        description2: 'from Hue',
        quantity: 3,
        unitValue: 5,
        hsCode: '61091000',
        originCountry: 'JP',
        weight: null,
      },
    ]);
    expect(b.receiver.name).toBe('Sato Ken');
    expect(b.declaredValue).toBe(42);
    expect(b.customs.items).toHaveLength(1);
    expect(single.receiver.name).toBe('Kim Min-jun');
    expect(single.customs.items).toHaveLength(1);
  });

  it('a bad goods line, a total that differs or a booking column that differs: nothing imported', async () => {
    const c = await loginAs(app, 'CUSTOMER', { salesUserId: sales.userId });
    const res = await importFile(
      c.headers,
      await workbook([
        row({ bookingKey: 'A', declaredValue: 30, itemUnitValue: 10 }),
        {
          bookingKey: 'A',
          itemDescription: 'Coffee',
          itemQuantity: 2,
          itemUnitValue: 10,
          itemHsCode: '7701.10',
          itemOriginCountry: 'XX',
        },
        row({ bookingKey: 'B', declaredValue: 99 }),
        row({ bookingKey: 'C', itemHsCode: '6109' }),
        row({ bookingKey: 'C', receiverCity: 'Osaka', itemHsCode: '610910' }),
        row({
          itemDescription: null,
          itemQuantity: null,
          itemUnitValue: null,
          itemHsCode: null,
          itemOriginCountry: null,
        }),
      ]),
      'en',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        field: 'rows.4.itemHsCode',
        message: 'An HS code starts with a real chapter (01–97, not 77)',
        label: 'Item - HS code',
      },
      {
        field: 'rows.4.itemOriginCountry',
        message: 'Origin is a 2-letter ISO country code (e.g. VN)',
        label: 'Item - Origin country',
      },
      {
        field: 'rows.5.customs.items',
        message: 'The goods lines must add up to the declared value',
        label: 'Goods lines',
      },
      {
        field: 'rows.7.receiverCity',
        message: 'Differs from the first row of the same booking key',
        label: 'Receiver - City',
      },
      {
        field: 'rows.8.customs.items',
        message: 'Goods sent abroad need at least one goods line',
        label: 'Goods lines',
      },
    ]);
    const list = (await app.inject({ url: '/api/v1/bookings', headers: c.headers })).json();
    expect(list.totalResults).toBe(0);
  });

  it('refuses a file that is not a workbook', async () => {
    const res = await importFile(customer.headers, Buffer.from('not a spreadsheet'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Không đọc được tệp Excel');
  });
});

describe('GET /bookings/export.xlsx', () => {
  it('exports the filtered list for staff', async () => {
    const c = await loginAs(app, 'CUSTOMER', { salesUserId: sales.userId });
    const b = await createBooking(app, c.headers);
    const res = await app.inject({
      url: `/api/v1/bookings/export.xlsx?customerId=${c.customerId}`,
      headers: sales.headers,
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).getCell(1).value).toBe(b.code);
    expect(ws.getRow(1).getCell(1).value).toBe('Mã booking');
    // Codes in words; weights, amounts and times typed, with their formats.
    const header = (ws.getRow(1).values as unknown[]).map(String);
    const cell = (title: string) => ws.getRow(2).getCell(header.indexOf(title));
    expect(cell('Trạng thái').value).toBe('Đã đặt');
    expect(cell('Dịch vụ').value).toBe('Chuyển phát nhanh');
    expect(typeof cell('KL tính cước (kg)').value).toBe('number');
    expect(cell('KL tính cước (kg)').value).toBe(b.chargeableWeight);
    expect(cell('Tổng tiền').value).toBe(b.price.total);
    expect(cell('Tổng tiền').numFmt).toBe('#,##0.00');
    const created = cell('Ngày tạo');
    expect(created.value).toBeInstanceOf(Date);
    expect(created.numFmt).toBe('dd-mm-yyyy hh:mm');
    // Ho Chi Minh wall-clock time: the stored instant plus seven hours.
    expect((created.value as Date).getTime()).toBe(Date.parse(b.createdAt) + 7 * 3600_000);
    const en = await app.inject({
      url: `/api/v1/bookings/export.xlsx?customerId=${c.customerId}`,
      headers: { ...sales.headers, 'accept-language': 'en' },
    });
    const wbEn = new ExcelJS.Workbook();
    await wbEn.xlsx.load(en.rawPayload as unknown as ArrayBuffer);
    expect(wbEn.worksheets[0]!.getRow(1).getCell(2).value).toBe('Tracking number');
    expect((await app.inject({ url: '/api/v1/bookings/export.xlsx', headers: c.headers })).statusCode).toBe(
      403,
    );
  });
});
