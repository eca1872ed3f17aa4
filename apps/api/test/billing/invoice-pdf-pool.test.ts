import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking, hcmDay } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';

// The PDF worker pool (ADR 035) with one thread and room for one waiting render: the invoice is
// drawn there as its lines are read, and a render that finds the queue full is refused with a
// 503 the caller can retry, never held.

const TOKEN = 'metrics-token-of-the-pdf-pool-test-long-enough';
const V1 = '/api/v1';

let app: TestApp;
let admin: TestUser;
appSuite({ admin: 'ADMINISTRATOR' }, (s) => ({ app, admin } = s), {
  METRICS_TOKEN: TOKEN,
  PDF_WORKERS: '1',
  PDF_QUEUE_MAX: '1',
});

const get = (url: string, who: TestUser) =>
  app.inject({ url: `${V1}${url}`, headers: { ...who.headers, 'accept-language': 'en' } });

async function ok(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({ method, url: `${V1}${url}`, headers: admin.headers, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** One series' value in a scrape of /metrics (0 when absent). */
async function metric(series: string): Promise<number> {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  const line = res.body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('PDFs in the worker pool', () => {
  it('streams a 1,200-line invoice from the worker thread, batch by batch, every line and the totals in it', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    const b = await createBooking(app, shop.headers);
    await ok('POST', '/operations/receive', { trackingNumbers: [b.trackingNumber], mode: 'COUNTER' });
    const inv = await ok('POST', '/invoices', {
      customerId: shop.customerId,
      from: hcmDay(-1),
      to: hcmDay(0),
    });
    expect(inv.lineCount).toBe(1);
    // 1,199 more lines of the same shipment: more than two of the cursor's batches of 500.
    await app.db.execute(sql`insert into invoice_lines (invoice_id, line_no, booking_id, code, tracking_number,
        shipped_on, destination, service, carrier, chargeable_weight, amount, currency, fx_rate, amount_vnd,
        vat_rate, vat_vnd, total_vnd)
      select l.invoice_id, n, l.booking_id, 'LN' || lpad(n::text, 5, '0'), l.tracking_number, l.shipped_on,
        l.destination, l.service, l.carrier, l.chargeable_weight, l.amount, l.currency, l.fx_rate,
        l.amount_vnd, l.vat_rate, l.vat_vnd, l.total_vnd
      from invoice_lines l, generate_series(2, 1200) n where l.invoice_id = ${inv.id}`);
    const before = await metric('acf_pdf_renders_total{kind="invoice",result="ok"}');

    const pdf = await get(`/invoices/${inv.id}.pdf`, admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Sent as it is drawn: no length known up front.
    expect(pdf.headers['content-length']).toBeUndefined();
    const bytes = new Uint8Array(pdf.rawPayload);
    const doc = await getDocumentProxy(bytes.slice());
    expect(doc.numPages).toBeGreaterThan(20);
    const { text } = await extractText(bytes, { mergePages: true });
    expect(text).toContain(b.code);
    for (const n of ['00002', '00500', '00501', '01001', '01200']) expect(text).toContain(`LN${n}`);
    expect(text).toContain('Bằng chữ');
    expect(await metric('acf_pdf_renders_total{kind="invoice",result="ok"}')).toBe(before + 1);
  });

  it('refuses a render that finds the queue full with 503 and Retry-After, in the caller language, then draws again', async () => {
    const shop = await loginAs(app, 'CUSTOMER');
    const b = await createBooking(app, shop.headers);
    const refusedBefore = await metric('acf_pdf_renders_total{kind="label",result="refused"}');

    // One thread drawing, one render waiting: of 24 sheets asked at once, most find no room.
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => get(`/bookings/${b.id}/label.pdf?format=a4`, shop)),
    );
    const refused = answers.filter((a) => a.statusCode === 503);
    const drawn = answers.filter((a) => a.statusCode === 200);
    expect(refused.length + drawn.length).toBe(24);
    expect(refused.length).toBeGreaterThan(0);
    expect(drawn.length).toBeGreaterThan(0);
    for (const a of drawn) expect(a.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const a of refused) {
      expect(a.headers['retry-after']).toBe('5');
      expect(a.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Too many requests, please try again later',
      });
    }
    // At least these: the booking's e-mail draws its label attachment in the same pool.
    expect(await metric('acf_pdf_renders_total{kind="label",result="refused"}')).toBeGreaterThanOrEqual(
      refusedBefore + refused.length,
    );

    // The pool was full, not broken: the next label is drawn.
    const again = await get(`/bookings/${b.id}/label.pdf`, shop);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
