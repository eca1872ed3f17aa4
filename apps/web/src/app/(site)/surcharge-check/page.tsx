import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SurchargeChecker } from '@/features/surcharges/components/surcharge-checker';
import styles from './page.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('surchargeCheck');
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    openGraph: { title: t('metaTitle'), description: t('metaDescription') },
  };
}

/** Public surcharge checker: server-rendered text, one small client island, no antd. */
export default async function SurchargeCheckPage() {
  const t = await getTranslations('surchargeCheck');
  return (
    <main className={styles.page}>
      <h1 data-testid="surcharge-check-title">{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <SurchargeChecker />
    </main>
  );
}
