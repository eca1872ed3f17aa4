'use client';

import { formatMoney, type Locale, type TReceivablesRow, todayInHcm } from '@acf/shared';
import { Select, Space, Table, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { DateField } from '@/components/date-field';
import { NameAndCode } from '@/components/name-and-code';
import { dayjsToIso, isoToDayjs } from '@/lib/dates';
import { type ReportQuery, useCustomerOptions, useReceivables } from '../api/reports';
import { ReportBarChart } from './charts';
import { ExportButton } from './export-button';
import { ReportPage } from './report-page';
import { ReportTable, TotalsRow } from './report-table';

/** Customers shown in the chart (the table has them all), those who owe most first. */
const CHART_CUSTOMERS = 10;

/** The buckets of days past due, in the order of the table and of the chart's stack. */
const BUCKETS = ['notDue', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
type Bucket = (typeof BUCKETS)[number];
const vndKey = (b: Bucket) => `${b}Vnd` as const;

/**
 * /manager/statistical-receivables (manage_invoice): what each customer still owes on issued
 * invoices on a day, by days past due, with the credit on account, and an Excel file of it.
 */
export function Receivables() {
  const t = useTranslations('reports');
  const locale: Locale = useLocale() === 'en' ? 'en' : 'vi';
  const [search, setSearch] = useState('');
  const customers = useCustomerOptions(search);
  const [q, setQ] = useState<ReportQuery>({ asOf: todayInHcm() });
  const report = useReceivables(q);
  const data = report.data;
  const vnd = (v: number) => formatMoney(v, 'VND', locale);
  const rows = [...(data?.rows ?? [])].sort((a, b) => b.openVnd - a.openVnd);
  const chart = rows.slice(0, CHART_CUSTOMERS).map((r) => ({
    name: r.customer.code,
    ...Object.fromEntries(BUCKETS.map((b) => [b, r[vndKey(b)]])),
  }));
  return (
    <ReportPage
      error={report.error}
      title={t('receivables.open')}
      help={t('receivables.help')}
      actions={<ExportButton path="/reports/receivables.xlsx" query={q} />}
      filters={
        <Space wrap style={{ marginBottom: 16 }}>
          <DateField
            allowClear={false}
            placeholder={t('receivables.asOf')}
            aria-label={t('receivables.asOf')}
            value={isoToDayjs(q.asOf as string | undefined)}
            onChange={(d) => setQ({ ...q, asOf: dayjsToIso(d) ?? todayInHcm() })}
            data-testid="receivables-as-of"
          />
          <Select
            showSearch
            allowClear
            filterOption={false}
            onSearch={setSearch}
            placeholder={t('customer')}
            aria-label={t('customer')}
            style={{ width: 260, maxWidth: '100%' }}
            value={q.customerId as string | undefined}
            onChange={(customerId) => setQ({ ...q, customerId })}
            options={(customers.data?.results ?? []).map((c) => ({
              value: c.id,
              label: `${c.code} – ${c.name}`,
            }))}
            data-testid="report-customer"
          />
        </Space>
      }
      chart={
        chart.length > 0 ? (
          <ReportBarChart
            data={chart}
            xKey="name"
            horizontal
            height={Math.max(200, chart.length * 48 + 60)}
            series={BUCKETS.map((b) => ({ key: b, name: t(`receivables.${b}`), stack: 'open' }))}
          />
        ) : undefined
      }
    >
      <ReportTable<TReceivablesRow>
        report={report}
        rows={rows}
        emptyText={t('receivables.empty')}
        rowKey={(r) => r.customer.id}
        scroll={{ x: 1100 }}
        pagination={{ pageSize: 20, showSizeChanger: true, hideOnSinglePage: true }}
        columns={[
          {
            title: t('receivables.customer'),
            key: 'customer',
            fixed: 'left',
            width: 180,
            render: (_, r) => <NameAndCode {...r.customer} />,
          },
          ...BUCKETS.map((b) => ({
            title: t(`receivables.${b}`),
            dataIndex: vndKey(b),
            align: 'right' as const,
            render: vnd,
          })),
          {
            title: t('receivables.open'),
            dataIndex: 'openVnd',
            align: 'right',
            render: (v: number) => <Typography.Text strong>{vnd(v)}</Typography.Text>,
          },
          { title: t('receivables.credit'), dataIndex: 'creditVnd', align: 'right', render: vnd },
        ]}
        summary={() =>
          data && data.rows.length > 0 ? (
            <Table.Summary>
              <TotalsRow
                testId="receivables-total"
                label={t('receivables.total')}
                span={1}
                cells={[...BUCKETS.map(vndKey), 'openVnd' as const, 'creditVnd' as const].map(
                  (key) =>
                    [
                      key,
                      <Typography.Text key={key} strong data-testid={`receivables-total-${key}`}>
                        {vnd(data.totals[key])}
                      </Typography.Text>,
                    ] as const,
                )}
              />
            </Table.Summary>
          ) : null
        }
      />
    </ReportPage>
  );
}
