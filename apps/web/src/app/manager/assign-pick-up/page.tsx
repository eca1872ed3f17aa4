import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AssignPickUpPage } from './assign-pick-up-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pickups.assign');
  return { title: t('title') };
}

export default function Page() {
  return <AssignPickUpPage />;
}
