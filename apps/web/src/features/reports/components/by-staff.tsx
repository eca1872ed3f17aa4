'use client';

import { presetPeriod, type TByStaffResponse, type TByStaffRow } from '@acf/shared';
import { Table, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { listLocale } from '@/components/list-error';
import { useReport } from '../api/reports';
import { ReportBarChart } from './charts';
import { ExportButton } from './export-button';
import { MoneyLines, useNumber } from './format';
import { apiQuery, ReportFilters, type ReportFilterValue } from './report-filters';
import { ReportPage } from './report-page';

/** /manager/report: per staff member, sales by their customers' shipments, pickup staff by pickups done. */
export function ByStaff() {
  const t = useTranslations('reports');
  const n = useNumber();
  const [q, setQ] = useState<ReportFilterValue>({ ...presetPeriod('thisMonth'), preset: 'thisMonth' });
  const query = apiQuery(q);
  const report = useReport<TByStaffResponse>('by-staff', query);
  const data = report.data;
  const names = new Map<string, Record<string, string | number>>();
  for (const r of data?.rows ?? []) {
    const row = names.get(r.staffId) ?? { name: r.staffName, SALES: 0, PICKUP: 0 };
    row[r.kind] = r.shipments;
    names.set(r.staffId, row);
  }
  return (
    <ReportPage
      error={report.error}
      title={t('byStaff')}
      help={t('billingRule')}
      actions={<ExportButton path="/reports/by-staff.xlsx" query={query} />}
      filters={
        <ReportFilters value={q} onChange={setQ} filters={['office', 'customer', 'service', 'carrier']} />
      }
      chart={
        <ReportBarChart
          data={[...names.values()].slice(0, 15)}
          xKey="name"
          horizontal
          height={Math.max(200, names.size * 32)}
          series={[
            { key: 'SALES', name: t('kind.SALES') },
            { key: 'PICKUP', name: t('kind.PICKUP') },
          ]}
        />
      }
    >
      <Table<TByStaffRow>
        rowKey={(r) => `${r.kind}-${r.staffId}`}
        size="small"
        data-testid="report-table"
        loading={report.isFetching}
        locale={listLocale(report)}
        dataSource={data?.rows ?? []}
        scroll={{ x: 800 }}
        pagination={false}
        columns={[
          { title: t('staff'), dataIndex: 'staffName' },
          { title: t('role'), dataIndex: 'kind', render: (k) => t(`kind.${k}`) },
          { title: t('shipments'), dataIndex: 'shipments', align: 'right' },
          { title: t('pieces'), dataIndex: 'pieces', align: 'right' },
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
            <Table.Summary>
              {(['sales', 'pickup'] as const).map((k) => (
                <Table.Summary.Row key={k}>
                  <Table.Summary.Cell index={0} colSpan={2}>
                    <Typography.Text strong>{t(`totals.${k}`)}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    {data.totals[k].shipments}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="right">
                    {data.totals[k].pieces}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="right">
                    {n(data.totals[k].chargeableWeight)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={5} align="right">
                    <MoneyLines value={data.totals[k].revenue} />
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              ))}
            </Table.Summary>
          ) : null
        }
      />
    </ReportPage>
  );
}
