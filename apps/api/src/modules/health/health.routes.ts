import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { selectOne } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/sql';
import { publicRoute } from '../../plugins/auth-markers';
import { APP_VERSION } from '../../version';

/**
 * The replica, when DATABASE_REPLICA_URL is set: `ok`, `lagging` (further behind than
 * REPLICA_MAX_LAG_S) or `down`; in the last two cases reports read the primary. The instance
 * stays in service either way.
 */
const ZReplica = z.object({
  status: z.enum(['ok', 'lagging', 'down']),
  lagSeconds: z.number().nullable(),
  readsFrom: z.enum(['replica', 'primary']),
});
const ZHealth = z.object({
  status: z.literal('ok'),
  db: z.literal('ok'),
  version: z.string(),
  replica: ZReplica.optional(),
});
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
      const r = app.database.replica;
      const replica = r && {
        status: r.state.status,
        lagSeconds: r.state.lagSeconds,
        readsFrom: r.usable() ? ('replica' as const) : ('primary' as const),
      };
      return {
        status: 'ok' as const,
        db: 'ok' as const,
        version: APP_VERSION,
        ...(replica ? { replica } : {}),
      };
    },
  );
};

export default healthRoutes;
