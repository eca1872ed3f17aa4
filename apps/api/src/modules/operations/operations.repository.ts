import type { ExceptionReason, TBookingException, TExceptionListQuery } from '@acf/shared';
import { and, count, desc, eq, inArray, isNotNull, isNull, like } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { bookingExceptions, bookings } from '../../db/schema';
import { escapeLike } from '../../db/sql';

/** The warehouse's reads and writes: parcels by scanned number, and booking exceptions. */

export async function bookingByTrackingNumber(db: DbOrTx, trackingNumber: string) {
  const [b] = await db.select().from(bookings).where(eq(bookings.trackingNumber, trackingNumber));
  return b;
}

/** Locks one booking row for a change (null when it does not exist). */
export async function lockBooking(tx: Tx, where: { id: string } | { trackingNumber: string }) {
  const [b] = await tx
    .select()
    .from(bookings)
    .where('id' in where ? eq(bookings.id, where.id) : eq(bookings.trackingNumber, where.trackingNumber))
    .for('update');
  return b;
}

/** Locks the bookings of scanned numbers, in id order (two scanners cannot deadlock). */
export async function lockBookingsByTrackingNumbers(tx: Tx, numbers: string[]) {
  if (!numbers.length) return [];
  return tx
    .select()
    .from(bookings)
    .where(inArray(bookings.trackingNumber, numbers))
    .orderBy(bookings.id)
    .for('update');
}

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

export async function findException(db: DbOrTx, id: string) {
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

export async function insertException(
  tx: Tx,
  values: { bookingId: string; reason: ExceptionReason; note: string; raisedBy: string },
) {
  const [row] = await tx.insert(bookingExceptions).values(values).returning({ id: bookingExceptions.id });
  return row!.id;
}

export async function lockException(tx: Tx, id: string) {
  const [e] = await tx.select().from(bookingExceptions).where(eq(bookingExceptions.id, id)).for('update');
  return e;
}

export async function markExceptionResolved(tx: Tx, id: string, note: string, by: string) {
  await tx
    .update(bookingExceptions)
    .set({ resolvedAt: new Date(), resolvedBy: by, resolutionNote: note })
    .where(eq(bookingExceptions.id, id));
}
