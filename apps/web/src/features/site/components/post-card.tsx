import type { Locale, TPostSummary } from '@acf/shared';
import Image from 'next/image';
import Link from 'next/link';
import { pick, postHref } from '../api/content';
import styles from './post-card.module.css';

export function PostCard({
  post,
  locale,
  priority,
}: {
  post: TPostSummary;
  locale: Locale;
  priority?: boolean;
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
        <h3 className={styles.title}>
          <Link href={href} data-testid="post-card-link">
            {title}
          </Link>
        </h3>
        <p className={styles.desc}>{pick(locale, post.descriptionVi, post.descriptionEn)}</p>
        <time className={styles.time} dateTime={post.publishedAt}>
          {post.time}
        </time>
      </div>
    </article>
  );
}
