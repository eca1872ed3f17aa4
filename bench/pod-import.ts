/**
 * POD import (issue 21): a sheet of 5,000 delivered shipments, checked (dry run) and applied in
 * one request each, over HTTP, next to the floor (bare Fastify + one `select 1` on the same
 * database, a single request, measured in the same run). Target: 5,000 rows checked and applied
 * in ≤ 10 s on PostgreSQL. Then the same file again (every row unchanged).
 *
 *   npm run bench:pod-import                      (PGlite in memory)
 *   DATABASE_URL=postgres://… npm run bench:pod-import   (an empty database)
 */
import { makeTrackingNumber } from '@acf/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { rowsOf } from '../apps/api/src/db/client';
import { loginAs } from '../apps/api/test/helpers/auth';
import { insertTokyoShipments } from '../apps/api/test/helpers/bulk-bookings';
import { benchApp, floorServer, median, runBench } from './harness';
import { insertManifest, requireNoBenchBookings } from './seed-bookings';

const url = process.env.DATABASE_URL;
const ROWS = Number(process.env.ROWS ?? 5000);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function main() {
  const { app, database } = await benchApp(url);
  await requireNoBenchBookings(app.db, 'BP');
  const partner = await loginAs(app as never, 'PARTNER_YAMATO_SOUTH');
  console.log(`driver ${database.driver}: seeding ${ROWS.toLocaleString('en')} shipments in transit…`);

  const numbers = Array.from({ length: ROWS }, (_, i) => makeTrackingNumber(800_000_000 + i));
  await app.db.execute(sql`
    insert into customers (code, company_name, contact_name, in_network, discount_percent)
    values ('BENCHP01', 'Công ty Hoa Sen', 'Nguyễn Văn Đức', true, 0)`);
  await insertTokyoShipments(app.db, {
    customerCode: 'BENCHP01',
    codePrefix: 'BP',
    status: 'IN_TRANSIT',
    numbers,
  });
  const manifestId = await insertManifest(app.db, 'YS99010102', 'DEPARTED', '2026-11-01');
  await app.db.execute(sql`
    insert into manifest_shipments (manifest_id, booking_id, added_at)
    select ${manifestId}, b.id, now() from bookings b where b.code like 'BP%'`);
  await app.db.execute(sql`analyze`);

  // The sheet a partner sends: keys in row 1, one delivery a row (Tokyo time, the line's default).
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('POD');
  ws.addRow(['trackingNumber', 'deliveredAt', 'timeZone', 'receiverName', 'outcome', 'note']);
  for (const [i, n] of numbers.entries())
    ws.addRow([
      n,
      `20-11-2026 ${String(8 + (i % 10)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
      '',
      `山田 ${i}`,
      'DELIVERED',
      '',
    ]);
  const file = Buffer.from(await wb.xlsx.writeBuffer());

  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const floor = await floorServer(url, app.db);
  await fetch(`${floor.url}`).then((r) => r.text());
  const floorRuns: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await fetch(`${floor.url}`).then((r) => r.text());
    floorRuns.push(performance.now() - t);
  }
  const floorMs = median(floorRuns);

  const send = async (dryRun: boolean) => {
    const t = performance.now();
    const res = await fetch(`${base}/api/v1/deliveries/import${dryRun ? '?dryRun=1' : ''}`, {
      method: 'POST',
      headers: { ...partner.headers, 'content-type': XLSX },
      body: file,
    });
    const body = (await res.json()) as { applied: number; unchanged: number; valid: boolean };
    const ms = performance.now() - t;
    if (!res.ok || !body.valid) throw new Error(`${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return { ms, applied: body.applied, unchanged: body.unchanged };
  };
  const dry = await send(true);
  const real = await send(false);
  const again = await send(false);
  const [delivered] = await rowsOf<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from bookings where code like 'BP%' and status = 'DELIVERED'`,
  );
  const table = [
    { step: 'floor: bare Fastify + select 1', ms: +floorMs.toFixed(1), rows: '', ratio: 1 },
    {
      step: `dry run (${ROWS} rows checked)`,
      ms: Math.round(dry.ms),
      rows: dry.applied,
      ratio: Math.round(dry.ms / floorMs),
    },
    {
      step: `import (${ROWS} rows checked and applied)`,
      ms: Math.round(real.ms),
      rows: real.applied,
      ratio: Math.round(real.ms / floorMs),
    },
    {
      step: 'the same file again (all unchanged)',
      ms: Math.round(again.ms),
      rows: again.unchanged,
      ratio: Math.round(again.ms / floorMs),
    },
  ];
  console.table(table);
  console.log(
    `file ${(file.length / 1024).toFixed(0)} KB; ${delivered!.n} delivered; target: import ≤ 10,000 ms → ${real.ms <= 10_000 ? 'met' : 'MISSED'}`,
  );
  return [floor, app];
}

runBench(main);
