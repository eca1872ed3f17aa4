import {
  type BookingStatus,
  isValidTrackingNumber,
  type Locale,
  STATUS_LABELS,
  TIME_ZONE,
  type TTrackingResponse,
} from '@acf/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingEvents, bookings } from '../../db/schema';
import { t } from '../../i18n/messages';

dayjs.extend(utc);
dayjs.extend(timezone);

/** ISO time with the Ho Chi Minh offset (e.g. 2026-11-21T09:30:00+07:00). */
export const hcmIso = (d: Date) => dayjs(d).tz(TIME_ZONE).format('YYYY-MM-DDTHH:mm:ssZ');

/**
 * Public lookup: status and events only. Names, phones and addresses never leave here, so the
 * query selects no personal column at all.
 */
export async function trackNumbers(db: Db, numbers: string[], locale: Locale): Promise<TTrackingResponse> {
  const valid = numbers.filter(isValidTrackingNumber);
  const found = valid.length
    ? await db
        .select({ id: bookings.id, trackingNumber: bookings.trackingNumber, status: bookings.status })
        .from(bookings)
        .where(inArray(bookings.trackingNumber, valid))
    : [];
  const events = found.length
    ? await db
        .select({
          bookingId: bookingEvents.bookingId,
          status: bookingEvents.status,
          place: bookingEvents.place,
          noteVi: bookingEvents.noteVi,
          noteEn: bookingEvents.noteEn,
          occurredAt: bookingEvents.occurredAt,
        })
        .from(bookingEvents)
        .where(
          inArray(
            bookingEvents.bookingId,
            found.map((f) => f.id),
          ),
        )
    : [];
  const byNumber = new Map(found.map((f) => [f.trackingNumber, f]));
  return {
    results: numbers.map((n) => {
      const valid = isValidTrackingNumber(n);
      const b = valid ? byNumber.get(n) : undefined;
      if (!b)
        return {
          trackingNumber: n,
          found: false,
          valid,
          status: null,
          statusLabel: null,
          message: t(locale, valid ? 'tracking.notFound' : 'tracking.invalid'),
          events: [],
        };
      const status = b.status as BookingStatus;
      return {
        trackingNumber: n,
        found: true,
        valid: true,
        status,
        statusLabel: STATUS_LABELS[status][locale],
        message: null,
        events: events
          .filter((e) => e.bookingId === b.id)
          .sort((a, z) => z.occurredAt.getTime() - a.occurredAt.getTime())
          .map((e) => ({
            time: hcmIso(e.occurredAt),
            status: e.status as BookingStatus,
            statusLabel: STATUS_LABELS[e.status as BookingStatus][locale],
            place: e.place,
            note: locale === 'vi' ? e.noteVi : e.noteEn,
          })),
      };
    }),
  };
}
