import type { Locale } from '@acf/shared';
import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { categoryHref, getPost, getSimilarPosts, pick, postHref } from '@/features/site/api/content';
import page from '@/features/site/components/page.module.css';
import { PageHead } from '@/features/site/components/page-head';
import { PostCard } from '@/features/site/components/post-card';
import styles from './post.module.css';

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const post = await getPost(decodeURIComponent(slug));
  if (!post) return {};
  const locale = (await getLocale()) as Locale;
  const title = pick(locale, post.titleVi, post.titleEn);
  const description = pick(locale, post.descriptionVi, post.descriptionEn);
  const url = postHref(post, locale);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'article',
      title,
      description,
      url,
      publishedTime: post.publishedAt,
      images: post.thumbnail ? [post.thumbnail] : undefined,
    },
  };
}

/** Seed §2: /detail-post/{title}.{id}, with similar posts below. */
export default async function PostPage({ params }: Props) {
  const { slug } = await params;
  const post = await getPost(decodeURIComponent(slug));
  if (!post) notFound();
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('content');
  const similar = await getSimilarPosts(post.id, 3);
  const title = pick(locale, post.titleVi, post.titleEn);
  return (
    <>
      <PageHead
        crumbs={
          post.category
            ? [
                {
                  label: pick(locale, post.category.nameVi, post.category.nameEn),
                  href: categoryHref(post.category, locale),
                },
              ]
            : []
        }
      >
        <h1 data-testid="post-title">{title}</h1>
        <p>
          <time dateTime={post.publishedAt}>{t('published', { time: post.time })}</time>
        </p>
      </PageHead>
      <article className={`${page.container} ${styles.article}`}>
        <p className={styles.lead}>{pick(locale, post.descriptionVi, post.descriptionEn)}</p>
        {post.thumbnail && (
          <div className={styles.cover}>
            <Image src={post.thumbnail} alt={title} fill sizes="(max-width: 860px) 100vw, 828px" priority />
          </div>
        )}
        <div
          className={page.prose}
          data-testid="post-content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with an allow-list on write (API)
          dangerouslySetInnerHTML={{ __html: pick(locale, post.contentVi, post.contentEn) }}
        />
      </article>
      {similar.length > 0 && (
        <section className={page.section} aria-labelledby="similar-title" data-testid="similar-posts">
          <div className={page.container}>
            <h2 id="similar-title" className={page.sectionTitle}>
              {t('similarPosts')}
            </h2>
            <div className={page.grid}>
              {similar.map((p) => (
                <PostCard key={p.id} post={p} locale={locale} />
              ))}
            </div>
          </div>
        </section>
      )}
    </>
  );
}
