import { Decimal } from 'decimal.js';
import type { Currency } from '../surcharges/types';

/**
 * Money in code is a Decimal (never a binary float) from the card's text to the rounded line;
 * a line is rounded once, half up, to its currency's minor unit: VND, JPY (stored JSP) and KRW
 * (stored WON) have none, the others two.
 */
export { Decimal };

export const MINOR_DIGITS: Record<Currency, number> = {
  VND: 0,
  USD: 2,
  JSP: 0,
  CAD: 2,
  EUR: 2,
  GBP: 2,
  SGD: 2,
  WON: 0,
};

/** The ISO code people see: the stored codes stay the seed's (`JSP`, `WON`). */
export const ISO_CURRENCY: Record<Currency, string> = {
  VND: 'VND',
  USD: 'USD',
  JSP: 'JPY',
  CAD: 'CAD',
  EUR: 'EUR',
  GBP: 'GBP',
  SGD: 'SGD',
  WON: 'KRW',
};

/** Rounds half up (away from zero) to the currency's minor unit. */
export function roundMinor(amount: Decimal.Value, currency: Currency): Decimal {
  return new Decimal(amount).toDecimalPlaces(MINOR_DIGITS[currency], Decimal.ROUND_HALF_UP);
}

/** A decimal as a JSON number once rounded (at most 2 decimals: exact enough for a double to carry). */
export const toAmount = (d: Decimal): number => d.toNumber();

/**
 * Reads a price typed by a person or a carrier's file: digits with at most one decimal mark,
 * a dot or a comma (the Vietnamese decimal mark), no thousands mark, not negative. Null when it
 * is not such a number.
 */
export function readPrice(value: unknown): Decimal | null {
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 ? new Decimal(String(value)) : null;
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (!/^\d+([.,]\d+)?$/.test(s)) return null;
  return new Decimal(s.replace(',', '.'));
}
