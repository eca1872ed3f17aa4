import type { TPodRow, TReportQuery } from '@acf/shared';
import type { Db } from '../../../db/client';
import { t } from '../../../i18n/messages';
import type { Actor } from '../../../plugins/auth-markers';
import * as repo from '../reports.repository';
import * as svc from '../reports.service';
import { column, periodHeading, sheet, type Workbook } from '../reports.xlsx';

async function load(db: Db, q: TReportQuery, actor: Actor) {
  const ctx = svc.podContext(q, actor);
  return { ...ctx, totals: await svc.podTotals(db, ctx) };
}
type Ctx = Awaited<ReturnType<typeof load>>;

/** Proofs of delivery (/pod-report): one line per delivered shipment, the average lead time. */
export const podWorkbook: Workbook<TReportQuery, Ctx> = {
  load,
  filename: ({ period }) => `pod-${period.from}-${period.to}.xlsx`,
  rowCount: (c) => c.totals.shipments,
  sheets: [
    sheet<Ctx, TPodRow>({
      name: 'report.pod',
      heading: periodHeading,
      columns: (L) => [
        column('code', 'report.col.code', 16, (r) => r.code),
        column('trackingNumber', 'report.col.trackingNumber', 14, (r) => r.trackingNumber),
        column('customer', 'report.col.customer', 24, (r) => r.customerName),
        column('receiver', 'report.col.receiver', 22, (r) => r.receiverName),
        column('destination', 'report.col.destination', 22, (r) => r.destination),
        column('bookedAt', 'report.col.bookedAt', 17, (r) => r.bookedAt, 'datetime'),
        column('deliveredAt', 'report.col.deliveredAt', 17, (r) => r.deliveredAt, 'datetime'),
        column('podReceiver', 'report.col.podReceiver', 20, (r) => r.podReceiverName),
        column('podReceivedAt', 'report.col.podReceivedAt', 17, (r) => r.podReceivedAt, 'datetime'),
        // The files themselves are read in the product with the reader's rights, never by a link.
        column('podPhoto', 'report.col.podPhoto', 18, (r) =>
          r.proofs.map((p) => t(L, `report.pod.${p.kind}`)).join(', '),
        ),
        column('deliveredBy', 'report.col.deliveredBy', 20, (r) => r.deliveredBy),
        column('leadTime', 'report.col.leadTime', 10, (r) => r.leadTimeDays, 'kg'),
      ],
      rows: (c) => ({ sql: repo.podRowsSql(c.where), toRow: svc.toPodRow }),
      totals: (L, { totals }) => [
        {
          label: `${t(L, 'report.grandTotal')} (${totals.shipments})`,
          values: {
            leadTime: totals.avg_days == null ? null : Math.round(Number(totals.avg_days) * 10) / 10,
          },
        },
      ],
    }),
  ],
};
