import {
  type ActiveStatus,
  type BookingStatus,
  bookingNumberOf,
  EXCEPTION_REASON_LABELS,
  type ExceptionReason,
  isActiveStatus,
  type TBookingException,
  type TExceptionListQuery,
  type TRaiseExceptionRequest,
} from '@acf/shared';
import type { Db } from '../../db/client';
import { conflict, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import { applyTransition, changing } from '../bookings/bookings.service';
import * as repo from './operations.repository';

export { listExceptions } from './operations.repository';

/** Raises an exception: the booking enters EXCEPTION (from any active state) with the reason as its event. */
export async function raiseException(db: Db, input: TRaiseExceptionRequest, actor: Actor) {
  return changing(db, () =>
    db.transaction(async (tx) => {
      // A scanned piece label raises the exception on its booking (issue 35).
      const b = await repo.lockBooking(tx, { trackingNumber: bookingNumberOf(input.trackingNumber) });
      if (!b) throw fieldError('trackingNumber', 'checkpoint.unknown');
      if (!isActiveStatus(b.status as BookingStatus))
        throw conflict('exception.notActive', 'trackingNumber', { status: b.status });
      const label = EXCEPTION_REASON_LABELS[input.reason];
      const suffix = input.note ? `: ${input.note}` : '';
      await applyTransition(tx, b, 'EXCEPTION', actor, {
        place: '',
        note: '',
        notes: { vi: `${label.vi}${suffix}`, en: `${label.en}${suffix}` },
        // The typed note stays with staff; the customer reads the reason alone.
        visibility: input.note ? 'INTERNAL' : 'PUBLIC',
        publicNotes: label,
      });
      const id = await repo.insertException(tx, {
        bookingId: b.id,
        reason: input.reason,
        note: input.note,
        raisedBy: actor.userId,
      });
      return (await repo.findException(tx, id))!;
    }),
  );
}

/** Resolves an open exception: the booking goes back to the state it left. */
export async function resolveException(db: Db, id: string, note: string, actor: Actor) {
  return changing(db, () =>
    db.transaction(async (tx) => {
      const e = await repo.lockException(tx, id);
      if (!e) throw notFound('exception.notFound');
      if (e.resolvedAt) throw conflict('exception.alreadyResolved');
      const b = await repo.lockBooking(tx, { id: e.bookingId });
      if (
        b!.status === 'EXCEPTION' &&
        b!.exceptionFrom &&
        isActiveStatus(b!.exceptionFrom as BookingStatus)
      ) {
        const back = b!.exceptionFrom as ActiveStatus;
        const suffix = note ? `: ${note}` : '';
        await applyTransition(tx, b!, back, actor, {
          place: '',
          note: '',
          notes: { vi: `Đã xử lý sự cố${suffix}`, en: `Exception resolved${suffix}` },
          visibility: note ? 'INTERNAL' : 'PUBLIC',
          publicNotes: { vi: 'Đã xử lý sự cố', en: 'Exception resolved' },
        });
      }
      await repo.markExceptionResolved(tx, id, note, actor.userId);
      return (await repo.findException(tx, id))!;
    }),
  );
}
