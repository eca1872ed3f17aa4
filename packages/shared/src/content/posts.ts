import { z } from 'zod';
import { ZListQuery, ZPage } from '../api';
import { INT4_MAX, ZInt4Id } from '../input';
import { requiredText, slugId, ZImageUrl } from './common';

const ZCategoryRef = z.object({ id: z.number().int(), nameVi: z.string(), nameEn: z.string() });

/** A post in lists: everything but the bodies. `title`, `desc`, `img`, `time` are the seed's view fields. */
export const ZPostSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  categoryId: z.number().int().nullable(),
  category: ZCategoryRef.nullable(),
  titleVi: z.string(),
  titleEn: z.string(),
  descriptionVi: z.string(),
  descriptionEn: z.string(),
  thumbnail: z.string().nullable(),
  publishedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** In the caller's language. */
  title: z.string(),
  desc: z.string(),
  img: z.string(),
  /** Seed §3: DD/MM/YYYY HH:mm:ss, Ho Chi Minh time. */
  time: z.string(),
});
export type TPostSummary = z.infer<typeof ZPostSummary>;

export const ZPost = ZPostSummary.extend({ contentVi: z.string(), contentEn: z.string() });
export type TPost = z.infer<typeof ZPost>;

export const ZPostListQuery = ZListQuery.extend({
  /** A category id or its slug (`tin_tuc.3`), like the path takes. */
  category: slugId().optional(),
});
export type TPostListQuery = z.infer<typeof ZPostListQuery>;
export const ZPostListResponse = ZPage(ZPostSummary);
export type TPostListResponse = z.infer<typeof ZPostListResponse>;

export const ZSimilarPostsQuery = z.object({ limit: z.coerce.number().int().min(1).max(20).default(4) });
export const ZSimilarPostsResponse = z.array(ZPostSummary);

const html = z.string().max(200_000);

export const ZCreatePostRequest = z.object({
  categoryId: z.number({ error: 'validation.required' }).int().min(1).max(INT4_MAX),
  slug: z
    .string()
    .trim()
    .max(160)
    .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, { error: 'validation.slug' })
    .optional(),
  titleVi: requiredText(250),
  titleEn: requiredText(250),
  descriptionVi: z.string().trim().max(1000).default(''),
  descriptionEn: z.string().trim().max(1000).default(''),
  contentVi: html.default(''),
  contentEn: html.default(''),
  thumbnail: ZImageUrl.nullable().optional(),
  publishedAt: z.iso.datetime({ offset: true, error: 'validation.date' }).optional(),
});
export type TCreatePostRequest = z.input<typeof ZCreatePostRequest>;

export const ZUpdatePostRequest = z.object({
  categoryId: ZInt4Id.optional(),
  slug: ZCreatePostRequest.shape.slug,
  titleVi: requiredText(250).optional(),
  titleEn: requiredText(250).optional(),
  descriptionVi: z.string().trim().max(1000).optional(),
  descriptionEn: z.string().trim().max(1000).optional(),
  contentVi: html.optional(),
  contentEn: html.optional(),
  thumbnail: ZImageUrl.nullable().optional(),
  publishedAt: z.iso.datetime({ offset: true, error: 'validation.date' }).optional(),
});
export type TUpdatePostRequest = z.infer<typeof ZUpdatePostRequest>;

/** ASCII slug from a title (kept in the post's `slug`; routes use the seed's title rule). */
export function slugify(title: string): string {
  return (
    title
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 160)
      .replace(/-+$/, '') || 'post'
  );
}
