import type {
  BookedFigures,
  ContainerType,
  CreditHoldInfo,
  Currency,
  EventVisibility,
  PriceLine,
  StoredPriceLine,
  TBookingCustoms,
  TParty,
} from '@acf/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { byUser } from './by-user';
import {
  belongsTo,
  exact,
  idColumn,
  inTwoLanguages,
  inTwoLanguagesOrBlank,
  measure,
  money,
  newestFirst,
  nowStamp,
  percent,
  timestampsBy,
  vnd,
} from './columns';

/** 9-digit body of the tracking number; the check digit is added by the API (never max+1). */
export const trackingNumberSeq = pgSequence('tracking_number_seq', {
  startWith: 100000001,
  minValue: 100000001,
  maxValue: 999999999,
});

/** One row per Ho Chi Minh day: `insert … on conflict (day) do update set n = n + 1 returning n`. */
export const bookingDayCounters = pgTable('booking_day_counters', {
  day: date('day').primaryKey(),
  n: integer('n').notNull(),
});

// Vacuumed after every 5,000 new or dead rows (migration 0042: storage parameters, which Drizzle
// cannot state), so the newest bookings are read from the date index alone.
export const bookings = pgTable(
  'bookings',
  {
    id: idColumn(),
    code: text('code').notNull().unique(),
    trackingNumber: text('tracking_number').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status').notNull().default('BOOKED'),
    /** While in EXCEPTION: the active state to go back to. */
    exceptionFrom: text('exception_from'),
    service: text('service').notNull(),
    carrier: text('carrier').notNull(),
    office: text('office').notNull(),
    sender: jsonb('sender').$type<TParty>().notNull(),
    receiver: jsonb('receiver').$type<TParty>().notNull(),
    /** Copied out of `receiver` for the list and its text search. */
    receiverName: text('receiver_name').notNull(),
    receiverCountry: text('receiver_country').notNull(),
    cargoUnit: text('cargo_unit').notNull(),
    pieces: jsonb('pieces')
      .$type<
        {
          length?: number | null;
          width?: number | null;
          height?: number | null;
          weight?: number | null;
          volume?: number | null;
          containerType?: ContainerType | null;
          quantity: number;
        }[]
      >()
      .notNull(),
    goodsDescription: text('goods_description').notNull(),
    declaredValue: money('declared_value').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    incoterm: text('incoterm').notNull(),
    /**
     * The customs block (invoice number and date, reason, goods lines with HS codes), every
     * default filled in at the write; null for bookings made before it existed (they show their
     * goods description as one line, see customsLines).
     */
    customs: jsonb('customs').$type<TBookingCustoms>(),
    codAmount: money('cod_amount'),
    pickupDate: date('pickup_date').notNull(),
    pickupTimeWindow: text('pickup_time_window').notNull().default(''),
    pickupAddress: text('pickup_address').notNull().default(''),
    note: text('note').notNull().default(''),
    actualWeight: measure('actual_weight').notNull(),
    volumetricWeight: measure('volumetric_weight').notNull(),
    chargeableWeight: measure('chargeable_weight').notNull(),
    volume: measure('volume').notNull(),
    baseFee: money('base_fee').notNull(),
    surcharges: jsonb('surcharges').$type<PriceLine[]>().notNull().default([]),
    surchargeTotal: money('surcharge_total').notNull(),
    discountPercent: percent('discount_percent').notNull(),
    discount: money('discount').notNull(),
    total: money('total').notNull(),
    priceCurrency: text('price_currency').$type<Currency>().notNull(),
    /**
     * How the price was made (issue 33): the card and its version, the contract if one priced it,
     * the option's lines as quoted (both languages), the fuel and VAT percentages, the day's
     * exchange rate and the VND total. Null for bookings priced before rate cards.
     */
    rateCardId: uuid('rate_card_id'),
    rateCardVersion: integer('rate_card_version'),
    contractId: uuid('contract_id'),
    priceLines: jsonb('price_lines').$type<StoredPriceLine[]>(),
    fuelPercent: exact('fuel_percent', 6, 3),
    vatPercent: exact('vat_percent', 5, 2),
    vat: money('vat').notNull().default(0),
    fxRate: exact('fx_rate', 14, 4),
    fxDay: date('fx_day', { mode: 'string' }),
    totalVnd: vnd('total_vnd'),
    /** What the carrier charges ACF for it, by the COST card of the same day (never shown to customers). */
    costTotal: money('cost_total'),
    costCurrency: text('cost_currency').$type<Currency>(),
    costCardId: uuid('cost_card_id'),
    assigneeId: byUser('assignee_id'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    assignedBy: uuid('assigned_by'),
    /** Failed pickup attempts; at PICKUP_FLAG_AFTER the dispatcher sees the booking flagged. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /**
     * The figures as booked, kept when the pickup or the warehouse measures the parcels and the
     * booking's own figures are recomputed from the measured pieces; null until then.
     */
    booked: jsonb('booked').$type<BookedFigures>(),
    measuredAt: timestamp('measured_at', { withTimezone: true }),
    measuredBy: uuid('measured_by'),
    /**
     * Sum of the piece lines' quantities (the reports sum it). A trigger sets it from `pieces` on
     * every insert and every update of the pieces; whatever a write puts here is replaced.
     */
    pieceCount: numeric('piece_count', { mode: 'number' }).notNull().default(0),
    /**
     * The booking's first PICKED_UP and first DELIVERED event (time and actor), kept by a trigger
     * on booking_events: the staff report's pickups and the POD report date a shipment by them.
     */
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    pickedUpBy: uuid('picked_up_by'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveredBy: uuid('delivered_by'),
    lastEventAt: nowStamp('last_event_at'),
    ...timestampsBy(),
    /** Made with a test-mode API key (issue 24): kept out of operations, deleted after 30 days. */
    isTest: boolean('is_test').notNull().default(false),
    /** The booking's current hand-over (ADR 033): null before the first. */
    handover: text('handover'),
    /** A piece of it has not been seen at its current hand-over (kept by the hand-over writes). */
    piecesMissing: boolean('pieces_missing').notNull().default(false),
    /** Held for credit when booked (billing §3): the figures that held it, until a manager releases it. */
    creditHold: boolean('credit_hold').notNull().default(false),
    creditHoldInfo: jsonb('credit_hold_info').$type<CreditHoldInfo>(),
    creditReleasedAt: timestamp('credit_released_at', { withTimezone: true }),
    creditReleasedBy: uuid('credit_released_by'),
  },
  (t) => [
    // The lists sort newest first, with or without a filter (status, customer). Migration 0029
    // adds INCLUDE (receiver_name), which Drizzle cannot state: a name search reads the index alone.
    index('bookings_created_idx').on(...newestFirst(t)),
    index('bookings_status_created_idx').on(t.status, ...newestFirst(t)),
    index('bookings_customer_created_idx').on(t.customerId, ...newestFirst(t)),
    // Prefix search on code and tracking number (text_pattern_ops: LIKE 'abc%' uses the index).
    index('bookings_code_prefix_idx').using('btree', sql`${t.code} text_pattern_ops`),
    index('bookings_tracking_prefix_idx').using('btree', sql`${t.trackingNumber} text_pattern_ops`),
    // No pending list (migration 0041): every search would read it whole.
    index('bookings_receiver_name_trgm_idx')
      .using('gin', sql`lower(${t.receiverName}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    // Orders outstanding over 4 days: only the open bookings, oldest last event first.
    // The dispatcher's day: bookings still to be picked up up to a date, with the status and
    // in its order (day, window with no window last, code), so a page stops after a page. Test
    // bookings are never picked up; migration 0037 adds INCLUDE (office), which Drizzle cannot
    // state: the list's count, to its bound, then reads the index alone.
    index('bookings_pickup_open_idx')
      .on(t.pickupDate, sql`nullif(${t.pickupTimeWindow}, '')`, t.code, t.status)
      .where(sql`${t.status} in ('BOOKED', 'ASSIGNED') and not ${t.isTest}`),
    // A driver's own pickups.
    index('bookings_assignee_open_idx').on(t.assigneeId, t.pickupDate).where(sql`${t.status} = 'ASSIGNED'`),
    // Orders outstanding over 4 days: only the open bookings, oldest last event first; the
    // included columns (INCLUDE, written in migration 0015: drizzle has no word for it) let the
    // totals and a period or filter on them read the index alone.
    index('bookings_open_last_event_idx')
      .on(t.lastEventAt, t.id)
      .where(sql`${t.status} not in ('DELIVERED', 'CANCELLED')`),
    // The POD report's rows: delivered shipments by delivery time.
    index('bookings_delivered_idx').on(t.deliveredAt, t.id).where(sql`${t.status} = 'DELIVERED'`),
    // Test bookings' retention (30 days).
    index('bookings_test_created_idx').on(t.createdAt).where(sql`${t.isTest}`),
  ],
);

/**
 * The pieces of a booking (issue 35, migration 0035): `1000012345-2` is the second. A trigger on
 * bookings makes them from the piece count, and remakes them when the count changes before pickup.
 */
export const bookingPieces = pgTable(
  'booking_pieces',
  {
    id: text('id').primaryKey(),
    bookingId: belongsTo(uuid('booking_id'), () => bookings.id),
    idx: integer('idx').notNull(),
    lastHandover: text('last_handover'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    lastWhereVi: text('last_where_vi'),
    lastWhereEn: text('last_where_en'),
    lastSeenBy: uuid('last_seen_by'),
  },
  (t) => [unique('booking_pieces_booking_idx_key').on(t.bookingId, t.idx)],
);

/** Every hand-over that saw a piece: its history (`GET /bookings/{id}/pieces`). */
export const pieceScans = pgTable(
  'piece_scans',
  {
    id: idColumn(),
    bookingId: belongsTo(uuid('booking_id'), () => bookings.id),
    pieceId: belongsTo(text('piece_id'), () => bookingPieces.id),
    kind: text('kind').notNull(),
    handover: text('handover').notNull(),
    ...inTwoLanguages('where'),
    at: nowStamp('at'),
    actorId: uuid('actor_id'),
  },
  (t) => [
    index('piece_scans_booking_idx').on(t.bookingId, t.at),
    index('piece_scans_piece_idx').on(t.pieceId, t.at),
  ],
);

export const bookingEvents = pgTable(
  'booking_events',
  {
    id: idColumn(),
    bookingId: belongsTo(uuid('booking_id'), () => bookings.id),
    status: text('status').notNull(),
    place: text('place').notNull().default(''),
    ...inTwoLanguagesOrBlank('note'),
    /**
     * Who may read the note: PUBLIC (customer, tracking) or INTERNAL (staff only). The default
     * is the safe one: an event written without a choice keeps its note in the back office.
     */
    visibility: text('visibility').$type<EventVisibility>().notNull().default('INTERNAL'),
    /** What the customer and tracking read when the note is INTERNAL ('' = not shown to them). */
    ...inTwoLanguagesOrBlank('public'),
    occurredAt: nowStamp('occurred_at'),
    actorId: uuid('actor_id'),
    createdAt: nowStamp('created_at'),
  },
  (t) => [
    index('booking_events_booking_idx').on(t.bookingId, t.occurredAt),
    // The POD report (DELIVERED in a period) and pickups done by staff (PICKED_UP in a period).
    index('booking_events_status_occurred_idx').on(t.status, t.occurredAt),
  ],
);

/** Audit trail (/manager/history): who changed which field of a booking, before and after. */
export const bookingHistory = pgTable(
  'booking_history',
  {
    id: idColumn(),
    bookingId: belongsTo(uuid('booking_id'), () => bookings.id),
    field: text('field').notNull(),
    before: text('before'),
    after: text('after'),
    userId: uuid('user_id'),
    at: nowStamp('at'),
  },
  (t) => [
    index('booking_history_booking_idx').on(t.bookingId, t.at),
    index('booking_history_at_idx').on(t.at),
    index('booking_history_user_idx').on(t.userId, t.at),
  ],
);

/** A retried create with the same Idempotency-Key answers the first booking. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: nowStamp('created_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Report pre-aggregation, kept exact by triggers on bookings (migration 0015): per Ho Chi Minh
 * day (grain 'D') and per month (grain 'M', day = the 1st), per customer, currency and kind —
 * BOOKED (dated by creation, every booking but a cancelled one), PICKED_UP (dated by the first
 * pickup, per staff member credited: the assignee, else who recorded it) and DELIVERED (dated by
 * the first delivery, delivered bookings only, with the lead time in seconds).
 */
export const reportCustomerDaily = pgTable(
  'report_customer_daily',
  {
    grain: text('grain').notNull(),
    kind: text('kind').notNull(),
    day: date('day').notNull(),
    customerId: uuid('customer_id').notNull(),
    currency: text('currency').notNull(),
    staffId: uuid('staff_id'),
    shipments: integer('shipments').notNull(),
    pieces: numeric('pieces').notNull(),
    kg: numeric('kg').notNull(),
    baseFee: numeric('base_fee').notNull(),
    surchargeTotal: numeric('surcharge_total').notNull(),
    discount: numeric('discount').notNull(),
    revenue: numeric('revenue').notNull(),
    discShipments: integer('disc_shipments').notNull(),
    discGross: numeric('disc_gross').notNull(),
    discDiscount: numeric('disc_discount').notNull(),
    discTotal: numeric('disc_total').notNull(),
    leadSeconds: numeric('lead_seconds').notNull(),
  },
  (t) => [
    unique('report_customer_daily_key')
      .on(t.kind, t.grain, t.day, t.customerId, t.currency, t.staffId)
      .nullsNotDistinct(),
  ],
);

/** By-service pre-aggregation: bookings (not cancelled) per creation day, service, carrier, office, currency. */
export const reportServiceDaily = pgTable(
  'report_service_daily',
  {
    day: date('day').notNull(),
    service: text('service').notNull(),
    carrier: text('carrier').notNull(),
    office: text('office').notNull(),
    currency: text('currency').notNull(),
    shipments: integer('shipments').notNull(),
    pieces: numeric('pieces').notNull(),
    kg: numeric('kg').notNull(),
    revenue: numeric('revenue').notNull(),
    discount: numeric('discount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.service, t.carrier, t.office, t.currency] })],
);
