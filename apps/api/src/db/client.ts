import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { REPLICA_APPLICATION_NAME, ReplicaFirstPool, ReplicaMonitor } from './replica';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers expose the same Drizzle pg-core API: their common type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction opened on Db (`db.transaction(async (tx) => …)`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * What repositories and services take: the database or a caller's transaction, so that a
 * service runs inside the transaction of the one that calls it (an import, a seed).
 */
export type DbOrTx = Db | Tx;

/** The rows of a raw `execute`, typed: both drivers answer `{rows}`. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res = await db.execute(query);
  return (res as unknown as { rows: T[] }).rows;
}

/**
 * One `select 1` as a named prepared statement on PostgreSQL (parsed once per connection, as the
 * bench's floor runs it; Drizzle's `execute` sends an unnamed simple query), or through Drizzle on
 * PGlite. Health asks it on every probe.
 */
export async function selectOne(db: Db): Promise<void> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) await client.query({ name: 'select_one', text: 'select 1' });
  else await db.execute(sql`select 1`);
}

/** The embedded database (one connection, which a transaction holds until it ends). */
export function isEmbedded(db: DbOrTx): boolean {
  return (db as { $client?: unknown }).$client instanceof PGlite;
}

// Beside this file in the sources (src/db/migrations), and copied beside the compiled bundle.
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  /**
   * Where reports, statements and large exports read: the replica (DATABASE_REPLICA_URL) while
   * it is up and close behind, the primary otherwise; `db` itself without a replica.
   */
  reportDb: Db;
  replica?: ReplicaMonitor;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (gzipped unless told), taken between two statements. */
  dump?(compression?: 'gzip' | 'none'): Promise<Blob>;
}

export class DataDirLockedError extends Error {}

/**
 * PGlite has no lock of its own: two processes on one data dir corrupt it.
 * A lock file with our pid makes the second start fail clearly instead.
 */
function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'acf.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockFile, 'utf8'));
      if (pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is already in use by another running instance (pid ${pid}). ` +
            'Stop it first, or set DATA_DIR to another directory, or DATABASE_URL to a PostgreSQL server.',
        );
      }
      // A stale lock left by a process that died: take it over.
      fs.unlinkSync(lockFile);
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined means in memory (tests). */
  pgliteDir?: string;
  /**
   * The data directory an in-memory PGlite starts from (PGlite's dumpDataDir). Tests start each
   * app from one database already migrated: it opens in a quarter of the time.
   */
  pgliteFrom?: Blob;
  poolSize?: number;
  /** A streaming replica of databaseUrl, for reports (issue 22). */
  replicaUrl?: string;
  /** Seconds behind the primary past which the replica is not read (REPLICA_MAX_LAG_S). */
  replicaMaxLagS?: number;
  /** Told when the pool loses an idle connection (default: one line on stderr). */
  onConnectionError?: (err: Error) => void;
}

const warnConnectionLost = (err: Error) => console.warn(`database connection lost: ${err.message}`);

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 20,
      // pg_stat_activity tells the API's connections from others (and from the replica readers').
      application_name: 'acf-api',
      // A request never waits for ever on a connection: with the server gone it fails in time and
      // answers 503 (plugins/errors), and the pool connects again once the server is back.
      connectionTimeoutMillis: 10_000,
    });
    // An idle connection lost (server restart, failover, an administrator's terminate): the pool
    // has already dropped it and opens another for the next query. Without a listener the
    // 'error' event would end the process.
    pool.on('error', (err) => (opts.onConnectionError ?? warnConnectionLost)(err));
    const nodePg = drizzlePg(pool, { schema });
    await migratePg(nodePg, { migrationsFolder });
    const db: Db = nodePg;
    if (!opts.replicaUrl) return { db, reportDb: db, driver: 'postgres', close: () => pool.end() };
    // The replica's connections carry their own application_name: pg_stat_activity tells them.
    const replicaPool = new pg.Pool({
      connectionString: opts.replicaUrl,
      max: Math.max(2, Math.ceil((opts.poolSize ?? 20) / 4)),
      application_name: REPLICA_APPLICATION_NAME,
      // A replica that does not answer is given up quickly: the primary answers instead.
      connectionTimeoutMillis: 2_000,
    });
    replicaPool.on('error', (err) => (opts.onConnectionError ?? warnConnectionLost)(err));
    const replica = new ReplicaMonitor(replicaPool, pool, opts.replicaMaxLagS ?? 30);
    await replica.check();
    replica.start();
    const reportDb: Db = drizzlePg(new ReplicaFirstPool(replica) as unknown as pg.Pool, { schema });
    return {
      db,
      reportDb,
      replica,
      driver: 'postgres',
      close: async () => {
        replica.stop();
        await Promise.all([pool.end(), replicaPool.end()]);
      },
    };
  }
  const unlock = opts.pgliteDir ? lockDataDir(opts.pgliteDir) : () => {};
  try {
    // pg_trgm: the bookings' text search on receiver names (same index as on PostgreSQL).
    const extensions = { pg_trgm };
    const client = opts.pgliteDir
      ? await PGlite.create(path.join(opts.pgliteDir, 'pglite'), { extensions })
      : await PGlite.create({ extensions, loadDataDir: opts.pgliteFrom });
    const pglite = drizzlePglite(client, { schema });
    await migratePglite(pglite, { migrationsFolder });
    const db: Db = pglite;
    return {
      db,
      reportDb: db,
      driver: 'pglite',
      dump: (compression = 'gzip') => client.dumpDataDir(compression),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
