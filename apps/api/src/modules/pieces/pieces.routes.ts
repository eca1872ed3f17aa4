import { ZPieceHistoryResponse } from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireCustomerOr } from '../../plugins/auth-markers';
import { STAFF_BOOKING_PERMISSIONS } from '../bookings/bookings.service';
import { API_KEY_ROUTE } from '../integrations/api-keys';
import { ZIdParams } from '../params';
import { pieceHistoryFor } from './pieces.service';

const piecesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings/:id/pieces',
    {
      // Whoever may read the booking: a customer its own, staff as the booking pages allow.
      onRequest: requireCustomerOr(...STAFF_BOOKING_PERMISSIONS),
      config: API_KEY_ROUTE,
      schema: {
        tags: ['bookings'],
        summary: 'Each piece of a booking with every hand-over that saw it, oldest first',
        params: ZIdParams,
        response: { 200: ZPieceHistoryResponse },
      },
    },
    async (req) => pieceHistoryFor(app.db, actorOf(req), req.params.id, req.locale),
  );
};

export default piecesRoutes;
