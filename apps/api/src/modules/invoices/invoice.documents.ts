import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { formatDate, type Locale, SERVICE_LABELS, type TEinvoiceExportQuery, vndInWords } from '@acf/shared';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { eachBatch } from '../../db/cursor';
import { t } from '../../i18n/messages';
import type { Actor } from '../../plugins/auth-markers';
import { streamPdf } from '../pdf/pdf.pool';
import { COMPANY, type Column, sendXlsx, sheetWriter } from '../reports/reports.xlsx';
import { TITLE, vi } from './invoice.pdf';
import * as repo from './invoices.repository';
import { invoiceHeader, toLine } from './invoices.service';

/** Lines a cursor fetch hands the documents at once. */
const BATCH = 500;

const fileName = (row: repo.InvoiceRow) => (row.number ?? `draft-${row.id.slice(0, 8)}`).replaceAll('/', '-');

/**
 * The invoice as an A4 PDF (invoice.pdf.ts), streamed: the lines are read by cursor and handed
 * batch by batch to a PDF worker thread (ADR 035) that draws them into the response body; the
 * next batch is read only when the client has taken what was drawn (a monthly invoice of 10,000
 * lines is never held whole, and drawing it holds up no other request).
 */
export async function sendInvoicePdf(reply: FastifyReply, db: Db, id: string, actor: Actor) {
  const { row, rates } = await invoiceHeader(db, id, actor);
  const pdf = streamPdf('invoice', [row, rates], (send) =>
    eachBatch<repo.LineRow>(db, repo.linesSql(row.id), BATCH, send),
  );
  pdf.on('error', (err) => reply.log.error({ err }, 'invoice pdf failed'));
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName(row)}.pdf"`)
    .header('cache-control', 'no-store')
    .send(pdf);
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
