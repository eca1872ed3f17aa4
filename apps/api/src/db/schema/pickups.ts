import type { TPickupLocation, TPiece } from '@acf/shared';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';
import { belongsTo, idColumn, measure, nowStamp } from './columns';
import { bytea } from './manifests';

/**
 * Photos and signatures taken at pickup: private, re-encoded to WebP ≤ 1600 px without metadata,
 * served only to their uploader and to the pickup managers.
 */
export const pickupFiles = pgTable(
  'pickup_files',
  {
    id: idColumn(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    /** Before issue 22 the image itself; now empty, the file being in the store at storage_key. */
    bytes: bytea('bytes'),
    /** The file in the store (`private/pickup/<id>.webp`), read only through scoped routes. */
    storageKey: text('storage_key'),
    size: integer('size').notNull(),
    uploadedBy: uuid('uploaded_by').notNull(),
    createdAt: nowStamp('created_at'),
  },
  (t) => [index('pickup_files_booking_idx').on(t.bookingId)],
);

/** One row per pickup attempt: PICKED_UP (with the measured pieces) or FAILED (with a reason). */
export const pickupAttempts = pgTable(
  'pickup_attempts',
  {
    id: idColumn(),
    bookingId: belongsTo(uuid('booking_id'), () => bookings.id),
    assigneeId: uuid('assignee_id')
      .notNull()
      .references(() => users.id),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    note: text('note').notNull().default(''),
    pieces: jsonb('pieces').$type<TPiece[]>(),
    photoIds: jsonb('photo_ids').$type<string[]>().notNull().default([]),
    signatureId: uuid('signature_id'),
    location: jsonb('location').$type<TPickupLocation>(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The booking's office and, when picked up, its chargeable kg as measured: the overview reads the attempts alone. */
    office: text('office'),
    chargeableWeight: measure('chargeable_weight'),
    /** The driver's Idempotency-Key: a retried call answers the first attempt. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: nowStamp('created_at'),
  },
  (t) => [
    uniqueIndex('pickup_attempts_key_idx').on(t.assigneeId, t.idempotencyKey),
    index('pickup_attempts_booking_idx').on(t.bookingId, t.occurredAt),
    index('pickup_attempts_occurred_idx').on(t.occurredAt, t.assigneeId),
  ],
);
