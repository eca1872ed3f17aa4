import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Outstanding } from '@/features/reports/components/outstanding';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reports');
  return { title: t('outstanding') };
}

export default function Page() {
  return <Outstanding />;
}
