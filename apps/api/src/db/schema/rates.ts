import type {
  BookingCarrier,
  ContractKind,
  ContractStatus,
  Currency,
  RateCardBody,
  RateCardKind,
  RateCardStatus,
  Service,
  VatKind,
  Zone,
} from '@acf/shared';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { byUser, createdByUser, updatedByUser } from './by-user';
import { belongsTo, exact, idColumn } from './columns';

/** The zones of one carrier and service (issue 33 §1). */
export const rateZoneSets = pgTable(
  'rate_zone_sets',
  {
    carrier: text('carrier').$type<BookingCarrier>().notNull(),
    service: text('service').$type<Service>().notNull(),
    zones: jsonb('zones').$type<Zone[]>().notNull(),
    ...updatedByUser(),
  },
  (t) => [primaryKey({ columns: [t.carrier, t.service] })],
);

/**
 * A rate card: SELL (what customers pay) or COST (what the carrier charges ACF), a customer's
 * own when `customer_id` is set (a contract card). Its body, the matrices and per-zone extras, is
 * written once: a new price is a new card, so a booking's card id explains its price for ever.
 */
export const rateCards = pgTable(
  'rate_cards',
  {
    id: idColumn(),
    name: text('name').notNull(),
    carrier: text('carrier').$type<BookingCarrier>().notNull(),
    service: text('service').$type<Service>().notNull(),
    kind: text('kind').$type<RateCardKind>().notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    currency: text('currency').$type<Currency>().notNull(),
    /** 1, 2, … per carrier, service, kind and customer, in the order the cards were imported. */
    version: integer('version').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    status: text('status').$type<RateCardStatus>().notNull().default('DRAFT'),
    divisor: integer('divisor').notNull(),
    step: exact('step', 6, 3).notNull(),
    body: jsonb('body').$type<RateCardBody>().notNull(),
    /** The file it was imported from, as named by the person who sent it. */
    sourceName: text('source_name').notNull().default(''),
    ...createdByUser(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: byUser('published_by'),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    retiredBy: byUser('retired_by'),
  },
  (t) => [
    index('rate_cards_lookup_idx').on(t.carrier, t.service, t.kind, t.status, t.validFrom),
    // One version number per carrier, service, kind and customer (the standard card: no customer).
    uniqueIndex('rate_cards_version_idx').on(
      t.carrier,
      t.service,
      t.kind,
      sql`coalesce(${t.customerId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.version,
    ),
  ],
);

/** A carrier's fuel surcharge percentage for a month ("2027-01"). */
export const fuelSurcharges = pgTable(
  'fuel_surcharges',
  {
    carrier: text('carrier').$type<BookingCarrier>().notNull(),
    month: text('month').notNull(),
    percent: exact('percent', 6, 3).notNull(),
    ...updatedByUser(),
  },
  (t) => [primaryKey({ columns: [t.carrier, t.month] })],
);

/** VND per unit of a currency, per day. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    vndPerUnit: exact('vnd_per_unit', 14, 4).notNull(),
    ...updatedByUser(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.day] })],
);

/** VAT per service kind, from a day on (master data, not code). */
export const vatRates = pgTable(
  'vat_rates',
  {
    kind: text('kind').$type<VatKind>().notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    percent: exact('percent', 5, 2).notNull(),
    ...updatedByUser(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.validFrom] })],
);

/** A customer's contract: its own SELL card for a carrier and service, or a percentage off the standard card. */
export const customerContracts = pgTable(
  'customer_contracts',
  {
    id: idColumn(),
    customerId: belongsTo(uuid('customer_id'), () => customers.id),
    name: text('name').notNull(),
    kind: text('kind').$type<ContractKind>().notNull(),
    carrier: text('carrier').$type<BookingCarrier>(),
    service: text('service').$type<Service>().notNull(),
    rateCardId: uuid('rate_card_id').references(() => rateCards.id, { onDelete: 'restrict' }),
    percent: exact('percent', 5, 2),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    status: text('status').$type<ContractStatus>().notNull(),
    ...createdByUser(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: byUser('approved_by'),
  },
  (t) => [index('customer_contracts_customer_idx').on(t.customerId)],
);
