/**
 * Billing: a monthly invoice of 10,000 shipments, made (draft), issued, and its PDF downloaded over
 * HTTP, with the time of each step and the process's memory (RSS, sampled every 50 ms) before and at
 * its peak during each. The PDF streams: its RSS peak should not grow with the number of lines.
 *
 *   npm run bench:invoices                        (PGlite in memory)
 *   DATABASE_URL=postgres://… npm run bench:invoices   (an empty database)
 *   ROWS=20000 npm run bench:invoices
 */
import { todayInHcm } from '@acf/shared';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/api/src/db/client';
import { loginAs } from '../apps/api/test/helpers/auth';
import { benchApp, rssSampler, streamedBytes } from './harness';

const url = process.env.DATABASE_URL;
const ROWS = Number(process.env.ROWS ?? 10_000);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

async function measured<T>(label: string, run: () => Promise<T>): Promise<T> {
  global.gc?.();
  const rss = rssSampler(50);
  const before = rss.before;
  const t0 = performance.now();
  try {
    return await run();
  } finally {
    const peak = rss.stop();
    console.log(
      `${label.padEnd(34)} ${((performance.now() - t0) / 1000).toFixed(2).padStart(7)} s   RSS ${mb(before)} → peak ${mb(peak)} (+${mb(peak - before)})`,
    );
  }
}

async function main() {
  const { app, database } = await benchApp(url);
  const admin = await loginAs(app as never, 'ADMINISTRATOR');
  const [already] = await rowsOf<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from bookings where code like 'BI%'`,
  );
  if (already!.n > 0) throw new Error('the database holds bench bookings already: use an empty database');
  console.log(
    `driver ${database.driver}: seeding ${ROWS.toLocaleString('en')} picked-up shipments of one customer…`,
  );
  const [c] = await rowsOf<{ id: string }>(
    app.db,
    sql`insert into customers (code, company_name, contact_name, tax_code, billing_name, billing_address)
        values ('BENCHI01', 'Công ty TNHH Hoa Sen', 'Nguyễn Văn Đức', '0300588569', 'CÔNG TY TNHH HOA SEN',
          '12 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh') returning id`,
  );
  // Spread over the month so far (Ho Chi Minh days), in USD at a day's rate, half of them with 8 % VAT.
  await app.db.execute(sql`
    insert into bookings (code, tracking_number, customer_id, status, service, carrier, office, sender, receiver,
      receiver_name, receiver_country, cargo_unit, pieces, goods_description, declared_value, currency, incoterm,
      pickup_date, actual_weight, volumetric_weight, chargeable_weight, volume, base_fee, surcharges,
      surcharge_total, discount_percent, discount, total, price_currency, vat, vat_percent, fx_rate, total_vnd, created_at)
    select 'BI' || lpad(t.i::text, 8, '0'), (900000000 + t.i)::text, ${c!.id}, 'PICKED_UP', 'EXPRESS', 'DHL', 'SOUTH',
      '{"name":"Nguyễn Văn Đức","company":"","phone":"+84901234567","email":"","addressLine1":"12 Nguyễn Huệ","addressLine2":"","city":"Hồ Chí Minh","state":"","postalCode":"","country":"VN"}'::jsonb,
      jsonb_build_object('name', 'Receiver ' || t.i, 'company', '', 'phone', '+81312345678', 'email', '',
        'addressLine1', '1-1 Marunouchi', 'addressLine2', '', 'city', 'Tokyo', 'state', '', 'postalCode', '100-0005', 'country', 'JP'),
      'Receiver ' || t.i, 'JP', 'CM_KG', '[{"length":30,"width":20,"height":10,"weight":2.3,"quantity":1}]'::jsonb,
      'Cà phê rang xay', 100, 'USD', 'DAP', current_date, 2.3, 1.2, 2.5, 0.006,
      30 + (t.i % 17), '[]'::jsonb, 0, 0, 0,
      round((30 + (t.i % 17)) * (1 + (t.i % 2) * 0.08), 2), 'USD', round((30 + (t.i % 17)) * (t.i % 2) * 0.08, 2),
      (t.i % 2) * 8, 25400.5, 0,
      date_trunc('month', now() at time zone 'Asia/Ho_Chi_Minh') at time zone 'Asia/Ho_Chi_Minh' + (t.i % 20) * interval '1 hour'
    from generate_series(1, ${ROWS}) as t(i)`);
  await app.db.execute(sql`analyze`);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = { authorization: admin.headers.authorization };
  const today = todayInHcm();
  const from = `${today.slice(0, 8)}01`;

  const draft = await measured(`draft of ${ROWS.toLocaleString('en')} lines (POST /invoices)`, async () => {
    const res = await fetch(`${base}/api/v1/invoices`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ customerId: c!.id, from, to: today }),
    });
    if (res.status !== 201) throw new Error(`draft ${res.status}: ${await res.text()}`);
    return (await res.json()) as { id: string; lineCount: number; totalVnd: number };
  });
  const issued = await measured('issue (number, lines invoiced)', async () => {
    const res = await fetch(`${base}/api/v1/invoices/${draft.id}/issue`, { method: 'POST', headers });
    if (res.status !== 200) throw new Error(`issue ${res.status}: ${await res.text()}`);
    return (await res.json()) as { number: string; totalVnd: number; totalInWords: string };
  });
  /** An export of the draft read as it streams: its size. */
  const exported = async (kind: 'pdf' | 'xlsx') => {
    const res = await fetch(`${base}/api/v1/invoices/${draft.id}.${kind}`, { headers });
    if (res.status !== 200 || !res.body) throw new Error(`${kind} ${res.status}`);
    return streamedBytes(res);
  };
  const pdfBytes = await measured('PDF (streamed, read by the client)', () => exported('pdf'));
  const xlsxBytes = await measured('Excel (streamed)', () => exported('xlsx'));
  console.log(
    `${issued.number}: ${draft.lineCount.toLocaleString('en')} lines, ${issued.totalVnd.toLocaleString('vi-VN')} đ (${issued.totalInWords}); PDF ${mb(pdfBytes)}, Excel ${mb(xlsxBytes)}`,
  );
  await app.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
