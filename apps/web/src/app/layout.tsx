import type { Locale } from '@acf/shared';
import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LocaleSync } from '@/components/locale-sync';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  const locale = await getLocale();
  return {
    title: { default: t('siteTitle'), template: `%s | ${t('siteName')}` },
    description: t('siteDescription'),
    metadataBase: new URL(process.env.PUBLIC_URL ?? 'http://localhost:3000'),
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

/**
 * Namespaces the public site's client islands use (switch, header, newsletter, tracking form);
 * the back office layout adds the rest. Only these are sent to the browser with each page.
 */
const CLIENT_NAMESPACES = ['common', 'site', 'tracking'] as const;

/**
 * The root stays light: public pages are server components with small client islands, so
 * Ant Design and the query client are loaded by the back office layout only.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = (await getLocale()) as Locale;
  const messages = await getMessages();
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider messages={clientMessages}>
          <LocaleSync locale={locale} />
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
