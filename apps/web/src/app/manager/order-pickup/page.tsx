import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DriverPage } from '@/features/pickup-driver/components/driver-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pickupDriver');
  return { title: t('title') };
}

export default function Page() {
  return <DriverPage />;
}
