import type { BookingCarrier, Service } from '../bookings/enums';
import type { Currency } from '../surcharges/types';

export const CONTRACT_KINDS = ['CARD', 'PERCENT'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** PENDING: above the sales maximum, waiting for a manager; only ACTIVE contracts price. */
export const CONTRACT_STATUSES = ['PENDING', 'ACTIVE'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export interface ContractTerm {
  id: string;
  /** Shown on the quote and the booking ("HĐ-2027-01"). */
  name: string;
  kind: ContractKind;
  /** A CARD contract is for one carrier; a PERCENT one may be for every carrier of its service. */
  carrier: BookingCarrier | null;
  service: Service;
  rateCardId: string | null;
  percent: string | null;
  validFrom: string;
  validTo: string | null;
  status: ContractStatus;
}

export type PricingTerms =
  | { source: 'CONTRACT_CARD'; contract: ContractTerm; rateCardId: string }
  | { source: 'CONTRACT_PERCENT'; contract: ContractTerm; percent: string }
  | { source: 'STANDARD'; percent: string };

/**
 * How a customer's booking is priced (ADR 027): its contract's own card, else its contract's
 * percentage off the standard card, else the standard card less the customer's own discount.
 * A contract replaces the customer's discount; the two never add up. Among contracts of the same
 * kind, one for the carrier beats one for every carrier, then the latest start.
 */
export function pricingTerms(
  contracts: readonly ContractTerm[],
  at: { carrier: BookingCarrier; service: Service; day: string },
  customerDiscountPercent: string | number,
): PricingTerms {
  const live = contracts.filter(
    (c) =>
      c.status === 'ACTIVE' &&
      c.service === at.service &&
      (c.carrier === null || c.carrier === at.carrier) &&
      c.validFrom <= at.day &&
      (c.validTo === null || c.validTo >= at.day),
  );
  const best = (kind: ContractKind) =>
    live
      .filter((c) => c.kind === kind)
      .sort(
        (a, b) =>
          Number(b.carrier !== null) - Number(a.carrier !== null) || b.validFrom.localeCompare(a.validFrom),
      )[0];
  const card = best('CARD');
  if (card?.rateCardId) return { source: 'CONTRACT_CARD', contract: card, rateCardId: card.rateCardId };
  const pct = best('PERCENT');
  if (pct?.percent) return { source: 'CONTRACT_PERCENT', contract: pct, percent: pct.percent };
  return { source: 'STANDARD', percent: String(customerDiscountPercent) };
}

export interface FxRate {
  day: string;
  currency: Currency;
  /** VND per unit, as text. */
  vndPerUnit: string;
}

/**
 * Of the rows that `match`, the one whose `start` (a YYYY-MM-DD day) is latest on or before
 * `day` (the first of equals); null if none.
 */
function latestOn<K extends string, T extends Record<K, string>>(
  rows: readonly T[],
  day: string,
  start: K,
  match: (row: T) => boolean,
): T | null {
  let best: T | null = null;
  for (const r of rows) if (match(r) && r[start] <= day && (!best || r[start] > best[start])) best = r;
  return best;
}

/** The rate of `currency` on `day`, or the latest earlier one (which says its own day); null if none. */
export function fxOn(rates: readonly FxRate[], currency: Currency, day: string): FxRate | null {
  return latestOn(rates, day, 'day', (r) => r.currency === currency);
}

export const VAT_KINDS = ['INTERNATIONAL', 'DOMESTIC'] as const;
export type VatKind = (typeof VAT_KINDS)[number];

export interface VatRate {
  kind: VatKind;
  percent: string;
  validFrom: string;
}

/** The VAT rate of a service kind on a day: the latest that started by then; null if none. */
export function vatOn(rates: readonly VatRate[], kind: VatKind, day: string): VatRate | null {
  return latestOn(rates, day, 'validFrom', (r) => r.kind === kind);
}
