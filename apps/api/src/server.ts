import cluster from 'node:cluster';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { answerBackupRequests } from './db/backup';
import { DataDirLockedError, openDatabase } from './db/client';
import { orExit } from './lib/or-exit';

/**
 * Boots the API and nothing else. With API_WORKERS=N (N > 1, PostgreSQL only) this process
 * migrates and seeds, then forks N workers that share the port through Node's cluster module; a
 * worker that dies is replaced, and SIGTERM stops them all.
 */
async function main() {
  const config = await orExit(() => loadConfig(), ConfigError);

  if (cluster.isPrimary && config.API_WORKERS > 1) return primary(config);
  const worker = !cluster.isPrimary;

  // In production the log is written asynchronously (a request never waits for stdout); it is
  // flushed before the process exits.
  const destination =
    config.NODE_ENV === 'production' ? pino.destination({ dest: 1, sync: false }) : undefined;
  const logger = { level: config.LOG_LEVEL, ...(destination ? { stream: destination } : {}) };

  const database = await orExit(
    () =>
      openDatabase({
        databaseUrl: config.DATABASE_URL,
        pgliteDir: config.DATABASE_URL ? undefined : config.dataDir,
        replicaUrl: config.DATABASE_REPLICA_URL,
        replicaMaxLagS: config.REPLICA_MAX_LAG_S,
      }),
    DataDirLockedError,
  );

  const app = await buildApp({ config, database, closeDatabase: true, logger });
  // The file store is reached once before serving: a wrong bucket, endpoint or key stops the
  // start with one clear line instead of failing every upload later.
  try {
    await app.storage.check();
  } catch (err) {
    const where = config.S3_BUCKET
      ? `S3_BUCKET: the bucket ${config.S3_BUCKET} cannot be used at ${config.S3_ENDPOINT ?? `AWS ${config.S3_REGION}`}`
      : `UPLOAD_DIR: ${config.uploadDir} cannot be written`;
    console.error(`Invalid configuration:\n  ${where} (${(err as Error).name}: ${(err as Error).message})`);
    destination?.flushSync();
    process.exit(1);
  }
  // Workers start on a database their primary has migrated and seeded.
  if (!worker) {
    const { runSeeds } = await import('./seed');
    await runSeeds(app);
  }
  const exit = (code: number) => {
    destination?.flushSync();
    process.exit(code);
  };

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests, then closing the database');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => exit(0),
      (err) => {
        app.log.error({ err }, 'error during shutdown');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // `npm run db:backup` while the API runs on the embedded database.
  answerBackupRequests(database, config.dataDir, app.log);

  await app.listen({ port: config.API_PORT, host: config.API_HOST });
  if (worker) return;
  app.log.info(
    { database: database.driver === 'pglite' ? path.join(config.dataDir, 'pglite') : 'postgres' },
    'ACF Express API ready',
  );
}

/** API_WORKERS > 1: migrate and seed here once, then run the workers and keep them running. */
async function primary(config: ReturnType<typeof loadConfig>) {
  const log = pino({ level: config.LOG_LEVEL });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
  const app = await buildApp({ config, database, closeDatabase: true, logger: false });
  const { runSeeds } = await import('./seed');
  await runSeeds(app);
  await app.close();

  let stopping = false;
  let ready = 0;
  cluster.on('listening', () => {
    ready++;
    if (ready === config.API_WORKERS)
      log.info({ workers: config.API_WORKERS, database: 'postgres' }, 'ACF Express API ready');
  });
  cluster.on('exit', (w, code, signal) => {
    // Stopping, or a worker told to stop with the rest (a terminal's Ctrl-C reaches them all).
    if (stopping || code === 0) {
      stopping = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error({ pid: w.process.pid, code, signal }, 'an API worker stopped; starting another');
    cluster.fork();
  });
  for (let i = 0; i < config.API_WORKERS; i++) cluster.fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down the API workers');
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_MS + 1000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
