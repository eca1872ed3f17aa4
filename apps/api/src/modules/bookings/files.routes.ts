import { ZBookingFiles } from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireCustomerOr } from '../../plugins/auth-markers';
import { sendStoredFile } from '../../plugins/uploads';
import { ZIdParams } from '../params';
import { STAFF_BOOKING_PERMISSIONS } from './bookings.service';
import { getBookingFile, listBookingFiles } from './files.service';

const ZFileParams = z.object({ id: z.uuid(), fileId: z.uuid() });
const ZFileQuery = z.object({
  /** On a bucket: answer {url, expiresAt}, a link valid five minutes, instead of the bytes. */
  signed: z.enum(['0', '1']).optional(),
});

/**
 * Pickup photos, signatures and proofs of delivery, read through the booking (issue 22): the
 * booking's scope decides (its customer, a sales user's own customers, the booking staff);
 * anyone else finds neither the booking nor the file (404). The line's partner reads a POD
 * through its manifest (GET /manifests/:id/pod-files/:fileId).
 */
const bookingFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['bookings'];
  const canSeeBookings = requireCustomerOr(...STAFF_BOOKING_PERMISSIONS);

  app.get(
    '/bookings/:id/files',
    {
      onRequest: canSeeBookings,
      schema: { tags, params: ZIdParams, response: { 200: ZBookingFiles } },
    },
    async (req) => listBookingFiles(app.db, req.params.id, actorOf(req)),
  );

  app.get(
    '/bookings/:id/files/:fileId',
    {
      onRequest: canSeeBookings,
      schema: { tags, params: ZFileParams, querystring: ZFileQuery },
    },
    async (req, reply) => {
      const file = await getBookingFile(app.db, req.params.id, req.params.fileId, actorOf(req));
      return sendStoredFile(app, reply, file, 'private, no-store', req.query.signed === '1');
    },
  );
};

export default bookingFilesRoutes;
