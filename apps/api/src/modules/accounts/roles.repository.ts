import type { TRole } from '@acf/shared';
import { asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rolePermissions, roles, users } from '../../db/schema';
import { containsPattern } from '../../db/sql';

// Written with explicit aliases: drizzle leaves column names unqualified in a one-table select,
// where `"id"` inside a subquery would bind to the inner table.
const roleColumns = {
  role: roles,
  permissions: sql<string[] | null>`(
    select array_agg(rp.permission order by rp.permission)
    from ${rolePermissions} rp where rp.role_id = ${roles}.id)`,
  userCount: sql<number>`(select count(*) from ${users} u where u.role_id = ${roles}.id)`.mapWith(Number),
};

function toRole(r: {
  role: typeof roles.$inferSelect;
  permissions: string[] | null;
  userCount: number;
}): TRole {
  return {
    id: r.role.id,
    code: r.role.code,
    nameVi: r.role.nameVi,
    nameEn: r.role.nameEn,
    system: r.role.system,
    permissions: r.permissions ?? [],
    userCount: Number(r.userCount),
  };
}

/** Seeded roles first in their seeded order, then the ones added here, by name. */
export async function listRoles(db: DbOrTx, q: { page: number; pageSize: number; search: string }) {
  const where: SQL | undefined = q.search
    ? or(
        ilike(roles.code, containsPattern(q.search)),
        ilike(roles.nameVi, containsPattern(q.search)),
        ilike(roles.nameEn, containsPattern(q.search)),
      )
    : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(roleColumns)
      .from(roles)
      .where(where)
      .orderBy(sql`${roles.system} desc`, asc(roles.createdAt), asc(roles.code))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(roles).where(where),
  ]);
  return { rows: rows.map(toRole), total: Number(totalRow?.n ?? 0) };
}

export async function findRoleWithPermissions(db: DbOrTx, id: string): Promise<TRole | null> {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
  return row ? toRole(row) : null;
}
