import { z } from 'zod';

/**
 * The credit rule (issue "Billing" §3), in one place: a booking is held when the customer's open
 * amount (issued invoices not yet paid, less its credit on account) plus the booking's price in đồng
 * would pass its credit limit, or when one of its invoices is more than 30 days past due. A
 * customer without a limit is held only for an overdue invoice.
 */
export const CREDIT_OVERDUE_DAYS = 30;

export interface CreditFigures {
  /** Open amount of its issued invoices, in đồng. */
  openVnd: number;
  /** Payments not allocated to any invoice (reduces what it owes). */
  creditVnd: number;
  /** Null: no limit. */
  limitVnd: number | null;
  /** The new booking's price in đồng (null when it has none: only overdue invoices count then). */
  priceVnd: number | null;
  /** The open amount of its invoices more than 30 days past due. */
  overdueVnd: number;
}

export const CREDIT_HOLD_REASONS = ['LIMIT', 'OVERDUE'] as const;
export type CreditHoldReason = (typeof CREDIT_HOLD_REASONS)[number];

export function creditDecision(f: CreditFigures): {
  hold: boolean;
  reasons: CreditHoldReason[];
  exposureVnd: number;
} {
  const exposureVnd = Math.max(0, f.openVnd - f.creditVnd) + (f.priceVnd ?? 0);
  const reasons: CreditHoldReason[] = [];
  // "Would pass": reaching the limit exactly is still within it.
  if (f.limitVnd !== null && exposureVnd > f.limitVnd) reasons.push('LIMIT');
  if (f.overdueVnd > 0) reasons.push('OVERDUE');
  return { hold: reasons.length > 0, reasons, exposureVnd };
}

/** What a held booking says: why, with the amounts, and whether a manager released it. */
export const ZCreditHold = z.object({
  held: z.boolean(),
  reasons: z.array(z.enum(CREDIT_HOLD_REASONS)),
  /** The warning in the caller's language, naming the amounts. */
  message: z.string(),
  openVnd: z.number(),
  creditVnd: z.number(),
  priceVnd: z.number().nullable(),
  limitVnd: z.number().nullable(),
  overdueVnd: z.number(),
  releasedAt: z.string().nullable(),
});
export type TCreditHold = z.infer<typeof ZCreditHold>;

/** What a held booking keeps of the check that held it. */
export interface CreditHoldInfo {
  reasons: CreditHoldReason[];
  openVnd: number;
  creditVnd: number;
  priceVnd: number | null;
  limitVnd: number | null;
  overdueVnd: number;
}
