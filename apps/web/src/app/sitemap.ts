import { CARRIERS, paths, type TCategoryListResponse, type TPostListResponse } from '@acf/shared';
import type { MetadataRoute } from 'next';
import { webEnv } from '@/lib/env';
import { serverFetch } from '@/lib/server-api';

export const dynamic = 'force-dynamic';

/** Every public page: fixed pages, categories and posts (Vietnamese titles, the default language). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = webEnv().publicUrl;
  const fixed = [
    paths.home,
    paths.surcharges,
    ...CARRIERS.map(paths.surchargeCarrier),
    paths.surchargeCheck,
    paths.tracking(),
  ];
  const entries: MetadataRoute.Sitemap = fixed.map((p) => ({ url: `${base}${p}` }));
  const categories = await serverFetch<TCategoryListResponse>('/posts/category?pageSize=100');
  for (const c of categories.results)
    entries.push({ url: `${base}${encodeURI(paths.category(c.nameVi, c.id))}`, lastModified: c.updatedAt });
  for (let page = 1; ; page++) {
    const posts = await serverFetch<TPostListResponse>(`/posts?pageSize=100&page=${page}`);
    for (const p of posts.results)
      entries.push({
        url: `${base}${encodeURI(paths.detailPost(p.titleVi, p.id))}`,
        lastModified: p.updatedAt,
      });
    if (page >= posts.totalPages) break;
  }
  return entries;
}
