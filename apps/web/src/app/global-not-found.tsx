import type { Locale } from '@acf/shared';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { LocaleSync } from '@/components/locale-sync';
import { PageLive } from '@/components/page-live';
import { NotFoundView } from '@/features/site/components/not-found-view';
import { SiteFooter } from '@/features/site/components/site-footer';
import { SiteHeader } from '@/features/site/components/site-header';
import './globals.css';
import { generateMetadata as siteMetadata } from './layout';

// This document has no root layout around it: its metadata and viewport are the root layout's.
export { viewport } from './layout';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  const meta = await getTranslations('meta');
  return {
    ...(await siteMetadata()),
    title: `${t('title')} | ${meta('siteName')}`,
    robots: { index: false },
  };
}

/**
 * Any address no page answers: the bilingual 404 with the site's header and footer, a document
 * of its own. Kept apart from the root `not-found.tsx` on purpose: Next puts the root layout's
 * not-found element into every page's payload, and a second header and footer there made every
 * page's HTML and the data it hydrates from about 40 KB larger.
 */
export default async function GlobalNotFound() {
  const locale = (await getLocale()) as Locale;
  return (
    <html lang={locale}>
      <body>
        <LocaleSync locale={locale} />
        <SiteHeader />
        <main id="main">
          <NotFoundView />
        </main>
        <SiteFooter />
        <PageLive />
      </body>
    </html>
  );
}
