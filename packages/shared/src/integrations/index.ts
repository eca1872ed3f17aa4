import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_SIZE } from '../api';

/** Issue 24: API keys and signed webhooks for the shops' own systems. */
export const API_KEY_MODES = ['live', 'test'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];
/** A key is `acf_live_` or `acf_test_` followed by 40 characters of base62. */
export const API_KEY_PATTERN = /^acf_(live|test)_[0-9A-Za-z]{40}$/;

/**
 * `shipment.piece_missing` (issue 35): a piece left behind; `invoice.issued`: billing. An endpoint
 * hears only the events it chose.
 */
export const WEBHOOK_EVENT_TYPES = [
  'booking.created',
  'booking.status_changed',
  'shipment.piece_missing',
  'invoice.issued',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['QUEUED', 'DELIVERED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Receivers refuse a signature whose `t` is older than this (seconds). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** A delivery is retried for this long, then FAILED. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** FAILED deliveries in a row that disable an endpoint. */
export const WEBHOOK_DISABLE_AFTER = 3;
/** After a rotation the previous secret keeps signing this long. */
export const WEBHOOK_ROTATION_OVERLAP_MS = 24 * 60 * 60_000;

/**
 * The wait after the `attempts`-th failed attempt: 10 s, 30 s, 1 min, 5 min, 15 min, 30 min,
 * then every hour until the retry window (24 h from the event) is over.
 */
export function webhookBackoffMs(attempts: number): number {
  const steps = [10_000, 30_000, 60_000, 5 * 60_000, 15 * 60_000, 30 * 60_000];
  return steps[Math.max(0, attempts - 1)] ?? 60 * 60_000;
}

export const ZApiKeyCreate = z.object({
  name: z.string().trim().min(1).max(60),
  // Test unless asked: a key made without thinking must not create real bookings (issue 32).
  mode: z.enum(API_KEY_MODES).default('test'),
});
export type TApiKeyCreate = z.infer<typeof ZApiKeyCreate>;

export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  mode: z.enum(API_KEY_MODES),
  /** `acf_live_AbCd` — enough to recognise a key, useless to call with. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** The answer to a new key: the only time the key itself is shown. */
export const ZApiKeyCreated = ZApiKey.pick({ id: true, name: true, mode: true }).extend({
  key: z.string(),
  createdAt: ZApiKey.shape.createdAt,
});
export type TApiKeyCreated = z.infer<typeof ZApiKeyCreated>;

export const ZApiKeyList = z.object({ results: z.array(ZApiKey) });

const ZWebhookUrl = z.string().trim().min(1).max(500).url();
const ZWebhookEvents = z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1).max(WEBHOOK_EVENT_TYPES.length);

export const ZWebhookCreate = z.object({
  url: ZWebhookUrl,
  events: ZWebhookEvents,
  description: z.string().trim().max(200).default(''),
});
export type TWebhookCreate = z.infer<typeof ZWebhookCreate>;

export const ZWebhookUpdate = z.object({
  url: ZWebhookUrl.optional(),
  events: ZWebhookEvents.optional(),
  description: z.string().trim().max(200).optional(),
  /** Enabling again clears the failures that disabled it. */
  enabled: z.boolean().optional(),
});
export type TWebhookUpdate = z.infer<typeof ZWebhookUpdate>;

export const ZWebhook = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  description: z.string(),
  enabled: z.boolean(),
  disabledAt: z.string().nullable(),
  /** Until when the previous secret still signs, during a rotation. */
  rotationEndsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

/** A new endpoint or a rotation: the only time the secret is shown. */
export const ZWebhookWithSecret = ZWebhook.extend({ secret: z.string() });
export type TWebhookWithSecret = z.infer<typeof ZWebhookWithSecret>;

export const ZWebhookList = z.object({ results: z.array(ZWebhook) });

export const ZWebhookDeliveryQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});

export const ZWebhookDelivery = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.enum([...WEBHOOK_EVENT_TYPES, 'ping']),
  bookingId: z.string().nullable(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /** The first 1 KB of the last answer. */
  response: z.string().nullable(),
  error: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** When QUEUED: the next attempt. */
  nextRetryAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;
