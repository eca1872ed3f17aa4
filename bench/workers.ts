/**
 * One API process or several: starts the compiled API (`apps/api/dist`, as `npm start` runs it)
 * on PostgreSQL with API_WORKERS=1, then 2 (or WORKERS=1,2,4), and measures the same routes on
 * each, next to the floor (bare Fastify + one `select 1` on the same database) measured in the
 * same run. Requests per second, their ratio to the floor, and the gain over one worker.
 *
 *   DATABASE_URL=postgres://… npm run bench:workers
 *
 * The database is the one bench:bookings seeded (or any migrated one: the API seeds what it
 * needs). DURATION (s) and CONNECTIONS tune a run.
 */
import { BENCH_PASSWORD, buildApi, floorServer, load, runBench, startApiProcess } from './harness';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:workers needs DATABASE_URL: the embedded database serves one process');
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const WORKERS = (process.env.WORKERS ?? '1,2').split(',').map(Number);
const PASSWORD = BENCH_PASSWORD;

async function main() {
  buildApi();

  const floor = await floorServer(url);
  const common = { connections: CONNECTIONS, duration: DURATION };
  const floorRun = await load({ url: floor.url, ...common });

  const rows: Record<string, string | number>[] = [
    { route: 'floor: bare Fastify + one select 1', workers: '', 'req/s': floorRun.rps, p95: floorRun.p95 },
  ];
  const single = new Map<string, number>();
  for (const workers of WORKERS) {
    const port = 4700 + workers;
    const api = await startApiProcess(port, {
      API_WORKERS: String(workers),
      DATA_DIR: '/tmp/acf-bench-workers',
    });
    const base = `http://127.0.0.1:${port}/api/v1`;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const body = (await login.json()) as { tokens?: { access: { token: string } } };
    if (!body.tokens)
      throw new Error(
        `admin could not sign in (${login.status}): set ADMIN_PASSWORD=${PASSWORD} on an empty database`,
      );
    const headers = { authorization: `Bearer ${body.tokens.access.token}` };
    for (const [route, job] of [
      ['health (one select 1)', { url: `${base}/health` }],
      ['signed-in user (/auth/me)', { url: `${base}/auth/me`, headers }],
      ['list page 1, status filter', { url: `${base}/bookings?status=IN_TRANSIT`, headers }],
    ] as const) {
      const r = await load({ ...job, ...common });
      if (workers === WORKERS[0]) single.set(route, r.rps);
      rows.push({
        route,
        workers,
        'req/s': r.rps,
        p95: r.p95,
        'non-2xx': r.non2xx,
        'ratio to floor': (floorRun.rps / r.rps).toFixed(2),
        [`gain over ${WORKERS[0]}`]: (r.rps / single.get(route)!).toFixed(2),
      });
    }
    await api.stop();
  }
  console.table(rows);
  return [floor];
}

runBench(main);
