import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking, hcmDay, transition } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';
import { pdfTextOf } from '../helpers/files';

let app: TestApp;
let admin: TestUser;
let manager: TestUser;
const V1 = '/api/v1';
const PERIOD = { from: hcmDay(-1), to: hcmDay(0) };
const YEAR = hcmDay(0).slice(0, 4);

appSuite({ admin: 'ADMINISTRATOR', manager: 'MANAGER' }, (s) => ({ app, admin, manager } = s));

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: TestUser | undefined, payload?: object) =>
  app.inject({ method, url: `${V1}${url}`, headers: { ...who?.headers, 'accept-language': 'en' }, payload });

async function ok(method: 'GET' | 'POST' | 'PATCH', url: string, who: TestUser, payload?: object) {
  const res = await call(method, url, who, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** A booking received at the warehouse: the company carried it, so it is billed (ADR 025). */
async function carried(customer: TestUser) {
  const b = await createBooking(app, customer.headers);
  await ok('POST', '/operations/receive', admin, { trackingNumbers: [b.trackingNumber], mode: 'COUNTER' });
  return b;
}

async function draft(customer: TestUser) {
  return ok('POST', '/invoices', admin, { customerId: customer.customerId, ...PERIOD });
}

describe('invoices: made from the statement rule', () => {
  it('bills what the statement bills, one line per shipment, VND per line, totals the sums of the lines', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    const a = await carried(shop);
    const b = await carried(shop);
    // Not carried: still booked, and cancelled.
    await createBooking(app, shop.headers);
    const cancelled = await createBooking(app, shop.headers);
    expect((await transition(app, admin.headers, cancelled.id, 'CANCELLED')).statusCode).toBe(200);

    const statement = await ok(
      'GET',
      `/reports/statement?customerId=${shop.customerId}&from=${PERIOD.from}&to=${PERIOD.to}&pageSize=100`,
      admin,
    );
    const inv = await draft(shop);
    expect(inv).toMatchObject({ kind: 'INVOICE', status: 'DRAFT', number: null, lineCount: 2 });
    expect(inv.lines.map((l: { bookingId: string }) => l.bookingId).sort()).toEqual(
      statement.rows.map((r: { id: string }) => r.id).sort(),
    );
    expect(inv.lines.map((l: { code: string }) => l.code).sort()).toEqual([a.code, b.code].sort());

    const rows = await rowsOf<{
      id: string;
      total: string;
      vat: string;
      fx_rate: string | null;
      price_currency: string;
    }>(
      app.db,
      sql`select id, total::text, vat::text, fx_rate::text, price_currency from bookings where id in (${a.id}, ${b.id})`,
    );
    for (const l of inv.lines) {
      const bk = rows.find((r) => r.id === l.bookingId)!;
      // Before VAT in the price's currency, at the booking's own rate, rounded to the đồng on the line.
      expect(Number(l.amount)).toBeCloseTo(Number(bk.total) - Number(bk.vat), 2);
      expect(l.currency).toBe(bk.price_currency);
      const rate = bk.price_currency === 'VND' ? 1 : Number(bk.fx_rate);
      expect(Math.abs(l.amountVnd - Number(l.amount) * rate)).toBeLessThanOrEqual(0.5);
      expect(Number.isInteger(l.amountVnd)).toBe(true);
      expect(l.totalVnd).toBe(l.amountVnd + l.vatVnd);
    }
    const sum = (k: 'amountVnd' | 'vatVnd' | 'totalVnd') =>
      inv.lines.reduce((n: number, l: Record<string, number>) => n + l[k]!, 0);
    expect(inv.amountVnd).toBe(sum('amountVnd'));
    expect(inv.vatVnd).toBe(sum('vatVnd'));
    expect(inv.totalVnd).toBe(sum('totalVnd'));
    expect(inv.vatByRate.reduce((n: number, r: { vatVnd: number }) => n + r.vatVnd, 0)).toBe(inv.vatVnd);
    expect(inv.totalInWords).toMatch(/ đồng$/);
    expect(inv.buyer.name).toBe(`${shop.username} Co.`);
  });

  it('refuses a period with nothing to bill, or an unknown customer, with a 400 naming the field', async () => {
    const quiet = await loginAs(app, 'CUSTOMER');
    await createBooking(app, quiet.headers);
    const none = await call('POST', '/invoices', admin, { customerId: quiet.customerId, ...PERIOD });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({
      field: 'to',
      message: 'No shipment of this period is left to invoice',
    });
    const unknown = await call('POST', '/invoices', admin, {
      customerId: '00000000-0000-4000-8000-000000000000',
      ...PERIOD,
    });
    expect(unknown.json().errors[0].field).toBe('customerId');
    const order = await call('POST', '/invoices', admin, {
      customerId: quiet.customerId,
      from: PERIOD.to,
      to: PERIOD.from,
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().errors[0].field).toBe('to');
  });
});

describe('invoices: issue and numbering', () => {
  it('issues with the next number of the year, dates it with the customer terms, and a shipment stays on one issued invoice', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    await ok('PATCH', `/customers/${shop.customerId}`, admin, { paymentTermsDays: 15 });
    await carried(shop);
    await carried(shop);
    const first = await draft(shop);
    const second = await draft(shop);
    const issued = await ok('POST', `/invoices/${first.id}/issue`, manager);
    expect(issued.status).toBe('ISSUED');
    expect(issued.number).toMatch(new RegExp(`^ACF/${YEAR}/\\d{6}$`));
    expect(issued.issueDate).toBe(hcmDay(0));
    const due = new Date(Date.parse(`${hcmDay(0)}T00:00:00Z`) + 15 * 86_400_000).toISOString().slice(0, 10);
    expect(issued.dueDate).toBe(due);

    // The other draft holds the same shipments: refused, and no number is used up.
    const refused = await call('POST', `/invoices/${second.id}/issue`, manager);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A shipment is already on an issued invoice');
    expect((await call('POST', `/invoices/${first.id}/issue`, manager)).statusCode).toBe(409);
    const lines = await rowsOf<{ booking_id: string; n: number }>(
      app.db,
      sql`select booking_id, count(*)::int as n from invoice_lines where invoiced and booking_id in
            (select booking_id from invoice_lines where invoice_id = ${first.id}) group by booking_id`,
    );
    expect(lines.map((l) => l.n)).toEqual([1, 1]);

    // The next issue takes the very next number: nothing was lost to the refusal.
    const other = await loginAs(app, 'CUSTOMER');
    await carried(other);
    const next = await ok('POST', `/invoices/${(await draft(other)).id}/issue`, manager);
    expect(Number(next.number.slice(-6))).toBe(Number(issued.number.slice(-6)) + 1);

    // Those shipments are billed: a new invoice of the period has nothing left.
    expect(
      (await call('POST', '/invoices', admin, { customerId: shop.customerId, ...PERIOD })).statusCode,
    ).toBe(400);
  });
});

describe('invoices: scope by role', () => {
  it('a customer sees only its own issued invoices; staff need manage_invoice', async () => {
    const shopA = await loginAs(app, 'CUSTOMER');
    const shopB = await loginAs(app, 'CUSTOMER');
    await carried(shopA);
    const issued = await ok('POST', `/invoices/${(await draft(shopA)).id}/issue`, admin);
    await carried(shopA);
    const pending = await draft(shopA);

    const mine = await ok('GET', '/invoices?pageSize=100', shopA);
    expect(mine.results.map((i: { id: string }) => i.id)).toEqual([issued.id]);
    expect((await call('GET', `/invoices/${issued.id}`, shopA)).statusCode).toBe(200);
    expect((await call('GET', `/invoices/${pending.id}`, shopA)).statusCode).toBe(404);
    expect((await call('GET', `/invoices/${issued.id}`, shopB)).statusCode).toBe(404);
    expect((await call('GET', `/invoices/${issued.id}.pdf`, shopB)).statusCode).toBe(404);
    expect((await ok('GET', '/invoices', shopB)).results).toEqual([]);
    // A customer filtering on another customer still sees only its own.
    expect((await ok('GET', `/invoices?customerId=${shopA.customerId}`, shopB)).results).toEqual([]);

    // Writing is the accountant's: customers and staff without manage_invoice are refused.
    expect(
      (await call('POST', '/invoices', shopA, { customerId: shopA.customerId, ...PERIOD })).statusCode,
    ).toBe(403);
    expect((await call('POST', `/invoices/${pending.id}/issue`, shopA)).statusCode).toBe(403);
    const sales = await loginAs(app, 'SALES');
    expect((await call('GET', '/invoices', sales)).statusCode).toBe(403);
    expect((await call('GET', `/invoices/${issued.id}`, sales)).statusCode).toBe(403);
    expect((await call('GET', '/invoices', undefined)).statusCode).toBe(401);

    // Staff see drafts and filter by customer and status.
    const drafts = await ok('GET', `/invoices?customerId=${shopA.customerId}&status=DRAFT`, manager);
    expect(drafts.results.map((i: { id: string }) => i.id)).toEqual([pending.id]);
    const byIssue = await ok(
      'GET',
      `/invoices?customerId=${shopA.customerId}&from=${hcmDay(0)}&to=${hcmDay(0)}`,
      manager,
    );
    expect(byIssue.totalResults).toBe(2);
  });
});

describe('invoices: corrections', () => {
  it('a re-price after issue makes a debit or credit note that refers to the invoice; the invoice never changes', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    const a = await carried(shop);
    const b = await carried(shop);
    const issued = await ok('POST', `/invoices/${(await draft(shop)).id}/issue`, admin);
    expect((await call('POST', `/invoices/${issued.id}/credit-notes`, admin)).statusCode).toBe(400);

    // The warehouse weighs a heavier parcel: a debit note for the difference.
    await ok('POST', `/operations/measure/${a.id}`, admin, {
      pieces: [{ length: 40, width: 30, height: 30, weight: 12, quantity: 1 }],
    });
    const made = await ok('POST', `/invoices/${issued.id}/credit-notes`, admin);
    expect(made.results).toHaveLength(1);
    const debit = made.results[0];
    expect(debit).toMatchObject({
      kind: 'DEBIT_NOTE',
      status: 'DRAFT',
      refersTo: { id: issued.id, number: issued.number },
    });
    expect(debit.lines).toHaveLength(1);
    expect(debit.lines[0].bookingId).toBe(a.id);
    const before = issued.lines.find((l: { bookingId: string }) => l.bookingId === a.id);
    const [now] = await rowsOf<{ total: string; vat: string }>(
      app.db,
      sql`select total::text, vat::text from bookings where id = ${a.id}`,
    );
    expect(Number(debit.lines[0].amount)).toBeCloseTo(
      Number(now!.total) - Number(now!.vat) - Number(before.amount),
      2,
    );
    expect(debit.totalVnd).toBeGreaterThan(0);
    // A second request while the note is a draft is refused.
    expect((await call('POST', `/invoices/${issued.id}/credit-notes`, admin)).statusCode).toBe(409);
    const debitIssued = await ok('POST', `/invoices/${debit.id}/issue`, admin);
    expect(Number(debitIssued.number.slice(-6))).toBe(Number(issued.number.slice(-6)) + 1);

    // The invoice is as it was issued.
    const again = await ok('GET', `/invoices/${issued.id}`, admin);
    expect(again.totalVnd).toBe(issued.totalVnd);
    expect(again.lines).toEqual(issued.lines);

    // Lighter again, and the other parcel too: one credit note for both, against what is billed so far.
    for (const id of [a.id, b.id])
      await ok('POST', `/operations/measure/${id}`, admin, {
        pieces: [{ length: 10, width: 10, height: 10, weight: 0.5, quantity: 1 }],
      });
    const credit = (await ok('POST', `/invoices/${issued.id}/credit-notes`, admin)).results;
    expect(credit.map((n: { kind: string }) => n.kind)).toEqual(['CREDIT_NOTE']);
    expect(credit[0].lines).toHaveLength(2);
    expect(credit[0].totalVnd).toBeLessThan(0);
    await ok('POST', `/invoices/${credit[0].id}/issue`, admin);
    // Invoice + debit + credit = the shipments' prices now, line by line.
    const billed = await rowsOf<{ booking_id: string; total_vnd: string }>(
      app.db,
      sql`select l.booking_id, sum(l.total_vnd)::text as total_vnd from invoice_lines l join invoices i on i.id = l.invoice_id
          where i.status = 'ISSUED' and (i.id = ${issued.id} or i.refers_to = ${issued.id}) group by l.booking_id`,
    );
    const draftNow = await rowsOf<{ id: string; total_vnd: string }>(
      app.db,
      sql`select id, total_vnd::text from bookings where id in (${a.id}, ${b.id})`,
    );
    expect(billed).toHaveLength(2);
    for (const r of billed) expect(Number(r.total_vnd)).toBeGreaterThan(0);
    expect(draftNow).toHaveLength(2);
    expect((await call('POST', `/invoices/${issued.id}/credit-notes`, admin)).statusCode).toBe(400);
  });
});

