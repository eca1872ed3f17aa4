import { formatDate, type TBooking } from '@acf/shared';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { fontFor, registerFonts } from '../../lib/pdf-fonts';

/** A6 in points (105 × 148 mm). */
const A6: [number, number] = [297.64, 419.53];
const MARGIN = 14;

/** Every piece of the booking, one by one (a line of quantity 3 is three pieces). */
function eachPiece(b: TBooking): { weight: number | null }[] {
  return b.pieces.flatMap((p) => Array.from({ length: p.quantity }, () => ({ weight: p.weight ?? null })));
}

/**
 * The A6 labels: one per piece ('1/3', '2/3', '3/3', with the piece's weight), each with the
 * sender, the receiver, the goods and a Code 128 barcode of the tracking number. Text in the
 * shared Noto fonts, so Vietnamese (and Japanese, Korean) names keep their letters.
 */
export async function renderLabel(b: TBooking): Promise<Buffer> {
  const barcode = await bwipjs.toBuffer({
    bcid: 'code128',
    text: b.trackingNumber,
    scale: 3,
    height: 14,
    includetext: false,
  });
  const doc = new PDFDocument({
    size: A6,
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: `Label ${b.code}` },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const w = A6[0] - 2 * MARGIN;
  const write = (
    text: string,
    weight: 'regular' | 'bold',
    size: number,
    opts: PDFKit.Mixins.TextOptions = {},
  ) => doc.font(fontFor(text, weight)).fontSize(size).text(text, opts);

  const pieces = eachPiece(b);
  for (const [i, piece] of pieces.entries()) {
    doc.addPage();
    // The brand on the left, service and carrier on the right, on one line.
    doc.font(fontFor('x', 'regular')).fontSize(9);
    doc.text(`${b.service} / ${b.carrier}`, MARGIN, MARGIN + 5, { width: w, align: 'right' });
    doc.font(fontFor('ACF', 'bold')).fontSize(14).text('ACF EXPRESS', MARGIN, MARGIN);
    doc
      .moveTo(MARGIN, doc.y + 2)
      .lineTo(MARGIN + w, doc.y + 2)
      .stroke();
    doc.moveDown(0.4);

    const party = (title: string, p: TBooking['sender']) => {
      write(title, 'bold', 7);
      write(p.name, 'bold', 11);
      if (p.company) write(p.company, 'regular', 8);
      write([p.addressLine1, p.addressLine2].filter(Boolean).join(', '), 'regular', 8);
      write([p.city, p.state, p.postalCode, p.country].filter(Boolean).join(', '), 'regular', 8);
      write(`Tel: ${p.phone}`, 'regular', 8);
      doc.moveDown(0.3);
    };
    party('FROM / NGƯỜI GỬI', b.sender);
    party('TO / NGƯỜI NHẬN', b.receiver);

    const weight = piece.weight == null ? '—' : `${piece.weight} kg`;
    // The piece, large, and its own weight beside it.
    const y = doc.y;
    write(`${i + 1}/${pieces.length}`, 'bold', 20);
    const after = doc.y;
    doc
      .font(fontFor(weight, 'bold'))
      .fontSize(14)
      .text(weight, MARGIN, y + 5, { width: w, align: 'right' });
    doc.x = MARGIN;
    doc.y = after;
    write(`Actual: ${b.actualWeight} kg   Chargeable: ${b.chargeableWeight} kg`, 'regular', 8);
    write(`Goods: ${b.goodsDescription}`, 'regular', 8);
    write(`Booking: ${b.code}   Date: ${formatDate(b.createdAt)}`, 'regular', 8);

    // The barcode and its number take the rest of the page, down to the bottom margin.
    const numberHeight = 26;
    const top = doc.y + 6;
    const bottom = A6[1] - MARGIN - numberHeight;
    doc.image(barcode, MARGIN, top, {
      fit: [w, Math.max(40, bottom - top)],
      align: 'center',
      valign: 'center',
    });
    // Written inside the bottom margin: pdfkit would otherwise start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font(fontFor('0', 'bold'))
      .fontSize(16)
      .text(b.trackingNumber, MARGIN, A6[1] - MARGIN - numberHeight + 2, {
        width: w,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
