import ExcelJS from 'exceljs';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/auth';
import { createBooking, party } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';
import { manifestInput, manifestPeople, receiveAtCounter } from '../helpers/walk';

let app: TestApp;
const p = appSuite(manifestPeople, (s) => ({ app } = s));

const tokyo = party({
  name: '田中 花子',
  phone: '0312345678',
  email: '',
  addressLine1: '丸の内1-1-1',
  city: '千代田区',
  state: '東京都',
  postalCode: '100-0005',
  country: 'JP',
});
/** K-Cargo's cards go to Korea: its consignees live there (Japanese names among them). */
const seoul = party({
  name: '田中 花子',
  phone: '0212345678',
  email: '',
  addressLine1: '세종대로 110',
  city: '중구',
  state: '서울특별시',
  postalCode: '04524',
  country: 'KR',
  customsCode: 'P123456789012',
});

/** A manifest's document, as `who` downloads it. */
async function document(who: TestUser, url: string) {
  const res = await p.call(who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** A manifest with three received shipments: Vietnamese shippers, Japanese consignees, two currencies. */
async function manifestWithShipments(line: 'YAMATO_SOUTH' | 'K_CARGO' = 'YAMATO_SOUTH') {
  const res = await p.call(p.warehouse, 'POST', '/manifests', manifestInput({ line }));
  expect(res.statusCode, res.body).toBe(201);
  const m = res.json();
  const carrier = line === 'K_CARGO' ? 'K_CARGO' : 'YAMATO';
  const to = line === 'K_CARGO' ? seoul : tokyo;
  const made = [
    await createBooking(app, p.customer.headers, {
      carrier,
      sender: party({ name: 'Nguyễn Thị Hường', addressLine1: '12 Lê Lợi' }),
      receiver: to,
      pieces: [
        { length: 40, width: 30, height: 20, weight: 7.2, quantity: 2 },
        { length: 10, width: 10, height: 10, weight: 0.4, quantity: 1 },
      ],
      goodsDescription: 'Cà phê rang xay',
    }),
    await createBooking(app, p.customer.headers, {
      carrier,
      sender: party({ name: 'Trần Văn Đức' }),
      receiver: { ...to, name: '佐藤 健', company: '株式会社サトウ' },
      declaredValue: 2_500_000,
      currency: 'VND',
    }),
    await createBooking(app, p.customer.headers, { carrier, receiver: { ...to, name: 'Suzuki Ichiro' } }),
  ];
  const numbers = made.map((b) => b.trackingNumber);
  const received = await p.call(p.warehouse, 'POST', '/operations/receive', {
    trackingNumbers: numbers,
    mode: 'COUNTER',
  });
  expect(received.json().results.every((r: { result: string }) => r.result === 'applied')).toBe(true);
  const added = await p.call(p.warehouse, 'POST', `/manifests/${m.id}/shipments`, {
    trackingNumbers: numbers,
  });
  expect(added.json().results.every((r: { result: string }) => r.result === 'added')).toBe(true);
  return (
    await app.inject({ method: 'GET', url: `/api/v1/manifests/${m.id}`, headers: p.warehouse.headers })
  ).json();
}

async function sheet(buf: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as never);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow({ includeEmpty: true }, (r) => {
    rows.push((r.values as unknown[]).slice(1));
  });
  const headerAt = rows.findIndex((r) => String(r[1] ?? '').startsWith('HAWB'));
  const header = rows[headerAt]!.map(String);
  const body = rows.slice(headerAt + 1);
  const end = body.findIndex((r) => String(r[0] ?? '').startsWith('TOTAL'));
  const blank = body.findIndex((r, i) => i > end && r.every((c) => c == null || c === ''));
  const cell = (r: unknown[], title: string) => {
    const i = header.findIndex((h) => h.startsWith(title));
    if (i < 0) throw new Error(`no column ${title} in ${header.join('|')}`);
    return r[i];
  };
  // The bag summary, when there are bags: a heading, its own header row, a line per bag, a total.
  const bagRows = blank < 0 ? [] : body.slice(blank + 1);
  const bagHeader = (bagRows[1] ?? []).map(String);
  return {
    name: ws.name,
    title: rows.slice(0, headerAt).map((r) => String(r[0] ?? '')),
    header,
    data: body.slice(0, end),
    totals: body.slice(end, blank < 0 ? undefined : blank),
    cell,
    bagTitle: String(bagRows[0]?.[0] ?? ''),
    bagHeader,
    bags: bagRows.slice(2).map((r) => Array.from(r, (v) => v ?? null)),
  };
}

describe('manifest Excel', () => {
  it('parsed back equals the manifest, totals included, in the Yamato layout', async () => {
    const m = await manifestWithShipments();
    const res = await document(p.yamatoSouth, `/manifests/${m.id}/export.xlsx`);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`${m.number}.xlsx`);
    const s = await sheet(res.rawPayload);
    expect(s.name).toBe(m.number);
    expect(s.title.join('\n')).toContain('MAWB / 親運送状: 176-12345675');
    expect(s.title.join('\n')).toContain('Flight / 便名: JL750');
    expect(s.title.join('\n')).toContain('25-11-2026');
    expect(s.title.join('\n')).toContain('SGN → NRT (JP)');
    expect(s.header.slice(0, 11)).toEqual([
      'No / 番号',
      'HAWB / 運送状番号',
      'Bag / 袋番号',
      'Shipper / 荷送人',
      'Shipper address / 荷送人住所',
      'Shipper phone / 荷送人電話',
      'Consignee / 荷受人',
      'Postal code / 郵便番号',
      'Prefecture / 都道府県',
      'City / 市区町村',
      'Address / 住所',
    ]);

    expect(
      s.data.map((r) => ({
        trackingNumber: s.cell(r, 'HAWB'),
        pieces: s.cell(r, 'Pieces'),
        grossKg: s.cell(r, 'Gross kg'),
        chargeableKg: s.cell(r, 'Chargeable kg'),
        declaredValue: s.cell(r, 'Declared value'),
        currency: s.cell(r, 'Currency'),
        goodsDescription: s.cell(r, 'Description'),
      })),
    ).toEqual(
      m.shipments.map((x: Record<string, unknown>) => ({
        trackingNumber: x.trackingNumber,
        pieces: x.pieces,
        grossKg: x.grossKg,
        chargeableKg: x.chargeableKg,
        declaredValue: x.declaredValue,
        currency: x.currency,
        goodsDescription: x.goodsDescription,
      })),
    );
    const first = s.data[0]!;
    expect(s.cell(first, 'Shipper /')).toBe('Nguyễn Thị Hường');
    expect(s.cell(first, 'Consignee /')).toBe('田中 花子');
    expect(s.cell(first, 'Prefecture')).toBe('東京都');
    expect(s.cell(first, 'Postal code')).toBe('100-0005');
    expect(s.cell(first, 'Dimensions')).toBe('2 × 40×30×20; 1 × 10×10×10');
    expect(s.cell(s.data[1]!, 'Consignee /')).toBe('佐藤 健 (株式会社サトウ)');

    const [total, ...values] = s.totals;
    expect(s.cell(total!, 'HAWB')).toBe(m.totals.shipments);
    expect(s.cell(total!, 'Pieces')).toBe(m.totals.pieces);
    expect(s.cell(total!, 'Gross kg')).toBe(m.totals.grossKg);
    expect(s.cell(total!, 'Chargeable kg')).toBe(m.totals.chargeableKg);
    expect(m.totals.pieces).toBe(5);
    expect(
      values.map((r) => ({ currency: s.cell(r, 'Currency'), amount: s.cell(r, 'Declared value') })),
    ).toEqual(m.totals.declaredValue);
    expect(m.totals.declaredValue.map((v: { currency: string }) => v.currency)).toEqual(['USD', 'VND']);
    // Without bags, no bag summary and no bag number.
    expect(s.bags).toEqual([]);
    expect(s.data.map((r) => s.cell(r, 'Bag') ?? null)).toEqual([null, null, null]);
  });

  it('names each shipment’s bag and sums the bags with their weights', async () => {
    const open = await manifestWithShipments();
    const [a, b, c] = open.shipments as {
      trackingNumber: string;
      pieces: number;
      grossKg: number;
      chargeableKg: number;
    }[];
    const packed = await p.call(p.warehouse, 'POST', `/manifests/${open.id}/bags`, {
      number: 'B01',
      weightKg: 26.4,
      trackingNumbers: [a!.trackingNumber, b!.trackingNumber],
    });
    expect(packed.statusCode, packed.body).toBe(200);
    const empty = await p.call(p.warehouse, 'POST', `/manifests/${open.id}/bags`, {
      number: 'B02',
      weightKg: 0.4,
      trackingNumbers: [c!.trackingNumber],
    });
    expect(empty.statusCode).toBe(200);
    // c goes back out of B02: an empty bag still weighs, c is loose.
    const unpacked = await p.call(p.warehouse, 'POST', `/manifests/${open.id}/bags`, {
      number: 'B01',
      weightKg: 26.4,
      trackingNumbers: [a!.trackingNumber, b!.trackingNumber],
    });
    expect(unpacked.statusCode).toBe(200);
    await app.inject({
      method: 'DELETE',
      url: `/api/v1/manifests/${open.id}/bags/${empty.json().bags.find((g: { number: string }) => g.number === 'B02').id}`,
      headers: p.warehouse.headers,
    });
    const m = (
      await app.inject({ method: 'GET', url: `/api/v1/manifests/${open.id}`, headers: p.warehouse.headers })
    ).json();
    const res = await document(p.yamatoSouth, `/manifests/${m.id}/export.xlsx`);
    const s = await sheet(res.rawPayload);
    expect(s.data.map((r) => [s.cell(r, 'HAWB'), s.cell(r, 'Bag') ?? null])).toEqual(
      m.shipments.map((x: { trackingNumber: string; bagNumber: string | null }) => [
        x.trackingNumber,
        x.bagNumber,
      ]),
    );
    expect(m.shipments.map((x: { bagNumber: string | null }) => x.bagNumber)).toEqual(['B01', 'B01', null]);
    expect(s.bagTitle).toBe('BAGS / 袋一覧');
    expect(s.bagHeader.slice(0, 6)).toEqual([
      'Bag / 袋番号',
      'Shipments / 件数',
      'Pieces / 個数',
      'Gross kg / 総重量',
      'Chargeable kg / 賃率重量',
      'Bag weight kg / 袋重量',
    ]);
    const sum = (xs: number[]) => Math.round(xs.reduce((n, x) => n + x, 0) * 1000) / 1000;
    expect(s.bags).toEqual(
      [
        [
          'B01',
          2,
          a!.pieces + b!.pieces,
          sum([a!.grossKg, b!.grossKg]),
          sum([a!.chargeableKg, b!.chargeableKg]),
          26.4,
          `${a!.trackingNumber}, ${b!.trackingNumber}`,
        ],
        ['(no bag / 袋なし)', 1, c!.pieces, c!.grossKg, c!.chargeableKg, null, c!.trackingNumber],
        [
          'TOTAL / 合計',
          2,
          a!.pieces + b!.pieces,
          sum([a!.grossKg, b!.grossKg]),
          sum([a!.chargeableKg, b!.chargeableKg]),
          26.4,
        ],
      ].map((r) => r.map((v) => v ?? null)),
    );

    const pdf = await p.call(p.yamatoSouth, 'GET', `/manifests/${m.id}/manifest.pdf`);
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain('BAGS / 袋一覧');
    expect(text).toContain('Bag weight kg / 袋重量');
    expect(text).toContain(`${a!.trackingNumber}, ${b!.trackingNumber}`);
    expect(text).toContain('26.4');
    expect(text).toContain('(no bag / 袋なし)');
  });

  it('K-Cargo has its own layout (Korean headings, the address on one line)', async () => {
    const m = await manifestWithShipments('K_CARGO');
    const res = await document(p.kCargoPartner, `/manifests/${m.id}/export.xlsx`);
    const s = await sheet(res.rawPayload);
    expect(s.header).toContain('HAWB / 운송장번호');
    expect(s.header).not.toContain('Prefecture / 都道府県');
    expect(s.cell(s.data[0]!, 'Consignee address')).toBe('세종대로 110, 중구, 서울특별시, 04524, KR');
    expect(s.data.map((r) => s.cell(r, 'HAWB'))).toEqual(
      m.shipments.map((x: { trackingNumber: string }) => x.trackingNumber),
    );
    // Another line's documents are not found; a caller without a manifest permission is refused.
    for (const doc of ['export.xlsx', 'manifest.pdf']) {
      const foreign = await p.call(p.yamatoSouth, 'GET', `/manifests/${m.id}/${doc}`);
      expect(foreign.statusCode).toBe(404);
      for (const who of [p.sales, p.customer]) {
        const r = await p.call(who, 'GET', `/manifests/${m.id}/${doc}`);
        expect(r.statusCode).toBe(403);
      }
    }
  });
});

