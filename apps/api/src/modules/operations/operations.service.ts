import {
  type BookingStatus,
  type Locale,
  RECEIVE_EVENTS,
  type TReceiveRequest,
  type TReceiveResponse,
} from '@acf/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/auth-markers';
import { applyTransitions, changing } from '../bookings/bookings.service';
import { handOver, type Outcome, readScan, whereText } from '../pieces/pieces.service';
import * as repo from './operations.repository';

/** The warehouse's receive is one hand-over, whichever request scans its pieces. */
const RECEIVE_HANDOVER = 'RECEIVE';

/** From pickup: only PICKED_UP. At the counter: a customer drops off a BOOKED/ASSIGNED booking. */
const RECEIVABLE: Record<TReceiveRequest['mode'], readonly BookingStatus[]> = {
  PICKUP: ['PICKED_UP'],
  COUNTER: ['BOOKED', 'ASSIGNED'],
};
/** A parcel in these has been received already: a second scan says so, not "cannot receive". */
const RECEIVED: readonly BookingStatus[] = ['IN_WAREHOUSE', 'MANIFESTED', 'IN_TRANSIT', 'DELIVERED'];

/**
 * Receives scanned parcels into the warehouse; every code gets its own answer, and every piece
 * too (`pieceScans`). A tracking number receives all of its booking's pieces, a piece id that
 * piece alone: the booking comes in with its first piece, and a piece scanned later, while the
 * booking is still at this hand-over, completes it (ADR 033).
 */
export async function receiveParcels(
  db: Db,
  input: TReceiveRequest,
  actor: Actor,
  locale: Locale = 'vi',
): Promise<TReceiveResponse> {
  const read = readScan(input.trackingNumbers);
  return changing(db, () =>
    db.transaction(async (tx) => {
      const rows = await repo.lockBookingsByTrackingNumbers(tx, [...read.groups.keys()]);
      const byNumber = new Map(rows.map((r) => [r.trackingNumber, r]));
      const toReceive: typeof rows = [];
      const outcomes = new Map<string, Outcome>();
      const results = new Map<string, TReceiveResponse['results'][number]['result']>();
      for (const n of read.groups.keys()) {
        const b = byNumber.get(n);
        if (!b) {
          results.set(n, 'unknown');
          continue;
        }
        const where = whereText(`RECEIVE.${b.office === 'NORTH' ? 'NORTH' : 'SOUTH'}`);
        if (RECEIVABLE[input.mode].includes(b.status as BookingStatus)) {
          toReceive.push(b);
          results.set(n, 'applied');
          outcomes.set(n, { kind: 'record', bookingId: b.id, where });
        } else if (RECEIVED.includes(b.status as BookingStatus)) {
          results.set(n, 'already_received');
          // Still at this hand-over: the pieces scanned now join the ones received before.
          outcomes.set(
            n,
            b.status === 'IN_WAREHOUSE' && b.handover === RECEIVE_HANDOVER
              ? { kind: 'record', bookingId: b.id, where }
              : { kind: 'already', bookingId: b.id },
          );
        } else {
          results.set(n, 'not_allowed');
          outcomes.set(n, { kind: 'not_allowed', bookingId: b.id, status: b.status });
        }
      }
      // The pieces first, then the whole trolley in one batch: a few statements, not a few per
      // parcel, and each received booking written once, its status with its hand-over.
      const at = new Date();
      const pieceScans = await handOver(
        tx,
        { kind: 'RECEIVE', key: RECEIVE_HANDOVER, at },
        actor,
        read,
        outcomes,
        locale,
        { setBy: new Set(toReceive.map((b) => b.id)) },
      );
      await applyTransitions(tx, toReceive, 'IN_WAREHOUSE', actor, {
        place: '',
        note: '',
        notes: RECEIVE_EVENTS[input.mode],
        handover: RECEIVE_HANDOVER,
      });
      return {
        results: read.codes.map((c) => {
          if (c.kind === 'invalid')
            return { trackingNumber: c.code, result: 'invalid' as const, status: null };
          const result = results.get(c.trackingNumber)!;
          const b = byNumber.get(c.trackingNumber);
          return {
            trackingNumber: c.code,
            result,
            status: result === 'applied' ? 'IN_WAREHOUSE' : (b?.status ?? null),
          };
        }),
        pieceScans,
      };
    }),
  );
}
