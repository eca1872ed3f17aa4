import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingForm } from '@/features/bookings/components/booking-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('bookings');
  return { title: t('createTitle') };
}

export default function Page() {
  return <BookingForm />;
}
