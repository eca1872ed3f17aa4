'use client';

import { Tabs, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { InvoiceList } from './invoice-list';
import { PaymentList } from './payment-list';

/**
 * /manager/invoices (manage_invoice): invoices in đồng with VAT and the notes that correct them,
 * and the payments received (by hand or from a bank statement). A tab's content is drawn once opened.
 */
export function InvoicesPage() {
  const t = useTranslations('billing');
  const [tab, setTab] = useState('invoices');
  return (
    <div data-testid="invoices-page">
      <PageHeader style={{ marginBottom: 4 }} />
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'invoices', label: t('tabs.invoices'), children: <InvoiceList /> },
          {
            key: 'payments',
            label: <span data-testid="tab-payments">{t('tabs.payments')}</span>,
            children: <PaymentList />,
          },
        ]}
      />
    </div>
  );
}
