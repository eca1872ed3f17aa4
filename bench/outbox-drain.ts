/**
 * What bench:notifications and bench:webhooks share: an outbox of N rows drained by its sender
 * while the API serves requests. Prints, for each route, its throughput and p95 with the sender
 * idle and during the drain, each beside the floor (bare Fastify + one `select 1` on the same
 * database) measured in the same phase, then the rows per second.
 *
 * N (rows, 10,000), DURATION (s per run, 5) and CONNECTIONS (50) tune a run; DATABASE_URL names
 * the database (PGlite in memory without it).
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/api/src/db/client';
import { loginAs, type TestUser } from '../apps/api/test/helpers/auth';
import { createBooking } from '../apps/api/test/helpers/bookings';
import { benchApp, floorServer, load } from './harness';
import type { LoadJob, LoadResult } from './load-worker';

const url = process.env.DATABASE_URL;
const N = Number(process.env.N ?? 10_000);
const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);

type BenchApp = Awaited<ReturnType<typeof benchApp>>['app'];

export interface DrainBench {
  /** The rows, as the lines name them: `messages`, `deliveries`. */
  what: string;
  /** The outbox table. */
  table: string;
  /** The API's settings beside the bench's own (its sender is started by the bench). */
  env: Record<string, string>;
  /** How often the bench looks whether the outbox is empty. */
  pollMs: number;
  /** Writes `n` rows into the emptied outbox, on the customer's 20 bookings. */
  fill: (app: BenchApp, customer: TestUser, n: number) => Promise<void>;
  sender: (app: BenchApp) => { start(): void; stop(): Promise<void> };
  /** More measures after the drain under load; returns the lines it prints last. */
  after?: (app: BenchApp, drained: () => Promise<void>, n: number) => Promise<string[]>;
}

export async function drainBench(b: DrainBench) {
  const { app, database } = await benchApp(url, { ...b.env, TRACKING_RATE_LIMIT_PER_MINUTE: '1000000000' });
  const manager = await loginAs(app as never, 'MANAGER');
  const customer = await loginAs(app as never, 'CUSTOMER');
  const made = [];
  for (let i = 0; i < 20; i++) made.push(await createBooking(app as never, customer.headers));
  await app.db.execute(sql`delete from ${sql.identifier(b.table)}`);
  await b.fill(app, customer, N);
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
        sql`select count(*)::int as n from ${sql.identifier(b.table)} where status = 'QUEUED'`,
      )
    )[0]!.n;
  const drained = async () => {
    while ((await queued()) > 0) await new Promise((r) => setTimeout(r, b.pollMs));
  };
  const phase = async (name: string) => {
    const out: (LoadResult & { run: string })[] = [];
    for (const [run, job] of routes) out.push({ run: `${name}: ${run}`, ...(await load(job)) });
    return out;
  };
  console.log(
    `driver ${database.driver}, ${N.toLocaleString('en')} ${b.what} queued, ${CONNECTIONS} connections, ${DURATION} s a run`,
  );
  const idle = await phase('sender idle');

  const sender = b.sender(app);
  const t0 = performance.now();
  sender.start();
  const during = await phase('during drain');
  const leftAfterRuns = await queued();
  await drained();
  const seconds = (performance.now() - t0) / 1000;
  await sender.stop();
  const counts = await rowsOf<{ status: string; n: number }>(
    app.db,
    sql`select status, count(*)::int as n from ${sql.identifier(b.table)} group by status order by status`,
  );
  const [failure] = await rowsOf<{ last_error: string }>(
    app.db,
    sql`select last_error from ${sql.identifier(b.table)} where last_error is not null limit 1`,
  );
  if (failure) console.log(`a failure: ${failure.last_error}`);
  const last = (await b.after?.(app, drained, N)) ?? [];

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
    `drained ${N.toLocaleString('en')} ${b.what} under load in ${seconds.toFixed(1)} s: ${(N / seconds).toFixed(0)} ${b.what}/s ` +
      `(${leftAfterRuns.toLocaleString('en')} still queued when the route runs ended); outbox: ${counts
        .map((c) => `${c.status} ${c.n}`)
        .join(', ')}`,
  );
  for (const line of last) console.log(line);
  await floor.close();
  await app.close();
  await database.close();
}

/** Runs a bench's main; a failure ends the process with its error. */
export function run(main: () => Promise<void>) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
