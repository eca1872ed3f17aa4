import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckpointScanner } from '@/features/bookings/components/checkpoint-scanner';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('bookings');
  return { title: t('checkpointTitle') };
}

export default function Page() {
  return <CheckpointScanner />;
}
