import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Statement } from '@/features/reports/components/statement';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reports');
  return { title: t('statement') };
}

export default function Page() {
  return <Statement />;
}
