import { randomBytes } from 'node:crypto';
import { PERMISSIONS, ROLE_CODES, SEEDED_ROLES } from '@acf/shared';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { permissions, rolePermissions, roles, users } from '../db/schema';
import { hashPassword } from '../modules/auth/auth.service';

/**
 * The 24 permissions and the seeded roles. A role gets its default permissions only when it
 * is created: afterwards /role-permission owns them.
 */
export async function seedAccess(app: FastifyInstance): Promise<void> {
  const db = app.db;
  await db
    .insert(permissions)
    .values(PERMISSIONS.map((name) => ({ name })))
    .onConflictDoNothing();
  for (const code of ROLE_CODES) {
    const def = SEEDED_ROLES[code];
    const created = await db
      .insert(roles)
      .values({ code, nameVi: def.nameVi, nameEn: def.nameEn, system: true })
      .onConflictDoNothing()
      .returning({ id: roles.id });
    if (created[0] && def.permissions.length > 0) {
      await db
        .insert(rolePermissions)
        .values(def.permissions.map((permission) => ({ roleId: created[0]!.id, permission })))
        .onConflictDoNothing();
    }
  }
  // The Administrator always holds every permission, including ones added by later versions.
  const [admin] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'ADMINISTRATOR'));
  await db
    .insert(rolePermissions)
    .values(PERMISSIONS.map((permission) => ({ roleId: admin!.id, permission })))
    .onConflictDoNothing();

  const [{ n }] = (await db.select({ n: count() }).from(users)) as [{ n: number }];
  if (Number(n) === 0) {
    const given = app.config.ADMIN_PASSWORD;
    const password = given ?? randomBytes(12).toString('base64url');
    await db
      .insert(users)
      .values({
        username: 'admin',
        fullName: 'Administrator',
        passwordHash: await hashPassword(password),
        kind: 'staff',
        roleId: admin!.id,
      })
      .onConflictDoNothing();
    if (!given) {
      // Printed once, on the start that created the account; never stored in clear.
      console.log(
        `\n  Administrator account created: username "admin", password "${password}"\n  (set ADMIN_PASSWORD to choose it; change it after logging in)\n`,
      );
    }
  }
}
