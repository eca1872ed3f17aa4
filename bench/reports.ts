/**
 * Reports speed and memory: seeds N bookings spread over 12 months (with pickup and delivery
 * events, sales people, discounts, two currencies) and measures, as single requests over HTTP,
 * every report for one month and for 12 months, next to the floor (bare Fastify running one
 * `select 1` on the same database), then streams a statement Excel of STATEMENT_ROWS rows while
 * sampling the process's own RSS.
 *
 *   npm run bench:reports                                   (PGlite in memory, N=100 000)
 *   DATABASE_URL=postgres://… N=1000000 npm run bench:reports
 *
 * A PostgreSQL database seeded by an earlier run with the same N is reused (the seed writes the
 * rows with the report triggers off, then report_rebuild() fills the summaries and the bookings'
 * first pickup and delivery, then VACUUM ANALYZE). RUNS sets how many
 * times each request is timed (the median is printed). EXPLAIN=1 prints EXPLAIN (ANALYZE,
 * BUFFERS) of the hot queries (PostgreSQL).
 *
 * Targets: each report ≤ 300 ms for a month and ≤ 1 s for 12 months; a 100,000-row statement
 * Excel ≤ 10 s with RSS growing by ≤ 150 MB while it streams.
 */
import { presetPeriod, previousPeriod, todayInHcm } from '@acf/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type openDatabase, rowsOf } from '../apps/api/src/db/client';
import * as repo from '../apps/api/src/modules/reports/reports.repository';
import { loginAs } from '../apps/api/test/helpers/auth';
import { benchApp, explainPlans, floorServer, rssSampler, runBench, streamedBytes, timed } from './harness';
import { BOOKING_COLUMNS, inBatches, seedBookingsOnce } from './seed-bookings';

const url = process.env.DATABASE_URL;
const N = Number(process.env.N ?? (url ? 1_000_000 : 100_000));
const STATEMENT_ROWS = Math.min(N, Number(process.env.STATEMENT_ROWS ?? 100_000));
const RUNS = Number(process.env.RUNS ?? 5);
const CUSTOMERS = 2000;
const SALES = 20;
const PICKUP = 50;

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

