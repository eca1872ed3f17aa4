import {
  type BookingStatus,
  isValidTrackingNumber,
  RECEIVE_EVENTS,
  type TReceiveRequest,
  type TReceiveResponse,
} from '@acf/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth-markers';
import { applyTransitions, changing } from '../bookings/bookings.service';
import * as repo from './operations.repository';

/** From pickup: only PICKED_UP. At the counter: a customer drops off a BOOKED/ASSIGNED booking. */
const RECEIVABLE: Record<TReceiveRequest['mode'], readonly BookingStatus[]> = {
  PICKUP: ['PICKED_UP'],
  COUNTER: ['BOOKED', 'ASSIGNED'],
};
/** A parcel in these has been received already: a second scan says so, not "cannot receive". */
const RECEIVED: readonly BookingStatus[] = ['IN_WAREHOUSE', 'MANIFESTED', 'IN_TRANSIT', 'DELIVERED'];

/** Receives scanned parcels into the warehouse; every number gets its own answer. */
export async function receiveParcels(
  db: Db,
  input: TReceiveRequest,
  actor: Actor,
): Promise<TReceiveResponse> {
  const numbers = [...new Set(input.trackingNumbers)];
  const valid = numbers.filter(isValidTrackingNumber);
  return changing(db, () =>
    db.transaction(async (tx) => {
      const rows = await repo.lockBookingsByTrackingNumbers(tx, valid);
      const byNumber = new Map(rows.map((r) => [r.trackingNumber, r]));
      const results: TReceiveResponse['results'] = [];
      const toReceive: typeof rows = [];
      for (const n of numbers) {
        if (!isValidTrackingNumber(n)) {
          results.push({ trackingNumber: n, result: 'invalid', status: null });
          continue;
        }
        const b = byNumber.get(n);
        if (!b) {
          results.push({ trackingNumber: n, result: 'unknown', status: null });
          continue;
        }
        if (!RECEIVABLE[input.mode].includes(b.status as BookingStatus)) {
          const result = RECEIVED.includes(b.status as BookingStatus) ? 'already_received' : 'not_allowed';
          results.push({ trackingNumber: n, result, status: b.status });
          continue;
        }
        toReceive.push(b);
        results.push({ trackingNumber: n, result: 'applied', status: 'IN_WAREHOUSE' });
      }
      // The whole trolley in one batch: a few statements, not a few per parcel.
      await applyTransitions(tx, toReceive, 'IN_WAREHOUSE', actor, {
        place: '',
        note: '',
        notes: RECEIVE_EVENTS[input.mode],
      });
      return { results };
    }),
  );
}
