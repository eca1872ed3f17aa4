import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RoleCode } from '@acf/shared';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';
import { runSeeds } from '../../src/seed';
import { type CreateUserOptions, loginAs, type TestUser } from './auth';
import { createDatabase } from './databases';

/**
 * A fresh app on a fresh database: in-memory PGlite by default, or a throwaway database on
 * the PostgreSQL server named by DATABASE_URL (CI runs the same suite both ways).
 */
export async function build(
  env: Record<string, string> = {},
  /** A streaming replica server of DATABASE_URL's: the test database is read there too. */
  opts: { replicaUrl?: string; replicaMaxLagS?: number } = {},
) {
  const dataDir = path.join(os.tmpdir(), `acf-test-${randomUUID()}`);
  leftBehind.add(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ADMIN_PASSWORD: 'Admin@12345',
    ...env,
  });
  const database = await openTestDatabase(opts);
  const app = await buildApp({ config, database, logger: false });
  // The data dir (mail files, uploads) goes with the app: once its requests, sender and
  // database have closed, nothing writes there any more.
  app.addHook('onClose', async () => {
    try {
      await database.close();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
      leftBehind.delete(dataDir);
    }
  });
  try {
    await runSeeds(app);
  } catch (err) {
    // A build that fails leaves no app for the file to close: it closes here, and its data dir goes.
    await app.close();
    throw err;
  }
  return app;
}

/**
 * The data dirs of apps not closed yet: a file that ends without closing its app (a failed or
 * timed-out hook) still leaves nothing in the temp dir once the test process exits.
 */
const leftBehind = new Set<string>();
process.once('exit', () => {
  for (const dir of leftBehind) rmSync(dir, { recursive: true, force: true });
});

/**
 * One migrated in-memory database per test process, its data directory kept: each app starts
 * from it in about a second, where a new database and its migrations take three to four (the
 * suite starts some fifty apps; its files share the process, vitest.config.ts).
 */
let migrated: Promise<Blob> | undefined;

async function openTestDatabase(
  opts: { replicaUrl?: string; replicaMaxLagS?: number } = {},
): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    migrated ??= openDatabase({}).then(async (d) => {
      const dir = await d.dump!('none');
      await d.close();
      return dir;
    });
    return openDatabase({ pgliteFrom: await migrated });
  }
  const name = `acf_test_${randomUUID().replace(/-/g, '')}`;
  const databaseUrl = await createDatabase(url, name);
  let replicaUrl: string | undefined;
  if (opts.replicaUrl) {
    const r = new URL(opts.replicaUrl);
    r.pathname = `/${name}`;
    replicaUrl = r.toString();
  }
  const database = await openDatabase({
    databaseUrl,
    poolSize: 5,
    replicaUrl,
    replicaMaxLagS: opts.replicaMaxLagS,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // The pool's end() does not wait for its sockets to close: give them a moment, or a forced
      // drop would terminate connections that are still saying goodbye (an unhandled error).
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof build>>;

/** Someone a test acts as: a seeded role, with the user's own details when they matter. */
export type Person = RoleCode | [RoleCode, CreateUserOptions];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request to `/api/v1${url}` as `who` (no one: anonymous), with its payload when there is one. */
export function callerOf(app: TestApp) {
  return (who: TestUser | undefined, method: Method, url: string, payload?: unknown, headers = {}) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...who?.headers, ...headers },
      ...(payload !== undefined && { payload: payload as object }),
    });
}

/**
 * A request to `/api/v1${url}` (a POST unless told) whose body goes as written, said to be of
 * `type`: a malformed, unexpected or too large body, or one a route reads as other than JSON.
 */
export function sendAs(
  app: TestApp,
  req: {
    url: string;
    type: string;
    body: string | Buffer;
    method?: Method;
    headers?: Record<string, string>;
  },
) {
  return app.inject({
    method: req.method ?? 'POST',
    url: `/api/v1${req.url}`,
    headers: { ...req.headers, 'content-type': req.type },
    payload: req.body,
  });
}

/**
 * An answer kept in memory, asked for twice: JSON the browser does not keep, and the second answer
 * the first byte for byte. The first is returned.
 */
export async function askedTwice(ask: () => Promise<LightMyRequestResponse>) {
  const first = await ask();
  expect(first.statusCode, first.body).toBe(200);
  expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(first.headers['cache-control']).toBe('no-store');
  const again = await ask();
  expect(again.body).toBe(first.body);
  return first;
}

/** A write to `/api/v1${url}` as `who`, named by a fresh idempotency key as the web app names each write. */
export const keyedPost = (app: TestApp, url: string, who: TestUser, payload: object) =>
  callerOf(app)(who, 'POST', url, payload, { 'idempotency-key': randomUUID() });

/** The status `who` is answered for GET `/api/v1${url}`: whether that is theirs to read. */
export const getStatus = async (app: TestApp, who: TestUser, url: string) =>
  (await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers })).statusCode;

/** The fields a refused request names (a 400's `errors`), sorted. */
export const fieldsOf = (res: { json: () => { errors: { field: string }[] } }) =>
  res
    .json()
    .errors.map((e) => e.field)
    .sort();

/** What a test file works with: its app, the people it named, and a caller. */
export type Suite<P extends Record<string, Person> = Record<never, Person>> = {
  app: TestApp;
  call: ReturnType<typeof callerOf>;
} & { [K in keyof P]: TestUser };

/**
 * A test file's app, built before its tests (on `env`, read then) and closed after them, with its
 * people logged in in the order named: `appSuite({ admin: 'ADMINISTRATOR' }, (s) => ({ app, admin } = s))`.
 * `take` may go on to set up what the file's tests share. The suite is also returned, filled in
 * before the tests run: with `const p = appSuite(manifestPeople)`, a test acts as `p.warehouse`.
 */
export function appSuite<P extends Record<string, Person>>(
  people: P,
  take: (s: Suite<P>) => unknown = () => {},
  env: Record<string, string> | (() => Record<string, string>) = {},
): Suite<P> {
  const s = {} as Suite<P>;
  beforeAll(async () => {
    const app = await build(typeof env === 'function' ? env() : env);
    Object.assign(s, { app, call: callerOf(app) });
    for (const [name, person] of Object.entries(people)) {
      const [role, opts] = Array.isArray(person) ? person : [person];
      Object.assign(s, { [name]: await loginAs(app, role, opts) });
    }
    await take(s);
  });
  afterAll(async () => s.app?.close());
  return s;
}
