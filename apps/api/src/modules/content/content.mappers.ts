import {
  formatPostTime,
  type Locale,
  type TCategory,
  type THomeItem,
  type TMenuItem,
  type TPost,
  type TPostSummary,
} from '@acf/shared';
import type { categories, homeItems, homeMenuItems, posts } from '../../db/schema';

type CategoryRow = typeof categories.$inferSelect;
type PostRow = typeof posts.$inferSelect;
type HomeItemRow = typeof homeItems.$inferSelect;
type MenuItemRow = typeof homeMenuItems.$inferSelect;

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function toCategory(row: CategoryRow, postCount = 0): TCategory {
  return {
    id: row.id,
    nameVi: row.nameVi,
    nameEn: row.nameEn,
    thumbnail: row.thumbnail,
    postCount,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toPostSummary(
  row: Omit<PostRow, 'contentVi' | 'contentEn'>,
  category: Pick<CategoryRow, 'id' | 'nameVi' | 'nameEn'> | null,
  locale: Locale,
): TPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    categoryId: row.categoryId,
    category: category ? { id: category.id, nameVi: category.nameVi, nameEn: category.nameEn } : null,
    titleVi: row.titleVi,
    titleEn: row.titleEn,
    descriptionVi: row.descriptionVi,
    descriptionEn: row.descriptionEn,
    thumbnail: row.thumbnail,
    publishedAt: iso(row.publishedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    title: locale === 'vi' ? row.titleVi : row.titleEn,
    desc: locale === 'vi' ? row.descriptionVi : row.descriptionEn,
    img: row.thumbnail ?? '',
    time: formatPostTime(row.publishedAt),
  };
}

export function toPost(
  row: PostRow,
  category: Pick<CategoryRow, 'id' | 'nameVi' | 'nameEn'> | null,
  locale: Locale,
): TPost {
  return { ...toPostSummary(row, category, locale), contentVi: row.contentVi, contentEn: row.contentEn };
}

export function toMenuItem(
  row: MenuItemRow,
  category: Pick<CategoryRow, 'id' | 'nameVi' | 'nameEn' | 'thumbnail'> | null,
  post: Pick<PostRow, 'id' | 'titleVi' | 'titleEn' | 'thumbnail'> | null,
): TMenuItem {
  return {
    id: row.id,
    nameVi: row.nameVi,
    nameEn: row.nameEn,
    typeLink: row.typeLink as TMenuItem['typeLink'],
    link: row.link,
    categoryId: row.categoryId,
    postId: row.postId,
    category: category
      ? { id: category.id, nameVi: category.nameVi, nameEn: category.nameEn, thumbnail: category.thumbnail }
      : null,
    post: post
      ? { id: post.id, titleVi: post.titleVi, titleEn: post.titleEn, thumbnail: post.thumbnail }
      : null,
  };
}

export function toHomeItem(row: HomeItemRow, menuItems: TMenuItem[]): THomeItem {
  return {
    id: row.id,
    type: row.type as THomeItem['type'],
    titleVi: row.titleVi,
    titleEn: row.titleEn,
    link: row.link,
    contentVi: row.contentVi,
    contentEn: row.contentEn,
    icon: row.icon,
    thumbnail: row.thumbnail,
    categoryId: row.categoryId,
    sortOrder: row.sortOrder,
    menuItems,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
