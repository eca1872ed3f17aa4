import type { Locale, TPostSummary } from '@acf/shared';
import Image from 'next/image';
import Link from 'next/link';
import { pick, postHref } from '../api/content';
import styles from './post-card.module.css';

export function PostCard({
  post,
  locale,
  priority,
  heading: Heading = 'h3',
}: {
  post: TPostSummary;
  locale: Locale;
  priority?: boolean;
  /** The title's level under the page's headings: h2 right below a page's h1, h3 in a section. */
  heading?: 'h2' | 'h3';
}) {
  const href = postHref(post, locale);
  const title = pick(locale, post.titleVi, post.titleEn);
  return (
    <article className={styles.card} data-testid="post-card">
      <Link href={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        {post.thumbnail && (
          <Image
            src={post.thumbnail}
            alt=""
            fill
            sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 384px"
            priority={priority}
          />
        )}
      </Link>
      <div className={styles.body}>
        {post.category && (
          <span className={styles.category}>{pick(locale, post.category.nameVi, post.category.nameEn)}</span>
        )}
        <Heading className={styles.title}>
          <Link href={href} data-testid="post-card-link">
            {title}
          </Link>
        </Heading>
        <p className={styles.desc}>{pick(locale, post.descriptionVi, post.descriptionEn)}</p>
        <time className={styles.time} dateTime={post.publishedAt}>
          {post.time}
        </time>
      </div>
    </article>
  );
}
