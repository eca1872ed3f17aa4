import { ZNewsletterRequest, ZNewsletterResponse } from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforce } from '../../lib/rate-limit';
import { publicRoute } from '../../plugins/auth-markers';
import { subscribe } from './content.service';

/** Footer sign-up for promotion news: validated, one row per address, throttled per caller. */
const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter',
    {
      onRequest: publicRoute,
      schema: {
        tags: ['content'],
        summary: 'Sign up for promotion news',
        body: ZNewsletterRequest,
        response: { 200: ZNewsletterResponse },
      },
    },
    async (req) => {
      // Public and unauthenticated: a bot must not fill the table.
      await enforce(app.db, { key: `newsletter:ip:${req.ip}`, max: 10, windowSeconds: 600 });
      return subscribe(app.db, req.body.email, req.locale);
    },
  );
};

export default newsletterRoutes;
