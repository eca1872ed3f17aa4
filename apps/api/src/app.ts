import { randomUUID } from 'node:crypto';
import { API_PREFIX } from '@acf/shared';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Storage } from './lib/storage';
import { createStorage } from './lib/storage/create';
import { modules } from './modules';
import authPlugin from './modules/auth/auth.plugin';
import webhooksPlugin from './modules/integrations/webhooks.plugin';
import senderPlugin from './modules/notifications/sender.plugin';
import { closePdfPool, openPdfPool } from './modules/pdf/pdf.pool';
import { accessOf } from './plugins/auth-markers';
import contentTypePlugin from './plugins/content-type';
import dbPlugin from './plugins/db';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import inputGuardPlugin from './plugins/input-guard';
import localePlugin from './plugins/locale';
import metricsPlugin from './plugins/metrics';
import { serializerCompiler } from './plugins/serializer';
import swaggerPlugin from './plugins/swagger';
import uploadsPlugin from './plugins/uploads';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Close the database when the app closes (true for the server; tests manage it). */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** The file store; by default the one the configuration names (disk, or S3_BUCKET). */
  storage?: Storage;
}

export interface RouteInfo {
  method: string;
  url: string;
  access: ReturnType<typeof accessOf>;
  /** The route's zod schemas (body, querystring, params), for tests that walk every route. */
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

/** Builds the app: external plugins → app plugins → routes (fastify/demo's order). */
export async function buildApp(opts: BuildOptions) {
  const app = Fastify({
    logger: opts.logger ?? { level: opts.config.LOG_LEVEL },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // Only the named hops (the web server by default) may say who the client is.
    trustProxy: opts.config.TRUST_PROXY.length > 0 ? opts.config.TRUST_PROXY : false,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routes: RouteInfo[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith(API_PREFIX)) return;
    const hooks = Array.isArray(r.onRequest) ? r.onRequest : r.onRequest ? [r.onRequest] : [];
    const access = hooks.map(accessOf).find(Boolean);
    for (const method of Array.isArray(r.method) ? r.method : [r.method]) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: r.url, access, schema: r.schema });
    }
  });

  // Every answer's own headers, set before anything can answer (an error, a 404 included): the
  // security headers, the request id, and for the API no-store (API answers are personal: a
  // signed-in user's data, tokens; never stored by a browser or a shared cache), which a route
  // may replace with its own. Stored images under /uploads set their own.
  const security = securityHeaders({
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(security);
    reply.header('x-request-id', req.id);
    if (req.url.startsWith(API_PREFIX)) reply.header('cache-control', 'no-store');
    done();
  });

  // External plugins.
  await app.register(swaggerPlugin);

  // App plugins.
  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(contentTypePlugin);
  await app.register(dbPlugin, { database: opts.database, closeOnShutdown: opts.closeDatabase ?? false });
  app.decorate('config', opts.config);
  // The PDF workers (ADR 035): opened with the app, let go of when it closes (after the senders,
  // which draw labels for e-mails, since plugins close in the reverse order).
  openPdfPool({ threads: opts.config.PDF_WORKERS, maxQueue: opts.config.PDF_QUEUE_MAX });
  app.addHook('onClose', () => closePdfPool());
  await app.register(metricsPlugin);
  await app.register(uploadsPlugin, { storage: opts.storage ?? createStorage(opts.config) });
  app.decorateRequest('actor', null);
  await app.register(authPlugin);
  await app.register(senderPlugin);
  await app.register(webhooksPlugin);

  // Routes: each module registered on its own, so Fastify's start timeout (which is there to catch
  // a plugin that never calls back) measures one module at a time, not all of them together (on a
  // saturated machine, compiling every module's schemas in one wrapper went past it).
  for (const m of modules) await app.register(m, { prefix: API_PREFIX });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    routeList: RouteInfo[];
    config: Config;
  }
}

/**
 * Helmet's security headers for these options, worked out once: none depends on the request, so
 * they are sent with the reply's own headers rather than written one by one on every response.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as never, res as never, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}
