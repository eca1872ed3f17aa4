import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../../plugins/auth-markers';
import { findActor } from './auth.repository';
import { AuthService } from './auth.service';
import { AccessTokenVerifier, loadJwtSecret } from './tokens';

/**
 * The auth module's plugin, registered by the app before the routes (it needs the module's
 * repository and token verifier, so it lives here, not among the lower-layer plugins).
 * Resolves the caller from `Authorization: Bearer <access token>`. The user and the token's
 * session are read from the database on every request (one prepared statement), so a disabled
 * or deleted account, a changed role, a logout or a revoked session takes effect at once.
 */
async function authPlugin(app: FastifyInstance) {
  app.decorate('jwtSecret', await loadJwtSecret(app.db, app.config.JWT_SECRET));
  app.decorate('auth', new AuthService(app));
  const tokens = new AccessTokenVerifier(app.jwtSecret);
  app.decorate('resolveActor', async (req: FastifyRequest): Promise<Actor | null> => {
    if (req.actor) return req.actor;
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const claims = await tokens.verify(header.slice(7).trim());
    if (!claims) return null;
    const found = await findActor(app.db, claims.userId, claims.sessionId);
    if (!found?.active || !found.sessionOpen) return null;
    return {
      userId: claims.userId,
      username: found.username,
      kind: found.kind as Actor['kind'],
      roleCode: found.roleCode,
      customerId: found.customerId,
      permissions: new Set(found.permissions ?? []),
    };
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
