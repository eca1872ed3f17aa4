import type { Permission, TUser } from '@acf/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors';

/**
 * Every route under /api/v1 declares who may call it with one of these `onRequest` hooks
 * (they run before the body is parsed, so an anonymous caller gets 401, not a 400).
 * A test walks every route and fails when one declares none.
 */
export const ACCESS = Symbol.for('acf.access');

export type Access =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'administrator' }
  | { kind: 'permission'; permissions: readonly Permission[] }
  | { kind: 'customerOrPermission'; permissions: readonly Permission[] };

type Hook = ((req: FastifyRequest, reply: FastifyReply) => Promise<void>) & { [ACCESS]: Access };

export interface Actor {
  userId: string;
  username: string;
  kind: 'staff' | 'customer' | 'partner';
  roleCode: string | null;
  customerId: string | null;
  permissions: ReadonlySet<string>;
  /** What GET /auth/me answers, when the caller was read from the database for this request
   * or the last ACTOR_CACHE_MS (absent on callers built by scripts). */
  me?: { user: TUser; permissions: string[] };
  /** Set when the caller sent an API key (issue 24) instead of an access token. */
  apiKey?: { id: string; mode: 'live' | 'test' };
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Resolves the caller from the Bearer token (set by the auth plugin); null when anonymous. */
    resolveActor(req: FastifyRequest): Promise<Actor | null>;
  }
}

function mark(fn: (req: FastifyRequest, reply: FastifyReply) => Promise<void>, access: Access): Hook {
  return Object.assign(fn, { [ACCESS]: access });
}

/** Anyone, logged in or not. The caller is still resolved when a token is sent. */
export const publicRoute = mark(
  async (req) => {
    req.actor = req.headers.authorization ? await req.server.resolveActor(req).catch(() => null) : null;
  },
  { kind: 'public' },
);

/** Any logged-in user (customers included); data scope is applied inside the queries. */
export const requireAuth = mark(
  async (req) => {
    const actor = await req.server.resolveActor(req);
    if (!actor) throw unauthorized();
    req.actor = actor;
  },
  { kind: 'authenticated' },
);

/** A logged-in user holding at least one of `permissions` (the seed's sidebar rule). */
export function requirePermission(...permissions: Permission[]): Hook {
  return mark(
    async (req) => {
      const actor = await req.server.resolveActor(req);
      if (!actor) throw unauthorized();
      if (!permissions.some((p) => actor.permissions.has(p))) throw forbidden();
      req.actor = actor;
    },
    { kind: 'permission', permissions },
  );
}

/**
 * A customer (its own rows: the scope is applied inside the queries) or a back-office user
 * holding at least one of `permissions`; partners and other staff get 403.
 */
export function requireCustomerOr(...permissions: Permission[]): Hook {
  return mark(
    async (req) => {
      const actor = await req.server.resolveActor(req);
      if (!actor) throw unauthorized();
      if (actor.kind !== 'customer' && !permissions.some((p) => actor.permissions.has(p))) throw forbidden();
      req.actor = actor;
    },
    { kind: 'customerOrPermission', permissions },
  );
}

export function accessOf(hook: unknown): Access | undefined {
  if (typeof hook === 'function' && ACCESS in hook) return (hook as Hook)[ACCESS];
  return undefined;
}

/** The actor of a route guarded by requireAuth/requirePermission (never null there). */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw unauthorized();
  return req.actor;
}

/** The administrator area (/administrator): the Administrator role only, not a permission. */
export const requireAdministrator: Hook = Object.assign(
  async (req: FastifyRequest, reply: FastifyReply) => {
    await requireAuth(req, reply);
    if (req.actor?.roleCode !== 'ADMINISTRATOR') throw forbidden();
  },
  { [ACCESS]: { kind: 'administrator' as const } },
);
