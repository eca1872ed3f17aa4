import type { TBookingFile } from '@acf/shared';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';

export interface FileRow {
  id: string;
  kind: TBookingFile['kind'];
  created_at: string | Date;
  format: string;
  storage_key: string | null;
  bytes?: Buffer | null;
}

/**
 * The booking's private files: its pickup photos and signature, its proof of delivery (one of
 * them with `fileId`, their bytes with `withBytes`). The caller has checked the booking's scope.
 */
export function bookingFiles(db: DbOrTx, bookingId: string, fileId?: string, withBytes = false) {
  const one = fileId ? sql`and f.id = ${fileId}` : sql``;
  const bytes = withBytes ? sql`, f.bytes` : sql``;
  return rowsOf<FileRow>(
    db,
    sql`
    select f.id, f.created_at, f.format, f.storage_key ${bytes},
      case when exists (select 1 from pickup_attempts a where a.booking_id = ${bookingId} and a.signature_id = f.id)
        then 'pickupSignature' else 'pickupPhoto' end as kind
    from pickup_files f where f.booking_id = ${bookingId} ${one}
    union all
    select f.id, f.created_at, f.format, f.storage_key ${bytes},
      case when d.photo_id = f.id then 'deliveryPhoto' else 'deliverySignature' end as kind
    from booking_deliveries d join pod_files f on f.id = d.photo_id or f.id = d.signature_id
    where d.booking_id = ${bookingId} ${one}
    order by created_at, id`,
  );
}
