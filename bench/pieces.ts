/**
 * Receiving by pieces (issue 35): piece scans in one receive request, over HTTP, as a ratio to
 * the floor (bare Fastify running one `select 1` on the same database, measured in the same run).
 * The receive is set-based: the bookings are locked in one statement, moved in a batch
 * (`applyTransitions`), and their pieces read in one statement and recorded in three, so 500
 * piece scans must cost about what 50 do plus the rows, not a few statements per piece. The
 * table shows 50 and 500 scans, and the cost per scan of each. It always prints EXPLAIN (ANALYZE,
 * BUFFERS) of the hot queries: the pieces of the scanned bookings and the hand-over's write.
 *
 *   npm run bench:pieces                      (PGlite in memory)
 *   DATABASE_URL=postgres://… npm run bench:pieces
 *
 * RUNS sets how many batches of each size are timed (each on fresh bookings: a receive is a write).
 */
import { makeTrackingNumber } from '@acf/shared';
import { sql } from 'drizzle-orm';
import { type openDatabase, rowsOf } from '../apps/api/src/db/client';
import { loginAs } from '../apps/api/test/helpers/auth';
import { benchApp, floorServer, median, runBench } from './harness';
import { requireNoBenchBookings } from './seed-bookings';

const url = process.env.DATABASE_URL;
const RUNS = Number(process.env.RUNS ?? 3);
/** Pieces per booking: 500 scans are 250 bookings of two cartons. */
const PER_BOOKING = 2;
const SIZES = [50, 500];

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/** `count` picked-up bookings of PER_BOOKING pieces (the trigger makes the pieces), from sequence `from` on. */
async function insertBookings(db: Db, from: number, count: number) {
  const numbers = Array.from({ length: count }, (_, i) => makeTrackingNumber(910_000_000 + from + i));
  await db.execute(sql`
    insert into bookings (code, tracking_number, customer_id, status, service, carrier, office, sender, receiver,
      receiver_name, receiver_country, cargo_unit, pieces, goods_description, declared_value, currency, incoterm,
      pickup_date, actual_weight, volumetric_weight, chargeable_weight, volume, base_fee, surcharges,
      surcharge_total, discount_percent, discount, total, price_currency, handover)
    select 'BP' || t.n, t.n, (select id from customers where code = 'BENCHP01'), 'PICKED_UP', 'EXPRESS', 'YAMATO', 'SOUTH',
      '{"name":"Nguyễn Văn Đức","company":"","phone":"0901234567","email":"","addressLine1":"12 Nguyễn Huệ","addressLine2":"","city":"Hồ Chí Minh","state":"","postalCode":"700000","country":"VN"}'::jsonb,
      jsonb_build_object('name', '山田 太郎 ' || t.i, 'company', '', 'phone', '0312345678', 'email', '',
        'addressLine1', '東京都千代田区丸の内1-1', 'addressLine2', '', 'city', 'Tokyo', 'state', '', 'postalCode', '100-0005', 'country', 'JP'),
      '山田 太郎 ' || t.i, 'JP', 'CM_KG',
      jsonb_build_array(jsonb_build_object('length', 30, 'width', 20, 'height', 10, 'weight', 2.3, 'quantity', ${PER_BOOKING}::int)),
      'Cà phê rang xay', 100, 'USD', 'DAP', current_date,
      4.6, 1.2, 5, 0.012, 10.5, '[]'::jsonb, 0, 0, 0, 10.5, 'USD', 'PICKUP'
    from unnest(string_to_array(${numbers.join(',')}, ',')) with ordinality as t(n, i)`);
  return numbers.flatMap((n) => Array.from({ length: PER_BOOKING }, (_, i) => `${n}-${i + 1}`));
}

