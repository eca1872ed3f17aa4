import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PATTERN, type ApiKeyMode } from '@acf/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { hit } from '../../lib/rate-limit';
import type { Actor } from '../../plugins/auth-markers';
import { findKey } from './api-keys.repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes `Authorization: Bearer acf_…` (issue 24: the customer booking routes). */
    apiKey?: boolean;
  }
  interface FastifyRequest {
    /** The per-key limit of this request, for its RateLimit-* headers. */
    apiKeyLimit?: { limit: number; remaining: number; reset: number };
  }
}

/** Route config of the routes an API key may call. */
export const API_KEY_ROUTE = { apiKey: true } as const;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A new key: `acf_<mode>_` and 40 base62 characters (238 bits), from the system's CSPRNG. */
export function newApiKey(mode: ApiKeyMode): string {
  const bytes = randomBytes(60);
  let out = '';
  // 62 * 4 = 248 < 256: a byte of 248 or more is dropped, so every character is equally likely.
  for (const b of bytes) {
    if (b >= 248) continue;
    out += BASE62[b % 62];
    if (out.length === 40) break;
  }
  if (out.length < 40) return newApiKey(mode);
  return `acf_${mode}_${out}`;
}

/** What is stored: the SHA-256 of the key (a key has 238 random bits: no salt or slow hash needed). */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** What the list shows: the mode and the first four random characters. */
export function keyPrefix(key: string): string {
  return key.slice(0, 13);
}

/**
 * The caller of a request that sent an API key, or null (401). A key works only on the routes
 * that say so (`config.apiKey`): never on a back-office route or the account's own settings
 * (keys included). It acts as its customer's account with no permission at all, so every
 * customer scope applies; each key is limited to `max` requests a minute
 * (API_KEY_RATE_LIMIT_PER_MINUTE).
 */
export async function apiKeyActor(
  db: DbOrTx,
  max: number,
  req: FastifyRequest,
  key: string,
): Promise<Actor | null> {
  if (!req.routeOptions.config?.apiKey || !API_KEY_PATTERN.test(key)) return null;
  const row = await findKey(db, hashApiKey(key));
  if (!row) return null;
  const now = new Date();
  const { count, resetAt } = await hit(db, { key: `apikey:${row.id}`, max, windowSeconds: 60 }, now);
  const reset = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  req.apiKeyLimit = { limit: max, remaining: Math.max(0, max - count), reset };
  if (count > max)
    throw new AppError('TOO_MANY_REQUESTS', 429, 'error.tooManyRequests', undefined, undefined, {
      ...rateLimitHeaders(req.apiKeyLimit),
      'retry-after': String(reset),
    });
  return {
    userId: row.userId,
    username: row.username,
    kind: 'customer',
    roleCode: row.roleCode,
    customerId: row.customerId,
    permissions: new Set(),
    apiKey: { id: row.id, mode: row.mode },
  };
}

/** The IETF draft's headers (draft-ietf-httpapi-ratelimit-headers): limit, what is left, seconds to the reset. */
export function rateLimitHeaders(l: { limit: number; remaining: number; reset: number }) {
  return {
    'ratelimit-limit': String(l.limit),
    'ratelimit-remaining': String(l.remaining),
    'ratelimit-reset': String(l.reset),
  };
}

/** onSend: the key's limit on every answer to a key. */
export async function addRateLimitHeaders(req: FastifyRequest, reply: FastifyReply) {
  if (req.apiKeyLimit && !reply.hasHeader('ratelimit-limit'))
    reply.headers(rateLimitHeaders(req.apiKeyLimit));
}
