'use client';

import { formatDate, type TInvoiceSummary } from '@acf/shared';
import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { App, Button, Card, Space } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useManagerMe } from '@/components/manager-shell/manager-context';
import { QueryTable } from '@/components/query-table';
import { errorText } from '@/lib/api-client';
import { downloadInvoice, useInvoices } from '../api/invoices';
import { useVndColumn } from './billing-format';

/** On /manager/booking: a customer's own issued invoices and notes (the API gives it no other), as PDF or Excel. */
export function CustomerInvoices() {
  const me = useManagerMe();
  if (me.user.kind !== 'customer') return null;
  return <MyInvoices />;
}

function MyInvoices() {
  const t = useTranslations('billing');
  const vndColumn = useVndColumn();
  const { message } = App.useApp();
  const [page, setPage] = useState({ page: 1, pageSize: 5 });
  const list = useInvoices(page);
  const download = (id: string, ext: 'pdf' | 'xlsx') =>
    downloadInvoice(id, ext).catch((err) => message.error(errorText(err)));
  return (
    <Card size="small" title={t('mine.title')} style={{ marginBottom: 16 }} data-testid="customer-invoices">
      <QueryTable<TInvoiceSummary>
        rowKey="id"
        query={list}
        emptyText={t('mine.empty')}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: list.data?.totalResults ?? 0,
          hideOnSinglePage: true,
          onChange: (p, pageSize) => setPage({ page: p, pageSize }),
        }}
        columns={[
          { title: t('number'), dataIndex: 'number' },
          { title: t('kind'), dataIndex: 'kind', render: (k: TInvoiceSummary['kind']) => t(`kinds.${k}`) },
          {
            title: t('period'),
            key: 'period',
            render: (_, r) =>
              t('periodValue', { from: formatDate(r.periodFrom), to: formatDate(r.periodTo) }),
          },
          { title: t('issueDate'), dataIndex: 'issueDate', render: (d: string | null) => formatDate(d) },
          { title: t('dueDate'), dataIndex: 'dueDate', render: (d: string | null) => formatDate(d) },
          vndColumn(t('total'), 'totalVnd'),
          {
            title: t('actions'),
            key: 'actions',
            render: (_, r) => (
              <Space size={4} wrap={false}>
                {(
                  [
                    ['pdf', <FilePdfOutlined key="pdf" />, 'pdf'],
                    ['xlsx', <FileExcelOutlined key="xlsx" />, 'excel'],
                  ] as const
                ).map(([ext, icon, label]) => (
                  <Button
                    key={ext}
                    size="small"
                    icon={icon}
                    onClick={() => download(r.id, ext)}
                    data-testid={`my-invoice-${ext}`}
                  >
                    {t(label)}
                  </Button>
                ))}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
