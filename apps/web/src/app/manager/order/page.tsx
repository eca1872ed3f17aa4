import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Orders } from '@/features/bookings/components/orders';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('bookings');
  return { title: t('ordersTitle') };
}

export default function Page() {
  return <Orders />;
}
