import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';

/** The web app manifest, in the visitor's language; its icons are the brand mark (scripts/icons.mjs). */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations('meta');
  return {
    name: t('siteTitle'),
    short_name: t('siteName'),
    description: t('siteDescription'),
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#c8102e',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
