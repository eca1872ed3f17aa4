import type { EducationLevel, Office, TUser, UserKind } from '@acf/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { customers, refreshTokens, rolePermissions, roles, users } from '../../db/schema';

export interface UserWithAccess {
  user: TUser;
  passwordHash: string;
  permissions: string[];
}

/** One query: the user, its role, its customer record and its permissions. */
export async function findUserWithAccess(
  db: DbOrTx,
  where: { id: string } | { username: string },
): Promise<UserWithAccess | null> {
  const rows = await accessQuery(
    db,
    'id' in where ? eq(users.id, where.id) : eq(sql`lower(${users.username})`, where.username.toLowerCase()),
  );
  const row = rows[0];
  if (!row) return null;
  return {
    user: toUser(row.user, row.role, row.customerId),
    passwordHash: row.user.passwordHash,
    permissions: row.permissions ?? [],
  };
}

/**
 * The same by id, as a prepared statement (the query is built once per database): GET /auth/me
 * asks it on every back-office page load.
 */
export async function findUserWithAccessById(db: Db, id: string): Promise<UserWithAccess | null> {
  const statement = prepared(db, 'user_with_access_by_id', (name) =>
    accessQuery(db, eq(users.id, sql.placeholder('id'))).prepare(name),
  );
  const row = (await statement.execute({ id }))[0];
  if (!row) return null;
  return {
    user: toUser(row.user, row.role, row.customerId),
    passwordHash: row.user.passwordHash,
    permissions: row.permissions ?? [],
  };
}

function accessQuery(db: DbOrTx, cond: SQL) {
  return db
    .select({
      user: users,
      role: roles,
      customerId: customers.id,
      permissions: sql<string[] | null>`(
        select array_agg(${rolePermissions.permission} order by ${rolePermissions.permission})
        from ${rolePermissions} where ${rolePermissions.roleId} = ${users.roleId})`,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(customers, eq(customers.portalUserId, users.id))
    .where(cond)
    .limit(1);
}

export interface ActorRow {
  username: string;
  kind: string;
  active: boolean;
  roleCode: string | null;
  customerId: string | null;
  /** Sorted, as GET /auth/me lists them. */
  permissions: string[] | null;
  /** Whether the token's session (its refresh-token family) still has a token not revoked. */
  sessionOpen: boolean;
  /** The user as GET /auth/me answers it, so a cached caller answers it without a query. */
  user: TUser;
}

/**
 * The caller of a request: its user, role, customer record and permissions, and whether the
 * token's session is still open, in one prepared statement (the auth plugin asks it for every
 * signed-in request whose caller is not cached).
 */
export async function findActor(db: DbOrTx, id: string, sessionId: string): Promise<ActorRow | undefined> {
  const statement = prepared(db, 'actor_by_id_and_session', (name) =>
    db
      .select({
        id: users.id,
        username: users.username,
        fullName: users.fullName,
        email: users.email,
        phone: users.phone,
        kind: users.kind,
        office: users.office,
        educationLevel: users.educationLevel,
        active: users.active,
        roleId: roles.id,
        roleCode: roles.code,
        roleNameVi: roles.nameVi,
        roleNameEn: roles.nameEn,
        customerId: customers.id,
        permissions: sql<string[] | null>`(
          select array_agg(${rolePermissions.permission} order by ${rolePermissions.permission})
          from ${rolePermissions} where ${rolePermissions.roleId} = ${users.roleId})`,
        sessionOpen: sql<boolean>`exists (
          select 1 from ${refreshTokens}
          where ${refreshTokens.familyId} = ${sql.placeholder('sid')}
            and ${refreshTokens.userId} = ${users.id} and ${refreshTokens.revokedAt} is null)`,
      })
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(customers, eq(customers.portalUserId, users.id))
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  );
  const row = (await statement.execute({ id, sid: sessionId }))[0];
  if (!row) return undefined;
  return {
    username: row.username,
    kind: row.kind,
    active: row.active,
    roleCode: row.roleCode,
    customerId: row.customerId,
    permissions: row.permissions,
    sessionOpen: row.sessionOpen,
    user: {
      id: row.id,
      username: row.username,
      fullName: row.fullName,
      email: row.email,
      phone: row.phone,
      kind: row.kind as UserKind,
      role:
        row.roleId && row.roleCode
          ? { id: row.roleId, code: row.roleCode, nameVi: row.roleNameVi ?? '', nameEn: row.roleNameEn ?? '' }
          : null,
      office: (row.office as Office | null) ?? null,
      educationLevel: (row.educationLevel as EducationLevel | null) ?? null,
      active: row.active,
      customerId: row.customerId,
    },
  };
}

export function toUser(
  u: typeof users.$inferSelect,
  role: typeof roles.$inferSelect | null,
  customerId: string | null,
): TUser {
  return {
    id: u.id,
    username: u.username,
    fullName: u.fullName,
    email: u.email,
    phone: u.phone,
    kind: u.kind as UserKind,
    role: role ? { id: role.id, code: role.code, nameVi: role.nameVi, nameEn: role.nameEn } : null,
    office: (u.office as Office | null) ?? null,
    educationLevel: (u.educationLevel as EducationLevel | null) ?? null,
    active: u.active,
    customerId,
  };
}

/** Writes a user account and answers its id. */
export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<string> {
  const [u] = await db.insert(users).values(values).returning({ id: users.id });
  return u!.id;
}

export async function roleIdByCode(db: DbOrTx, code: string): Promise<string | null> {
  const [r] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
  return r?.id ?? null;
}

export async function usernameOrEmailTaken(
  db: DbOrTx,
  username: string,
  email: string | null,
  exceptId?: string,
) {
  const taken = { username: false, email: false };
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        sql`(lower(${users.username}) = ${username.toLowerCase()} or (${email}::text is not null and lower(${users.email}) = lower(${email}::text)))`,
        exceptId ? sql`${users.id} <> ${exceptId}` : undefined,
      ),
    );
  for (const r of rows) {
    if (r.username.toLowerCase() === username.toLowerCase()) taken.username = true;
    if (email && r.email?.toLowerCase() === email.toLowerCase()) taken.email = true;
  }
  return taken;
}
