import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type DbOrTx, rowsOf } from '../../db/client';
import type { Storage } from './index';

/** A photo or signature not attached to its pickup or delivery within this time is deleted. */
export const UNATTACHED_HOURS = 24;
/** How often each instance looks for them. */
export const UNATTACHED_EVERY_MS = 60 * 60_000;
const BATCH = 500;

/**
 * Deletes the pickup photos and signatures never attached to a pickup, and the proof-of-delivery
 * images never attached to a delivery, UNATTACHED_HOURS after their upload: their rows, then
 * their files in the store (the disk or the bucket). A driver uploads before confirming, so a
 * confirmation that never came left them behind for good. Each row goes in one statement that
 * checks, as it deletes, that nothing names it; an attachment that wins the race keeps its file
 * (a delivery naming a POD image is a foreign key: that batch fails and is tried an hour later).
 * A file whose deletion fails is logged and left (no row names it any more).
 * Answers how many files were deleted.
 */
export async function deleteUnattachedUploads(
  db: DbOrTx,
  storage: Storage,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - UNATTACHED_HOURS * 3_600_000).toISOString();
  let deleted = 0;
  for (const query of [
    sql`delete from pickup_files where id in (
          select id from pickup_files where booking_id is null and created_at < ${before} limit ${BATCH})
        returning storage_key`,
    sql`delete from pod_files where id in (
          select p.id from pod_files p
          where p.created_at < ${before}
            and not exists (select 1 from booking_deliveries d where d.photo_id = p.id or d.signature_id = p.id)
          limit ${BATCH})
        returning storage_key`,
  ]) {
    for (;;) {
      const rows = await rowsOf<{ storage_key: string | null }>(db, query);
      for (const { storage_key: key } of rows) {
        if (!key) continue; // a file of a version before issue 22: its bytes were in the row
        try {
          await storage.delete(key);
          deleted++;
        } catch (err) {
          log.warn({ err, key }, 'storage: an unattached upload could not be deleted');
        }
      }
      if (rows.length < BATCH) break;
    }
  }
  return deleted;
}
