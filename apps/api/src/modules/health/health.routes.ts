import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicRoute } from '../../plugins/auth-markers';
import { APP_VERSION } from '../../version';

const ZHealth = z.object({ status: z.literal('ok'), db: z.literal('ok'), version: z.string() });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      onRequest: publicRoute,
      schema: {
        tags: ['platform'],
        summary: 'Liveness with a real database query',
        response: { 200: ZHealth },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, db: 'ok' as const, version: APP_VERSION };
    },
  );
};

export default healthRoutes;
