import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import {
  type CustomsLine,
  customsLines,
  formatDate,
  formatHsCode,
  type ManifestLine,
  type TBookingCustoms,
  type TManifest,
  type TParty,
} from '@acf/shared';
import bwipjs from 'bwip-js/node';
import { eq, sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { type DbOrTx, rowsOf } from '../../db/client';
import { eachBatch } from '../../db/cursor';
import { manifestBags } from '../../db/schema';
import { type FontWeight, fontFor, registerFonts } from '../../lib/pdf-fonts';
import { type Column, sheetWriter } from '../reports/reports.xlsx';

/**
 * The manifest documents a partner agent works from: an Excel sheet per line and a printable
 * cargo manifest. They speak the trade's English beside the agent's language (Japanese for
 * Yamato, Korean for K-Cargo) whatever the reader's locale: the agent's customs broker reads
 * them. The layouts are documented in docs/manifest-layouts.md.
 */

export interface ManifestDocRow {
  trackingNumber: string;
  /** The bag the shipment is packed in, if any. */
  bagNumber: string | null;
  sender: TParty;
  receiver: TParty;
  pieces: {
    length?: number | null;
    width?: number | null;
    height?: number | null;
    volume?: number | null;
    containerType?: string | null;
    quantity: number;
  }[];
  actualWeight: number;
  chargeableWeight: number;
  goodsDescription: string;
  declaredValue: number;
  currency: string;
  incoterm: string;
  /** The goods lines (null: a booking made before them, shown as its description on one line). */
  customs: TBookingCustoms | null;
}

/** What the totals and the bag summary need of a shipment, kept once its line is printed. */
export type DocTally = Pick<
  ManifestDocRow,
  | 'trackingNumber'
  | 'bagNumber'
  | 'pieces'
  | 'actualWeight'
  | 'chargeableWeight'
  | 'declaredValue'
  | 'currency'
>;

/** A shipment as its query reads it: the numeric columns as text. */
type DocRowRead = Omit<ManifestDocRow, 'actualWeight' | 'chargeableWeight' | 'declaredValue'> & {
  actualWeight: string;
  chargeableWeight: string;
  declaredValue: string;
};

/** What the documents read of each shipment on a manifest, in scanned order. */
const docRowsQuery = (manifestId: string) => sql`select b.tracking_number as "trackingNumber", b.sender,
      b.receiver, b.pieces, b.actual_weight::text as "actualWeight",
      b.chargeable_weight::text as "chargeableWeight", b.goods_description as "goodsDescription",
      b.declared_value::text as "declaredValue", b.currency, b.incoterm, b.customs, mb.number as "bagNumber"
    from manifest_shipments ms
    join bookings b on b.id = ms.booking_id
    left join manifest_bags mb on mb.id = ms.bag_id
    where ms.manifest_id = ${manifestId}
    order by ms.added_at, b.tracking_number`;

const docRowOf = (r: DocRowRead): ManifestDocRow => ({
  ...r,
  actualWeight: Number(r.actualWeight),
  chargeableWeight: Number(r.chargeableWeight),
  declaredValue: Number(r.declaredValue),
});

/** The shipments of a manifest, in the order they were scanned onto it (as its detail lists them). */
export async function manifestDocRows(db: DbOrTx, manifestId: string): Promise<ManifestDocRow[]> {
  return (await rowsOf<DocRowRead>(db, docRowsQuery(manifestId))).map(docRowOf);
}

/**
 * The same rows as `manifestDocRows`, in the same order, read by cursor and handed over a batch at
 * a time: the manifest's PDF never holds them all (ADR 035).
 */
export function eachManifestDocBatch(
  db: DbOrTx,
  manifestId: string,
  size: number,
  onBatch: (rows: ManifestDocRow[]) => Promise<void>,
): Promise<void> {
  return eachBatch<DocRowRead>(db, docRowsQuery(manifestId), size, (batch) => onBatch(batch.map(docRowOf)));
}

/** The bags of a manifest as weighed, in bag-number order (an empty bag too). */
export async function manifestDocBags(db: DbOrTx, manifestId: string): Promise<DocBag[]> {
  const rows = await db
    .select({ number: manifestBags.number, weightKg: manifestBags.weightKg })
    .from(manifestBags)
    .where(eq(manifestBags.manifestId, manifestId))
    .orderBy(manifestBags.number);
  return rows.map((r) => ({ number: r.number, weightKg: Number(r.weightKg) }));
}

export interface DocBag {
  number: string;
  weightKg: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
export const pieceCount = (r: Pick<ManifestDocRow, 'pieces'>) =>
  r.pieces.reduce((s, p) => s + (p.quantity ?? 1), 0);

/** "2 × 40×30×20; 1 × 0.5 m³; 1 × 20GP" */
export function dimensions(r: ManifestDocRow): string {
  return r.pieces
    .map((p) => {
      const what =
        p.length && p.width && p.height
          ? `${p.length}×${p.width}×${p.height}`
          : p.volume
            ? `${p.volume} m³`
            : (p.containerType ?? '');
      return what ? `${p.quantity ?? 1} × ${what}` : '';
    })
    .filter(Boolean)
    .join('; ');
}

const street = (p: TParty) => [p.addressLine1, p.addressLine2].filter(Boolean).join(', ');
export const fullAddress = (p: TParty) =>
  [p.addressLine1, p.addressLine2, p.city, p.state, p.postalCode, p.country].filter(Boolean).join(', ');
const partyName = (p: TParty) => (p.company ? `${p.name} (${p.company})` : p.name);

/** Origin airport of an office: Ho Chi Minh City (Tan Son Nhat) or Hanoi (Noi Bai). */
export const ORIGIN_AIRPORT: Record<string, string> = { SOUTH: 'SGN', NORTH: 'HAN' };

type Lang = 'ja' | 'ko';
/** The agent's language of each line. */
export const LINE_LANGUAGE: Record<ManifestLine, Lang> = {
  YAMATO_SOUTH: 'ja',
  YAMATO_NORTH: 'ja',
  K_CARGO: 'ko',
};
const LINE_NAME: Record<ManifestLine, string> = {
  YAMATO_SOUTH: 'Yamato (South)',
  YAMATO_NORTH: 'Yamato (North)',
  K_CARGO: 'K-Cargo',
};

/** Headings: English / the agent's language. */
const H = {
  title: { ja: 'CARGO MANIFEST / 積荷目録', ko: 'CARGO MANIFEST / 적하목록' },
  manifest: { ja: 'Manifest / 目録番号', ko: 'Manifest / 적하목록 번호' },
  line: { ja: 'Line / 路線', ko: 'Line / 노선' },
  mawb: { ja: 'MAWB / 親運送状', ko: 'MAWB / 마스터 운송장' },
  mbl: { ja: 'MBL / 船荷証券', ko: 'MBL / 선하증권' },
  flight: { ja: 'Flight / 便名', ko: 'Flight / 편명' },
  date: { ja: 'Date / 出発日', ko: 'Date / 출발일' },
  eta: { ja: 'ETA / 到着予定', ko: 'ETA / 도착예정' },
  route: { ja: 'Route / 区間', ko: 'Route / 구간' },
  no: { ja: 'No / 番号', ko: 'No / 번호' },
  hawb: { ja: 'HAWB / 運送状番号', ko: 'HAWB / 운송장번호' },
  bag: { ja: 'Bag / 袋番号', ko: 'Bag / 백 번호' },
  bags: { ja: 'BAGS / 袋一覧', ko: 'BAGS / 백 목록' },
  shipments: { ja: 'Shipments / 件数', ko: 'Shipments / 건수' },
  bagWeight: { ja: 'Bag weight kg / 袋重量', ko: 'Bag weight kg / 백 중량' },
  hawbs: { ja: 'HAWB list / 運送状番号一覧', ko: 'HAWB list / 운송장번호 목록' },
  loose: { ja: '(no bag / 袋なし)', ko: '(no bag / 백 없음)' },
  shipper: { ja: 'Shipper / 荷送人', ko: 'Shipper / 송하인' },
  shipperAddress: { ja: 'Shipper address / 荷送人住所', ko: 'Shipper address / 송하인 주소' },
  shipperPhone: { ja: 'Shipper phone / 荷送人電話', ko: 'Shipper phone / 송하인 전화' },
  consignee: { ja: 'Consignee / 荷受人', ko: 'Consignee / 수하인' },
  postalCode: { ja: 'Postal code / 郵便番号', ko: 'Postal code / 우편번호' },
  prefecture: { ja: 'Prefecture / 都道府県', ko: 'Province / 시도' },
  city: { ja: 'City / 市区町村', ko: 'City / 시군구' },
  address: { ja: 'Address / 住所', ko: 'Address / 주소' },
  consigneeAddress: { ja: 'Consignee address / 荷受人住所', ko: 'Consignee address / 수하인 주소' },
  consigneePhone: { ja: 'Consignee phone / 荷受人電話', ko: 'Consignee phone / 수하인 전화' },
  pieces: { ja: 'Pieces / 個数', ko: 'Pieces / 개수' },
  gross: { ja: 'Gross kg / 総重量', ko: 'Gross kg / 총중량' },
  chargeable: { ja: 'Chargeable kg / 賃率重量', ko: 'Chargeable kg / 운임중량' },
  dimensions: { ja: 'Dimensions cm / 寸法', ko: 'Dimensions cm / 치수' },
  description: { ja: 'Description / 品名', ko: 'Description / 품명' },
  value: { ja: 'Declared value / 申告価格', ko: 'Declared value / 신고가격' },
  currency: { ja: 'Currency / 通貨', ko: 'Currency / 통화' },
  incoterm: { ja: 'Incoterm / 貿易条件', ko: 'Incoterm / 인코텀즈' },
  total: { ja: 'TOTAL / 合計', ko: 'TOTAL / 합계' },
  totalValue: { ja: 'Declared value / 申告価格', ko: 'Declared value / 신고가격' },
  page: { ja: 'Page / 頁', ko: 'Page / 쪽' },
  itemsSheet: { ja: 'Items 品目', ko: 'Items 품목' },
  itemsTitle: { ja: 'GOODS LINES / 品目明細', ko: 'GOODS LINES / 품목 명세' },
  item: { ja: 'Item / 品目番号', ko: 'Item / 품목 번호' },
  hsCode: { ja: 'HS code / HSコード', ko: 'HS code / HS 코드' },
  origin: { ja: 'Origin / 原産国', ko: 'Origin / 원산지' },
  quantity: { ja: 'Quantity / 数量', ko: 'Quantity / 수량' },
  unitValue: { ja: 'Unit value / 単価', ko: 'Unit value / 단가' },
  lineValue: { ja: 'Line value / 金額', ko: 'Line value / 금액' },
  unitWeight: { ja: 'Unit weight kg / 単位重量', ko: 'Unit weight kg / 단위 중량' },
} as const;
type Heading = keyof typeof H;

type Row = ManifestDocRow & { no: number };
const col = (
  lang: Lang,
  key: Heading,
  width: number,
  value: (r: Row) => string | number | null,
  kind?: Column<Row>['kind'],
): Column<Row> => ({ key, title: H[key][lang], raw: true, width, value, kind });

/**
 * One layout per line. Japan (Yamato): the consignee's address split the way a Japanese
 * address is written (postal code, prefecture, city, street), for the agent's delivery
 * sorting. Korea (K-Cargo): the whole address on one line with its 5-digit postal code.
 */
export function manifestColumns(line: ManifestLine): Column<Row>[] {
  const lang = LINE_LANGUAGE[line];
  const head = [
    col(lang, 'no', 6, (r) => r.no, 'number'),
    col(lang, 'hawb', 14, (r) => r.trackingNumber),
    col(lang, 'bag', 10, (r) => r.bagNumber),
    col(lang, 'shipper', 24, (r) => partyName(r.sender)),
    col(lang, 'shipperAddress', 36, (r) => fullAddress(r.sender)),
    col(lang, 'shipperPhone', 14, (r) => r.sender.phone),
    col(lang, 'consignee', 24, (r) => partyName(r.receiver)),
  ];
  const address =
    lang === 'ja'
      ? [
          col(lang, 'postalCode', 11, (r) => r.receiver.postalCode),
          col(lang, 'prefecture', 14, (r) => r.receiver.state),
          col(lang, 'city', 16, (r) => r.receiver.city),
          col(lang, 'address', 36, (r) => street(r.receiver)),
        ]
      : [
          col(lang, 'consigneeAddress', 44, (r) => fullAddress(r.receiver)),
          col(lang, 'postalCode', 11, (r) => r.receiver.postalCode),
        ];
  return [
    ...head,
    ...address,
    col(lang, 'consigneePhone', 14, (r) => r.receiver.phone),
    col(lang, 'pieces', 8, (r) => pieceCount(r), 'number'),
    col(lang, 'gross', 10, (r) => r.actualWeight, 'kg'),
    col(lang, 'chargeable', 11, (r) => r.chargeableWeight, 'kg'),
    col(lang, 'dimensions', 20, (r) => dimensions(r)),
    col(lang, 'description', 28, (r) => r.goodsDescription),
    {
      ...col(lang, 'value', 13, (r) => r.declaredValue, 'money'),
      currency: (r) => r.currency ?? 'USD',
    },
    col(lang, 'currency', 9, (r) => r.currency),
    col(lang, 'incoterm', 10, (r) => r.incoterm),
  ];
}

export interface DocTotals {
  shipments: number;
  pieces: number;
  grossKg: number;
  chargeableKg: number;
  declaredValue: { currency: string; amount: number }[];
}

export function docTotals(rows: DocTally[]): DocTotals {
  const byCurrency = new Map<string, number>();
  let pieces = 0;
  let gross = 0;
  let chargeable = 0;
  for (const r of rows) {
    pieces += pieceCount(r);
    gross += r.actualWeight;
    chargeable += r.chargeableWeight;
    byCurrency.set(r.currency, round3((byCurrency.get(r.currency) ?? 0) + r.declaredValue));
  }
  return {
    shipments: rows.length,
    pieces,
    grossKg: round3(gross),
    chargeableKg: round3(chargeable),
    declaredValue: [...byCurrency]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, amount]) => ({ currency, amount })),
  };
}

