/**
 * Durability and faults, against the API as it runs in production (its compiled server in a
 * process of its own, killed and restarted for real):
 *
 *   npm run bench:kill9 [-- --runs=5]           50 clients create bookings; the API gets SIGKILL
 *                                              mid-run and is started again on the same data;
 *                                              every booking that got a 201 must be there, whole,
 *                                              and no code or tracking number twice. On PGlite,
 *                                              and on PostgreSQL when DATABASE_URL is set.
 *   DATABASE_URL=… PG_STOP='…' PG_START='…' npm run bench:pg-restart
 *                                              PostgreSQL stops under the API (PG_STOP, a shell
 *                                              command such as "pg_ctl -D … stop -m fast") while
 *                                              clients call it: each call answers (503) within
 *                                              the request timeout, health says down; PG_START
 *                                              brings it back and the API recovers by itself.
 *   DATABASE_URL=… npm run bench:load [-- --connections=200 --seconds=60]
 *                                              200 clients create bookings for 60 s: p50/p95/p99,
 *                                              the rate, errors, and stored = acknowledged; the
 *                                              floor (bare Fastify + select 1) in the same run.
 *
 * DATABASE_URL names a server whose user may create databases: each run gets its own database.
 */
import { type ChildProcess, execSync, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../apps/api/src/db/client';
import { bookingInput, party } from '../apps/api/test/helpers/bookings';
import { createDatabase } from '../apps/api/test/helpers/databases';
import { floorServer, load } from './harness';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_PASSWORD = 'Faults@12345';
const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (xs: number[], q: number) =>
  xs.length ? xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]! : NaN;

/** A fresh database on the server DATABASE_URL names. */
async function freshDatabase(url: string) {
  return createDatabase(url, `acf_faults_${randomUUID().replace(/-/g, '').slice(0, 12)}`);
}

interface Api {
  base: string;
  child: ChildProcess;
  startedMs: number;
}

/** The compiled API server on `env` (a PGlite DATA_DIR, or DATABASE_URL), ready when health is. */
async function startApi(env: Record<string, string>, port?: number): Promise<Api> {
  const p = port ?? (await freePort());
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      API_PORT: String(p),
      API_HOST: '127.0.0.1',
      ADMIN_PASSWORD,
      JWT_SECRET: 'faults-bench-secret-that-is-long-enough-for-hs256',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${p}/api/v1`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode})`);
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(50);
  }
  return { base, child, startedMs: performance.now() - t0 };
}

async function stopApi(api: Api, signal: NodeJS.Signals = 'SIGTERM') {
  if (api.child.exitCode !== null) return;
  const exited = new Promise((r) => api.child.once('exit', r));
  api.child.kill(signal);
  await exited;
}

