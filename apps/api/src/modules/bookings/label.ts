import { formatDate, type TBooking } from '@acf/shared';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';

/** A6 in points (105 × 148 mm). */
const A6: [number, number] = [297.64, 419.53];

/**
 * Carrier labels are printed in plain Latin letters (the built-in PDF fonts have no Vietnamese
 * glyphs, and scanners at the carrier's hub read ASCII): 'Nguyễn Đức' → 'Nguyen Duc'.
 */
export function toLabelText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]/g, '?');
}

/** The A6 label: sender, receiver, pieces, weights, service and a Code 128 barcode of the tracking number. */
export async function renderLabel(b: TBooking): Promise<Buffer> {
  const barcode = await bwipjs.toBuffer({
    bcid: 'code128',
    text: b.trackingNumber,
    scale: 3,
    height: 14,
    includetext: false,
  });
  // Uncompressed content streams: a label is small, and the text stays searchable by tools.
  const doc = new PDFDocument({ size: A6, margin: 14, compress: false, info: { Title: `Label ${b.code}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const w = A6[0] - 28;
  const L = toLabelText;

  doc.font('Helvetica-Bold').fontSize(14).text('ACF EXPRESS', { continued: true });
  doc.font('Helvetica').fontSize(9).text(`   ${b.service} / ${b.carrier}`, { align: 'right' });
  doc
    .moveTo(14, doc.y + 2)
    .lineTo(14 + w, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);

  const party = (title: string, p: TBooking['sender']) => {
    doc.font('Helvetica-Bold').fontSize(7).text(title);
    doc.font('Helvetica-Bold').fontSize(10).text(L(p.name));
    doc.font('Helvetica').fontSize(8);
    if (p.company) doc.text(L(p.company));
    doc.text(L([p.addressLine1, p.addressLine2].filter(Boolean).join(', ')));
    doc.text(L([p.city, p.state, p.postalCode, p.country].filter(Boolean).join(', ')));
    doc.text(`Tel: ${L(p.phone)}`);
    doc.moveDown(0.4);
  };
  party('FROM / NGUOI GUI', b.sender);
  party('TO / NGUOI NHAN', b.receiver);

  const pieces = b.pieces.reduce((s, p) => s + p.quantity, 0);
  doc.font('Helvetica').fontSize(8);
  doc.text(`Pieces: ${pieces}   Actual: ${b.actualWeight} kg   Chargeable: ${b.chargeableWeight} kg`);
  doc.text(`Goods: ${L(b.goodsDescription)}`);
  doc.text(`Booking: ${b.code}   Date: ${formatDate(b.createdAt)}`);
  doc.moveDown(0.6);

  const y = doc.y;
  doc.image(barcode, 14, y, { fit: [w, 70], align: 'center' });
  doc.y = y + 74;
  doc.font('Helvetica-Bold').fontSize(16).text(b.trackingNumber, 14, doc.y, { width: w, align: 'center' });
  doc.end();
  return done;
}
