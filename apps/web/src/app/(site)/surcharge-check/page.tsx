import type { Locale } from '@acf/shared';
import type { Metadata } from 'next';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { SurchargeChecker } from '@/features/surcharges/components/surcharge-checker';
import type { Messages } from '@/lib/translate';
import styles from './page.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('surchargeCheck');
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    openGraph: { title: t('metaTitle'), description: t('metaDescription') },
  };
}

/**
 * Public surcharge checker: server-rendered text and one client island, which gets its texts
 * from here (no translation runtime, no query client and no schema library on the first load).
 */
export default async function SurchargeCheckPage() {
  const t = await getTranslations('surchargeCheck');
  const locale = (await getLocale()) as Locale;
  const messages = (await getMessages()).surchargeCheck as Messages;
  return (
    // The site layout provides <main>.
    <div className={styles.page}>
      <h1 data-testid="surcharge-check-title">{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <SurchargeChecker messages={messages} locale={locale} />
    </div>
  );
}
