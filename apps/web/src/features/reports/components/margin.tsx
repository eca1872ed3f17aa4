'use client';

import {
  formatMoney,
  formatPercent,
  type Locale,
  MARGIN_GROUPS,
  type MarginGroup,
  type TMarginResponse,
  type TMarginRow,
} from '@acf/shared';
import { Alert, Segmented, Table, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { NameAndCode } from '@/components/name-and-code';
import { ReportBarChart } from './charts';
import { useCodeLabels } from './format';
import { periodFilters, ReportScreen, useReportScreen } from './report-screen';
import { ReportTable, TotalsRow } from './report-table';

/** Groups shown in the chart (the table has them all). */
const CHART_GROUPS = 10;

/**
 * /manager/statistical-margin (issue 33): price − cost per carrier, service, customer or month, in
 * đồng before VAT; shipments priced with no COST card are counted apart, never as a full margin.
 */
export function Margin() {
  const t = useTranslations('reports');
  const locale: Locale = useLocale() === 'en' ? 'en' : 'vi';
  const label = useCodeLabels();
  const screen = useReportScreen<TMarginResponse>(
    'margin',
    periodFilters('thisMonth', { groupBy: 'carrier' }),
  );
  const { q, setQ, report, data } = screen;
  const groupBy = data?.groupBy ?? (q.groupBy as MarginGroup);
  const vnd = (v: number) => formatMoney(v, 'VND', locale);
  const percent = (v: number | null) => (v == null ? '–' : formatPercent(v, locale));
  const groupName = (r: TMarginRow) =>
    groupBy === 'carrier'
      ? label.carrier(r.key)
      : groupBy === 'service'
        ? label.service(r.key)
        : groupBy === 'customer'
          ? r.name
          : r.key;
  const chart = (data?.rows ?? []).slice(0, CHART_GROUPS).map((r) => ({
    name: groupName(r),
    price: r.price,
    cost: r.cost,
    margin: r.margin,
  }));
  return (
    <ReportScreen
      screen={screen}
      help={
        <>
          {t('marginHelp')} {t('billingRule')}
        </>
      }
      moreFilters={
        <Segmented<MarginGroup>
          data-testid="group-by"
          style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
          value={q.groupBy as MarginGroup}
          onChange={(g) => setQ({ ...q, groupBy: g })}
          options={MARGIN_GROUPS.map((g) => ({ value: g, label: t(`marginGroupBy.${g}`) }))}
        />
      }
      chart={
        <ReportBarChart
          data={chart}
          xKey="name"
          horizontal={groupBy !== 'month'}
          height={groupBy === 'month' ? 300 : Math.max(200, chart.length * 56)}
          series={[
            { key: 'price', name: t('price') },
            { key: 'cost', name: t('cost') },
            { key: 'margin', name: t('marginAmount') },
          ]}
        />
      }
    >
      {data && data.totals.noCostShipments > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="margin-no-cost"
          message={t('noCostNote', {
            count: data.totals.noCostShipments,
            price: vnd(data.totals.noCostPrice),
          })}
        />
      )}
      <ReportTable<TMarginRow>
        report={report}
        rows={data?.rows}
        rowKey="key"
        scroll={{ x: 980 }}
        pagination={{ pageSize: 20, showSizeChanger: true }}
        columns={[
          {
            title: t(`marginGroup.${groupBy}`),
            key: 'group',
            // The group stays in sight while the figures scroll on a phone; a customer's code under its name.
            fixed: 'left',
            width: 160,
            render: (_, r) =>
              groupBy === 'customer' ? <NameAndCode name={r.name} code={r.code} /> : groupName(r),
          },
          { title: t('shipments'), dataIndex: 'shipments', align: 'right' },
          { title: t('price'), dataIndex: 'price', align: 'right', render: vnd },
          { title: t('cost'), dataIndex: 'cost', align: 'right', render: vnd },
          {
            title: t('marginAmount'),
            dataIndex: 'margin',
            align: 'right',
            render: (v: number) => (
              <Typography.Text type={v < 0 ? 'danger' : undefined}>{vnd(v)}</Typography.Text>
            ),
          },
          { title: t('marginPercent'), dataIndex: 'marginPercent', align: 'right', render: percent },
          { title: t('noCostShipments'), dataIndex: 'noCostShipments', align: 'right' },
          { title: t('noCostPrice'), dataIndex: 'noCostPrice', align: 'right', render: vnd },
        ]}
        summary={() =>
          data ? (
            <Table.Summary>
              <TotalsRow
                testId="margin-total"
                label={t('grandTotal')}
                span={1}
                cells={(
                  [
                    ['shipments', data.totals.shipments],
                    ['price', vnd(data.totals.price)],
                    ['cost', vnd(data.totals.cost)],
                    ['margin', vnd(data.totals.margin)],
                    ['marginPercent', percent(data.totals.marginPercent)],
                    ['noCostShipments', data.totals.noCostShipments],
                    ['noCostPrice', vnd(data.totals.noCostPrice)],
                  ] as const
                ).map(
                  ([key, v]) =>
                    [
                      key,
                      <Typography.Text key={key} strong>
                        {v}
                      </Typography.Text>,
                    ] as const,
                )}
              />
            </Table.Summary>
          ) : null
        }
      />
    </ReportScreen>
  );
}
