import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { UnsubscribeForm } from '@/features/notifications/components/unsubscribe-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notifications');
  return { title: t('unsubscribe.title'), robots: { index: false } };
}

export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string }>;
}) {
  const { token } = await searchParams;
  return (
    <ClientMessages namespaces={['notifications']}>
      <UnsubscribeForm token={token ?? ''} />
    </ClientMessages>
  );
}
