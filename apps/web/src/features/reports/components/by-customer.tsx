'use client';

import { formatDate, type TByCustomerResponse, type TByCustomerRow } from '@acf/shared';
import { Table, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { ReportBarChart } from './charts';
import { MoneyLines, useNumber, usePercent } from './format';
import { periodFilters, ReportScreen, useReportScreen, useSalesFilters } from './report-screen';
import { ReportTable, TotalsRow, useReportColumns } from './report-table';

function Change({ value }: { value: number | null }) {
  const percent = usePercent();
  if (value == null) return <>–</>;
  return <Tag color={value > 0 ? 'green' : value < 0 ? 'red' : 'default'}>{percent(value)}</Tag>;
}

/** /manager/statistical-customer: per customer with its sales person, against the previous period; top 10. */
export function ByCustomer() {
  const t = useTranslations('reports');
  const n = useNumber();
  const col = useReportColumns();
  const filters = useSalesFilters();
  const screen = useReportScreen<TByCustomerResponse>('by-customer', periodFilters('thisMonth'));
  const { report, data } = screen;
  const top = (data?.rows ?? []).slice(0, 10).map((r) => ({
    name: r.customerName,
    current: r.shipments,
    previous: r.previousShipments,
  }));
  return (
    <ReportScreen
      screen={screen}
      help={t('billingRule')}
      filters={filters}
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
      <ReportTable<TByCustomerRow>
        report={report}
        rows={data?.rows}
        rowKey="customerId"
        scroll={{ x: 1100 }}
        pagination={{ pageSize: 20, showSizeChanger: true }}
        columns={[
          ...col.customerWithSales,
          ...col.volume,
          col.moneyLines('discount'),
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
              <TotalsRow
                label={`${t('grandTotal')} (${data.totals.customers})`}
                span={3}
                cells={[
                  ['shipments', data.totals.shipments],
                  ['kg', n(data.totals.chargeableWeight)],
                  ['revenue', <MoneyLines key="revenue" value={data.totals.revenue} />],
                  ['discount', <MoneyLines key="discount" value={data.totals.discount} />],
                  ['previousShipments', data.totals.previousShipments],
                  ['change', <Change key="change" value={data.totals.shipmentsChange} />],
                ]}
              />
            </Table.Summary>
          ) : null
        }
      />
    </ReportScreen>
  );
}
