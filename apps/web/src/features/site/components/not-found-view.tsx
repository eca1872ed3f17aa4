import { paths } from '@acf/shared';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './not-found-view.module.css';

/** The bilingual 404 body, shown inside the site layout or on its own. */
export async function NotFoundView() {
  const t = await getTranslations('notFound');
  return (
    <div className={styles.wrap} data-testid="not-found">
      <p className={styles.code}>404</p>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <div className={styles.actions}>
        <Link href={paths.home} className={styles.primary}>
          {t('home')}
        </Link>
        <Link href={paths.tracking()} className={styles.ghost}>
          {t('track')}
        </Link>
      </div>
    </div>
  );
}
