import { z } from 'zod';
import { ZCustomerRef } from '../accounts/customers';
import { ZIsoDay, ZPage } from '../api';
import { wholeDong } from './dong';

/** Issue "Billing" §3: payments in đồng, allocated to invoices; what is left is a credit on account. */
export const PAYMENT_METHODS = ['BANK_TRANSFER', 'CASH'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const payDong = wholeDong(1);

export const ZPaymentListQuery = z.object({
  customerId: z.uuid('validation.invalid').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TPaymentListQuery = z.infer<typeof ZPaymentListQuery>;

export const ZAllocationInput = z.object({ invoiceId: z.uuid('validation.invalid'), amountVnd: payDong });

export const ZCreatePaymentRequest = z.object({
  customerId: z.uuid('validation.invalid'),
  date: ZIsoDay,
  amountVnd: payDong,
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().trim().max(100).default(''),
  /** Which invoices it pays and how much of each; without it, the oldest due first. */
  allocations: z.array(ZAllocationInput).max(1000).optional(),
});
export type TCreatePaymentRequest = z.infer<typeof ZCreatePaymentRequest>;

export const ZPayment = z.object({
  id: z.string(),
  customer: ZCustomerRef,
  date: z.string(),
  amountVnd: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  allocations: z.array(z.object({ invoiceId: z.string(), number: z.string(), amountVnd: z.number() })),
  /** What no invoice took: a credit on the customer's account. */
  unallocatedVnd: z.number(),
  createdAt: z.string(),
});
export type TPayment = z.infer<typeof ZPayment>;
export const ZPaymentPage = ZPage(ZPayment);

/** The bank statement import: proposals only (dryRun=1); the accountant confirms with `payments`. */
export const ZPaymentImportQuery = z.object({ dryRun: z.enum(['0', '1']).optional() });
export const ZPaymentImportConfirm = z.object({ payments: z.array(ZCreatePaymentRequest).min(1).max(1000) });
export type TPaymentImportConfirm = z.infer<typeof ZPaymentImportConfirm>;

export const PAYMENT_MATCHES = ['INVOICE_NUMBER', 'EXACT_AMOUNT', 'CUSTOMER_ONLY', 'NONE'] as const;
export const ZPaymentProposal = z.object({
  row: z.number().int(),
  date: z.string(),
  amountVnd: z.number(),
  reference: z.string(),
  description: z.string(),
  match: z.enum(PAYMENT_MATCHES),
  customer: ZCustomerRef.nullable(),
  invoice: z.object({ id: z.string(), number: z.string(), openVnd: z.number() }).nullable(),
  /** The payment to confirm, as POST /payments takes it (null: nothing could be matched). */
  payment: ZCreatePaymentRequest.nullable(),
});
export type TPaymentProposal = z.infer<typeof ZPaymentProposal>;
export const ZPaymentImportResponse = z.object({
  dryRun: z.boolean(),
  proposals: z.array(ZPaymentProposal),
  payments: z.array(ZPayment),
});
export type TPaymentImportResponse = z.infer<typeof ZPaymentImportResponse>;

/**
 * Oldest first: a payment pays the open invoices in the order given (oldest due date first), each
 * as far as it goes; what is left is a credit on account. Whole đồng in, whole đồng out.
 */
export function allocateOldestFirst(
  amountVnd: number,
  open: readonly { invoiceId: string; openVnd: number }[],
): { allocations: { invoiceId: string; amountVnd: number }[]; unallocatedVnd: number } {
  let left = amountVnd;
  const allocations: { invoiceId: string; amountVnd: number }[] = [];
  for (const inv of open) {
    if (left <= 0) break;
    if (inv.openVnd <= 0) continue;
    const take = Math.min(left, inv.openVnd);
    allocations.push({ invoiceId: inv.invoiceId, amountVnd: take });
    left -= take;
  }
  return { allocations, unallocatedVnd: left };
}

/** Invoice numbers in a bank transfer's description; banks often drop or replace the slashes. */
export function invoiceNumbersIn(description: string): string[] {
  const found = new Set<string>();
  for (const m of description.matchAll(/ACF[\s/_.-]*(\d{4})[\s/_.-]*(\d{6})/gi))
    found.add(`ACF/${m[1]}/${m[2]}`);
  return [...found];
}
