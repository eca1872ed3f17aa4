import type { TStaff, TUpdateStaffRequest, ZCreateStaffRequest } from '@acf/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { PG_FOREIGN_KEY_VIOLATION, pgCode, uniqueViolationToConflict } from '../../db/sql';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import { insertUser } from '../auth/auth.repository';
import { newUserPassword } from '../auth/auth.service';
import { emailTaken, findRole, findUser } from './staff.repository';

export const STAFF_KINDS_LIST = ['staff', 'partner'];

const administratorOnly = () => new AppError('FORBIDDEN', 403, 'accounts.administratorOnly');
const notYourself = (field?: string) =>
  new AppError(
    'CONFLICT',
    409,
    'accounts.notYourself',
    undefined,
    field ? [{ field, message: 'accounts.notYourself' }] : undefined,
  );

/**
 * A role a back-office account may receive. Only an administrator hands out the Administrator
 * role: otherwise anyone allowed to edit staff could make themselves all-powerful.
 */
async function checkRole(db: DbOrTx, roleId: string, actor: Actor) {
  const role = await findRole(db, roleId);
  if (!role) throw fieldError('roleId', 'accounts.roleUnknown');
  if (role.code === 'CUSTOMER') throw fieldError('roleId', 'accounts.customerRoleForPortal');
  if (role.code === 'ADMINISTRATOR' && actor.roleCode !== 'ADMINISTRATOR') throw administratorOnly();
  return role;
}

function isAdministrator(u: TStaff) {
  return u.role?.code === 'ADMINISTRATOR';
}

export async function createStaff(db: DbOrTx, input: z.output<typeof ZCreateStaffRequest>, actor: Actor) {
  await checkRole(db, input.roleId, actor);
  const passwordHash = await newUserPassword(db, { ...input, email: input.email ?? null });
  const id = await insertUser(db, {
    username: input.username,
    fullName: input.fullName,
    email: input.email ?? null,
    phone: input.phone,
    passwordHash,
    kind: input.kind,
    roleId: input.roleId,
    office: input.office ?? null,
    educationLevel: input.educationLevel ?? null,
    active: input.active,
    createdBy: actor.userId,
    updatedBy: actor.userId,
  }).catch(uniqueToConflict);
  return (await findUser(db, id))!;
}

export async function updateStaff(db: DbOrTx, id: string, input: TUpdateStaffRequest, actor: Actor) {
  const current = await findUser(db, id, STAFF_KINDS_LIST);
  if (!current) throw notFound('accounts.staffNotFound');
  if (isAdministrator(current) && actor.roleCode !== 'ADMINISTRATOR') throw administratorOnly();
  if (input.roleId !== undefined && input.roleId !== current.role?.id) {
    if (id === actor.userId) throw notYourself('roleId');
    await checkRole(db, input.roleId, actor);
  }
  if (input.active === false && id === actor.userId) throw notYourself('active');
  if (input.email) {
    if (await emailTaken(db, input.email, id)) throw conflict('auth.emailTaken', 'email');
  }
  await db
    .transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          fullName: input.fullName,
          email: input.email === undefined ? undefined : (input.email ?? null),
          phone: input.phone === undefined ? undefined : (input.phone ?? null),
          roleId: input.roleId,
          kind: input.kind,
          office: input.office === undefined ? undefined : (input.office ?? null),
          educationLevel: input.educationLevel === undefined ? undefined : (input.educationLevel ?? null),
          active: input.active,
          updatedAt: new Date(),
          updatedBy: actor.userId,
        })
        .where(eq(users.id, id));
      // A locked account also loses its refresh tokens: it cannot come back by refreshing.
      if (input.active === false) await revokeSessions(tx, id);
    })
    .catch(uniqueToConflict);
  return (await findUser(db, id))!;
}

export async function deleteStaff(db: DbOrTx, id: string, actor: Actor) {
  const current = await findUser(db, id, STAFF_KINDS_LIST);
  if (!current) throw notFound('accounts.staffNotFound');
  if (id === actor.userId) throw notYourself();
  if (isAdministrator(current) && actor.roleCode !== 'ADMINISTRATOR') throw administratorOnly();
  await db
    .transaction(async (tx) => {
      await tx.delete(users).where(eq(users.id, id));
    })
    .catch((err) => {
      // Bookings, manifests or history still point at this account: keep it, lock it instead.
      if (pgCode(err) === PG_FOREIGN_KEY_VIOLATION) throw new AppError('CONFLICT', 409, 'accounts.inUse');
      throw err;
    });
}

export async function revokeSessions(db: DbOrTx, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Two writers racing for one username or e-mail: the unique index decides, still a 409. */
export const uniqueToConflict = uniqueViolationToConflict([
  ['username', 'username', 'auth.usernameTaken'],
  ['email', 'email', 'auth.emailTaken'],
]);

/**
 * Locks or unlocks any account (the administrator's page). A locked account's access token
 * stops at its next request (the user is read on every call) and its refresh tokens are
 * revoked, so there is no way back by refreshing. Nobody locks themselves out.
 */
export async function setUserActive(db: DbOrTx, id: string, active: boolean, actor: Actor) {
  if (id === actor.userId && !active) throw notYourself('active');
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ active, updatedAt: new Date(), updatedBy: actor.userId })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (rows.length > 0 && !active) await revokeSessions(tx, id);
    return rows.length;
  });
  if (updated === 0) throw notFound('auth.userNotFound');
  return (await findUser(db, id))!;
}