async function call(api: Api, method: string, url: string, token?: string, body?: unknown, headers = {}) {
  const res = await fetch(`${api.base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, any> | null };
}

async function adminToken(api: Api) {
  const r = await call(api, 'POST', '/auth/admin/login', undefined, {
    username: 'admin',
    password: ADMIN_PASSWORD,
  });
  return r.body!.tokens.access.token as string;
}

/** The test suite's booking (kept valid with the rules), for the customer, with the sender's name. */
const bookingBody = (customerId: string, senderName: string) =>
  bookingInput({ customerId, sender: party({ name: senderName }) } as Parameters<typeof bookingInput>[0]);

async function customerOf(api: Api, token: string) {
  const c = await call(api, 'POST', '/customers', token, {
    companyName: 'Công ty Bền Bỉ',
    contactName: 'Lê Văn Tám',
  });
  if (c.status !== 201) throw new Error(`customer: ${c.status} ${JSON.stringify(c.body)}`);
  return c.body!.id as string;
}

function buildApi() {
  const r = spawnSync(process.execPath, ['build.mjs'], {
    cwd: path.join(root, 'apps/api'),
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(1);
}

// ---------------------------------------------------------------------------------- kill -9
interface Acked {
  id: string;
  code: string;
  trackingNumber: string;
  sender: string;
}

async function killRun(driver: 'pglite' | 'postgres', run: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acf-kill9-'));
  const env: Record<string, string> =
    driver === 'postgres'
      ? { DATABASE_URL: await freshDatabase(process.env.DATABASE_URL!) }
      : { DATA_DIR: dataDir };
  let api = await startApi(env);
  const token = await adminToken(api);
  const customerId = await customerOf(api, token);
  const acked: Acked[] = [];
  let failures = 0;
  let refused = 0;
  let alive = true;
  const clients = Array.from({ length: 50 }, async (_, c) => {
    for (let n = 0; alive; n++) {
      const sender = `Kill ${run}-${c}-${n}`;
      try {
        const r = await call(api, 'POST', '/bookings', token, bookingBody(customerId, sender), {
          'idempotency-key': randomUUID(),
        });
        if (r.status === 201)
          acked.push({ id: r.body!.id, code: r.body!.code, trackingNumber: r.body!.trackingNumber, sender });
        else {
          refused += 1;
          if (refused === 1)
            console.log(`[kill9] first refusal: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
        }
      } catch {
        failures += 1; // the connection died with the process: not acknowledged
        return;
      }
    }
  });
  // Kill once the clients have written for a while: 1.5 to 3 s.
  const at = 1500 + Math.floor(Math.random() * 1500);
  await sleep(at);
  const beforeKill = acked.length;
  api.child.kill('SIGKILL');
  await new Promise((r) => api.child.once('exit', r));
  alive = false;
  await Promise.all(clients);

  api = await startApi(env);
  const restartMs = api.startedMs;
  const token2 = await adminToken(api);
  let missing = 0;
  let incomplete = 0;
  for (const a of acked) {
    const r = await call(api, 'GET', `/bookings/${a.id}`, token2);
    if (r.status !== 200) {
      missing += 1;
      continue;
    }
    const b = r.body!;
    if (
      b.code !== a.code ||
      b.trackingNumber !== a.trackingNumber ||
      b.sender?.name !== a.sender ||
      b.pieces?.length !== 1 ||
      !(b.price?.total > 0) ||
      b.status !== 'BOOKED'
    )
      incomplete += 1;
  }
  await stopApi(api);
  // The stored rows, read directly: every code and tracking number once, each with its event.
  const database =
    driver === 'postgres'
      ? await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 2 })
      : await openDatabase({ pgliteDir: dataDir });
  const [row] = await rowsOf<{ stored: number; dupCodes: number; dupTracking: number; noEvent: number }>(
    database.db,
    sql`select
      (select count(*)::int from bookings) as "stored",
      (select count(*)::int from (select code from bookings group by code having count(*) > 1) d) as "dupCodes",
      (select count(*)::int from (select tracking_number from bookings group by tracking_number having count(*) > 1) d) as "dupTracking",
      (select count(*)::int from bookings b where not exists (select 1 from booking_events e where e.booking_id = b.id)) as "noEvent"`,
  );
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    driver,
    run,
    killedAtMs: at,
    beforeKill,
    acked: acked.length,
    refused,
    failures,
    ...row!,
    missing,
    incomplete,
    restartMs,
  };
}

async function kill9() {
  buildApi();
  const runs = arg('runs', 5);
  const drivers: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const results = [];
  for (const driver of drivers)
    for (let run = 1; run <= runs; run++) {
      const r = await killRun(driver, run);
      results.push(r);
      console.log(
        `[kill9] ${driver} run ${run}: killed at ${r.killedAtMs} ms, ${r.acked} acknowledged, ${r.stored} stored, ` +
          `${r.missing} missing, ${r.incomplete} incomplete, ${r.dupCodes} duplicate codes, ${r.dupTracking} duplicate tracking numbers, ` +
          `${r.noEvent} without their event, ${r.failures} connections cut, ${r.refused} refused; restarted in ${Math.round(r.restartMs)} ms`,
      );
    }
  const bad = results.filter(
    (r) => r.missing || r.incomplete || r.dupCodes || r.dupTracking || r.noEvent || r.stored < r.acked,
  );
  console.log(
    bad.length
      ? `[kill9] FAILED: ${bad.length} run(s) lost or broke data`
      : '[kill9] every acknowledged booking survived, whole, once',
  );
  if (bad.length) process.exitCode = 1;
}

