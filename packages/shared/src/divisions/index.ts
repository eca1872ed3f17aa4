import { z } from 'zod';

/**
 * Vietnam's administrative units in force since 1 July 2025 (Resolution 202/2025/QH15): 34
 * provinces and centrally-run cities, and their communes, wards and special zones (two levels;
 * districts are gone). Codes are the statistics office's.
 */
export const PROVINCE_TYPES = ['CITY', 'PROVINCE'] as const;
export const COMMUNE_TYPES = ['WARD', 'COMMUNE', 'SPECIAL_ZONE'] as const;

export const ZProvince = z.object({ code: z.string(), name: z.string(), type: z.enum(PROVINCE_TYPES) });
export type TProvince = z.infer<typeof ZProvince>;
export const ZCommune = z.object({ code: z.string(), name: z.string(), type: z.enum(COMMUNE_TYPES) });
export type TCommune = z.infer<typeof ZCommune>;

export const ZProvincesResponse = z.object({ results: z.array(ZProvince) });
export const ZCommunesResponse = z.object({ results: z.array(ZCommune) });
export const ZCommunesQuery = z.object({ search: z.string().trim().max(100).default('') });
export const ZProvinceParams = z.object({
  code: z.string().regex(/^\d{2}$/, 'validation.invalid'),
});

/** A province code: two digits ('79'); a commune code: five ('26740'). */
export const ZProvinceCode = z
  .string()
  .trim()
  .regex(/^\d{2}$/, 'validation.provinceCode');
export const ZCommuneCode = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'validation.communeCode');
