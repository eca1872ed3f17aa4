import { ZNewsletterRequest, ZNewsletterResponse } from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterSubscriptions } from '../../db/schema';
import { enforce } from '../../lib/rate-limit';
import { publicRoute } from '../../plugins/auth-markers';

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
      const rows = await app.db
        .insert(newsletterSubscriptions)
        .values({ email: req.body.email, locale: req.locale })
        .onConflictDoNothing({ target: newsletterSubscriptions.email })
        .returning({ id: newsletterSubscriptions.id });
      return { subscribed: true as const, alreadySubscribed: rows.length === 0 };
    },
  );
};

export default newsletterRoutes;
