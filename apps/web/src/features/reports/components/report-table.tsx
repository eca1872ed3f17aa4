'use client';

import { Table, type TableProps, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { listLocale } from '@/components/list-error';
import { MoneyLines, useCodeLabels, useNumber } from './format';

// What the report screens' tables share: their rows and state, their totals, their common columns.

type ReportRead = { isFetching: boolean; error: unknown; refetch: () => unknown };

/** A report's table: small, its rows while the report loads, its error said in words. */
export function ReportTable<T extends object>({
  report,
  rows,
  testId = 'report-table',
  emptyText,
  ...table
}: {
  report: ReportRead;
  rows: readonly T[] | undefined;
  testId?: string;
  emptyText?: ReactNode;
} & Omit<TableProps<T>, 'dataSource' | 'loading' | 'locale' | 'size'>) {
  return (
    <Table<T>
      size="small"
      data-testid={testId}
      loading={report.isFetching}
      locale={listLocale(report, emptyText)}
      dataSource={rows ?? []}
      {...table}
    />
  );
}

/** A totals row: its label in bold over the first `span` columns, then a right-aligned cell a figure. */
export function TotalsRow({
  label,
  span,
  cells,
  after,
  testId,
}: {
  label: ReactNode;
  span: number;
  cells: readonly (readonly [key: string, value: ReactNode])[];
  /** Cells of their own after the figures (blank ones under the last columns). */
  after?: ReactNode;
  testId?: string;
}) {
  return (
    <Table.Summary.Row data-testid={testId}>
      <Table.Summary.Cell index={0} colSpan={span > 1 ? span : undefined}>
        <Typography.Text strong>{label}</Typography.Text>
      </Table.Summary.Cell>
      {cells.map(([key, value], i) => (
        <Table.Summary.Cell key={key} index={span + i} align="right">
          {value}
        </Table.Summary.Cell>
      ))}
      {after}
    </Table.Summary.Row>
  );
}

/** The columns several reports show alike, in the reports' words. */
export function useReportColumns() {
  const t = useTranslations('reports');
  const n = useNumber();
  const label = useCodeLabels();
  const right = 'right' as const;
  const columns = {
    customerCode: { title: t('customerCode'), dataIndex: 'customerCode', width: 100 },
    customerName: { title: t('customer'), dataIndex: 'customerName', ellipsis: true },
    salesName: { title: t('sales'), dataIndex: 'salesName', render: (v: string) => v || '–' },
    code: { title: t('code'), dataIndex: 'code', width: 130 },
    trackingNumber: { title: t('trackingNumber'), dataIndex: 'trackingNumber', width: 120 },
    receiverName: { title: t('receiver'), dataIndex: 'receiverName', ellipsis: true },
    destination: { title: t('destination'), dataIndex: 'destination', ellipsis: true },
    service: { title: t('service'), dataIndex: 'service', render: (v: string) => label.service(v) },
    carrier: { title: t('carrier'), dataIndex: 'carrier', render: (v: string) => label.carrier(v) },
    shipments: { title: t('shipments'), dataIndex: 'shipments', align: right },
    kg: { title: t('kg'), dataIndex: 'chargeableWeight', align: right, render: (v: number) => n(v) },
    /** Amounts per currency, one line each. */
    moneyLines: (key: 'revenue' | 'discount') => ({
      title: t(key),
      dataIndex: key,
      align: right,
      render: (v: Record<string, number>) => <MoneyLines value={v} />,
    }),
  };
  return {
    ...columns,
    /** A customer: its code, its name, its sales person. */
    customerWithSales: [columns.customerCode, columns.customerName, columns.salesName],
    /** What was shipped: shipments, chargeable kg and the revenue. */
    volume: [columns.shipments, columns.kg, columns.moneyLines('revenue')],
    /** Which shipment: its code, its tracking number, its customer. */
    shipmentIds: [columns.code, columns.trackingNumber, columns.customerName],
    /** "123 shipments" beside a paged table's pages. */
    shipmentsTotal: (total: number) => t('totalShipments', { count: total }),
  };
}
