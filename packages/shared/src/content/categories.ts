import { z } from 'zod';
import { ZListQuery, ZPage } from '../api';
import { requiredText, ZImageUrl } from './common';

export const ZCategory = z.object({
  id: z.number().int(),
  nameVi: z.string(),
  nameEn: z.string(),
  thumbnail: z.string().nullable(),
  postCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCategory = z.infer<typeof ZCategory>;

export const ZCategoryListQuery = ZListQuery;
export type TCategoryListQuery = z.infer<typeof ZCategoryListQuery>;
export const ZCategoryListResponse = ZPage(ZCategory);
export type TCategoryListResponse = z.infer<typeof ZCategoryListResponse>;

export const ZCreateCategoryRequest = z.object({
  nameVi: requiredText(120),
  nameEn: requiredText(120),
  thumbnail: ZImageUrl.nullable().optional(),
});
export type TCreateCategoryRequest = z.infer<typeof ZCreateCategoryRequest>;
export const ZCreateCategoryResponse = ZCategory;

export const ZUpdateCategoryRequest = z.object({
  nameVi: requiredText(120).optional(),
  nameEn: requiredText(120).optional(),
  thumbnail: ZImageUrl.nullable().optional(),
});
export type TUpdateCategoryRequest = z.infer<typeof ZUpdateCategoryRequest>;
export const ZUpdateCategoryResponse = ZCategory;

export interface NormalizedCategory {
  id: string;
  nameVi: string;
  nameEn: string;
  thumbnail: string;
  createdAt: string;
  updatedAt: string;
}

/** Seed §3: a missing id or name becomes an empty string; missing dates become the current date. */
export function normalizeCategory(raw: unknown, now: Date = new Date()): NormalizedCategory {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const str = (v: unknown) => (v == null ? '' : String(v));
  const date = (v: unknown) => (v == null || v === '' ? now.toISOString() : String(v));
  return {
    id: str(r.id),
    nameVi: str(r.nameVi),
    nameEn: str(r.nameEn),
    thumbnail: str(r.thumbnail),
    createdAt: date(r.createdAt),
    updatedAt: date(r.updatedAt),
  };
}
