import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notifications');
  return { title: t('settings.title') };
}

export default function Page() {
  return <NotificationSettings />;
}
