import type { ApiKeyMode, WebhookDeliveryStatus, WebhookEventType } from '@acf/shared';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers, users } from './accounts';
import { bookings } from './bookings';
import {
  belongsTo,
  idColumn,
  newestFirst,
  nowStamp,
  outboxClaim,
  outboxDueIndex,
  outboxState,
  timestamps,
} from './columns';

/**
 * A customer's API keys (issue 24). Only a SHA-256 of the key is kept: the key itself is shown
 * once, when it is made. `prefix` (the mode and the first characters) names it in the list.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: idColumn(),
    customerId: belongsTo(uuid('customer_id'), () => customers.id),
    /** The account that made it: the key acts as this account. */
    userId: belongsTo(uuid('user_id'), () => users.id),
    name: text('name').notNull(),
    mode: text('mode').$type<ApiKeyMode>().notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: nowStamp('created_at'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_customer_idx').on(t.customerId, t.createdAt)],
);

/** A customer's webhook endpoints. The secret signs; during a rotation the previous one too. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: idColumn(),
    customerId: belongsTo(uuid('customer_id'), () => customers.id),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    description: text('description').notNull().default(''),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    /** FAILED deliveries in a row; the third disables the endpoint. */
    failedInRow: integer('failed_in_row').notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The customer's e-mail about the disabling is still to be sent (the sender retries it). */
    disabledNoticePending: boolean('disabled_notice_pending').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('webhook_endpoints_customer_idx').on(t.customerId)],
);

/**
 * The webhooks' durable outbox: one row per event and endpoint, written in the transaction of
 * the booking event. The sender claims due rows (`FOR UPDATE SKIP LOCKED`) as the e-mail sender
 * does; `next_attempt_at` is both the back-off and the claim's lease. The last attempt's result
 * is kept on the row (the delivery log).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: idColumn(),
    endpointId: belongsTo(uuid('endpoint_id'), () => webhookEndpoints.id),
    /** ACF-Event-Id and the body's id: the booking event's id (a resend keeps it). */
    eventId: uuid('event_id').notNull(),
    type: text('type').$type<WebhookEventType | 'ping'>().notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** The body's `createdAt`: when the event happened (a resend keeps it). */
    eventAt: nowStamp('event_at'),
    /** The body's `data`, as it was when the event happened. */
    data: jsonb('data').notNull(),
    ...outboxState<WebhookDeliveryStatus>(),
    ...outboxClaim(),
    lastStatusCode: integer('last_status_code'),
    lastDurationMs: integer('last_duration_ms'),
    /** The first 1 KB of the last answer. */
    lastResponse: text('last_response'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    resendOf: uuid('resend_of'),
    createdAt: nowStamp('created_at'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    outboxDueIndex('webhook_deliveries_due_idx', t),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, ...newestFirst(t)),
  ],
);
