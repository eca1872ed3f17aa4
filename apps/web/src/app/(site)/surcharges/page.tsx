import { CARRIERS, DEFAULT_CARRIER_NAMES, type Locale, paths, SURCHARGE_CATALOGUE } from '@acf/shared';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import page from '@/features/site/components/page.module.css';
import { PageHead } from '@/features/site/components/page-head';
import { CheckLink } from './check-link';
import styles from './surcharges.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('surcharges');
  return {
    title: t('title'),
    description: t('metaDescription'),
    alternates: { canonical: paths.surcharges },
    openGraph: { title: t('title'), description: t('metaDescription'), url: paths.surcharges },
  };
}

/** Seed §9: the three carriers' surcharge lists, one card per carrier. */
export default async function SurchargesPage() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('surcharges');
  return (
    <>
      <PageHead>
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
      </PageHead>
      <section className={page.section}>
        <div className={`${page.container} ${styles.carriers}`}>
          {CARRIERS.map((carrier) => {
            const name = DEFAULT_CARRIER_NAMES[carrier];
            const items = SURCHARGE_CATALOGUE[carrier];
            return (
              <article
                key={carrier}
                className={styles.carrier}
                data-testid={`carrier-${carrier.toLowerCase()}`}
              >
                <h2>
                  <Link href={paths.surchargeCarrier(carrier)}>{name}</Link>
                </h2>
                <p className={styles.count}>{t('items', { count: items.length })}</p>
                <ul>
                  {items.map((e) => (
                    <li key={e.code}>{locale === 'vi' ? e.nameVi : e.nameEn}</li>
                  ))}
                </ul>
                <Link href={paths.surchargeCarrier(carrier)} className={styles.more}>
                  {t('viewCarrier', { carrier: name })} →
                </Link>
              </article>
            );
          })}
        </div>
        <div className={page.container}>
          <CheckLink label={t('checkCta')} />
        </div>
      </section>
    </>
  );
}
