import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PickupPage } from './pickup-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pickups.overview');
  return { title: t('title') };
}

export default function Page() {
  return <PickupPage />;
}
