import {
  type ActiveStatus,
  type BookingStatus,
  EXCEPTION_REASON_LABELS,
  type ExceptionReason,
  isActiveStatus,
  type TBookingException,
  type TExceptionListQuery,
  type TRaiseExceptionRequest,
} from '@acf/shared';
import { and, count, desc, eq, isNotNull, isNull, like } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { bookingExceptions, bookings } from '../../db/schema';
import { escapeLike } from '../../db/sql';
import { conflict, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import { applyTransition, changing } from '../bookings/bookings.service';

const columns = {
  id: bookingExceptions.id,
  bookingId: bookingExceptions.bookingId,
  trackingNumber: bookings.trackingNumber,
  bookingStatus: bookings.status,
  reason: bookingExceptions.reason,
  note: bookingExceptions.note,
  raisedAt: bookingExceptions.raisedAt,
  resolvedAt: bookingExceptions.resolvedAt,
  resolutionNote: bookingExceptions.resolutionNote,
};
type Row = { [K in keyof typeof columns]: unknown };
const toException = (r: Row): TBookingException => ({
  id: r.id as string,
  bookingId: r.bookingId as string,
  trackingNumber: r.trackingNumber as string,
  bookingStatus: r.bookingStatus as string,
  reason: r.reason as ExceptionReason,
  note: r.note as string,
  raisedAt: (r.raisedAt as Date).toISOString(),
  resolvedAt: r.resolvedAt ? (r.resolvedAt as Date).toISOString() : null,
  resolutionNote: (r.resolutionNote as string | null) ?? null,
});

async function one(db: DbOrTx, id: string) {
  const [r] = await db
    .select(columns)
    .from(bookingExceptions)
    .innerJoin(bookings, eq(bookings.id, bookingExceptions.bookingId))
    .where(eq(bookingExceptions.id, id));
  return r && toException(r);
}

export async function listExceptions(db: DbOrTx, q: TExceptionListQuery) {
  const where = and(
    q.status === 'open' ? isNull(bookingExceptions.resolvedAt) : isNotNull(bookingExceptions.resolvedAt),
    q.reason ? eq(bookingExceptions.reason, q.reason) : undefined,
    q.search ? like(bookings.trackingNumber, `${escapeLike(q.search)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(bookingExceptions)
      .innerJoin(bookings, eq(bookings.id, bookingExceptions.bookingId))
      .where(where)
      .orderBy(desc(bookingExceptions.raisedAt), desc(bookingExceptions.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(bookingExceptions)
      .innerJoin(bookings, eq(bookings.id, bookingExceptions.bookingId))
      .where(where),
  ]);
  return { rows: rows.map(toException), total: total?.n ?? 0 };
}

/** Raises an exception: the booking enters EXCEPTION (from any active state) with the reason as its event. */
export async function raiseException(db: Db, input: TRaiseExceptionRequest, actor: Actor) {
  return changing(db, () =>
    db.transaction(async (tx) => {
      const [b] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.trackingNumber, input.trackingNumber))
        .for('update');
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
      const [row] = await tx
        .insert(bookingExceptions)
        .values({ bookingId: b.id, reason: input.reason, note: input.note, raisedBy: actor.userId })
        .returning({ id: bookingExceptions.id });
      return (await one(tx, row!.id))!;
    }),
  );
}

/** Resolves an open exception: the booking goes back to the state it left. */
export async function resolveException(db: Db, id: string, note: string, actor: Actor) {
  return changing(db, () =>
    db.transaction(async (tx) => {
      const [e] = await tx.select().from(bookingExceptions).where(eq(bookingExceptions.id, id)).for('update');
      if (!e) throw notFound('exception.notFound');
      if (e.resolvedAt) throw conflict('exception.alreadyResolved');
      const [b] = await tx.select().from(bookings).where(eq(bookings.id, e.bookingId)).for('update');
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
      await tx
        .update(bookingExceptions)
        .set({ resolvedAt: new Date(), resolvedBy: actor.userId, resolutionNote: note })
        .where(eq(bookingExceptions.id, id));
      return (await one(tx, id))!;
    }),
  );
}
