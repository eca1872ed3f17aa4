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
import { notFound } from '../../lib/errors';
import { actorOf, publicRoute, requireCustomerOr } from '../../plugins/auth-markers';
import './integrations.messages';
import { ZIdParams } from '../params';
import * as svc from './integrations.service';

const tags = ['integrations'];
// The Developers page is the customer's own (no back-office permission opens it). An API key
// never reaches these routes: they do not take one (`config.apiKey`).
const customerOnly = requireCustomerOr();

const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const outbox = app.webhooks;
  let guide: Promise<string | null> | null = null;

  // The integration guide (docs/integrations.md), linked from the Developers page.
  app.get(
    '/integrations/guide.md',
    { onRequest: publicRoute, schema: { tags, summary: 'The integration guide (Markdown)' } },
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
    { onRequest: customerOnly, schema: { tags, body: ZApiKeyCreate, response: { 201: ZApiKeyCreated } } },
    async (req, reply) => reply.status(201).send(await svc.createApiKey(db, req.body, actorOf(req))),
  );

  app.get(
    '/me/api-keys',
    { onRequest: customerOnly, schema: { tags, response: { 200: ZApiKeyList } } },
    async (req) => svc.listApiKeys(db, actorOf(req)),
  );

  app.delete(
    '/me/api-keys/:id',
    { onRequest: customerOnly, schema: { tags, params: ZIdParams } },
    async (req, reply) => {
      await svc.revokeApiKey(db, req.params.id, actorOf(req));
      return reply.status(204).send();
    },
  );

  app.post(
    '/me/webhooks',
    {
      onRequest: customerOnly,
      schema: { tags, body: ZWebhookCreate, response: { 201: ZWebhookWithSecret } },
    },
    async (req, reply) => reply.status(201).send(await svc.createWebhook(db, outbox, req.body, actorOf(req))),
  );

  app.get(
    '/me/webhooks',
    { onRequest: customerOnly, schema: { tags, response: { 200: ZWebhookList } } },
    async (req) => svc.listWebhooks(db, actorOf(req)),
  );

  app.get(
    '/me/webhooks/:id',
    { onRequest: customerOnly, schema: { tags, params: ZIdParams, response: { 200: ZWebhook } } },
    async (req) => svc.getWebhook(db, req.params.id, actorOf(req)),
  );

  app.patch(
    '/me/webhooks/:id',
    {
      onRequest: customerOnly,
      schema: { tags, params: ZIdParams, body: ZWebhookUpdate, response: { 200: ZWebhook } },
    },
    async (req) => svc.updateWebhook(db, outbox, req.params.id, req.body, actorOf(req)),
  );

  app.delete(
    '/me/webhooks/:id',
    { onRequest: customerOnly, schema: { tags, params: ZIdParams } },
    async (req, reply) => {
      await svc.deleteWebhook(db, req.params.id, actorOf(req));
      return reply.status(204).send();
    },
  );

  app.post(
    '/me/webhooks/:id/rotate-secret',
    { onRequest: customerOnly, schema: { tags, params: ZIdParams, response: { 200: ZWebhookWithSecret } } },
    async (req) => svc.rotateWebhookSecret(db, outbox, req.params.id, actorOf(req)),
  );

  app.post(
    '/me/webhooks/:id/test',
    {
      onRequest: customerOnly,
      schema: { tags, params: ZIdParams, response: { 202: z.object({ deliveryId: z.string() }) } },
    },
    async (req, reply) =>
      reply.status(202).send({ deliveryId: await svc.testWebhook(db, outbox, req.params.id, actorOf(req)) }),
  );

  app.get(
    '/me/webhooks/:id/deliveries',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        params: ZIdParams,
        querystring: ZWebhookDeliveryQuery,
        response: { 200: ZPage(ZWebhookDelivery) },
      },
    },
    async (req) => svc.webhookDeliveries(db, req.params.id, req.query, actorOf(req)),
  );

  app.post(
    '/me/webhooks/:id/deliveries/:deliveryId/resend',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        params: z.object({ id: z.uuid(), deliveryId: z.uuid() }),
        response: { 202: z.object({ deliveryId: z.string() }) },
      },
    },
    async (req, reply) => {
      const id = await svc.resendDelivery(db, outbox, req.params.id, req.params.deliveryId, actorOf(req));
      return reply.status(202).send({ deliveryId: id });
    },
  );
};

export default integrationsRoutes;