async function seed(db: Db) {
  const t0 = Date.now();
  // Bulk rows go in without the report triggers (a row-by-row upsert per booking and event);
  // report_rebuild() then computes the summaries from them in one pass, as the migration does.
  await db.execute(sql`alter table bookings disable trigger user`);
  await db.execute(sql`alter table booking_events disable trigger user`);
  await db.execute(sql`
    insert into users (username, full_name, password_hash, kind)
    select 'bench_sales' || i, 'Bench sales ' || i, 'x', 'staff' from generate_series(1, ${SALES}) i
    union all
    select 'bench_pickup' || i, 'Bench pickup ' || i, 'x', 'staff' from generate_series(1, ${PICKUP}) i`);
  await db.execute(sql`
    insert into customers (code, company_name, contact_name, sales_user_id, in_network, discount_percent)
    select 'BENCH' || lpad(i::text, 6, '0'), 'Bench customer ' || i, 'Contact ' || i,
      (select id from users where username = 'bench_sales' || (1 + i % ${SALES})),
      i % 10 <> 0, case when i % 3 = 0 then 5 else 0 end
    from generate_series(1, ${CUSTOMERS}) i`);
  await inBatches(N, (from, to) =>
    // The first STATEMENT_ROWS bookings belong to customer 1 (the big statement); creation times
    // are spread over the last 365 days by a multiplicative hash of i.
    db.execute(sql`
      insert into bookings (${BOOKING_COLUMNS}, actual_weight, volumetric_weight, chargeable_weight, volume, base_fee, surcharges,
        surcharge_total, discount_percent, discount, total, price_currency, assignee_id, created_at, updated_at,
        last_event_at, piece_count)
      select 'BR' || lpad(i::text, 9, '0'), 'T' || lpad(i::text, 9, '0'),
        c.id,
        case when i % 31 = 0 then 'CANCELLED' when i % 17 = 0 then 'IN_TRANSIT' when i % 23 = 0 then 'BOOKED' else 'DELIVERED' end,
        (array['EXPRESS','ECONOMY','ECOMMERCE_SERVICE','AIR_FREIGHT','SEA_FREIGHT'])[1 + i % 5],
        (array['YAMATO','K_CARGO','DHL','FEDEX','UPS'])[1 + (i / 5) % 5],
        case when i % 4 = 0 then 'NORTH' else 'SOUTH' end,
        '{"name":"Sender","company":"","phone":"0901234567","email":"","addressLine1":"12 Nguyen Hue","addressLine2":"","city":"Ho Chi Minh","state":"","postalCode":"700000","country":"VN"}'::jsonb,
        jsonb_build_object('name', 'Receiver ' || i, 'company', '', 'phone', '0312345678', 'email', '',
          'addressLine1', '1-1 Chiyoda', 'addressLine2', '', 'city', 'Tokyo', 'state', '', 'postalCode', '100-0001', 'country', 'JP'),
        'Receiver ' || i, 'JP', 'CM_KG',
        jsonb_build_array(jsonb_build_object('length', 30, 'width', 20, 'height', 10, 'weight', 2.3, 'quantity', 1 + i % 3)),
        'Clothes', 100, 'USD', 'DAP', ts::date, 2.3, 1.2, w, 0.006,
        fee, case when i % 2 = 0 then jsonb_build_array(jsonb_build_object('code', 'FUEL', 'nameVi', 'Phụ phí nhiên liệu',
          'nameEn', 'Fuel surcharge', 'total', round(fee * 0.1, 2), 'currency', cur)) else '[]'::jsonb end,
        case when i % 2 = 0 then round(fee * 0.1, 2) else 0 end,
        case when i % 3 = 0 then 5 else 0 end,
        case when i % 3 = 0 then round(fee * 0.05, 2) else 0 end,
        fee + case when i % 2 = 0 then round(fee * 0.1, 2) else 0 end - case when i % 3 = 0 then round(fee * 0.05, 2) else 0 end,
        cur, p.id, ts, ts, ts + interval '1 day', 1 + i % 3
      from generate_series(${from}::int, ${to}::int) i
      cross join lateral (select now() - interval '1 hour' - ((i::bigint * 7919) % ${N})::float8 / ${N} * interval '365 days' as ts) t
      cross join lateral (select case when i % 5 = 0 then 'USD' else 'VND' end as cur, 0.5 + (i % 40) / 2.0 as w) m
      cross join lateral (select case when cur = 'USD' then round((w * 4.2)::numeric, 2) else round(w * 85000) end as fee) f
      join customers c on c.code = 'BENCH' || lpad((case when i <= ${STATEMENT_ROWS} then 1 else 1 + i % ${CUSTOMERS} end)::text, 6, '0')
      join users p on p.username = 'bench_pickup' || (1 + i % ${PICKUP})`),
  );
  await db.execute(sql`
    insert into booking_events (booking_id, status, place, occurred_at, actor_id)
    select b.id, 'PICKED_UP', 'Tan Binh', b.created_at + interval '20 hours', b.assignee_id
    from bookings b where b.code like 'BR%' and b.status in ('DELIVERED', 'IN_TRANSIT')`);
  await db.execute(sql`
    insert into booking_events (booking_id, status, place, occurred_at, actor_id)
    select b.id, 'DELIVERED', 'Tokyo', b.created_at + interval '1 day', b.assignee_id
    from bookings b where b.code like 'BR%' and b.status = 'DELIVERED'`);
  await db.execute(sql`select report_rebuild()`);
  await db.execute(sql`alter table bookings enable trigger user`);
  await db.execute(sql`alter table booking_events enable trigger user`);
  // Freshly analysed, and the visibility map set (index-only scans), as autovacuum leaves a table.
  await db.execute(sql`vacuum analyze`);
  return (Date.now() - t0) / 1000;
}

