/**
 * npm run db:backup [FILE] — a consistent dump of the embedded database (PGlite) under DATA_DIR
 * (./data by default), written to FILE (default backups/acf-<date>-<time>.tar.gz).
 *
 * While the product runs, the API holding the data directory writes the dump itself (it is asked
 * with a request file and SIGUSR2, see apps/api/src/db/backup.ts), so the product keeps serving.
 * When nothing runs, this script opens the directory and dumps it. With DATABASE_URL set, use
 * PostgreSQL's own pg_dump instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_REQUEST_FILE, BACKUP_SIGNAL, writeDump } from '../apps/api/src/db/backup';
import { openDatabase } from '../apps/api/src/db/client';

const WAIT_MS = Number(process.env.BACKUP_WAIT_MS ?? 300_000);

function liveHolder(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'acf.lock'), 'utf8'));
    if (!pid) return null;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

async function main() {
  if (process.env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README), not with this command.',
    );
    process.exit(1);
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  if (!fs.existsSync(path.join(dataDir, 'pglite'))) {
    console.error(`No embedded database under ${dataDir} (DATA_DIR).`);
    process.exit(1);
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const file = path.resolve(process.argv[2] ?? path.join('backups', `acf-${stamp}.tar.gz`));
  if (fs.existsSync(file)) {
    console.error(`${file} exists already; name another file.`);
    process.exit(1);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const started = Date.now();
  const pid = liveHolder(dataDir);
  if (pid) {
    // The running API writes it: ask, then wait for the complete file.
    fs.writeFileSync(path.join(dataDir, BACKUP_REQUEST_FILE), JSON.stringify({ file }));
    process.kill(pid, BACKUP_SIGNAL);
    while (!fs.existsSync(file)) {
      if (Date.now() - started > WAIT_MS) {
        console.error(
          `The running API (pid ${pid}) wrote no backup within ${WAIT_MS / 1000} s; see its log.`,
        );
        process.exit(1);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } else {
    const database = await openDatabase({ pgliteDir: dataDir });
    try {
      await writeDump(database, file);
    } finally {
      await database.close();
    }
  }
  const size = fs.statSync(file).size;
  console.log(
    `Backup written: ${file} (${(size / 1024 / 1024).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s${
      pid ? `, by the running API (pid ${pid})` : ''
    }). Restore it with: npm run db:restore ${path.relative(process.cwd(), file)}`,
  );
}

await main();
