import type { TByServiceQuery, TByServiceResponse, TByServiceRow } from '@acf/shared';
import { t } from '../../../i18n/messages';
import * as svc from '../reports.service';
import {
  aggregateWorkbook,
  carrierLabel,
  column,
  moneyColumns,
  moneyTotals,
  serviceLabel,
} from '../reports.xlsx';

/** Shipments and revenue by service and carrier (/statistical-service), by day, week or month. */
export const byServiceWorkbook = aggregateWorkbook<TByServiceQuery, TByServiceResponse, TByServiceRow>(
  'by-service',
  svc.byService,
  {
    name: 'report.byService',
    columns: (L, r) => [
      column('bucket', `report.col.bucket.${r.groupBy}`, 12, (x) => `${x.bucket}T00:00:00+07:00`, 'date'),
      column('service', 'report.col.service', 22, (x) => serviceLabel(L, x.service)),
      column('carrier', 'report.col.carrier', 10, (x) => carrierLabel(L, x.carrier)),
      column('shipments', 'report.col.shipments', 10, (x) => x.shipments, 'number'),
      column('kg', 'report.col.kg', 12, (x) => x.chargeableWeight, 'kg'),
      ...moneyColumns<TByServiceRow>(r.currencies, L),
    ],
    totals: (L, r) => [
      {
        label: t(L, 'report.grandTotal'),
        values: {
          shipments: r.totals.shipments,
          kg: r.totals.chargeableWeight,
          ...moneyTotals(r.totals.revenue),
        },
      },
    ],
  },
);
