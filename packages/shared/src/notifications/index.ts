import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_SIZE } from '../api';
import { LOCALES } from '../locale';

/** Issue 20: the steps of a shipment that send an e-mail. */
export const NOTIFY_EVENTS = [
  'BOOKED',
  'PICKUP_FAILED',
  'PICKED_UP',
  'IN_TRANSIT',
  'DELIVERED',
  'EXCEPTION',
  'CANCELLED',
  /** A hand-over left a piece of the shipment behind (issue 35): only for accounts that ask. */
  'PIECE_MISSING',
] as const;
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number];
export const isNotifyEvent = (v: string): v is NotifyEvent =>
  (NOTIFY_EVENTS as readonly string[]).includes(v);

/** The events that an account hears of only once it switches them on (the others are on until switched off). */
export const OPT_IN_NOTIFY_EVENTS: readonly NotifyEvent[] = ['PIECE_MISSING'];

/** The events that also go to the sender's and the receiver's e-mail on the booking. */
export const PARTY_NOTIFY_EVENTS: readonly NotifyEvent[] = ['IN_TRANSIT', 'DELIVERED', 'EXCEPTION'];

export const NOTIFICATION_STATUSES = ['QUEUED', 'SENT', 'FAILED', 'SUPPRESSED'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Who a message is for: the account that owns the booking, or a party named on it. */
export const NOTIFICATION_RECIPIENTS = ['ACCOUNT', 'SENDER', 'RECEIVER'] as const;
export type NotificationRecipient = (typeof NOTIFICATION_RECIPIENTS)[number];

export const NOTIFICATION_TRANSPORTS = ['smtp', 'file'] as const;

/** A message is tried this many times, then FAILED. */
export const NOTIFY_MAX_ATTEMPTS = 8;
/** The wait before the next attempt after `attempts` failed ones: 1 s doubling, at most 30 min. */
export function notifyBackoffMs(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

export const ZNotifyEvent = z.enum(NOTIFY_EVENTS);
export const ZNotificationStatus = z.enum(NOTIFICATION_STATUSES);

export const ZNotificationEvents = z.object(
  Object.fromEntries(NOTIFY_EVENTS.map((e) => [e, z.boolean()])) as Record<NotifyEvent, z.ZodBoolean>,
);

export const ZNotificationSettings = z.object({
  language: z.enum(LOCALES),
  events: ZNotificationEvents,
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/** PUT /me/notification-settings: either part may be left out. */
export const ZNotificationSettingsUpdate = z.object({
  language: z.enum(LOCALES).optional(),
  events: ZNotificationEvents.partial().optional(),
});
export type TNotificationSettingsUpdate = z.infer<typeof ZNotificationSettingsUpdate>;

export const ZNotificationListQuery = z.object({
  status: ZNotificationStatus.optional(),
  event: ZNotifyEvent.optional(),
  bookingId: z.uuid('validation.invalid').optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
});
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuery>;

export const ZNotification = z.object({
  id: z.string(),
  event: ZNotifyEvent,
  bookingId: z.string().nullable(),
  bookingCode: z.string(),
  recipient: z.enum(NOTIFICATION_RECIPIENTS),
  to: z.string(),
  language: z.enum(LOCALES),
  subject: z.string(),
  status: ZNotificationStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  transport: z.enum(NOTIFICATION_TRANSPORTS).nullable(),
  messageId: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationDetail = ZNotification.extend({ text: z.string(), html: z.string() });
export type TNotificationDetail = z.infer<typeof ZNotificationDetail>;

export const ZNotificationPage = z.object({
  results: z.array(ZNotification),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
});
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

export const ZUnsubscribeRequest = z.object({ token: z.string().trim().min(1).max(2000) });
export const ZUnsubscribeResponse = z.object({ email: z.string(), unsubscribed: z.literal(true) });
