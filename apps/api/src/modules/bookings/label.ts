import { formatDate, formatPhoneFor, makePieceId, type TBooking } from '@acf/shared';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { fontFor, registerFonts } from '../../lib/pdf-fonts';

/** A6 in points (105 × 148 mm); A4 (210 × 297 mm) holds exactly four of them, two by two. */
const A6: [number, number] = [297.64, 419.53];
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 14;

export const LABEL_FORMATS = ['a6', 'a4'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** Every piece of the booking, one by one (a line of quantity 3 is three pieces). */
function eachPiece(b: TBooking): { weight: number | null }[] {
  return b.pieces.flatMap((p) => Array.from({ length: p.quantity }, () => ({ weight: p.weight ?? null })));
}

/** One label in the A6 box whose top left corner is (ox, oy). Every text is placed inside it. */
function drawLabel(
  doc: PDFKit.PDFDocument,
  b: TBooking,
  barcode: Buffer,
  piece: { n: number; of: number; weight: number | null; id: string },
  ox: number,
  oy: number,
) {
  const left = ox + MARGIN;
  const w = A6[0] - 2 * MARGIN;
  const write = (text: string, weight: 'regular' | 'bold', size: number) =>
    doc.font(fontFor(text, weight)).fontSize(size).text(text, left, doc.y, { width: w });

  // The brand on the left, service and carrier on the right, on one line.
  doc
    .font(fontFor('x', 'regular'))
    .fontSize(9)
    .text(`${b.service} / ${b.carrier}`, left, oy + MARGIN + 5, { width: w, align: 'right' });
  doc
    .font(fontFor('ACF', 'bold'))
    .fontSize(14)
    .text('ACF EXPRESS', left, oy + MARGIN, { width: w });
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + w, doc.y + 2)
    .stroke();
  doc.y += 6;

  const party = (title: string, p: TBooking['sender']) => {
    write(title, 'bold', 7);
    write(p.name, 'bold', 11);
    if (p.company) write(p.company, 'regular', 8);
    // In Vietnam: street, commune, province (the official names stored with the booking).
    if (p.country === 'VN' && p.provinceName) {
      write([p.addressLine1, p.addressLine2, p.communeName].filter(Boolean).join(', '), 'regular', 8);
      write([p.provinceName, p.postalCode, p.country].filter(Boolean).join(', '), 'regular', 8);
    } else {
      write([p.addressLine1, p.addressLine2].filter(Boolean).join(', '), 'regular', 8);
      write([p.city, p.state, p.postalCode, p.country].filter(Boolean).join(', '), 'regular', 8);
    }
    // The number as its country writes it (stored in E.164).
    write(`Tel: ${formatPhoneFor(p.phone, p.country)}`, 'regular', 8);
    if (p.customsCode) write(`Customs code / Mã HQ: ${p.customsCode}`, 'regular', 8);
    doc.y += 4;
  };
  party('FROM / NGƯỜI GỬI', b.sender);
  party('TO / NGƯỜI NHẬN', b.receiver);

  // The piece, large, and its own weight beside it.
  const weight = piece.weight == null ? '—' : `${piece.weight} kg`;
  const y = doc.y;
  const count = `${piece.n}/${piece.of}`;
  write(count, 'bold', 20);
  const after = doc.y;
  // The piece's own id beside its count: what its barcode encodes, for a scanner that fails.
  const countWidth = doc.font(fontFor(count, 'bold')).fontSize(20).widthOfString(count);
  doc
    .font(fontFor('0', 'bold'))
    .fontSize(11)
    .text(piece.id, left + countWidth + 8, y + 7, { lineBreak: false });
  doc
    .font(fontFor(weight, 'bold'))
    .fontSize(14)
    .text(weight, left, y + 5, { width: w, align: 'right' });
  doc.y = after;
  write(`Actual: ${b.actualWeight} kg   Chargeable: ${b.chargeableWeight} kg`, 'regular', 8);
  write(`Goods: ${b.goodsDescription}`, 'regular', 8);
  write(`Booking: ${b.code}   Date: ${formatDate(b.createdAt)}`, 'regular', 8);

  // The barcode and its number take the rest of the box, down to its bottom margin.
  const numberHeight = 26;
  const top = doc.y + 6;
  const bottom = oy + A6[1] - MARGIN - numberHeight;
  doc.image(barcode, left, top, { fit: [w, Math.max(40, bottom - top)], align: 'center', valign: 'center' });
  doc
    .font(fontFor('0', 'bold'))
    .fontSize(16)
    .text(piece.id, left, bottom + 2, { width: w, align: 'center', lineBreak: false });
}

/**
 * The labels, one per piece ('1/3', '2/3', '3/3', with the piece's weight), each with the sender,
 * the receiver, the goods and a Code 128 barcode of the piece's id (`1000012345-2`: the tracking
 * number, a dash, the index; issue 35), printed beside its count; text in the shared Noto
 * fonts, so Vietnamese (and Japanese, Korean) names keep their letters. `a6`: one label a page
 * (label printers); `a4`: four a sheet, two by two (office printers).
 */
export async function renderLabel(b: TBooking, format: LabelFormat = 'a6'): Promise<Buffer> {
  const barcodeOf = (text: string) =>
    bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 14, includetext: false });
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: `Label ${b.code}` } });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const pieces = eachPiece(b);
  const perPage = format === 'a4' ? 4 : 1;
  for (const [i, p] of pieces.entries()) {
    const slot = i % perPage;
    // No page margins: each label keeps its own inside its box, and pdfkit never breaks a page.
    if (slot === 0) doc.addPage({ size: format === 'a4' ? A4 : A6, margin: 0 });
    const ox = (slot % 2) * A6[0];
    const oy = Math.floor(slot / 2) * A6[1];
    if (format === 'a4' && slot > 0) {
      // Cutting lines between the labels.
      doc.save().dash(3, { space: 3 }).lineWidth(0.5);
      if (slot === 1) doc.moveTo(A6[0], 0).lineTo(A6[0], A4[1]).stroke();
      if (slot === 2) doc.moveTo(0, A6[1]).lineTo(A4[0], A6[1]).stroke();
      doc.restore();
    }
    // The piece ids are the booking's pieces' (its trigger numbers them 1..n, as here).
    const id = makePieceId(b.trackingNumber, i + 1);
    drawLabel(doc, b, await barcodeOf(id), { n: i + 1, of: pieces.length, weight: p.weight, id }, ox, oy);
  }
  doc.end();
  return done;
}