export interface BagLine {
  /** The bag number, or null for the shipments in no bag. */
  number: string | null;
  shipments: number;
  pieces: number;
  grossKg: number;
  chargeableKg: number;
  /** As weighed (the bag itself with its contents); null for the shipments in no bag. */
  bagWeightKg: number | null;
  trackingNumbers: string[];
}

/**
 * The bag summary: one line per bag with its shipments' count, pieces and weights and the bag's
 * weight as weighed, then the shipments in no bag (when there are bags at all).
 */
export function bagLines(rows: DocTally[], bags: DocBag[]): BagLine[] {
  if (!bags.length) return [];
  const line = (number: string | null, bagWeightKg: number | null): BagLine => ({
    number,
    shipments: 0,
    pieces: 0,
    grossKg: 0,
    chargeableKg: 0,
    bagWeightKg,
    trackingNumbers: [],
  });
  const byNumber = new Map<string | null, BagLine>(bags.map((b) => [b.number, line(b.number, b.weightKg)]));
  for (const r of rows) {
    let l = byNumber.get(r.bagNumber);
    if (!l) {
      l = line(null, null);
      byNumber.set(null, l);
    }
    l.shipments += 1;
    l.pieces += pieceCount(r);
    l.grossKg = round3(l.grossKg + r.actualWeight);
    l.chargeableKg = round3(l.chargeableKg + r.chargeableWeight);
    l.trackingNumbers.push(r.trackingNumber);
  }
  return [...byNumber.values()];
}

