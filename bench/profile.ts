/**
 * Where a route's time goes: runs the API in this process, puts one route under load (autocannon
 * in a child process, as the other benches do) while the V8 profiler samples this process only,
 * and prints the top frames by self time and the time per package. The floor (bare Fastify + one
 * `select 1`) is profiled the same way first, so the two can be read side by side.
 *
 *   ROUTE=/api/v1/auth/me npm run bench:profile                 (PGlite in memory)
 *   DATABASE_URL=postgres://… ROUTE=/api/v1/bookings?status=IN_TRANSIT npm run bench:profile
 *
 * POST=booking sends a new booking's body with every request (`bookingInput()`, as bench:real-load's
 * create does): ROUTE=/api/v1/bookings AS=CUSTOMER POST=booking CONNECTIONS=20 profiles creating.
 *
 * AS (a role, MANAGER by default) signs the load in; AS=none sends no token. PICKUPS=40 (with
 * AS=PICKUP_STAFF, on bench:pickups' database) gives the driver that many pickups. DURATION (s),
 * CONNECTIONS and TOP tune a run. Bookings are whatever the database holds (run
 * bench:bookings first to seed a large set).
 */
import { Session } from 'node:inspector/promises';
import { bookingInput } from '../apps/api/test/helpers/bookings';
import { benchApp, floorServer, load, runBench, signedInHeaders } from './harness';
import type { LoadJob } from './load-worker';

const url = process.env.DATABASE_URL;
const ROUTE = process.env.ROUTE ?? '/api/v1/auth/me';
const AS = process.env.AS ?? 'MANAGER';
const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const TOP = Number(process.env.TOP ?? 25);
const POST = process.env.POST === 'booking' ? { method: 'POST' as const, body: bookingInput() } : {};

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per frame and per package (node_modules package, project file or native). */
function summarise(profile: Profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const frames = new Map<string, number>();
  const packages = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const { functionName, url: file, lineNumber } = nodes.get(id)!.callFrame;
    const where = file.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/');
    frames.set(
      `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`,
      (frames.get(`${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`) ?? 0) + dt,
    );
    const pkg =
      /node_modules\/((@[^/]+\/)?[^/]+)/.exec(file)?.[1] ??
      (/(apps|packages)\/[^/]+/.exec(file)?.[0] || (file.startsWith('node:') ? 'node core' : functionName));
    packages.set(pkg, (packages.get(pkg) ?? 0) + dt);
    total += dt;
  });
  const pct = (t: number) => `${((100 * t) / total).toFixed(1)} %`;
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([k, t]) => ({ 'self time': pct(t), frame: k }));
  return { frames: top(frames), packages: top(packages) };
}

async function profiled(name: string, job: LoadJob) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const result = await load(job);
  const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
  session.disconnect();
  const { frames, packages } = summarise(profile);
  console.log(`\n${name}: ${result.rps} req/s, p95 ${result.p95} ms, non-2xx ${result.non2xx}`);
  console.table(packages);
  console.table(frames);
  return result;
}

async function main() {
  const { app, database } = await benchApp(url, { TRACKING_RATE_LIMIT_PER_MINUTE: '1000000000' });
  // PICKUPS=40: the signed-in driver takes that many of the open pickups bench:pickups seeded.
  const headers = await signedInHeaders(app, AS);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  const floor = await floorServer(url, app.db);

  const common = { connections: CONNECTIONS, duration: DURATION };
  const f = await profiled('floor (bare Fastify + one select 1)', { url: floor.url, ...common });
  const r = await profiled(ROUTE, { url: `${base}${ROUTE}`, headers, ...common, ...POST });
  console.log(`\n${ROUTE}: ${(f.rps / r.rps).toFixed(2)} × the floor (${database.driver})`);
  return [floor, app, database];
}

runBench(main);
