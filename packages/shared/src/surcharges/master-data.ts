import { z } from 'zod';
import { ZListQuery } from '../api';
import { CARRIERS, CURRENCIES, FEE_BASES, SURCHARGE_CODES, SURCHARGE_INPUT_LIMITS } from './types';

/**
 * Contracts of the surcharge master-data editor (/manager/surcharges), guarded by
 * `manage_category`. The public check lives in types.ts (ZSurchargeCheckRequest).
 */

export const DESTINATION_LISTS = ['RESTRICTED', 'HIGH_RISK'] as const;
export type DestinationList = (typeof DESTINATION_LISTS)[number];

export const ZCountryCode = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'validation.country' });

/** A postal code, or a prefix ending in '*' ('100-1*'): letters, digits, spaces and dashes. */
export const ZRemotePostalCodeEntry = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'validation.required' })
  .max(SURCHARGE_INPUT_LIMITS.maxPostalCodeLength, { error: 'validation.tooLong' })
  .regex(/^[A-Z0-9](?:[A-Z0-9 -]*[A-Z0-9])?\*?$/, { error: 'validation.postalCode' });

export const ZCarrierParam = z.object({ carrier: z.enum(CARRIERS, { error: 'validation.invalidOption' }) });

export const ZSurchargeFeeRow = z.object({
  carrier: z.enum(CARRIERS),
  code: z.enum(SURCHARGE_CODES),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  basis: z.enum(FEE_BASES),
  /** An illustrative seeded amount until an editor changes it. */
  sample: z.boolean(),
  updatedAt: z.string(),
});
export type TSurchargeFeeRow = z.infer<typeof ZSurchargeFeeRow>;

export const ZSurchargeCarrierMaster = z.object({
  carrier: z.enum(CARRIERS),
  displayName: z.string(),
  fees: z.array(ZSurchargeFeeRow),
  restrictedDestinations: z.array(z.string()),
  highRiskDestinations: z.array(z.string()),
  /** How many remote postal codes each destination country has. */
  remoteCountries: z.array(z.object({ country: z.string(), count: z.number().int() })),
});
export type TSurchargeCarrierMaster = z.infer<typeof ZSurchargeCarrierMaster>;

export const ZSurchargeMasterDataResponse = z.object({ carriers: z.array(ZSurchargeCarrierMaster) });
export type TSurchargeMasterDataResponse = z.infer<typeof ZSurchargeMasterDataResponse>;

export const ZUpdateSurchargeCarrierRequest = z.object({
  displayName: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(60, { error: 'validation.tooLong' }),
});
export type TUpdateSurchargeCarrierRequest = z.infer<typeof ZUpdateSurchargeCarrierRequest>;

export const ZSurchargeFeeParams = ZCarrierParam.extend({
  code: z.enum(SURCHARGE_CODES, { error: 'validation.invalidOption' }),
});

export const ZUpdateSurchargeFeeRequest = z.object({
  amount: z
    .number({ error: 'validation.number' })
    .nonnegative({ error: 'validation.nonnegative' })
    .max(1_000_000_000, { error: 'validation.max' }),
  currency: z.enum(CURRENCIES, { error: 'validation.invalidOption' }),
  basis: z.enum(FEE_BASES, { error: 'validation.invalidOption' }),
});
export type TUpdateSurchargeFeeRequest = z.infer<typeof ZUpdateSurchargeFeeRequest>;

const countryList = z
  .array(ZCountryCode, { error: 'validation.required' })
  .max(250, { error: 'validation.maxItems' });

export const ZUpdateSurchargeDestinationsRequest = z.object({
  restrictedDestinations: countryList,
  highRiskDestinations: countryList,
});
export type TUpdateSurchargeDestinationsRequest = z.infer<typeof ZUpdateSurchargeDestinationsRequest>;

export const ZRemotePostalCodeListQuery = ZListQuery.extend({
  carrier: z.enum(CARRIERS, { error: 'validation.invalidOption' }),
  country: ZCountryCode.optional(),
});
export type TRemotePostalCodeListQuery = z.infer<typeof ZRemotePostalCodeListQuery>;

export const ZRemotePostalCode = z.object({
  id: z.string(),
  carrier: z.enum(CARRIERS),
  country: z.string(),
  postalCode: z.string(),
  createdAt: z.string(),
});
export type TRemotePostalCode = z.infer<typeof ZRemotePostalCode>;

export const ZCreateRemotePostalCodeRequest = z.object({
  carrier: z.enum(CARRIERS, { error: 'validation.invalidOption' }),
  country: ZCountryCode,
  postalCode: ZRemotePostalCodeEntry,
});
export type TCreateRemotePostalCodeRequest = z.infer<typeof ZCreateRemotePostalCodeRequest>;

/** Largest import file accepted (bytes, before base64). */
export const REMOTE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A CSV or Excel (.xlsx) file of remote postal codes: a header row naming the columns
 * `country` and `postal_code` (also `postalCode` / `postal code`), then one code per row.
 * Sent as base64 in JSON so the endpoint needs no multipart parser.
 */
export const ZImportRemotePostalCodesRequest = z.object({
  carrier: z.enum(CARRIERS, { error: 'validation.invalidOption' }),
  fileName: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/\.(csv|xlsx)$/i, { error: 'validation.importFileType' }),
  /** The file's bytes, base64. */
  content: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(Math.ceil((REMOTE_IMPORT_MAX_BYTES * 4) / 3) + 4, { error: 'validation.fileTooLarge' }),
  /** Replace the carrier's codes of every country present in the file instead of adding to them. */
  replace: z.boolean().default(false),
});
export type TImportRemotePostalCodesRequest = z.infer<typeof ZImportRemotePostalCodesRequest>;

export const ZImportRemotePostalCodesResponse = z.object({
  /** Rows read (header excluded, blank rows skipped). */
  rows: z.number().int(),
  /** New codes stored. */
  added: z.number().int(),
  /** Codes already in the list (or repeated in the file). */
  duplicates: z.number().int(),
  /** Codes removed by `replace` before the import. */
  removed: z.number().int(),
  countries: z.array(z.string()),
});
export type TImportRemotePostalCodesResponse = z.infer<typeof ZImportRemotePostalCodesResponse>;
