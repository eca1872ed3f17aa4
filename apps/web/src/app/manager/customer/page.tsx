import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomersPage } from '@/features/customers/components/customers-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sidebar');
  return { title: t('customer') };
}

export default function CustomerPage() {
  return <CustomersPage />;
}
