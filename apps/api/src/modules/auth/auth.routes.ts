import {
  ZAuthResponse,
  ZLoginRequest,
  ZMeResponse,
  ZRefreshRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, routesByAccess } from '../../lib/route-options';
import { actorOf, publicRoute, requireAdministrator, requireAuth } from '../../plugins/auth-markers';
import { findUserWithAccessById } from './auth.repository';
import { login, logout, refresh, register, resetPassword, sessionKeys } from './auth.service';
import './auth.messages';

const route = routesByAccess(['auth'], {
  anyone: publicRoute,
  signedIn: requireAuth,
  administrator: requireAdministrator,
});

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // The auth plugin, registered before the routes, has loaded the signing key.
  const keys = sessionKeys(app.jwtSecret, app.config);

  app.post(
    '/auth/login',
    route.anyone({ body: ZLoginRequest, response: { 200: ZAuthResponse } }),
    async (req) => login(app.db, keys, req.body.username, req.body.password, req.ip),
  );

  app.post(
    '/auth/admin/login',
    route.anyone({ body: ZLoginRequest, response: { 200: ZAuthResponse } }),
    async (req) => login(app.db, keys, req.body.username, req.body.password, req.ip, { adminOnly: true }),
  );

  app.post(
    '/auth/register',
    route.anyone({ body: ZRegisterRequest, response: { 201: ZAuthResponse } }),
    async (req, reply) => reply.status(201).send(await register(app.db, keys, req.body, req.locale)),
  );

  app.post(
    '/auth/refresh-tokens',
    route.anyone({ body: ZRefreshRequest, response: { 200: ZAuthResponse } }),
    async (req) => refresh(app.db, keys, req.body.refreshToken),
  );

  app.post(
    '/auth/logout',
    route.anyone({ body: ZRefreshRequest, response: { 204: z.null() } }),
    async (req, reply) => noContent(reply, logout(app.db, req.body.refreshToken)),
  );

  app.get('/auth/me', route.signedIn({ response: { 200: ZMeResponse } }), async (req) => {
    // The caller was read with everything this answers (one query, or none within
    // ACTOR_CACHE_MS); a caller built otherwise is read again.
    const actor = actorOf(req);
    if (actor.me) return actor.me;
    const found = await findUserWithAccessById(app.db, actor.userId);
    return { user: found!.user, permissions: found!.permissions };
  });

  app.put(
    '/admin/users/reset-password',
    route.administrator({ tags: ['admin'], body: ZResetPasswordRequest, response: { 204: z.null() } }),
    async (req, reply) =>
      noContent(reply, resetPassword(app.db, req.body.userId, req.body.password, actorOf(req).userId)),
  );
};

export default authRoutes;
