import { ZReceiveRequest, ZReceiveResponse } from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requirePermission } from '../../plugins/auth-markers';
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
};

export default operationsRoutes;
