import { type Locale, paths } from '@acf/shared';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { getHomeItems, getPosts, homeItemHref, menuHref, pick } from '@/features/site/api/content';
import { ContentIcon } from '@/features/site/components/icon';
import page from '@/features/site/components/page.module.css';
import { PostCard } from '@/features/site/components/post-card';
import styles from './home.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('home');
  const meta = await getTranslations('meta');
  return {
    title: { absolute: meta('siteTitle') },
    description: t('metaDescription'),
    alternates: { canonical: '/' },
    openGraph: { title: meta('siteTitle'), description: t('metaDescription'), url: '/' },
  };
}

/** Home (PRODUCT §3): hero, tracking box, SERVICE items, BODY sections, latest news. */
export default async function HomePage() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('home');
  const [services, bodies, news] = await Promise.all([
    getHomeItems('SERVICE'),
    getHomeItems('BODY'),
    getPosts({ pageSize: 6 }),
  ]);
  return (
    <>
      <section className={styles.hero}>
        <div className={`${page.container} ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <h1 data-testid="home-title">{t('title')}</h1>
            <p>{t('heroLead')}</p>
            <div className={styles.heroActions}>
              <Link href={paths.managerCreateBooking} className={styles.ctaPrimary}>
                {t('heroCta')}
              </Link>
              <Link href={paths.surcharges} className={styles.ctaGhost}>
                {t('heroSecondary')}
              </Link>
            </div>
          </div>
          <form action={paths.tracking()} method="get" className={styles.track} data-testid="tracking-box">
            <h2>{t('trackTitle')}</h2>
            <label htmlFor="track-code">{t('trackLabel')}</label>
            <textarea id="track-code" name="code" rows={3} placeholder={t('trackPlaceholder')} required />
            <button type="submit">{t('trackButton')}</button>
          </form>
        </div>
      </section>

      {services.length > 0 && (
        <section className={page.section} aria-labelledby="services-title">
          <div className={page.container}>
            <h2 id="services-title" className={page.sectionTitle}>
              {t('servicesTitle')}
            </h2>
            <div className={styles.services}>
              {services.map((s) => (
                <article key={s.id} className={styles.service} data-testid="service-item">
                  <span className={styles.serviceIcon}>
                    <ContentIcon name={s.icon} size={28} />
                  </span>
                  <h3>{pick(locale, s.titleVi, s.titleEn)}</h3>
                  <div
                    className={styles.serviceText}
                    // Sanitized with the allow-list when it was written (API).
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on write
                    dangerouslySetInnerHTML={{ __html: pick(locale, s.contentVi, s.contentEn) }}
                  />
                  {s.menuItems.map((m) => (
                    <Link key={m.id} href={menuHref(m, locale)} className={styles.more}>
                      {pick(locale, m.nameVi, m.nameEn)} →
                    </Link>
                  ))}
                </article>
              ))}
            </div>
          </div>
        </section>
      )}

      {bodies.map((b, i) => (
        <section
          key={b.id}
          className={`${styles.body} ${i % 2 ? styles.bodyAlt : ''}`}
          data-testid="body-section"
        >
          <div className={`${page.container} ${styles.bodyInner}`}>
            <div className={styles.bodyHead}>
              <span className={styles.bodyIcon}>
                <ContentIcon name={b.icon} size={32} />
              </span>
              <h2>
                {b.link || b.categoryId ? (
                  <Link href={homeItemHref(b, locale)}>{pick(locale, b.titleVi, b.titleEn)}</Link>
                ) : (
                  pick(locale, b.titleVi, b.titleEn)
                )}
              </h2>
              {b.menuItems.length > 0 && (
                <ul className={styles.chips}>
                  {b.menuItems.map((m) => (
                    <li key={m.id}>
                      <Link href={menuHref(m, locale)}>{pick(locale, m.nameVi, m.nameEn)}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div
              className={`${page.prose} ${styles.bodyText}`}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on write
              dangerouslySetInnerHTML={{ __html: pick(locale, b.contentVi, b.contentEn) }}
            />
          </div>
        </section>
      ))}

      {news.results.length > 0 && (
        <section className={page.section} aria-labelledby="news-title">
          <div className={page.container}>
            <h2 id="news-title" className={page.sectionTitle}>
              {t('newsTitle')}
              {news.results[0]?.category && (
                <Link
                  href={paths.category(
                    pick(locale, news.results[0].category.nameVi, news.results[0].category.nameEn),
                    news.results[0].category.id,
                  )}
                >
                  {t('allNews')} →
                </Link>
              )}
            </h2>
            <div className={page.grid}>
              {news.results.map((p, i) => (
                <PostCard key={p.id} post={p} locale={locale} priority={i === 0} />
              ))}
            </div>
          </div>
        </section>
      )}
    </>
  );
}