async function main() {
  const { app, database } = await benchApp(url);
  await seedBookingsOnce(app.db, database.driver, N, 'BR', () => seed(app.db));
  const [eventCount] = await rowsOf<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from booking_events`,
  );
  const events = eventCount!.n;
  const [big] = await rowsOf<{ id: string }>(
    app.db,
    sql`select id from customers where code = 'BENCH000001'`,
  );
  const manager = await loginAs(app as never, 'MANAGER');
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  // The floor: bare Fastify + one select 1 on the same database, as a single request.
  const floor = await floorServer(url, app.db, { poolSize: 5 });
  const floorMs = (await timed(() => fetch(floor.url).then((r) => r.text()), 20)).median;

  const month = presetPeriod('lastMonth');
  const year = { from: todayInHcm(new Date(Date.now() - 364 * 86_400_000)), to: todayInHcm() };
  const headers = { ...manager.headers };
  const get = async (path: string) => {
    const res = await fetch(`${base}/api/v1/reports/${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.text();
  };
  const reports = [
    [
      'statement (customer with most rows, page 1)',
      (p: typeof month) => `statement?customerId=${big!.id}&from=${p.from}&to=${p.to}`,
    ],
    ['POD', (p: typeof month) => `pod?from=${p.from}&to=${p.to}`],
    ['outstanding over 4 days', (p: typeof month) => `outstanding?from=${p.from}&to=${p.to}`],
    ['by staff', (p: typeof month) => `by-staff?from=${p.from}&to=${p.to}`],
    ['by customer (+ previous period)', (p: typeof month) => `by-customer?from=${p.from}&to=${p.to}`],
    ['revenue customers + discounted', (p: typeof month) => `revenue-customers?from=${p.from}&to=${p.to}`],
    ['by service (by day)', (p: typeof month) => `by-service?from=${p.from}&to=${p.to}&groupBy=day`],
  ] as const;
  const table: Record<string, string | number>[] = [];
  table.push({
    route: 'floor: bare Fastify + select 1',
    'one month ms': +floorMs.toFixed(1),
    'ratio (month)': 1,
  });
  for (const [name, path] of reports) {
    const m = await timed(() => get(path(month)), RUNS);
    const y = await timed(() => get(path(year)), RUNS);
    table.push({
      route: name,
      'one month ms': +m.median.toFixed(1),
      'ratio (month)': +(m.median / floorMs).toFixed(1),
      '12 months ms': +y.median.toFixed(1),
      'ratio (12 months)': +(y.median / floorMs).toFixed(1),
    });
  }
  console.log(
    `\nN=${N.toLocaleString('en')} bookings, ${events.toLocaleString('en')} events on ${database.driver}; ` +
      `single requests, median of ${RUNS} after one warm-up; month ${month.from}…${month.to}, 12 months ${year.from}…${year.to}`,
  );
  console.table(table);

  // The statement Excel of the big customer over 12 months, read as it streams; RSS sampled every 20 ms.
  const rss = rssSampler(20);
  const rss0 = rss.before;
  const t0 = performance.now();
  const res = await fetch(
    `${base}/api/v1/reports/statement.xlsx?customerId=${big!.id}&from=${year.from}&to=${year.to}`,
    {
      headers,
    },
  );
  const bytes = await streamedBytes(res);
  const seconds = (performance.now() - t0) / 1000;
  const peak = rss.stop();
  console.log(
    `\nstatement.xlsx: ${res.headers.get('x-row-count')} rows, ${(bytes / 1048576).toFixed(1)} MB in ${seconds.toFixed(1)} s; ` +
      `RSS ${(rss0 / 1048576).toFixed(0)} MB before, peak ${(peak / 1048576).toFixed(0)} MB (+${((peak - rss0) / 1048576).toFixed(0)} MB)`,
  );

  if (process.env.EXPLAIN) {
    const mFrom = repo.hcmDayStart(month.from);
    const mTo = repo.hcmDayEnd(month.to);
    const yFrom = repo.hcmDayStart(year.from);
    const yTo = repo.hcmDayEnd(year.to);
    const monthDays = { from: month.from, to: month.to };
    const yearDays = { from: year.from, to: year.to };
    const m = { from: mFrom, to: mTo, days: monthDays };
    const y = { from: yFrom, to: yTo, days: yearDays };
    const prevYear = previousPeriod(year.from, year.to);
    const plans: [string, SQL][] = [
      [
        'by customer, 12 months + previous 12 (summary)',
        repo.summarySql.byCustomer({}, { days: { from: prevYear.from, to: year.to } }, year.from),
      ],
      ['by staff, sales side, 12 months (summary)', repo.summarySql.salesByStaff({}, y)],
      ['by staff, pickups, one month (summary)', repo.summarySql.pickupsByStaff({}, m)],
      ['by service by day, 12 months (service summary)', repo.summarySql.byService(y, 'day')],
      [
        'statement totals, 12 months (summary)',
        repo.summarySql.statementTotals({}, { ...y, customerId: big!.id }),
      ],
      ['POD totals, one month (summary)', repo.summarySql.podTotals({}, m)],
      ['discounted totals, 12 months (summary)', repo.summarySql.discountTotals({}, y)],
      [
        'statement page 1',
        repo.statementRowsSql(repo.reportWhere({}, { from: mFrom, to: mTo, customerId: big!.id }), 50, 0),
      ],
      ['POD page 1, one month', repo.podRowsSql(repo.reportWhere({}, m, repo.deliveredAtSql), 50, 0)],
      [
        'outstanding totals, one month',
        sql`select b.status, count(*)::int as n from bookings b join customers c on c.id = b.customer_id
            where b.status not in ('DELIVERED', 'CANCELLED') and b.last_event_at < ${new Date(Date.now() - 96 * 3600_000).toISOString()}::timestamptz
              and ${repo.reportWhere({}, m)} group by b.status`,
      ],
      [
        'outstanding page 1, booked in one month',
        repo.outstandingRowsSql(
          repo.reportWhere({}, m),
          new Date(Date.now() - 96 * 3600_000),
          new Date(),
          50,
          0,
        ),
      ],
      ['discounted shipments page 1, one month', repo.discountRowsSql(repo.reportWhere({}, m), 50, 0)],
    ];
    await explainPlans(app.db, plans);
  }
  return [floor, app, database];
}

runBench(main);
