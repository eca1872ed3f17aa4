import { API_PREFIX } from '@acf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cacheMeter } from '../../lib/metrics';
import type { Actor } from '../../plugins/auth-markers';
import { addRateLimitHeaders, apiKeyActor } from '../integrations/api-keys';
import { findActor } from './auth.repository';
import { AccessTokenVerifier, loadJwtSecret } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** The key that signs access tokens (loaded once at boot, see `loadJwtSecret`). */
    jwtSecret: Uint8Array;
  }
}

/**
 * The callers resolved in the last ACTOR_CACHE_MS, by access token. Every write request
 * through this API that may change someone's access (a lock, a logout, a role edit, a password:
 * see ACCESS_WRITES) empties it, and a lookup that started before that write is not stored: in
 * one process a change of access takes effect at once, as before. A change made elsewhere (another instance, a script) takes effect within
 * ACTOR_CACHE_MS. Bounded, so a flood of tokens cannot grow it without limit.
 */
class ActorCache {
  private readonly entries = new Map<string, { actor: Actor; until: number }>();
  /** Bumped by every clear: a lookup begun in an older generation is not stored. */
  generation = 0;
  constructor(
    private readonly ttlMs: number,
    private readonly max = 10_000,
  ) {}
  get(token: string, now: number): Actor | undefined {
    const hit = this.entries.get(token);
    if (!hit) return undefined;
    if (hit.until > now) return hit.actor;
    this.entries.delete(token);
    return undefined;
  }
  set(token: string, actor: Actor, generation: number, now: number) {
    if (this.ttlMs === 0 || generation !== this.generation) return;
    if (this.entries.size >= this.max) this.entries.clear();
    this.entries.set(token, { actor, until: now + this.ttlMs });
  }
  clear() {
    this.generation++;
    this.entries.clear();
  }
}

const actorMeter = cacheMeter('actor');

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The routes whose writes may change what an actor is: its user (active, name, role, customer
 * link), its role's permissions, its session. Only the auth, me, accounts (customers, staff,
 * roles, administrators) and notification-settings modules write users, roles, role
 * permissions, refresh tokens or the customers' portal users. A booking, a checkpoint or a
 * manifest does not: the day's writes leave the callers kept (before, every write emptied the
 * cache, and 40 writes a second made nearly every read look its caller up again).
 */
const ACCESS_WRITES = new RegExp(`^${API_PREFIX}/(auth|me|customers|staff|roles|admin|notifications)(/|$)`);

/**
 * The auth module's plugin, registered by the app before the routes (it needs the module's
 * repository and token verifier, so it lives here, not among the lower-layer plugins).
 * Resolves the caller from `Authorization: Bearer <access token>`. The user and the token's
 * session are read from the database (one prepared statement), and reused for at most
 * ACTOR_CACHE_MS (see ActorCache), so a disabled or deleted account, a changed role, a logout
 * or a revoked session takes effect at once in this process.
 */
async function authPlugin(app: FastifyInstance) {
  app.decorate('jwtSecret', await loadJwtSecret(app.db, app.config.JWT_SECRET));
  const tokens = new AccessTokenVerifier(app.jwtSecret);
  const cache = new ActorCache(app.config.ACTOR_CACHE_MS);
  app.decorate('resolveActor', async (req: FastifyRequest): Promise<Actor | null> => {
    if (req.actor) return req.actor;
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const token = header.slice(7).trim();
    // An API key (issue 24): only on the routes that take one, never cached (a revoke is at once).
    if (token.startsWith('acf_'))
      return apiKeyActor(app.db, app.config.API_KEY_RATE_LIMIT_PER_MINUTE, req, token);
    // The token's signature and expiry first (itself cached): an expired token is never served.
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const cached = cache.get(token, Date.now());
    actorMeter.record(cached !== undefined);
    if (cached) return cached;
    const generation = cache.generation;
    const found = await findActor(app.db, claims.userId, claims.sessionId);
    if (!found?.active || !found.sessionOpen) return null;
    const actor: Actor = {
      userId: claims.userId,
      username: found.username,
      kind: found.kind as Actor['kind'],
      roleCode: found.roleCode,
      customerId: found.customerId,
      permissions: new Set(found.permissions ?? []),
      me: { user: found.user, permissions: found.permissions ?? [] },
    };
    cache.set(token, actor, generation, Date.now());
    return actor;
  });
  // A write that may change someone's access (lock, logout, role, password; even a refused one:
  // a reused refresh token revokes its family and answers 401): forget every caller. onSend runs
  // after the handler (and its transaction) and before the client hears back.
  app.addHook('onSend', async (req, reply, payload) => {
    if (WRITES.has(req.method) && ACCESS_WRITES.test(req.routeOptions.url ?? '')) cache.clear();
    await addRateLimitHeaders(req, reply);
    return payload;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
