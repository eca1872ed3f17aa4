import { Decimal } from 'decimal.js';

/**
 * One invoice line in đồng (ADR 030): the shipment's price before VAT in its own currency, at its
 * own exchange rate (1 for đồng), rounded half up to the whole đồng; the VAT of the line on that
 * rounded amount, rounded the same way. Each line is rounded once and on its own; an invoice's
 * totals are the sums of its lines, never a rounding of a sum.
 */
export interface LineInput {
  /** The price with VAT, in the price's currency (text or number as stored). */
  total: Decimal.Value;
  /** The VAT in the price's currency. */
  vat: Decimal.Value;
  currency: string;
  /** VND per unit of the currency; ignored for đồng. */
  fxRate: Decimal.Value | null;
  /** The VAT percentage (10 for 10 %). */
  vatRate: Decimal.Value | null;
}

export interface LineAmounts {
  /** Before VAT, in the price's currency. */
  amount: string;
  fxRate: string;
  amountVnd: number;
  vatRate: string;
  vatVnd: number;
  totalVnd: number;
}

export const roundDong = (v: Decimal.Value): Decimal =>
  new Decimal(v).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);

/** Null when a foreign price has no exchange rate (it cannot be invoiced in đồng). */
export function lineAmounts(input: LineInput): LineAmounts | null {
  const amount = new Decimal(input.total).minus(input.vat);
  const fx =
    input.currency === 'VND' ? new Decimal(1) : input.fxRate == null ? null : new Decimal(input.fxRate);
  if (!fx || fx.lte(0)) return null;
  const rate = new Decimal(input.vatRate ?? 0);
  const amountVnd = roundDong(amount.times(fx));
  const vatVnd = roundDong(amountVnd.times(rate).div(100));
  return {
    amount: amount.toFixed(2),
    fxRate: fx.toFixed(4),
    amountVnd: amountVnd.toNumber(),
    vatRate: rate.toFixed(2),
    vatVnd: vatVnd.toNumber(),
    totalVnd: amountVnd.plus(vatVnd).toNumber(),
  };
}

/** The totals of lines: sums of the rounded lines, and the VAT per rate. */
export function sumLines(
  lines: readonly Pick<LineAmounts, 'amountVnd' | 'vatRate' | 'vatVnd' | 'totalVnd'>[],
) {
  let amountVnd = new Decimal(0);
  let vatVnd = new Decimal(0);
  let totalVnd = new Decimal(0);
  const byRate = new Map<string, { amountVnd: Decimal; vatVnd: Decimal }>();
  for (const l of lines) {
    amountVnd = amountVnd.plus(l.amountVnd);
    vatVnd = vatVnd.plus(l.vatVnd);
    totalVnd = totalVnd.plus(l.totalVnd);
    const key = new Decimal(l.vatRate).toFixed(2);
    const r = byRate.get(key) ?? { amountVnd: new Decimal(0), vatVnd: new Decimal(0) };
    byRate.set(key, { amountVnd: r.amountVnd.plus(l.amountVnd), vatVnd: r.vatVnd.plus(l.vatVnd) });
  }
  return {
    amountVnd: amountVnd.toNumber(),
    vatVnd: vatVnd.toNumber(),
    totalVnd: totalVnd.toNumber(),
    vatByRate: [...byRate.entries()]
      .sort(([a], [b]) => new Decimal(a).comparedTo(new Decimal(b)))
      .map(([rate, r]) => ({
        vatRate: Number(rate),
        amountVnd: r.amountVnd.toNumber(),
        vatVnd: r.vatVnd.toNumber(),
      })),
  };
}
