import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomerInvoices } from '@/features/billing/components/customer-invoices';
import { MyBookings } from '@/features/bookings/components/my-bookings';
import { CustomerStatement } from '@/features/reports/components/customer-statement';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('bookings');
  return { title: t('listTitle') };
}

export default function Page() {
  return (
    <>
      <CustomerStatement />
      <CustomerInvoices />
      <MyBookings />
    </>
  );
}
