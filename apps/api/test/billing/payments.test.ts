import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking, hcmDay } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';

let app: TestApp;
let admin: TestUser;
const V1 = '/api/v1';

appSuite({ admin: 'ADMINISTRATOR' }, (s) => ({ app, admin } = s));

const call = (
  method: 'GET' | 'POST',
  url: string,
  who: TestUser | undefined,
  payload?: object,
  headers = {},
) =>
  app.inject({
    method,
    url: `${V1}${url}`,
    headers: { ...who?.headers, 'accept-language': 'en', ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
async function ok(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(method, url, admin, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** What a payment paid: each invoice with its amount, in the order paid. */
const allocated = (payment: { allocations: { invoiceId: string; amountVnd: number }[] }) =>
  payment.allocations.map((a) => [a.invoiceId, a.amountVnd]);

/** An issued invoice of one new carried shipment of the customer, at the price it was booked at. */
async function issuedInvoice(shop: TestUser) {
  const b = await createBooking(app, shop.headers);
  await app.db.execute(sql`update bookings set status = 'PICKED_UP' where id = ${b.id}`);
  const draft = await ok('POST', '/invoices', {
    customerId: shop.customerId,
    from: hcmDay(-1),
    to: hcmDay(0),
  });
  return ok('POST', `/invoices/${draft.id}/issue`);
}

/**
 * An issued invoice of one carried shipment whose total is set to `totalVnd` and whose due date is
 * `daysPastDue` days before today (the issue's own dates are moved back the same way).
 */
async function invoiceOf(shop: TestUser, totalVnd: number, daysPastDue: number) {
  const inv = await issuedInvoice(shop);
  const due = hcmDay(-daysPastDue);
  await app.db.execute(sql`update invoices set total_vnd = ${totalVnd}, due_date = ${due}::date,
      issue_date = ${due}::date - 30 where id = ${inv.id}`);
  return { id: inv.id as string, number: inv.number as string };
}

describe('payments', () => {
  it('pays the oldest due first, part-pays the next, and keeps an over-payment as a credit on account that pays the next invoice issued', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    const newest = await invoiceOf(shop, 2_000_000, -10);
    const oldest = await invoiceOf(shop, 1_000_000, 45);
    const middle = await invoiceOf(shop, 500_000, 5);

    const part = await ok('POST', '/payments', {
      customerId: shop.customerId,
      date: hcmDay(0),
      amountVnd: 1_200_000,
      method: 'BANK_TRANSFER',
      reference: 'FT2633012345',
    });
    expect(allocated(part)).toEqual([
      [oldest.id, 1_000_000],
      [middle.id, 200_000],
    ]);
    expect(part.unallocatedVnd).toBe(0);

    const over = await ok('POST', '/payments', {
      customerId: shop.customerId,
      date: hcmDay(0),
      amountVnd: 2_500_000,
      method: 'CASH',
    });
    expect(allocated(over)).toEqual([
      [middle.id, 300_000],
      [newest.id, 2_000_000],
    ]);
    expect(over.unallocatedVnd).toBe(200_000);

    const list = await ok('GET', `/payments?customerId=${shop.customerId}`);
    expect(list.totalResults).toBe(2);

    const aged = await ok('GET', `/reports/receivables?customerId=${shop.customerId}`);
    expect(aged.rows).toHaveLength(1);
    expect(aged.rows[0]).toMatchObject({ openVnd: 0, creditVnd: 200_000 });

    // The credit pays the customer's next invoice when it is issued, as far as it goes.
    const next = await issuedInvoice(shop);
    expect(next.totalVnd).toBeGreaterThan(200_000);
    const after = await ok('GET', `/payments?customerId=${shop.customerId}`);
    const spent = after.results.find((p: { id: string }) => p.id === over.id);
    expect(spent.unallocatedVnd).toBe(0);
    expect(spent.allocations.at(-1)).toEqual({ invoiceId: next.id, number: next.number, amountVnd: 200_000 });
    const owed = await ok('GET', `/reports/receivables?customerId=${shop.customerId}`);
    expect(owed.rows[0]).toMatchObject({ openVnd: next.totalVnd - 200_000, creditVnd: 0 });
  });

  it('takes given allocations, and refuses one past what an invoice owes or another customer invoice, naming the field', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    const other = await loginAs(app, 'CUSTOMER');
    const a = await invoiceOf(shop, 1_000_000, 0);
    const b = await invoiceOf(shop, 700_000, 0);
    const theirs = await invoiceOf(other, 300_000, 0);
    const base = {
      customerId: shop.customerId,
      date: hcmDay(0),
      amountVnd: 900_000,
      method: 'BANK_TRANSFER',
    };

    const tooMuch = await call('POST', '/payments', admin, {
      ...base,
      allocations: [{ invoiceId: b.id, amountVnd: 800_000 }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0]).toMatchObject({ field: 'allocations.0.amountVnd' });
    const foreign = await call('POST', '/payments', admin, {
      ...base,
      allocations: [{ invoiceId: theirs.id, amountVnd: 1 }],
    });
    expect(foreign.json().errors[0].field).toBe('allocations.0.invoiceId');
    const pastPayment = await call('POST', '/payments', admin, {
      ...base,
      allocations: [
        { invoiceId: a.id, amountVnd: 600_000 },
        { invoiceId: b.id, amountVnd: 400_000 },
      ],
    });
    expect(pastPayment.json().errors[0].field).toBe('allocations');
    const fraction = await call('POST', '/payments', admin, { ...base, amountVnd: 10.5 });
    expect(fraction.json().errors[0].field).toBe('amountVnd');
    expect(
      (
        await rowsOf<{ n: number }>(
          app.db,
          sql`select count(*)::int as n from payments where customer_id = ${shop.customerId}`,
        )
      )[0]!.n,
    ).toBe(0);

    const given = await ok('POST', '/payments', {
      ...base,
      allocations: [{ invoiceId: b.id, amountVnd: 700_000 }],
    });
    expect(given.allocations).toEqual([{ invoiceId: b.id, number: b.number, amountVnd: 700_000 }]);
    expect(given.unallocatedVnd).toBe(200_000);

    const sales = await loginAs(app, 'SALES');
    expect((await call('POST', '/payments', sales, base)).statusCode).toBe(403);
    expect((await call('GET', '/payments', shop)).statusCode).toBe(403);
  });
});

describe('receivables', () => {
  it('ages each customer open amount into not due, 1–30, 31–60, 61–90 and over 90 days past due, with totals and Excel', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    await invoiceOf(shop, 100_000, -3);
    await invoiceOf(shop, 200_000, 0);
    await invoiceOf(shop, 300_000, 1);
    await invoiceOf(shop, 400_000, 30);
    await invoiceOf(shop, 500_000, 31);
    await invoiceOf(shop, 600_000, 61);
    await invoiceOf(shop, 700_000, 90);
    await invoiceOf(shop, 800_000, 91);
    const aged = await ok('GET', `/reports/receivables?customerId=${shop.customerId}`);
    expect(aged.asOf).toBe(hcmDay(0));
    expect(aged.rows[0]).toMatchObject({
      notDueVnd: 300_000,
      days1to30Vnd: 700_000,
      days31to60Vnd: 500_000,
      days61to90Vnd: 1_300_000,
      over90Vnd: 800_000,
      openVnd: 3_600_000,
      creditVnd: 0,
    });
    expect(aged.totals.openVnd).toBe(3_600_000);
    // As of a later day, everything has aged.
    const later = await ok('GET', `/reports/receivables?customerId=${shop.customerId}&asOf=${hcmDay(100)}`);
    expect(later.rows[0].over90Vnd).toBe(3_600_000);

    const all = await ok('GET', '/reports/receivables');
    const sum = all.rows.reduce((n: number, r: { openVnd: number }) => n + r.openVnd, 0);
    expect(all.totals.openVnd).toBe(sum);

    const x = await call('GET', `/reports/receivables.xlsx?customerId=${shop.customerId}`, admin);
    expect(x.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    const values: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values.some((r) => r[0] === aged.rows[0].customer.code && r[7] === 3_600_000)).toBe(true);
    expect((await call('GET', '/reports/receivables', shop)).statusCode).toBe(403);
  });
});

async function bankFile(rows: (string | number | Date)[][]) {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Sao kê').addRows([['Ngày', 'Số tiền', 'Số tham chiếu', 'Nội dung'], ...rows]);
  const boundary = `----b${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="statement.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(await wb.xlsx.writeBuffer()),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('bank statement import', () => {
  it('proposes matches by invoice number and by the exact amount of the named customer, writes nothing until confirmed', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    const [c] = await rowsOf<{ code: string }>(
      app.db,
      sql`select code from customers where id = ${shop.customerId}`,
    );
    const byNumber = await invoiceOf(shop, 1_500_000, 10);
    const byAmount = await invoiceOf(shop, 777_000, 0);
    await invoiceOf(shop, 900_000, 0);
    const file = await bankFile([
      [hcmDay(0), 1_500_000, 'FT001', `TT HOA DON ${byNumber.number.replaceAll('/', ' ')}`],
      [hcmDay(0), '777.000', 'FT002', `${c!.code} thanh toan cuoc`],
      [hcmDay(0), 50_000, 'FT003', `${c!.code} tra truoc`],
      [hcmDay(0), 123_456, 'FT004', 'CK KHONG RO NOI DUNG'],
    ]);
    const before = (await rowsOf<{ n: number }>(app.db, sql`select count(*)::int as n from payments`))[0]!.n;
    const res = await app.inject({
      method: 'POST',
      url: `${V1}/payments/import?dryRun=1`,
      headers: { ...admin.headers, ...file.headers },
      payload: file.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { proposals } = res.json();
    expect(proposals.map((p: { match: string }) => p.match)).toEqual([
      'INVOICE_NUMBER',
      'EXACT_AMOUNT',
      'CUSTOMER_ONLY',
      'NONE',
    ]);
    expect(proposals[0].invoice).toMatchObject({
      id: byNumber.id,
      number: byNumber.number,
      openVnd: 1_500_000,
    });
    expect(proposals[0].payment.allocations).toEqual([{ invoiceId: byNumber.id, amountVnd: 1_500_000 }]);
    expect(proposals[1].invoice.id).toBe(byAmount.id);
    expect(proposals[1].amountVnd).toBe(777_000);
    expect(proposals[2].payment.allocations).toBeUndefined();
    expect(proposals[3].payment).toBeNull();
    expect((await rowsOf<{ n: number }>(app.db, sql`select count(*)::int as n from payments`))[0]!.n).toBe(
      before,
    );

    // The accountant keeps the first two.
    const confirmed = await ok('POST', '/payments/import', {
      payments: proposals.slice(0, 2).map((p: { payment: object }) => p.payment),
    });
    expect(confirmed.payments).toHaveLength(2);
    expect(confirmed.payments[0].allocations[0]).toMatchObject({
      invoiceId: byNumber.id,
      amountVnd: 1_500_000,
    });
    const aged = await ok('GET', `/reports/receivables?customerId=${shop.customerId}`);
    expect(aged.rows[0].openVnd).toBe(900_000);

    const bad = await bankFile([['32/13/2026', 'abc', 'X', 'Y']]);
    const refused = await app.inject({
      method: 'POST',
      url: `${V1}/payments/import?dryRun=1`,
      headers: { ...admin.headers, ...bad.headers, 'accept-language': 'en' },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Row 2: not a valid date',
      'Row 2: the amount must be a positive whole number of đồng',
    ]);
  });
});
