import { execSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { REPLICA_APPLICATION_NAME } from '../../src/db/replica';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking } from '../helpers/bookings';
import { build, type TestApp } from '../helpers/build';
import { clusterSkip } from './cluster-env';

/**
 * Reports on a real streaming replica (issue 22): DATABASE_URL is the primary server,
 * TEST_REPLICA_URL its replica made by pg_basebackup -R, TEST_REPLICA_STOP / TEST_REPLICA_START
 * the commands that stop and start it.
 */
const skip = clusterSkip(['DATABASE_URL', 'TEST_REPLICA_URL', 'TEST_REPLICA_STOP', 'TEST_REPLICA_START']);

let app: TestApp;
let admin: TestUser;
let customer: TestUser;
let dbName: string;

async function onServer<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const u = new URL(url);
  u.pathname = `/${dbName}`;
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
}
const onReplica = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  onServer<T>(process.env.TEST_REPLICA_URL!, text, values);
const onPrimary = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  onServer<T>(process.env.DATABASE_URL!, text, values);

/** Checks the replica until it reports `status` (a state the test has just caused), for at most 20 s. */
async function until(status: 'ok' | 'lagging' | 'down') {
  const monitor = app.database.replica!;
  const end = Date.now() + 20_000;
  while ((await monitor.check()).status !== status) {
    if (Date.now() > end) throw new Error(`replica still ${monitor.state.status}, not ${status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
const report = () =>
  app.inject({ method: 'GET', url: '/api/v1/reports/by-service?groupBy=month', headers: admin.headers });
const health = async () => (await app.inject({ method: 'GET', url: '/api/v1/health' })).json();

describe.skipIf(skip)(`read replica${skip ? ` (${skip})` : ''}`, () => {
  beforeAll(async () => {
    app = await build({}, { replicaUrl: process.env.TEST_REPLICA_URL, replicaMaxLagS: 1 });
    dbName = (await rowsOf<{ n: string }>(app.db, sql`select current_database() as n`))[0]!.n;
    admin = await loginAs(app, 'ADMINISTRATOR');
    customer = await loginAs(app, 'CUSTOMER');
    await until('ok');
  });
  afterAll(async () => {
    // Whatever happened, the replica is left running for the next test.
    try {
      execSync(process.env.TEST_REPLICA_START!, { stdio: 'ignore' });
    } catch {
      /* already running */
    }
    await app?.close();
  });

  it('a report runs on the replica: its connection is there, named, and none on the primary', async () => {
    await createBooking(app, customer.headers);
    await until('ok');
    const before = app.database.replica!.counts.replica;
    const res = await report();
    expect(res.statusCode, res.body).toBe(200);
    expect(app.database.replica!.counts.replica).toBeGreaterThan(before);
    const there = await onReplica<{ query: string }>(
      'select query from pg_stat_activity where application_name = $1 and datname = current_database()',
      [REPLICA_APPLICATION_NAME],
    );
    expect(there.length).toBeGreaterThan(0);
    // The by-service report's own statement (grouped by month) was the last one run there.
    expect(there.map((r) => r.query).join('\n')).toMatch(/date_trunc/);
    const onP = await onPrimary('select 1 from pg_stat_activity where application_name = $1', [
      REPLICA_APPLICATION_NAME,
    ]);
    expect(onP).toEqual([]);
    expect((await health()).replica).toEqual({ status: 'ok', lagSeconds: 0, readsFrom: 'replica' });
  });

  it('a write never goes to it, and the writer reads its own list from the primary at once', async () => {
    const before = { ...app.database.replica!.counts };
    // The replica is read-only: a write sent there would fail; these succeed, and the replica
    // answered none of these requests.
    const b = await createBooking(app, customer.headers);
    const list = await app.inject({ method: 'GET', url: '/api/v1/bookings', headers: customer.headers });
    expect(list.json().results.map((x: { id: string }) => x.id)).toContain(b.id);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/v1/bookings/${b.id}`,
      headers: customer.headers,
      payload: { note: 'gọi trước khi giao' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(app.database.replica!.counts).toEqual(before);
  });

  it('a replica further behind than REPLICA_MAX_LAG_S is not read; health says so', async () => {
    await onReplica('select pg_wal_replay_pause()');
    try {
      await createBooking(app, customer.headers);
      await until('lagging');
      const fallback = app.database.replica!.counts.fallback;
      expect((await report()).statusCode).toBe(200);
      expect(app.database.replica!.counts.fallback).toBeGreaterThan(fallback);
      const h = await health();
      expect(h.status).toBe('ok');
      expect(h.replica).toMatchObject({ status: 'lagging', readsFrom: 'primary' });
      expect(h.replica.lagSeconds).toBeGreaterThan(0);
    } finally {
      await onReplica('select pg_wal_replay_resume()');
    }
    await until('ok');
  });

  it('stopping the replica under load fails no request: the primary answers, health says so', async () => {
    const calls: Promise<number>[] = [];
    // Reports keep coming while the replica stops.
    const load = (async () => {
      for (let i = 0; i < 40; i++) {
        calls.push(report().then((r) => r.statusCode));
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    await new Promise((r) => setTimeout(r, 150));
    execSync(process.env.TEST_REPLICA_STOP!, { stdio: 'ignore' });
    await load;
    const statuses = await Promise.all(calls);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(app.database.replica!.state.status).toBe('down');
    expect((await health()).replica).toMatchObject({ status: 'down', readsFrom: 'primary' });
    expect((await report()).statusCode).toBe(200);

    execSync(process.env.TEST_REPLICA_START!, { stdio: 'ignore' });
    await until('ok');
    const before = app.database.replica!.counts.replica;
    expect((await report()).statusCode).toBe(200);
    expect(app.database.replica!.counts.replica).toBeGreaterThan(before);
  });
});
