/**
 * Bookings speed, the repeated-request case (one URL again and again: see bench:real-load for a
 * new input per request): seeds N bookings (with events) and measures, with autocannon on loopback,
 * the staff list (page 1 and a deep page, filtered), a text search and the public tracking
 * lookup, next to a bare Fastify hello world and a bare Fastify route running one `select 1` on
 * the same database (the floor for any route that reads it), for the ratios.
 *
 *   npm run bench:bookings                                  (PGlite in memory, N=20 000)
 *   DATABASE_URL=postgres://… N=1000000 npm run bench:bookings
 *
 * A PostgreSQL database seeded by an earlier run with the same N is reused. DURATION (s),
 * CONNECTIONS and ONLY=list,deep,name,code,tracking tune a run; FLOOR_EACH=1 also measures the
 * floor right before each route and gives the ratio to that floor (the load of a shared machine
 * moves during a run). The floor is also measured under tracking's own load (a new number and
 * address per request, which costs the load generator more than a fixed request).
 *
 * Targets are ratios to the floor measured in the same run (a ratio holds on any machine): the
 * table prints each route's target beside its ratio and marks a miss.
 */
import Fastify from 'fastify';
import { loginAs } from '../apps/api/test/helpers/auth';
import { benchApp, floorServer, loadNamed, runBench } from './harness';
import type { LoadJob, LoadResult } from './load-worker';
import { ensureSeeded } from './seed-bookings';

const url = process.env.DATABASE_URL;
const N = Number(process.env.N ?? (url ? 1_000_000 : 20_000));
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);

interface Run extends LoadResult {
  name: string;
  key: string;
}

/** The most floors each route may cost (the floor's req/s over the route's). */
const TARGET: Record<string, number> = {
  health: 1.2,
  me: 1.5,
  list: 2.5,
  deep: 2.5,
  name: 4,
  code: 2.5,
  tracking: 1.8,
};

/** One autocannon run in a child process; the server keeps this process to itself. */
const measure = (key: string, name: string, job: Omit<LoadJob, 'connections' | 'duration'>): Promise<Run> =>
  loadNamed({ key, name }, { connections: CONNECTIONS, duration: DURATION, ...job });

async function main() {
  // Every autocannon connection is its own address below; the limit itself stays in the path.
  const { app, database } = await benchApp(url, { TRACKING_RATE_LIMIT_PER_MINUTE: '1000000000' });
  await ensureSeeded(app.db, database.driver, N);
  const staff = await loginAs(app as never, 'MANAGER');
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  const hello = Fastify();
  hello.get('/hello', async () => ({ hello: 'world' }));
  const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });

  // The floor for any route that reads the database: bare Fastify running one `select 1`; the
  // same at the tracking route's path: the floor under tracking's own load, where the load
  // generator builds a new request (a random number, its own address) for every request.
  const floor = await floorServer(url, app.db, { paths: ['/select1', '/api/v1/tracking'] });
  const floorUrl = floor.base;

  const headers = { ...staff.headers };
  const deepPage = Math.max(1, Math.floor(N / 9 / 10 / 2));
  const jobs: [key: string, name: string, job: Omit<LoadJob, 'connections' | 'duration'>][] = [
    ['hello', 'hello world (bare Fastify)', { url: `${helloUrl}/hello` }],
    ['floor', 'bare Fastify + one select 1', { url: `${floorUrl}/select1` }],
    ['health', 'health check (one select 1)', { url: `${base}/api/v1/health` }],
    ['me', 'signed-in user (auth only)', { url: `${base}/api/v1/auth/me`, headers }],
    ['list', 'list page 1, status filter', { url: `${base}/api/v1/bookings?status=IN_TRANSIT`, headers }],
    [
      'deep',
      `list deep page ${deepPage}, status filter`,
      { url: `${base}/api/v1/bookings?status=IN_TRANSIT&page=${deepPage}`, headers },
    ],
    [
      'name',
      'text search (receiver name)',
      { url: `${base}/api/v1/bookings?search=yamada%20taro%2012`, headers },
    ],
    ['code', 'text search (code prefix)', { url: `${base}/api/v1/bookings?search=BK`, headers }],
    [
      'tracking',
      'public tracking lookup (1 number)',
      { url: base, tracking: { first: 200000000 + 1, count: N } },
    ],
    [
      'tracking-floor',
      "bare Fastify + one select 1, tracking's load",
      { url: floorUrl, tracking: { first: 200000000 + 1, count: N } },
    ],
  ];
  // ONLY=list,tracking runs a subset (the hello world and the floor always run, for the ratios).
  const only = process.env.ONLY?.split(',');
  // FLOOR_EACH=1 measures the floor again right before each route: on a machine shared with other
  // work the load moves during a run, and a route is then also compared with the floor beside it.
  const floorEach = Boolean(process.env.FLOOR_EACH);
  const runs: (Run & { beside?: number })[] = [];
  for (const [key, name, job] of jobs) {
    const wanted = !only || only.includes(key) || (key === 'tracking-floor' && only.includes('tracking'));
    if (key === 'hello' || key === 'floor' || wanted) {
      const beside =
        floorEach && key !== 'hello' && !key.includes('floor')
          ? (await measure('floor', 'floor', { url: `${floorUrl}/select1` })).rps
          : undefined;
      runs.push({ ...(await measure(key, name, job)), beside });
    }
  }
  console.log(
    `\nN=${N.toLocaleString('en')} on ${database.driver}, ${CONNECTIONS} connections, ${DURATION}s each`,
  );
  console.table(
    runs.map(({ key, beside, ...r }) => {
      const ratio = runs[1]!.rps / r.rps;
      const target = TARGET[key];
      return {
        ...r,
        'ratio to hello': (runs[0]!.rps / r.rps).toFixed(1),
        'ratio to floor': ratio.toFixed(1),
        target: target ? `≤ ${target}` : '',
        met: target ? (ratio <= target ? 'yes' : 'MISS') : '',
        ...(floorEach
          ? {
              'floor beside': beside ?? '',
              'ratio to it': beside ? (beside / r.rps).toFixed(1) : '',
              'met beside': target && beside ? (beside / r.rps <= target ? 'yes' : 'MISS') : '',
            }
          : {}),
      };
    }),
  );
  // The official ratio above is to the floor under a fixed request; tracking's load costs the load
  // generator more per request (a new request each time) on the same two cores.
  const tracking = runs.find((r) => r.key === 'tracking');
  const trackingFloor = runs.find((r) => r.key === 'tracking-floor');
  if (tracking && trackingFloor)
    console.log(
      `public tracking: ${(trackingFloor.rps / tracking.rps).toFixed(2)} × the floor under the same load (target ≤ ${TARGET.tracking})`,
    );
  return [hello, floor, app, database];
}

runBench(main);
