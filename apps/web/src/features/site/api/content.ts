import 'server-only';
import {
  type HomeItemType,
  type Locale,
  menuItemHref,
  paths,
  type TCategory,
  type TCompanyInfo,
  type THomeItem,
  type TMenuItem,
  type TPost,
  type TPostListResponse,
  type TPostSummary,
} from '@acf/shared';
import { cache } from 'react';
import { serverFetch, serverFetchOrNull } from '@/lib/server-api';

/** One request per type and page render (the header, footer and page share it). */
export const getHomeItems = cache(
  (type: HomeItemType): Promise<THomeItem[]> => serverFetch<THomeItem[]>(`/homepage?type=${type}`),
);
export const getCompanyInfo = cache(() => serverFetchOrNull<TCompanyInfo>('/homepage/company-info'));

export const getCategory = cache((slug: string) =>
  serverFetchOrNull<TCategory>(`/posts/category/${encodeURIComponent(slug)}`),
);
export const getPost = cache((slug: string) =>
  serverFetchOrNull<TPost>(`/posts/${encodeURIComponent(slug)}`),
);

export function getPosts(q: { category?: number; page?: number; pageSize?: number }) {
  const params = new URLSearchParams();
  if (q.category) params.set('category', String(q.category));
  params.set('page', String(q.page ?? 1));
  params.set('pageSize', String(q.pageSize ?? 9));
  return serverFetch<TPostListResponse>(`/posts?${params}`);
}

export function getSimilarPosts(id: number, limit = 4) {
  return serverFetch<TPostSummary[]>(`/posts/similar-posts/${id}?limit=${limit}`);
}

// ---------------------------------------------------------------------------------------------
// Language and links
// ---------------------------------------------------------------------------------------------

export const pick = (locale: Locale, vi: string, en: string) => (locale === 'vi' ? vi : en) || vi || en;

/**
 * Seed §2: category and post menu items become their routes, anything else its link or '#'. The
 * route's words are those of the page it opens (the post's title, the category's name), not the
 * menu item's own label ("Xem chi tiết" would make every article's address read "xem_chi_tiết").
 */
export function menuHref(item: TMenuItem, locale: Locale): string {
  const target =
    item.typeLink === 'post' && item.post
      ? pick(locale, item.post.titleVi, item.post.titleEn)
      : item.typeLink === 'category' && item.category
        ? pick(locale, item.category.nameVi, item.category.nameEn)
        : pick(locale, item.nameVi, item.nameEn);
  return menuItemHref({
    typeLink: item.typeLink,
    link: item.typeLink === 'category' ? String(item.categoryId ?? item.link ?? '') : item.link,
    id: item.typeLink === 'post' ? (item.postId ?? item.link) : undefined,
    title: target,
  });
}

/** A home item's own link; else its category's page; else '#'. */
export function homeItemHref(item: THomeItem, locale: Locale): string {
  if (item.link) return item.link;
  if (item.categoryId) return paths.category(pick(locale, item.titleVi, item.titleEn), item.categoryId);
  return '#';
}

export function postHref(post: Pick<TPostSummary, 'id' | 'titleVi' | 'titleEn'>, locale: Locale): string {
  return paths.detailPost(pick(locale, post.titleVi, post.titleEn), post.id);
}

export function categoryHref(c: Pick<TCategory, 'id' | 'nameVi' | 'nameEn'>, locale: Locale): string {
  return paths.category(pick(locale, c.nameVi, c.nameEn), c.id);
}
