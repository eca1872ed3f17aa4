'use client';

import { formatDate, INVOICE_STATUSES, type InvoiceStatus, type TInvoiceSummary } from '@acf/shared';
import { EyeOutlined, FileAddOutlined } from '@ant-design/icons';
import { Button, Select, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PeriodFields } from '@/components/date-field';
import { NameAndCode } from '@/components/name-and-code';
import { QueryTable } from '@/components/query-table';
import { DrawerButton, SideDrawer } from '@/components/side-panel';
import { type InvoiceFilters, useInvoices } from '../api/invoices';
import { billingPagination, CustomerFilter, StatusTag, useVnd, useVndColumn } from './billing-format';
import { EinvoiceExport } from './einvoice-export';
import { InvoiceDetail } from './invoice-detail';
import { InvoiceDraftForm } from './invoice-draft-form';

/**
 * The invoices and their notes, newest first, filtered by customer, status and issue date; a row
 * opens the document, where it is issued, downloaded or corrected.
 */
export function InvoiceList() {
  const t = useTranslations('billing');
  const vnd = useVnd();
  const vndColumn = useVndColumn();
  const [filters, setFilters] = useState<InvoiceFilters>({ page: 1, pageSize: 10 });
  const [viewing, setViewing] = useState<string | null>(null);
  const list = useInvoices(filters);
  const set = (patch: Partial<InvoiceFilters>) => setFilters((f) => ({ ...f, ...patch, page: 1 }));

  return (
    <>
      <div className="acf-toolbar">
        <CustomerFilter
          value={filters.customerId}
          onChange={(customerId) => set({ customerId })}
          testId="invoice-filter-customer"
        />
        <Select<InvoiceStatus>
          allowClear
          className="acf-toolbar-filter"
          style={{ flexBasis: 170 }}
          placeholder={t('filters.status')}
          aria-label={t('filters.status')}
          value={filters.status as InvoiceStatus | undefined}
          onChange={(status?: InvoiceStatus) => set({ status })}
          options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          data-testid="invoice-filter-status"
        />
        <PeriodFields
          className="acf-toolbar-filter"
          from={filters.from}
          to={filters.to}
          onChange={set}
          labels={{ from: t('filters.from'), to: t('filters.to') }}
          testIds={{ from: 'invoice-filter-from', to: 'invoice-filter-to' }}
        />
        <EinvoiceExport />
        <DrawerButton
          opener={{
            primary: true,
            icon: <FileAddOutlined />,
            label: t('draft.open'),
            testId: 'invoice-draft-open',
          }}
          title={t('draft.title')}
          width={520}
        >
          {(close) => (
            <InvoiceDraftForm
              onMade={(id) => {
                close();
                setViewing(id);
              }}
            />
          )}
        </DrawerButton>
      </div>
      <QueryTable<TInvoiceSummary>
        rowKey="id"
        query={list}
        emptyText={t('empty')}
        data-testid="invoice-table"
        onRow={(r) =>
          ({ 'data-invoice': r.id, 'data-status': r.status }) as React.HTMLAttributes<HTMLElement>
        }
        pagination={billingPagination(filters, setFilters, list.data?.totalResults, (total) =>
          t('totalCount', { total }),
        )}
        columns={[
          {
            title: t('number'),
            key: 'number',
            render: (_, r) =>
              r.number ? (
                <span data-testid="invoice-number">{r.number}</span>
              ) : (
                <Typography.Text type="secondary">{t('noNumber')}</Typography.Text>
              ),
          },
          { title: t('kind'), dataIndex: 'kind', render: (k: TInvoiceSummary['kind']) => t(`kinds.${k}`) },
          {
            title: t('customer'),
            key: 'customer',
            render: (_, r) => <NameAndCode name={r.customer.name} code={r.customer.code} />,
          },
          {
            title: t('period'),
            key: 'period',
            render: (_, r) =>
              t('periodValue', { from: formatDate(r.periodFrom), to: formatDate(r.periodTo) }),
          },
          {
            title: t('issueDate'),
            dataIndex: 'issueDate',
            render: (d: string | null) => (d ? formatDate(d) : '—'),
          },
          {
            title: t('dueDate'),
            dataIndex: 'dueDate',
            render: (d: string | null) => (d ? formatDate(d) : '—'),
          },
          { title: t('status'), dataIndex: 'status', render: (s: InvoiceStatus) => <StatusTag status={s} /> },
          { title: t('lineCount'), dataIndex: 'lineCount', align: 'right' },
          vndColumn(t('amount'), 'amountVnd'),
          vndColumn(t('vat'), 'vatVnd'),
          {
            title: t('total'),
            dataIndex: 'totalVnd',
            align: 'right',
            render: (v: number) => <span data-testid="invoice-total">{vnd(v)}</span>,
          },
          {
            title: t('actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, r) => (
              <Button
                size="small"
                icon={<EyeOutlined />}
                onClick={() => setViewing(r.id)}
                data-testid="invoice-view"
              >
                {t('view')}
              </Button>
            ),
          },
        ]}
      />
      <SideDrawer open={!!viewing} onClose={() => setViewing(null)} title={t('detail.title')} width={980}>
        {viewing && <InvoiceDetail id={viewing} onOpen={setViewing} />}
      </SideDrawer>
    </>
  );
}
