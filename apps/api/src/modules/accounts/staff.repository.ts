import type { TStaff } from '@acf/shared';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, roles, users } from '../../db/schema';
import { searchIn } from '../../db/sql';
import { toUser } from '../auth/auth.repository';

export function toStaff(
  u: typeof users.$inferSelect,
  role: typeof roles.$inferSelect | null,
  customerId: string | null,
): TStaff {
  return {
    ...toUser(u, role, customerId),
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}

export interface UserListFilter {
  kinds: string[];
  search: string;
  roleId?: string;
  active?: 'true' | 'false';
}

/** One page of accounts (newest first), searched by username, name, e-mail or phone. */
export async function listUsers(
  db: DbOrTx,
  f: UserListFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: TStaff[]; total: number }> {
  const conds: (SQL | undefined)[] = [inArray(users.kind, f.kinds)];
  conds.push(searchIn(f.search, [users.username, users.fullName, users.email, users.phone]));
  if (f.roleId) conds.push(eq(users.roleId, f.roleId));
  if (f.active) conds.push(eq(users.active, f.active === 'true'));
  const where = and(...conds);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ user: users, role: roles, customerId: customers.id })
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(customers, eq(customers.portalUserId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), users.username)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows.map((r) => toStaff(r.user, r.role, r.customerId)), total: Number(totalRow?.n ?? 0) };
}

export async function findUser(db: DbOrTx, id: string, kinds?: string[]): Promise<TStaff | null> {
  const [row] = await db
    .select({ user: users, role: roles, customerId: customers.id })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(customers, eq(customers.portalUserId, users.id))
    .where(and(eq(users.id, id), kinds ? inArray(users.kind, kinds) : undefined));
  return row ? toStaff(row.user, row.role, row.customerId) : null;
}

export async function findRole(db: DbOrTx, id: string) {
  const [r] = await db.select().from(roles).where(eq(roles.id, id));
  return r ?? null;
}

/** Roles a back-office account can hold (every role but Customer), for the staff form. */
export async function staffRoleOptions(db: DbOrTx) {
  return db
    .select({ id: roles.id, code: roles.code, nameVi: roles.nameVi, nameEn: roles.nameEn })
    .from(roles)
    .where(sql`${roles.code} <> 'CUSTOMER'`)
    .orderBy(roles.createdAt, roles.code);
}

/** Is this e-mail held by another account (case-insensitive, like the unique index)? */
export async function emailTaken(db: DbOrTx, email: string, exceptId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, sql`${users.id} <> ${exceptId}`))
    .limit(1);
  return rows.length > 0;
}
