import { type Locale, localeFromAcceptLanguage } from '@acf/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language, from Accept-Language (vi by default). */
    locale: Locale;
  }
}

async function localePlugin(app: FastifyInstance) {
  app.decorateRequest('locale', 'vi');
  app.addHook('onRequest', async (req) => {
    req.locale = localeFromAcceptLanguage(req.headers['accept-language']);
  });
}

export default fp(localePlugin, { name: 'locale' });
