import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RevenueCustomers } from '@/features/reports/components/revenue-customers';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reports');
  return { title: t('revenueCustomers') };
}

export default function Page() {
  return <RevenueCustomers />;
}