// --------------------------------------------------------------------------- PostgreSQL restart
async function pgRestart() {
  const url = process.env.DATABASE_URL;
  const stop = process.env.PG_STOP;
  const start = process.env.PG_START;
  if (!url || !stop || !start) {
    console.error('Set DATABASE_URL, PG_STOP and PG_START (shell commands that stop and start that server).');
    process.exit(1);
  }
  buildApi();
  const api = await startApi({ DATABASE_URL: await freshDatabase(url) });
  const token = await adminToken(api);
  const customerId = await customerOf(api, token);
  const TIMEOUT_MS = 15_000;
  const samples: { t: number; kind: string; status: number | 'hang' | 'error'; ms: number }[] = [];
  const t0 = performance.now();
  let running = true;
  const timed = async (kind: string, fn: () => Promise<number>) => {
    const s = performance.now();
    const status = await Promise.race([
      fn().catch(() => 'error' as const),
      sleep(TIMEOUT_MS).then(() => 'hang' as const),
    ]);
    samples.push({ t: s - t0, kind, status, ms: performance.now() - s });
  };
  const workers = Array.from({ length: 10 }, async (_, i) => {
    while (running) {
      if (i === 0) await timed('health', async () => (await fetch(`${api.base}/health`)).status);
      else if (i % 2)
        await timed('read', async () => (await call(api, 'GET', '/bookings?pageSize=5', token)).status);
      else
        await timed(
          'write',
          async () =>
            (
              await call(api, 'POST', '/bookings', token, bookingBody(customerId, 'Restart'), {
                'idempotency-key': randomUUID(),
              })
            ).status,
        );
      await sleep(100);
    }
  });
  await sleep(2000);
  const stopAt = performance.now() - t0;
  execSync(stop, { stdio: 'ignore' });
  const stoppedAt = performance.now() - t0;
  await sleep(5000);
  const startAt = performance.now() - t0;
  execSync(start, { stdio: 'ignore' });
  const startedAt = performance.now() - t0;
  // Wait for the API to answer health 200 again by itself.
  let recoveredAt = NaN;
  for (let i = 0; i < 600; i++) {
    const h = await fetch(`${api.base}/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (h === 200) {
      recoveredAt = performance.now() - t0;
      break;
    }
    await sleep(100);
  }
  await sleep(2000);
  running = false;
  await Promise.all(workers);
  await stopApi(api);

  const down = samples.filter((s) => s.t >= stopAt && s.t + s.ms <= startedAt);
  const after = samples.filter((s) => s.t >= recoveredAt);
  const statuses = (xs: typeof samples) =>
    Object.entries(
      xs.reduce<Record<string, number>>((m, s) => {
        const k = `${s.kind} ${s.status}`;
        m[k] = (m[k] ?? 0) + 1;
        return m;
      }, {}),
    )
      .map(([k, n]) => `${k} ×${n}`)
      .join(', ');
  console.log(
    `[pg-restart] stop asked at ${Math.round(stopAt)} ms (done at ${Math.round(stoppedAt)}), start asked at ${Math.round(startAt)} ms (up at ${Math.round(startedAt)})`,
  );
  console.log(`[pg-restart] while down: ${statuses(down)}`);
  console.log(
    `[pg-restart] answers while down: slowest ${Math.round(Math.max(...down.map((s) => s.ms)))} ms, median ${Math.round(
      quantile(
        down.map((s) => s.ms),
        0.5,
      ),
    )} ms (timeout ${TIMEOUT_MS} ms)`,
  );
  console.log(
    `[pg-restart] health 200 again at ${Math.round(recoveredAt)} ms, ${Math.round(recoveredAt - startedAt)} ms after the server was up, no restart of the API`,
  );
  console.log(`[pg-restart] after recovery: ${statuses(after)}`);
  const hung = samples.filter((s) => s.status === 'hang' || s.status === 'error').length;
  const wrong = down.filter((s) => s.status !== 503).length;
  const notOk = after.filter((s) => s.status !== 200 && s.status !== 201).length;
  console.log(
    hung || wrong || notOk || Number.isNaN(recoveredAt)
      ? `[pg-restart] FAILED: ${hung} hung or broken, ${wrong} not 503 while down, ${notOk} not 2xx after`
      : '[pg-restart] every call answered in time: 503 while down, 2xx after, recovered alone',
  );
  if (hung || wrong || notOk || Number.isNaN(recoveredAt)) process.exitCode = 1;
}

// ------------------------------------------------------------------------------------- load
async function loadBookings() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL (the load is measured on PostgreSQL).');
    process.exit(1);
  }
  const connections = arg('connections', 200);
  const seconds = arg('seconds', 60);
  buildApi();
  const dbUrl = await freshDatabase(url);
  const api = await startApi({ DATABASE_URL: dbUrl });
  const token = await adminToken(api);
  const customerId = await customerOf(api, token);
  const floor = await floorServer(dbUrl);
  const floorRun = await load({ url: floor.url, connections, duration: 10 });
  await floor.close();
  // The clients: each sends its next booking when the last one is answered; at the end each
  // finishes the one in flight, so every booking stored was answered (and counted) or refused.
  const body = JSON.stringify(bookingBody(customerId, 'Load'));
  const latencies: number[] = [];
  const failed: Record<string, number> = {};
  const until = performance.now() + seconds * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const s = performance.now();
        try {
          const res = await fetch(`${api.base}/bookings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body,
          });
          await res.arrayBuffer();
          if (res.status === 201) latencies.push(performance.now() - s);
          else failed[res.status] = (failed[res.status] ?? 0) + 1;
        } catch (err) {
          const k = (err as Error).cause ? String(((err as Error).cause as Error).message) : String(err);
          failed[k] = (failed[k] ?? 0) + 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  const run = {
    ok: latencies.length,
    rps: Math.round(latencies.length / elapsed),
    p50: Math.round(quantile(latencies, 0.5)),
    p95: Math.round(quantile(latencies, 0.95)),
    p99: Math.round(quantile(latencies, 0.99)),
    errors: Object.values(failed).reduce((a, b) => a + b, 0),
  };
  await stopApi(api);
  const database = await openDatabase({ databaseUrl: dbUrl, poolSize: 2 });
  const [{ stored }] = (await rowsOf<{ stored: number }>(
    database.db,
    sql`select count(*)::int as stored from bookings`,
  )) as [{ stored: number }];
  await database.close();
  console.log(
    `[load] ${connections} clients × ${seconds} s creating bookings on PostgreSQL (${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)})`,
  );
  console.log(
    `[load] floor (bare Fastify + select 1, ${connections} clients, 10 s): ${floorRun.rps} req/s, p50 ${floorRun.p50} ms, p95 ${floorRun.p95} ms, p99 ${floorRun.p99} ms`,
  );
  console.log(
    `[load] POST /bookings: ${run.rps} bookings/s over ${elapsed.toFixed(1)} s, p50 ${run.p50} ms, p95 ${run.p95} ms, p99 ${run.p99} ms`,
  );
  console.log(`[load] 201 ×${run.ok}, errors ${run.errors} ${JSON.stringify(failed)}; stored ${stored}`);
  const ok = run.errors === 0 && stored === run.ok;
  console.log(ok ? '[load] 0 errors, stored = acknowledged' : '[load] FAILED');
  if (!ok) process.exitCode = 1;
}

const mode = process.argv[2];
if (mode === 'kill9') await kill9();
else if (mode === 'pg-restart') await pgRestart();
else if (mode === 'load') await loadBookings();
else console.error('Usage: node --import tsx bench/faults.ts kill9|pg-restart|load');
