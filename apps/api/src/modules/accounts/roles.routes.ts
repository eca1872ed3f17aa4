import {
  toPage,
  ZCreateRoleRequest,
  ZRole,
  ZRoleListQuery,
  ZRolePage,
  ZUpdateRoleRequest,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { actorOf, requirePermission } from '../../plugins/auth-markers';
import './accounts.messages';
import { findRoleWithPermissions, listRoles } from './roles.repository';
import { createRole, deleteRole, updateRole } from './roles.service';

const tags = ['roles'];
const ZParams = z.object({ id: z.uuid() });
const canManageRoles = requirePermission('get_list_role');

/** /manager/role-permission: roles and the permissions each one grants. */
const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/roles',
    {
      onRequest: canManageRoles,
      schema: { tags, querystring: ZRoleListQuery, response: { 200: ZRolePage } },
    },
    async (req) => {
      const { rows, total } = await listRoles(app.db, req.query);
      return toPage(rows, total, req.query);
    },
  );

  app.get(
    '/roles/:id',
    { onRequest: canManageRoles, schema: { tags, params: ZParams, response: { 200: ZRole } } },
    async (req) => {
      const found = await findRoleWithPermissions(app.db, req.params.id);
      if (!found) throw notFound('accounts.roleNotFound');
      return found;
    },
  );

  app.post(
    '/roles',
    { onRequest: canManageRoles, schema: { tags, body: ZCreateRoleRequest, response: { 201: ZRole } } },
    async (req, reply) => reply.status(201).send(await createRole(app.db, req.body, actorOf(req))),
  );

  app.patch(
    '/roles/:id',
    {
      onRequest: canManageRoles,
      schema: { tags, params: ZParams, body: ZUpdateRoleRequest, response: { 200: ZRole } },
    },
    async (req) => updateRole(app.db, req.params.id, req.body, actorOf(req)),
  );

  app.delete(
    '/roles/:id',
    { onRequest: canManageRoles, schema: { tags, params: ZParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await deleteRole(app.db, req.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default roleRoutes;
