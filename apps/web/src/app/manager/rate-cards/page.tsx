import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RateCardsPage } from '@/features/rates/components/rate-cards-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sidebar');
  return { title: t('rateCards') };
}

/** Back office: rate cards and the zones, fuel, exchange and VAT rates a price is made of (manage_rate_card). */
export default function Page() {
  return <RateCardsPage />;
}
