import type { TBookingFile } from '@acf/shared';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import { findBooking } from './bookings.repository';
import { bookingScope } from './bookings.service';
import { bookingFiles } from './files.repository';

/**
 * The booking's scope decides (its customer, a sales user's own customers, the booking staff):
 * anyone else finds neither the booking nor its files (404).
 */
async function visibleBooking(db: DbOrTx, id: string, actor: Actor) {
  const b = await findBooking(db, id, bookingScope(actor));
  if (!b) throw notFound('booking.notFound');
}

export async function listBookingFiles(
  db: DbOrTx,
  id: string,
  actor: Actor,
): Promise<{ items: TBookingFile[] }> {
  await visibleBooking(db, id, actor);
  const rows = await bookingFiles(db, id);
  return {
    items: rows.map((r) => ({ id: r.id, kind: r.kind, createdAt: new Date(r.created_at).toISOString() })),
  };
}

/** One file of the booking, with its bytes or its storage key. */
export async function getBookingFile(db: DbOrTx, id: string, fileId: string, actor: Actor) {
  await visibleBooking(db, id, actor);
  const [f] = await bookingFiles(db, id, fileId, true);
  if (!f) throw notFound('error.notFound');
  return { storageKey: f.storage_key, bytes: f.bytes ? Buffer.from(f.bytes) : null, format: f.format };
}
