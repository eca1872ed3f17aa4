/**
 * What every bench starts from: the API built in this process on the database DATABASE_URL names
 * (PGlite in memory without it) and seeded, the floor beside it (bare Fastify running one
 * `select 1` on the same database), and one autocannon run in a child process (the server keeps
 * this process to itself).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, rowsOf } from '../apps/api/src/db/client';
import { runSeeds } from '../apps/api/src/seed';
import type { LoadJob, LoadResult } from './load-worker';

export const BENCH_PASSWORD = 'Bench@12345';

/** The API on the bench database, migrated and seeded, with production settings and no log. */
export async function benchApp(url: string | undefined, env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/acf-bench-unused',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    ADMIN_PASSWORD: BENCH_PASSWORD,
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  });
  const database = await openDatabase({ databaseUrl: url, poolSize: 20 });
  const app = await buildApp({ config, database, logger: false });
  await runSeeds(app);
  return { app, database };
}

/**
 * The floor for any route that reads the database: bare Fastify running one prepared
 * `select 1` (on its own pool for PostgreSQL, on the app's database for PGlite).
 */
export async function floorServer(url: string | undefined, db?: Parameters<typeof rowsOf>[0]) {
  const floor = Fastify();
  const pool = url ? new pg.Pool({ connectionString: url, max: 20 }) : undefined;
  floor.get('/select1', async () =>
    pool
      ? (await pool.query({ name: 'select1', text: 'select 1 as one' })).rows[0]
      : (await rowsOf<{ one: number }>(db!, sql`select 1 as one`))[0],
  );
  const base = await floor.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `${base}/select1`,
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
