import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InvoicesPage } from '@/features/billing/components/invoices-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sidebar');
  return { title: t('invoices') };
}

/** Back office: invoices, credit and debit notes, payments and the bank statement import (manage_invoice). */
export default function Page() {
  return <InvoicesPage />;
}
