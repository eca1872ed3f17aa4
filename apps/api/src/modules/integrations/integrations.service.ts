import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type TApiKey,
  type TApiKeyCreate,
  type TApiKeyCreated,
  type TWebhook,
  type TWebhookCreate,
  type TWebhookUpdate,
  type TWebhookWithSecret,
  toPage,
  WEBHOOK_ROTATION_OVERLAP_MS,
} from '@acf/shared';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import { hashApiKey, keyPrefix, newApiKey } from './api-keys';
import * as keys from './api-keys.repository';
import { newWebhookSecret } from './signature';
import { checkWebhookUrl, UnsafeUrlError, type UrlPolicy } from './ssrf';
import * as repo from './webhooks.repository';

/**
 * What the webhook operations need of the sender (the app's `webhooks`): the URL policy a new
 * address must pass, its clock (tests move it), and a nudge so a ping or a resend leaves at once.
 */
export interface WebhookOutbox {
  readonly policy: UrlPolicy;
  now(): number;
  poke(): void;
}

function customerOf(actor: Actor): string {
  if (!actor.customerId) throw notFound('integrations.noCustomer');
  return actor.customerId;
}

/** A URL that passes the SSRF checks now, or a 400 on `url` naming why. */
async function safeUrl(outbox: WebhookOutbox, url: string) {
  try {
    await checkWebhookUrl(url, outbox.policy);
  } catch (err) {
    if (err instanceof UnsafeUrlError) throw fieldError('url', `integrations.url.${err.reason}`);
    throw err;
  }
  return url;
}

/** docs/integrations.md, wherever the API runs from (the sources, the bundle, the repository root). */
export async function readGuide(): Promise<string | null> {
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

/** A new key of the caller's customer: the answer is the only time the key itself is shown. */
export async function createApiKey(db: DbOrTx, input: TApiKeyCreate, actor: Actor): Promise<TApiKeyCreated> {
  const customerId = customerOf(actor);
  const key = newApiKey(input.mode);
  const row = await keys.insertKey(db, {
    customerId,
    userId: actor.userId,
    name: input.name,
    mode: input.mode,
    prefix: keyPrefix(key),
    hash: hashApiKey(key),
  });
  return {
    id: row.id,
    name: input.name,
    mode: input.mode,
    key,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function listApiKeys(db: DbOrTx, actor: Actor): Promise<{ results: TApiKey[] }> {
  const rows = await keys.listKeys(db, customerOf(actor));
  return {
    results: rows.map((r) => ({
      ...r,
      createdAt: new Date(r.createdAt).toISOString(),
      lastUsedAt: r.lastUsedAt == null ? null : new Date(r.lastUsedAt).toISOString(),
    })),
  };
}

/** Revoked at once: a key is looked up on every request, never cached. */
export async function revokeApiKey(db: DbOrTx, id: string, actor: Actor): Promise<void> {
  if (!(await keys.revokeKey(db, id, customerOf(actor)))) throw notFound('integrations.keyNotFound');
}

export async function createWebhook(
  db: DbOrTx,
  outbox: WebhookOutbox,
  input: TWebhookCreate,
  actor: Actor,
): Promise<TWebhookWithSecret> {
  const customerId = customerOf(actor);
  const url = await safeUrl(outbox, input.url);
  const secret = newWebhookSecret();
  const row = await repo.insertEndpoint(db, {
    customerId,
    url,
    events: [...new Set(input.events)],
    description: input.description,
    secret,
  });
  return { ...repo.toWebhook(row), secret };
}

export async function listWebhooks(db: DbOrTx, actor: Actor): Promise<{ results: TWebhook[] }> {
  const rows = await repo.listEndpoints(db, customerOf(actor));
  return { results: rows.map((r) => repo.toWebhook(r)) };
}

/** An endpoint of the caller's customer (another customer's is not found). */
async function ownEndpoint(db: DbOrTx, id: string, actor: Actor) {
  const row = await repo.findEndpoint(db, id, customerOf(actor));
  if (!row) throw notFound('integrations.webhookNotFound');
  return row;
}

export async function getWebhook(db: DbOrTx, id: string, actor: Actor): Promise<TWebhook> {
  return repo.toWebhook(await ownEndpoint(db, id, actor));
}

export async function updateWebhook(
  db: DbOrTx,
  outbox: WebhookOutbox,
  id: string,
  input: TWebhookUpdate,
  actor: Actor,
): Promise<TWebhook> {
  const customerId = customerOf(actor);
  const url = input.url === undefined ? undefined : await safeUrl(outbox, input.url);
  const row = await repo.updateEndpoint(db, id, customerId, {
    ...input,
    url,
    events: input.events && [...new Set(input.events)],
  });
  if (!row) throw notFound('integrations.webhookNotFound');
  return repo.toWebhook(row);
}

export async function deleteWebhook(db: DbOrTx, id: string, actor: Actor): Promise<void> {
  if (!(await repo.deleteEndpoint(db, id, customerOf(actor)))) throw notFound('integrations.webhookNotFound');
}

/** A new secret; the current one keeps signing beside it for WEBHOOK_ROTATION_OVERLAP_MS. */
export async function rotateWebhookSecret(
  db: DbOrTx,
  outbox: WebhookOutbox,
  id: string,
  actor: Actor,
): Promise<TWebhookWithSecret> {
  const secret = newWebhookSecret();
  const until = new Date(outbox.now() + WEBHOOK_ROTATION_OVERLAP_MS);
  const row = await repo.rotateSecret(db, id, customerOf(actor), secret, until);
  if (!row) throw notFound('integrations.webhookNotFound');
  return { ...repo.toWebhook(row, outbox.now()), secret };
}

/** A ping of the endpoint, due now; answers the delivery's id. */
export async function testWebhook(db: DbOrTx, outbox: WebhookOutbox, id: string, actor: Actor) {
  const row = await ownEndpoint(db, id, actor);
  const deliveryId = await repo.insertPing(db, row.id, randomUUID(), new Date(outbox.now()));
  outbox.poke();
  return deliveryId;
}

export async function webhookDeliveries(
  db: DbOrTx,
  id: string,
  query: { page: number; pageSize: number },
  actor: Actor,
) {
  const row = await ownEndpoint(db, id, actor);
  const { results, total } = await repo.listDeliveries(db, row.id, query.page, query.pageSize);
  return toPage(results, total, query);
}

/** A new delivery of the same event (same id and body), due now; answers its id. */
export async function resendDelivery(
  db: DbOrTx,
  outbox: WebhookOutbox,
  id: string,
  deliveryId: string,
  actor: Actor,
) {
  const row = await ownEndpoint(db, id, actor);
  const resent = await repo.insertResend(db, deliveryId, row.id, new Date(outbox.now()));
  if (!resent) throw notFound('integrations.deliveryNotFound');
  outbox.poke();
  return resent;
}
