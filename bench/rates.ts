/**
 * Rate-card simulation speed (issue 33 §7): N bookings of one line (DHL EXPRESS) spread over 300
 * days, so the last 30 days hold about N / 10 of them, to varied countries and weights; then
 * "simulate" of a draft card (the seeded card with its prices doubled) over 30 days, three times,
 * with the time of one `select 1` on the same database beside it, and the plan of its query.
 *
 *   npm run bench:rates                                         (PGlite in memory, N=50 000)
 *   DATABASE_URL=postgres://… N=1000000 npm run bench:rates     (the target: < 10 s)
 *
 * A database seeded by an earlier run with the same N is reused.
 */
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { rowsOf } from '../apps/api/src/db/client';
import { cardWorkbook } from '../apps/api/src/modules/rates/rate-sheets';
import { importCard } from '../apps/api/src/modules/rates/rates.service';
import { simulateCard } from '../apps/api/src/modules/rates/simulate';
import { benchApp } from './harness';

const url = process.env.DATABASE_URL;
const N = Number(process.env.N ?? (url ? 1_000_000 : 50_000));
const CUSTOMERS = 1000;
type Db = Awaited<ReturnType<typeof benchApp>>['app']['db'];

async function seed(db: Db) {
  const t0 = Date.now();
  await db.execute(sql`
    insert into customers (code, company_name, contact_name)
    select 'RATEB' || lpad(i::text, 6, '0'), 'Rate bench customer ' || i, 'Contact ' || i
    from generate_series(1, ${CUSTOMERS}) i`);
  const batch = 100_000;
  for (let from = 1; from <= N; from += batch) {
    const to = Math.min(N, from + batch - 1);
    // A booking every 300 days / N, newest first; weights 0.5–60 kg, mostly light.
    await db.execute(sql`
      insert into bookings (code, tracking_number, customer_id, status, service, carrier, office, sender, receiver,
        receiver_name, receiver_country, cargo_unit, pieces, goods_description, declared_value, currency, incoterm,
        pickup_date, actual_weight, volumetric_weight, chargeable_weight, volume, base_fee, surcharge_total,
        discount_percent, discount, total, price_currency, created_at, updated_at, last_event_at)
      select 'RB' || lpad(i::text, 10, '0'), 'R' || lpad(i::text, 12, '0'), c.id, 'DELIVERED', 'EXPRESS', 'DHL', 'SOUTH',
        '{"name":"S","company":"","phone":"0901234567","email":"","addressLine1":"1","addressLine2":"","city":"HCM","state":"","postalCode":"700000","country":"VN"}'::jsonb,
        jsonb_build_object('name', 'R ' || i, 'postalCode', '10001', 'country', k.country),
        'R ' || i, k.country, 'CM_KG',
        jsonb_build_array(jsonb_build_object('length', 30, 'width', 20, 'height', 10, 'weight', w.kg, 'quantity', 1)),
        'Goods', 100, 'USD', 'DAP', ts::date, w.kg, 1.2, ceil(greatest(w.kg, 1.2) * 2) / 2, 0.006,
        31, 0, 0, 0, 31, 'USD', ts, ts, ts
      from generate_series(${from}::int, ${to}::int) i
      cross join lateral (select now() - (i * (interval '300 days' / ${N})) as ts) t
      cross join lateral (select round((0.3 + power(random(), 3) * 60)::numeric, 1) as kg) w
      cross join lateral (select (array['JP','KR','US','DE','SG','AU','GB','CN','FR','BR'])[1 + i % 10] as country) k
      join customers c on c.code = 'RATEB' || lpad((1 + i % ${CUSTOMERS})::text, 6, '0')`);
  }
  await db.execute(sql`analyze`);
  return (Date.now() - t0) / 1000;
}

async function main() {
  const { app, database } = await benchApp(url);
  const [count] = await rowsOf<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from bookings b join customers c on c.id = b.customer_id where c.code like 'RATEB%'`,
  );
  const n = count?.n ?? 0;
  if (n === N)
    console.log(`driver ${database.driver}, reusing the ${N.toLocaleString('en')} bookings seeded before`);
  else if (n > 0) throw new Error(`the database holds ${n} bench bookings, not ${N}: use an empty database`);
  else {
    console.log(`driver ${database.driver}, seeding ${N.toLocaleString('en')} bookings…`);
    console.log(`seeded in ${(await seed(app.db)).toFixed(1)} s`);
  }
  // The draft: the seeded DHL EXPRESS SELL card, every price doubled (exactly: a rounded percentage could make a heavier parcel cheaper, which the import refuses), imported as a person would.
  const [seeded] = await rowsOf<{ id: string; body: never }>(
    app.db,
    sql`select id, body from rate_cards where carrier = 'DHL' and service = 'EXPRESS' and kind = 'SELL'
      and customer_id is null and status = 'ACTIVE' order by valid_from desc limit 1`,
  );
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await cardWorkbook(seeded!.body, 'bench')) as unknown as ArrayBuffer);
  wb.eachSheet((ws) =>
    ws.eachRow((row, r) => {
      if (r === 1) return;
      row.eachCell((cell, c) => {
        if (c > 1 && typeof cell.value === 'number') cell.value *= 2;
      });
    }),
  );
  const { card } = await importCard(
    app.db,
    { bytes: Buffer.from(await wb.xlsx.writeBuffer()), name: 'bench.xlsx' },
    { carrier: 'DHL', service: 'EXPRESS', kind: 'SELL', currency: 'USD', validFrom: '2099-01-01' },
    null,
  );
  const floor: number[] = [];
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof simulateCard>> | undefined;
  for (let run = 0; run < 3; run++) {
    let t = performance.now();
    await rowsOf(app.db, sql`select 1 as one`);
    floor.push(performance.now() - t);
    t = performance.now();
    last = await simulateCard(app.db, card!.id, 30);
    times.push(performance.now() - t);
  }
  console.log(
    `simulate 30 days: ${last!.bookings.toLocaleString('en')} bookings, ${last!.compared.toLocaleString('en')} compared, ` +
      `${last!.customers.length} customers, difference ${last!.total.difference.toLocaleString('en')} USD`,
  );
  console.log(
    `  times (ms): ${times.map((x) => x.toFixed(0)).join(', ')}  (select 1 beside it: ${floor.map((x) => x.toFixed(1)).join(', ')})`,
  );
  console.log(`  target on 1,000,000 bookings / ~100,000 in the period, PostgreSQL: < 10,000 ms`);
  const plan = await rowsOf<{ 'QUERY PLAN': string }>(
    app.db,
    sql`explain (analyze, buffers) select b.id, b.chargeable_weight, b.pieces, b.receiver_country
      from bookings b join customers c on c.id = b.customer_id
      where b.carrier = 'DHL' and b.service = 'EXPRESS' and b.status <> 'CANCELLED' and not b.is_test
        and b.created_at >= ((current_date - 29)::timestamp at time zone 'Asia/Ho_Chi_Minh')
        and b.created_at < ((current_date + 1)::timestamp at time zone 'Asia/Ho_Chi_Minh')`,
  );
  console.log(plan.map((r) => `  ${r['QUERY PLAN']}`).join('\n'));
  await app.db.execute(sql`delete from rate_cards where id = ${card!.id}`);
  await app.close();
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
