import type { Metadata } from 'next';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { TrackingLookup } from '@/features/tracking/components/tracking-lookup';
import type { Messages } from '@/lib/translate';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tracking');
  return { title: t('title'), description: t('description') };
}

export default async function TrackingPage({ searchParams }: { searchParams: Promise<{ code?: string }> }) {
  const { code } = await searchParams;
  const locale = await getLocale();
  const messages = (await getMessages()).tracking as Messages;
  // The island gets its texts from here: no translation runtime in the browser.
  return <TrackingLookup initial={code ?? ''} messages={messages} locale={locale} />;
}
