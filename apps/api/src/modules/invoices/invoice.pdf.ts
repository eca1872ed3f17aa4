import { formatDate, formatNumber, vndInWords } from '@acf/shared';
import PDFDocument from 'pdfkit';
import { t } from '../../i18n/messages';
import { COMPANY } from '../../lib/company';
import { FONT_FILES } from '../../lib/pdf-fonts';
import type { InvoiceRow, LineRow } from './invoices.repository';

/** A document's VAT at one rate (its lines summed). */
export interface VatLine {
  vat_rate: string;
  amount_vnd: string;
  vat_vnd: string;
}

/** An invoice's words in Vietnamese, its legal language (the PDF, the e-invoice export). */
export const vi = (key: string, params?: Record<string, string | number>) => t('vi', key, params);
const en = (key: string, params?: Record<string, string | number>) => t('en', key, params);
const dong = (n: number | string) => formatNumber(Number(n), 'vi', 0, 0);

/**
 * The invoice as an A4 PDF, in Vietnamese with the English under each label: the document is a
 * readable stream, drawn as `lines` hands over its batches (a PDF worker thread draws it, ADR 035;
 * the request thread reads the lines by cursor and sends them one batch at a time, so a monthly
 * invoice of 10,000 lines is never held whole). Nothing here touches the database or a reply.
 */
export function invoicePdf(
  row: InvoiceRow,
  rates: VatLine[],
  lines: AsyncIterable<LineRow[]>,
): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 32 });
  doc.registerFont('regular', FONT_FILES.ja.regular);
  doc.registerFont('bold', FONT_FILES.ja.bold);
  drawInvoice(doc, row, rates, lines).then(
    () => doc.end(),
    (err: unknown) => doc.destroy(err as Error),
  );
  return doc;
}

export const TITLE: Record<InvoiceRow['kind'], string> = {
  INVOICE: 'invoice.pdf.title',
  CREDIT_NOTE: 'invoice.pdf.creditNote',
  DEBIT_NOTE: 'invoice.pdf.debitNote',
};

async function drawInvoice(
  doc: PDFKit.PDFDocument,
  row: InvoiceRow,
  rates: VatLine[],
  lines: AsyncIterable<LineRow[]>,
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

  const cols: { key: string; w: number; right?: boolean; v: (l: LineRow) => string }[] = [
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
  for await (const batch of lines) {
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
  }

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
