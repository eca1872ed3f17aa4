/**
 * Warehouse and manifest speed and memory, as single requests over HTTP next to the floor (bare
 * Fastify running one `select 1` on the same database, measured in the same run):
 *   - receiving 500 scanned numbers at the counter in one request;
 *   - adding 500 scanned numbers to an open manifest in one request;
 *   - the detail of a 5,000-shipment manifest (packed in bags of 100);
 *   - its Excel and its PDF (with the bag summary): time and the process's peak RSS while each
 *     is built and sent.
 *
 *   npm run bench:manifests                      (PGlite in memory)
 *   DATABASE_URL=postgres://… npm run bench:manifests
 *
 * RUNS sets how many 500-number batches are timed (each on fresh bookings: a write is measured
 * once per batch). EXPLAIN=1 prints EXPLAIN (ANALYZE, BUFFERS) of the hot queries. ONLY=pdf
 * measures the 5,000-shipment manifest's PDF alone (no batches, detail or Excel): its time and
 * the RSS it adds (peak sampled every 10 ms while it is made and read, minus the RSS before).
 */
import { makeTrackingNumber } from '@acf/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { openDatabase } from '../apps/api/src/db/client';
import { loginAs } from '../apps/api/test/helpers/auth';
import { manifestInput } from '../apps/api/test/helpers/manifest-input';
import { benchApp, explainPlans, floorServer, median, rssSampler, runBench, timed } from './harness';
import { insertManifest, requireNoBenchBookings } from './seed-bookings';

const url = process.env.DATABASE_URL;
const ONLY_PDF = process.env.ONLY === 'pdf';
const RUNS = ONLY_PDF ? 0 : Number(process.env.RUNS ?? 3);
const BATCH = 500;
const BIG = Number(process.env.BIG ?? 5000);

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/** `count` Yamato South bookings in `status`, tracking numbers from sequence `from` on. */
async function insertBookings(db: Db, from: number, count: number, status: string) {
  const numbers = Array.from({ length: count }, (_, i) => makeTrackingNumber(900_000_000 + from + i));
  await db.execute(sql`
    insert into bookings (code, tracking_number, customer_id, status, service, carrier, office, sender, receiver,
      receiver_name, receiver_country, cargo_unit, pieces, goods_description, declared_value, currency, incoterm,
      pickup_date, actual_weight, volumetric_weight, chargeable_weight, volume, base_fee, surcharges,
      surcharge_total, discount_percent, discount, total, price_currency)
    select 'BM' || t.n, t.n, (select id from customers where code = 'BENCHM01'), ${status}, 'EXPRESS', 'YAMATO', 'SOUTH',
      '{"name":"Nguyễn Văn Đức","company":"Công ty Hoa Sen","phone":"0901234567","email":"","addressLine1":"12 Nguyễn Huệ","addressLine2":"","city":"Hồ Chí Minh","state":"","postalCode":"700000","country":"VN"}'::jsonb,
      jsonb_build_object('name', '山田 太郎 ' || t.i, 'company', '', 'phone', '0312345678', 'email', '',
        'addressLine1', '東京都千代田区丸の内1-1', 'addressLine2', '', 'city', 'Tokyo', 'state', '', 'postalCode', '100-0005', 'country', 'JP'),
      '山田 太郎 ' || t.i, 'JP', 'CM_KG',
      jsonb_build_array(jsonb_build_object('length', 30, 'width', 20, 'height', 10, 'weight', 2.3, 'quantity', 1 + t.i % 3)),
      'Cà phê rang xay', 100, case when t.i % 5 = 0 then 'EUR' else 'USD' end, 'DAP', current_date,
      2.3, 1.2, 2.5, 0.006, 10.5, '[]'::jsonb, 0, 0, 0, 10.5, 'USD'
    from unnest(string_to_array(${numbers.join(',')}, ',')) with ordinality as t(n, i)`);
  return numbers;
}

/** Times one request while sampling RSS every 10 ms; the body is read to its end. */
async function measured(fn: () => Promise<Response>) {
  const rss = rssSampler(10);
  const t = performance.now();
  const res = await fn();
  const body = new Uint8Array(await res.arrayBuffer());
  const ms = performance.now() - t;
  const peak = rss.stop();
  if (!res.ok) throw new Error(`${res.status} ${new TextDecoder().decode(body).slice(0, 300)}`);
  return { ms, bytes: body.byteLength, rss0: rss.before, peak, body };
}