describe('manifest Excel: goods lines', () => {
  it("a second sheet lists every shipment's goods lines with HS code and origin", async () => {
    const m = await manifestWithShipments();
    // The first shipment's goods are declared in two lines (operations may edit after pickup).
    const first = m.shipments[0];
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/v1/bookings/${first.bookingId}`,
      headers: { ...p.warehouse.headers, 'accept-language': 'en' },
      payload: {
        customs: {
          items: [
            {
              description: 'Cà phê rang xay',
              quantity: 2,
              unitValue: 30,
              hsCode: '0901.21',
              originCountry: 'VN',
              weight: 0.5,
            },
            {
              description: 'Phin pha cà phê',
              quantity: 4,
              unitValue: 10,
              hsCode: '7323.93.00',
              originCountry: 'CN',
            },
          ],
        },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const res = await document(p.yamatoSouth, `/manifests/${m.id}/export.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const ws = wb.worksheets[1]!;
    expect(ws.name).toBe('Items 品目');
    const rows: unknown[][] = [];
    ws.eachRow((r) => {
      rows.push((r.values as unknown[]).slice(1));
    });
    expect(String(rows[0]![0])).toBe('GOODS LINES / 品目明細');
    const at = rows.findIndex((r) => String(r[1] ?? '').startsWith('HAWB'));
    expect(rows[at]).toEqual([
      'No / 番号',
      'HAWB / 運送状番号',
      'Item / 品目番号',
      'Description / 品名',
      'HS code / HSコード',
      'Origin / 原産国',
      'Quantity / 数量',
      'Unit value / 単価',
      'Line value / 金額',
      'Currency / 通貨',
      'Unit weight kg / 単位重量',
    ]);
    const body = rows.slice(at + 1).map((r) => Array.from({ length: 11 }, (_, i) => r[i] ?? null));
    const [a, b, c] = m.shipments.map((x: { trackingNumber: string }) => x.trackingNumber);
    expect(body).toEqual([
      [1, a, 1, 'Cà phê rang xay', '0901.21', 'VN', 2, 30, 60, 'USD', 0.5],
      [1, a, 2, 'Phin pha cà phê', '7323.93.00', 'CN', 4, 10, 40, 'USD', null],
      [2, b, 1, 'Clothes', '6109.10.00', 'VN', 1, 2_500_000, 2_500_000, 'VND', null],
      [3, c, 1, 'Clothes', '6109.10.00', 'VN', 1, 100, 100, 'USD', null],
    ]);
  });
});

