import {
  ZBookingException,
  ZExceptionListQuery,
  ZExceptionListResponse,
  ZMeasureRequest,
  ZMeasureResult,
  ZParcel,
  ZRaiseExceptionRequest,
  ZReceiveRequest,
  ZReceiveResponse,
  ZResolveExceptionRequest,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf, routesByAccess } from '../../lib/route-options';
import { actorOf, requirePermission } from '../../plugins/auth-markers';
import { listExceptions, raiseException, resolveException } from './exceptions.service';
import { findParcel, measureParcel } from './measure.service';
import './operations.messages';
import { ZIdParams } from '../params';
import { receiveParcels } from './operations.service';

const route = routesByAccess(['operations'], { operates: requirePermission('manage_operate') });

const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/operations/receive',
    route.operates({ body: ZReceiveRequest, response: { 200: ZReceiveResponse } }),
    async (req) => receiveParcels(app.db, req.body, actorOf(req), req.locale),
  );

  app.get(
    '/operations/parcels/:trackingNumber',
    route.operates({
      summary: 'A parcel by its scanned tracking number, with its booked figures',
      params: z.object({ trackingNumber: z.string().trim().max(20) }),
      response: { 200: ZParcel },
    }),
    async (req) => findParcel(app.db, req.params.trackingNumber),
  );

  app.post(
    '/operations/measure/:bookingId',
    route.operates({
      summary:
        'Weigh and measure: recomputes weights and price, keeps the booked figures, flags the difference',
      params: z.object({ bookingId: z.uuid() }),
      body: ZMeasureRequest,
      response: { 200: ZMeasureResult },
    }),
    async (req) => measureParcel(app.db, req.params.bookingId, req.body, actorOf(req)),
  );

  app.get(
    '/operations/exceptions',
    route.operates({ querystring: ZExceptionListQuery, response: { 200: ZExceptionListResponse } }),
    async (req) => pageOf(listExceptions(app.db, req.query), req.query),
  );

  app.post(
    '/operations/exceptions',
    route.operates({ body: ZRaiseExceptionRequest, response: { 201: ZBookingException } }),
    async (req, reply) => reply.status(201).send(await raiseException(app.db, req.body, actorOf(req))),
  );

  app.post(
    '/operations/exceptions/:id/resolve',
    route.operates({
      params: ZIdParams,
      body: ZResolveExceptionRequest,
      response: { 200: ZBookingException },
    }),
    async (req) => resolveException(app.db, req.params.id, req.body.note, actorOf(req)),
  );
};

export default operationsRoutes;
