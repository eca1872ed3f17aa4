/**
 * Issue 20's faults, on PostgreSQL (DATABASE_URL names the server; a database is made per run):
 *
 *   kill:   1,000 messages drain; the API process is killed with SIGKILL part way, then started
 *           again. Every message must arrive at least once; a repeat carries the same Message-ID.
 *   refuse: 200 messages; the SMTP server refuses every recipient for two minutes, then accepts.
 *           Every message must arrive, none twice.
 *   two:    2,000 messages drained by two API processes at once: none sent twice.
 *
 *   DATABASE_URL=postgres://user@host:5432/postgres npm run bench:notification-faults -- kill
 *   (KILL_AT, 0.3 by default: the share of messages SENT when the process is killed)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf } from '../apps/api/src/db/client';
import { loginAs } from '../apps/api/test/helpers/auth';
import { createBooking } from '../apps/api/test/helpers/bookings';
import { benchApp } from './harness';
import { startSink } from './mail-sink';

const server = process.env.DATABASE_URL;
if (!server)
  throw new Error('DATABASE_URL (a PostgreSQL server) is needed: several processes share the outbox');
const scenario = process.argv[2] ?? 'kill';
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function runner(env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./notify-runner.ts', import.meta.url))],
      { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child.stdout!.once('data', () => resolve(child));
    child.once('error', reject);
  });
}

async function main() {
  const name = `acf_faults_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(server!);
  u.pathname = `/${name}`;
  const url = u.toString();

  const { app, database } = await benchApp(url, { NOTIFICATION_SENDER: '0' });
  const customer = await loginAs(app as never, 'CUSTOMER');
  const b = await createBooking(app as never, customer.headers);
  const n = scenario === 'refuse' ? 200 : scenario === 'two' ? 2000 : 1000;
  await app.db.execute(sql`delete from notifications`);
  await app.db.execute(sql`
    insert into notifications (event, booking_id, booking_code, recipient, to_address, language, subject, data)
    select (array['PICKUP_FAILED','PICKED_UP','IN_TRANSIT','DELIVERED','EXCEPTION','CANCELLED'])[1 + i % 6],
      b.id, b.code, 'ACCOUNT', 'fault' || i || '@example.vn', case when i % 2 = 0 then 'vi' else 'en' end,
      'Fault ' || i,
      jsonb_build_object('trackingNumber', b.tracking_number, 'publicVi', 'Giữ hàng', 'publicEn', 'Hold',
        'occurredAt', now(), 'destination', b.receiver_country, 'chargeableWeight', b.chargeable_weight,
        'total', b.total, 'currency', b.price_currency, 'bookedTotal', null, 'receiverName', b.receiver_name)
    from generate_series(1, ${n}) i, bookings b where b.id = ${b.id}`);
  const count = async (status: string) =>
    (
      await rowsOf<{ n: number }>(
        app.db,
        sql`select count(*)::int as n from notifications where status = ${status}`,
      )
    )[0]!.n;

  const idsFile = path.join(os.tmpdir(), `${name}.ids`);
  const refuseMs = scenario === 'refuse' ? 120_000 : 0;
  const sink = await startSink({ IDS_FILE: idsFile, REFUSE_UNTIL: String(Date.now() + refuseMs) });
  const env = {
    DATABASE_URL: url,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    DATA_DIR: path.join(os.tmpdir(), name),
  };
  const t0 = performance.now();
  const procs: ChildProcess[] = [await runner(env)];
  const notes: string[] = [];
  if (scenario === 'two') procs.push(await runner(env));
  if (scenario === 'kill') {
    while ((await count('SENT')) < n * Number(process.env.KILL_AT ?? 0.3)) await wait(5);
    procs[0]!.kill('SIGKILL');
    notes.push(
      `SIGKILL at ${await count('SENT')} SENT, ${((performance.now() - t0) / 1000).toFixed(1)} s in`,
    );
    await wait(500);
    procs[0] = await runner(env);
    notes.push('restarted');
  }
  while ((await count('QUEUED')) > 0) await wait(500);
  const seconds = (performance.now() - t0) / 1000;
  await Promise.all(
    procs.map(
      (p) =>
        new Promise<void>((resolve) =>
          p.exitCode !== null ? resolve() : (p.once('exit', () => resolve()), p.kill('SIGTERM')),
        ),
    ),
  );
  await new Promise<void>((resolve) => {
    sink.child.once('exit', () => resolve());
    sink.child.kill('SIGTERM');
  });
  const received = fs.readFileSync(idsFile, 'utf8').split('\n').filter(Boolean);
  const perId = new Map<string, number>();
  for (const id of received) perId.set(id, (perId.get(id) ?? 0) + 1);
  const rows = await rowsOf<{ id: string; status: string; attempts: number }>(
    app.db,
    sql`select id, status, attempts from notifications`,
  );
  const missing = rows.filter((r) => !perId.has(`<${r.id}@acfexpress.vn>`)).length;
  const repeats = [...perId.values()].filter((c) => c > 1);
  const statuses = new Map<string, number>();
  for (const r of rows) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  const maxAttempts = Math.max(...rows.map((r) => r.attempts));
  console.log(
    `scenario ${scenario}: ${n} messages, ${procs.length} API process(es)${notes.length ? `; ${notes.join('; ')}` : ''}`,
  );
  console.log(
    `done in ${seconds.toFixed(1)} s; the SMTP server accepted ${received.length} messages, ${perId.size} distinct Message-IDs; ` +
      `missing ${missing}; Message-IDs received more than once: ${repeats.length} (${repeats.reduce((a, c) => a + c - 1, 0)} extra copies); ` +
      `outbox: ${[...statuses].map(([s, c]) => `${s} ${c}`).join(', ')}; most attempts of one message: ${maxAttempts}`,
  );
  await app.close();
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  fs.rmSync(idsFile, { force: true });
  process.exit(missing === 0 && (scenario === 'kill' || repeats.length === 0) ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
