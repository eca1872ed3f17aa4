/**
 * Issue 24: the webhook sender drains 10,000 queued deliveries into a local receiver (its own
 * process, bench/webhook-sink.ts, which checks every signature) while the API serves requests.
 * Prints the deliveries per second and, for each route, its throughput and p95 with the sender
 * idle and during the drain, each beside the floor (bare Fastify + one `select 1` on the same
 * database) measured in the same phase.
 *
 *   npm run bench:webhooks                              (PGlite in memory)
 *   DATABASE_URL=postgres://…/bench npm run bench:webhooks
 *
 * N (deliveries, 10,000), DURATION (s per run, 5) and CONNECTIONS (50) tune a run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/api/src/db/client';
import { loginAs } from '../apps/api/test/helpers/auth';
import { createBooking } from '../apps/api/test/helpers/bookings';
import { benchApp, floorServer, load } from './harness';
import type { LoadJob, LoadResult } from './load-worker';

const url = process.env.DATABASE_URL;
const N = Number(process.env.N ?? 10_000);
const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);

function startSink(
  secret: string,
): Promise<{ port: number; child: ChildProcess; stop: () => Promise<string> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./webhook-sink.ts', import.meta.url))],
      { env: { ...process.env, SECRET: secret }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const port = /port (\d+)/.exec(out)?.[1];
      if (port && !out.includes('resolved')) {
        out += 'resolved';
        resolve({
          port: Number(port),
          child,
          stop: () =>
            new Promise((r) => {
              child.once('exit', () => r(/received \d+ bad \d+/.exec(out)?.[0] ?? '?'));
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('error', reject);
  });
}

async function main() {
  const { app, database } = await benchApp(url, {
    WEBHOOK_SENDER: '0',
    NOTIFICATION_SENDER: '0',
    WEBHOOK_ALLOW_HTTP: '1',
    WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
    TRACKING_RATE_LIMIT_PER_MINUTE: '1000000000',
  });
  const manager = await loginAs(app as never, 'MANAGER');
  const customer = await loginAs(app as never, 'CUSTOMER');
  const made = [];
  for (let i = 0; i < 20; i++) made.push(await createBooking(app as never, customer.headers));
  const [endpoint] = await rowsOf<{ id: string; secret: string }>(
    app.db,
    sql`insert into webhook_endpoints (customer_id, url, events, secret)
      values (${customer.customerId}, 'http://127.0.0.1:1/placeholder', '{booking.created,booking.status_changed}', 'whsec_bench')
      returning id, secret`,
  );
  const sink = await startSink(endpoint!.secret);
  await app.db.execute(
    sql`update webhook_endpoints set url = ${`http://127.0.0.1:${sink.port}/acf`} where id = ${endpoint!.id}`,
  );
  // N deliveries of the 20 bookings' public views, as the booking events write them.
  await app.db.execute(sql`delete from webhook_deliveries`);
  await app.db.execute(sql`
    insert into webhook_deliveries (endpoint_id, event_id, type, booking_id, data)
    select ${endpoint!.id}, gen_random_uuid(),
      case when i % 2 = 0 then 'booking.created' else 'booking.status_changed' end, b.id,
      jsonb_build_object('booking', jsonb_build_object('id', b.id, 'code', b.code,
        'trackingNumber', b.tracking_number, 'status', b.status, 'test', b.is_test,
        'service', b.service, 'carrier', b.carrier, 'receiverCountry', b.receiver_country,
        'createdAt', b.created_at, 'events', jsonb_build_array(jsonb_build_object('status', 'BOOKED',
          'time', b.created_at, 'place', 'Ho Chi Minh',
          'note', jsonb_build_object('vi', 'Đơn hàng đã được tạo', 'en', 'Shipment booked')))))
    from generate_series(1, ${N}) i
    join (select row_number() over (order by id) - 1 as k, * from bookings) b on b.k = i % 20`);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const floor = await floorServer(url, app.db);
  const routes: [string, LoadJob][] = [
    ['floor: bare Fastify + select 1', { url: floor.url, connections: CONNECTIONS, duration: DURATION }],
    [
      'GET /auth/me (manager)',
      {
        url: `${base}/api/v1/auth/me`,
        headers: manager.headers,
        connections: CONNECTIONS,
        duration: DURATION,
      },
    ],
    [
      'GET /bookings (manager, page 1)',
      {
        url: `${base}/api/v1/bookings`,
        headers: manager.headers,
        connections: CONNECTIONS,
        duration: DURATION,
      },
    ],
    [
      'GET /tracking (public)',
      {
        url: `${base}/api/v1/tracking?codes=${made[0]!.trackingNumber}`,
        connections: CONNECTIONS,
        duration: DURATION,
      },
    ],
  ];
  const queued = async () =>
    (
      await rowsOf<{ n: number }>(
        app.db,
        sql`select count(*)::int as n from webhook_deliveries where status = 'QUEUED'`,
      )
    )[0]!.n;
  const phase = async (name: string) => {
    const out: (LoadResult & { run: string })[] = [];
    for (const [run, job] of routes) out.push({ run: `${name}: ${run}`, ...(await load(job)) });
    return out;
  };
  console.log(
    `driver ${database.driver}, ${N.toLocaleString('en')} deliveries queued, ${CONNECTIONS} connections, ${DURATION} s a run`,
  );
  const idle = await phase('sender idle');

  const t0 = performance.now();
  app.webhooks.start();
  const during = await phase('during drain');
  const leftAfterRuns = await queued();
  while ((await queued()) > 0) await new Promise((r) => setTimeout(r, 100));
  const seconds = (performance.now() - t0) / 1000;
  await app.webhooks.stop();
  const counts = await rowsOf<{ status: string; n: number }>(
    app.db,
    sql`select status, count(*)::int as n from webhook_deliveries group by status order by status`,
  );
  const [failure] = await rowsOf<{ last_error: string }>(
    app.db,
    sql`select last_error from webhook_deliveries where last_error is not null limit 1`,
  );
  if (failure) console.log(`a failure: ${failure.last_error}`);

  // The drain alone, without load: what the sender does when the API is quiet.
  await app.db.execute(
    sql`update webhook_deliveries set status = 'QUEUED', next_attempt_at = now(), attempts = 0`,
  );
  const t1 = performance.now();
  app.webhooks.start();
  while ((await queued()) > 0) await new Promise((r) => setTimeout(r, 100));
  const quietSeconds = (performance.now() - t1) / 1000;
  await app.webhooks.stop();

  console.table(
    [...idle, ...during].map((r) => ({ run: r.run, 'req/s': r.rps, 'p95 ms': r.p95, non2xx: r.non2xx })),
  );
  const ratio = (rs: LoadResult[]) => rs.slice(1).map((r) => +(rs[0]!.rps / r.rps).toFixed(2));
  console.table(
    routes.slice(1).map(([run], i) => ({
      route: run,
      'ratio to floor, idle': ratio(idle)[i],
      'ratio to floor, during drain': ratio(during)[i],
      'req/s during / idle': +(during[i + 1]!.rps / idle[i + 1]!.rps).toFixed(2),
    })),
  );
  console.log(
    `drained ${N.toLocaleString('en')} deliveries under load in ${seconds.toFixed(1)} s: ${(N / seconds).toFixed(0)} deliveries/s ` +
      `(${leftAfterRuns.toLocaleString('en')} still queued when the route runs ended); outbox: ${counts
        .map((c) => `${c.status} ${c.n}`)
        .join(', ')}`,
  );
  console.log(
    `drained ${N.toLocaleString('en')} deliveries with the API quiet in ${quietSeconds.toFixed(1)} s: ${(N / quietSeconds).toFixed(0)} deliveries/s`,
  );
  console.log(`receiver: ${await sink.stop()} (signatures checked with the endpoint's secret)`);
  await floor.close();
  await app.close();
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
