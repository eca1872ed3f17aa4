import {
  toPage,
  USER_KINDS,
  ZAdminUserListQuery,
  ZAdminUserPage,
  ZSetUserActiveRequest,
  ZStaff,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireAdministrator } from '../../plugins/auth-markers';
import './accounts.messages';
import { ZIdParams } from '../params';
import { listUsers } from './staff.repository';
import { setUserActive } from './staff.service';

const tags = ['admin'];

/** /administrator: every account (staff, partners, customers): search, lock/unlock. */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/users',
    {
      onRequest: requireAdministrator,
      schema: { tags, querystring: ZAdminUserListQuery, response: { 200: ZAdminUserPage } },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await listUsers(
        app.db,
        { kinds: q.kind ? [q.kind] : [...USER_KINDS], search: q.search, active: q.active },
        q,
      );
      return toPage(rows, total, q);
    },
  );

  app.put(
    '/admin/users/:id/active',
    {
      onRequest: requireAdministrator,
      schema: { tags, params: ZIdParams, body: ZSetUserActiveRequest, response: { 200: ZStaff } },
    },
    async (req) => setUserActive(app.db, req.params.id, req.body.active, actorOf(req)),
  );
};

export default adminUserRoutes;
