import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HistorySearch } from '@/features/bookings/components/history-search';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('bookings');
  return { title: t('historyTitle') };
}

export default function Page() {
  return <HistorySearch />;
}
