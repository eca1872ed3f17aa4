import { z } from 'zod';
import type { Locale } from '../locale';
import { PACKAGING_CODES, PIECE_SHAPES } from './codes';

/** Carrier A, B and C of the seed's surcharge lists (seed §9). */
export const CARRIERS = ['DHL', 'FEDEX', 'UPS'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** The seed's currency list; JSP is the seed's code for the Japanese yen, WON the Korean won. */
export const CURRENCIES = ['VND', 'USD', 'JSP', 'CAD', 'EUR', 'GBP', 'SGD', 'WON'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const FEE_BASES = ['PER_SHIPMENT', 'PER_PIECE', 'PER_KG'] as const;
export type FeeBasis = (typeof FEE_BASES)[number];

export {
  NON_CARTON_PACKAGING,
  type NonCartonPackaging,
  PACKAGING_CODES,
  type PackagingCode,
  PIECE_SHAPES,
  type PieceShape,
} from './codes';

/** Catalogue codes per carrier, in the seed's order. */
export const DHL_SURCHARGE_CODES = [
  'OVERSIZE_PACKAGE',
  'OVERLENGTH_PACKAGE',
  'NON_STACKABLE_PALLET',
  'ADDRESS_CORRECTION',
  'RESTRICTED_DESTINATION',
  'HIGH_RISK',
  'REMOTE_AREA_DELIVERY',
  'REMOTE_AREA_PICKUP',
] as const;
export const FEDEX_SURCHARGE_CODES = [
  'REMOTE_AREA',
  'ADDITIONAL_HANDLING_DIMENSIONS',
  'ADDITIONAL_HANDLING_WEIGHT',
  'ADDITIONAL_HANDLING_PACKAGING',
  'HEAVY_GOODS',
  'OVERSIZE',
] as const;
export const UPS_SURCHARGE_CODES = [
  'ADDITIONAL_HANDLING',
  'LARGE_PACKAGE',
  'ADDRESS_CHANGE',
  'REMOTE_AREA',
  'RESIDENTIAL',
  'DUTY_PAID',
] as const;

/**
 * Fee codes, in the order result lines are listed: the catalogue codes plus the second fee of UPS remote area, which is charged
 * per kg for a piece over 50 kg instead of per piece.
 */
export const SURCHARGE_FEE_CODES = {
  DHL: DHL_SURCHARGE_CODES,
  FEDEX: FEDEX_SURCHARGE_CODES,
  UPS: [
    'ADDITIONAL_HANDLING',
    'LARGE_PACKAGE',
    'ADDRESS_CHANGE',
    'REMOTE_AREA',
    'REMOTE_AREA_PER_KG',
    'RESIDENTIAL',
    'DUTY_PAID',
  ],
} as const satisfies Record<Carrier, readonly string[]>;

export type SurchargeCode = (typeof SURCHARGE_FEE_CODES)[Carrier][number];

export const SURCHARGE_CODES = [
  ...new Set<SurchargeCode>([...DHL_SURCHARGE_CODES, ...FEDEX_SURCHARGE_CODES, ...SURCHARGE_FEE_CODES.UPS]),
] as readonly SurchargeCode[] as [SurchargeCode, ...SurchargeCode[]];

export type SurchargeLocale = Locale;

// ---------------------------------------------------------------------------------------------
// Request
// ---------------------------------------------------------------------------------------------

/** Input bounds: generous enough to describe a piece that no carrier accepts. */
export const SURCHARGE_INPUT_LIMITS = {
  maxPieces: 100,
  maxDimensionCm: 1000,
  maxWeightKg: 10000,
  maxQuantity: 1000,
  maxPostalCodeLength: 20,
} as const;

const positiveNumber = (max: number) =>
  z
    .number({ error: 'validation.number' })
    .positive({ error: 'validation.positive' })
    .max(max, { error: 'validation.max' });

const optionalFlag = z.boolean({ error: 'validation.boolean' }).optional();

const postalCode = z
  .string({ error: 'validation.string' })
  .trim()
  .max(SURCHARGE_INPUT_LIMITS.maxPostalCodeLength, { error: 'validation.tooLong' });

export const ZSurchargePiece = z.object({
  length: positiveNumber(SURCHARGE_INPUT_LIMITS.maxDimensionCm),
  width: positiveNumber(SURCHARGE_INPUT_LIMITS.maxDimensionCm),
  height: positiveNumber(SURCHARGE_INPUT_LIMITS.maxDimensionCm),
  weight: positiveNumber(SURCHARGE_INPUT_LIMITS.maxWeightKg),
  quantity: z
    .number({ error: 'validation.number' })
    .int({ error: 'validation.integer' })
    .min(1, { error: 'validation.min' })
    .max(SURCHARGE_INPUT_LIMITS.maxQuantity, { error: 'validation.max' })
    .default(1),
  packaging: z.enum(PACKAGING_CODES, { error: 'validation.invalidOption' }).default('CARTON'),
  shape: z.enum(PIECE_SHAPES, { error: 'validation.invalidOption' }).default('BOX'),
});
export type TSurchargePiece = z.infer<typeof ZSurchargePiece>;

export const ZSurchargeCheckRequest = z.object({
  carrier: z.enum(CARRIERS, { error: 'validation.invalidOption' }).optional(),
  destination: z.object({
    country: z
      .string({ error: 'validation.required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: 'validation.country' }),
    postalCode: postalCode.optional(),
    residential: optionalFlag,
  }),
  originPostalCode: postalCode.optional(),
  pieces: z
    .array(ZSurchargePiece, { error: 'validation.required' })
    .min(1, { error: 'validation.minItems' })
    .max(SURCHARGE_INPUT_LIMITS.maxPieces, { error: 'validation.maxItems' }),
  flags: z
    .object({
      nonStackablePallet: optionalFlag,
      addressCorrection: optionalFlag,
      addressChange: optionalFlag,
      dutyPaid: optionalFlag,
    })
    .optional(),
});
/** A validated request: defaults (quantity 1, CARTON, BOX) applied. */
export type TSurchargeCheckRequest = z.infer<typeof ZSurchargeCheckRequest>;
/** What a caller may pass before validation: defaults may be omitted. */
export type TSurchargeCheckInput = z.input<typeof ZSurchargeCheckRequest>;

// ---------------------------------------------------------------------------------------------
// Master data (loaded by the API from the database; edited in the back office)
// ---------------------------------------------------------------------------------------------

export const ZSurchargeFee = z.object({
  amount: z.number({ error: 'validation.number' }).nonnegative({ error: 'validation.nonnegative' }),
  currency: z.enum(CURRENCIES, { error: 'validation.invalidOption' }),
  basis: z.enum(FEE_BASES, { error: 'validation.invalidOption' }),
  /** True while the amount is an illustrative figure rather than an agreed tariff. */
  sample: z.boolean().optional(),
});
export type SurchargeFee = z.infer<typeof ZSurchargeFee>;

export interface SurchargeMasterData {
  fees: Record<Carrier, Partial<Record<SurchargeCode, SurchargeFee>>>;
  /** Per carrier, per destination country (ISO-2): postal codes, or prefixes ending in '*'. */
  remotePostalCodes: Record<Carrier, Record<string, string[]>>;
  restrictedDestinations: Record<Carrier, string[]>;
  highRiskDestinations: Record<Carrier, string[]>;
  carrierNames?: Record<Carrier, string>;
}

const perCarrier = <T extends z.ZodType>(value: T) => z.object({ DHL: value, FEDEX: value, UPS: value });

export const ZSurchargeMasterData = z.object({
  fees: perCarrier(z.partialRecord(z.enum(SURCHARGE_CODES), ZSurchargeFee)),
  remotePostalCodes: perCarrier(z.record(z.string(), z.array(z.string()))),
  restrictedDestinations: perCarrier(z.array(z.string())),
  highRiskDestinations: perCarrier(z.array(z.string())),
  carrierNames: perCarrier(z.string()).optional(),
}) satisfies z.ZodType<SurchargeMasterData>;

// ---------------------------------------------------------------------------------------------
// Response
// ---------------------------------------------------------------------------------------------

export const ZSurchargeLine = z.object({
  code: z.enum(SURCHARGE_CODES),
  /** Name in the requested locale. */
  name: z.string(),
  nameVi: z.string(),
  nameEn: z.string(),
  /** Why it applies, in the requested locale, e.g. 'longest side 125 cm > 122 cm'. */
  reason: z.string(),
  /** Indexes into the request's pieces. */
  pieces: z.array(z.number().int()),
  /** Null when no fee is configured for the code: the surcharge applies, its amount is unknown. */
  fee: ZSurchargeFee.omit({ sample: true }).nullable(),
  total: z.number(),
});
export type SurchargeLine = z.infer<typeof ZSurchargeLine>;

export const ZCarrierResult = z.object({
  carrier: z.enum(CARRIERS),
  carrierName: z.string(),
  accepted: z.boolean(),
  notAcceptedReason: z.string().optional(),
  /** Kilograms, rounded up to the next 0.5. */
  billableWeight: z.number(),
  surcharges: z.array(ZSurchargeLine),
  /** Sum of the line totals in `currency` (the first fee currency met; null when no fee applies). */
  total: z.number(),
  currency: z.enum(CURRENCIES).nullable(),
  /** Sum per currency; more than one key only when the configured fees mix currencies. */
  totals: z.partialRecord(z.enum(CURRENCIES), z.number()),
  /**
   * What the carrier's standard rate cards would charge, surcharges, fuel and VAT included (issue
   * 33 §5): a visitor's estimate, never a customer's contract price. One per service with a card
   * in force that covers the destination; empty when none does.
   */
  estimates: z
    .array(
      z.object({
        service: z.string(),
        total: z.number(),
        currency: z.enum(CURRENCIES),
        totalVnd: z.number().nullable(),
        transitDays: z.string().nullable(),
        chargeableWeight: z.number(),
        /** How the base was read from the card, in the caller's language. */
        explanation: z.string(),
      }),
    )
    .optional(),
});
export type CarrierResult = z.infer<typeof ZCarrierResult>;

export const ZSurchargeCheckResponse = z.object({ results: z.array(ZCarrierResult) });
export type TSurchargeCheckResponse = z.infer<typeof ZSurchargeCheckResponse>;
