import {
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { belongsTo, idColumn, nowStamp, timestampsBy } from './columns';

/** One row per line and Ho Chi Minh day: the 2-digit daily sequence of manifest numbers. */
export const manifestDayCounters = pgTable(
  'manifest_day_counters',
  {
    line: text('line').notNull(),
    day: date('day').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.line, t.day] })],
);

/** A consolidation for one partner line: one master air waybill (or bill of lading) per flight. */
export const manifests = pgTable(
  'manifests',
  {
    id: idColumn(),
    number: text('number').notNull().unique(),
    line: text('line').notNull(),
    status: text('status').notNull().default('OPEN'),
    office: text('office').notNull(),
    mode: text('mode').notNull(),
    destinationCountry: text('destination_country').notNull(),
    destinationAirport: text('destination_airport').notNull(),
    flightNumber: text('flight_number').notNull().default(''),
    mawb: text('mawb'),
    mbl: text('mbl'),
    departureDate: date('departure_date'),
    eta: date('eta'),
    note: text('note').notNull().default(''),
    ...timestampsBy(),
  },
  (t) => [index('manifests_line_created_idx').on(t.line, t.createdAt.desc(), t.id.desc())],
);

/** A bag of a manifest (sealed, labelled, weighed): the shipments name their bag. */
export const manifestBags = pgTable(
  'manifest_bags',
  {
    id: idColumn(),
    manifestId: belongsTo(uuid('manifest_id'), () => manifests.id),
    number: text('number').notNull(),
    weightKg: numeric('weight_kg', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    createdAt: nowStamp('created_at'),
  },
  (t) => [uniqueIndex('manifest_bags_number_idx').on(t.manifestId, t.number)],
);

/** The shipments of a manifest. A booking is in at most one manifest (removal deletes the row). */
export const manifestShipments = pgTable(
  'manifest_shipments',
  {
    manifestId: belongsTo(uuid('manifest_id'), () => manifests.id),
    bookingId: belongsTo(uuid('booking_id'), () => bookings.id),
    addedAt: nowStamp('added_at'),
    bagId: uuid('bag_id').references(() => manifestBags.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.manifestId, t.bookingId] }),
    uniqueIndex('manifest_shipments_booking_idx').on(t.bookingId),
  ],
);

export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Proof-of-delivery images (photo, signature): private, served only to the line's staff and partner. */
export const podFiles = pgTable('pod_files', {
  id: idColumn(),
  line: text('line').notNull(),
  format: text('format').notNull(),
  /** Before issue 22 the image itself; now empty, the file being in the store at storage_key. */
  bytes: bytea('bytes'),
  /** The file in the store (`private/pod/<id>.<ext>`), read only through scoped routes. */
  storageKey: text('storage_key'),
  uploadedBy: uuid('uploaded_by'),
  createdAt: nowStamp('created_at'),
});

/** A shipment's proof of delivery, recorded by the partner agent (or staff) of its line. */
export const bookingDeliveries = pgTable(
  'booking_deliveries',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    manifestId: uuid('manifest_id').references(() => manifests.id, { onDelete: 'set null' }),
    receiverName: text('receiver_name').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    photoId: uuid('photo_id').references(() => podFiles.id),
    signatureId: uuid('signature_id').references(() => podFiles.id),
    deliveredBy: uuid('delivered_by'),
    createdAt: nowStamp('created_at'),
  },
  (t) => [index('booking_deliveries_delivered_idx').on(t.deliveredAt)],
);

/** A shipment's exception (customs hold, wrong address…): raised and resolved by the warehouse. */
export const bookingExceptions = pgTable(
  'booking_exceptions',
  {
    id: idColumn(),
    bookingId: belongsTo(uuid('booking_id'), () => bookings.id),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    raisedAt: nowStamp('raised_at'),
    raisedBy: uuid('raised_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by'),
    resolutionNote: text('resolution_note'),
    /** PIECE_MISSING: the piece a split left behind. */
    pieceId: text('piece_id'),
  },
  (t) => [index('booking_exceptions_open_idx').on(t.resolvedAt, t.raisedAt)],
);
