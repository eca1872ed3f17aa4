import {
  allocateOldestFirst,
  type TCreatePaymentRequest,
  type TPayment,
  type TPaymentListQuery,
  toPage,
} from '@acf/shared';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, type FieldError, fieldError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import * as repo from './payments.repository';

export function toPayment(r: repo.PaymentRow): TPayment {
  const allocations = (
    typeof r.allocations === 'string' ? JSON.parse(r.allocations) : (r.allocations ?? [])
  ) as {
    invoiceId: string;
    number: string;
    amountVnd: number | string;
  }[];
  const list = allocations.map((a) => ({
    invoiceId: a.invoiceId,
    number: a.number,
    amountVnd: Number(a.amountVnd),
  }));
  const amount = Number(r.amount_vnd);
  return {
    id: r.id,
    customer: { id: r.customer_id, code: r.customer_code, name: r.customer_name },
    date: r.paid_on,
    amountVnd: amount,
    method: r.method,
    reference: r.reference,
    allocations: list,
    unallocatedVnd: amount - list.reduce((n, a) => n + a.amountVnd, 0),
    createdAt: new Date(r.created_at).toISOString(),
  };
}

export async function listPayments(db: DbOrTx, q: TPaymentListQuery) {
  const { rows, total } = await repo.listPayments(db, q);
  return toPage(rows.map(toPayment), total, q);
}

/**
 * Records a payment inside the caller's transaction. The customer's row is locked first, so two
 * payments of one customer never allocate the same open amount twice. Given allocations must
 * name the customer's open invoices and stay within what each still owes and within the payment;
 * without them the payment pays the oldest due first. What is left is a credit on account.
 * `at` prefixes the fields named by a refusal (`payments.2.` for the import's third payment).
 */
async function recordPayment(tx: DbOrTx, input: TCreatePaymentRequest, actor: Actor, at = '') {
  if (!(await repo.lockCustomer(tx, input.customerId)))
    throw fieldError(`${at}customerId`, 'payment.customerUnknown');
  const open = await repo.openInvoices(tx, input.customerId);
  const openOf = new Map(open.map((o) => [o.id, Number(o.open_vnd)]));
  let allocations: { invoiceId: string; amountVnd: number }[];
  if (input.allocations) {
    const errors: FieldError[] = [];
    const seen = new Set<string>();
    let sum = 0;
    input.allocations.forEach((a, i) => {
      const owed = openOf.get(a.invoiceId);
      if (owed === undefined || seen.has(a.invoiceId))
        errors.push({ field: `${at}allocations.${i}.invoiceId`, message: 'payment.invoiceNotOpen' });
      else if (a.amountVnd > owed)
        errors.push({
          field: `${at}allocations.${i}.amountVnd`,
          message: 'payment.moreThanOpen',
          params: { open: owed },
        });
      seen.add(a.invoiceId);
      sum += a.amountVnd;
    });
    if (sum > input.amountVnd)
      errors.push({
        field: `${at}allocations`,
        message: 'payment.moreThanPaid',
        params: { amount: input.amountVnd },
      });
    if (errors.length) throw badRequest('error.validation', errors);
    allocations = input.allocations;
  } else {
    allocations = allocateOldestFirst(
      input.amountVnd,
      open.map((o) => ({ invoiceId: o.id, openVnd: Number(o.open_vnd) })),
    ).allocations;
  }
  const id = await repo.insertPayment(tx, {
    customerId: input.customerId,
    date: input.date,
    amountVnd: input.amountVnd,
    method: input.method,
    reference: input.reference,
    by: actor.userId,
  });
  await repo.insertAllocations(tx, id, allocations);
  return id;
}

/**
 * An over-payment's credit on account pays the customer's next invoice: when an invoice is issued
 * (inside its transaction), the payments that still hold a credit are allocated to it, oldest
 * first, up to what it owes. The customer's row is locked as a payment locks it, so a payment
 * recorded at the same moment never spends the same credit.
 */
export async function applyCreditOnAccount(
  tx: DbOrTx,
  customerId: string,
  invoiceId: string,
  owedVnd: number,
) {
  if (owedVnd <= 0) return;
  await repo.lockCustomer(tx, customerId);
  let left = owedVnd;
  for (const p of await repo.paymentsWithCredit(tx, customerId)) {
    if (left <= 0) break;
    const amountVnd = Math.min(left, Number(p.credit_vnd));
    await repo.insertAllocations(tx, p.id, [{ invoiceId, amountVnd }]);
    left -= amountVnd;
  }
}

export async function createPayment(db: Db, input: TCreatePaymentRequest, actor: Actor): Promise<TPayment> {
  const id = await db.transaction((tx) => recordPayment(tx, input, actor));
  return toPayment((await repo.findPayments(db, [id]))[0]!);
}

/** The bank import's confirmation: every payment the accountant accepted, all or nothing. */
export async function createPayments(
  db: Db,
  inputs: TCreatePaymentRequest[],
  actor: Actor,
): Promise<TPayment[]> {
  const ids = await db.transaction(async (tx) => {
    const made: string[] = [];
    for (const [i, input] of inputs.entries())
      made.push(await recordPayment(tx, input, actor, `payments.${i}.`));
    return made;
  });
  const rows = await repo.findPayments(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => toPayment(byId.get(id)!));
}
