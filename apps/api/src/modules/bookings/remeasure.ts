import {
  type BookedFigures,
  bookingDay,
  type Price,
  type TPiece,
  type WeightDifference,
  type Weights,
  weightDifference,
} from '@acf/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookingHistory, bookings } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import type { BookingRow } from './bookings.repository';
import { type PricingInput, priceColumns, priceShipment } from './surcharge-pricing';

/** The figures of a booking as it was booked (before anyone measured its parcels). */
export function bookedFigures(b: BookingRow): BookedFigures {
  return (
    b.booked ?? {
      pieces: b.pieces,
      actualWeight: Number(b.actualWeight),
      volumetricWeight: Number(b.volumetricWeight),
      chargeableWeight: Number(b.chargeableWeight),
      volume: Number(b.volume),
      baseFee: Number(b.baseFee),
      surcharges: b.surcharges,
      surchargeTotal: Number(b.surchargeTotal),
      discount: Number(b.discount),
      total: Number(b.total),
    }
  );
}

export interface Remeasured {
  row: BookingRow;
  booked: BookedFigures;
  weights: Weights;
  price: Price;
  difference: WeightDifference;
}

/**
 * CBM pieces are billed by volume: a measured piece gives it or its three sides. Containers
 * are billed per container, so their pieces keep the type booked.
 */
function normalise(b: BookingRow, pieces: TPiece[]): TPiece[] {
  if (b.cargoUnit === 'CBM')
    return pieces.map((p, i) => {
      if (p.volume != null) return p;
      if (p.length && p.width && p.height)
        return { ...p, volume: (p.length * p.width * p.height) / 1_000_000 };
      throw fieldError(`pieces.${i}.volume`, 'validation.required');
    });
  if (b.cargoUnit === 'CONT') {
    const types = b.pieces.map((p) => p.containerType).filter(Boolean);
    return pieces.map((p, i) => ({ ...p, containerType: p.containerType ?? types[i] ?? types[0] ?? null }));
  }
  return pieces;
}

/**
 * Records the parcels as measured (at pickup or in the warehouse) on a locked booking row:
 * the pieces, weights, surcharges and price are recomputed with the shared engine and the fee
 * master data, at the booking's own discount. The figures as booked are kept the first time
 * (`booked`), so every later measurement is compared with what the customer booked. Each
 * changed figure is an audit row.
 */
export async function remeasureBooking(
  tx: Tx,
  b: BookingRow,
  measured: TPiece[],
  actor: Actor,
  now: Date = new Date(),
): Promise<Remeasured> {
  const booked = bookedFigures(b);
  const pieces = normalise(b, measured);
  const input = {
    service: b.service,
    carrier: b.carrier,
    cargoUnit: b.cargoUnit,
    pieces,
    sender: b.sender,
    receiver: b.receiver,
    documents: b.customs?.contents === 'DOCUMENTS',
  } as PricingInput;
  // By the card that priced the booking, on the day it was booked, at its own discount.
  const priced = await priceShipment(tx, input, {
    day: bookingDay(b.createdAt),
    customer: { id: b.customerId, discountPercent: Number(b.discountPercent) },
    pinCardId: b.rateCardId,
  });
  const { weights, price } = priced;
  const [row] = await tx
    .update(bookings)
    .set({
      pieces,
      actualWeight: weights.actualWeight,
      volumetricWeight: weights.volumetricWeight,
      chargeableWeight: weights.chargeableWeight,
      volume: weights.volume,
      ...priceColumns(priced),
      booked,
      measuredAt: now,
      measuredBy: actor.userId,
      updatedAt: now,
      updatedBy: actor.userId,
    })
    .where(eq(bookings.id, b.id))
    .returning();
  const audit = [
    ['pieces', JSON.stringify(b.pieces), JSON.stringify(pieces)],
    ['chargeableWeight', String(Number(b.chargeableWeight)), String(weights.chargeableWeight)],
    ['price.surchargeTotal', String(Number(b.surchargeTotal)), String(price.surchargeTotal)],
    ['price.total', String(Number(b.total)), String(price.total)],
  ].filter(([, before, after]) => before !== after);
  if (audit.length)
    await tx.insert(bookingHistory).values(
      audit.map(([field, before, after]) => ({
        bookingId: b.id,
        field: field!,
        before: before!,
        after: after!,
        userId: actor.userId,
        at: now,
      })),
    );
  return {
    row: row!,
    booked,
    weights,
    price,
    difference: weightDifference(booked.chargeableWeight, weights.chargeableWeight),
  };
}
