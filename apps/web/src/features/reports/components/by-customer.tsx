'use client';

import { formatDate, presetPeriod, type TByCustomerResponse, type TByCustomerRow } from '@acf/shared';
import { Table, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { listLocale } from '@/components/list-error';
import { useCan } from '@/components/manager-shell/manager-context';
import { useReport } from '../api/reports';
import { ReportBarChart } from './charts';
import { ExportButton } from './export-button';
import { MoneyLines, useNumber, usePercent } from './format';
import { apiQuery, ReportFilters, type ReportFilterValue } from './report-filters';
import { ReportPage } from './report-page';

function Change({ value }: { value: number | null }) {
  const percent = usePercent();
  if (value == null) return <>–</>;
  return <Tag color={value > 0 ? 'green' : value < 0 ? 'red' : 'default'}>{percent(value)}</Tag>;
}

/** /manager/statistical-customer: per customer with its sales person, against the previous period; top 10. */
export function ByCustomer() {
  const t = useTranslations('reports');
  const n = useNumber();
  const seesAll = useCan('get_all_list_customer');
  const [q, setQ] = useState<ReportFilterValue>({ ...presetPeriod('thisMonth'), preset: 'thisMonth' });
  const query = apiQuery(q);
  const report = useReport<TByCustomerResponse>('by-customer', query);
  const data = report.data;
  const top = (data?.rows ?? []).slice(0, 10).map((r) => ({
    name: r.customerName,
    current: r.shipments,
    previous: r.previousShipments,
  }));
  return (
    <ReportPage
      error={report.error}
      title={t('byCustomer')}
      help={t('billingRule')}
      actions={<ExportButton path="/reports/by-customer.xlsx" query={query} />}
      filters={
        <ReportFilters
          value={q}
          onChange={setQ}
          filters={['office', 'customer', ...(seesAll ? (['sales'] as const) : []), 'service', 'carrier']}
        />
      }
      chart={
        <>
          <Typography.Text type="secondary">
            {t('top10')}
            {data &&
              ` · ${t('previousPeriod')}: ${formatDate(data.previous.from)} – ${formatDate(data.previous.to)}`}
          </Typography.Text>
          <ReportBarChart
            data={top}
            xKey="name"
            horizontal
            height={Math.max(200, top.length * 36)}
            series={[
              { key: 'current', name: t('currentPeriod') },
              { key: 'previous', name: t('previousPeriod') },
            ]}
          />
        </>
      }
    >
      <Table<TByCustomerRow>
        rowKey="customerId"
        size="small"
        data-testid="report-table"
        loading={report.isFetching}
        locale={listLocale(report)}
        dataSource={data?.rows ?? []}
        scroll={{ x: 1100 }}
        pagination={{ pageSize: 20, showSizeChanger: true }}
        columns={[
          { title: t('customerCode'), dataIndex: 'customerCode', width: 100 },
          { title: t('customer'), dataIndex: 'customerName', ellipsis: true },
          { title: t('sales'), dataIndex: 'salesName', render: (v) => v || '–' },
          { title: t('shipments'), dataIndex: 'shipments', align: 'right' },
          { title: t('kg'), dataIndex: 'chargeableWeight', align: 'right', render: (v) => n(v) },
          {
            title: t('revenue'),
            dataIndex: 'revenue',
            align: 'right',
            render: (v) => <MoneyLines value={v} />,
          },
          {
            title: t('discount'),
            dataIndex: 'discount',
            align: 'right',
            render: (v) => <MoneyLines value={v} />,
          },
          { title: t('previousShipments'), dataIndex: 'previousShipments', align: 'right' },
          {
            title: t('change'),
            dataIndex: 'shipmentsChange',
            align: 'right',
            // The change against the previous period stays in sight however far the table scrolls.
            fixed: 'right',
            width: 110,
            render: (v) => <Change value={v} />,
          },
        ]}
        summary={() =>
          data ? (
            <Table.Summary>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  <Typography.Text strong>
                    {t('grandTotal')} ({data.totals.customers})
                  </Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {data.totals.shipments}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  {n(data.totals.chargeableWeight)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right">
                  <MoneyLines value={data.totals.revenue} />
                </Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="right">
                  <MoneyLines value={data.totals.discount} />
                </Table.Summary.Cell>
                <Table.Summary.Cell index={7} align="right">
                  {data.totals.previousShipments}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={8} align="right">
                  <Change value={data.totals.shipmentsChange} />
                </Table.Summary.Cell>
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </ReportPage>
  );
}