describe('manifest PDF', () => {
  it('prints the MAWB with its barcode and the consignees in Vietnamese and Japanese letters', async () => {
    const m = await manifestWithShipments();
    const res = await document(p.warehouse, `/manifests/${m.id}/manifest.pdf`);
    expect(res.headers['content-type']).toBe('application/pdf');
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toContain('/Subtype /Image');
    expect(raw).toContain('NotoSansJP');
    const { text } = await extractText(new Uint8Array(res.rawPayload), { mergePages: true });
    for (const s of [
      '176-12345675',
      m.number,
      'JL750',
      '田中 花子',
      '佐藤 健 (株式会社サトウ)',
      '丸の内1-1-1, 千代田区, 東京都',
      'Nguyễn Thị Hường',
      'Trần Văn Đức',
      'Cà phê rang xay',
      ...m.shipments.map((x: { trackingNumber: string }) => x.trackingNumber),
    ])
      expect(text).toContain(s);
    expect(text).toContain(`TOTAL / 合計: 3`);
  });

  it('prints Korean consignees on a K-Cargo manifest (Noto Sans KR), with Japanese names and Vietnamese shippers', async () => {
    const open = await manifestWithShipments('K_CARGO');
    const seoul = await createBooking(app, p.customer.headers, {
      carrier: 'K_CARGO',
      sender: party({ name: 'Lê Thị Ánh Tuyết' }),
      receiver: party({
        name: '김민준',
        company: '주식회사 한빛',
        phone: '0212345678',
        email: '',
        addressLine1: '테헤란로 152',
        city: '강남구',
        state: '서울특별시',
        postalCode: '06236',
        customsCode: '220-81-62517',
        country: 'KR',
      }),
      goodsDescription: 'Áo dài lụa',
    });
    await receiveAtCounter(app, p.warehouse, seoul.trackingNumber);
    const added = await p.call(p.warehouse, 'POST', `/manifests/${open.id}/shipments`, {
      trackingNumbers: [seoul.trackingNumber],
    });
    expect(added.json().results[0].result).toBe('added');
    const res = await p.call(p.kCargoPartner, 'GET', `/manifests/${open.id}/manifest.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    const raw = res.rawPayload.toString('latin1');
    // Korean script, and the Japanese names of consignees in Korea, in Noto Sans KR (it has kanji and kana).
    expect(raw).toContain('NotoSansKR');
    const { text } = await extractText(new Uint8Array(res.rawPayload), { mergePages: true });
    for (const s of [
      'CARGO MANIFEST / 적하목록',
      'Shipper / 송하인',
      'Consignee / 수하인',
      '김민준 (주식회사 한빛)',
      '테헤란로 152, 강남구, 서울특별시, 06236, KR',
      seoul.trackingNumber,
      'Lê Thị Ánh Tuyết',
      'Áo dài lụa',
      '田中 花子',
      '세종대로 110, 중구, 서울특별시',
      'Nguyễn Thị Hường',
      'TOTAL / 합계: 4',
    ])
      expect(text).toContain(s);
  });
});
