import type { TByStaffResponse, TByStaffRow, TReportQuery } from '@acf/shared';
import { t } from '../../../i18n/messages';
import * as svc from '../reports.service';
import { aggregateWorkbook, column, moneyColumns, moneyTotals } from '../reports.xlsx';

/** Shipments and revenue by staff member (/report): sales by their customers, pickups by their pickups. */
export const byStaffWorkbook = aggregateWorkbook<TReportQuery, TByStaffResponse, TByStaffRow>(
  'by-staff',
  svc.byStaff,
  {
    name: 'report.byStaff',
    columns: (L, r) => [
      column('staff', 'report.col.staff', 24, (x) => x.staffName),
      column('username', 'report.col.username', 16, (x) => x.username),
      column('kind', 'report.col.staffKind', 14, (x) => t(L, `report.kind.${x.kind}`)),
      column('shipments', 'report.col.shipments', 10, (x) => x.shipments, 'number'),
      column('pieces', 'report.col.pieces', 8, (x) => x.pieces, 'number'),
      column('kg', 'report.col.kg', 12, (x) => x.chargeableWeight, 'kg'),
      ...moneyColumns<TByStaffRow>(r.currencies, L),
    ],
    totals: (L, r) =>
      (['sales', 'pickup'] as const).map((k) => {
        const x = r.totals[k];
        return {
          label: t(L, `report.total.${k}`),
          values: {
            shipments: x.shipments,
            pieces: x.pieces,
            kg: x.chargeableWeight,
            ...moneyTotals(x.revenue),
          },
        };
      }),
  },
);
