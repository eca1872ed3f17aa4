import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DevelopersPage } from '@/features/developers/components/developers-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('developers');
  return { title: t('title') };
}

export default function Page() {
  return <DevelopersPage />;
}
