import {
  toPage,
  USER_KINDS,
  ZAdminUserListQuery,
  ZAdminUserPage,
  ZSetUserActiveRequest,
  ZStaff,
} from '@acf/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { actorOf } from '../../plugins/auth-markers';
import { requireAdministrator } from '../auth/require-administrator';
import './accounts.messages';
import { findUser, listUsers } from './staff.repository';
import { revokeSessions } from './staff.service';

const tags = ['admin'];
const ZParams = z.object({ id: z.uuid() });

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
      schema: { tags, params: ZParams, body: ZSetUserActiveRequest, response: { 200: ZStaff } },
    },
    async (req) => {
      const actor = actorOf(req);
      const { id } = req.params;
      // Locking oneself out would leave the product without a way back in.
      if (id === actor.userId && !req.body.active)
        throw new AppError('CONFLICT', 409, 'accounts.notYourself', undefined, [
          { field: 'active', message: 'accounts.notYourself' },
        ]);
      const updated = await app.db.transaction(async (tx) => {
        const rows = await tx
          .update(users)
          .set({ active: req.body.active, updatedAt: new Date(), updatedBy: actor.userId })
          .where(eq(users.id, id))
          .returning({ id: users.id });
        // Locked: the access token stops working at the next request (the user is read on
        // every call) and the refresh tokens are revoked, so no way back by refreshing.
        if (rows.length > 0 && !req.body.active) await revokeSessions(tx as never, id);
        return rows.length;
      });
      if (updated === 0) throw notFound('auth.userNotFound');
      return (await findUser(app.db, id))!;
    },
  );
};

export default adminUserRoutes;
