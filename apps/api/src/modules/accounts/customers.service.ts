import type { TUpdateCustomerRequest, ZCreateCustomerRequest } from '@acf/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema';
import { pgCode } from '../../db/sql';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import { customerScope, findCustomer, isSalesUser, nextCustomerCode } from './customers.repository';

/**
 * Who a customer is assigned to. A sales user without get_all_list_customer always owns what
 * they create and cannot hand a customer to someone else (it would leave their own scope).
 */
async function resolveSales(
  db: DbOrTx,
  actor: Actor,
  requested: string | null | undefined,
  current?: string | null,
) {
  const seesAll = actor.permissions.has('get_all_list_customer');
  if (!seesAll) return current === undefined ? actor.userId : undefined;
  if (requested === undefined) return current === undefined ? null : undefined;
  if (requested === null) return null;
  if (!(await isSalesUser(db, requested))) throw fieldError('salesUserId', 'accounts.salesUnknown');
  return requested;
}

export async function createCustomer(
  db: DbOrTx,
  input: z.output<typeof ZCreateCustomerRequest>,
  actor: Actor,
) {
  const salesUserId = await resolveSales(db, actor, input.salesUserId);
  const id = await db.transaction(async (tx) => {
    const [c] = await tx
      .insert(customers)
      .values({
        code: await nextCustomerCode(tx),
        companyName: input.companyName,
        contactName: input.contactName,
        taxCode: input.taxCode,
        address: input.address,
        phone: input.phone,
        email: input.email ?? null,
        salesUserId: salesUserId ?? null,
        inNetwork: input.inNetwork,
        discountPercent: input.discountPercent,
        billingName: input.billingName,
        billingAddress: input.billingAddress,
        billingCycle: input.billingCycle,
        paymentTermsDays: input.paymentTermsDays,
        creditLimitVnd: input.creditLimitVnd,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      })
      .returning({ id: customers.id });
    return c!.id;
  });
  return (await findCustomer(db, actor, id))!;
}

export async function updateCustomer(db: DbOrTx, id: string, input: TUpdateCustomerRequest, actor: Actor) {
  const current = await findCustomer(db, actor, id);
  if (!current) throw notFound('accounts.customerNotFound');
  const salesUserId = await resolveSales(db, actor, input.salesUserId, current.sales?.id ?? null);
  await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({
        companyName: input.companyName,
        contactName: input.contactName,
        taxCode: input.taxCode === undefined ? undefined : (input.taxCode ?? null),
        address: input.address === undefined ? undefined : (input.address ?? null),
        phone: input.phone === undefined ? undefined : (input.phone ?? null),
        email: input.email === undefined ? undefined : (input.email ?? null),
        salesUserId,
        inNetwork: input.inNetwork,
        discountPercent: input.discountPercent === undefined ? undefined : Number(input.discountPercent),
        billingName: input.billingName === undefined ? undefined : (input.billingName ?? null),
        billingAddress: input.billingAddress === undefined ? undefined : (input.billingAddress ?? null),
        billingCycle: input.billingCycle,
        paymentTermsDays: input.paymentTermsDays === undefined ? undefined : Number(input.paymentTermsDays),
        creditLimitVnd:
          input.creditLimitVnd === undefined
            ? undefined
            : input.creditLimitVnd === null
              ? null
              : Number(input.creditLimitVnd),
        updatedAt: new Date(),
        updatedBy: actor.userId,
      })
      .where(and(eq(customers.id, id), customerScope(actor)));
  });
  return (await findCustomer(db, actor, id))!;
}

export async function deleteCustomer(db: DbOrTx, id: string, actor: Actor) {
  const current = await findCustomer(db, actor, id);
  if (!current) throw notFound('accounts.customerNotFound');
  await db
    .transaction(async (tx) => {
      await tx.delete(customers).where(and(eq(customers.id, id), customerScope(actor)));
    })
    .catch((err) => {
      // Bookings or statements still point at this customer.
      if (pgCode(err) === '23503') throw new AppError('CONFLICT', 409, 'accounts.inUse');
      throw err;
    });
}
