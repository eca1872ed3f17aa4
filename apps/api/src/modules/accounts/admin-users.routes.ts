import { USER_KINDS, ZAdminUserListQuery, ZAdminUserPage, ZSetUserActiveRequest, ZStaff } from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf, routesByAccess } from '../../lib/route-options';
import { actorOf, requireAdministrator } from '../../plugins/auth-markers';
import './accounts.messages';
import { ZIdParams } from '../params';
import { listUsers } from './staff.repository';
import { setUserActive } from './staff.service';

const route = routesByAccess(['admin'], { administrator: requireAdministrator });

/** /administrator: every account (staff, partners, customers): search, lock/unlock. */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/users',
    route.administrator({ querystring: ZAdminUserListQuery, response: { 200: ZAdminUserPage } }),
    async (req) => {
      const q = req.query;
      const kinds = q.kind ? [q.kind] : [...USER_KINDS];
      return pageOf(listUsers(app.db, { kinds, search: q.search, active: q.active }, q), q);
    },
  );

  app.put(
    '/admin/users/:id/active',
    route.administrator({ params: ZIdParams, body: ZSetUserActiveRequest, response: { 200: ZStaff } }),
    async (req) => setUserActive(app.db, req.params.id, req.body.active, actorOf(req)),
  );
};

export default adminUserRoutes;
