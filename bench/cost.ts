/**
 * Where a request's CPU goes, by process: puts each route under load (autocannon in a child
 * process, as the other benches do) and reads, before and after, the CPU time of this process
 * (the API, with the kernel's share of its socket writes) and of every PostgreSQL backend
 * connected to the database (from /proc, Linux only). Prints microseconds of CPU per request for
 * each, next to the floor (bare Fastify + one prepared `select 1`) measured the same way. On a
 * machine of two cores, what the API and PostgreSQL spend per request is what bounds its rate.
 *
 *   DATABASE_URL=postgres://… ROUTES=/api/v1/health,/api/v1/bookings?status=IN_TRANSIT npm run bench:cost
 *
 * AS (a role, MANAGER by default) signs the load in; AS=none sends no token. DURATION (s) and
 * CONNECTIONS tune a run; PICKUPS=40 (with AS=PICKUP_STAFF, on bench:pickups' database) gives the
 * driver that many pickups. SAME_BYTES=1 adds, for each route, a floor that answers that route's
 * own body (taken once) after its select 1. TRACKING=N adds public tracking of a random one of
 * the N numbers bench:bookings seeded, a new one per request (as bench:bookings measures it).
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { rowsOf } from '../apps/api/src/db/client';
import { benchApp, floorServer, load, runBench, signedInHeaders } from './harness';
import type { LoadJob } from './load-worker';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:cost needs DATABASE_URL: it reads the PostgreSQL backends from /proc');
const ROUTES = (process.env.ROUTES ?? '/api/v1/health').split(',');
const AS = process.env.AS ?? 'MANAGER';
const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const TICK_US = 1e6 / 100; // /proc counts clock ticks of 10 ms

/** User + system CPU of a process, in µs (0 once it is gone). */
function procCpu(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return 0;
  }
}

async function main() {
  const { app, database } = await benchApp(url, { TRACKING_RATE_LIMIT_PER_MINUTE: '1000000000' });
  // PICKUPS=40: the signed-in driver takes that many of the open pickups bench:pickups seeded.
  const headers = await signedInHeaders(app, AS);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const floor = await floorServer(url, app.db);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const backends = async () =>
    (
      await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows.map((r) => r.pid);

  const measure = async (
    name: string,
    target: string,
    h: Record<string, string> = {},
    extra: Partial<LoadJob> = {},
  ) => {
    // Warm up (every pool connection open and its statements prepared), then measure.
    await load({ url: target, headers: h, connections: CONNECTIONS, duration: 2, ...extra });
    const pids = await backends();
    const before = pids.map(procCpu);
    const self0 = process.cpuUsage();
    const r = await load({ url: target, headers: h, connections: CONNECTIONS, duration: DURATION, ...extra });
    const self = process.cpuUsage(self0);
    // A backend that ended meanwhile (an idle pool connection closed) counts for nothing.
    const pgUs = pids.reduce((n, p, i) => {
      const after = procCpu(p);
      return after > 0 ? n + after - before[i]! : n;
    }, 0);
    const requests = r.rps * DURATION;
    return {
      name,
      rps: r.rps,
      p95: r.p95,
      'API µs/req': Math.round((self.user + self.system) / requests),
      'PostgreSQL µs/req': Math.round(pgUs / requests),
      'both µs/req': Math.round((self.user + self.system + pgUs) / requests),
    };
  };

  const runs = [await measure('floor: bare Fastify + one select 1', floor.url)];
  for (const route of ROUTES) runs.push(await measure(route, `${base}${route}`, headers));
  // TRACKING=1000000: public tracking of a random one of bench:bookings' seeded numbers per request.
  if (process.env.TRACKING) {
    const tracking = { first: 200000000 + 1, count: Number(process.env.TRACKING) };
    runs.push(await measure('public tracking, a random seeded number', base, {}, { tracking }));
  }
  if (process.env.SAME_BYTES) {
    const bodies = await Promise.all(
      ROUTES.map(async (route) => {
        const r = await fetch(`${base}${route}`, { headers });
        if (!r.ok) throw new Error(`${route}: ${r.status} ${await r.text()}`);
        return r.text();
      }),
    );
    const pool = new pg.Pool({ connectionString: url, max: 20 });
    const same = Fastify();
    same.get<{ Params: { i: string } }>('/same/:i', async (req, reply) => {
      await pool.query({ name: 'select1', text: 'select 1 as one' });
      return reply.type('application/json; charset=utf-8').send(bodies[Number(req.params.i)]);
    });
    const sameUrl = await same.listen({ port: 0, host: '127.0.0.1' });
    for (const [i, route] of ROUTES.entries())
      runs.push(
        await measure(
          `same-bytes floor for ${route} (${(bodies[i]!.length / 1024).toFixed(1)} KB)`,
          `${sameUrl}/same/${i}`,
        ),
      );
    await same.close();
    await pool.end();
  }
  const [count] = await rowsOf<{ n: number }>(app.db, sql`select count(*)::int as n from bookings`);
  console.log(`\n${count!.n.toLocaleString('en')} bookings; ${CONNECTIONS} connections, ${DURATION} s each`);
  console.table(runs.map((r) => ({ ...r, 'ratio to floor': +(runs[0]!.rps / r.rps).toFixed(2) })));
  await admin.end();
  return [floor, app, database];
}

runBench(main);
