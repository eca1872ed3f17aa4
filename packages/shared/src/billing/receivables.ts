import { z } from 'zod';
import { ZCustomerRef } from '../accounts/customers';
import { ZIsoDay } from '../api';

/** Issue "Billing" §3: what each customer still owes, aged by days past due. */
export const ZReceivablesQuery = z.object({
  /** The day the ages are counted at (Ho Chi Minh); today when left out. */
  asOf: ZIsoDay.optional(),
  customerId: z.uuid('validation.invalid').optional(),
});
export type TReceivablesQuery = z.infer<typeof ZReceivablesQuery>;

const buckets = {
  notDueVnd: z.number(),
  days1to30Vnd: z.number(),
  days31to60Vnd: z.number(),
  days61to90Vnd: z.number(),
  over90Vnd: z.number(),
  /** The sum of the buckets. */
  openVnd: z.number(),
  /** Payments no invoice took (a credit on account). */
  creditVnd: z.number(),
};

export const ZReceivablesRow = z.object({
  customer: ZCustomerRef,
  ...buckets,
});
export type TReceivablesRow = z.infer<typeof ZReceivablesRow>;

export const ZReceivablesResponse = z.object({
  asOf: z.string(),
  rows: z.array(ZReceivablesRow),
  totals: z.object(buckets),
});
export type TReceivablesResponse = z.infer<typeof ZReceivablesResponse>;
