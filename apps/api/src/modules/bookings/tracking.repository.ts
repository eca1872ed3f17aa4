import {
  type BookingStatus,
  isValidTrackingNumber,
  type Locale,
  STATUS_LABELS,
  STATUS_PUBLIC_TEXT,
  TIME_ZONE,
  type TTrackingResponse,
} from '@acf/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawPrepared } from '../../db/prepared';
import { bookings } from '../../db/schema';
import { t } from '../../i18n/messages';
import { type PiecesApart, piecesApartNote } from '../pieces/pieces.service';

/** Ho Chi Minh City has kept UTC+07:00 all year since 1975: no daylight saving to look up. */
const HCM_OFFSET_MS = 7 * 3_600_000;

/** ISO time with the Ho Chi Minh offset (e.g. 2026-11-21T09:30:00+07:00). */
export const hcmIso = (d: Date) =>
  `${new Date(d.getTime() + HCM_OFFSET_MS).toISOString().slice(0, 19)}+07:00`;

interface TrackedRow {
  trackingNumber: string;
  status: string;
  events: { status: string; place: string; noteVi: string; noteEn: string; time: string }[];
  apart: PiecesApart | null;
}

/**
 * The public lookup as one prepared statement: each number's status and its events, newest
 * first, with times already in Ho Chi Minh time, and where its pieces stand when some are
 * missing at its hand-over. It selects no personal column and no INTERNAL note.
 */
function lookupStatement(db: Db) {
  // Written out with an alias: inside a select list the builder leaves columns unqualified.
  // Rows as arrays (rawPrepared): tracking number, status, events, pieces apart.
  return rawPrepared(db, 'tracking_lookup', () =>
    db
      .select({
        trackingNumber: bookings.trackingNumber,
        status: bookings.status,
        events: sql<TrackedRow['events']>`coalesce((
          select json_agg(json_build_object(
              'status', ev.status, 'place', ev.place,
              'noteVi', case when ev.visibility = 'PUBLIC' then ev.note_vi else ev.public_vi end,
              'noteEn', case when ev.visibility = 'PUBLIC' then ev.note_en else ev.public_en end,
              'time', to_char(ev.occurred_at at time zone ${TIME_ZONE}, 'YYYY-MM-DD"T"HH24:MI:SS"+07:00"'))
            order by ev.occurred_at desc, ev.created_at desc)
          from booking_events ev where ev.booking_id = bookings.id
            -- An INTERNAL note never leaves the back office: the public text stands in for it,
            -- and an event with none is not shown at all.
            and (ev.visibility = 'PUBLIC' or ev.public_vi <> '')), '[]'::json)`,
        // Only a booking flagged as missing a piece reads its pieces: one lookup, no second trip.
        apart: sql<TrackedRow['apart']>`case when ${bookings.piecesMissing} then (
          select json_build_object(
              'seen', count(*) filter (where p.last_handover = bookings.handover),
              'of', count(*),
              'whereVi', max(p.last_where_vi) filter (where p.last_handover = bookings.handover),
              'whereEn', max(p.last_where_en) filter (where p.last_handover = bookings.handover))
          from booking_pieces p where p.booking_id = bookings.id) end`,
      })
      .from(bookings)
      // The numbers as a scalar subquery: the plan cannot depend on them, so PostgreSQL keeps one
      // generic plan per connection (the same unique-index lookup) instead of planning each call
      // (0.06 ms of planning for 0.03 ms of work).
      .where(sql`${bookings.trackingNumber} = any((select ${sql.placeholder('numbers')}::text[])::text[])`)
      .toSQL(),
  );
}

/** Public lookup: status and events only. Names, phones and addresses never leave here. */
export async function trackNumbers(db: Db, numbers: string[], locale: Locale): Promise<TTrackingResponse> {
  const valid = numbers.filter(isValidTrackingNumber);
  const found = valid.length ? await lookupStatement(db).rows({ numbers: valid }) : [];
  const byNumber = new Map<string, TrackedRow>(
    found.map((r) => [
      r[0] as string,
      {
        trackingNumber: r[0] as string,
        status: r[1] as string,
        events: r[2] as TrackedRow['events'],
        apart: r[3] as TrackedRow['apart'],
      },
    ]),
  );
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
          piecesNote: null,
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
        piecesNote: piecesApartNote(b.apart, locale),
        events: b.events.map((e) => ({
          time: e.time,
          status: e.status as BookingStatus,
          statusLabel: STATUS_LABELS[e.status as BookingStatus][locale],
          place: e.place,
          note:
            (locale === 'vi' ? e.noteVi : e.noteEn) || STATUS_PUBLIC_TEXT[e.status as BookingStatus][locale],
        })),
      };
    }),
  };
}
