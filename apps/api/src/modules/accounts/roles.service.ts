import type { TUpdateRoleRequest, ZCreateRoleRequest } from '@acf/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { rolePermissions, roles } from '../../db/schema';
import { pgCode } from '../../db/sql';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import { findRoleWithPermissions } from './roles.repository';

async function setPermissions(tx: Db, roleId: string, permissions: readonly string[]) {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissions.length > 0)
    await tx.insert(rolePermissions).values(permissions.map((permission) => ({ roleId, permission })));
}

export async function createRole(db: DbOrTx, input: z.output<typeof ZCreateRoleRequest>, actor: Actor) {
  const id = await db
    .transaction(async (tx) => {
      const [r] = await tx
        .insert(roles)
        .values({
          code: input.code,
          nameVi: input.nameVi,
          nameEn: input.nameEn,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        })
        .returning({ id: roles.id });
      await setPermissions(tx, r!.id, input.permissions);
      return r!.id;
    })
    .catch((err) => {
      if (pgCode(err) === '23505') throw conflict('accounts.roleCodeTaken', 'code');
      throw err;
    });
  return (await findRoleWithPermissions(db, id))!;
}

/**
 * Permission changes take effect at each holder's next request: the API reads permissions
 * from the database on every call.
 */
export async function updateRole(db: DbOrTx, id: string, input: TUpdateRoleRequest, actor: Actor) {
  const current = await findRoleWithPermissions(db, id);
  if (!current) throw notFound('accounts.roleNotFound');
  // The Administrator role must keep every permission, or nobody could repair a bad edit.
  if (current.code === 'ADMINISTRATOR' && input.permissions !== undefined)
    throw new AppError('CONFLICT', 409, 'accounts.administratorFixed', undefined, [
      { field: 'permissions', message: 'accounts.administratorFixed' },
    ]);
  await db.transaction(async (tx) => {
    await tx
      .update(roles)
      .set({ nameVi: input.nameVi, nameEn: input.nameEn, updatedAt: new Date(), updatedBy: actor.userId })
      .where(eq(roles.id, id));
    if (input.permissions !== undefined) await setPermissions(tx, id, input.permissions);
  });
  return (await findRoleWithPermissions(db, id))!;
}

export async function deleteRole(db: DbOrTx, id: string) {
  const current = await findRoleWithPermissions(db, id);
  if (!current) throw notFound('accounts.roleNotFound');
  if (current.system) throw new AppError('CONFLICT', 409, 'accounts.roleSystem');
  // Deleting a role in use would leave its holders without any access, silently.
  if (current.userCount > 0)
    throw new AppError('CONFLICT', 409, 'accounts.roleInUse', { count: current.userCount });
  await db.transaction(async (tx) => {
    await tx.delete(roles).where(eq(roles.id, id));
  });
}
