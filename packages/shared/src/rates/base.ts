import type { CargoUnit, ContainerType } from '../bookings/enums';
import type { BaseRate, GoodsKind, RateCardBody, RateMatrix } from './card';
import { Decimal } from './money';

export interface BaseInput {
  goods: GoodsKind;
  cargoUnit: CargoUnit;
  /** Already rounded up to the card's step. */
  chargeableWeight: Decimal.Value;
  /** m³, for CBM. */
  volume?: Decimal.Value;
  containers?: readonly { containerType?: ContainerType | null; quantity?: number | null }[];
}

/** Why a card gives no price: the weight is past its last row, or the zone has no cell. */
export type NoRate = { reason: 'OVER_MAX_WEIGHT'; maxKg: Decimal } | { reason: 'NO_PRICE' };

const dec = (s: string | undefined) => (s === undefined ? null : new Decimal(s));

/** The price of `weight` kg to `zone` in one matrix, before the minimum. */
export function matrixRate(m: RateMatrix, zone: string, weight: Decimal): BaseRate['how'] | NoRate {
  let top = new Decimal(0);
  // The price reached at `top`: the last UPTO row's, plus what ADD rows added since (an ADD row
  // cannot follow a per-kg band).
  let reached: Decimal | null = null;
  for (const row of m.rows) {
    const price = dec(row.prices[zone]);
    if (!price) return { reason: 'NO_PRICE' };
    if (row.type === 'UPTO') {
      const upTo = new Decimal(row.upTo);
      if (weight.lte(upTo)) return { type: 'UPTO', upTo, price };
      top = upTo;
      reached = price;
    } else if (row.type === 'ADD') {
      const upTo = new Decimal(row.upTo);
      const step = new Decimal(row.step);
      if (reached === null) return { reason: 'NO_PRICE' };
      if (weight.lte(upTo)) {
        const count = weight.minus(top).div(step).ceil().toNumber();
        return { type: 'ADD', firstUpTo: top, first: reached, count, step, price };
      }
      reached = reached.plus(price.times(upTo.minus(top).div(step).ceil()));
      top = upTo;
    } else {
      const to = row.to === null ? null : new Decimal(row.to);
      if (to === null || weight.lte(to)) return { type: 'PERKG', weight, perKg: price };
      top = to;
      reached = null;
    }
  }
  return { reason: 'OVER_MAX_WEIGHT', maxKg: top };
}

const amountOf = (how: BaseRate['how']): Decimal => {
  switch (how.type) {
    case 'UPTO':
      return how.price;
    case 'ADD':
      return how.first.plus(how.price.times(how.count));
    case 'PERKG':
      return how.weight.times(how.perKg);
    case 'CBM':
      return how.volume.times(how.perCbm);
    case 'CONT':
      return how.containers.reduce((s, c) => s.plus(c.price.times(c.quantity)), new Decimal(0));
  }
};

const isNoRate = (x: BaseRate['how'] | NoRate): x is NoRate => 'reason' in x;

/**
 * The card's price for a shipment to `zone`, unrounded: the documents matrix for documents when
 * the card has one and they are within its rows (the parcel matrix otherwise), per m³ for CBM (at least 1 m³), per container
 * for CONT; then the zone's minimum if it is more.
 */
export function baseRate(body: RateCardBody, zone: string, input: BaseInput): BaseRate | NoRate {
  let how: BaseRate['how'] | NoRate;
  if (input.cargoUnit === 'CBM') {
    const perCbm = dec(body.cbm?.[zone]);
    if (!perCbm) return { reason: 'NO_PRICE' };
    how = { type: 'CBM', volume: Decimal.max(1, new Decimal(input.volume ?? 0)), perCbm };
  } else if (input.cargoUnit === 'CONT') {
    const containers: { type: ContainerType; quantity: number; price: Decimal }[] = [];
    for (const c of input.containers ?? []) {
      if (!c.containerType) continue;
      const price = dec(body.containers?.[c.containerType]?.[zone]);
      if (!price) return { reason: 'NO_PRICE' };
      containers.push({ type: c.containerType, quantity: c.quantity ?? 1, price });
    }
    if (!containers.length) return { reason: 'NO_PRICE' };
    how = { type: 'CONT', containers };
  } else {
    const weight = new Decimal(input.chargeableWeight);
    const docs =
      input.goods === 'DOCUMENTS' && body.documents ? matrixRate(body.documents, zone, weight) : null;
    // Documents heavier than the documents rows go as a parcel.
    how =
      docs && !('reason' in docs && docs.reason === 'OVER_MAX_WEIGHT')
        ? docs
        : matrixRate(body.parcel, zone, weight);
  }
  if (isNoRate(how)) return how;
  const amount = amountOf(how);
  const min = dec(body.minimum?.[zone]);
  if (min?.gt(amount)) return { amount: min, how, minimum: min };
  return { amount, how, minimum: null };
}

/** The heaviest weight a matrix prices (null: its last band has no upper limit). */
export function matrixMaxKg(m: RateMatrix): Decimal | null {
  const last = m.rows.at(-1);
  if (!last) return new Decimal(0);
  if (last.type === 'PERKG') return last.to === null ? null : new Decimal(last.to);
  return new Decimal(last.upTo);
}