function headerLines(m: TManifest, lang: Lang): string[] {
  const ref = m.mode === 'SEA' ? `${H.mbl[lang]}: ${m.mbl ?? ''}` : `${H.mawb[lang]}: ${m.mawb ?? ''}`;
  return [
    `ACF EXPRESS · ${H.title[lang]}`,
    `${H.manifest[lang]}: ${m.number} · ${H.line[lang]}: ${LINE_NAME[m.line]} · ${m.mode}`,
    `${ref} · ${H.flight[lang]}: ${m.flightNumber} · ${H.date[lang]}: ${m.departureDate ? formatDate(m.departureDate) : ''}`,
    `${H.route[lang]}: ${ORIGIN_AIRPORT[m.office] ?? m.office} → ${m.destinationAirport} (${m.destinationCountry})${m.eta ? ` · ${H.eta[lang]}: ${formatDate(m.eta)}` : ''}`,
  ];
}

type ItemRow = CustomsLine & { no: number; line: number; trackingNumber: string; currency: string };

/** The goods-lines sheet: every shipment's lines with HS code and origin, for the agent's customs broker. */
export function itemColumns(line: ManifestLine): Column<ItemRow>[] {
  const lang = LINE_LANGUAGE[line];
  const c = (
    key: Heading,
    width: number,
    value: (r: ItemRow) => string | number | null,
    kind?: Column<ItemRow>['kind'],
  ): Column<ItemRow> => ({
    key,
    title: H[key][lang],
    raw: true,
    width,
    value,
    kind,
    // Money in the shipment's own currency (VND without decimals).
    ...(kind === 'money' && { currency: (r: ItemRow) => r.currency }),
  });
  return [
    c('no', 6, (r) => r.no, 'number'),
    c('hawb', 14, (r) => r.trackingNumber),
    c('item', 8, (r) => r.line, 'number'),
    c('description', 40, (r) => r.description),
    c('hsCode', 14, (r) => formatHsCode(r.hsCode)),
    c('origin', 10, (r) => r.originCountry),
    c('quantity', 10, (r) => r.quantity, 'number'),
    c('unitValue', 14, (r) => r.unitValue, 'money'),
    c('lineValue', 14, (r) => r.lineValue, 'money'),
    c('currency', 10, (r) => r.currency),
    c('unitWeight', 14, (r) => r.weight, 'kg'),
  ];
}

