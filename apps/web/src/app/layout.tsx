import type { Locale } from '@acf/shared';
import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LocaleSync } from '@/components/locale-sync';
import { PageLive } from '@/components/page-live';
import './globals.css';
import { webEnv } from '@/lib/env';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  const locale = await getLocale();
  return {
    title: { default: t('siteTitle'), template: `%s | ${t('siteName')}` },
    description: t('siteDescription'),
    metadataBase: new URL(webEnv().publicUrl),
    openGraph: {
      siteName: t('siteName'),
      type: 'website',
      locale: locale === 'vi' ? 'vi_VN' : 'en_US',
      title: t('siteTitle'),
      description: t('siteDescription'),
    },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#c8102e' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = (await getLocale()) as Locale;
  return (
    <html lang={locale}>
      <body>
        <LocaleSync locale={locale} />
        {children}
        <PageLive />
      </body>
    </html>
  );
}
