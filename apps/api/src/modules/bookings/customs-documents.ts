import { customsLines, formatDate, formatHsCode, type Locale, type TBooking, type TParty } from '@acf/shared';
import PDFDocument from 'pdfkit';
import { t } from '../../i18n/messages';
import { fontFor, registerFonts } from '../../lib/pdf-fonts';
import './customs.messages';

export const CUSTOMS_DOCUMENTS = ['commercial-invoice', 'packing-list'] as const;
export type CustomsDocument = (typeof CUSTOMS_DOCUMENTS)[number];

const A4: [number, number] = [595.28, 841.89];
const M = 40;
const W = A4[0] - 2 * M;
const BOTTOM = A4[1] - M;
const GREY = '#f0f0f0';
const LINE = '#999999';

interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** Money in the booking's currency: VND without decimals, others with two (PRODUCT §9). */
function amount(n: number, currency: string, locale: Locale): string {
  const digits = currency === 'VND' ? 0 : 2;
  return new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(n);
}

function kg(n: number | null | undefined, locale: Locale): string {
  if (n == null) return '—';
  return new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 3 }).format(n);
}

class Page {
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly locale: Locale,
  ) {}

  tr(key: string) {
    return t(this.locale, key);
  }

  text(
    s: string,
    x: number,
    y: number,
    o: { width: number; size?: number; bold?: boolean; align?: Column['align'] },
  ) {
    this.doc
      .font(fontFor(s, o.bold ? 'bold' : 'regular'))
      .fontSize(o.size ?? 8.5)
      .text(s, x, y, { width: o.width, align: o.align ?? 'left' });
    return this.doc.y;
  }

  height(s: string, width: number, size = 8.5, bold = false) {
    return this.doc
      .font(fontFor(s, bold ? 'bold' : 'regular'))
      .fontSize(size)
      .heightOfString(s, { width });
  }

  /** Starts a new page when `needed` points do not fit below `y`; answers where to go on. */
  room(y: number, needed: number): number {
    if (y + needed <= BOTTOM) return y;
    this.doc.addPage({ size: A4, margin: 0 });
    return M;
  }

  /** A table with a grey header row, repeated on a new page; cells wrap. Answers the y below it. */
  table(y: number, columns: Column[], rows: string[][], bold: boolean[] = []): number {
    const pad = 3;
    const header = () => {
      const h = Math.max(...columns.map((c) => this.height(c.label, c.width - 2 * pad, 7.5, true))) + 2 * pad;
      this.doc.rect(M, y, W, h).fillAndStroke(GREY, LINE).fillColor('black');
      let x = M;
      for (const c of columns) {
        this.text(c.label, x + pad, y + pad, {
          width: c.width - 2 * pad,
          size: 7.5,
          bold: true,
          align: c.align,
        });
        x += c.width;
      }
      y += h;
    };
    header();
    for (const [r, row] of rows.entries()) {
      const h =
        Math.max(...row.map((cell, i) => this.height(cell, columns[i]!.width - 2 * pad, 8.5, bold[r]))) +
        2 * pad;
      if (y + h > BOTTOM) {
        y = this.room(y, BOTTOM);
        header();
      }
      this.doc.rect(M, y, W, h).strokeColor(LINE).stroke().strokeColor('black');
      let x = M;
      for (const [i, cell] of row.entries()) {
        this.text(cell, x + pad, y + pad, {
          width: columns[i]!.width - 2 * pad,
          bold: bold[r],
          align: columns[i]!.align,
        });
        x += columns[i]!.width;
      }
      y += h;
    }
    return y;
  }
}

function partyLines(p: TParty): string[] {
  return [
    p.name,
    p.company,
    [p.addressLine1, p.addressLine2].filter(Boolean).join(', '),
    [p.city, p.state, p.postalCode].filter(Boolean).join(', '),
    p.country,
    `Tel: ${p.phone}${p.email ? `   ${p.email}` : ''}`,
  ].filter(Boolean);
}