/** Each shipment's goods lines in manifest order (an older booking: its description as one line). */
export function itemRows(rows: ManifestDocRow[]): ItemRow[] {
  return rows.flatMap((r, i) =>
    customsLines(r).map((l, j) => ({
      ...l,
      no: i + 1,
      line: j + 1,
      trackingNumber: r.trackingNumber,
      currency: r.currency,
    })),
  );
}

/** Writes the manifest sheet: header block, one row per shipment, totals (one value line per currency). */
export async function writeManifestSheet(
  wb: ExcelJS.stream.xlsx.WorkbookWriter,
  out: PassThrough,
  m: TManifest,
  rows: ManifestDocRow[],
  bags: DocBag[] = [],
) {
  const lang = LINE_LANGUAGE[m.line];
  const columns = manifestColumns(m.line);
  const sheet = sheetWriter<Row>(wb, out, m.number, columns, 'en');
  sheet.title(headerLines(m, lang));
  sheet.header();
  const BATCH = 500;
  for (let i = 0; i < rows.length; i += BATCH)
    await sheet.rows(rows.slice(i, i + BATCH).map((r, j) => ({ ...r, no: i + j + 1 })));
  const t = docTotals(rows);
  sheet.total(H.total[lang], {
    hawb: t.shipments,
    pieces: t.pieces,
    gross: t.grossKg,
    chargeable: t.chargeableKg,
  });
  for (const v of t.declaredValue)
    sheet.total(H.totalValue[lang], { value: v.amount, currency: v.currency }, v.currency);
  const summary = bagLines(rows, bags);
  if (summary.length) {
    // Under the totals, after a blank row: its own small table in the first columns.
    sheet.blank();
    sheet.line([H.bags[lang]], { bold: true });
    sheet.line(
      [
        H.bag[lang],
        H.shipments[lang],
        H.pieces[lang],
        H.gross[lang],
        H.chargeable[lang],
        H.bagWeight[lang],
        H.hawbs[lang],
      ],
      { bold: true },
    );
    for (const b of summary)
      sheet.line(
        [
          b.number ?? H.loose[lang],
          b.shipments,
          b.pieces,
          b.grossKg,
          b.chargeableKg,
          b.bagWeightKg,
          b.trackingNumbers.join(', '),
        ],
        { numFmt: [null, '#,##0', '#,##0', '#,##0.0##', '#,##0.0##', '#,##0.0##', null] },
      );
    const weighed = summary.filter((b) => b.bagWeightKg != null);
    sheet.line(
      [
        H.total[lang],
        weighed.reduce((n, b) => n + b.shipments, 0),
        weighed.reduce((n, b) => n + b.pieces, 0),
        round3(weighed.reduce((n, b) => n + b.grossKg, 0)),
        round3(weighed.reduce((n, b) => n + b.chargeableKg, 0)),
        round3(weighed.reduce((n, b) => n + (b.bagWeightKg ?? 0), 0)),
      ],
      { bold: true, numFmt: [null, '#,##0', '#,##0', '#,##0.0##', '#,##0.0##', '#,##0.0##'] },
    );
  }
  sheet.commit();
  // The goods lines, one sheet row each, with the shipment's number and HAWB.
  const items = sheetWriter<ItemRow>(wb, out, H.itemsSheet[lang], itemColumns(m.line), 'en');
  items.title([H.itemsTitle[lang], ...headerLines(m, lang)]);
  items.header();
  const list = itemRows(rows);
  for (let i = 0; i < list.length; i += BATCH) await items.rows(list.slice(i, i + BATCH));
  items.commit();
}

