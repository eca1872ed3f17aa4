import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Margin } from '@/features/reports/components/margin';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reports');
  return { title: t('margin') };
}

export default function Page() {
  return <Margin />;
}
