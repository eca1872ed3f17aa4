import { ZCreateRoleRequest, ZRole, ZRoleListQuery, ZRolePage, ZUpdateRoleRequest } from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../plugins/auth-markers';
import './accounts.messages';
import { accountRecordRoutes } from './record.routes';
import { findRoleWithPermissions, listRoles } from './roles.repository';
import { createRole, deleteRole, updateRole } from './roles.service';

/** /manager/role-permission: roles and the permissions each one grants. */
const roleRoutes: FastifyPluginAsyncZod = async (app) =>
  accountRecordRoutes(app, {
    path: '/roles',
    tags: ['roles'],
    access: requirePermission('get_list_role'),
    schemas: {
      query: ZRoleListQuery,
      page: ZRolePage,
      row: ZRole,
      create: ZCreateRoleRequest,
      update: ZUpdateRoleRequest,
    },
    notFoundKey: 'accounts.roleNotFound',
    list: (db, query) => listRoles(db, query),
    find: (db, id) => findRoleWithPermissions(db, id),
    create: createRole,
    update: updateRole,
    remove: (db, id) => deleteRole(db, id),
  });

export default roleRoutes;
