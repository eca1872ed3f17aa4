import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { QueryProvider } from '@/components/query-provider';
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
    // The site layout provides <main>.
    <div className={styles.page}>
      <h1 data-testid="surcharge-check-title">{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <ClientMessages namespaces={['common', 'surchargeCheck']}>
        <QueryProvider>
          <SurchargeChecker />
        </QueryProvider>
      </ClientMessages>
    </div>
  );
}
