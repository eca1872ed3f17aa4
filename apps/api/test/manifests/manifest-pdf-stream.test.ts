import { makeTrackingNumber } from '@acf/shared';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { loginAs, type TestUser } from '../helpers/auth';
import { build, type TestApp } from '../helpers/build';
import { insertTokyoShipments } from '../helpers/bulk-bookings';

// The manifest PDF streams (ADR 035): its shipments are read by cursor in batches and each page
// leaves once full, so the answer is a stream, not a buffer of known length; the page count in
// every footer is filled in at the end.

const SHIPMENTS = 260;

let app: TestApp;
let warehouse: TestUser;
beforeAll(async () => {
  app = await build();
  warehouse = await loginAs(app, 'WAREHOUSE_OPERATOR');
});
afterAll(async () => app.close());

/** A Yamato South manifest of `n` shipments made by SQL (the API would take a minute), in bags of 100. */
async function bigManifest(n: number) {
  const numbers = Array.from({ length: n }, (_, i) => makeTrackingNumber(930_000_000 + i));
  await app.db.execute(sql`
    insert into customers (code, company_name, contact_name) values ('STREAM01', 'Công ty Hoa Sen', 'Nguyễn Văn Đức')`);
  await insertTokyoShipments(app.db, {
    customerCode: 'STREAM01',
    codePrefix: 'BS',
    status: 'MANIFESTED',
    numbers,
  });
  const [m] = await rowsOf<{ id: string; number: string }>(
    app.db,
    sql`insert into manifests (number, line, status, office, mode, destination_country, destination_airport, flight_number, mawb, departure_date)
        values ('YS99020202', 'YAMATO_SOUTH', 'OPEN', 'SOUTH', 'AIR', 'JP', 'NRT', 'JL750', '176-12345675', '2099-02-02')
        returning id, number`,
  );
  await app.db.execute(sql`
    insert into manifest_bags (manifest_id, number, weight_kg)
    select ${m!.id}, 'B' || g, 200 from generate_series(1, ceil(${n}::numeric / 100)::int) g`);
  await app.db.execute(sql`
    insert into manifest_shipments (manifest_id, booking_id, added_at, bag_id)
    select ${m!.id}, b.id, now() + o.k * interval '1 ms',
      (select id from manifest_bags where manifest_id = ${m!.id} and number = 'B' || ((o.k - 1) / 100 + 1))
    from bookings b join (select n, row_number() over (order by n) as k
      from unnest(string_to_array(${numbers.join(',')}, ',')) n) o on o.n = b.tracking_number`);
  return { ...m!, numbers };
}

describe('manifest PDF of many shipments', () => {
  it('is streamed, and parses as a PDF with every shipment, the totals and "page n/N" on each page', async () => {
    const m = await bigManifest(SHIPMENTS);
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/manifests/${m.id}/manifest.pdf`,
      headers: warehouse.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // A stream: sent as it is made, so its length is not known in advance.
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');

    const bytes = new Uint8Array(res.rawPayload);
    const pdf = await getDocumentProxy(bytes);
    // About 22 shipments a page, then the bag summary: more than ten pages.
    const pages = pdf.numPages;
    expect(pages).toBeGreaterThan(10);
    const { text } = await extractText(pdf, { mergePages: false });
    const footer = (n: number) => new RegExp(`${m.number} · Page / 頁 ${n}/\\s*${pages}\\b`);
    for (const [i, page] of text.entries()) expect(page).toMatch(footer(i + 1));
    const all = text.join('\n');
    for (const n of m.numbers) expect(all).toContain(n);
    // The count under its heading (the column is narrow).
    expect(all).toMatch(new RegExp(`TOTAL / 合計:\\s+${SHIPMENTS}\\b`));
    expect(all).toContain('BAGS / 袋一覧');
    // Numbered in order, the last one too.
    expect(all).toMatch(new RegExp(`\\b${SHIPMENTS} ${m.numbers.at(-1)}`));
  });
});