/** Title, the two parties side by side, and the shipment's references in a grid. */
function head(pg: Page, b: TBooking, title: string): number {
  const { doc } = pg;
  pg.text('ACF EXPRESS', M, M, { width: W, size: 14, bold: true });
  pg.text(title, M, M, { width: W, size: 16, bold: true, align: 'right' });
  let y = M + 26;
  doc
    .moveTo(M, y)
    .lineTo(M + W, y)
    .stroke();
  y += 8;

  const half = (W - 10) / 2;
  const party = (label: string, p: TParty, x: number) => {
    let yy = pg.text(label, x + 6, y + 5, { width: half - 12, size: 7.5, bold: true });
    for (const [i, line] of partyLines(p).entries())
      yy = pg.text(line, x + 6, yy + 1, { width: half - 12, size: i === 0 ? 10 : 8.5, bold: i === 0 });
    return yy;
  };
  const bottom = Math.max(
    party(pg.tr('customsDoc.shipper'), b.sender, M),
    party(pg.tr('customsDoc.consignee'), b.receiver, M + half + 10),
  );
  doc
    .rect(M, y, half, bottom - y + 6)
    .strokeColor(LINE)
    .stroke();
  doc
    .rect(M + half + 10, y, half, bottom - y + 6)
    .stroke()
    .strokeColor('black');
  y = bottom + 14;

  const c = b.customs;
  const facts: [string, string][] = [
    [pg.tr('customsDoc.invoiceNumber'), c.invoiceNumber],
    [pg.tr('customsDoc.invoiceDate'), formatDate(c.invoiceDate)],
    [pg.tr('customsDoc.booking'), b.code],
    [pg.tr('customsDoc.trackingNumber'), b.trackingNumber],
    [pg.tr('customsDoc.reason'), pg.tr(`customsDoc.reason.${c.reasonForExport}`)],
    [pg.tr('customsDoc.incoterm'), b.incoterm],
    [pg.tr('customsDoc.currency'), b.currency],
    [pg.tr('customsDoc.carrier'), `${b.carrier} / ${b.service}`],
  ];
  const cell = W / 4;
  for (const [i, [label, value]] of facts.entries()) {
    const x = M + (i % 4) * cell;
    const yy = y + Math.floor(i / 4) * 28;
    doc.rect(x, yy, cell, 28).strokeColor(LINE).stroke().strokeColor('black');
    pg.text(label, x + 4, yy + 3, { width: cell - 8, size: 7, bold: true });
    pg.text(value, x + 4, yy + 13, { width: cell - 8, size: 9 });
  }
  return y + 2 * 28 + 14;
}

/** Each piece of the booking with its dimensions and weight, and the totals of the shipment. */
function pieces(pg: Page, b: TBooking, y: number): number {
  const { locale } = pg;
  y = pg.room(y, 60);
  pg.text(pg.tr('customsDoc.pieces'), M, y, { width: W, size: 10, bold: true });
  y += 14;
  const rows: string[][] = [];
  let n = 0;
  for (const p of b.pieces) {
    const dims =
      p.length && p.width && p.height
        ? `${p.length} × ${p.width} × ${p.height}`
        : (p.containerType ?? (p.volume ? `${p.volume} m³` : '—'));
    const from = n + 1;
    n += p.quantity;
    rows.push([
      p.quantity > 1 ? `${from}–${n}` : String(from),
      String(p.quantity),
      dims,
      kg(p.weight, locale),
    ]);
  }
  rows.push([pg.tr('customsDoc.total'), String(n), '', kg(b.actualWeight, locale)]);
  y = pg.table(
    y,
    [
      { label: pg.tr('customsDoc.piece'), width: W * 0.2 },
      { label: pg.tr('customsDoc.quantity'), width: W * 0.15, align: 'right' },
      { label: pg.tr('customsDoc.dimensions'), width: W * 0.4 },
      { label: pg.tr('customsDoc.grossWeight'), width: W * 0.25, align: 'right' },
    ],
    rows,
    rows.map((_, i) => i === rows.length - 1),
  );
  return y + 6;
}

/** The declaration and a line to sign, name and date. */
function signature(pg: Page, b: TBooking, y: number) {
  y = pg.room(y + 10, 90);
  y = pg.text(pg.tr('customsDoc.declaration'), M, y, { width: W, size: 8.5 }) + 30;
  const col = W / 3;
  const labels = [pg.tr('customsDoc.signature'), pg.tr('customsDoc.name'), pg.tr('customsDoc.date')];
  const values = ['', b.sender.name, formatDate(b.customs.invoiceDate)];
  for (const [i, label] of labels.entries()) {
    const x = M + i * col;
    if (values[i]) pg.text(values[i]!, x, y - 12, { width: col - 16, size: 9 });
    pg.doc
      .moveTo(x, y)
      .lineTo(x + col - 16, y)
      .stroke();
    pg.text(label, x, y + 3, { width: col - 16, size: 7.5 });
  }
}

type GoodsLine = ReturnType<typeof customsLines>[number];

/** The goods' net weight: the lines' weights times their quantities (null when a line has none). */
const netWeight = (lines: GoodsLine[]) =>
  lines.every((l) => l.weight != null) ? lines.reduce((s, l) => s + (l.weight ?? 0) * l.quantity, 0) : null;

/**
 * The goods lines as a table, both documents alike: number, description, HS code, origin and
 * quantity, then the document's own two figures of each line, and a total row (the quantities'
 * sum and `total`).
 */
