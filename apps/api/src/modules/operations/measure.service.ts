import {
  type BookingStatus,
  bookingNumberOf,
  MEASURABLE_STATUSES,
  type TMeasureRequest,
  type TMeasureResult,
  type TParcel,
} from '@acf/shared';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import { changing } from '../bookings/bookings.service';
import { bookedFigures, remeasureBooking } from '../bookings/remeasure';
import * as repo from './operations.repository';

const measurable = (s: string) => (MEASURABLE_STATUSES as readonly string[]).includes(s as BookingStatus);

/** A parcel by its scanned number (the weigh-and-measure form starts from a scan). */
export async function findParcel(db: DbOrTx, trackingNumber: string): Promise<TParcel> {
  // A scanned piece label finds its booking (issue 35).
  const b = await repo.bookingByTrackingNumber(db, bookingNumberOf(trackingNumber));
  if (!b) throw notFound('checkpoint.unknown');
  return {
    id: b.id,
    trackingNumber: b.trackingNumber,
    status: b.status as TParcel['status'],
    carrier: b.carrier,
    office: b.office,
    cargoUnit: b.cargoUnit as TParcel['cargoUnit'],
    receiverName: b.receiverName,
    receiverCountry: b.receiverCountry,
    pieces: b.pieces,
    chargeableWeight: Number(b.chargeableWeight),
    bookedChargeableWeight: bookedFigures(b).chargeableWeight,
    measuredAt: b.measuredAt ? b.measuredAt.toISOString() : null,
  };
}

/**
 * Weighs and measures a parcel in the warehouse: the shared recompute (weights, surcharges,
 * price; the booked figures kept) on the locked row, answered with the difference flagged past
 * 0.5 kg / 5 %. Only a parcel in the warehouse (or picked up, on its way in) can be measured.
 */
export async function measureParcel(
  db: Db,
  bookingId: string,
  input: TMeasureRequest,
  actor: Actor,
): Promise<TMeasureResult> {
  return changing(db, () =>
    db.transaction(async (tx) => {
      const b = await repo.lockBooking(tx, { id: bookingId });
      if (!b) throw notFound();
      if (!measurable(b.status))
        throw conflict('operations.notMeasurable', 'bookingId', { status: b.status });
      // Parcels billed by weight need their three sides for the volumetric weight.
      if (b.cargoUnit === 'CM_KG')
        input.pieces.forEach((p, i) => {
          for (const side of ['length', 'width', 'height'] as const)
            if (!p[side]) throw fieldError(`pieces.${i}.${side}`, 'validation.required');
        });
      const m = await remeasureBooking(tx, b, input.pieces, actor);
      return {
        id: m.row.id,
        trackingNumber: m.row.trackingNumber,
        status: m.row.status as TMeasureResult['status'],
        cargoUnit: m.row.cargoUnit as TMeasureResult['cargoUnit'],
        pieces: m.row.pieces,
        actualWeight: m.weights.actualWeight,
        volumetricWeight: m.weights.volumetricWeight,
        chargeableWeight: m.weights.chargeableWeight,
        volume: m.weights.volume,
        price: m.price,
        booked: m.booked,
        difference: m.difference,
        measuredAt: m.row.measuredAt!.toISOString(),
      };
    }),
  );
}
