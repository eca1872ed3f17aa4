'use client';

import { useTranslations } from 'next-intl';
import { TabbedPage } from '@/components/tabbed-page';
import { InvoiceList } from './invoice-list';
import { PaymentList } from './payment-list';

/**
 * /manager/invoices (manage_invoice): invoices in đồng with VAT and the notes that correct them,
 * and the payments received (by hand or from a bank statement). A tab's content is drawn once opened.
 */
export function InvoicesPage() {
  const t = useTranslations('billing');
  return (
    <TabbedPage
      testId="invoices-page"
      intro={t('intro')}
      items={[
        { key: 'invoices', label: t('tabs.invoices'), children: <InvoiceList /> },
        {
          key: 'payments',
          label: <span data-testid="tab-payments">{t('tabs.payments')}</span>,
          children: <PaymentList />,
        },
      ]}
    />
  );
}
