import {
  ZCreateStaffRequest,
  ZRoleRef,
  ZStaff,
  ZStaffListQuery,
  ZStaffPage,
  ZUpdateStaffRequest,
} from '@acf/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../plugins/auth-markers';
import './accounts.messages';
import { accountRecordRoutes } from './record.routes';
import { findUser, listUsers, staffRoleOptions } from './staff.repository';
import { createStaff, deleteStaff, STAFF_KINDS_LIST, updateStaff } from './staff.service';

const tags = ['staff'];
const canManageStaff = requirePermission('get_list_staff');

/** /manager/employee: back-office accounts (staff and partner agents). */
const staffRoutes: FastifyPluginAsyncZod = async (app) =>
  accountRecordRoutes(
    app,
    {
      path: '/staff',
      tags,
      access: canManageStaff,
      schemas: {
        query: ZStaffListQuery,
        page: ZStaffPage,
        row: ZStaff,
        create: ZCreateStaffRequest,
        update: ZUpdateStaffRequest,
      },
      notFoundKey: 'accounts.staffNotFound',
      list: (db, q) =>
        listUsers(db, { kinds: STAFF_KINDS_LIST, search: q.search, roleId: q.roleId, active: q.active }, q),
      find: (db, id) => findUser(db, id, STAFF_KINDS_LIST),
      create: createStaff,
      update: updateStaff,
      remove: deleteStaff,
    },
    () =>
      app.get(
        '/staff/role-options',
        { onRequest: canManageStaff, schema: { tags, response: { 200: z.array(ZRoleRef) } } },
        async () => staffRoleOptions(app.db),
      ),
  );

export default staffRoutes;
