import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './client';

/**
 * Backups of the embedded database (PGlite). The data directory is one process's: a running API
 * holds it (DATA_DIR/acf.lock names its pid), so `npm run db:backup` asks that process for the
 * dump: it writes the request file below, then sends SIGUSR2. The API takes the dump between two
 * statements (PGlite runs one at a time), which is a crash-consistent copy: a transaction that
 * had not committed is rolled back when the copy is opened, as after a power cut. The dump is
 * written beside its name and renamed when complete, so a file under the asked name is whole.
 * With PostgreSQL (DATABASE_URL) backups are pg_dump's job.
 */
export const BACKUP_REQUEST_FILE = 'backup-request.json';
export const BACKUP_SIGNAL = 'SIGUSR2';

/** Writes the dump to `file`, complete or not at all. */
export async function writeDump(database: Database, file: string) {
  if (!database.dump) throw new Error('Only the embedded database (PGlite) is dumped this way; use pg_dump.');
  const blob = await database.dump();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const part = `${file}.part`;
  await fs.promises.writeFile(part, Buffer.from(await blob.arrayBuffer()));
  await fs.promises.rename(part, file);
}

/** In the running API: on SIGUSR2, dump to the file the request names (errors are logged). */
export function answerBackupRequests(
  database: Database,
  dataDir: string,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
) {
  if (!database.dump) return;
  process.on(BACKUP_SIGNAL, () => {
    const requestFile = path.join(dataDir, BACKUP_REQUEST_FILE);
    let file: string;
    try {
      file = JSON.parse(fs.readFileSync(requestFile, 'utf8')).file;
      fs.unlinkSync(requestFile);
    } catch (err) {
      log.error({ err }, 'backup asked without a readable request file');
      return;
    }
    const started = Date.now();
    writeDump(database, file).then(
      () => log.info({ file, ms: Date.now() - started }, 'backup written'),
      (err) => log.error({ err, file }, 'backup failed'),
    );
  });
}
