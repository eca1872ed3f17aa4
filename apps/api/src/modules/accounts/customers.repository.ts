import type { TCustomer } from '@acf/shared';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, rowsOf } from '../../db/client';
import { customerCodeSeq, customers, rolePermissions, users } from '../../db/schema';
import { searchIn } from '../../db/sql';
import type { Actor } from '../../plugins/auth-markers';

const sales = alias(users, 'sales');
const portal = alias(users, 'portal');

/**
 * Data scope (PRODUCT §5): get_all_list_customer sees every customer; get_list_customer only
 * the customers assigned to the caller. Applied inside every query, so a customer outside the
 * scope is simply not found (404), never revealed by a 403.
 */
export function customerScope(actor: Actor): SQL | undefined {
  if (actor.permissions.has('get_all_list_customer')) return undefined;
  return eq(customers.salesUserId, actor.userId);
}

function selectCustomers(db: DbOrTx) {
  return db
    .select({
      c: customers,
      sales: { id: sales.id, username: sales.username, fullName: sales.fullName },
      portal: { id: portal.id, username: portal.username, fullName: portal.fullName },
    })
    .from(customers)
    .leftJoin(sales, eq(sales.id, customers.salesUserId))
    .leftJoin(portal, eq(portal.id, customers.portalUserId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectCustomers>['where']>>[number];

function toCustomer(r: Row): TCustomer {
  return {
    id: r.c.id,
    code: r.c.code,
    companyName: r.c.companyName,
    contactName: r.c.contactName,
    taxCode: r.c.taxCode,
    address: r.c.address,
    phone: r.c.phone,
    email: r.c.email,
    sales: r.sales?.id ? r.sales : null,
    inNetwork: r.c.inNetwork,
    discountPercent: Number(r.c.discountPercent),
    billingName: r.c.billingName,
    billingAddress: r.c.billingAddress,
    billingCycle: r.c.billingCycle,
    paymentTermsDays: r.c.paymentTermsDays,
    creditLimitVnd: r.c.creditLimitVnd === null ? null : Number(r.c.creditLimitVnd),
    portalUser: r.portal?.id ? r.portal : null,
    createdAt: r.c.createdAt.toISOString(),
  };
}

export async function listCustomers(
  db: DbOrTx,
  actor: Actor,
  q: { page: number; pageSize: number; search: string; salesUserId?: string },
): Promise<{ rows: TCustomer[]; total: number }> {
  const conds: (SQL | undefined)[] = [customerScope(actor)];
  conds.push(
    searchIn(q.search, [
      customers.code,
      customers.companyName,
      customers.contactName,
      customers.phone,
      customers.email,
      customers.taxCode,
    ]),
  );
  if (q.salesUserId) conds.push(eq(customers.salesUserId, q.salesUserId));
  const where = and(...conds);
  const [rows, [totalRow]] = await Promise.all([
    selectCustomers(db)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.code))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return { rows: rows.map(toCustomer), total: Number(totalRow?.n ?? 0) };
}

export async function findCustomer(db: DbOrTx, actor: Actor, id: string): Promise<TCustomer | null> {
  const [row] = await selectCustomers(db).where(and(eq(customers.id, id), customerScope(actor)));
  return row ? toCustomer(row) : null;
}

/** Active back-office users whose role may hold customers: the choices for "assigned sales". */
export async function salesUsers(db: DbOrTx) {
  return db
    .selectDistinct({ id: users.id, username: users.username, fullName: users.fullName })
    .from(users)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, users.roleId))
    .where(
      and(
        eq(users.active, true),
        inArray(users.kind, ['staff']),
        inArray(rolePermissions.permission, ['get_list_customer', 'get_all_list_customer']),
      ),
    )
    .orderBy(users.fullName, users.username);
}

export async function isSalesUser(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), sql`${users.kind} <> 'customer'`))
    .limit(1);
  return rows.length > 0;
}

/** The next customer code (KH + 6 digits) from the database sequence: never max + 1. */
export async function nextCustomerCode(db: DbOrTx): Promise<string> {
  const [row] = await rowsOf<{ n: string }>(
    db,
    sql`select nextval(${sql.raw(`'${customerCodeSeq.seqName}'`)}) as n`,
  );
  const n = Number(row!.n);
  return `KH${String(n).padStart(6, '0')}`;
}
