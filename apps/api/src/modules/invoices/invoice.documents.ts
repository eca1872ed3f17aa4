import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import {
  formatDate,
  formatNumber,
  type Locale,
  SERVICE_LABELS,
  type TEinvoiceExportQuery,
  vndInWords,
} from '@acf/shared';
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import type { Db } from '../../db/client';
import { eachBatch } from '../../db/cursor';
import { t } from '../../i18n/messages';
import { FONT_FILES } from '../../lib/pdf-fonts';
import type { Actor } from '../../plugins/auth-markers';
import { COMPANY, type Column, sendXlsx, sheetWriter } from '../reports/reports.xlsx';
import * as repo from './invoices.repository';
import { invoiceHeader, toLine } from './invoices.service';

/** Lines a cursor fetch hands the documents at once. */
const BATCH = 500;

const fileName = (row: repo.InvoiceRow) => (row.number ?? `draft-${row.id.slice(0, 8)}`).replaceAll('/', '-');
const vi = (key: string, params?: Record<string, string | number>) => t('vi', key, params);
const en = (key: string, params?: Record<string, string | number>) => t('en', key, params);
const dong = (n: number | string) => formatNumber(Number(n), 'vi', 0, 0);

/**
 * The invoice as an A4 PDF, in Vietnamese with the English under each label, streamed: the lines
 * are read by cursor and drawn batch by batch into a stream that is the response body, waiting
 * whenever the client has not taken what was drawn (a monthly invoice of 10,000 lines is never
 * held whole).
 */
export async function sendInvoicePdf(reply: FastifyReply, db: Db, id: string, actor: Actor) {
  const { row, rates } = await invoiceHeader(db, id, actor);
  const doc = new PDFDocument({ size: 'A4', margin: 32 });
  doc.registerFont('regular', FONT_FILES.ja.regular);
  doc.registerFont('bold', FONT_FILES.ja.bold);
  const out = new PassThrough();
  doc.pipe(out);
  (async () => {
    await drawInvoice(doc, db, row, rates, out);
    doc.end();
  })().catch((err: unknown) => {
    reply.log.error({ err }, 'invoice pdf failed');
    out.destroy(err as Error);
  });
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName(row)}.pdf"`)
    .header('cache-control', 'no-store')
    .send(out);
}

const TITLE: Record<repo.InvoiceRow['kind'], string> = {
  INVOICE: 'invoice.pdf.title',
  CREDIT_NOTE: 'invoice.pdf.creditNote',
  DEBIT_NOTE: 'invoice.pdf.debitNote',
};

