'use client';

import type { TByStaffResponse, TByStaffRow } from '@acf/shared';
import { Table } from 'antd';
import { useTranslations } from 'next-intl';
import { ReportBarChart } from './charts';
import { MoneyLines, useNumber } from './format';
import { periodFilters, ReportScreen, useReportScreen } from './report-screen';
import { ReportTable, TotalsRow, useReportColumns } from './report-table';

/** /manager/report: per staff member, sales by their customers' shipments, pickup staff by pickups done. */
export function ByStaff() {
  const t = useTranslations('reports');
  const n = useNumber();
  const col = useReportColumns();
  const screen = useReportScreen<TByStaffResponse>('by-staff', periodFilters('thisMonth'));
  const { report, data } = screen;
  const names = new Map<string, Record<string, string | number>>();
  for (const r of data?.rows ?? []) {
    const row = names.get(r.staffId) ?? { name: r.staffName, SALES: 0, PICKUP: 0 };
    row[r.kind] = r.shipments;
    names.set(r.staffId, row);
  }
  return (
    <ReportScreen
      screen={screen}
      help={t('billingRule')}
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
      <ReportTable<TByStaffRow>
        report={report}
        rows={data?.rows}
        rowKey={(r) => `${r.kind}-${r.staffId}`}
        scroll={{ x: 800 }}
        pagination={false}
        columns={[
          { title: t('staff'), dataIndex: 'staffName' },
          { title: t('role'), dataIndex: 'kind', render: (k) => t(`kind.${k}`) },
          col.shipments,
          { title: t('pieces'), dataIndex: 'pieces', align: 'right' },
          col.kg,
          col.moneyLines('revenue'),
        ]}
        summary={() =>
          data ? (
            <Table.Summary>
              {(['sales', 'pickup'] as const).map((k) => (
                <TotalsRow
                  key={k}
                  label={t(`totals.${k}`)}
                  span={2}
                  cells={[
                    ['shipments', data.totals[k].shipments],
                    ['pieces', data.totals[k].pieces],
                    ['kg', n(data.totals[k].chargeableWeight)],
                    ['revenue', <MoneyLines key="revenue" value={data.totals[k].revenue} />],
                  ]}
                />
              ))}
            </Table.Summary>
          ) : null
        }
      />
    </ReportScreen>
  );
}
