import { formatDate, type TByCustomerResponse, type TByCustomerRow, type TReportQuery } from '@acf/shared';
import { t } from '../../../i18n/messages';
import * as svc from '../reports.service';
import {
  aggregateWorkbook,
  column,
  customerColumns,
  moneyColumns,
  moneyTotals,
  periodHeading,
} from '../reports.xlsx';

/** Shipments and revenue by customer (/statistical-customer), against the previous period. */
export const byCustomerWorkbook = aggregateWorkbook<TReportQuery, TByCustomerResponse, TByCustomerRow>(
  'by-customer',
  svc.byCustomer,
  {
    name: 'report.byCustomer',
    heading: (L, r) => [
      ...periodHeading(L, r),
      `${t(L, 'report.previousPeriod')}: ${formatDate(r.previous.from)} – ${formatDate(r.previous.to)}`,
    ],
    columns: (L, r) => [
      ...customerColumns<TByCustomerRow>(),
      ...moneyColumns<TByCustomerRow>(r.currencies, L),
      ...moneyColumns<TByCustomerRow>(r.currencies, L, (x) => x.discount, 'report.col.discount').map((c) => ({
        ...c,
        key: c.key.replace('revenue_', 'discount_'),
      })),
      column('previous', 'report.col.previousShipments', 12, (x) => x.previousShipments, 'number'),
      column('change', 'report.col.change', 10, (x) => x.shipmentsChange, 'percent'),
    ],
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
  },
);
