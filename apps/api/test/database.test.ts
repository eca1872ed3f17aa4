import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { DataDirLockedError, openDatabase } from '../src/db/client';
import { appSettings } from '../src/db/schema';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('embedded database data dir (always PGlite)', () => {
  it('refuses a second opening while the first is running, and keeps data across a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acf-db-'));
    dirs.push(dir);
    const first = await openDatabase({ pgliteDir: dir });
    await first.db.insert(appSettings).values({ key: 'survives', value: 'yes' });
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(
      /already in use by another running instance/,
    );
    await first.close();

    const again = await openDatabase({ pgliteDir: dir });
    const rows = await again.db.select().from(appSettings).where(eq(appSettings.key, 'survives'));
    expect(rows[0]?.value).toBe('yes');
    await again.close();
  }, 120_000);

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acf-db-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'acf.lock'), '999999999');
    const db = await openDatabase({ pgliteDir: dir });
    await db.close();
    expect(fs.existsSync(path.join(dir, 'acf.lock'))).toBe(false);
  }, 120_000);
});

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.API_PORT).toBe(4000);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.uploadDir).toBe(path.resolve('./data/uploads'));
    expect(c.ACCESS_TOKEN_TTL_SECONDS).toBe(900);
  });

  it('names every bad value', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'abc', API_PORT: '70000', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    for (const name of ['PORT', 'API_PORT', 'DATABASE_URL', 'LOG_LEVEL'])
      expect(message).toContain(`${name}:`);
  });

  it('runs one API process by default, and refuses several on the embedded database', () => {
    expect(loadConfig({}).API_WORKERS).toBe(1);
    expect(() => loadConfig({ API_WORKERS: '2' })).toThrow(/API_WORKERS: .*DATABASE_URL/);
    expect(loadConfig({ API_WORKERS: '2', DATABASE_URL: 'postgres://u@h/db' }).API_WORKERS).toBe(2);
    expect(() => loadConfig({ API_WORKERS: '0' })).toThrow(/API_WORKERS/);
  });

  it('reads a replica only beside a primary, with a lag limit of 30 s by default', () => {
    const pgUrl = 'postgres://u@h/db';
    expect(loadConfig({}).REPLICA_MAX_LAG_S).toBe(30);
    expect(
      loadConfig({ DATABASE_URL: pgUrl, DATABASE_REPLICA_URL: 'postgres://u@r/db' }).DATABASE_REPLICA_URL,
    ).toBe('postgres://u@r/db');
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://u@r/db' })).toThrow(
      /DATABASE_REPLICA_URL: a replica needs DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: pgUrl, DATABASE_REPLICA_URL: 'mysql://r' })).toThrow(
      /DATABASE_REPLICA_URL: must start with postgres/,
    );
    expect(() => loadConfig({ REPLICA_MAX_LAG_S: '-1' })).toThrow(/REPLICA_MAX_LAG_S/);
  });
});
