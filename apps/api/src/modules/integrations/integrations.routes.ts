import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  toPage,
  WEBHOOK_ROTATION_OVERLAP_MS,
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
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowsOf } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import { type Actor, actorOf, publicRoute, requireCustomerOr } from '../../plugins/auth-markers';
import { hashApiKey, keyPrefix, newApiKey } from './api-keys';
import './integrations.messages';
import { newWebhookSecret } from './signature';
import { checkWebhookUrl, UnsafeUrlError } from './ssrf';
import * as repo from './webhooks.repository';

const tags = ['integrations'];
const ZId = z.object({ id: z.uuid() });
// The Developers page is the customer's own (no back-office permission opens it). An API key
// never reaches these routes: they do not take one (`config.apiKey`).
const customerOnly = requireCustomerOr();

function customerOf(actor: Actor): string {
  if (!actor.customerId) throw notFound('integrations.noCustomer');
  return actor.customerId;
}

/** docs/integrations.md, wherever the API runs from (the sources, the bundle, the repository root). */
async function readGuide(): Promise<string | null> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(process.cwd(), 'docs/integrations.md'),
    path.resolve(process.cwd(), '../../docs/integrations.md'),
    ...[1, 2, 3, 4, 5].map((up) => path.resolve(here, '../'.repeat(up), 'docs/integrations.md')),
  ];
  for (const file of candidates) {
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text) return text;
  }
  return null;
}

