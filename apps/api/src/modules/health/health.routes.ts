import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { selectOne } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/sql';
import { publicRoute } from '../../plugins/auth-markers';
import { APP_VERSION } from '../../version';

const ZHealth = z.object({ status: z.literal('ok'), db: z.literal('ok'), version: z.string() });
const ZHealthDown = z.object({ status: z.literal('down'), db: z.literal('down'), version: z.string() });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      onRequest: publicRoute,
      schema: {
        tags: ['platform'],
        summary: 'Liveness with a real database query',
        response: { 200: ZHealth, 503: ZHealthDown },
      },
    },
    async (_req, reply) => {
      try {
        await selectOne(app.db);
      } catch (err) {
        // A load balancer takes this instance out while its database is out of reach; the pool
        // reconnects by itself when the server is back.
        if (!isDatabaseUnavailable(err)) throw err;
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ status: 'down', db: 'down', version: APP_VERSION });
      }
      return { status: 'ok' as const, db: 'ok' as const, version: APP_VERSION };
    },
  );
};

export default healthRoutes;
