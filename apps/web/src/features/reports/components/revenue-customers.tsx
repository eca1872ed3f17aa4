'use client';

import {
  formatDate,
  formatMoney,
  formatPercent,
  type Locale,
  presetPeriod,
  type TDiscountRow,
  type TOutOfNetworkRow,
  type TRevenueCustomersResponse,
} from '@acf/shared';
import { Descriptions, Table, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { listLocale } from '@/components/list-error';
import { useCan } from '@/components/manager-shell/manager-context';
import { useReport } from '../api/reports';
import { ReportBarChart } from './charts';
import { ExportButton } from './export-button';
import { MoneyLines, useCodeLabels, useNumber } from './format';
import { apiQuery, ReportFilters, type ReportFilterValue } from './report-filters';
import { ReportPage } from './report-page';

/** /manager/statistical-revenue-customer: customers not in the network, and every discounted shipment. */
export function RevenueCustomers() {
  const t = useTranslations('reports');
  const locale = useLocale() as Locale;
  const n = useNumber();
  const label = useCodeLabels();
  const seesAll = useCan('get_all_list_customer');
  const [q, setQ] = useState<ReportFilterValue>({
    ...presetPeriod('thisMonth'),
    preset: 'thisMonth',
    page: 1,
    pageSize: 20,
  });
  const query = apiQuery(q);
  const report = useReport<TRevenueCustomersResponse>('revenue-customers', query);
  const data = report.data;
  const money = (v: number, r: { currency: string }) => formatMoney(v, r.currency, locale);
  return (
    <ReportPage
      error={report.error}
      title={t('revenueCustomers')}
      help={t('billingRule')}
      actions={<ExportButton path="/reports/revenue-customers.xlsx" query={query} />}
      filters={
        <ReportFilters
          value={q}
          onChange={setQ}
          filters={['office', 'customer', ...(seesAll ? (['sales'] as const) : []), 'service', 'carrier']}
        />
      }
      chart={
        <ReportBarChart
          data={(data?.customers ?? [])
            .slice(0, 10)
            .map((c) => ({ name: c.customerName, shipments: c.shipments }))}
          xKey="name"
          horizontal
          height={Math.max(160, Math.min(10, data?.customers.length ?? 0) * 36)}
          series={[{ key: 'shipments', name: t('shipments') }]}
        />
      }
    >
      <Typography.Title level={5}>{t('outOfNetwork')}</Typography.Title>
      <Table<TOutOfNetworkRow>
        rowKey="customerId"
        size="small"
        data-testid="report-table"
        loading={report.isFetching}
        locale={listLocale(report)}
        dataSource={data?.customers ?? []}
        scroll={{ x: 800 }}
        pagination={{ pageSize: 10 }}
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
        ]}
        summary={() =>
          data ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <Typography.Text strong>
                  {t('grandTotal')} ({data.totals.outOfNetwork.customers})
                </Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {data.totals.outOfNetwork.shipments}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {n(data.totals.outOfNetwork.chargeableWeight)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                <MoneyLines value={data.totals.outOfNetwork.revenue} />
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('discounted')}
      </Typography.Title>
      {data && (
        <Descriptions size="small" column={{ xs: 1, md: 4 }} style={{ marginBottom: 8 }}>
          <Descriptions.Item label={t('shipments')}>{data.totals.discounted.shipments}</Descriptions.Item>
          <Descriptions.Item label={t('gross')}>
            <MoneyLines value={data.totals.discounted.gross} />
          </Descriptions.Item>
          <Descriptions.Item label={t('discount')}>
            <MoneyLines value={data.totals.discounted.discount} />
          </Descriptions.Item>
          <Descriptions.Item label={t('total')}>
            <MoneyLines value={data.totals.discounted.total} />
          </Descriptions.Item>
        </Descriptions>
      )}
      <Table<TDiscountRow>
        rowKey="id"
        size="small"
        data-testid="discount-table"
        loading={report.isFetching}
        locale={listLocale(report)}
        dataSource={data?.rows ?? []}
        scroll={{ x: 1100 }}
        pagination={{
          current: q.page as number,
          pageSize: q.pageSize as number,
          total: data?.totalResults ?? 0,
          onChange: (page, pageSize) => setQ({ ...q, page, pageSize }),
        }}
        columns={[
          { title: t('date'), dataIndex: 'date', render: (v) => formatDate(v), width: 100 },
          { title: t('code'), dataIndex: 'code', width: 130 },
          { title: t('customer'), dataIndex: 'customerName', ellipsis: true },
          { title: t('service'), dataIndex: 'service', render: (v) => label.service(v) },
          { title: t('carrier'), dataIndex: 'carrier', render: (v) => label.carrier(v) },
          { title: t('gross'), dataIndex: 'gross', align: 'right', render: money },
          { title: t('discount'), dataIndex: 'discount', align: 'right', render: money },
          {
            title: t('discountPercent'),
            dataIndex: 'discountPercent',
            align: 'right',
            render: (v: number) => formatPercent(v, locale),
          },
          { title: t('total'), dataIndex: 'total', align: 'right', render: money },
        ]}
      />
    </ReportPage>
  );
}