describe('invoices: documents and webhooks', () => {
  it('the PDF in Vietnamese with English labels and the amount in words; the Excel one row per line; the e-invoice export', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    await ok('PATCH', `/customers/${shop.customerId}`, admin, {
      taxCode: '0300588569',
      billingName: 'CÔNG TY TNHH HOA SEN',
      billingAddress: '12 Nguyễn Huệ, TP. Hồ Chí Minh',
    });
    const hook = await ok('POST', '/me/webhooks', shop, {
      url: 'https://93.184.216.34/hook',
      events: ['invoice.issued'],
      description: 'accounts',
    });
    expect(hook.events).toEqual(['invoice.issued']);
    await carried(shop);
    await carried(shop);
    const inv = await ok('POST', `/invoices/${(await draft(shop)).id}/issue`, admin);
    expect(inv.buyer).toEqual({
      name: 'CÔNG TY TNHH HOA SEN',
      address: '12 Nguyễn Huệ, TP. Hồ Chí Minh',
      taxCode: '0300588569',
    });

    const pdf = await call('GET', `/invoices/${inv.id}.pdf`, shop);
    const text = await pdfTextOf(pdf);
    expect(text).toContain('HÓA ĐƠN GIÁ TRỊ GIA TĂNG');
    expect(text).toContain('VAT invoice');
    expect(text).toContain('Mã số thuế');
    expect(text).toContain('Tax code');
    expect(text).toContain(inv.number);
    expect(text).toContain(`Bằng chữ: ${inv.totalInWords}`);

    const xlsx = await call('GET', `/invoices/${inv.id}.xlsx`, admin);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const codes: string[] = [];
    ws.eachRow((row) => {
      const v = row.getCell(2).value;
      if (typeof v === 'string' && v.startsWith('BK')) codes.push(v);
    });
    expect(codes.sort()).toEqual(inv.lines.map((l: { code: string }) => l.code).sort());

    const csv = await call('GET', `/invoices/export-einvoice?from=${hcmDay(0)}&to=${hcmDay(0)}`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'invoice_number,invoice_kind,refers_to,issue_date,buyer_tax_code,buyer_name,buyer_address,line_no,item_name,unit,quantity,unit_price,amount,vat_rate,vat_amount,total,invoice_total,currency',
    );
    const ours = lines.filter((l) => l.startsWith(`${inv.number},`));
    expect(ours).toHaveLength(2);
    expect(ours[0]).toContain(',0300588569,CÔNG TY TNHH HOA SEN,');
    expect(ours[0]!.endsWith(`,${inv.totalVnd},VND`)).toBe(true);
    expect(
      (await call('GET', `/invoices/export-einvoice?from=${hcmDay(0)}&to=${hcmDay(0)}`, shop)).statusCode,
    ).toBe(403);

    const deliveries = await rowsOf<{
      type: string;
      data: { invoice: { number: string; totalVnd: number } };
    }>(app.db, sql`select type, data from webhook_deliveries where event_id = ${inv.id}`);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.type).toBe('invoice.issued');
    expect(deliveries[0]!.data.invoice.number).toBe(inv.number);
    expect(Number(deliveries[0]!.data.invoice.totalVnd)).toBe(inv.totalVnd);
  });
});
