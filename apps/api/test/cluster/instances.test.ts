import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingInput } from '../helpers/bookings';
import { startS3, type TestS3 } from '../helpers/s3';
import { manifestInput } from '../helpers/walk';
import { clusterSkip } from './cluster-env';

/**
 * Several instances (issue 22): two API processes, compiled as `npm start` runs them, on one
 * PostgreSQL database and one bucket, with one web server in front of both. Each check calls one
 * instance and then the other, so nothing passes that lives in one process's memory.
 */
const skip = clusterSkip(['DATABASE_URL']);
const root = path.resolve(import.meta.dirname, '../../../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

interface Proc {
  child: ChildProcess;
  url: string;
  log: string[];
}
const procs: Proc[] = [];
let s3: TestS3;
let smtp: SMTPServer;
const received: string[] = [];
/** The webhook receiver's log: one event id per delivery received. */
const hooks: string[] = [];
let hookServer: http.Server;
let hookUrl: string;
let dbUrl: string;
let dbName: string;
let a: Proc;
let b: Proc;
let web: Proc;
const dirs: string[] = [];

function start(name: string, args: string[], cwd: string, env: Record<string, string>, url: string): Proc {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const p: Proc = { child, url, log: [] };
  child.stdout!.on('data', (d) => p.log.push(String(d)));
  child.stderr!.on('data', (d) => p.log.push(String(d)));
  procs.push(p);
  child.on('exit', (code) => p.log.push(`[${name} exited ${code}]`));
  return p;
}
async function healthy(p: Proc, pathName = '/api/v1/health') {
  const end = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${p.url}${pathName}`)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (p.child.exitCode !== null || Date.now() > end) throw new Error(`did not start:\n${p.log.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
async function call(
  p: Proc,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${p.url}/api/v1${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field.
  return { status: res.status, json: json as any, text };
}
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
/** A customer signed up through instance `p`, with the password Secret#12345. */
async function register(p: Proc, username: string, fullName: string, phone: string) {
  const reg = await call(p, 'POST', '/auth/register', {
    username,
    password: 'Secret#12345',
    email: `${username}@example.vn`,
    fullName,
    phone,
  });
  expect(reg.status, reg.text).toBeLessThan(300);
}

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
}

/** The Retry-After of a refused sign-in (read from a second refused call). */
async function fetchRetryAfter(p: Proc, username: string) {
  const res = await fetch(`${p.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Secret#12345' }),
  });
  return res.headers.get('retry-after');
}

let adminToken: string;
let customerToken: string;

describe.skipIf(skip)(`two API instances behind one web server${skip ? ` (${skip})` : ''}`, () => {
  beforeAll(async () => {
    dbName = `acf_cluster_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(process.env.DATABASE_URL!);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();

    s3 = await startS3();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        let text = '';
        stream.on('data', (c) => {
          text += String(c);
        });
        stream.on('end', () => {
          received.push(text);
          done();
        });
      },
    });
    hookServer = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        hooks.push(String(req.headers['acf-event-id']));
        res.writeHead(204).end();
      });
    });
    const hookPort = await freePort();
    await new Promise<void>((r) => hookServer.listen(hookPort, '127.0.0.1', r));
    hookUrl = `http://127.0.0.1:${hookPort}/hook`;
    const smtpPort = await freePort();
    await new Promise<void>((r) => smtp.listen(smtpPort, '127.0.0.1', r));

    // The API as `npm run start:api` runs it: compiled, plain node.
    const built = spawnSync(process.execPath, ['build.mjs'], {
      cwd: path.join(root, 'apps/api'),
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(built.stderr);
    if (!fs.existsSync(path.join(root, 'apps/web/.next/BUILD_ID'))) {
      const w = spawnSync('npm', ['run', 'build', '-w', '@acf/web'], { cwd: root, encoding: 'utf8' });
      if (w.status !== 0) throw new Error(w.stdout + w.stderr);
    }

    const [portA, portB, portWeb] = [await freePort(), await freePort(), await freePort()];
    const common = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATABASE_URL: dbUrl,
      JWT_SECRET: 'cluster-test-secret-that-is-long-enough-for-hs256',
      ADMIN_PASSWORD: 'Admin@12345',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TRACKING_RATE_LIMIT_PER_MINUTE: '4',
      // The test's webhook receiver is on this machine, over plain http.
      WEBHOOK_ALLOW_HTTP: '1',
      WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
      ...s3.env,
    };
    const apiEnv = (port: number) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acf-inst-'));
      dirs.push(dir);
      return { ...common, API_PORT: String(port), DATA_DIR: dir };
    };
    const apiDir = path.join(root, 'apps/api');
    const dist = ['--enable-source-maps', 'dist/server.js'];
    // The first migrates and seeds; the second starts on a ready database.
    a = start('api-a', dist, apiDir, apiEnv(portA), `http://127.0.0.1:${portA}`);
    await healthy(a);
    b = start('api-b', dist, apiDir, apiEnv(portB), `http://127.0.0.1:${portB}`);
    await healthy(b);
    web = start(
      'web',
      ['server.mjs'],
      path.join(root, 'apps/web'),
      {
        NODE_ENV: 'production',
        PORT: String(portWeb),
        API_INTERNAL_URL: `${a.url},${b.url}`,
        NEXT_TELEMETRY_DISABLED: '1',
      },
      `http://127.0.0.1:${portWeb}`,
    );
    await healthy(web);

    const login = await call(a, 'POST', '/auth/admin/login', { username: 'admin', password: 'Admin@12345' });
    expect(login.status, login.text).toBe(200);
    adminToken = login.json.tokens.access.token;
    const username = `c${randomUUID().slice(0, 8)}`;
    await register(b, username, 'Trần Thị B', '0901234567');
    const cl = await call(a, 'POST', '/auth/login', { username, password: 'Secret#12345' });
    expect(cl.status, cl.text).toBe(200);
    customerToken = cl.json.tokens.access.token;
    // The customer's integration: every booking event of theirs is posted to the receiver.
    const hook = await call(
      b,
      'POST',
      '/me/webhooks',
      { url: hookUrl, events: ['booking.created', 'booking.status_changed'] },
      auth(customerToken),
    );
    expect(hook.status, hook.text).toBe(201);
  }, 600_000);

  afterAll(async () => {
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGTERM');
    await Promise.all(
      procs.map((p) => (p.child.exitCode === null ? new Promise((r) => p.child.once('exit', r)) : null)),
    );
    await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()));
    await new Promise<void>((r) => (hookServer ? hookServer.close(() => r()) : r()));
    await s3?.close();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    if (dbName) {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
    }
  });

  it('the web server serves pages and sends API calls to both instances in turn', async () => {
    const page = await fetch(`${web.url}/`);
    expect(page.status).toBe(200);
    const seen = (p: Proc) => p.log.join('').split('"url":"/api/v1/homepage/company-info"').length - 1;
    const before = [seen(a), seen(b)];
    for (let i = 0; i < 6; i++) expect((await call(web, 'GET', '/homepage/company-info')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(seen(a) - before[0]!).toBeGreaterThan(0);
    expect(seen(b) - before[1]!).toBeGreaterThan(0);
    expect(seen(a) - before[0]! + seen(b) - before[1]!).toBe(6);
  });

  it('a login on one and a refresh on the other', async () => {
    const login = await call(a, 'POST', '/auth/admin/login', { username: 'admin', password: 'Admin@12345' });
    const refreshed = await call(b, 'POST', '/auth/refresh-tokens', {
      refreshToken: login.json.tokens.refresh.token,
    });
    expect(refreshed.status, refreshed.text).toBe(200);
    const token = refreshed.json.tokens.access.token;
    expect((await call(a, 'GET', '/auth/me', undefined, auth(token))).status).toBe(200);
    // The used refresh token is spent everywhere: replayed on the first, it is refused.
    const replay = await call(a, 'POST', '/auth/refresh-tokens', {
      refreshToken: login.json.tokens.refresh.token,
    });
    expect(replay.status).toBe(401);
  });

  it('a rate limit counted across both', async () => {
    // Five failed sign-ins per name and address, wherever they land: the sixth is refused on the
    // other instance, even with the right password.
    const username = `r${randomUUID().slice(0, 8)}`;
    await register(a, username, 'Lê Văn C', '0901234568');
    const wrong = [];
    for (const p of [a, b, a, b, a])
      wrong.push((await call(p, 'POST', '/auth/login', { username, password: 'not-the-password' })).status);
    expect(wrong).toEqual([401, 401, 401, 401, 401]);
    const sixth = await call(b, 'POST', '/auth/login', { username, password: 'Secret#12345' });
    expect(sixth.status).toBe(429);
    expect(Number(await fetchRetryAfter(b, username))).toBeGreaterThan(0);
  });

  it('an idempotency key honoured across both', async () => {
    const key = `cluster-${randomUUID()}`;
    const input = bookingInput();
    const count = async () =>
      (await call(b, 'GET', '/bookings?pageSize=1', undefined, auth(customerToken))).json
        .totalResults as number;
    const before = await count();
    const first = await call(a, 'POST', '/bookings', input, {
      ...auth(customerToken),
      'idempotency-key': key,
    });
    expect(first.status, first.text).toBe(201);
    const again = await call(b, 'POST', '/bookings', input, {
      ...auth(customerToken),
      'idempotency-key': key,
    });
    expect(again.status).toBeLessThan(300);
    expect(again.json.id).toBe(first.json.id);
    expect(await count()).toBe(before + 1);
  });

  it('a manifest closed on one is closed on the other', async () => {
    const admin = auth(adminToken);
    const booking = await call(
      a,
      'POST',
      '/bookings',
      bookingInput({ carrier: 'YAMATO', office: 'SOUTH' }),
      auth(customerToken),
    );
    expect(booking.status, booking.text).toBe(201);
    const rec = await call(
      b,
      'POST',
      '/operations/receive',
      { trackingNumbers: [booking.json.trackingNumber], mode: 'COUNTER' },
      admin,
    );
    expect(rec.status, rec.text).toBe(200);
    const m = await call(a, 'POST', '/manifests', manifestInput({ departureDate: '2031-01-05' }), admin);
    expect(m.status, m.text).toBe(201);
    expect(
      (
        await call(
          b,
          'POST',
          `/manifests/${m.json.id}/shipments`,
          { trackingNumbers: [booking.json.trackingNumber] },
          admin,
        )
      ).status,
    ).toBe(200);
    const closed = await call(a, 'POST', `/manifests/${m.json.id}/transitions`, { to: 'CLOSED' }, admin);
    expect(closed.status, closed.text).toBe(200);
    expect((await call(b, 'GET', `/manifests/${m.json.id}`, undefined, admin)).json.status).toBe('CLOSED');
    // Closing it again on the other is refused: it knows.
    expect(
      (await call(b, 'POST', `/manifests/${m.json.id}/transitions`, { to: 'CLOSED' }, admin)).status,
    ).toBe(409);
  });

  it('an upload through one is served by the other and through the web server (S3 store)', async () => {
    const png = await sharp({ create: { width: 7, height: 3, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'x.png');
    const up = await fetch(`${a.url}/api/v1/upload`, {
      method: 'POST',
      body: form,
      headers: auth(adminToken),
    });
    expect(up.status).toBe(201);
    const { url } = (await up.json()) as { url: string };
    for (const base of [b.url, web.url]) {
      const res = await fetch(`${base}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(7);
    }
  });

  /**
   * The rows of an outbox `table` (asked until there are some and all reached `status`, a minute
   * at most): how many, how many reached it, and the most attempts any took.
   */
  async function settled(table: 'notifications' | 'webhook_deliveries', status: string) {
    const end = Date.now() + 60_000;
    for (;;) {
      const [row] = await query<{ n: number; done: number; attempts: number }>(
        `select count(*)::int as n, count(*) filter (where status = $1)::int as done, coalesce(max(attempts), 0)::int as attempts from ${table}`,
        [status],
      );
      if ((row!.n > 0 && row!.done === row!.n) || Date.now() > end) return row!;
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it('the e-mail senders of both instances send each message once', async () => {
    const { n, done: sent, attempts } = await settled('notifications', 'SENT');
    expect(n).toBeGreaterThan(0);
    expect(sent).toBe(n);
    expect(attempts).toBe(1);
    expect(received.length).toBe(n);
    const ids = received.map((m) => /^Message-ID:\s*(\S+)/im.exec(m)?.[1]);
    expect(new Set(ids).size).toBe(n);
  });

  it('the webhook senders of both instances deliver each event once', async () => {
    const { n, done: delivered, attempts } = await settled('webhook_deliveries', 'DELIVERED');
    // booking.created and the status changes of the bookings made above.
    expect(n).toBeGreaterThanOrEqual(4);
    expect(delivered).toBe(n);
    expect(attempts).toBe(1);
    expect(hooks.length).toBe(n);
    expect(new Set(hooks).size).toBe(n);
  });
});
