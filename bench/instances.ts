/**
 * Capacity with one and two API instances (issue 22): starts the compiled API (`apps/api/dist`,
 * as `npm run start:api` runs it) as one process, then as two processes on their own ports over
 * the same PostgreSQL database (the several-instances mode; a load balancer's share is played by
 * one load generator per instance, each with half the connections), and measures
 *   - bookings created per second (POST /bookings as a customer),
 *   - public tracking lookups per second (one real number per request, one address per client),
 * next to the floor (bare Fastify + one prepared `select 1` on the same database) in the same run.
 *
 *   DATABASE_URL=postgres://…/acf_bench_instances npm run bench:instances
 *
 * The e-mail sender is off in the measured instances (NOTIFICATION_SENDER=0): each booking's
 * message (its label PDF) is sent after, by whichever instance drains the outbox. DURATION (s)
 * and CONNECTIONS tune a run.
 */
import os from 'node:os';
import pg from 'pg';
import { bookingInput } from '../apps/api/test/helpers/bookings';
import { BENCH_PASSWORD, buildApi, floorServer, load, runBench, startApiProcess } from './harness';
import type { LoadJob } from './load-worker';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:instances needs DATABASE_URL: the embedded database serves one process');
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 64);
/** The instance counts measured, in order (INSTANCES=2,1 measures two first). */
const COUNTS = (process.env.INSTANCES ?? '1,2').split(',').map(Number);
type Job = LoadJob;

/** One run per instance at once, connections shared out; requests per second added up. */
async function spread(bases: string[], job: (base: string) => Job) {
  const results = await Promise.all(
    bases.map((b) => load({ ...job(b), connections: Math.max(1, Math.round(CONNECTIONS / bases.length)) })),
  );
  return {
    rps: results.reduce((s, r) => s + r.rps, 0),
    p95: Math.max(...results.map((r) => r.p95)),
    non2xx: results.reduce((s, r) => s + r.non2xx, 0),
  };
}

async function main() {
  buildApi();
  const floor = await floorServer(url);
  const floorRun = await load({ url: floor.url, connections: CONNECTIONS, duration: DURATION });
  const rows: Record<string, string | number>[] = [
    {
      measure: 'floor: bare Fastify + one select 1',
      instances: '',
      'req/s': floorRun.rps,
      p95: floorRun.p95,
    },
  ];
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const single = new Map<string, number>();
  for (const count of COUNTS) {
    const ports = Array.from({ length: count }, (_, i) => 4810 + i);
    const startApi = (port: number) =>
      startApiProcess(port, { DATA_DIR: `/tmp/acf-bench-instances-${port}`, NOTIFICATION_SENDER: '0' });
    const first = await startApi(ports[0]!);
    const others = await Promise.all(ports.slice(1).map(startApi));
    const bases = ports.map((p) => `http://127.0.0.1:${p}/api/v1`);
    // A customer of its own for the writes.
    const username = `bench${Date.now()}`;
    await fetch(`${bases[0]}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        password: BENCH_PASSWORD,
        email: `${username}@example.vn`,
        fullName: 'Bench customer',
        phone: '0901234567',
      }),
    });
    const login = (await (
      await fetch(`${bases[0]}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: BENCH_PASSWORD }),
      })
    ).json()) as { tokens: { access: { token: string } } };
    const headers = { authorization: `Bearer ${login.tokens.access.token}` };
    const created = await spread(bases, (b) => ({
      url: `${b}/bookings`,
      method: 'POST',
      body: bookingInput(),
      headers,
      duration: DURATION,
      connections: 0,
    }));
    const { rows: numbers } = await pool.query<{ t: string }>(
      'select tracking_number as t from bookings order by created_at desc limit 2000',
    );
    const paths = numbers.map((n) => `/api/v1/tracking?codes=${n.t}`);
    const tracked = await spread(bases, (b) => ({
      url: b.replace(/\/api\/v1$/, ''),
      paths,
      duration: DURATION,
      connections: 0,
    }));
    for (const [measure, r] of [
      ['bookings created (POST /bookings)', created],
      ['tracking lookups (GET /tracking, 1 number)', tracked],
    ] as const) {
      if (count === COUNTS[0]) single.set(measure, r.rps);
      rows.push({
        measure,
        instances: count,
        'req/s': r.rps,
        p95: r.p95,
        'non-2xx': r.non2xx,
        'ratio to floor': (floorRun.rps / r.rps).toFixed(2),
        [`gain over ${COUNTS[0]}`]: (r.rps / single.get(measure)!).toFixed(2),
        // The machine is shared: its load during the run says how much the figures can be trusted.
        'load avg': os.loadavg()[0]!.toFixed(1),
      });
    }
    await Promise.all([first, ...others].map((api) => api.stop()));
  }
  console.table(rows);
  await pool.end();
  return [floor];
}

runBench(main);
