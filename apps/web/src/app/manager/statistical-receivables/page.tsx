import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Receivables } from '@/features/reports/components/receivables';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sidebar');
  return { title: t('statisticalReceivables') };
}

/** Back office: what each customer owes, aged by days past due (manage_invoice). */
export default function Page() {
  return <Receivables />;
}
