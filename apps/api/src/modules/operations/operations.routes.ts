import {
  toPage,
  ZBookingException,
  ZExceptionListQuery,
  ZExceptionListResponse,
  ZRaiseExceptionRequest,
  ZReceiveRequest,
  ZReceiveResponse,
  ZResolveExceptionRequest,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requirePermission } from '../../plugins/auth-markers';
import { listExceptions, raiseException, resolveException } from './exceptions.service';
import './operations.messages';
import { receiveParcels } from './operations.service';

const tags = ['operations'];

const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/operations/receive',
    {
      onRequest: requirePermission('manage_operate'),
      schema: { tags, body: ZReceiveRequest, response: { 200: ZReceiveResponse } },
    },
    async (req) => receiveParcels(app.db, req.body, actorOf(req)),
  );

  app.get(
    '/operations/exceptions',
    {
      onRequest: requirePermission('manage_operate'),
      schema: { tags, querystring: ZExceptionListQuery, response: { 200: ZExceptionListResponse } },
    },
    async (req) => {
      const { rows, total } = await listExceptions(app.db, req.query);
      return toPage(rows, total, req.query);
    },
  );

  app.post(
    '/operations/exceptions',
    {
      onRequest: requirePermission('manage_operate'),
      schema: { tags, body: ZRaiseExceptionRequest, response: { 201: ZBookingException } },
    },
    async (req, reply) => reply.status(201).send(await raiseException(app.db, req.body, actorOf(req))),
  );

  app.post(
    '/operations/exceptions/:id/resolve',
    {
      onRequest: requirePermission('manage_operate'),
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        body: ZResolveExceptionRequest,
        response: { 200: ZBookingException },
      },
    },
    async (req) => resolveException(app.db, req.params.id, req.body.note, actorOf(req)),
  );
};

export default operationsRoutes;
