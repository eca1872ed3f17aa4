import type { TOutstandingRow, TReportQuery } from '@acf/shared';
import type { Db } from '../../../db/client';
import { t } from '../../../i18n/messages';
import type { Actor } from '../../../plugins/auth-markers';
import * as repo from '../reports.repository';
import * as svc from '../reports.service';
import { column, periodLine, sheet, statusLabel, type Workbook } from '../reports.xlsx';

async function load(db: Db, q: TReportQuery, actor: Actor) {
  const ctx = svc.outstandingContext(q, actor);
  const byStatus = await repo.outstandingTotals(db, ctx.where, ctx.before);
  return { ...ctx, total: byStatus.reduce((s, r) => s + r.n, 0) };
}
type Ctx = Awaited<ReturnType<typeof load>>;

/** Outstanding shipments (/order-remaining): those left without a move for too long. */
export const outstandingWorkbook: Workbook<TReportQuery, Ctx> = {
  load,
  filename: () => 'outstanding.xlsx',
  rowCount: (c) => c.total,
  sheets: [
    sheet<Ctx, TOutstandingRow>({
      name: 'report.outstanding',
      heading: (L, c) => [periodLine(L, c.period?.from ?? null, c.period?.to ?? null)],
      columns: (L) => [
        column('code', 'report.col.code', 16, (r) => r.code),
        column('trackingNumber', 'report.col.trackingNumber', 14, (r) => r.trackingNumber),
        column('customer', 'report.col.customer', 24, (r) => r.customerName),
        column('status', 'report.col.status', 22, (r) => statusLabel(L, r.status)),
        column('bookedAt', 'report.col.bookedAt', 17, (r) => r.bookedAt, 'datetime'),
        column('lastEventAt', 'report.col.lastEventAt', 17, (r) => r.lastEventAt, 'datetime'),
        column('lastPlace', 'report.col.lastPlace', 24, (r) => r.lastPlace),
        column('age', 'report.col.ageHours', 10, (r) => r.ageHours, 'number'),
        column('assignee', 'report.col.assignee', 20, (r) => r.assignee),
        column('piecesMissing', 'report.col.piecesMissing', 28, (r) => r.piecesMissing),
      ],
      rows: (c) => ({ sql: repo.outstandingRowsSql(c.where, c.before, c.now), toRow: svc.toOutstandingRow }),
      totals: (L, c) => [{ label: `${t(L, 'report.grandTotal')} (${c.total})`, values: {} }],
    }),
  ],
};
