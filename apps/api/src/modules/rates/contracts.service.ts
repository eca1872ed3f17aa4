import type { TContract } from '@acf/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appSettings, customerContracts, rateCards } from '../../db/schema';
import { badRequest, type FieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import { findCustomer } from '../accounts/customers.repository';

/** The largest contract percentage a sales user gives without a manager, until a manager sets it. */
export const DEFAULT_SALES_MAX_PERCENT = 10;
const MAX_KEY = 'contracts.salesMaxPercent';

/** Those who see every customer (the manager) decide; a sales user proposes within the maximum. */
const decides = (actor: Actor) => actor.permissions.has('get_all_list_customer');

export async function salesMaxPercent(db: DbOrTx): Promise<number> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, MAX_KEY));
  return row ? Number(row.value) : DEFAULT_SALES_MAX_PERCENT;
}

export async function setSalesMaxPercent(db: DbOrTx, percent: number) {
  await db
    .insert(appSettings)
    .values({ key: MAX_KEY, value: String(percent) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: String(percent), updatedAt: sql`now()` } });
  return { salesMaxPercent: percent };
}

const toContract = (r: typeof customerContracts.$inferSelect) => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  carrier: r.carrier,
  service: r.service,
  rateCardId: r.rateCardId,
  percent: r.percent === null ? null : Number(r.percent),
  validFrom: r.validFrom,
  validTo: r.validTo,
  status: r.status,
});

async function scoped(db: DbOrTx, actor: Actor, customerId: string) {
  // The customer's scope (a sales user's own customers) is decided in its query.
  const customer = await findCustomer(db, actor, customerId);
  if (!customer) throw notFound('accounts.customerNotFound');
  return customer;
}

export async function listContracts(db: DbOrTx, actor: Actor, customerId: string) {
  await scoped(db, actor, customerId);
  const rows = await db
    .select()
    .from(customerContracts)
    .where(eq(customerContracts.customerId, customerId))
    .orderBy(customerContracts.validFrom, customerContracts.name);
  return { contracts: rows.map(toContract), salesMaxPercent: await salesMaxPercent(db) };
}

const same = (a: ReturnType<typeof toContract>, b: TContract) =>
  a.name === b.name &&
  a.kind === b.kind &&
  a.carrier === b.carrier &&
  a.service === b.service &&
  a.rateCardId === b.rateCardId &&
  a.percent === b.percent &&
  a.validFrom === b.validFrom &&
  a.validTo === b.validTo;

/**
 * Replaces a customer's contracts. A contract left as it was keeps its status. A manager's is
 * ACTIVE; a sales user's is ACTIVE when it is a percentage within the manager's maximum, and
 * otherwise waits for a manager (PENDING), as does any contract card a sales user links.
 */
export async function putContracts(db: DbOrTx, actor: Actor, customerId: string, contracts: TContract[]) {
  await scoped(db, actor, customerId);
  const errors: FieldError[] = [];
  contracts.forEach((c, i) => {
    if (c.kind === 'CARD' && (!c.rateCardId || !c.carrier))
      errors.push({ field: `contracts.${i}.rateCardId`, message: 'rates.contractCardNeeded' });
    if (c.kind === 'PERCENT' && c.percent === null)
      errors.push({ field: `contracts.${i}.percent`, message: 'validation.required' });
    if (c.validTo && c.validTo < c.validFrom)
      errors.push({ field: `contracts.${i}.validTo`, message: 'rates.contractEnds' });
  });
  const cardIds = contracts.flatMap((c) => (c.kind === 'CARD' && c.rateCardId ? [c.rateCardId] : []));
  const cards = cardIds.length ? await db.select().from(rateCards).where(inArray(rateCards.id, cardIds)) : [];
  contracts.forEach((c, i) => {
    if (c.kind !== 'CARD' || !c.rateCardId) return;
    const card = cards.find((x) => x.id === c.rateCardId);
    // A contract card is a SELL card of this customer, for the contract's carrier and service.
    if (
      !card ||
      card.kind !== 'SELL' ||
      card.customerId !== customerId ||
      card.carrier !== c.carrier ||
      card.service !== c.service
    )
      errors.push({ field: `contracts.${i}.rateCardId`, message: 'rates.contractCardWrong' });
  });
  if (errors.length) throw badRequest('error.validation', errors);
  const max = await salesMaxPercent(db);
  return db.transaction(async (tx) => {
    const existing = (
      await tx.select().from(customerContracts).where(eq(customerContracts.customerId, customerId))
    ).map(toContract);
    const kept = new Set<string>();
    for (const c of contracts) {
      const before = c.id ? existing.find((e) => e.id === c.id) : undefined;
      if (before && same(before, c)) {
        kept.add(before.id);
        continue;
      }
      const status =
        decides(actor) || (c.kind === 'PERCENT' && (c.percent ?? 0) <= max)
          ? ('ACTIVE' as const)
          : ('PENDING' as const);
      const values = {
        customerId,
        name: c.name,
        kind: c.kind,
        carrier: c.carrier,
        service: c.service,
        rateCardId: c.kind === 'CARD' ? c.rateCardId : null,
        percent: c.kind === 'PERCENT' && c.percent !== null ? String(c.percent) : null,
        validFrom: c.validFrom,
        validTo: c.validTo,
        status,
        createdBy: actor.userId,
        approvedBy: status === 'ACTIVE' ? actor.userId : null,
        approvedAt: status === 'ACTIVE' ? sql`now()` : null,
      };
      if (before) {
        await tx.update(customerContracts).set(values).where(eq(customerContracts.id, before.id));
        kept.add(before.id);
      } else {
        const [row] = await tx
          .insert(customerContracts)
          .values(values)
          .returning({ id: customerContracts.id });
        kept.add(row!.id);
      }
    }
    const gone = existing.filter((e) => !kept.has(e.id)).map((e) => e.id);
    if (gone.length) await tx.delete(customerContracts).where(inArray(customerContracts.id, gone));
    const rows = await tx
      .select()
      .from(customerContracts)
      .where(eq(customerContracts.customerId, customerId))
      .orderBy(customerContracts.validFrom, customerContracts.name);
    return { contracts: rows.map(toContract), salesMaxPercent: max };
  });
}

/** A manager approves a contract waiting for it. */
export async function approveContract(db: DbOrTx, actor: Actor, customerId: string, id: string) {
  await scoped(db, actor, customerId);
  const [row] = await db
    .update(customerContracts)
    .set({ status: 'ACTIVE', approvedBy: actor.userId, approvedAt: sql`now()` })
    .where(and(eq(customerContracts.id, id), eq(customerContracts.customerId, customerId)))
    .returning();
  if (!row) throw notFound('rates.contractNotFound');
  return toContract(row);
}
