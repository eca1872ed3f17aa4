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
import { actorOf, publicRoute, requireAdministrator, requireAuth } from '../../plugins/auth-markers';
import { findUserWithAccess } from './auth.repository';
import './auth.messages';

const tags = ['auth'];

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    { onRequest: publicRoute, schema: { tags, body: ZLoginRequest, response: { 200: ZAuthResponse } } },
    async (req) => app.auth.login(req.body.username, req.body.password, req.ip),
  );

  app.post(
    '/auth/admin/login',
    { onRequest: publicRoute, schema: { tags, body: ZLoginRequest, response: { 200: ZAuthResponse } } },
    async (req) => app.auth.login(req.body.username, req.body.password, req.ip, { adminOnly: true }),
  );

  app.post(
    '/auth/register',
    { onRequest: publicRoute, schema: { tags, body: ZRegisterRequest, response: { 201: ZAuthResponse } } },
    async (req, reply) => reply.status(201).send(await app.auth.register(req.body)),
  );

  app.post(
    '/auth/refresh-tokens',
    { onRequest: publicRoute, schema: { tags, body: ZRefreshRequest, response: { 200: ZAuthResponse } } },
    async (req) => app.auth.refresh(req.body.refreshToken),
  );

  app.post(
    '/auth/logout',
    { onRequest: publicRoute, schema: { tags, body: ZRefreshRequest, response: { 204: z.null() } } },
    async (req, reply) => {
      await app.auth.logout(req.body.refreshToken);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    { onRequest: requireAuth, schema: { tags, response: { 200: ZMeResponse } } },
    async (req) => {
      const found = await findUserWithAccess(app.db, { id: actorOf(req).userId });
      return { user: found!.user, permissions: found!.permissions };
    },
  );

  app.put(
    '/admin/users/reset-password',
    {
      onRequest: requireAdministrator,
      schema: { tags: ['admin'], body: ZResetPasswordRequest, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await app.auth.resetPassword(req.body.userId, req.body.password, actorOf(req).userId);
      return reply.status(204).send(null);
    },
  );
};

export default authRoutes;
