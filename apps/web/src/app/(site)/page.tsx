import { getTranslations } from 'next-intl/server';
import { LanguageSwitch } from '@/components/language-switch';
import { serverFetch } from '@/lib/server-api';

interface Health {
  status: string;
  version: string;
}

export default async function HomePage() {
  const t = await getTranslations('home');
  const health = await serverFetch<Health>('/health');
  return (
    <main style={{ padding: 24 }}>
      <LanguageSwitch />
      <h1 data-testid="home-title">{t('title')}</h1>
      <p data-testid="api-version">{t('apiVersion', { version: health.version })}</p>
    </main>
  );
}
