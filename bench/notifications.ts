/**
 * Issue 20: the e-mail sender drains 10,000 queued messages into a local SMTP server (its own
 * process, bench/smtp-sink.ts) while the API serves requests. Prints the messages per second and,
 * for each route, its throughput and p95 with the sender idle and during the drain, each beside
 * the floor (bare Fastify + one `select 1` on the same database) measured in the same phase.
 *
 *   npm run bench:notifications                              (PGlite in memory)
 *   DATABASE_URL=postgres://…/bench npm run bench:notifications
 *
 * N (messages, 10,000), DURATION (s per run, 5) and CONNECTIONS (50) tune a run.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/api/src/db/client';
import { loginAs } from '../apps/api/test/helpers/auth';
import { createBooking } from '../apps/api/test/helpers/bookings';
import { benchApp, floorServer, load } from './harness';
import type { LoadJob, LoadResult } from './load-worker';
import { startSink } from './mail-sink';

const url = process.env.DATABASE_URL;
const N = Number(process.env.N ?? 10_000);
const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);

async function main() {
  const sink = await startSink();
  const { app, database } = await benchApp(url, {
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    NOTIFICATION_SENDER: '0',
    TRACKING_RATE_LIMIT_PER_MINUTE: '1000000000',
  });
  const manager = await loginAs(app as never, 'MANAGER');
  const customer = await loginAs(app as never, 'CUSTOMER');
  const made = [];
  for (let i = 0; i < 20; i++) made.push(await createBooking(app as never, customer.headers));
  // N messages of every kind (a seventh are BOOKED, with the label PDF attached), in both
  // languages, on the 20 bookings.
  await app.db.execute(sql`delete from notifications`);
  await app.db.execute(sql`
    insert into notifications (event, booking_id, booking_code, recipient, to_address, language, subject, data)
    select (array['BOOKED','PICKUP_FAILED','PICKED_UP','IN_TRANSIT','DELIVERED','EXCEPTION','CANCELLED'])[1 + i % 7],
      b.id, b.code, case when i % 3 = 0 then 'RECEIVER' else 'ACCOUNT' end,
      'bench' || i || '@example.vn', case when i % 2 = 0 then 'vi' else 'en' end, 'Bench ' || b.code,
      jsonb_build_object('trackingNumber', b.tracking_number, 'publicVi', 'Giữ hàng hải quan',
        'publicEn', 'Customs hold', 'occurredAt', now(), 'destination', b.receiver_country,
        'chargeableWeight', b.chargeable_weight, 'total', b.total, 'currency', b.price_currency,
        'bookedTotal', null, 'receiverName', b.receiver_name)
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
        sql`select count(*)::int as n from notifications where status = 'QUEUED'`,
      )
    )[0]!.n;

  const phase = async (name: string) => {
    const out: (LoadResult & { run: string })[] = [];
    for (const [run, job] of routes) out.push({ run: `${name}: ${run}`, ...(await load(job)) });
    return out;
  };
  console.log(
    `driver ${database.driver}, ${N.toLocaleString('en')} messages queued, ${CONNECTIONS} connections, ${DURATION} s a run`,
  );
  const idle = await phase('sender idle');

  const t0 = performance.now();
  app.notifier.start();
  const during = await phase('during drain');
  const leftAfterRuns = await queued();
  while ((await queued()) > 0) await new Promise((r) => setTimeout(r, 250));
  const seconds = (performance.now() - t0) / 1000;
  await app.notifier.stop();
  const counts = await rowsOf<{ status: string; n: number }>(
    app.db,
    sql`select status, count(*)::int as n from notifications group by status order by status`,
  );

  const [failure] = await rowsOf<{ last_error: string }>(
    app.db,
    sql`select last_error from notifications where last_error is not null limit 1`,
  );
  if (failure) console.log(`a failure: ${failure.last_error}`);
  const table = [...idle, ...during].map((r) => ({
    run: r.run,
    'req/s': r.rps,
    'p95 ms': r.p95,
    non2xx: r.non2xx,
  }));
  console.table(table);
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
    `drained ${N.toLocaleString('en')} messages in ${seconds.toFixed(1)} s: ${(N / seconds).toFixed(0)} messages/s ` +
      `(${leftAfterRuns.toLocaleString('en')} still queued when the route runs ended); outbox: ${counts
        .map((c) => `${c.status} ${c.n}`)
        .join(', ')}`,
  );
  sink.child.kill('SIGTERM');
  await floor.close();
  await app.close();
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
