import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, openDatabase } from './db/client';

/** Boots the API and nothing else. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: config.DATABASE_URL ? undefined : config.dataDir,
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp({ config, database, closeDatabase: true });
  const { runSeeds } = await import('./db/seed');
  await runSeeds(app);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests, then closing the database');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.API_PORT, host: config.API_HOST });
  app.log.info(
    { database: database.driver === 'pglite' ? path.join(config.dataDir, 'pglite') : 'postgres' },
    'ACF Express API ready',
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