async function main() {
  const { app, database } = await benchApp(url);
  await requireNoBenchBookings(app.db, 'BP');
  const warehouse = await loginAs(app as never, 'WAREHOUSE_OPERATOR');
  const headers = { ...warehouse.headers, 'content-type': 'application/json' };
  await app.db.execute(sql`
    insert into customers (code, company_name, contact_name, in_network, discount_percent)
    values ('BENCHP01', 'Công ty Hoa Sen', 'Nguyễn Văn Đức', true, 0)`);
  // A background of other bookings and their pieces, so the lookups run on a table that is not tiny.
  const background = Number(process.env.BACKGROUND ?? 20_000);
  console.log(
    `driver ${database.driver}: seeding ${background.toLocaleString('en')} background bookings and the batches…`,
  );
  let seq = 0;
  for (let done = 0; done < background; done += 5000) {
    await insertBookings(app.db, seq, Math.min(5000, background - done));
    seq += 5000;
  }
  const batches = new Map<number, string[][]>();
  for (const size of SIZES) {
    const list: string[][] = [];
    for (let r = 0; r < RUNS; r++) {
      list.push(await insertBookings(app.db, seq, size / PER_BOOKING));
      seq += size / PER_BOOKING;
    }
    batches.set(size, list);
  }
  await app.db.execute(sql`analyze`);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  const floor = await floorServer(url, app.db);
  await fetch(floor.url).then((r) => r.text());
  const floorRuns: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await fetch(floor.url).then((r) => r.text());
    floorRuns.push(performance.now() - t);
  }
  const floorMs = median(floorRuns);

  const table: Record<string, string | number>[] = [
    { route: 'floor: bare Fastify + select 1', 'median ms': +floorMs.toFixed(1), ratio: 1 },
  ];
  // A warm-up receive of a few pieces, not timed (first statements prepare and plan).
  const warm = await insertBookings(app.db, seq, 2);
  seq += 2;
  await fetch(`${base}/api/v1/operations/receive`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ trackingNumbers: warm, mode: 'PICKUP' }),
  }).then((r) => r.text());

  for (const size of SIZES) {
    const ms: number[] = [];
    for (const codes of batches.get(size)!) {
      const t = performance.now();
      const res = await fetch(`${base}/api/v1/operations/receive`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ trackingNumbers: codes, mode: 'PICKUP' }),
      });
      const body = await res.json();
      ms.push(performance.now() - t);
      if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      const applied = body.pieceScans.filter((s: { result: string }) => s.result === 'applied').length;
      if (applied !== size) throw new Error(`receive applied ${applied} of ${size} pieces`);
    }
    table.push({
      route: `POST /operations/receive, ${size} piece scans (${size / PER_BOOKING} bookings)`,
      'median ms': +median(ms).toFixed(1),
      ratio: +(median(ms) / floorMs).toFixed(0),
      'floors per 100 pieces': +((median(ms) / floorMs / size) * 100).toFixed(1),
    });
  }
  console.table(table);

  const sample = batches.get(500)![0]!;
  const numbers = [...new Set(sample.map((c) => c.split('-')[0]!))];
  const [ids] = await rowsOf<{ ids: string }>(
    app.db,
    sql`select string_agg(id::text, ',') as ids from bookings where tracking_number = any(string_to_array(${numbers.join(',')}, ','))`,
  );
  const plans: [string, ReturnType<typeof sql>][] = [
    [
      `the pieces of ${numbers.length} scanned bookings (piecesOf)`,
      sql`select id, booking_id, idx, last_handover from booking_pieces
          where booking_id = any(string_to_array(${ids!.ids}, ',')::uuid[]) order by booking_id, idx`,
    ],
    [
      `the hand-over's write of ${sample.length} pieces (recordSeen), rolled back`,
      sql`with u as (select * from unnest(string_to_array(${sample.join(',')}, ',')) as u(id)),
          upd as (update booking_pieces p set last_handover = 'BENCH', last_seen_at = now()
            from u where p.id = u.id returning p.id, p.booking_id)
          insert into piece_scans (booking_id, piece_id, kind, handover, where_vi, where_en, at)
          select booking_id, id, 'RECEIVE', 'BENCH', 'kho HCM', 'HCM warehouse', now() from upd`,
    ],
    [
      `the flag of ${numbers.length} bookings, rolled back`,
      sql`update bookings b set handover = 'BENCH', pieces_missing = m.missing
          from (select p.booking_id, bool_or(p.last_handover is distinct from 'BENCH') as missing
                from booking_pieces p where p.booking_id = any(string_to_array(${ids!.ids}, ',')::uuid[])
                group by p.booking_id) m
          where b.id = m.booking_id`,
    ],
  ];
  for (const [name, q] of plans) {
    // The writes are explained inside a transaction that is rolled back: the bench leaves no trace.
    await app.db
      .transaction(async (tx) => {
        const rows = await rowsOf<{ 'QUERY PLAN': string }>(tx, sql`explain (analyze, buffers) ${q}`);
        console.log(`\n--- ${name}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
        throw new Rollback();
      })
      .catch((err) => {
        if (!(err instanceof Rollback)) throw err;
      });
  }
  return [floor, app, database];
}

class Rollback extends Error {}

runBench(main);
