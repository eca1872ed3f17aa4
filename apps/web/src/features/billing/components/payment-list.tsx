'use client';

import { formatDate, type TPayment } from '@acf/shared';
import { DollarOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NameAndCode } from '@/components/name-and-code';
import { QueryTable } from '@/components/query-table';
import { DrawerButton } from '@/components/side-panel';
import { usePayments } from '../api/payments';
import { BankImport } from './bank-import';
import { billingPagination, CustomerFilter, useVnd, useVndColumn } from './billing-format';
import { PaymentForm } from './payment-form';

/** Payments received, newest first: what each paid, and what is left on the customer's account. */
export function PaymentList() {
  const t = useTranslations('billing');
  const vnd = useVnd();
  const vndColumn = useVndColumn();
  const [filters, setFilters] = useState<{ page: number; pageSize: number; customerId?: string }>({
    page: 1,
    pageSize: 10,
  });
  const list = usePayments(filters);

  return (
    <>
      <div className="acf-toolbar">
        <CustomerFilter
          value={filters.customerId}
          onChange={(customerId) => setFilters((f) => ({ ...f, customerId, page: 1 }))}
          testId="payment-filter-customer"
        />
        <BankImport />
        <DrawerButton
          opener={{
            primary: true,
            icon: <DollarOutlined />,
            label: t('record.open'),
            testId: 'payment-record-open',
          }}
          title={t('record.title')}
          width={560}
        >
          {(close) => <PaymentForm onDone={close} />}
        </DrawerButton>
      </div>
      <QueryTable<TPayment>
        rowKey="id"
        query={list}
        emptyText={t('payments.empty')}
        data-testid="payment-table"
        pagination={billingPagination(filters, setFilters, list.data?.totalResults, (total) =>
          t('payments.totalCount', { total }),
        )}
        columns={[
          { title: t('payments.date'), dataIndex: 'date', render: (d: string) => formatDate(d) },
          {
            title: t('customer'),
            key: 'customer',
            render: (_, r) => <NameAndCode name={r.customer.name} code={r.customer.code} />,
          },
          {
            title: t('payments.amount'),
            dataIndex: 'amountVnd',
            align: 'right',
            render: (v: number) => <span data-testid="payment-amount">{vnd(v)}</span>,
          },
          {
            title: t('payments.method'),
            dataIndex: 'method',
            render: (m: TPayment['method']) => t(`methods.${m}`),
          },
          { title: t('payments.reference'), dataIndex: 'reference', render: (r: string) => r || '—' },
          {
            title: t('payments.allocations'),
            key: 'allocations',
            render: (_, r) =>
              r.allocations.length === 0
                ? '—'
                : r.allocations.map((a) => (
                    <div key={a.invoiceId} style={{ whiteSpace: 'nowrap' }}>
                      {a.number}: {vnd(a.amountVnd)}
                    </div>
                  )),
          },
          vndColumn(t('payments.unallocated'), 'unallocatedVnd'),
        ]}
      />
    </>
  );
}
