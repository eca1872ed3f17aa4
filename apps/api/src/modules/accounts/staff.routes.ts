import {
  toPage,
  ZCreateStaffRequest,
  ZRoleRef,
  ZStaff,
  ZStaffListQuery,
  ZStaffPage,
  ZUpdateStaffRequest,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { actorOf, requirePermission } from '../../plugins/auth-markers';
import './accounts.messages';
import { findUser, listUsers, staffRoleOptions } from './staff.repository';
import { createStaff, deleteStaff, STAFF_KINDS_LIST, updateStaff } from './staff.service';

const tags = ['staff'];
const ZParams = z.object({ id: z.uuid() });
const canManageStaff = requirePermission('get_list_staff');

/** /manager/employee: back-office accounts (staff and partner agents). */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff',
    {
      onRequest: canManageStaff,
      schema: { tags, querystring: ZStaffListQuery, response: { 200: ZStaffPage } },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await listUsers(
        app.db,
        { kinds: STAFF_KINDS_LIST, search: q.search, roleId: q.roleId, active: q.active },
        q,
      );
      return toPage(rows, total, q);
    },
  );

  app.get(
    '/staff/role-options',
    { onRequest: canManageStaff, schema: { tags, response: { 200: z.array(ZRoleRef) } } },
    async () => staffRoleOptions(app.db),
  );

  app.get(
    '/staff/:id',
    { onRequest: canManageStaff, schema: { tags, params: ZParams, response: { 200: ZStaff } } },
    async (req) => {
      const found = await findUser(app.db, req.params.id, STAFF_KINDS_LIST);
      if (!found) throw notFound('accounts.staffNotFound');
      return found;
    },
  );

  app.post(
    '/staff',
    { onRequest: canManageStaff, schema: { tags, body: ZCreateStaffRequest, response: { 201: ZStaff } } },
    async (req, reply) => reply.status(201).send(await createStaff(app.db, req.body, actorOf(req))),
  );

  app.patch(
    '/staff/:id',
    {
      onRequest: canManageStaff,
      schema: { tags, params: ZParams, body: ZUpdateStaffRequest, response: { 200: ZStaff } },
    },
    async (req) => updateStaff(app.db, req.params.id, req.body, actorOf(req)),
  );

  app.delete(
    '/staff/:id',
    { onRequest: canManageStaff, schema: { tags, params: ZParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteStaff(app.db, req.params.id, actorOf(req));
      return reply.status(204).send(null);
    },
  );
};

export default staffRoutes;
