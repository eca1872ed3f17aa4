import type { Locale, NotificationRecipient, NotificationStatus, NotifyEvent } from '@acf/shared';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { idColumn, newestFirst, nowStamp, outboxClaim, outboxDueIndex, outboxState } from './columns';

/** What a message's template needs, written with the message: public texts only. */
export interface NotificationData {
  trackingNumber: string;
  /** The event's public text (never an INTERNAL note), in both languages. */
  publicVi: string;
  publicEn: string;
  occurredAt: string;
  destination: string;
  chargeableWeight: number;
  total: number;
  currency: string;
  /** The price as booked, when a measurement changed it. */
  bookedTotal: number | null;
  receiverName: string;
}

/**
 * The durable outbox (issue 20): a row per message, written in the transaction of the tracking
 * event that causes it. The sender claims due rows (`FOR UPDATE SKIP LOCKED`), sends them and
 * records the outcome; `next_attempt_at` is both the back-off and the claim's lease.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    event: text('event').$type<NotifyEvent>().notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    bookingCode: text('booking_code').notNull(),
    eventId: uuid('event_id'),
    recipient: text('recipient').$type<NotificationRecipient>().notNull(),
    userId: uuid('user_id'),
    toAddress: text('to_address').notNull(),
    language: text('language').$type<Locale>().notNull(),
    subject: text('subject').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull(),
    ...outboxState<NotificationStatus>(),
    lastError: text('last_error'),
    transport: text('transport'),
    ...outboxClaim(),
    /** A manager's resend: the message it repeats. */
    resendOf: uuid('resend_of'),
    createdAt: nowStamp('created_at'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    outboxDueIndex('notifications_due_idx', t),
    // The list, newest first (the order by's own NULLS FIRST, or PostgreSQL sorts the table),
    // with or without a booking.
    index('notifications_created_idx').on(...newestFirst(t)),
    index('notifications_booking_idx').on(t.bookingId, ...newestFirst(t)),
    // Retention: sent messages by their sending time.
    index('notifications_sent_idx').on(t.sentAt).where(sql`${t.status} = 'SENT'`),
  ],
);

/** Addresses that unsubscribed (lower case): a party's messages to them are SUPPRESSED. */
export const notificationUnsubscribes = pgTable('notification_unsubscribes', {
  email: text('email').primaryKey(),
  at: nowStamp('at'),
});
