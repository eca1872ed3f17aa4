import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { contentTypeOf, PRIVATE_PREFIX, type Storage } from './index';

export interface MigrationCounts {
  /** Files of the disk store written to the bucket, and their bytes. */
  copied: number;
  copiedBytes: number;
  /** Files already in the bucket with the same size: left as they are. */
  present: number;
  presentBytes: number;
  /** Private images kept in database rows (before issue 22) moved into the store. */
  moved: number;
  movedBytes: number;
}

const BATCH = 50;
const extension = (format: string) => (format === 'jpeg' ? 'jpg' : format);

/**
 * `npm run storage:migrate`: copies every file of the disk store into the bucket (skipping
 * those already there with the same size, so a second run copies nothing), then moves the
 * private images still kept in database rows into the store, a row emptied only once its file
 * is written. Safe to run twice, and while the API runs.
 */
export async function migrateStorage(
  db: DbOrTx,
  from: Storage | null,
  to: Storage,
  progress: (line: string) => void = () => {},
): Promise<MigrationCounts> {
  const c: MigrationCounts = {
    copied: 0,
    copiedBytes: 0,
    present: 0,
    presentBytes: 0,
    moved: 0,
    movedBytes: 0,
  };
  if (from && from !== to) {
    for await (const f of from.list()) {
      const there = await to.head(f.key);
      if (there && there.size === f.size) {
        c.present++;
        c.presentBytes += f.size;
        continue;
      }
      const file = await from.get(f.key);
      if (!file) continue;
      await to.put(f.key, file.body, {
        contentType: contentTypeOf(f.key),
        cacheControl: f.key.startsWith(PRIVATE_PREFIX) ? undefined : 'public, max-age=31536000, immutable',
      });
      c.copied++;
      c.copiedBytes += f.size;
      if (c.copied % 500 === 0) progress(`  ${c.copied} files copied …`);
    }
  }
  for (const [table, folder] of [
    ['pickup_files', 'pickup'],
    ['pod_files', 'pod'],
  ] as const) {
    for (;;) {
      const rows = await rowsOf<{ id: string; format: string; bytes: Uint8Array }>(
        db,
        sql`select id, format, bytes from ${sql.identifier(table)}
            where storage_key is null and bytes is not null order by id limit ${BATCH}`,
      );
      if (rows.length === 0) break;
      for (const r of rows) {
        const key = `${PRIVATE_PREFIX}${folder}/${r.id}.${extension(r.format)}`;
        const bytes = Buffer.from(r.bytes);
        await to.put(key, bytes, { contentType: `image/${r.format}` });
        await db.execute(
          sql`update ${sql.identifier(table)} set storage_key = ${key}, bytes = null where id = ${r.id}`,
        );
        c.moved++;
        c.movedBytes += bytes.length;
      }
    }
  }
  return c;
}
