/**
 * Pickup speed: seeds N bookings (a year of history, today's pickups for PICKUP_STAFF drivers,
 * a month of pickup attempts) and measures, with autocannon on loopback at CONNECTIONS
 * connections, a driver's own pickups (GET /pickups/mine) and the dispatcher's list
 * (GET /pickups/assignable), next to the floor (bare Fastify running one `select 1` on the same
 * database) measured in the same run; then the 31-day overview as single requests.
 *
 *   npm run bench:pickups                                   (PGlite in memory, N=50 000)
 *   DATABASE_URL=postgres://… N=1000000 npm run bench:pickups
 *
 * A PostgreSQL database seeded by an earlier run with the same N is reused. DURATION (s),
 * CONNECTIONS and RUNS tune a run; FLOOR_EACH=1 also measures the floor right before each list
 * and gives the ratio to that floor (the load of a shared machine moves during a run); EXPLAIN=1 prints EXPLAIN (ANALYZE, BUFFERS) of the hot
 * queries. Both lists are answered from memory while nothing they show changes (a version read per
 * request): a run measures that steady state; the first request after a write builds the list again.
 *
 * Targets: mine and assignable ≤ 3× the floor at 100 connections; the 31-day overview ≤ 300 ms.
 */
import { todayInHcm } from '@acf/shared';
import { type SQL, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { type openDatabase, rowsOf } from '../apps/api/src/db/client';
import { loginAs } from '../apps/api/test/helpers/auth';
import { benchApp, explainPlans, floorServer, loadNamed, runBench, timed } from './harness';
import type { LoadJob, LoadResult } from './load-worker';
import { BOOKING_COLUMNS, inBatches, seedBookingsOnce } from './seed-bookings';

const url = process.env.DATABASE_URL;
const N = Number(process.env.N ?? (url ? 1_000_000 : 50_000));
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const RUNS = Number(process.env.RUNS ?? 7);
const DRIVERS = 50;
const CUSTOMERS = 2000;
/** Today's pickups per driver, and attempts per driver per day over the last 31 days. */
const PER_DRIVER = 40;
const DAYS = 31;

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

async function seed(db: Db, driverRole: string) {
  const t0 = Date.now();
  await db.execute(sql`
    insert into users (username, full_name, password_hash, kind, role_id)
    select 'bench_driver' || i, 'Bench driver ' || i, 'x', 'staff', ${driverRole}::uuid from generate_series(1, ${DRIVERS}) i`);
  await db.execute(sql`
    insert into customers (code, company_name, contact_name)
    select 'PBENCH' || lpad(i::text, 6, '0'), 'Bench customer ' || i, 'Contact ' || i from generate_series(1, ${CUSTOMERS}) i`);
  const today = todayInHcm();
  await inBatches(N, (from, to) =>
    // A year of bookings, nearly all delivered; the last DRIVERS × PER_DRIVER × 1.5 are today's
    // pickups (two thirds assigned to the drivers, one third still to distribute).
    db.execute(sql`
      insert into bookings (${BOOKING_COLUMNS}, pickup_time_window, actual_weight, volumetric_weight, chargeable_weight, volume, base_fee,
        surcharges, surcharge_total, discount_percent, discount, total, price_currency, assignee_id, assigned_at,
        created_at, updated_at, last_event_at)
      select 'PK' || lpad(i::text, 9, '0'), 'P' || lpad(i::text, 9, '0'), c.id,
        case when today then (case when i % 3 = 0 then 'BOOKED' else 'ASSIGNED' end)
             when i % 31 = 0 then 'CANCELLED' else 'DELIVERED' end,
        'EXPRESS', (array['YAMATO','K_CARGO','DHL','FEDEX','UPS'])[1 + i % 5],
        case when i % 4 = 0 then 'NORTH' else 'SOUTH' end,
        jsonb_build_object('name', 'Sender ' || i, 'company', '', 'phone', '0901234567', 'email', '',
          'addressLine1', (i % 200) || ' Nguyen Hue', 'addressLine2', '', 'city', 'Ho Chi Minh',
          'state', (array['Quan 1','Quan 3','Tan Binh','Binh Thanh','Thu Duc'])[1 + i % 5], 'postalCode', '700000', 'country', 'VN'),
        '{"name":"Receiver","company":"","phone":"0312345678","email":"","addressLine1":"1-1 Chiyoda","addressLine2":"","city":"Tokyo","state":"","postalCode":"100-0001","country":"JP"}'::jsonb,
        'Receiver', 'JP', 'CM_KG', '[{"length":30,"width":20,"height":10,"weight":2.3,"quantity":1}]'::jsonb,
        'Clothes', 100, 'USD', 'DAP',
        case when today then ${today}::date else ts::date end,
        (array['08:00-10:00','09:00-12:00','13:00-15:00','14:00-17:00',''])[1 + i % 5],
        2.3, 1.2, 2.5, 0.006, 15, '[]'::jsonb, 0, 0, 0, 15, 'USD',
        case when today and i % 3 <> 0 or not today and i % 31 <> 0 then d.id end,
        case when today and i % 3 <> 0 then now() - interval '2 hours' end,
        ts, ts, ts
      from generate_series(${from}::int, ${to}::int) i
      cross join lateral (select i > ${N - Math.round(DRIVERS * PER_DRIVER * 1.5)} as today) w
      cross join lateral (select case when today then now() - interval '1 day'
        else now() - interval '2 days' - ((i::bigint * 7919) % ${N})::float8 / ${N} * interval '365 days' end as ts) t
      join customers c on c.code = 'PBENCH' || lpad((1 + i % ${CUSTOMERS})::text, 6, '0')
      join users d on d.username = 'bench_driver' || (1 + i % ${DRIVERS})`),
  );
  // A month of attempts: each driver picks up PER_DRIVER a day, one in ten fails first.
  await db.execute(sql`
    insert into pickup_attempts (booking_id, assignee_id, outcome, office, chargeable_weight, reason, occurred_at, idempotency_key)
    select b.id, b.assignee_id,
      case when n = 0 then 'PICKED_UP' else 'FAILED' end, b.office,
      case when n = 0 then b.chargeable_weight end,
      case when n = 0 then null else 'CUSTOMER_ABSENT' end,
      b.created_at + interval '3 hours' - n * interval '1 day', 'bench:' || b.code || ':' || n
    from bookings b
    cross join generate_series(0, 1) n
    where b.code like 'PK%' and b.status = 'DELIVERED' and b.created_at > now() - interval '${sql.raw(String(DAYS))} days'
      and (n = 0 or b.code like '%7')`);
  await db.execute(sql`analyze`);
  return (Date.now() - t0) / 1000;
}

interface Run extends LoadResult {
  name: string;
}

const measure = (name: string, job: Omit<LoadJob, 'connections' | 'duration'>): Promise<Run> =>
  loadNamed({ name }, { connections: CONNECTIONS, duration: DURATION, ...job });

/** The median ms of single requests after a warm-up. */
const time = async (fn: () => Promise<unknown>, runs = RUNS) => (await timed(fn, runs)).median;

async function main() {
  const { app, database } = await benchApp(url);
  await seedBookingsOnce(app.db, database.driver, N, 'PK', async () => {
    const [role] = await rowsOf<{ id: string }>(
      app.db,
      sql`select id from roles where code = 'PICKUP_STAFF'`,
    );
    return seed(app.db, role!.id);
  });
  // The driver measured is one of the seeded drivers (PER_DRIVER pickups today, a month of attempts).
  const driver = await loginAs(app as never, 'PICKUP_STAFF');
  // PER_DRIVER of today's assigned pickups move to the driver measured (a rerun takes others).
  await app.db.execute(sql`
    update bookings set assignee_id = ${driver.userId}
    where id in (select b.id from bookings b join users u on u.id = b.assignee_id
      where u.username like 'bench_driver%' and b.status = 'ASSIGNED' order by b.id limit ${PER_DRIVER})`);
  const dispatcher = await loginAs(app as never, 'DISPATCHER');
  const manager = await loginAs(app as never, 'MANAGER');
  const [counts] = await rowsOf<{ mine: number; open: number; attempts: number }>(
    app.db,
    sql`select (select count(*)::int from bookings where assignee_id = ${driver.userId} and status = 'ASSIGNED') as mine,
      (select count(*)::int from bookings where status in ('BOOKED', 'ASSIGNED')) as open,
      (select count(*)::int from pickup_attempts) as attempts`,
  );
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  const floor = await floorServer(url, app.db);

  // FLOOR_EACH=1 measures the floor again right before each list: on a machine shared with other
  // work the load moves during a run, and a list is then also compared with the floor beside it.
  const floorEach = Boolean(process.env.FLOOR_EACH);
  const beside = new Map<number, number>();
  const runs: Run[] = [];
  const besideFloor = async () => {
    if (floorEach) beside.set(runs.length, (await measure('floor', { url: floor.url })).rps);
  };
  runs.push(await measure('floor: bare Fastify + one select 1', { url: floor.url }));
  // What any signed-in route pays before its own work (token, session and permissions, one query).
  runs.push(
    await measure('GET /auth/me (sign-in check only)', {
      url: `${base}/api/v1/auth/me`,
      headers: driver.headers,
    }),
  );
  await besideFloor();
  runs.push(
    // As the driver's page asks it: the whole day in one page (one query, no count).
    await measure('GET /pickups/mine?pageSize=100 (driver)', {
      url: `${base}/api/v1/pickups/mine?pageSize=100`,
      headers: driver.headers,
    }),
  );
  await besideFloor();
  runs.push(
    await measure('GET /pickups/assignable (dispatcher, page 1)', {
      url: `${base}/api/v1/pickups/assignable`,
      headers: dispatcher.headers,
    }),
  );
  // The floor that answers the same bytes: bare Fastify, one select 1, then the route's own body
  // (taken once) as JSON. Reported beside the official floor, not instead of it.
  const body = async (path: string, h: Record<string, string>) => {
    const r = await fetch(`${base}/api/v1${path}`, { headers: h });
    if (!r.ok) throw new Error(`${path}: ${r.status}`);
    return r.text();
  };
  const bodies: Record<string, string> = {
    mine: await body('/pickups/mine?pageSize=100', driver.headers),
    assignable: await body('/pickups/assignable', dispatcher.headers),
  };
  const bytesFloor = Fastify();
  bytesFloor.get<{ Params: { which: string } }>('/bytes/:which', async (req, reply) => {
    await floor.select1();
    return reply.type('application/json; charset=utf-8').send(bodies[req.params.which]);
  });
  const bytesUrl = await bytesFloor.listen({ port: 0, host: '127.0.0.1' });
  const sameBytes: Run[] = [];
  for (const which of ['mine', 'assignable'])
    sameBytes.push(
      await measure(
        `same-bytes floor: select 1 + ${which}'s ${(bodies[which]!.length / 1024).toFixed(1)} KB`,
        {
          url: `${bytesUrl}/bytes/${which}`,
        },
      ),
    );
  await bytesFloor.close();
  const target = (i: number) => (i >= 2 ? 3 : undefined);
  console.log(
    `\nN=${N.toLocaleString('en')} bookings on ${database.driver}; ${counts!.open} open pickups, ${counts!.mine} for the measured driver, ` +
      `${counts!.attempts.toLocaleString('en')} attempts; ${CONNECTIONS} connections, ${DURATION} s each`,
  );
  console.table([
    ...runs.map((r, i) => {
      const ratio = runs[0]!.rps / r.rps;
      const t = target(i);
      const same = i >= 2 ? sameBytes[i - 2]! : undefined;
      return {
        ...r,
        'ratio to floor (rps)': +ratio.toFixed(2),
        target: t ? `≤ ${t}` : '',
        met: t ? (ratio <= t ? 'yes' : 'MISS') : '',
        'ratio to same-bytes floor': same ? +(same.rps / r.rps).toFixed(2) : '',
        ...(floorEach
          ? {
              'floor beside': beside.get(i) ?? '',
              'ratio to it': beside.has(i) ? +(beside.get(i)! / r.rps).toFixed(2) : '',
            }
          : {}),
      };
    }),
    ...sameBytes.map((r) => ({ ...r, 'ratio to floor (rps)': +(runs[0]!.rps / r.rps).toFixed(2) })),
  ]);

  const from = todayInHcm(new Date(Date.now() - 30 * 86_400_000));
  const to = todayInHcm();
  const floorMs = await time(() => fetch(floor.url).then((r) => r.text()), 20);
  const get = (path: string) =>
    fetch(`${base}/api/v1${path}`, { headers: manager.headers }).then(async (r) => {
      if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
      return r.arrayBuffer();
    });
  const overviewMs = await time(() => get(`/pickups/overview?from=${from}&to=${to}`));
  const xlsxMs = await time(() => get(`/pickups/overview.xlsx?from=${from}&to=${to}`), 3);
  console.log(`\nsingle requests, median of ${RUNS} after a warm-up (${from} … ${to}):`);
  console.table([
    { route: 'floor: bare Fastify + one select 1', ms: +floorMs.toFixed(1), ratio: 1 },
    {
      route: 'GET /pickups/overview (31 days)',
      ms: +overviewMs.toFixed(1),
      ratio: +(overviewMs / floorMs).toFixed(1),
    },
    {
      route: 'GET /pickups/overview.xlsx (31 days)',
      ms: +xlsxMs.toFixed(1),
      ratio: +(xlsxMs / floorMs).toFixed(1),
    },
  ]);

  if (process.env.EXPLAIN) {
    const plans: [string, SQL][] = [
      // What a request of either list runs while its answer is kept (migrations 0022, 0024).
      ["mine's version", sql`select version from pickup_list_versions where assignee_id = ${driver.userId}`],
      [
        "the open pickups' version",
        sql`select coalesce(sum(n), 0)::text, count(*)::int from pickup_open_changes`,
      ],
      [
        'mine',
        sql`select b.id from bookings b join customers c on c.id = b.customer_id left join users u on u.id = b.assignee_id
          where b.assignee_id = ${driver.userId} and b.status = 'ASSIGNED' and b.pickup_date <= ${to}::date
          order by b.pickup_date, nullif(b.pickup_time_window, '') nulls last, b.code limit 10`,
      ],
      [
        'assignable page 1',
        sql`select b.id from bookings b join customers c on c.id = b.customer_id left join users u on u.id = b.assignee_id
          where b.status in ('BOOKED') and b.pickup_date <= ${to}::date
          order by b.pickup_date, nullif(b.pickup_time_window, '') nulls last, b.code limit 10`,
      ],
      [
        'overview counts, 31 days',
        sql`select to_char(a.occurred_at at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD'), a.assignee_id, u.username,
            u.full_name, a.outcome, count(*), coalesce(sum(a.chargeable_weight), 0)
          from pickup_attempts a join users u on u.id = a.assignee_id
          where a.occurred_at >= (${from}::date::timestamp at time zone 'Asia/Ho_Chi_Minh')
            and a.occurred_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Ho_Chi_Minh')
          group by 1, 2, 3, 4, 5`,
      ],
    ];
    await explainPlans(app.db, plans);
  }
  return [floor, app, database];
}

runBench(main);