function goodsTable(
  pg: Page,
  y: number,
  lines: GoodsLine[],
  figures: [Column, Column],
  figuresOf: (l: GoodsLine) => [string, string],
  total: string,
): number {
  const rows = lines.map((l, i) => [
    String(i + 1),
    l.description,
    formatHsCode(l.hsCode) || '—',
    l.originCountry || '—',
    String(l.quantity),
    ...figuresOf(l),
  ]);
  const quantity = lines.reduce((s, l) => s + l.quantity, 0);
  rows.push(['', pg.tr('customsDoc.total'), '', '', String(quantity), '', total]);
  return pg.table(
    y,
    [
      { label: pg.tr('customsDoc.no'), width: 24, align: 'center' },
      {
        label: pg.tr('customsDoc.description'),
        width: W - 24 - 70 - 44 - 40 - figures[0].width - figures[1].width,
      },
      { label: pg.tr('customsDoc.hsCode'), width: 70 },
      { label: pg.tr('customsDoc.origin'), width: 44, align: 'center' },
      { label: pg.tr('customsDoc.quantity'), width: 40, align: 'right' },
      ...figures,
    ],
    rows,
    rows.map((_, i) => i === rows.length - 1),
  );
}

function invoiceBody(pg: Page, b: TBooking, y: number): number {
  const { locale } = pg;
  const lines = customsLines(b);
  const total = lines.reduce((s, l) => s + Math.round(l.lineValue * 100), 0) / 100;
  y = goodsTable(
    pg,
    y,
    lines,
    [
      { label: `${pg.tr('customsDoc.unitValue')} (${b.currency})`, width: 68, align: 'right' },
      { label: `${pg.tr('customsDoc.lineValue')} (${b.currency})`, width: 76, align: 'right' },
    ],
    (l) => [amount(l.unitValue, b.currency, locale), amount(l.lineValue, b.currency, locale)],
    amount(total, b.currency, locale),
  );
  y += 6;
  const net = netWeight(lines);
  const summary = [
    `${pg.tr('customsDoc.totalValue')}: ${amount(total, b.currency, locale)} ${b.currency}`,
    `${pg.tr('customsDoc.incoterm')}: ${b.incoterm}`,
    `${pg.tr('customsDoc.totalGross')}: ${kg(b.actualWeight, locale)} kg`,
    ...(net != null ? [`${pg.tr('customsDoc.totalNet')}: ${kg(net, locale)} kg`] : []),
  ].join('     ');
  y = pg.text(summary, M, y, { width: W, size: 9.5, bold: true }) + 10;
  return pieces(pg, b, y);
}

function packingBody(pg: Page, b: TBooking, y: number): number {
  const { locale } = pg;
  const lines = customsLines(b);
  y = goodsTable(
    pg,
    y,
    lines,
    [
      { label: pg.tr('customsDoc.unitWeight'), width: 68, align: 'right' },
      { label: pg.tr('customsDoc.netWeight'), width: 70, align: 'right' },
    ],
    (l) => [kg(l.weight, locale), l.weight == null ? '—' : kg(l.weight * l.quantity, locale)],
    kg(netWeight(lines), locale),
  );
  y += 10;
  y = pieces(pg, b, y);
  const pieceCount = b.pieces.reduce((s, p) => s + p.quantity, 0);
  const summary = [
    `${pg.tr('customsDoc.pieceCount')}: ${pieceCount}`,
    `${pg.tr('customsDoc.totalGross')}: ${kg(b.actualWeight, locale)} kg`,
    `${pg.tr('customsDoc.chargeable')}: ${kg(b.chargeableWeight, locale)} kg`,
  ].join('     ');
  return pg.text(summary, M, pg.room(y, 20), { width: W, size: 9.5, bold: true }) + 6;
}

/**
 * The commercial invoice or the packing list of a booking, A4, in the shared Noto fonts (so
 * Vietnamese, Japanese and Korean names keep their letters). English by default: customs reads
 * it; `vi` for the shipper's own copy.
 */
export async function renderCustomsDocument(
  b: TBooking,
  kind: CustomsDocument,
  locale: Locale,
): Promise<Buffer> {
  const title = t(
    locale,
    kind === 'commercial-invoice' ? 'customsDoc.invoiceTitle' : 'customsDoc.packingTitle',
  );
  const doc = new PDFDocument({
    size: A4,
    margin: 0,
    info: { Title: `${title} ${b.customs.invoiceNumber}`, Author: 'ACF Express' },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const pg = new Page(doc, locale);
  let y = head(pg, b, title);
  y = kind === 'commercial-invoice' ? invoiceBody(pg, b, y) : packingBody(pg, b, y);
  signature(pg, b, y);
  doc.end();
  return done;
}
