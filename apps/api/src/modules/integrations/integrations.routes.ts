import {
  ZApiKeyCreate,
  ZApiKeyCreated,
  ZApiKeyList,
  ZPage,
  ZWebhook,
  ZWebhookCreate,
  ZWebhookDelivery,
  ZWebhookDeliveryQuery,
  ZWebhookList,
  ZWebhookUpdate,
  ZWebhookWithSecret,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { routesByAccess } from '../../lib/route-options';
import { type Actor, actorOf, publicRoute, requireCustomerOr } from '../../plugins/auth-markers';
import './integrations.messages';
import { ZIdParams } from '../params';
import * as svc from './integrations.service';

const route = routesByAccess(['integrations'], {
  // The Developers page is the customer's own (no back-office permission opens it). An API key
  // never reaches these routes: they do not take one (`config.apiKey`).
  customer: requireCustomerOr(),
  anyone: publicRoute,
});

const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const outbox = app.webhooks;
  let guide: Promise<string | null> | null = null;

  // The integration guide (docs/integrations.md), linked from the Developers page.
  app.get(
    '/integrations/guide.md',
    route.anyone({ summary: 'The integration guide (Markdown)' }),
    async (_req, reply) => {
      guide ??= svc.readGuide();
      const text = await guide;
      if (!text) throw notFound();
      return reply
        .header('content-type', 'text/markdown; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(text);
    },
  );

  app.post(
    '/me/api-keys',
    route.customer({ body: ZApiKeyCreate, response: { 201: ZApiKeyCreated } }),
    async (req, reply) => reply.status(201).send(await svc.createApiKey(db, req.body, actorOf(req))),
  );

  app.get('/me/api-keys', route.customer({ response: { 200: ZApiKeyList } }), async (req) =>
    svc.listApiKeys(db, actorOf(req)),
  );

  /** Deletes one of the customer's own records (a key, a webhook): nothing is answered. */
  const deleteOwn = (path: string, remove: (db: Db, id: string, actor: Actor) => Promise<unknown>) =>
    app.delete(path, route.customer({ params: ZIdParams }), async (req, reply) => {
      await remove(db, req.params.id, actorOf(req));
      return reply.status(204).send();
    });

  deleteOwn('/me/api-keys/:id', svc.revokeApiKey);

  app.post(
    '/me/webhooks',
    route.customer({ body: ZWebhookCreate, response: { 201: ZWebhookWithSecret } }),
    async (req, reply) => reply.status(201).send(await svc.createWebhook(db, outbox, req.body, actorOf(req))),
  );

  app.get('/me/webhooks', route.customer({ response: { 200: ZWebhookList } }), async (req) =>
    svc.listWebhooks(db, actorOf(req)),
  );

  app.get(
    '/me/webhooks/:id',
    route.customer({ params: ZIdParams, response: { 200: ZWebhook } }),
    async (req) => svc.getWebhook(db, req.params.id, actorOf(req)),
  );

  app.patch(
    '/me/webhooks/:id',
    route.customer({ params: ZIdParams, body: ZWebhookUpdate, response: { 200: ZWebhook } }),
    async (req) => svc.updateWebhook(db, outbox, req.params.id, req.body, actorOf(req)),
  );

  deleteOwn('/me/webhooks/:id', svc.deleteWebhook);

  app.post(
    '/me/webhooks/:id/rotate-secret',
    route.customer({ params: ZIdParams, response: { 200: ZWebhookWithSecret } }),
    async (req) => svc.rotateWebhookSecret(db, outbox, req.params.id, actorOf(req)),
  );

  app.post(
    '/me/webhooks/:id/test',
    route.customer({ params: ZIdParams, response: { 202: z.object({ deliveryId: z.string() }) } }),
    async (req, reply) =>
      reply.status(202).send({ deliveryId: await svc.testWebhook(db, outbox, req.params.id, actorOf(req)) }),
  );

  app.get(
    '/me/webhooks/:id/deliveries',
    route.customer({
      params: ZIdParams,
      querystring: ZWebhookDeliveryQuery,
      response: { 200: ZPage(ZWebhookDelivery) },
    }),
    async (req) => svc.webhookDeliveries(db, req.params.id, req.query, actorOf(req)),
  );

  app.post(
    '/me/webhooks/:id/deliveries/:deliveryId/resend',
    route.customer({
      params: z.object({ id: z.uuid(), deliveryId: z.uuid() }),
      response: { 202: z.object({ deliveryId: z.string() }) },
    }),
    async (req, reply) => {
      const id = await svc.resendDelivery(db, outbox, req.params.id, req.params.deliveryId, actorOf(req));
      return reply.status(202).send({ deliveryId: id });
    },
  );
};

export default integrationsRoutes;
