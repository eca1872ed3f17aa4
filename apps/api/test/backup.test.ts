import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../src/db/client';

/**
 * `npm run db:backup` while the API runs on the embedded database and keeps taking writes, then
 * `npm run db:restore FILE` into an empty data directory: the restored database opens, and holds
 * every write acknowledged before the backup began, each one whole.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'acf-backup-'));
let api: ChildProcess | undefined;
afterAll(() => {
  if (api?.exitCode === null) api.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
const script = (name: string, args: string[], dataDir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', name), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
const runScript = (name: string, args: string[], dataDir: string) =>
  new Promise<{ status: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', name), ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (status) => resolve({ status, out }));
  });

describe('backup and restore of the embedded database', () => {
  it('dumps while the API serves writes; the dump restores into an empty directory, whole', async () => {
    const dataDir = path.join(work, 'data');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api/v1`;
    api = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        API_PORT: String(port),
        API_HOST: '127.0.0.1',
        ADMIN_PASSWORD: 'Admin@12345',
        JWT_SECRET: 'backup-test-secret-that-is-long-enough-for-hs256',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; ; i++) {
      const up = await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 1200 || api.exitCode !== null) throw new Error('the API did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const login = await fetch(`${base}/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Admin@12345' }),
    });
    const token = (await login.json()).tokens.access.token;
    let written = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const res = await fetch(`${base}/customers`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ companyName: `Backup ${written + 1}`, contactName: 'Lê Văn Tám' }),
        });
        if (res.status !== 201) throw new Error(`write ${res.status} ${await res.text()}`);
        written += 1;
      }
    })();
    while (written < 20) await new Promise((r) => setTimeout(r, 20));

    const file = path.join(work, 'acf.tar.gz');
    const before = written;
    const backup = await runScript('db-backup.ts', [file], dataDir);
    const after = written;
    writing = false;
    await writer;
    expect(backup.status, backup.out).toBe(0);
    expect(backup.out).toContain('by the running API');
    expect(fs.existsSync(`${file}.part`)).toBe(false);
    // The product kept serving during the backup.
    expect(after).toBeGreaterThan(before);

    api.kill('SIGTERM');
    await new Promise((r) => api!.once('exit', r));

    // Not over a database that exists…
    const refused = script('db-restore.ts', [file], dataDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('already holds a database');
    // …but into an empty directory.
    const restoredDir = path.join(work, 'restored');
    const restore = script('db-restore.ts', [file], restoredDir);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/Restored .* users, \d+ bookings/);

    const restored = await openDatabase({ pgliteDir: restoredDir });
    try {
      const rows = await rowsOf<{ company_name: string; code: string; contact_name: string }>(
        restored.db,
        sql`select company_name, code, contact_name from customers where company_name like 'Backup %'`,
      );
      // Every write acknowledged before the backup began is there, none after it ended, and
      // each is whole (a dump of a half-written row would not open or would lack its fields).
      expect(rows.length).toBeGreaterThanOrEqual(before);
      expect(rows.length).toBeLessThanOrEqual(after + 1);
      const numbers = rows.map((r) => Number(r.company_name.slice(7))).sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      for (const r of rows) {
        expect(r.code).toMatch(/^\w+/);
        expect(r.contact_name).toBe('Lê Văn Tám');
      }
      const [admins] = await rowsOf<{ n: number }>(
        restored.db,
        sql`select count(*)::int as n from users where username = 'admin'`,
      );
      expect(admins!.n).toBe(1);
    } finally {
      await restored.close();
    }
  }, 300_000);
});
