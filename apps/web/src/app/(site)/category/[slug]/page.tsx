import type { Locale } from '@acf/shared';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { categoryHref, getCategory, getPosts, pick } from '@/features/site/api/content';
import page from '@/features/site/components/page.module.css';
import { PageHead } from '@/features/site/components/page-head';
import { PostCard } from '@/features/site/components/post-card';

interface Props {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ page?: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const category = await getCategory(decodeURIComponent(slug));
  if (!category) return {};
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('content');
  const name = pick(locale, category.nameVi, category.nameEn);
  const url = categoryHref(category, locale);
  return {
    title: name,
    description: t('postsIn', { name }),
    alternates: { canonical: url },
    openGraph: {
      title: name,
      description: t('postsIn', { name }),
      url,
      images: category.thumbnail ? [category.thumbnail] : undefined,
    },
  };
}

/** Seed §2: /category/{title}.{id}, the category's posts, newest first. */
export default async function CategoryPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const { page: pageParam } = await searchParams;
  const category = await getCategory(decodeURIComponent(slug));
  if (!category) notFound();
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('content');
  const current = Math.max(1, Number.parseInt(pageParam ?? '1', 10) || 1);
  const posts = await getPosts({ category: category.id, page: current, pageSize: 9 });
  const name = pick(locale, category.nameVi, category.nameEn);
  const here = categoryHref(category, locale);
  return (
    <>
      <PageHead crumbs={[{ label: name }]}>
        <h1 data-testid="category-title">{name}</h1>
      </PageHead>
      <section className={page.section}>
        <div className={page.container}>
          {posts.results.length === 0 ? (
            <p className={page.empty}>{t('noPosts')}</p>
          ) : (
            <div className={page.grid}>
              {posts.results.map((p, i) => (
                <PostCard key={p.id} post={p} locale={locale} priority={i < 3} heading="h2" />
              ))}
            </div>
          )}
          {posts.totalPages > 1 && (
            <nav className={page.pager} aria-label={t('pagination')}>
              {current > 1 && <Link href={`${here}?page=${current - 1}`}>{t('previous')}</Link>}
              <span>{t('pageOf', { page: current, total: posts.totalPages })}</span>
              {current < posts.totalPages && <Link href={`${here}?page=${current + 1}`}>{t('next')}</Link>}
            </nav>
          )}
        </div>
      </section>
    </>
  );
}
