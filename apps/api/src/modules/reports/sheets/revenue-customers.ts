import type { TDiscountRow, TOutOfNetworkRow, TReportQuery } from '@acf/shared';
import type { Db } from '../../../db/client';
import { t } from '../../../i18n/messages';
import type { Actor } from '../../../plugins/auth-markers';
import * as repo from '../reports.repository';
import * as svc from '../reports.service';
import {
  carrierLabel,
  column,
  customerColumns,
  moneyColumns,
  periodHeading,
  rowMoney,
  serviceLabel,
  sheet,
  type Workbook,
} from '../reports.xlsx';

async function load(db: Db, q: TReportQuery, actor: Actor) {
  const ctx = svc.revenueContext(q, actor);
  const [customers, disc] = await Promise.all([svc.outOfNetworkRows(db, ctx), svc.discountTotals(db, ctx)]);
  const currencies = [
    ...new Set([...customers.flatMap((c) => Object.keys(c.revenue)), ...disc.map((d) => d.currency)]),
  ];
  return { ...ctx, customers, disc, currencies };
}
type Ctx = Awaited<ReturnType<typeof load>>;

/** Revenue by customer (/statistical-revenue-customer): out-of-network customers, discounted shipments. */
export const revenueCustomersWorkbook: Workbook<TReportQuery, Ctx> = {
  load,
  filename: ({ period }) => `revenue-customers-${period.from}-${period.to}.xlsx`,
  rowCount: (c) => c.customers.length + c.disc.reduce((s, d) => s + d.shipments, 0),
  sheets: [
    sheet<Ctx, TOutOfNetworkRow>({
      name: 'report.outOfNetwork',
      heading: periodHeading,
      columns: (L, c) => [
        ...customerColumns<TOutOfNetworkRow>(),
        ...moneyColumns<TOutOfNetworkRow>(c.currencies, L),
      ],
      rows: (c) => c.customers,
    }),
    sheet<Ctx, TDiscountRow>({
      name: 'report.discounted',
      heading: periodHeading,
      columns: (L) => [
        column('date', 'report.col.date', 12, (x) => x.date, 'date'),
        column('code', 'report.col.code', 16, (x) => x.code),
        column('trackingNumber', 'report.col.trackingNumber', 14, (x) => x.trackingNumber),
        column('customer', 'report.col.customer', 26, (x) => x.customerName),
        column('service', 'report.col.service', 22, (x) => serviceLabel(L, x.service)),
        column('carrier', 'report.col.carrier', 10, (x) => carrierLabel(L, x.carrier)),
        rowMoney('gross', 'report.col.gross', 14, (x) => x.gross),
        rowMoney('discount', 'report.col.discount', 14, (x) => x.discount),
        column('percent', 'report.col.discountPercent', 8, (x) => x.discountPercent, 'percent'),
        rowMoney('total', 'report.col.total', 14, (x) => x.total),
        column('currency', 'report.col.currency', 8, (x) => x.currency),
      ],
      rows: (c) => ({ sql: repo.discountRowsSql(c.where), toRow: svc.toDiscountRow }),
      totals: (L, c) =>
        c.disc.map((d) => ({
          label: `${t(L, 'report.subtotal')} ${d.currency} (${d.shipments})`,
          values: {
            gross: Number(d.gross),
            discount: Number(d.discount),
            total: Number(d.total),
            currency: d.currency,
          },
          currency: d.currency,
        })),
    }),
  ],
};
