import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ByStaff } from '@/features/reports/components/by-staff';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reports');
  return { title: t('byStaff') };
}

export default function Page() {
  return <ByStaff />;
}
