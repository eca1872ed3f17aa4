import { boolean, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdByUser, updatedByUser } from './by-user';
import { belongsTo, idColumn, nowStamp } from './columns';

/**
 * Surcharge master data (PRODUCT §8): what the engine in packages/shared needs besides its
 * thresholds. One row per express carrier (DHL, FEDEX, UPS) holds its editable display name.
 */
export const surchargeCarriers = pgTable('surcharge_carriers', {
  carrier: text('carrier').primaryKey(),
  displayName: text('display_name').notNull(),
  createdAt: nowStamp('created_at'),
  ...updatedByUser(),
});

/** The fee of one surcharge code of one carrier. */
export const surchargeFees = pgTable(
  'surcharge_fees',
  {
    carrier: belongsTo(text('carrier'), () => surchargeCarriers.carrier),
    code: text('code').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** PER_SHIPMENT, PER_PIECE or PER_KG. */
    basis: text('basis').notNull(),
    /** The carrier charges its fuel surcharge on this one too (issue 33 §2). */
    fuelBearing: boolean('fuel_bearing').notNull().default(false),
    /** Seeded illustrative amount; cleared the first time an editor changes the amount. */
    sample: boolean('sample').notNull().default(false),
    createdAt: nowStamp('created_at'),
    ...updatedByUser(),
  },
  (t) => [primaryKey({ columns: [t.carrier, t.code] })],
);

/** Remote-area postal codes per carrier and destination country; an entry ending in '*' is a prefix. */
export const surchargeRemotePostalCodes = pgTable(
  'surcharge_remote_postal_codes',
  {
    id: idColumn(),
    carrier: belongsTo(text('carrier'), () => surchargeCarriers.carrier),
    country: text('country').notNull(),
    postalCode: text('postal_code').notNull(),
    ...createdByUser(),
  },
  // The unique index also serves lookups by carrier and country (its leading columns).
  (t) => [uniqueIndex('surcharge_remote_postal_codes_unique').on(t.carrier, t.country, t.postalCode)],
);

/** Restricted and high-risk destination countries per carrier (list RESTRICTED or HIGH_RISK). */
export const surchargeDestinations = pgTable(
  'surcharge_destinations',
  {
    carrier: belongsTo(text('carrier'), () => surchargeCarriers.carrier),
    list: text('list').notNull(),
    country: text('country').notNull(),
    ...createdByUser(),
  },
  (t) => [primaryKey({ columns: [t.carrier, t.list, t.country] })],
);
