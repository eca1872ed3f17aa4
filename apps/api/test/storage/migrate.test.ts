import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openDatabase, rowsOf } from '../../src/db/client';
import { createStorage } from '../../src/lib/storage/create';
import { LocalStorage } from '../../src/lib/storage/local';
import { startS3, type TestS3 } from '../helpers/s3';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
let s3: TestS3;
let dataDir: string;
const legacy = '00000000-0000-4000-8000-00000000aaaa';
const legacyPod = '00000000-0000-4000-8000-00000000bbbb';

beforeAll(async () => {
  s3 = await startS3();
  // A product as it was before issue 22: images on the disk, private photos in database rows.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acf-migrate-'));
  const disk = new LocalStorage(path.join(dataDir, 'uploads'));
  await disk.put('2026/01/old.png', Buffer.alloc(1000, 1), { contentType: 'image/png' });
  await disk.put('seed/cover.webp', Buffer.alloc(250, 2), { contentType: 'image/webp' });
  await disk.put('img/abc.jpg', Buffer.alloc(50, 3), { contentType: 'image/jpeg' });
  const database = await openDatabase({ pgliteDir: dataDir });
  await database.db.execute(
    sql`insert into pickup_files (id, format, bytes, size, uploaded_by)
        values (${legacy}, 'webp', ${Buffer.alloc(300, 4)}, 300, ${legacy})`,
  );
  await database.db.execute(
    sql`insert into pod_files (id, line, format, bytes) values (${legacyPod}, 'YAMATO_SOUTH', 'jpeg', ${Buffer.alloc(120, 5)})`,
  );
  await database.close();
}, 120_000);
afterAll(async () => {
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const migrate = () =>
  run(process.execPath, ['--import', 'tsx', 'scripts/storage-migrate.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, ...s3.env },
  });

describe('npm run storage:migrate', () => {
  it('copies the disk into the bucket and the rows into the store, prints counts and bytes, and a second run copies nothing', async () => {
    const first = await migrate();
    expect(first.stdout).toMatch(/files copied:\s+3, 1300 bytes/);
    expect(first.stdout).toMatch(/files already there:\s+0, 0 bytes/);
    expect(first.stdout).toMatch(/rows moved to storage:\s+2, 420 bytes/);

    const bucket = createStorage(loadConfig(s3.env));
    const keys: string[] = [];
    for await (const o of bucket.list()) keys.push(`${o.key}:${o.size}`);
    expect(keys.sort()).toEqual(
      [
        '2026/01/old.png:1000',
        'img/abc.jpg:50',
        `private/pickup/${legacy}.webp:300`,
        `private/pod/${legacyPod}.jpg:120`,
        'seed/cover.webp:250',
      ].sort(),
    );

    const second = await migrate();
    expect(second.stdout).toMatch(/files copied:\s+0, 0 bytes/);
    expect(second.stdout).toMatch(/files already there:\s+3, 1300 bytes/);
    expect(second.stdout).toMatch(/rows moved to storage:\s+0, 0 bytes/);

    const database = await openDatabase({ pgliteDir: dataDir });
    const rows = await rowsOf<{ storage_key: string; bytes: unknown }>(
      database.db,
      sql`select storage_key, bytes from pickup_files union all select storage_key, bytes from pod_files`,
    );
    await database.close();
    expect(rows).toEqual([
      { storage_key: `private/pickup/${legacy}.webp`, bytes: null },
      { storage_key: `private/pod/${legacyPod}.jpg`, bytes: null },
    ]);
  }, 120_000);

  it('refuses a bad variable with its name', async () => {
    const res = await run(process.execPath, ['--import', 'tsx', 'scripts/storage-migrate.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, S3_BUCKET: 'Not A Bucket' },
    }).catch((err) => err as { code: number; stderr: string });
    expect((res as { code: number }).code).toBe(1);
    expect((res as { stderr: string }).stderr).toMatch(/S3_BUCKET: must be a bucket name/);
  });
});
