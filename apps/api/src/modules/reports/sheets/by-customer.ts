import { formatDate, type TByCustomerResponse, type TByCustomerRow, type TReportQuery } from '@acf/shared';
import { t } from '../../../i18n/messages';
import * as svc from '../reports.service';
import { column, moneyColumns, moneyTotals, periodLine, sheet, type Workbook } from '../reports.xlsx';

/** Shipments and revenue by customer (/statistical-customer), against the previous period. */
export const byCustomerWorkbook: Workbook<TReportQuery, TByCustomerResponse> = {
  load: svc.byCustomer,
  filename: (r) => `by-customer-${r.period.from}-${r.period.to}.xlsx`,
  rowCount: (r) => r.rows.length,
  sheets: [
    sheet<TByCustomerResponse, TByCustomerRow>({
      name: 'report.byCustomer',
      heading: (L, r) => [
        periodLine(L, r.period.from, r.period.to),
        `${t(L, 'report.previousPeriod')}: ${formatDate(r.previous.from)} – ${formatDate(r.previous.to)}`,
      ],
      columns: (L, r) => [
        column('code', 'report.col.customerCode', 12, (x) => x.customerCode),
        column('customer', 'report.col.customer', 28, (x) => x.customerName),
        column('sales', 'report.col.sales', 20, (x) => x.salesName),
        column('shipments', 'report.col.shipments', 10, (x) => x.shipments, 'number'),
        column('kg', 'report.col.kg', 12, (x) => x.chargeableWeight, 'kg'),
        ...moneyColumns<TByCustomerRow>(r.currencies, L),
        ...moneyColumns<TByCustomerRow>(r.currencies, L, (x) => x.discount, 'report.col.discount').map(
          (c) => ({ ...c, key: c.key.replace('revenue_', 'discount_') }),
        ),
        column('previous', 'report.col.previousShipments', 12, (x) => x.previousShipments, 'number'),
        column('change', 'report.col.change', 10, (x) => x.shipmentsChange, 'percent'),
      ],
      rows: (r) => r.rows,
      totals: (L, r) => [
        {
          label: `${t(L, 'report.grandTotal')} (${r.totals.customers})`,
          values: {
            shipments: r.totals.shipments,
            kg: r.totals.chargeableWeight,
            ...moneyTotals(r.totals.revenue),
            ...moneyTotals(r.totals.discount, 'discount_'),
            previous: r.totals.previousShipments,
            change: r.totals.shipmentsChange,
          },
        },
      ],
    }),
  ],
};
