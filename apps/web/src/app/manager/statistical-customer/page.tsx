import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ByCustomer } from '@/features/reports/components/by-customer';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reports');
  return { title: t('byCustomer') };
}

export default function Page() {
  return <ByCustomer />;
}
