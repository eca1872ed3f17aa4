'use client';

import { formatDate, presetPeriod, SERVICES, type TByServiceResponse, type TByServiceRow } from '@acf/shared';
import { Segmented, Table, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { listLocale } from '@/components/list-error';
import { useReport } from '../api/reports';
import { ReportBarChart } from './charts';
import { ExportButton } from './export-button';
import { MoneyLines, useCodeLabels, useNumber } from './format';
import { apiQuery, ReportFilters, type ReportFilterValue } from './report-filters';
import { ReportPage } from './report-page';

type GroupBy = 'day' | 'week' | 'month';

/** /manager/statistical-service: per service and carrier, by day, week or month; a stacked chart. */
export function ByService() {
  const t = useTranslations('reports');
  const n = useNumber();
  const label = useCodeLabels();
  const [q, setQ] = useState<ReportFilterValue>({
    ...presetPeriod('thisMonth'),
    preset: 'thisMonth',
    groupBy: 'day',
  });
  const query = apiQuery(q);
  const report = useReport<TByServiceResponse>('by-service', query);
  const data = report.data;
  // One bar per bucket, stacked by service (shipments).
  const buckets = new Map<string, Record<string, string | number>>();
  for (const r of data?.rows ?? []) {
    const b = buckets.get(r.bucket) ?? { bucket: formatDate(r.bucket) };
    b[r.service] = ((b[r.service] as number) ?? 0) + r.shipments;
    buckets.set(r.bucket, b);
  }
  const present = SERVICES.filter((s) => data?.rows.some((r) => r.service === s));
  return (
    <ReportPage
      error={report.error}
      title={t('byService')}
      help={t('billingRule')}
      actions={<ExportButton path="/reports/by-service.xlsx" query={query} />}
      filters={
        <>
          <ReportFilters value={q} onChange={setQ} filters={['office', 'customer', 'service', 'carrier']} />
          <Segmented<GroupBy>
            data-testid="group-by"
            style={{ marginBottom: 16 }}
            value={q.groupBy as GroupBy}
            onChange={(groupBy) => setQ({ ...q, groupBy })}
            options={(['day', 'week', 'month'] as const).map((g) => ({ value: g, label: t(`groupBy.${g}`) }))}
          />
        </>
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
      <Table<TByServiceRow>
        rowKey={(r) => `${r.bucket}-${r.service}-${r.carrier}`}
        size="small"
        data-testid="report-table"
        loading={report.isFetching}
        locale={listLocale(report)}
        dataSource={data?.rows ?? []}
        scroll={{ x: 800 }}
        pagination={{ pageSize: 20, showSizeChanger: true }}
        columns={[
          {
            title: t(`bucket.${(data?.groupBy ?? 'day') as GroupBy}`),
            dataIndex: 'bucket',
            render: (v) => formatDate(v),
          },
          { title: t('service'), dataIndex: 'service', render: (v) => label.service(v) },
          { title: t('carrier'), dataIndex: 'carrier', render: (v) => label.carrier(v) },
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
                <Typography.Text strong>{t('grandTotal')}</Typography.Text>
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
            </Table.Summary.Row>
          ) : null
        }
      />
    </ReportPage>
  );
}
