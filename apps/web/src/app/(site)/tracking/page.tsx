import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { TrackingLookup } from '@/features/tracking/components/tracking-lookup';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tracking');
  return { title: t('title'), description: t('description') };
}

export default async function TrackingPage({ searchParams }: { searchParams: Promise<{ code?: string }> }) {
  const { code } = await searchParams;
  return (
    <ClientMessages namespaces={['common', 'tracking']}>
      <TrackingLookup initial={code ?? ''} />
    </ClientMessages>
  );
}
