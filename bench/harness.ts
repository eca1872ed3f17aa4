/**
 * What every bench starts from: the API built in this process on the database DATABASE_URL names
 * (PGlite in memory without it) and seeded, the floor beside it (bare Fastify running one
 * `select 1` on the same database), and one autocannon run in a child process (the server keeps
 * this process to itself).
 */
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, rowsOf } from '../apps/api/src/db/client';
import { runSeeds } from '../apps/api/src/seed';
import { loginAs } from '../apps/api/test/helpers/auth';
import { spawnProduct, waitFor } from '../apps/web/e2e/net';
import type { LoadJob, LoadResult } from './load-worker';

export const BENCH_PASSWORD = 'Bench@12345';

/** The API on the bench database, migrated and seeded, with production settings and no log. */
export async function benchApp(url: string | undefined, env: Record<string, string> = {}) {
  // Uploads and mail files of a run go in its own temp dir, removed when the app closes.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acf-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    ADMIN_PASSWORD: BENCH_PASSWORD,
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  });
  const database = await openDatabase({ databaseUrl: url, poolSize: 20 });
  const app = await buildApp({ config, database, logger: false });
  app.addHook('onClose', async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  await runSeeds(app);
  return { app, database };
}

/**
 * The floor for any route that reads the database: bare Fastify running one prepared
 * `select 1` (on its own pool of `poolSize` for PostgreSQL, on the app's database for PGlite),
 * at each of `paths` (GET), or at any path and method with `anyPath`. `url` is the first path's,
 * `base` the server's.
 */
export async function floorServer(
  url: string | undefined,
  db?: Parameters<typeof rowsOf>[0],
  { paths = ['/select1'], anyPath = false, poolSize = 20 } = {},
) {
  const floor = Fastify();
  const pool = url ? new pg.Pool({ connectionString: url, max: poolSize }) : undefined;
  const select1 = async () =>
    pool
      ? (await pool.query({ name: 'select1', text: 'select 1 as one' })).rows[0]
      : (await rowsOf<{ one: number }>(db!, sql`select 1 as one`))[0];
  if (anyPath) floor.all('/*', select1);
  else for (const path of paths) floor.get(path, select1);
  const base = await floor.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `${base}${paths[0]}`,
    base,
    /** The floor's own query, for a floor of another shape beside it. */
    select1,
    close: async () => {
      await floor.close();
      await pool?.end();
    },
  };
}

/**
 * Gives the user `n` of the open pickups that bench:pickups seeded for its drivers (a user
 * signed in by the bench is new: it has none of its own).
 */
export async function givePickups(db: Parameters<typeof rowsOf>[0], userId: string, n: number) {
  await db.execute(sql`
    update bookings set assignee_id = ${userId}
    where id in (select b.id from bookings b join users u on u.id = b.assignee_id
      where u.username like 'bench_driver%' and b.status = 'ASSIGNED' order by b.id limit ${n})`);
}

/**
 * The headers a bench's load is signed in with: a new user of role `as` (none for 'none'), who
 * takes PICKUPS=N of the open pickups bench:pickups seeded when asked.
 */
export async function signedInHeaders(app: Awaited<ReturnType<typeof benchApp>>['app'], as: string) {
  const user = as === 'none' ? undefined : await loginAs(app as never, as as never);
  if (user && process.env.PICKUPS) await givePickups(app.db, user.userId, Number(process.env.PICKUPS));
  return user?.headers ?? {};
}

/** One autocannon run in a child process. */
export function load(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./load-worker.ts', import.meta.url)), JSON.stringify(job)],
      (err, stdout) => (err ? reject(err) : resolve(JSON.parse(stdout) as LoadResult)),
    );
  });
}

/** One autocannon run, its result under the names given (`{ name }`, `{ key, name }`). */
export async function loadNamed<T extends object>(names: T, job: LoadJob): Promise<T & LoadResult> {
  return { ...names, ...(await load(job)) };
}

/** Prints EXPLAIN (ANALYZE, BUFFERS) of each named query. */
export async function explainPlans(db: Parameters<typeof rowsOf>[0], plans: [name: string, query: SQL][]) {
  for (const [name, q] of plans) {
    const rows = await rowsOf<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, buffers) ${q}`);
    console.log(`\n--- ${name}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}

type Closable = { close(): unknown } | undefined;

/**
 * Runs a bench's main, then closes what it answers, in order (its servers, the app, then its
 * database); a failure ends the process with its error.
 */
export function runBench(main: () => Promise<Closable[] | undefined>) {
  main()
    .then(async (open) => {
      for (const thing of open ?? []) await thing?.close();
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}

/** Compiles the API (apps/api/dist) as `npm start` does. */
export function buildApi() {
  const build = spawnSync(process.execPath, ['build.mjs'], {
    cwd: fileURLToPath(new URL('../apps/api', import.meta.url)),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the API did not compile');
}

/**
 * Starts the built API (apps/api/dist) as production runs it, on `port`, and waits for its
 * health; `stop` ends it.
 */
export async function startApiProcess(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: fileURLToPath(new URL('../apps/api', import.meta.url)),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      API_PORT: String(port),
      ADMIN_PASSWORD: BENCH_PASSWORD,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      TRACKING_RATE_LIMIT_PER_MINUTE: '1000000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok)
        return { stop: () => stopApiProcess(child) };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('the API did not start');
}

async function stopApiProcess(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * This process's RSS sampled every `everyMs` from now on: `before` is the RSS at the start, and
 * `stop()` ends the sampling and answers the peak (a last sample taken then included).
 */
export function rssSampler(everyMs: number) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const timer = setInterval(sample, everyMs);
  return {
    before,
    stop: () => {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

/** The bytes of a response's body, read chunk by chunk as it streams in. */
export async function streamedBytes(res: Response) {
  let n = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) n += chunk.byteLength;
  return n;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Single requests: `fn` once to warm (plans, caches), then `runs` times; the median and the fastest, in ms. */
export async function timed(fn: () => Promise<unknown>, runs: number) {
  await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  return { median: median(ms), min: Math.min(...ms) };
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** Builds the web app as `npm start` would, unless the bench was given --no-build. */
export function buildWeb() {
  if (process.argv.includes('--no-build')) return;
  console.log('[bench] building the web app …');
  const r = spawnSync('npm', ['run', 'build', '-w', '@acf/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/**
 * The whole product started as `npm start` runs it (scripts/start.mjs: the web app and the API)
 * on the embedded database, a throwaway data dir and free ports; `stop` ends it and removes the
 * data dir (Ctrl-C too).
 */
export async function startProduct() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acf-bench-'));
  const env = { ADMIN_PASSWORD: 'Bench-Admin-Pass1' };
  const { child, baseURL, stop } = await spawnProduct(dataDir, env, ['ignore', 'ignore', 'inherit']);
  process.on('SIGINT', () => {
    void stop().then(() => process.exit(130));
  });
  try {
    await waitFor(`${baseURL}/api/v1/health`, child, 300_000);
    await waitFor(`${baseURL}/`, child, 60_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base: baseURL, stop };
}