// ---- PDF ----
// Fonts: lib/pdf-fonts.ts (Noto Sans JP and KR from npm, each text in the font of its script,
// anything else in the font of the line's agent).
export { fontFor };

type Weight = FontWeight;

const kg = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 3 });
const money = (n: number, cur: string) =>
  n.toLocaleString('en-US', {
    minimumFractionDigits: cur === 'VND' ? 0 : 2,
    maximumFractionDigits: cur === 'VND' ? 0 : 2,
  });

/** Shipments drawn between two reads of the cursor (about two pages of lines). */
const PDF_BATCH = 50;
const FOOTER_SIZE = 7;

/** What the footer's count of pages needs of pdfkit's own state (not in its types). */
interface PdfInternals {
  _font: { id: string; ascender: number; ref(): unknown; encode(text: string): [string[], unknown] };
  _fontSize: number;
}

/**
 * The manifest's PDF as a stream that is the response body (ADR 035): its shipments are read by
 * cursor a batch at a time and each page leaves as soon as it is full, waiting whenever the client
 * has not taken what was drawn, so a 5,000-shipment manifest is never held whole. Only what the
 * totals and the bag summary need of each shipment is kept. A failure midway ends the stream with
 * the error (the client sees a cut download), after `onError` has logged it.
 */
export function manifestPdfStream(
  db: DbOrTx,
  m: TManifest,
  bags: DocBag[],
  onError: (err: unknown) => void,
): Readable {
  const out = new PassThrough();
  drawManifest(m, bags, (draw) => eachManifestDocBatch(db, m.id, PDF_BATCH, draw), out).catch(
    (err: unknown) => {
      onError(err);
      out.destroy(err as Error);
    },
  );
  return out;
}

