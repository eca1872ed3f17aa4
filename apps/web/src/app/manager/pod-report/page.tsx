import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PodReport } from '@/features/reports/components/pod';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reports');
  return { title: t('pod') };
}

export default function Page() {
  return <PodReport />;
}
