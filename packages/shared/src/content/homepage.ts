import { z } from 'zod';
import { ZListQuery, ZPage } from '../api';
import { ZInt4Id } from '../input';
import { ZCategory } from './categories';
import { requiredText, ZImageUrl, ZLink } from './common';
import { ZPostSummary } from './posts';

/** Seed §3: the five kinds of home content. */
export const HOME_ITEM_TYPES = ['TOP', 'HEADER', 'BODY', 'FOOTER', 'SERVICE'] as const;
export type HomeItemType = (typeof HOME_ITEM_TYPES)[number];
export const MENU_TYPE_LINKS = ['category', 'post', 'other'] as const;

export const ZMenuItem = z.object({
  id: z.number().int(),
  nameVi: z.string(),
  nameEn: z.string(),
  typeLink: z.enum(MENU_TYPE_LINKS),
  /** The category id (category), the post id (post) or the URL (other). */
  link: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  postId: z.number().int().nullable(),
  /** The linked category or post, as much of it as a menu shows. */
  category: ZCategory.pick({ id: true, nameVi: true, nameEn: true, thumbnail: true }).nullable(),
  post: ZPostSummary.pick({ id: true, titleVi: true, titleEn: true, thumbnail: true }).nullable(),
});
export type TMenuItem = z.infer<typeof ZMenuItem>;

export const ZHomeItem = z.object({
  id: z.number().int(),
  type: z.enum(HOME_ITEM_TYPES),
  titleVi: z.string(),
  titleEn: z.string(),
  link: z.string().nullable(),
  contentVi: z.string(),
  contentEn: z.string(),
  icon: z.string().nullable(),
  thumbnail: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  sortOrder: z.number().int(),
  menuItems: z.array(ZMenuItem),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type THomeItem = z.infer<typeof ZHomeItem>;

export const ZMenuItemInput = z
  .object({
    nameVi: requiredText(120),
    nameEn: requiredText(120),
    typeLink: z.enum(MENU_TYPE_LINKS),
    link: ZLink.nullable().optional(),
    categoryId: ZInt4Id.nullable().optional(),
    postId: ZInt4Id.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    // The route of a category or post item is built from its id, so it must name one.
    if (v.typeLink === 'category' && !v.categoryId)
      ctx.addIssue({ code: 'custom', path: ['categoryId'], message: 'validation.required' });
    if (v.typeLink === 'post' && !v.postId)
      ctx.addIssue({ code: 'custom', path: ['postId'], message: 'validation.required' });
  });
export type TMenuItemInput = z.input<typeof ZMenuItemInput>;

export const ZHomeItemListQuery = ZListQuery.extend({ type: z.enum(HOME_ITEM_TYPES).optional() });
export const ZHomeItemListResponse = ZPage(ZHomeItem);
export type THomeItemListResponse = z.infer<typeof ZHomeItemListResponse>;

export const ZPublicHomeQuery = z.object({ type: z.enum(HOME_ITEM_TYPES).optional() });
export const ZPublicHomeResponse = z.array(ZHomeItem);

export const ZCreateHomeItemRequest = z.object({
  type: z.enum(HOME_ITEM_TYPES, { error: 'validation.required' }),
  titleVi: requiredText(200),
  titleEn: requiredText(200),
  link: ZLink.nullable().optional(),
  contentVi: z.string().max(20_000).default(''),
  contentEn: z.string().max(20_000).default(''),
  icon: z
    .string()
    .trim()
    .max(60)
    .regex(/^[A-Za-z]+$/, { error: 'validation.invalid' })
    .nullable()
    .optional(),
  thumbnail: ZImageUrl.nullable().optional(),
  categoryId: ZInt4Id.nullable().optional(),
  sortOrder: z.number().int().min(0).max(100_000).optional(),
  /** In display order. */
  menuItems: z.array(ZMenuItemInput).max(50).default([]),
});
export type TCreateHomeItemRequest = z.input<typeof ZCreateHomeItemRequest>;

export const ZUpdateHomeItemRequest = z.object({
  type: z.enum(HOME_ITEM_TYPES).optional(),
  titleVi: requiredText(200).optional(),
  titleEn: requiredText(200).optional(),
  link: ZLink.nullable().optional(),
  contentVi: z.string().max(20_000).optional(),
  contentEn: z.string().max(20_000).optional(),
  icon: ZCreateHomeItemRequest.shape.icon,
  thumbnail: ZImageUrl.nullable().optional(),
  categoryId: ZInt4Id.nullable().optional(),
  sortOrder: z.number().int().min(0).max(100_000).optional(),
  /** When given, replaces the item's menu items (in this order). */
  menuItems: z.array(ZMenuItemInput).max(50).optional(),
});
export type TUpdateHomeItemRequest = z.input<typeof ZUpdateHomeItemRequest>;

/** One call moves items: their new order within one type, first to last. */
export const ZReorderHomeItemsRequest = z.object({
  type: z.enum(HOME_ITEM_TYPES),
  ids: z.array(ZInt4Id).min(1).max(200),
});
export type TReorderHomeItemsRequest = z.infer<typeof ZReorderHomeItemsRequest>;

export const ZCompanyInfo = z.object({
  nameVi: z.string(),
  nameEn: z.string(),
  addressVi: z.string(),
  addressEn: z.string(),
  phone: z.string(),
  hotline: z.string(),
  email: z.string(),
  taxCode: z.string(),
  descriptionVi: z.string(),
  descriptionEn: z.string(),
});
export type TCompanyInfo = z.infer<typeof ZCompanyInfo>;
