/**
 * npm run storage:migrate — with S3_BUCKET (and its S3_* variables) set, copies every file of
 * the disk store (UPLOAD_DIR, by default DATA_DIR/uploads) into the bucket; then, whatever the
 * store, moves the pickup photos and proofs of delivery still kept in database rows into it.
 * Prints counts and bytes; a second run copies nothing. Reads the same variables as the API
 * (DATABASE_URL, or the embedded database under DATA_DIR while the API is stopped).
 */
import { ConfigError, loadConfig } from '../apps/api/src/config';
import { DataDirLockedError, openDatabase } from '../apps/api/src/db/client';
import { orExit } from '../apps/api/src/lib/or-exit';
import { createStorage } from '../apps/api/src/lib/storage/create';
import { LocalStorage } from '../apps/api/src/lib/storage/local';
import { migrateStorage } from '../apps/api/src/lib/storage/migrate';

const mb = (n: number) => `${n} bytes (${(n / 1024 / 1024).toFixed(1)} MB)`;

async function main() {
  const config = await orExit(() => loadConfig(), ConfigError);
  const to = createStorage(config);
  const from = to.kind === 's3' ? new LocalStorage(config.uploadDir) : null;
  await to.check();
  const database = await orExit(
    () =>
      openDatabase({
        databaseUrl: config.DATABASE_URL,
        pgliteDir: config.DATABASE_URL ? undefined : config.dataDir,
      }),
    DataDirLockedError,
    (err) => `${err.message}\nStop the API first: the embedded database serves one process.`,
  );
  try {
    console.log(
      to.kind === 's3'
        ? `Copying ${config.uploadDir} into the bucket ${config.S3_BUCKET} …`
        : `No S3_BUCKET: the files stay in ${config.uploadDir}; only database rows are moved.`,
    );
    const c = await migrateStorage(database.db, from, to, (line) => console.log(line));
    console.log(`files copied:          ${c.copied}, ${mb(c.copiedBytes)}`);
    console.log(`files already there:   ${c.present}, ${mb(c.presentBytes)}`);
    console.log(`rows moved to storage: ${c.moved}, ${mb(c.movedBytes)}`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