/** A4 landscape cargo manifest of rows already read, as one buffer (the stream's layout). */
export async function manifestPdf(
  m: TManifest,
  rows: ManifestDocRow[],
  bags: DocBag[] = [],
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = once(out, 'end');
  await drawManifest(m, bags, (draw) => draw(rows), out);
  await ended;
  return Buffer.concat(chunks);
}

/**
 * A4 landscape cargo manifest: header with a Code 128 of the MAWB, one line per shipment, totals,
 * the bag summary; written into `out`, which it ends. `eachBatch` hands the shipments over in
 * order, a batch at a time.
 */
async function drawManifest(
  m: TManifest,
  bags: DocBag[],
  eachBatch: (draw: (rows: ManifestDocRow[]) => Promise<void>) => Promise<void>,
  out: PassThrough,
): Promise<void> {
  const lang = LINE_LANGUAGE[m.line];
  const ref = m.mode === 'SEA' ? m.mbl : m.mawb;
  const barcode = await bwipjs.toBuffer({
    bcid: 'code128',
    text: (ref ?? m.number).replace(/-/g, ''),
    scale: 2,
    height: 12,
    includetext: false,
  });
  // No buffered pages: each page is written out when the next one starts.
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 28,
    info: { Title: `Manifest ${m.number}` },
  });
  // Registered by name only: a font file is read when a text first uses it.
  registerFonts(doc);
  const font = (text: string, weight: Weight) => doc.font(fontFor(text, weight, lang));
  doc.pipe(out);

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;

  // Each page's footer is drawn as the page starts ("… Page 3/"), since a page leaves once full.
  // The count of pages that follows the slash is a box (a PDF form) that every footer shows and
  // that is filled in at the end, when the count is known.
  const footerText = (n: number) => `${m.number} · ${H.page[lang]} ${n}/`;
  const internal = doc as unknown as PdfInternals;
  font(footerText(1), 'regular');
  const countFont = internal._font;
  const countBox = doc.ref({
    Type: 'XObject',
    Subtype: 'Form',
    BBox: [0, -4, 60, 12],
    Resources: { Font: { [countFont.id]: countFont.ref() } },
  }) as unknown as { end(chunk: string): void };
  let pageNo = 1;
  const footer = () => {
    const { x, y } = doc;
    const [keptFont, keptSize, keptBottom] = [internal._font, internal._fontSize, doc.page.margins.bottom];
    // The footer sits in the bottom margin: lift it so pdfkit does not start a new page.
    doc.page.margins.bottom = 0;
    const text = footerText(pageNo);
    const top = doc.page.height - 20;
    const boxLeft = right - 24;
    font(text, 'regular')
      .fontSize(FOOTER_SIZE)
      .text(text, left, top, { width: boxLeft - left, align: 'right', lineBreak: false });
    doc.page.xobjects.PageCount = countBox;
    // Upright again (pdfkit's pages count y downwards), on the footer's baseline.
    const baseline = top + (countFont.ascender / 1000) * FOOTER_SIZE;
    doc.addContent(`q 1 0 0 -1 ${boxLeft} ${baseline.toFixed(2)} cm /PageCount Do Q`);
    // A text broken over two pages goes on in its own font, where it was.
    internal._font = keptFont;
    internal._fontSize = keptSize;
    doc.page.margins.bottom = keptBottom;
    doc.x = x;
    doc.y = y;
  };
  footer();
  doc.on('pageAdded', () => {
    pageNo += 1;
    footer();
  });

  const [l1, l2, l3, l4] = headerLines(m, lang);
  font(l1!, 'bold').fontSize(13).text(l1!, left, 28, { width: 480 });
  for (const l of [l2!, l3!, l4!, ...(m.note ? [m.note] : [])])
    font(l, 'regular').fontSize(9).text(l, { width: 480 });
  doc.image(barcode, right - 230, 28, { fit: [230, 44], align: 'right' });
  font(ref ?? m.number, 'bold')
    .fontSize(11)
    .text(ref ?? m.number, right - 230, 76, { width: 230, align: 'center' });
  doc.y = Math.max(doc.y, 96) + 8;

  // Widths add up to the printable width: 842 − 2 × 28 = 786.
  type Col = { title: string; w: number; align?: 'right' };
  const cols: (Col & { v: (r: Row) => string })[] = [
    { title: 'No', w: 22, align: 'right', v: (r) => String(r.no) },
    { title: H.hawb[lang], w: 60, v: (r) => r.trackingNumber },
    { title: H.bag[lang], w: 36, v: (r) => r.bagNumber ?? '' },
    { title: H.shipper[lang], w: 104, v: (r) => `${partyName(r.sender)}\n${r.sender.phone}` },
    {
      title: H.consignee[lang],
      w: 196,
      v: (r) => `${partyName(r.receiver)}\n${fullAddress(r.receiver)}\n${r.receiver.phone}`,
    },
    { title: H.pieces[lang], w: 32, align: 'right', v: (r) => String(pieceCount(r)) },
    { title: H.gross[lang], w: 42, align: 'right', v: (r) => kg(r.actualWeight) },
    { title: H.chargeable[lang], w: 46, align: 'right', v: (r) => kg(r.chargeableWeight) },
    { title: H.dimensions[lang], w: 76, v: (r) => dimensions(r) },
    { title: H.description[lang], w: 98, v: (r) => r.goodsDescription },
    {
      title: H.value[lang],
      w: 74,
      align: 'right',
      v: (r) => `${money(r.declaredValue, r.currency)} ${r.currency}`,
    },
  ];
  const bottom = doc.page.height - doc.page.margins.bottom - 16;
  /** The table being printed: its columns, and its heading repeated on each new page. */
  let table: Col[] = cols;
  const line = (cells: string[], weight: Weight, size = 7) => {
    doc.fontSize(size);
    // A cell whose lines each fit its width (most do) is measured once and drawn line by line
    // without pdfkit's line wrapper, which took most of a long manifest's time; the others wrap
    // as they always did.
    const parts = cells.map((c) => c.split('\n'));
    const widths = parts.map((lines, i) => lines.map((l) => font(cells[i]!, weight).widthOfString(l)));
    const fits = widths.map((ws, i) => ws.every((w) => w <= table[i]!.w - 4));
    const lineHeight = font('x', weight).currentLineHeight(true);
    const h =
      Math.max(
        ...cells.map((c, i) =>
          fits[i]
            ? parts[i]!.length * lineHeight
            : font(c, weight).heightOfString(c, { width: table[i]!.w - 4 }),
        ),
      ) + 4;
    if (doc.y + h > bottom) {
      doc.addPage();
      header();
      doc.fontSize(size);
    }
    const y = doc.y;
    let x = left;
    cells.forEach((c, i) => {
      const w = table[i]!.w - 4;
      if (fits[i]) {
        font(c, weight);
        parts[i]!.forEach((l, k) => {
          const shift = table[i]!.align === 'right' ? w - widths[i]![k]! : 0;
          doc.text(l, x + 2 + shift, y + 2 + k * lineHeight, { lineBreak: false });
        });
      } else font(c, weight).text(c, x + 2, y + 2, { width: w, align: table[i]!.align ?? 'left' });
      x += table[i]!.w;
    });
    doc.y = y + h;
    doc.moveTo(left, doc.y).lineTo(x, doc.y).lineWidth(0.3).strokeColor('#bbbbbb').stroke();
  };
  const header = () =>
    line(
      table.map((c) => c.title),
      'bold',
    );
  header();
  const tallies: DocTally[] = [];
  await eachBatch(async (rows) => {
    for (const r of rows) {
      tallies.push({
        trackingNumber: r.trackingNumber,
        bagNumber: r.bagNumber,
        pieces: r.pieces.map((p) => ({ quantity: p.quantity })),
        actualWeight: r.actualWeight,
        chargeableWeight: r.chargeableWeight,
        declaredValue: r.declaredValue,
        currency: r.currency,
      });
      line(
        cols.map((c) => c.v({ ...r, no: tallies.length })),
        'regular',
      );
    }
    // The client has not taken what was drawn: wait before reading the next batch.
    if (out.writableNeedDrain) await once(out, 'drain');
  });
  const t = docTotals(tallies);
  line(
    [
      '',
      `${H.total[lang]}: ${t.shipments}`,
      '',
      '',
      '',
      String(t.pieces),
      kg(t.grossKg),
      kg(t.chargeableKg),
      '',
      '',
      t.declaredValue.map((v) => `${money(v.amount, v.currency)} ${v.currency}`).join('\n'),
    ],
    'bold',
  );

  const summary = bagLines(tallies, bags);
  if (summary.length) {
    table = [
      { title: H.bag[lang], w: 90 },
      { title: H.shipments[lang], w: 70, align: 'right' },
      { title: H.pieces[lang], w: 60, align: 'right' },
      { title: H.gross[lang], w: 70, align: 'right' },
      { title: H.chargeable[lang], w: 90, align: 'right' },
      { title: H.bagWeight[lang], w: 90, align: 'right' },
      { title: H.hawbs[lang], w: 316 },
    ];
    if (doc.y + 60 > bottom) doc.addPage();
    font(H.bags[lang], 'bold')
      .fontSize(9)
      .text(H.bags[lang], left, doc.y + 12);
    doc.y += 4;
    header();
    for (const b of summary)
      line(
        [
          b.number ?? H.loose[lang],
          String(b.shipments),
          String(b.pieces),
          kg(b.grossKg),
          kg(b.chargeableKg),
          b.bagWeightKg == null ? '' : kg(b.bagWeightKg),
          b.trackingNumbers.join(', '),
        ],
        'regular',
      );
    const weighed = summary.filter((b) => b.bagWeightKg != null);
    line(
      [
        `${H.total[lang]}: ${weighed.length}`,
        String(weighed.reduce((n, b) => n + b.shipments, 0)),
        String(weighed.reduce((n, b) => n + b.pieces, 0)),
        kg(round3(weighed.reduce((n, b) => n + b.grossKg, 0))),
        kg(round3(weighed.reduce((n, b) => n + b.chargeableKg, 0))),
        kg(round3(weighed.reduce((n, b) => n + (b.bagWeightKg ?? 0), 0))),
        '',
      ],
      'bold',
    );
  }

  // The count of pages, now known, into the box every footer shows.
  const [digits] = countFont.encode(String(pageNo));
  countBox.end(`BT /${countFont.id} ${FOOTER_SIZE} Tf 0 0 Td <${digits.join('')}> Tj ET`);
  doc.end();
  await once(out, 'end').catch(() => undefined);
}