async function main() {
  const { app, database } = await benchApp(url);
  await requireNoBenchBookings(app.db, 'BM');
  const warehouse = await loginAs(app as never, 'WAREHOUSE_OPERATOR');
  const headers = { ...warehouse.headers, 'content-type': 'application/json' };

  console.log(
    `driver ${database.driver}: seeding ${RUNS} × ${BATCH} × 2 + ${BIG.toLocaleString('en')} bookings…`,
  );
  await app.db.execute(sql`
    insert into customers (code, company_name, contact_name, in_network, discount_percent)
    values ('BENCHM01', 'Công ty Hoa Sen', 'Nguyễn Văn Đức', true, 0)`);
  const counter: string[][] = [];
  const toAdd: string[][] = [];
  let seq = 0;
  for (let r = 0; r < RUNS; r++) {
    counter.push(await insertBookings(app.db, seq, BATCH, 'BOOKED'));
    seq += BATCH;
    toAdd.push(await insertBookings(app.db, seq, BATCH, 'IN_WAREHOUSE'));
    seq += BATCH;
  }
  const big = await insertBookings(app.db, seq, BIG, 'MANIFESTED');
  const bigManifestId = await insertManifest(app.db, 'YS99010101', 'OPEN', '2099-01-01');
  await app.db.execute(sql`
    insert into manifest_shipments (manifest_id, booking_id, added_at)
    select ${bigManifestId}, b.id, now() + (row_number() over (order by b.tracking_number)) * interval '1 ms'
    from bookings b where b.tracking_number = any(string_to_array(${big.join(',')}, ','))`);
  // Packed in bags of 100, so the documents carry each shipment's bag and the bag summary.
  await app.db.execute(sql`
    insert into manifest_bags (manifest_id, number, weight_kg)
    select ${bigManifestId}, 'B' || lpad(g::text, 3, '0'), 250 + g
    from generate_series(1, ceil(${BIG}::numeric / 100)::int) g`);
  await app.db.execute(sql`
    update manifest_shipments ms set bag_id = mb.id
    from (select booking_id, (row_number() over (order by added_at) - 1) / 100 + 1 as g
          from manifest_shipments where manifest_id = ${bigManifestId}) o, manifest_bags mb
    where ms.booking_id = o.booking_id and mb.manifest_id = ${bigManifestId}
      and mb.number = 'B' || lpad(o.g::text, 3, '0')`);
  await app.db.execute(sql`analyze`);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  // The floor: bare Fastify + one select 1 on the same database, as a single request.
  const floor = await floorServer(url, app.db, { poolSize: 5 });
  const floorMs = (await timed(() => fetch(floor.url).then((r) => r.text()), 20)).median;

  const get = (path: string) => fetch(`${base}/api/v1${path}`, { headers: warehouse.headers });
  const post = (path: string, body: unknown) =>
    fetch(`${base}/api/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const table: Record<string, string | number>[] = [
    { route: 'floor: bare Fastify + select 1', 'median ms': +floorMs.toFixed(1), ratio: 1 },
  ];
  const row = (route: string, ms: number[], extra: Record<string, string | number> = {}) =>
    table.push({
      route,
      'median ms': +median(ms).toFixed(1),
      ratio: +(median(ms) / floorMs).toFixed(0),
      ...extra,
    });

  if (ONLY_PDF) {
    await onlyPdf(get, bigManifestId, table, row);
    return [floor, app, database];
  }
  const receiveMs: number[] = [];
  for (const numbers of counter) {
    const r = await measured(() =>
      post('/operations/receive', { trackingNumbers: numbers, mode: 'COUNTER' }),
    );
    const applied = JSON.parse(new TextDecoder().decode(r.body)).results.filter(
      (x: { result: string }) => x.result === 'applied',
    ).length;
    if (applied !== BATCH) throw new Error(`receive applied ${applied}`);
    receiveMs.push(r.ms);
  }
  row(`POST /operations/receive, ${BATCH} numbers`, receiveMs);

  const addMs: number[] = [];
  for (const [i, numbers] of toAdd.entries()) {
    const m = await (
      await post('/manifests', manifestInput({ departureDate: `2098-01-${String(i + 1).padStart(2, '0')}` }))
    ).json();
    const r = await measured(() => post(`/manifests/${m.id}/shipments`, { trackingNumbers: numbers }));
    const added = JSON.parse(new TextDecoder().decode(r.body)).results.filter(
      (x: { result: string }) => x.result === 'added',
    ).length;
    if (added !== BATCH) throw new Error(`added ${added}`);
    addMs.push(r.ms);
  }
  row(`POST /manifests/{id}/shipments, ${BATCH} numbers`, addMs);

  const detailMs: number[] = [];
  await get(`/manifests/${bigManifestId}`).then((r) => r.arrayBuffer());
  for (let i = 0; i < 5; i++) detailMs.push((await measured(() => get(`/manifests/${bigManifestId}`))).ms);
  row(`GET /manifests/{id}, ${BIG.toLocaleString('en')} shipments`, detailMs);

  for (const kind of ['export.xlsx', 'manifest.pdf']) {
    const runs = [];
    for (let i = 0; i < 2; i++) runs.push(await measured(() => get(`/manifests/${bigManifestId}/${kind}`)));
    const last = runs.at(-1)!;
    row(
      `GET /manifests/{id}/${kind}, ${BIG.toLocaleString('en')} shipments`,
      runs.map((r) => r.ms),
      {
        'size MB': +(last.bytes / 1048576).toFixed(1),
        'RSS before MB': Math.round(last.rss0 / 1048576),
        'peak RSS MB': Math.round(Math.max(...runs.map((r) => r.peak)) / 1048576),
      },
    );
  }
  console.log(
    `\n${database.driver}; single requests; writes once per fresh batch of ${BATCH} (${RUNS} batches), reads after one warm-up`,
  );
  console.table(table);

  if (process.env.EXPLAIN) {
    const plans: [string, SQL][] = [
      [
        `scan-to-add lookup of ${BATCH} numbers`,
        sql`select b.*, ms.manifest_id from bookings b left join manifest_shipments ms on ms.booking_id = b.id
            where b.tracking_number = any(string_to_array(${toAdd[0]!.join(',')}, ',')) order by b.id for update of b`,
      ],
      [
        `totals of a ${BIG}-shipment manifest`,
        sql`select ms.manifest_id, b.currency, count(*), sum(b.actual_weight), sum(b.chargeable_weight), sum(b.declared_value)
            from manifest_shipments ms join bookings b on b.id = ms.booking_id
            where ms.manifest_id = ${bigManifestId} group by 1, 2`,
      ],
      [
        `document rows of a ${BIG}-shipment manifest`,
        sql`select b.tracking_number, b.sender, b.receiver, b.pieces, mb.number from manifest_shipments ms
            join bookings b on b.id = ms.booking_id left join manifest_bags mb on mb.id = ms.bag_id
            where ms.manifest_id = ${bigManifestId} order by ms.added_at, b.tracking_number`,
      ],
    ];
    await explainPlans(app.db, plans);
  }
  return [floor, app, database];
}

runBench(main);

/** The manifest's PDF three times: time, size and the RSS each adds at its peak. */
async function onlyPdf(
  get: (path: string) => Promise<Response>,
  id: string,
  table: Record<string, string | number>[],
  row: (route: string, ms: number[], extra?: Record<string, string | number>) => void,
) {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    // With --expose-gc, garbage of the run before is collected first (RSS rarely shrinks, though).
    (globalThis as { gc?: () => void }).gc?.();
    runs.push(await measured(() => get(`/manifests/${id}/manifest.pdf`)));
  }
  const growth = runs.map((r) => (r.peak - r.rss0) / 1048576);
  row(
    `GET /manifests/{id}/manifest.pdf, ${BIG.toLocaleString('en')} shipments`,
    runs.map((r) => r.ms),
    {
      'size MB': +(runs[0]!.bytes / 1048576).toFixed(1),
      'RSS before MB': Math.round(runs[0]!.rss0 / 1048576),
      'RSS growth MB (each run)': growth.map((g) => g.toFixed(0)).join(' / '),
      'max ms': Math.round(Math.max(...runs.map((r) => r.ms))),
    },
  );
  console.log(
    `\nthe manifest PDF alone; ${BIG.toLocaleString('en')} shipments in bags of 100; 3 runs, the first one cold`,
  );
  console.table(table);
}
