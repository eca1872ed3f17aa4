import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ByService } from '@/features/reports/components/by-service';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reports');
  return { title: t('byService') };
}

export default function Page() {
  return <ByService />;
}
