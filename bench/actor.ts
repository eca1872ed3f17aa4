/**
 * What refusing a locked or deleted account, or a closed session, at once costs: every
 * authenticated request reads its user (active flag, role, permissions, customer) and whether
 * its token's session is still open, in one prepared statement, instead of trusting the access
 * token for its 15 minutes. Measured side by side, with autocannon on
 * loopback:
 *
 *   - the floor: bare Fastify + one `select 1` on the same database;
 *   - bare Fastify verifying the access token only (what a purely stateless check costs);
 *   - bare Fastify verifying the token and reading the user (the lookup our API does);
 *   - the API's own GET /auth/me (our whole stack on top of it).
 *
 * Then the lookup alone, one at a time, as a mean latency next to `select 1`.
 *
 *   npm run bench:actor                                (PGlite in memory)
 *   DATABASE_URL=postgres://… npm run bench:actor      (an empty or bench database)
 *
 * DURATION (s) and CONNECTIONS tune a run.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, rowsOf } from '../apps/api/src/db/client';
import { findActor } from '../apps/api/src/modules/auth/auth.repository';
import { AccessTokenVerifier } from '../apps/api/src/modules/auth/tokens';
import { runSeeds } from '../apps/api/src/seed';
import { loginAs } from '../apps/api/test/helpers/auth';
import { runBench } from './harness';
import type { LoadJob, LoadResult } from './load-worker';

const url = process.env.DATABASE_URL;
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const SEQUENTIAL = 5000;

interface Run extends LoadResult {
  name: string;
}

function measure(name: string, job: Omit<LoadJob, 'connections' | 'duration'>): Promise<Run> {
  const full: LoadJob = { connections: CONNECTIONS, duration: DURATION, ...job };
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./load-worker.ts', import.meta.url)), JSON.stringify(full)],
      (err, stdout) => (err ? reject(err) : resolve({ name, ...(JSON.parse(stdout) as LoadResult) })),
    );
  });
}

/** Mean microseconds of `fn` over SEQUENTIAL calls, one at a time, after a warm-up. */
async function meanMicros(fn: () => Promise<unknown>) {
  for (let i = 0; i < 200; i++) await fn();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < SEQUENTIAL; i++) await fn();
  return Number(process.hrtime.bigint() - t0) / 1000 / SEQUENTIAL;
}

async function main() {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/acf-bench-unused',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    ADMIN_PASSWORD: 'Bench@12345',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const database = await openDatabase({ databaseUrl: url, poolSize: 20 });
  const app = await buildApp({ config, database, logger: false });
  await runSeeds(app);
  const user = await loginAs(app as never, 'MANAGER');
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const tokens = new AccessTokenVerifier(app.jwtSecret);

  const bare = Fastify();
  bare.get('/select1', async () => (await rowsOf<{ one: number }>(app.db, sql`select 1 as one`))[0]);
  bare.get('/token', async (req, reply) => {
    const claims = await tokens.verify(String(req.headers.authorization).slice(7));
    return claims ? { id: claims.userId } : reply.status(401).send();
  });
  bare.get('/token-and-user', async (req, reply) => {
    const claims = await tokens.verify(String(req.headers.authorization).slice(7));
    const found = claims ? await findActor(app.db, claims.userId, claims.sessionId) : undefined;
    return found?.active && found.sessionOpen
      ? { id: claims!.userId, role: found.roleCode }
      : reply.status(401).send();
  });
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const headers = { ...user.headers };
  const runs: Run[] = [];
  for (const [name, job] of [
    ['floor: bare Fastify + one select 1', { url: `${bareUrl}/select1` }],
    ['bare Fastify, access token only', { url: `${bareUrl}/token`, headers }],
    ['bare Fastify, token + user and session lookup', { url: `${bareUrl}/token-and-user`, headers }],
    ['API GET /auth/me (whole stack)', { url: `${base}/api/v1/auth/me`, headers }],
  ] as const)
    runs.push(await measure(name, job));

  console.log(`\n${database.driver}, ${CONNECTIONS} connections, ${DURATION}s each`);
  console.table(runs.map((r) => ({ ...r, 'ratio to floor': (runs[0]!.rps / r.rps).toFixed(2) })));
  const [, tokenOnly, withUser] = runs;
  console.log(
    `user lookup under load: ${(1e6 / withUser!.rps - 1e6 / tokenOnly!.rps).toFixed(0)} µs of server time per request ` +
      `(${tokenOnly!.rps} → ${withUser!.rps} requests/s)`,
  );

  const claims = (await tokens.verify(user.headers.authorization.slice(7)))!;
  const select1 = await meanMicros(() => rowsOf(app.db, sql`select 1 as one`));
  const lookup = await meanMicros(() => findActor(app.db, claims.userId, claims.sessionId));
  console.log(
    `one at a time, ${SEQUENTIAL} calls: select 1 ${select1.toFixed(0)} µs, user lookup ${lookup.toFixed(0)} µs ` +
      `(ratio ${(lookup / select1).toFixed(2)})`,
  );
  return [bare, app, database];
}

runBench(main);
