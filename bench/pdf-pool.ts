/**
 * Public tracking while labels are drawn (ADR 035): the p50/p95 of public tracking lookups (a
 * random seeded number per request) with nothing else running, then again while 50 label
 * downloads run at once (each one that ends is followed by another, so 50 are always under way),
 * and the ratio of the two p95s; beside them the floor (bare Fastify + one `select 1` on the same
 * database, harness.ts), measured the same way.
 *
 *   npm run bench:pdf-pool                        (PGlite in memory, N=5 000 bookings)
 *   PDF_WORKERS=0 npm run bench:pdf-pool          (labels drawn on the request thread, as before)
 *   DATABASE_URL=postgres://… npm run bench:pdf-pool
 *
 * DURATION (s, default 10) and CONNECTIONS (tracking's, default 10) tune a run; PDF_WORKERS is the
 * API's own setting (default: the machine's CPUs).
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/api/src/db/client';
import { loginAs } from '../apps/api/test/helpers/auth';
import { benchApp, floorServer, load } from './harness';
import type { LoadResult } from './load-worker';
import { ensureSeeded } from './seed-bookings';

const url = process.env.DATABASE_URL;
const N = Number(process.env.N ?? 5000);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const LABELS_AT_ONCE = 50;

const percentile = (xs: number[], p: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]! : 0;

async function main() {
  const env: Record<string, string> = { TRACKING_RATE_LIMIT_PER_MINUTE: '1000000000' };
  if (process.env.PDF_WORKERS !== undefined) env.PDF_WORKERS = process.env.PDF_WORKERS;
  const { app, database } = await benchApp(url, env);
  await ensureSeeded(app.db, database.driver, N);
  const staff = await loginAs(app as never, 'MANAGER');
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const floor = await floorServer(url, app.db);
  // Labels of bookings that may have one (a cancelled booking's is refused).
  const ids = (
    await rowsOf<{ id: string }>(
      app.db,
      sql`select id from bookings where status <> 'CANCELLED' and code like 'BK%' order by id limit 500`,
    )
  ).map((r) => r.id);
  const tracking = { first: 200000000 + 1, count: N };

  const label = async () => {
    const id = ids[Math.floor(Math.random() * ids.length)]!;
    const t = performance.now();
    const res = await fetch(`${base}/api/v1/bookings/${id}/label.pdf`, { headers: staff.headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`label ${res.status}`);
    return performance.now() - t;
  };
  // Warm-up: the worker threads start, the fonts are read, the routes are compiled.
  await Promise.all(Array.from({ length: 4 }, label));
  await load({ url: base, tracking, connections: CONNECTIONS, duration: 2 });

  const job = { connections: CONNECTIONS, duration: DURATION };
  const floorIdle = await load({ url: floor.url, ...job });
  const idle = await load({ url: base, tracking, ...job });

  // 50 label downloads under way all the time the tracking lookups are measured.
  let running = true;
  const labelMs: number[] = [];
  const loop = async () => {
    while (running) labelMs.push(await label());
  };
  const labels = Array.from({ length: LABELS_AT_ONCE }, loop);
  // Let the 50 get going before the measure starts.
  await new Promise((r) => setTimeout(r, 1000));
  const busy = await load({ url: base, tracking, ...job });
  running = false;
  await Promise.all(labels);

  const workers = app.config.PDF_WORKERS;
  console.log(
    `\n${database.driver}; ${N.toLocaleString('en')} bookings; ${DURATION} s per measure, ${CONNECTIONS} connections; ` +
      `PDF_WORKERS=${workers ?? `(default: ${os.availableParallelism()} CPUs)`}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  const row = (name: string, r: LoadResult) => ({
    measure: name,
    'req/s': Math.round(r.rps),
    'p50 ms': r.p50,
    'p95 ms': r.p95,
    non2xx: r.non2xx,
    // No answer within autocannon's 10 s.
    timeouts: r.timeouts,
  });
  console.table([
    row('floor: bare Fastify + select 1', floorIdle),
    row('public tracking, idle', idle),
    row(`public tracking, ${LABELS_AT_ONCE} label downloads at once`, busy),
  ]);
  console.log(
    `labels downloaded meanwhile: ${labelMs.length} (p50 ${percentile(labelMs, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(labelMs, 95).toFixed(0)} ms)`,
  );
  console.log(
    `tracking p95 under the labels / idle: ${(busy.p95 / idle.p95).toFixed(2)} (target ≤ 2); ` +
      `idle p95 / floor p95: ${(idle.p95 / floorIdle.p95).toFixed(2)}`,
  );
  await floor.close();
  await app.close();
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
