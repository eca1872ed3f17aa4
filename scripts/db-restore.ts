/**
 * npm run db:restore FILE — restores a dump made by `npm run db:backup` into DATA_DIR (./data by
 * default), which must hold no database yet (move the old one aside first) and must not be in
 * use. Then `npm start` serves the restored data (migrations newer than the dump are applied).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

async function main() {
  const file = process.argv[2];
  if (!file || !fs.existsSync(file)) {
    console.error('Usage: npm run db:restore FILE (a dump written by npm run db:backup)');
    process.exit(1);
  }
  if (process.env.DATABASE_URL) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore or psql (see the README).');
    process.exit(1);
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const target = path.join(dataDir, 'pglite');
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    console.error(
      `${target} already holds a database. Restore into an empty data directory: stop the product, move ${dataDir} aside (or set DATA_DIR to a new one), then run this again.`,
    );
    process.exit(1);
  }
  if (fs.existsSync(path.join(dataDir, 'acf.lock'))) {
    console.error(`${dataDir} is in use (acf.lock): stop the product first.`);
    process.exit(1);
  }
  const started = Date.now();
  fs.mkdirSync(target, { recursive: true });
  const dump = new Blob([fs.readFileSync(file)]);
  const client = await PGlite.create(target, { loadDataDir: dump, extensions: { pg_trgm } });
  try {
    const { rows } = await client.query<{ users: number; bookings: number }>(
      'select (select count(*) from users)::int as users, (select count(*) from bookings)::int as bookings',
    );
    console.log(
      `Restored ${file} into ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${rows[0]!.users} users, ${rows[0]!.bookings} bookings.`,
    );
  } finally {
    await client.close();
  }
}

await main();
