import type { TMarginQuery, TMarginResponse, TMarginRow } from '@acf/shared';
import { t } from '../../../i18n/messages';
import * as svc from '../reports.service';
import {
  aggregateWorkbook,
  carrierLabel,
  column,
  periodLine,
  serviceLabel,
  vndColumn,
} from '../reports.xlsx';

/** Gross margin (/statistical-margin): price − cost per carrier, service, customer or month, in đồng. */
export const marginWorkbook = aggregateWorkbook<TMarginQuery, TMarginResponse, TMarginRow>(
  'margin',
  svc.margin,
  {
    name: 'report.margin',
    // The period, then what the amounts are (đồng before VAT; no cost counted apart).
    heading: (L, r) => [periodLine(L, r.period.from, r.period.to), t(L, 'report.margin.basis')],
    columns: (L, r) => [
      ...(r.groupBy === 'customer'
        ? [column<TMarginRow>('code', 'report.col.customerCode', 12, (x) => x.code)]
        : []),
      column<TMarginRow>('group', `report.col.group.${r.groupBy}`, r.groupBy === 'customer' ? 28 : 22, (x) =>
        r.groupBy === 'carrier'
          ? carrierLabel(L, x.key)
          : r.groupBy === 'service'
            ? serviceLabel(L, x.key)
            : r.groupBy === 'customer'
              ? x.name
              : x.key,
      ),
      column('shipments', 'report.col.shipments', 10, (x) => x.shipments, 'number'),
      vndColumn('price', 'report.col.price', (x) => x.price),
      vndColumn('cost', 'report.col.cost', (x) => x.cost),
      vndColumn('margin', 'report.col.margin', (x) => x.margin),
      column('marginPercent', 'report.col.marginPercent', 10, (x) => x.marginPercent, 'percent'),
      column('noCostShipments', 'report.col.noCostShipments', 12, (x) => x.noCostShipments, 'number'),
      vndColumn('noCostPrice', 'report.col.noCostPrice', (x) => x.noCostPrice),
    ],
    totals: (L, r) => [
      {
        label: t(L, 'report.grandTotal'),
        values: {
          shipments: r.totals.shipments,
          price: r.totals.price,
          cost: r.totals.cost,
          margin: r.totals.margin,
          marginPercent: r.totals.marginPercent,
          noCostShipments: r.totals.noCostShipments,
          noCostPrice: r.totals.noCostPrice,
        },
        currency: 'VND',
      },
    ],
  },
);
