import type { Locale, TReportQuery, TStatementRow } from '@acf/shared';
import type { Db } from '../../../db/client';
import { t } from '../../../i18n/messages';
import type { Actor } from '../../../plugins/auth-markers';
import * as repo from '../reports.repository';
import * as svc from '../reports.service';
import {
  type Column,
  carrierLabel,
  column,
  periodLine,
  rowMoney,
  serviceLabel,
  sheet,
  statusLabel,
  type Workbook,
} from '../reports.xlsx';

type Row = TStatementRow & { n: number };

async function load(db: Db, q: TReportQuery, actor: Actor) {
  const ctx = await svc.statementContext(db, q, actor);
  const [totals, codes] = await Promise.all([
    svc.statementTotals(db, ctx),
    repo.statementSurchargeCodes(db, ctx.where),
  ]);
  return { ...ctx, totals, codes };
}
type Ctx = Awaited<ReturnType<typeof load>>;

/** Under the statement's title, in its sheet and its PDF: the customer, its address and tax code, the period. */
export function statementHeading(
  L: Locale,
  customer: { code: string; name: string; address: string; tax_code: string },
  period: { from: string; to: string },
) {
  return [
    `${t(L, 'report.customer')}: ${customer.code} – ${customer.name}`,
    [customer.address, customer.tax_code ? `${t(L, 'report.taxCode')}: ${customer.tax_code}` : '']
      .filter(Boolean)
      .join(' · '),
    periodLine(L, period.from, period.to),
  ];
}

/** A customer's statement (/list): one line per billable shipment, a column per surcharge it was billed. */
export const statementWorkbook: Workbook<TReportQuery, Ctx> = {
  load,
  filename: ({ customer, period }) => `statement-${customer.code}-${period.from}-${period.to}.xlsx`,
  rowCount: (c) => c.totals.shipments,
  sheets: [
    sheet<Ctx, Row>({
      name: 'report.statement',
      heading: (L, c) => statementHeading(L, c.customer, c.period),
      columns: (L, { codes }) => [
        column('n', 'report.col.no', 6, (r) => r.n, 'number'),
        column('date', 'report.col.date', 12, (r) => r.date, 'date'),
        column('code', 'report.col.code', 16, (r) => r.code),
        column('trackingNumber', 'report.col.trackingNumber', 14, (r) => r.trackingNumber),
        column('receiverName', 'report.col.receiver', 24, (r) => r.receiverName),
        column('destination', 'report.col.destination', 22, (r) => r.destination),
        column('service', 'report.col.service', 22, (r) => serviceLabel(L, r.service)),
        column('carrier', 'report.col.carrier', 10, (r) => carrierLabel(L, r.carrier)),
        column('pieces', 'report.col.pieces', 8, (r) => r.pieces, 'number'),
        column('kg', 'report.col.kg', 10, (r) => r.chargeableWeight, 'kg'),
        rowMoney('baseFee', 'report.col.baseFee', 14, (r) => r.baseFee),
        ...codes.map(
          (c): Column<Row> => ({
            key: `s_${c.code}`,
            title: L === 'vi' ? c.name_vi : c.name_en,
            raw: true,
            width: 14,
            kind: 'money',
            currency: (r) => r.currency,
            value: (r) => {
              const lines = r.surcharges.filter((s) => s.code === c.code);
              return lines.length ? lines.reduce((sum, s) => sum + s.total, 0) : null;
            },
          }),
        ),
        rowMoney('surchargeTotal', 'report.col.surchargeTotal', 14, (r) => r.surchargeTotal),
        rowMoney('discount', 'report.col.discount', 14, (r) => r.discount),
        rowMoney('total', 'report.col.total', 16, (r) => r.total),
        column('currency', 'report.col.currency', 8, (r) => r.currency),
        column('status', 'report.col.status', 22, (r) => statusLabel(L, r.status)),
      ],
      rows: (c) => {
        let n = 0;
        return {
          sql: repo.statementRowsSql(c.where),
          toRow: (r) => Object.assign(svc.toStatementRow(r), { n: ++n }),
        };
      },
      totals: (L, { totals }) => [
        ...totals.byCurrency.map((c) => ({
          label: `${t(L, 'report.subtotal')} ${c.currency} (${c.shipments})`,
          values: {
            baseFee: c.baseFee,
            surchargeTotal: c.surchargeTotal,
            discount: c.discount,
            total: c.total,
            currency: c.currency,
          },
          currency: c.currency,
        })),
        {
          label: `${t(L, 'report.grandTotal')} (${totals.shipments})`,
          values: { pieces: totals.pieces, kg: totals.chargeableWeight },
        },
      ],
    }),
  ],
};
