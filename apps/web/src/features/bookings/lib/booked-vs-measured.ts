import type { TBooking } from '@acf/shared';

/** One line of "as booked / as measured": a weight (kg), a count or an amount (booking currency). */
export interface FigureLine {
  key: string;
  kind: 'kg' | 'count' | 'money';
  /** A message key of the bookings namespace, or a surcharge's own names. */
  label: { key: string } | { vi: string; en: string };
  booked: number;
  measured: number;
  /** measured − booked, rounded to the unit's precision; 0 when unchanged. */
  difference: number;
  /** Whether the difference means more to pay (a bigger discount means less). */
  costsMore: boolean;
}

const precision = { kg: 1000, count: 1, money: 100 } as const;
// `|| 0`: a difference rounded away is no difference, not a negative zero.
const round = (n: number, kind: FigureLine['kind']) => Math.round(n * precision[kind]) / precision[kind] || 0;
const pieceCount = (pieces: { quantity?: number | null }[]) =>
  pieces.reduce((n, p) => n + (p.quantity ?? 1), 0);

function line(
  key: string,
  kind: FigureLine['kind'],
  label: FigureLine['label'],
  booked: number,
  measured: number,
): FigureLine {
  const difference = round(measured - booked, kind);
  return {
    key,
    kind,
    label,
    booked,
    measured,
    difference,
    costsMore: key === 'discount' ? difference < 0 : difference > 0,
  };
}

/**
 * The booking's figures as booked beside the ones recomputed from the measured parcels, line by
 * line: pieces, weights, base fee, each surcharge (one booked but no longer due counts as 0
 * now, and a new one as 0 before), surcharges, discount and total. Empty until measured.
 */
export function bookedVsMeasured(b: TBooking): FigureLine[] {
  const was = b.booked;
  if (!was) return [];
  const lines: FigureLine[] = [
    line('pieces', 'count', { key: 'pieceCount' }, pieceCount(was.pieces), pieceCount(b.cargoLines)),
    line('actualWeight', 'kg', { key: 'actualWeight' }, was.actualWeight, b.actualWeight),
    line('volumetricWeight', 'kg', { key: 'volumetricWeight' }, was.volumetricWeight, b.volumetricWeight),
    line('chargeableWeight', 'kg', { key: 'chargeableWeight' }, was.chargeableWeight, b.chargeableWeight),
    line('baseFee', 'money', { key: 'baseFee' }, was.baseFee, b.price.baseFee),
  ];
  const codes = [...new Set([...was.surcharges, ...b.price.surcharges].map((s) => s.code))];
  for (const code of codes) {
    const before = was.surcharges.find((s) => s.code === code);
    const now = b.price.surcharges.find((s) => s.code === code);
    const names = (now ?? before)!;
    lines.push(
      line(
        `surcharge:${code}`,
        'money',
        { vi: names.nameVi, en: names.nameEn },
        before?.total ?? 0,
        now?.total ?? 0,
      ),
    );
  }
  lines.push(
    line('surchargeTotal', 'money', { key: 'surchargeTotal' }, was.surchargeTotal, b.price.surchargeTotal),
    line('discount', 'money', { key: 'discount' }, was.discount, b.price.discount),
    line('total', 'money', { key: 'total' }, was.total, b.price.total),
  );
  return lines;
}
