'use client';

import {
  formatDate,
  formatMoney,
  type Locale,
  type TStatementResponse,
  type TStatementRow,
} from '@acf/shared';
import { Alert, Descriptions, Table, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { ReportBarChart } from './charts';
import { ExportButton } from './export-button';
import { useNumber } from './format';
import { periodFilters, ReportScreen, reportPagination, useReportScreen } from './report-screen';
import { ReportTable, TotalsRow, useReportColumns } from './report-table';

/** /manager/list: a customer's statement (bảng kê) for a period, with Excel and PDF. */
export function Statement() {
  const t = useTranslations('reports');
  const locale = useLocale() as Locale;
  const n = useNumber();
  const col = useReportColumns();
  const screen = useReportScreen<TStatementResponse>('statement', periodFilters('lastMonth', {}, true), (f) =>
    Boolean(f.customerId),
  );
  const { q, query, report } = screen;
  const data = q.customerId ? screen.data : undefined;
  const money = (v: number, r: { currency: string }) => formatMoney(v, r.currency, locale);
  return (
    <ReportScreen
      screen={screen}
      help={t('billingRule')}
      actions={
        <>
          <ExportButton path="/reports/statement.xlsx" query={query} disabled={!q.customerId} />
          <ExportButton
            path="/reports/statement.pdf"
            query={query}
            disabled={!q.customerId}
            label={t('exportPdf')}
            testId="export-pdf"
          />
        </>
      }
      filters={['customer', 'service', 'carrier']}
      customerRequired
      chart={
        data && (
          <ReportBarChart
            // Each bar counts the shipments billed in one currency, and says so.
            data={data.totals.byCurrency.map((c) => ({
              currency: t('shipmentsInCurrency', { currency: c.currency }),
              shipments: c.shipments,
            }))}
            xKey="currency"
            series={[{ key: 'shipments', name: t('shipments') }]}
            height={200}
          />
        )
      }
    >
      {!q.customerId && (
        <Alert type="info" showIcon message={t('chooseCustomer')} style={{ marginBottom: 16 }} />
      )}
      {data && (
        <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('customer')}>
            {data.customer.code} – {data.customer.name}
          </Descriptions.Item>
          <Descriptions.Item label={t('period')}>
            {formatDate(data.period.from)} – {formatDate(data.period.to)}
          </Descriptions.Item>
          {data.customer.taxCode && (
            <Descriptions.Item label={t('taxCode')}>{data.customer.taxCode}</Descriptions.Item>
          )}
        </Descriptions>
      )}
      <ReportTable<TStatementRow>
        report={report}
        rows={data?.rows}
        rowKey="id"
        scroll={{ x: 1500 }}
        pagination={reportPagination(screen, data?.totalResults, { showSizeChanger: true })}
        columns={[
          { title: t('date'), dataIndex: 'date', render: (v) => formatDate(v), fixed: 'left', width: 100 },
          col.code,
          col.trackingNumber,
          col.receiverName,
          col.destination,
          { ...col.service, width: 150 },
          { ...col.carrier, width: 90 },
          { title: t('status'), dataIndex: 'status', render: (s) => t(`statuses.${s}`), width: 150 },
          { title: t('pieces'), dataIndex: 'pieces', align: 'right', width: 70 },
          { title: t('kg'), dataIndex: 'chargeableWeight', align: 'right', render: (v) => n(v), width: 90 },
          { title: t('baseFee'), dataIndex: 'baseFee', align: 'right', render: money },
          {
            title: t('surcharges'),
            dataIndex: 'surcharges',
            render: (s: TStatementRow['surcharges'], r) =>
              s.length === 0
                ? '–'
                : s.map((l) => (
                    <div key={l.code} style={{ whiteSpace: 'nowrap' }}>
                      {locale === 'vi' ? l.nameVi : l.nameEn}: {formatMoney(l.total, r.currency, locale)}
                    </div>
                  )),
          },
          { title: t('discount'), dataIndex: 'discount', align: 'right', render: money },
          // The amount billed stays in sight however far the table scrolls.
          {
            title: t('total'),
            dataIndex: 'total',
            align: 'right',
            fixed: 'right',
            width: 140,
            render: (v, r) => <b>{money(v, r)}</b>,
          },
        ]}
        summary={() =>
          data && data.totals.shipments > 0 ? (
            <Table.Summary>
              {data.totals.byCurrency.map((c) => (
                <Table.Summary.Row key={c.currency}>
                  <Table.Summary.Cell index={0} colSpan={10}>
                    <Typography.Text strong>
                      {t('subtotal')} {c.currency} ({c.shipments})
                    </Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={10} align="right">
                    {formatMoney(c.baseFee, c.currency, locale)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={11}>
                    {formatMoney(c.surchargeTotal, c.currency, locale)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={12} align="right">
                    {formatMoney(c.discount, c.currency, locale)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={13} align="right">
                    <b data-testid={`total-${c.currency}`}>{formatMoney(c.total, c.currency, locale)}</b>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              ))}
              <TotalsRow
                label={`${t('grandTotal')} (${data.totals.shipments})`}
                span={8}
                cells={[
                  ['pieces', data.totals.pieces],
                  ['kg', n(data.totals.chargeableWeight)],
                ]}
                after={
                  <>
                    <Table.Summary.Cell index={10} colSpan={3} />
                    <Table.Summary.Cell index={13} />
                  </>
                }
              />
            </Table.Summary>
          ) : null
        }
      />
    </ReportScreen>
  );
}
