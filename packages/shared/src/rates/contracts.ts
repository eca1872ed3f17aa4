import { z } from 'zod';
import { periodFilter, ZIsoDay } from '../api';
import { BOOKING_CARRIERS, SERVICES } from '../bookings/enums';
import { CURRENCIES } from '../surcharges/types';
import { RATE_CARD_KINDS, RATE_CARD_STATUSES } from './card';
import { CONTRACT_KINDS, CONTRACT_STATUSES, VAT_KINDS } from './terms';

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.month');
/** A percentage: 0 to 100. */
const percent = z
  .number({ error: 'validation.number' })
  .min(0, 'validation.nonnegative')
  .max(100, 'validation.percent');

export const ZRateCardListQuery = z.object({
  carrier: z.enum(BOOKING_CARRIERS).optional(),
  service: z.enum(SERVICES).optional(),
  kind: z.enum(RATE_CARD_KINDS).optional(),
  status: z.enum(RATE_CARD_STATUSES).optional(),
  customerId: z.uuid().optional(),
});

export const ZRateCardSummary = z.object({
  id: z.string(),
  name: z.string(),
  carrier: z.enum(BOOKING_CARRIERS),
  service: z.enum(SERVICES),
  kind: z.enum(RATE_CARD_KINDS),
  customerId: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  version: z.number(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  status: z.enum(RATE_CARD_STATUSES),
  divisor: z.number(),
  step: z.string(),
  zones: z.array(z.string()),
  sourceName: z.string(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type TRateCardSummary = z.infer<typeof ZRateCardSummary>;

const ZZonePrices = z.record(z.string(), z.string());
const ZRateRow = z.discriminatedUnion('type', [
  z.object({ type: z.literal('UPTO'), upTo: z.string(), prices: ZZonePrices }),
  z.object({ type: z.literal('ADD'), step: z.string(), upTo: z.string(), prices: ZZonePrices }),
  z.object({ type: z.literal('PERKG'), from: z.string(), to: z.string().nullable(), prices: ZZonePrices }),
]);
const ZRateMatrix = z.object({ rows: z.array(ZRateRow) });
export const ZRateCardBody = z.object({
  zones: z.array(z.string()),
  documents: ZRateMatrix.optional(),
  parcel: ZRateMatrix,
  minimum: ZZonePrices.optional(),
  transitDays: z.record(z.string(), z.string()).optional(),
  cbm: ZZonePrices.optional(),
  containers: z.record(z.string(), ZZonePrices).optional(),
});

export const ZRateCard = ZRateCardSummary.extend({ body: ZRateCardBody });
export type TRateCard = z.infer<typeof ZRateCard>;

/** The form fields sent beside the file of POST /rate-cards/import. */
export const ZRateCardImportFields = z.object({
  carrier: z.enum(BOOKING_CARRIERS, { error: 'validation.invalidOption' }),
  service: z.enum(SERVICES, { error: 'validation.invalidOption' }),
  kind: z.enum(RATE_CARD_KINDS, { error: 'validation.invalidOption' }),
  currency: z.enum(CURRENCIES, { error: 'validation.invalidOption' }),
  validFrom: ZIsoDay,
  validTo: ZIsoDay.optional(),
  name: z.string().trim().max(80, 'validation.tooLong').optional(),
  divisor: z.coerce
    .number()
    .pipe(z.union([z.literal(5000), z.literal(6000)], { error: 'validation.divisor' }))
    .optional(),
  step: z.enum(['0.5', '1'], { error: 'validation.invalidOption' }).optional(),
  customerId: z.uuid().optional(),
  dryRun: z.enum(['0', '1']).optional(),
});
export type TRateCardImportFields = z.infer<typeof ZRateCardImportFields>;

/** One row of the difference between an imported card and the card in force. */
export const ZRateCardDiffRow = z.object({
  sheet: z.string(),
  row: z.string(),
  change: z.enum(['ADDED', 'REMOVED', 'CHANGED']),
  cells: z.array(z.object({ zone: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
});
export const ZRateCardDiff = z.object({
  /** The card in force it is compared with, if any. */
  against: ZRateCardSummary.nullable(),
  zonesAdded: z.array(z.string()),
  zonesRemoved: z.array(z.string()),
  rows: z.array(ZRateCardDiffRow),
  cellsChanged: z.number(),
});
export type TRateCardDiff = z.infer<typeof ZRateCardDiff>;

export const ZRateCardImportResponse = z.object({
  /** The DRAFT made (null on a dry run). */
  card: ZRateCardSummary.nullable(),
  diff: ZRateCardDiff,
});

export const ZZone = z.object({
  code: z.string().trim().min(1, 'validation.required').max(10, 'validation.tooLong'),
  name: z.string().trim().min(1, 'validation.required').max(80, 'validation.tooLong'),
  countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'validation.country')).min(1, 'validation.minItems'),
  postalRanges: z
    .array(
      z.object({
        country: z.string().regex(/^[A-Z]{2}$/, 'validation.country'),
        from: z.string().min(1),
        to: z.string().min(1),
      }),
    )
    .optional(),
  provinces: z.array(z.string().regex(/^\d{2}$/, 'validation.province')).optional(),
});
export const ZZoneSet = z.object({ zones: z.array(ZZone).max(200, 'validation.maxItems') });
export const ZZoneParams = z.object({ carrier: z.enum(BOOKING_CARRIERS), service: z.enum(SERVICES) });

export const ZFuelSurcharge = z.object({
  carrier: z.enum(BOOKING_CARRIERS),
  month: z.string(),
  percent: z.number(),
});
export const ZFuelQuery = z.object({ carrier: z.enum(BOOKING_CARRIERS).optional() });
export const ZFuelParams = z.object({ carrier: z.enum(BOOKING_CARRIERS), month });
export const ZFuelBody = z.object({ percent });

export const ZExchangeRatesQuery = z.object(periodFilter);
export const ZExchangeRateDay = z.object({
  day: z.string(),
  rates: z.partialRecord(z.enum(CURRENCIES), z.number()),
});
export const ZExchangeRatesBody = z.object({
  rates: z.partialRecord(
    z.enum(CURRENCIES, { error: 'validation.invalidOption' }),
    z.number({ error: 'validation.number' }).positive('validation.positive').max(1_000_000, 'validation.max'),
  ),
});
export const ZDayParam = z.object({ day: ZIsoDay });

export const ZVatRate = z.object({ kind: z.enum(VAT_KINDS), validFrom: z.string(), percent: z.number() });
export const ZVatParams = z.object({ kind: z.enum(VAT_KINDS), validFrom: ZIsoDay });
export const ZVatBody = z.object({ percent });

export const ZContract = z.object({
  id: z.string().optional(),
  name: z.string().trim().min(1, 'validation.required').max(60, 'validation.tooLong'),
  kind: z.enum(CONTRACT_KINDS, { error: 'validation.invalidOption' }),
  carrier: z.enum(BOOKING_CARRIERS).nullable(),
  service: z.enum(SERVICES, { error: 'validation.invalidOption' }),
  rateCardId: z.uuid().nullable(),
  percent: z.number().min(0, 'validation.nonnegative').max(100, 'validation.percent').nullable(),
  validFrom: ZIsoDay,
  validTo: ZIsoDay.nullable(),
  status: z.enum(CONTRACT_STATUSES).optional(),
});
export type TContract = z.infer<typeof ZContract>;
export const ZContractsBody = z.object({ contracts: z.array(ZContract).max(50, 'validation.maxItems') });
export const ZContractsResponse = z.object({
  contracts: z.array(ZContract.extend({ id: z.string(), status: z.enum(CONTRACT_STATUSES) })),
  /** The largest percentage a sales user may give without a manager. */
  salesMaxPercent: z.number(),
});

export const ZSimulateQuery = z.object({
  days: z.coerce
    .number({ error: 'validation.number' })
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(366, 'validation.max')
    .default(30),
});
const ZSimAmounts = { before: z.number(), after: z.number(), difference: z.number() };
/** POST /rate-cards/{id}/simulate: the card against the cards in force, on the last `days` days of bookings. */
export const ZSimulation = z.object({
  card: ZRateCardSummary,
  days: z.number(),
  from: z.string(),
  to: z.string(),
  currency: z.enum(CURRENCIES),
  bookings: z.number(),
  compared: z.number(),
  notCompared: z.number(),
  total: z.object(ZSimAmounts),
  customers: z.array(
    z.object({
      customerId: z.string(),
      code: z.string(),
      name: z.string(),
      count: z.number(),
      ...ZSimAmounts,
    }),
  ),
  top: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      customerCode: z.string(),
      day: z.string(),
      chargeableWeight: z.number(),
      zone: z.string(),
      ...ZSimAmounts,
    }),
  ),
});
export type TSimulation = z.infer<typeof ZSimulation>;
