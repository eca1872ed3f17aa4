import {
  type BookingStatus,
  CARRIER_LABELS,
  codeLabel,
  formatDate,
  formatMoney,
  formatNumber,
  type Locale,
  SERVICE_LABELS,
  STATUS_LABELS,
  type TReportQuery,
  type TStatementResponse,
  type TStatementRow,
} from '@acf/shared';
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import type { Db } from '../../db/client';
import { t } from '../../i18n/messages';
import { FONT_FILES } from '../../lib/pdf-fonts';
import type { Actor } from '../../plugins/auth-markers';
import { renderPdf } from '../pdf/pdf.pool';
import * as repo from './reports.repository';
import * as svc from './reports.service';
import { COMPANY } from './reports.xlsx';
import { statementHeading } from './sheets/statement';

interface Customer {
  code: string;
  name: string;
  address: string;
  tax_code: string;
}

const num = (n: number, digits: number, locale: Locale) => formatNumber(n, locale, digits, digits);

/** Sends a customer's statement of a period as a PDF (at most 20,000 lines). */
export async function sendStatementPdf(
  reply: FastifyReply,
  db: Db,
  q: TReportQuery,
  actor: Actor,
  locale: Locale,
) {
  const ctx = await svc.statementContext(db, q, actor);
  const totals = await svc.statementTotals(db, ctx);
  const rows = (await repo.runRows(db, repo.statementRowsSql(ctx.where, 20_000))).map(svc.toStatementRow);
  // Drawn in a worker thread (ADR 035): the rows go as plain data, the bytes come back.
  const pdf = await renderPdf('statement', locale, ctx.customer, ctx.period, rows, totals);
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="statement-${ctx.customer.code}-${ctx.period.from}-${ctx.period.to}.pdf"`,
    )
    .send(pdf);
}

/** The statement as an A4 landscape PDF: header with company and customer, one line per shipment, totals. */
export function statementPdf(
  locale: Locale,
  customer: Customer,
  period: { from: string; to: string },
  rows: TStatementRow[],
  totals: TStatementResponse['totals'],
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 28, bufferPages: true });
  // The labels' and manifests' fonts (every Vietnamese letter, Japanese too): one place for all PDFs.
  doc.registerFont('regular', FONT_FILES.ja.regular);
  doc.registerFont('bold', FONT_FILES.ja.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const L = (k: string) => t(locale, k);
  const money = (n: number, cur: string) => num(n, cur === 'VND' ? 0 : 2, locale);

  doc.font('bold').fontSize(14).text(COMPANY);
  doc.font('bold').fontSize(12).text(L('report.statement').toUpperCase());
  doc.font('regular').fontSize(10);
  // The sheet's title block; a line left empty (no address, no tax code) is left out.
  for (const line of statementHeading(locale, customer, period)) if (line) doc.text(line);
  doc.moveDown(0.5);

  // Columns (widths add up to the printable width of A4 landscape: 842 − 2 × 28 = 786).
  const cols: { title: string; w: number; align?: 'right'; v: (r: TStatementRow, i: number) => string }[] = [
    { title: L('report.col.no'), w: 24, align: 'right', v: (_, i) => String(i + 1) },
    { title: L('report.col.date'), w: 50, v: (r) => formatDate(r.date) },
    { title: L('report.col.code'), w: 70, v: (r) => r.code },
    { title: L('report.col.trackingNumber'), w: 58, v: (r) => r.trackingNumber },
    { title: L('report.col.receiver'), w: 72, v: (r) => r.receiverName },
    { title: L('report.col.destination'), w: 64, v: (r) => r.destination },
    {
      title: L('report.col.service'),
      w: 70,
      v: (r) =>
        `${codeLabel(SERVICE_LABELS, r.service, locale)}\n${codeLabel(CARRIER_LABELS, r.carrier, locale)}`,
    },
    { title: L('report.col.pieces'), w: 30, align: 'right', v: (r) => String(r.pieces) },
    { title: L('report.col.kg'), w: 34, align: 'right', v: (r) => num(r.chargeableWeight, 1, locale) },
    { title: L('report.col.baseFee'), w: 54, align: 'right', v: (r) => money(r.baseFee, r.currency) },
    {
      title: L('report.col.surchargeTotal'),
      w: 50,
      align: 'right',
      v: (r) => money(r.surchargeTotal, r.currency),
    },
    { title: L('report.col.discount'), w: 48, align: 'right', v: (r) => money(r.discount, r.currency) },
    { title: L('report.col.total'), w: 60, align: 'right', v: (r) => money(r.total, r.currency) },
    { title: L('report.col.currency'), w: 30, v: (r) => r.currency },
    { title: L('report.col.status'), w: 72, v: (r) => STATUS_LABELS[r.status as BookingStatus][locale] },
  ];
  // The columns never run past the page: were they ever wider, they are narrowed in proportion.
  const printable = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const wide = cols.reduce((n, c) => n + c.w, 0);
  if (wide > printable) for (const c of cols) c.w = (c.w * printable) / wide;
  const left = doc.page.margins.left;
  const bottom = doc.page.height - doc.page.margins.bottom - 14;

  const line = (cells: string[], font: 'regular' | 'bold', size = 7.5) => {
    doc.font(font).fontSize(size);
    const heights = cells.map((c, i) => doc.heightOfString(c, { width: cols[i]!.w - 4 }));
    const h = Math.max(...heights) + 4;
    if (doc.y + h > bottom) {
      doc.addPage();
      header();
      doc.font(font).fontSize(size);
    }
    const y = doc.y;
    let x = left;
    cells.forEach((c, i) => {
      doc.text(c, x + 2, y + 2, { width: cols[i]!.w - 4, align: cols[i]!.align ?? 'left' });
      x += cols[i]!.w;
    });
    doc.y = y + h;
    doc.moveTo(left, doc.y).lineTo(x, doc.y).lineWidth(0.3).strokeColor('#bbbbbb').stroke();
  };
  const header = () =>
    line(
      cols.map((c) => c.title),
      'bold',
      7.5,
    );

  header();
  rows.forEach((r, i) => {
    line(
      cols.map((c) => c.v(r, i)),
      'regular',
    );
  });
  doc.moveDown(0.5);
  for (const c of totals.byCurrency) {
    doc
      .font('bold')
      .fontSize(9)
      .text(
        `${L('report.subtotal')} ${c.currency} (${c.shipments}): ${L('report.col.baseFee')} ${money(c.baseFee, c.currency)} · ` +
          `${L('report.col.surchargeTotal')} ${money(c.surchargeTotal, c.currency)} · ${L('report.col.discount')} ` +
          `${money(c.discount, c.currency)} · ${L('report.col.total')} ${formatMoney(c.total, c.currency, locale)}`,
        left,
      );
  }
  doc
    .font('bold')
    .fontSize(9)
    .text(
      `${L('report.grandTotal')}: ${totals.shipments} · ${L('report.col.pieces')} ${totals.pieces} · ${L('report.col.kg')} ${num(totals.chargeableWeight, 1, locale)}`,
      left,
    );

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // The footer sits in the bottom margin: without this pdfkit would open a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(7)
      .text(t(locale, 'report.page', { page: i + 1, pages: range.count }), left, doc.page.height - 20, {
        width: 786,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
