'use client';

import { formatDate, SERVICES, type TByServiceResponse, type TByServiceRow } from '@acf/shared';
import { Segmented } from 'antd';
import { useTranslations } from 'next-intl';
import { ReportBarChart } from './charts';
import { MoneyLines, useCodeLabels, useNumber } from './format';
import { periodFilters, ReportScreen, useReportScreen } from './report-screen';
import { ReportTable, TotalsRow, useReportColumns } from './report-table';

type GroupBy = 'day' | 'week' | 'month';

/** /manager/statistical-service: per service and carrier, by day, week or month; a stacked chart. */
export function ByService() {
  const t = useTranslations('reports');
  const n = useNumber();
  const label = useCodeLabels();
  const col = useReportColumns();
  const screen = useReportScreen<TByServiceResponse>(
    'by-service',
    periodFilters('thisMonth', { groupBy: 'day' }),
  );
  const { q, setQ, report, data } = screen;
  // One bar per bucket, stacked by service (shipments).
  const buckets = new Map<string, Record<string, string | number>>();
  for (const r of data?.rows ?? []) {
    const b = buckets.get(r.bucket) ?? { bucket: formatDate(r.bucket) };
    b[r.service] = ((b[r.service] as number) ?? 0) + r.shipments;
    buckets.set(r.bucket, b);
  }
  const present = SERVICES.filter((s) => data?.rows.some((r) => r.service === s));
  return (
    <ReportScreen
      screen={screen}
      help={t('billingRule')}
      moreFilters={
        <Segmented<GroupBy>
          data-testid="group-by"
          style={{ marginBottom: 16 }}
          value={q.groupBy as GroupBy}
          onChange={(groupBy) => setQ({ ...q, groupBy })}
          options={(['day', 'week', 'month'] as const).map((g) => ({ value: g, label: t(`groupBy.${g}`) }))}
        />
      }
      chart={
        <ReportBarChart
          data={[...buckets.values()]}
          xKey="bucket"
          height={300}
          series={present.map((s) => ({ key: s, name: label.service(s), stack: 'shipments' }))}
        />
      }
    >
      <ReportTable<TByServiceRow>
        report={report}
        rows={data?.rows}
        rowKey={(r) => `${r.bucket}-${r.service}-${r.carrier}`}
        scroll={{ x: 800 }}
        pagination={{ pageSize: 20, showSizeChanger: true }}
        columns={[
          {
            title: t(`bucket.${(data?.groupBy ?? 'day') as GroupBy}`),
            dataIndex: 'bucket',
            render: (v) => formatDate(v),
          },
          col.service,
          col.carrier,
          ...col.volume,
        ]}
        summary={() =>
          data ? (
            <TotalsRow
              label={t('grandTotal')}
              span={3}
              cells={[
                ['shipments', data.totals.shipments],
                ['kg', n(data.totals.chargeableWeight)],
                ['revenue', <MoneyLines key="revenue" value={data.totals.revenue} />],
              ]}
            />
          ) : null
        }
      />
    </ReportScreen>
  );
}
