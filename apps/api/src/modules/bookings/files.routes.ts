import { type TBookingFile, ZBookingFiles } from '@acf/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowsOf } from '../../db/client';
import { notFound } from '../../lib/errors';
import { actorOf, requireCustomerOr } from '../../plugins/auth-markers';
import { sendStoredFile } from '../../plugins/uploads';
import { findBooking } from './bookings.repository';
import { bookingScope, STAFF_BOOKING_PERMISSIONS } from './bookings.service';

const ZParams = z.object({ id: z.uuid() });
const ZFileParams = z.object({ id: z.uuid(), fileId: z.uuid() });
const ZFileQuery = z.object({
  /** On a bucket: answer {url, expiresAt}, a link valid five minutes, instead of the bytes. */
  signed: z.enum(['0', '1']).optional(),
});

interface FileRow {
  id: string;
  kind: TBookingFile['kind'];
  created_at: string | Date;
  format: string;
  storage_key: string | null;
  bytes?: Buffer | null;
}

/** The booking's private files: its pickup photos and signature, its proof of delivery. */
function filesOf(bookingId: string, fileId?: string, withBytes = false) {
  const one = fileId ? sql`and f.id = ${fileId}` : sql``;
  const bytes = withBytes ? sql`, f.bytes` : sql``;
  return sql`
    select f.id, f.created_at, f.format, f.storage_key ${bytes},
      case when exists (select 1 from pickup_attempts a where a.booking_id = ${bookingId} and a.signature_id = f.id)
        then 'pickupSignature' else 'pickupPhoto' end as kind
    from pickup_files f where f.booking_id = ${bookingId} ${one}
    union all
    select f.id, f.created_at, f.format, f.storage_key ${bytes},
      case when d.photo_id = f.id then 'deliveryPhoto' else 'deliverySignature' end as kind
    from booking_deliveries d join pod_files f on f.id = d.photo_id or f.id = d.signature_id
    where d.booking_id = ${bookingId} ${one}
    order by created_at, id`;
}

/**
 * Pickup photos, signatures and proofs of delivery, read through the booking (issue 22): the
 * booking's scope decides (its customer, a sales user's own customers, the booking staff);
 * anyone else finds neither the booking nor the file (404). The line's partner reads a POD
 * through its manifest (GET /manifests/:id/pod-files/:fileId).
 */
const bookingFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['bookings'];
  const canSeeBookings = requireCustomerOr(...STAFF_BOOKING_PERMISSIONS);

  async function visibleBooking(actor: ReturnType<typeof actorOf>, id: string) {
    const b = await findBooking(app.db, id, bookingScope(actor));
    if (!b) throw notFound('booking.notFound');
  }

  app.get(
    '/bookings/:id/files',
    {
      onRequest: canSeeBookings,
      schema: { tags, params: ZParams, response: { 200: ZBookingFiles } },
    },
    async (req) => {
      await visibleBooking(actorOf(req), req.params.id);
      const rows = await rowsOf<FileRow>(app.db, filesOf(req.params.id));
      return {
        items: rows.map((r) => ({ id: r.id, kind: r.kind, createdAt: new Date(r.created_at).toISOString() })),
      };
    },
  );

  app.get(
    '/bookings/:id/files/:fileId',
    {
      onRequest: canSeeBookings,
      schema: { tags, params: ZFileParams, querystring: ZFileQuery },
    },
    async (req, reply) => {
      await visibleBooking(actorOf(req), req.params.id);
      const [f] = await rowsOf<FileRow>(app.db, filesOf(req.params.id, req.params.fileId, true));
      if (!f) throw notFound('error.notFound');
      return sendStoredFile(
        app,
        reply,
        { storageKey: f.storage_key, bytes: f.bytes ? Buffer.from(f.bytes) : null, format: f.format },
        'private, no-store',
        req.query.signed === '1',
      );
    },
  );
};

export default bookingFilesRoutes;