async function drawInvoice(
  doc: PDFKit.PDFDocument,
  db: Db,
  row: repo.InvoiceRow,
  rates: { vat_rate: string; amount_vnd: string; vat_vnd: string }[],
  out: PassThrough,
) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  /** A label in Vietnamese, the English under it in small grey, then the value. */
  const field = (key: string, value: string) => {
    const y = doc.y;
    doc
      .font('bold')
      .fontSize(8.5)
      .fillColor('black')
      .text(`${vi(key)}:`, left, y, { width: 150 });
    doc.font('regular').fontSize(7).fillColor('#666666').text(en(key), left, doc.y, { width: 150 });
    const below = doc.y;
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('black')
      .text(value || '—', left + 150, y, { width: width - 150 });
    doc.y = Math.max(below, doc.y) + 2;
  };

  doc.font('bold').fontSize(14).text(COMPANY, left);
  doc.font('regular').fontSize(8).fillColor('#444444').text(vi('invoice.pdf.seller'), left);
  doc.moveDown(0.6);
  doc.font('bold').fontSize(15).fillColor('black').text(vi(TITLE[row.kind]).toUpperCase(), left, doc.y, {
    width,
    align: 'center',
  });
  doc.font('regular').fontSize(9).fillColor('#666666').text(en(TITLE[row.kind]), { width, align: 'center' });
  doc.fillColor('black').moveDown(0.6);
  field('invoice.pdf.number', row.number ?? vi('invoice.pdf.draft'));
  field('invoice.pdf.issueDate', row.issue_date ? formatDate(row.issue_date) : '');
  field('invoice.pdf.dueDate', row.due_date ? formatDate(row.due_date) : '');
  if (row.refers_to_number) field('invoice.pdf.refersTo', row.refers_to_number);
  field('invoice.pdf.period', `${formatDate(row.period_from)} – ${formatDate(row.period_to)}`);
  doc.moveDown(0.4);
  field('invoice.pdf.buyer', row.buyer_name);
  field('invoice.pdf.taxCode', row.buyer_tax_code ?? '');
  field('invoice.pdf.address', row.buyer_address);
  field('invoice.pdf.currency', 'VND');
  doc.moveDown(0.4);

  const cols: { key: string; w: number; right?: boolean; v: (l: repo.LineRow) => string }[] = [
    { key: 'invoice.col.no', w: 28, right: true, v: (l) => String(l.line_no) },
    { key: 'invoice.col.code', w: 70, v: (l) => `${l.code}\n${l.tracking_number}` },
    { key: 'invoice.col.date', w: 50, v: (l) => formatDate(l.shipped_on) },
    { key: 'invoice.col.destination', w: 70, v: (l) => l.destination },
    {
      key: 'invoice.col.kg',
      w: 36,
      right: true,
      v: (l) => formatNumber(Number(l.chargeable_weight), 'vi', 1, 1),
    },
    {
      key: 'invoice.col.amount',
      w: 62,
      right: true,
      v: (l) =>
        `${formatNumber(Number(l.amount), 'vi', l.currency === 'VND' ? 0 : 2, l.currency === 'VND' ? 0 : 2)} ${l.currency}`,
    },
    { key: 'invoice.col.fxRate', w: 44, right: true, v: (l) => formatNumber(Number(l.fx_rate), 'vi', 4, 0) },
    { key: 'invoice.col.amountVnd', w: 60, right: true, v: (l) => dong(l.amount_vnd) },
    {
      key: 'invoice.col.vatRate',
      w: 30,
      right: true,
      v: (l) => `${formatNumber(Number(l.vat_rate), 'vi', 2, 0)}%`,
    },
    { key: 'invoice.col.vatVnd', w: 50, right: true, v: (l) => dong(l.vat_vnd) },
  ];
  const wide = cols.reduce((n, c) => n + c.w, 0);
  for (const c of cols) c.w = (c.w * width) / wide;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 16;
  let page = 1;
  const footer = () => {
    const y = doc.page.height - doc.page.margins.bottom + 6;
    const keep = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(7)
      .fillColor('#666666')
      .text(`${row.number ?? vi('invoice.pdf.draft')} · ${vi('invoice.pdf.page')} ${page}`, left, y, {
        width,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = keep;
    doc.fillColor('black');
  };
  const cells = (texts: string[], font: 'regular' | 'bold', size: number, color = 'black') => {
    doc.font(font).fontSize(size);
    const h = Math.max(...texts.map((s, i) => doc.heightOfString(s, { width: cols[i]!.w - 4 }))) + 3;
    return {
      h,
      draw: (y: number) => {
        let x = left;
        texts.forEach((s, i) => {
          doc
            .font(font)
            .fontSize(size)
            .fillColor(color)
            .text(s, x + 2, y + 1.5, {
              width: cols[i]!.w - 4,
              align: cols[i]!.right ? 'right' : 'left',
            });
          x += cols[i]!.w;
        });
      },
    };
  };
  const header = () => {
    const a = cells(
      cols.map((c) => vi(c.key)),
      'bold',
      7,
    );
    const b = cells(
      cols.map((c) => en(c.key)),
      'regular',
      6,
      '#666666',
    );
    const y = doc.y;
    doc.rect(left, y, width, a.h + b.h).fill('#e6f0fa');
    a.draw(y);
    b.draw(y + a.h);
    doc.y = y + a.h + b.h;
    doc.fillColor('black');
  };
  const newPageIfShort = (h: number) => {
    if (doc.y + h <= bottom()) return false;
    footer();
    doc.addPage();
    page += 1;
    return true;
  };
  header();
  await eachBatch<repo.LineRow>(db, repo.linesSql(row.id), BATCH, async (batch) => {
    for (const l of batch) {
      const c = cells(
        cols.map((col) => col.v(l)),
        'regular',
        7,
      );
      if (newPageIfShort(c.h)) header();
      const y = doc.y;
      c.draw(y);
      doc.y = y + c.h;
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .lineWidth(0.3)
        .strokeColor('#bbbbbb')
        .stroke();
    }
    // The client has not taken what was drawn: wait before reading the next batch.
    if (out.writableNeedDrain) await once(out, 'drain');
  });

  const total = (key: string, value: string, params?: Record<string, string | number>) => {
    newPageIfShort(24);
    const y = doc.y + 2;
    doc
      .font('bold')
      .fontSize(9)
      .fillColor('black')
      .text(vi(key, params), left, y, { width: width - 140 });
    doc
      .font('regular')
      .fontSize(7)
      .fillColor('#666666')
      .text(en(key, params), left, doc.y, { width: width - 140 });
    doc
      .font('bold')
      .fontSize(9)
      .fillColor('black')
      .text(value, left + width - 140, y, { width: 140, align: 'right' });
    doc.y = Math.max(doc.y, y + 20);
  };
  doc.moveDown(0.5);
  total('invoice.pdf.subtotal', dong(row.amount_vnd));
  for (const r of rates)
    total('invoice.pdf.vatAt', `${dong(r.vat_vnd)}`, { rate: formatNumber(Number(r.vat_rate), 'vi', 2, 0) });
  total('invoice.pdf.total', `${dong(row.total_vnd)} VND`);
  newPageIfShort(30);
  doc
    .font('bold')
    .fontSize(9)
    .fillColor('black')
    .text(`${vi('invoice.pdf.inWords')}: ${vndInWords(row.total_vnd)}`, left, doc.y + 4, { width });
  doc
    .font('regular')
    .fontSize(7)
    .fillColor('#666666')
    .text(en('invoice.pdf.inWords'), left, doc.y, { width });
  doc.fillColor('black');
  footer();
}

// ---------------------------------------------------------------- Excel: one row per line

const vndColumn = (
  key: string,
  title: string,
  value: (l: ReturnType<typeof toLine>) => number,
): Column<ReturnType<typeof toLine>> => ({
  key,
  title,
  width: 16,
  kind: 'money',
  currency: () => 'VND',
  value,
});

/** The invoice's lines as an Excel sheet (one row per line), streamed like the reports' files. */
export async function sendInvoiceXlsx(reply: FastifyReply, db: Db, id: string, actor: Actor, locale: Locale) {
  const { row } = await invoiceHeader(db, id, actor);
  type L = ReturnType<typeof toLine>;
  const columns: Column<L>[] = [
    { key: 'no', title: 'invoice.col.no', width: 6, kind: 'number', value: (l) => l.lineNo },
    { key: 'code', title: 'invoice.col.code', width: 16, value: (l) => l.code },
    { key: 'tracking', title: 'invoice.col.trackingNumber', width: 14, value: (l) => l.trackingNumber },
    {
      key: 'date',
      title: 'invoice.col.date',
      width: 12,
      kind: 'date',
      value: (l) => `${l.date}T00:00:00+07:00`,
    },
    { key: 'destination', title: 'invoice.col.destination', width: 22, value: (l) => l.destination },
    {
      key: 'service',
      title: 'invoice.col.service',
      width: 18,
      value: (l) => SERVICE_LABELS[l.service as keyof typeof SERVICE_LABELS]?.[locale] ?? l.service,
    },
    { key: 'kg', title: 'invoice.col.kg', width: 10, kind: 'kg', value: (l) => l.chargeableWeight },
    {
      key: 'amount',
      title: 'invoice.col.amount',
      width: 14,
      kind: 'money',
      currency: (l) => l.currency,
      value: (l) => Number(l.amount),
    },
    { key: 'currency', title: 'invoice.col.currency', width: 8, value: (l) => l.currency },
    { key: 'fx', title: 'invoice.col.fxRate', width: 12, value: (l) => Number(l.fxRate) },
    vndColumn('amountVnd', 'invoice.col.amountVnd', (l) => l.amountVnd),
    { key: 'vatRate', title: 'invoice.col.vatRate', width: 8, kind: 'percent', value: (l) => l.vatRate },
    vndColumn('vatVnd', 'invoice.col.vatVnd', (l) => l.vatVnd),
    vndColumn('totalVnd', 'invoice.col.totalVnd', (l) => l.totalVnd),
  ];
  return sendXlsx(reply, `${fileName(row)}.xlsx`, row.line_count, async (wb, out) => {
    const ws = sheetWriter(wb, out, t(locale, TITLE[row.kind]), columns, locale);
    ws.title([
      COMPANY,
      `${t(locale, TITLE[row.kind]).toUpperCase()} ${row.number ?? t(locale, 'invoice.pdf.draft')}`,
      `${t(locale, 'invoice.pdf.buyer')}: ${row.buyer_name}${row.buyer_tax_code ? ` · ${t(locale, 'invoice.pdf.taxCode')}: ${row.buyer_tax_code}` : ''}`,
      `${t(locale, 'invoice.pdf.period')}: ${formatDate(row.period_from)} – ${formatDate(row.period_to)}`,
    ]);
    ws.header();
    await eachBatch<repo.LineRow>(db, repo.linesSql(row.id), BATCH, (b) => ws.stream(b, toLine));
    ws.blank();
    ws.total(
      t(locale, 'invoice.pdf.total'),
      { amountVnd: Number(row.amount_vnd), vatVnd: Number(row.vat_vnd), totalVnd: Number(row.total_vnd) },
      'VND',
    );
    ws.line([`${t('vi', 'invoice.pdf.inWords')}: ${vndInWords(row.total_vnd)}`]);
    ws.commit();
  });
}

// ---------------------------------------------------------------- e-invoice provider export

/**
 * The issued documents of a period for the e-invoice provider: one CSV row per line, UTF-8 with a
 * byte order mark, columns fixed by docs/e-invoice-export.md (their names never change; a new
 * column is only ever added at the end).
 */
export const EINVOICE_COLUMNS = [
  'invoice_number',
  'invoice_kind',
  'refers_to',
  'issue_date',
  'buyer_tax_code',
  'buyer_name',
  'buyer_address',
  'line_no',
  'item_name',
  'unit',
  'quantity',
  'unit_price',
  'amount',
  'vat_rate',
  'vat_amount',
  'total',
  'invoice_total',
  'currency',
] as const;

const csvCell = (v: string | number | null) => {
  const s = v == null ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

export async function sendEinvoiceExport(reply: FastifyReply, db: Db, q: TEinvoiceExportQuery) {
  const out = new PassThrough();
  (async () => {
    out.write(`\uFEFF${EINVOICE_COLUMNS.join(',')}\r\n`);
    await eachBatch<Record<string, string | null>>(
      db,
      repo.einvoiceRowsSql(q.from, q.to),
      BATCH,
      async (batch) => {
        let text = '';
        for (const r of batch) {
          const service = SERVICE_LABELS[r.service as keyof typeof SERVICE_LABELS]?.vi ?? r.service;
          const cells = [
            r.number,
            r.kind,
            r.refers_to_number,
            r.issue_date,
            r.buyer_tax_code,
            r.buyer_name,
            r.buyer_address,
            r.line_no,
            `${vi('invoice.einvoice.item')} ${r.code} - ${service} - ${r.destination}`,
            vi('invoice.einvoice.unit'),
            1,
            r.amount_vnd,
            r.amount_vnd,
            r.vat_rate,
            r.vat_vnd,
            r.total_vnd,
            r.invoice_total_vnd,
            'VND',
          ];
          text += `${cells.map((c) => csvCell(c ?? null)).join(',')}\r\n`;
        }
        if (!out.write(text)) await once(out, 'drain');
      },
    );
    out.end();
  })().catch((err: unknown) => {
    reply.log.error({ err }, 'e-invoice export failed');
    out.destroy(err as Error);
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="einvoice-${q.from}-${q.to}.csv"`)
    .header('cache-control', 'no-store')
    .send(out);
}
