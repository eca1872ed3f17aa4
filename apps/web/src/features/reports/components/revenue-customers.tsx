'use client';

import {
  formatDate,
  formatMoney,
  formatPercent,
  type Locale,
  type TDiscountRow,
  type TOutOfNetworkRow,
  type TRevenueCustomersResponse,
} from '@acf/shared';
import { Descriptions, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { ReportBarChart } from './charts';
import { MoneyLines, useNumber } from './format';
import {
  periodFilters,
  ReportScreen,
  reportPagination,
  useReportScreen,
  useSalesFilters,
} from './report-screen';
import { ReportTable, TotalsRow, useReportColumns } from './report-table';

/** /manager/statistical-revenue-customer: customers not in the network, and every discounted shipment. */
export function RevenueCustomers() {
  const t = useTranslations('reports');
  const locale = useLocale() as Locale;
  const n = useNumber();
  const col = useReportColumns();
  const filters = useSalesFilters();
  const screen = useReportScreen<TRevenueCustomersResponse>(
    'revenue-customers',
    periodFilters('thisMonth', {}, true),
  );
  const { report, data } = screen;
  const money = (v: number, r: { currency: string }) => formatMoney(v, r.currency, locale);
  return (
    <ReportScreen
      screen={screen}
      help={t('billingRule')}
      filters={filters}
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
      <ReportTable<TOutOfNetworkRow>
        report={report}
        rows={data?.customers}
        rowKey="customerId"
        scroll={{ x: 800 }}
        pagination={{ pageSize: 10 }}
        columns={[...col.customerWithSales, ...col.volume]}
        summary={() =>
          data ? (
            <TotalsRow
              label={`${t('grandTotal')} (${data.totals.outOfNetwork.customers})`}
              span={3}
              cells={[
                ['shipments', data.totals.outOfNetwork.shipments],
                ['kg', n(data.totals.outOfNetwork.chargeableWeight)],
                ['revenue', <MoneyLines key="revenue" value={data.totals.outOfNetwork.revenue} />],
              ]}
            />
          ) : null
        }
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('discounted')}
      </Typography.Title>
      {data && (
        <Descriptions size="small" column={{ xs: 1, md: 4 }} style={{ marginBottom: 8 }}>
          <Descriptions.Item label={t('shipments')}>{data.totals.discounted.shipments}</Descriptions.Item>
          {(['gross', 'discount', 'total'] as const).map((key) => (
            <Descriptions.Item key={key} label={t(key)}>
              <MoneyLines value={data.totals.discounted[key]} />
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      <ReportTable<TDiscountRow>
        report={report}
        rows={data?.rows}
        testId="discount-table"
        rowKey="id"
        scroll={{ x: 1100 }}
        pagination={reportPagination(screen, data?.totalResults)}
        columns={[
          { title: t('date'), dataIndex: 'date', render: (v) => formatDate(v), width: 100 },
          col.code,
          col.customerName,
          col.service,
          col.carrier,
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
    </ReportScreen>
  );
}