const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  let guide: Promise<string | null> | null = null;

  // The integration guide (docs/integrations.md), linked from the Developers page.
  app.get(
    '/integrations/guide.md',
    { onRequest: publicRoute, schema: { tags, summary: 'The integration guide (Markdown)' } },
    async (_req, reply) => {
      guide ??= readGuide();
      const text = await guide;
      if (!text) throw notFound();
      return reply
        .header('content-type', 'text/markdown; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(text);
    },
  );

  /** A URL that passes the SSRF checks now, or a 400 on `url` naming why. */
  async function safeUrl(url: string) {
    try {
      await checkWebhookUrl(url, app.webhooks.policy);
    } catch (err) {
      if (err instanceof UnsafeUrlError) throw fieldError('url', `integrations.url.${err.reason}`);
      throw err;
    }
    return url;
  }

  app.post(
    '/me/api-keys',
    { onRequest: customerOnly, schema: { tags, body: ZApiKeyCreate, response: { 201: ZApiKeyCreated } } },
    async (req, reply) => {
      const actor = actorOf(req);
      const customerId = customerOf(actor);
      const key = newApiKey(req.body.mode);
      const [row] = await rowsOf<{ id: string; createdAt: string }>(
        db,
        sql`insert into api_keys (customer_id, user_id, name, mode, prefix, key_hash)
          values (${customerId}, ${actor.userId}, ${req.body.name}, ${req.body.mode}, ${keyPrefix(key)}, ${hashApiKey(key)})
          returning id, created_at as "createdAt"`,
      );
      return reply.status(201).send({
        id: row!.id,
        name: req.body.name,
        mode: req.body.mode,
        key,
        createdAt: new Date(row!.createdAt).toISOString(),
      });
    },
  );

  app.get(
    '/me/api-keys',
    { onRequest: customerOnly, schema: { tags, response: { 200: ZApiKeyList } } },
    async (req) => {
      const rows = await rowsOf<{
        id: string;
        name: string;
        mode: 'live' | 'test';
        prefix: string;
        createdAt: string;
        lastUsedAt: string | null;
      }>(
        db,
        sql`select id, name, mode, prefix, created_at as "createdAt", last_used_at as "lastUsedAt"
          from api_keys where customer_id = ${customerOf(actorOf(req))} and revoked_at is null
          order by created_at desc, id`,
      );
      return {
        results: rows.map((r) => ({
          ...r,
          createdAt: new Date(r.createdAt).toISOString(),
          lastUsedAt: r.lastUsedAt == null ? null : new Date(r.lastUsedAt).toISOString(),
        })),
      };
    },
  );

  app.delete(
    '/me/api-keys/:id',
    { onRequest: customerOnly, schema: { tags, params: ZId } },
    async (req, reply) => {
      // Revoked at once: a key is looked up on every request, never cached.
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`update api_keys set revoked_at = now()
          where id = ${req.params.id} and customer_id = ${customerOf(actorOf(req))} and revoked_at is null
          returning id`,
      );
      if (rows.length === 0) throw notFound('integrations.keyNotFound');
      return reply.status(204).send();
    },
  );

  app.post(
    '/me/webhooks',
    {
      onRequest: customerOnly,
      schema: { tags, body: ZWebhookCreate, response: { 201: ZWebhookWithSecret } },
    },
    async (req, reply) => {
      const customerId = customerOf(actorOf(req));
      const url = await safeUrl(req.body.url);
      const secret = newWebhookSecret();
      const row = await repo.insertEndpoint(db, {
        customerId,
        url,
        events: [...new Set(req.body.events)],
        description: req.body.description,
        secret,
      });
      return reply.status(201).send({ ...repo.toWebhook(row), secret });
    },
  );

  app.get(
    '/me/webhooks',
    { onRequest: customerOnly, schema: { tags, response: { 200: ZWebhookList } } },
    async (req) => {
      const rows = await repo.listEndpoints(db, customerOf(actorOf(req)));
      return { results: rows.map((r) => repo.toWebhook(r)) };
    },
  );

  app.get(
    '/me/webhooks/:id',
    { onRequest: customerOnly, schema: { tags, params: ZId, response: { 200: ZWebhook } } },
    async (req) => {
      const row = await repo.findEndpoint(db, req.params.id, customerOf(actorOf(req)));
      if (!row) throw notFound('integrations.webhookNotFound');
      return repo.toWebhook(row);
    },
  );

  app.patch(
    '/me/webhooks/:id',
    {
      onRequest: customerOnly,
      schema: { tags, params: ZId, body: ZWebhookUpdate, response: { 200: ZWebhook } },
    },
    async (req) => {
      const customerId = customerOf(actorOf(req));
      const url = req.body.url === undefined ? undefined : await safeUrl(req.body.url);
      const row = await repo.updateEndpoint(db, req.params.id, customerId, {
        ...req.body,
        url,
        events: req.body.events && [...new Set(req.body.events)],
      });
      if (!row) throw notFound('integrations.webhookNotFound');
      return repo.toWebhook(row);
    },
  );

  app.delete(
    '/me/webhooks/:id',
    { onRequest: customerOnly, schema: { tags, params: ZId } },
    async (req, reply) => {
      if (!(await repo.deleteEndpoint(db, req.params.id, customerOf(actorOf(req)))))
        throw notFound('integrations.webhookNotFound');
      return reply.status(204).send();
    },
  );

  app.post(
    '/me/webhooks/:id/rotate-secret',
    { onRequest: customerOnly, schema: { tags, params: ZId, response: { 200: ZWebhookWithSecret } } },
    async (req) => {
      const secret = newWebhookSecret();
      const until = new Date(app.webhooks.now() + WEBHOOK_ROTATION_OVERLAP_MS);
      const row = await repo.rotateSecret(db, req.params.id, customerOf(actorOf(req)), secret, until);
      if (!row) throw notFound('integrations.webhookNotFound');
      return { ...repo.toWebhook(row, app.webhooks.now()), secret };
    },
  );

  app.post(
    '/me/webhooks/:id/test',
    {
      onRequest: customerOnly,
      schema: { tags, params: ZId, response: { 202: z.object({ deliveryId: z.string() }) } },
    },
    async (req, reply) => {
      const row = await repo.findEndpoint(db, req.params.id, customerOf(actorOf(req)));
      if (!row) throw notFound('integrations.webhookNotFound');
      const id = await repo.insertPing(db, row.id, randomUUID(), new Date(app.webhooks.now()));
      app.webhooks.poke();
      return reply.status(202).send({ deliveryId: id });
    },
  );

  app.get(
    '/me/webhooks/:id/deliveries',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        params: ZId,
        querystring: ZWebhookDeliveryQuery,
        response: { 200: ZPage(ZWebhookDelivery) },
      },
    },
    async (req) => {
      const row = await repo.findEndpoint(db, req.params.id, customerOf(actorOf(req)));
      if (!row) throw notFound('integrations.webhookNotFound');
      const { results, total } = await repo.listDeliveries(db, row.id, req.query.page, req.query.pageSize);
      return toPage(results, total, req.query);
    },
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
      const row = await repo.findEndpoint(db, req.params.id, customerOf(actorOf(req)));
      if (!row) throw notFound('integrations.webhookNotFound');
      const id = await repo.insertResend(db, req.params.deliveryId, row.id, new Date(app.webhooks.now()));
      if (!id) throw notFound('integrations.deliveryNotFound');
      app.webhooks.poke();
      return reply.status(202).send({ deliveryId: id });
    },
  );
};

export default integrationsRoutes;
