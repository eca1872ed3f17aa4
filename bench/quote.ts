/**
 * The quote's speed (issue 33): POST /bookings/quote for every carrier and service, with a new
 * shipment in every request (destination, pieces, weights and cargo unit drawn from a list of
 * 400 made here), as a customer of the seeded data; next to the floor (bare Fastify running one
 * `select 1` on the same database) measured right before it, with the same connections.
 *
 *   npm run bench:quote                                    (PGlite in memory)
 *   DATABASE_URL=postgres://… npm run bench:quote
 *
 * DURATION (s), CONNECTIONS and RUNS tune a run. Prints requests per second, p50, p95 (from every
 * response time), p99, non-2xx, and each route's ratio to the floor; then single requests.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loginAs } from '../apps/api/test/helpers/auth';
import { benchApp, floorServer } from './harness';
import type { LoadResult } from './load-worker';

interface Job {
  url: string;
  headers: Record<string, string>;
  connections: number;
  duration: number;
  bodies?: unknown[];
}
type Result = Pick<LoadResult, 'rps' | 'p50' | 'p95' | 'p99' | 'non2xx' | 'errors'>;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** The load generator, in its own process so that it takes no CPU from the server. */
async function worker(job: Job): Promise<Result> {
  const times: number[] = [];
  const bodies = job.bodies;
  const r = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.duration,
    headers: { ...job.headers, 'content-type': 'application/json' },
    // Every response time, for the 95th percentile autocannon does not give.
    setupClient: (c) => c.on('response', (_s, _b, ms) => times.push(ms)),
    ...(bodies
      ? {
          method: 'POST' as const,
          requests: [
            {
              setupRequest: (req: autocannon.RequestParams) => ({
                ...req,
                body: JSON.stringify(bodies[Math.floor(Math.random() * bodies.length)]),
              }),
            },
          ],
        }
      : {}),
  });
  times.sort((a, b) => a - b);
  return {
    rps: r.requests.average,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

if (process.argv[2] === 'worker') {
  process.stdout.write(JSON.stringify(await worker(JSON.parse(process.argv[3]!) as Job)));
  process.exit(0);
}

const run = (job: Job) =>
  new Promise<Result>((resolve, reject) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), 'worker', JSON.stringify(job)],
      { maxBuffer: 64 * 1024 * 1024 },
      (err, stdout) => (err ? reject(err) : resolve(JSON.parse(stdout) as Result)),
    ),
  );

const url = process.env.DATABASE_URL;
const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const RUNS = Number(process.env.RUNS ?? 3);

/** Shipments as customers send them: where to, what, how heavy; every carrier is asked. */
function shipments(n: number) {
  let seed = 7;
  const rand = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const places = [
    { country: 'JP', postalCode: '100-0001' },
    { country: 'JP', postalCode: '530-0001' },
    { country: 'KR', postalCode: '04524' },
    { country: 'US', postalCode: '10001' },
    { country: 'US', postalCode: '94105' },
    { country: 'GB', postalCode: 'SW1A 1AA' },
    { country: 'DE', postalCode: '10115' },
    { country: 'SG', postalCode: '018956' },
    { country: 'AU', postalCode: '2000' },
    { country: 'VN', postalCode: '700000' },
  ];
  return Array.from({ length: n }, () => {
    const to = pick(places);
    // The domestic card prices by weight only: no m³ within Vietnam.
    const cbm = to.country !== 'VN' && rand() < 0.1;
    const count = 1 + Math.floor(rand() * 3);
    return {
      office: 'SOUTH',
      sender: { country: 'VN', postalCode: '700000' },
      receiver: to,
      cargoUnit: cbm ? 'CBM' : 'CM_KG',
      pieces: Array.from({ length: count }, () =>
        cbm
          ? {
              volume: Math.round((0.2 + rand() * 3) * 100) / 100,
              weight: Math.round(20 + rand() * 400),
              quantity: 1,
            }
          : {
              length: 10 + Math.floor(rand() * 120),
              width: 10 + Math.floor(rand() * 60),
              height: 5 + Math.floor(rand() * 50),
              weight: Math.round((0.2 + rand() * 30) * 10) / 10,
              quantity: 1 + Math.floor(rand() * 2),
            },
      ),
    };
  });
}

const { app, database } = await benchApp(url);
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const customer = await loginAs(app, 'CUSTOMER');
const floor = await floorServer(url, app.db);
const bodies = shipments(400);
const quoteUrl = `${base}/api/v1/bookings/quote`;

// Single requests first: what one customer waits for, nothing else running.
const single: number[] = [];
let options = 0;
for (const body of bodies.slice(0, 60)) {
  const t = performance.now();
  const res = await fetch(quoteUrl, {
    method: 'POST',
    headers: { ...customer.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  single.push(performance.now() - t);
  if (res.ok) options += ((await res.json()) as { options: unknown[] }).options.length;
}
single.sort((a, b) => a - b);
console.log(
  `single quote: median ${percentile(single, 0.5).toFixed(1)} ms, p95 ${percentile(single, 0.95).toFixed(1)} ms, ${(options / single.length).toFixed(1)} options per answer`,
);

const fmt = (r: Result) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)}  p95 ${r.p95.toFixed(1).padStart(6)}  p99 ${r.p99.toFixed(1).padStart(6)}  non2xx ${r.non2xx}  errors ${r.errors}`;
for (let i = 0; i < RUNS; i++) {
  const f = await run({ url: floor.url, headers: {}, connections: CONNECTIONS, duration: DURATION });
  const q = await run({
    url: quoteUrl,
    headers: customer.headers,
    connections: CONNECTIONS,
    duration: DURATION,
    bodies,
  });
  console.log(`run ${i + 1}  floor  ${fmt(f)}`);
  console.log(
    `run ${i + 1}  quote  ${fmt(q)}  ×${(f.rps / q.rps).toFixed(1)} floor (throughput), ×${(q.p50 / Math.max(f.p50, 0.1)).toFixed(1)} (p50)`,
  );
}
await floor.close();
await app.close();
await database.close();
