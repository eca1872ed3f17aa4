/**
 * One API process for the e-mail fault scripts: the app on DATABASE_URL with its sender started
 * (SMTP_URL from the environment), no HTTP listener needed. Runs until it is killed.
 */
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  NOTIFICATION_SENDER: '1',
});
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: 5 });
const app = await buildApp({ config, database, logger: false });
await app.ready();
console.log('ready');
process.on('SIGTERM', () => app.close().then(() => database.close().then(() => process.exit(0))));
