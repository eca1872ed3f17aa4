import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../helpers/auth';
import { appSuite, fieldsOf, type TestApp } from '../helpers/build';
import { multipart } from '../helpers/files';
import { type Grid, importCard as importCardWith, cardWorkbook as xlsx } from '../helpers/rate-cards';
import { GRID } from '../helpers/rate-grid';

/**
 * Issue 33 §1, §2, §4: rate cards imported from the carriers' Excel layout (all or nothing, each
 * wrong cell named, a preview of the difference), published by `manage_rate_card`; zones, fuel,
 * exchange and VAT rates as master data.
 */
let app: TestApp;
let manager: { authorization: string };
let sales: { authorization: string };

/** A call to `/api/v1${url}` as the manager. */
const asManager = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: manager, ...(payload !== undefined && { payload }) });

/** A rate card import form of the manager's, as built: for the bodies `importCard` cannot send. */
const postCardForm = (form: ReturnType<typeof multipart>) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/rate-cards/import',
    payload: form.payload,
    headers: { ...form.headers, ...manager },
  });

const FIELDS = { carrier: 'DHL', service: 'EXPRESS', kind: 'SELL', currency: 'USD', validFrom: '2027-01-01' };

const importCard = (
  grid: Grid | Record<string, Grid>,
  opts: {
    fields?: Record<string, string>;
    dryRun?: boolean;
    headers?: Record<string, string>;
    lang?: string;
  } = {},
) => importCardWith(app, opts.headers ?? manager, { ...FIELDS, ...opts.fields }, grid, opts);

const cards = async () =>
  (await asManager('GET', '/rate-cards?carrier=DHL&service=EXPRESS&kind=SELL')).json().results as {
    id: string;
    status: string;
    version: number;
    validFrom: string;
    validTo: string | null;
  }[];

appSuite({}, async (s) => {
  ({ app } = s);
  manager = (await loginAs(app, 'MANAGER')).headers;
  sales = (await loginAs(app, 'SALES')).headers;
  const zones = await asManager('PUT', '/zones/DHL/EXPRESS', {
    zones: [
      { code: '1', name: 'Asia', countries: ['SG', 'TH'] },
      { code: '2', name: 'Korea', countries: ['KR'] },
      { code: '3', name: 'Japan', countries: ['JP'] },
    ],
  });
  expect(zones.statusCode).toBe(200);
});

describe('importing a card', () => {
  it('previews with dryRun=1 writing nothing, then keeps a DRAFT that exports to the same card', async () => {
    const before = (await cards()).length;
    const preview = await importCard(GRID, { dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().card).toBeNull();
    // Compared with the seeded card in force on its start day (six zones).
    expect(preview.json().diff).toMatchObject({
      against: { name: 'EXPRESS DHL 2026', status: 'ACTIVE', validFrom: '2026-01-01' },
      zonesAdded: [],
      zonesRemoved: ['4', '5', '6'],
    });
    expect((await cards()).length).toBe(before);

    const made = await importCard(GRID);
    expect(made.statusCode).toBe(201);
    const card = made.json().card;
    expect(card).toMatchObject({
      status: 'DRAFT',
      version: before + 1,
      currency: 'USD',
      zones: ['1', '2', '3'],
    });
    const full = (
      await app.inject({ method: 'GET', url: `/api/v1/rate-cards/${card.id}`, headers: manager })
    ).json();
    expect(full.body.parcel.rows[2]).toEqual({
      type: 'ADD',
      step: '0.5',
      upTo: '20',
      prices: { '1': '3', '2': '3.5', '3': '4' },
    });
    expect(full.body.transitDays).toEqual({ '1': '2-3', '2': '3-4', '3': '4' });

    const exported = await asManager('GET', `/rate-cards/${card.id}/export.xlsx`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const rows = wb.getWorksheet('PARCEL')!.getSheetValues().slice(1) as (string | number)[][];
    const again = await importCard(
      rows.map((r) => r.slice(1)),
      { dryRun: true },
    );
    expect(again.statusCode).toBe(200);
  });

  it('refuses a whole file for each wrong cell, naming it, in the caller’s language', async () => {
    const before = (await cards()).length;
    const grid = GRID.map((r) => [...r]) as (string | number | null)[][];
    grid[2]![3] = '12,5a';
    grid[1]![1] = null;
    grid[5]![0] = 'heavy';
    const vi = await importCard(grid);
    expect(vi.statusCode).toBe(400);
    expect(vi.json().message).toBe('Tệp có 3 lỗi, chưa có gì được nhập');
    expect(vi.json().errors).toEqual([
      { field: 'file', message: 'PARCEL!B2: ô trống, cần một giá' },
      { field: 'file', message: 'PARCEL!D3: "12,5a" không phải là giá' },
      {
        field: 'file',
        message:
          'PARCEL!A6: "HEAVY" không phải là trọng lượng (0.5, +0.5/20, 21-44, 300+, MIN, DAYS, CBM, 20GP…)',
      },
    ]);
    const en = await importCard(grid, { lang: 'en' });
    expect(en.json().errors[1]).toEqual({ field: 'file', message: 'PARCEL!D3: "12,5a" is not a price' });
    expect((await cards()).length).toBe(before);
  });

  it('refuses weights out of order, a price that goes down, a missing sheet, an unknown zone and a bad file', async () => {
    const order = GRID.map((r) => [...r]);
    order[2]![0] = 0.5;
    expect((await importCard(order)).json().errors[0].message).toBe(
      'PARCEL!A3: "0.5" không theo thứ tự trọng lượng tăng dần',
    );
    const down = GRID.map((r) => [...r]);
    down[4]![3] = 5;
    expect((await importCard(down)).json().errors[0].message).toBe(
      'PARCEL!D5: 102,5 cho 20,5 kg vùng 3 thấp hơn 171 của mức trước',
    );
    expect((await importCard({ RATES: GRID })).json().errors[0].message).toBe('Tệp cần một trang tên PARCEL');
    const zone9 = GRID.map((r, i) => [...r, i === 0 ? 'Zone 9' : r[3]!]);
    expect((await importCard(zone9)).json().errors).toEqual([
      { field: 'file', message: 'Vùng 9 không có trong bảng vùng của DHL EXPRESS' },
    ]);
    const body = multipart(FIELDS, { name: 'x.xlsx', bytes: Buffer.from('not a workbook') });
    const bad = await postCardForm(body);
    expect(bad.json()).toMatchObject({ errors: [{ field: 'file', message: 'Không đọc được tệp Excel' }] });
  });

  it('names a wrong or missing form field', async () => {
    const wrong = await importCard(GRID, { fields: { carrier: 'POST', validFrom: '31-12-2026' } });
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual(['carrier', 'validFrom']);
    // A NUL byte in a field or in the file's name, and 100,000 characters: a 400 naming the field.
    const nul = await importCard(GRID, { fields: { name: 'DHL\u00002027' } });
    expect(nul.json().errors).toEqual([{ field: 'name', message: expect.any(String) }]);
    const long = await importCard(GRID, { fields: { name: 'x'.repeat(100_000) } });
    expect([long.statusCode, long.json().errors[0].field]).toEqual([400, 'name']);
    const nulName = multipart(FIELDS, { name: 'a\u0000.xlsx', bytes: Buffer.from('x') });
    const badName = await postCardForm(nulName);
    expect([badName.statusCode, badName.json().errors[0].field]).toEqual([400, 'file']);
    const nobody = await importCard(GRID, { fields: { customerId: '00000000-0000-4000-8000-000000000000' } });
    expect(nobody.json().errors).toEqual([{ field: 'customerId', message: 'Không tìm thấy khách hàng' }]);
    const body = multipart(FIELDS);
    const noFile = await postCardForm(body);
    expect(noFile.json().errors).toEqual([{ field: 'file', message: 'Vui lòng chọn tệp bảng giá (.xlsx)' }]);
  });
});

describe('publishing', () => {
  it('needs manage_rate_card: a sales user can neither import, list nor publish', async () => {
    expect((await importCard(GRID, { headers: sales })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/v1/rate-cards', headers: sales })).statusCode).toBe(
      403,
    );
    const draft = (await importCard(GRID)).json().card;
    const refused = await app.inject({
      method: 'POST',
      url: `/api/v1/rate-cards/${draft.id}/publish`,
      headers: sales,
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/rate-cards/${draft.id}`, headers: manager })).json()
        .status,
    ).toBe('DRAFT');
  });

  it('publishes a draft: the card in force ends the day before; the next import is compared with it', async () => {
    const made = await importCard(GRID, { fields: { validFrom: '2026-01-01', name: 'DHL 2026' } });
    expect(made.statusCode, made.body).toBe(201);
    const first = made.json().card;
    const one = await asManager('POST', `/rate-cards/${first.id}/publish`);
    expect(one.json()).toMatchObject({ status: 'ACTIVE', validTo: null });
    const again = await asManager('POST', `/rate-cards/${first.id}/publish`);
    expect(again.statusCode).toBe(409);

    const changed = GRID.map((r) => [...r]);
    changed[2]![3] = 20;
    changed.splice(6, 0, ['CBM', 300, 320, 350]);
    const next = await importCard(changed, { fields: { validFrom: '2027-01-01', name: 'DHL 2027' } });
    expect(next.json().diff).toMatchObject({
      against: { id: first.id },
      rows: [
        { sheet: 'PARCEL', row: '1', change: 'CHANGED', cells: [{ zone: '3', before: '19', after: '20' }] },
        { sheet: 'PARCEL', row: 'CBM', change: 'ADDED' },
      ],
      cellsChanged: 4,
    });
    const published = await asManager('POST', `/rate-cards/${next.json().card.id}/publish`);
    expect(published.statusCode).toBe(200);
    const old = (
      await app.inject({ method: 'GET', url: `/api/v1/rate-cards/${first.id}`, headers: manager })
    ).json();
    expect(old).toMatchObject({ status: 'ACTIVE', validFrom: '2026-01-01', validTo: '2026-12-31' });

    const retired = await asManager('POST', `/rate-cards/${first.id}/retire`);
    expect(retired.json().status).toBe('RETIRED');
    expect(
      (await app.inject({ method: 'POST', url: `/api/v1/rate-cards/${first.id}/retire`, headers: manager }))
        .statusCode,
    ).toBe(409);
  });
});

describe('the seeded cards', () => {
  it('are imported from their files and published: SELL and COST for each carrier line, every country zoned', async () => {
    const all = (
      await app.inject({ method: 'GET', url: '/api/v1/rate-cards?status=ACTIVE&kind=COST', headers: manager })
    ).json().results as { carrier: string; service: string; sourceName: string; validFrom: string }[];
    expect(all.map((c) => `${c.carrier} ${c.service}`).sort()).toEqual([
      'DHL AIR_FREIGHT',
      'DHL ECOMMERCE_SERVICE',
      'DHL ECONOMY',
      'DHL EXPRESS',
      'DHL SEA_FREIGHT',
      'FEDEX ECONOMY',
      'FEDEX EXPRESS',
      'K_CARGO AIR_FREIGHT',
      'K_CARGO ECOMMERCE_SERVICE',
      'K_CARGO EXPRESS',
      'K_CARGO SEA_FREIGHT',
      'UPS ECONOMY',
      'UPS EXPRESS',
      'YAMATO AIR_FREIGHT',
      'YAMATO ECOMMERCE_SERVICE',
      'YAMATO EXPRESS',
      'YAMATO SEA_FREIGHT',
    ]);
    expect(all.find((c) => c.carrier === 'UPS' && c.service === 'ECONOMY')?.sourceName).toBe(
      'UPS-ECONOMY-COST.xlsx',
    );
    const zones = (
      await app.inject({ method: 'GET', url: '/api/v1/zones/FEDEX/ECONOMY', headers: manager })
    ).json().zones as { countries: string[] }[];
    const zoned = zones.flatMap((z) => z.countries);
    for (const c of ['JP', 'US', 'DE', 'AU', 'BR', 'ZA', 'SG']) expect(zoned).toContain(c);
    expect(zoned).not.toContain('VN');
    expect(new Set(zoned).size).toBe(zoned.length);
  });
});

describe('zones, fuel, exchange rates and VAT', () => {
  it('refuses a country in two whole-country zones', async () => {
    const res = await asManager('PUT', '/zones/UPS/EXPRESS', {
      zones: [
        { code: '1', name: 'A', countries: ['JP'] },
        { code: '2', name: 'B', countries: ['JP'] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'zones', message: 'Bảng vùng: JP: zones 1 and 2' });
  });

  it('keeps a fuel percentage per carrier and month, refusing a bad month or percentage', async () => {
    const put = await asManager('PUT', '/fuel-surcharges/DHL/2027-01', { percent: 25.5 });
    expect(put.json()).toEqual({ carrier: 'DHL', month: '2027-01', percent: 25.5 });
    const list = await asManager('GET', '/fuel-surcharges?carrier=DHL');
    expect(list.json().results).toContainEqual({ carrier: 'DHL', month: '2027-01', percent: 25.5 });
    expect((await asManager('PUT', '/fuel-surcharges/DHL/2027-13', { percent: 1 })).statusCode).toBe(400);
    const over = await asManager('PUT', '/fuel-surcharges/DHL/2027-02', { percent: 120 });
    expect(over.json().errors[0]).toEqual({ field: 'percent', message: 'Phần trăm từ 0 đến 100' });
  });

  it('keeps exchange rates per day, typed or imported from Excel (all or nothing)', async () => {
    const put = await asManager('PUT', '/exchange-rates/2027-01-04', { rates: { USD: 25450, JSP: 168.5 } });
    expect(put.statusCode).toBe(200);
    const file = await xlsx({
      Rates: [
        ['Ngày', 'USD', 'JPY', 'KRW'],
        ['05-01-2027', 25460, 168.7, '18,25'],
        ['2027-01-06', 25470, null, 18.3],
      ],
    });
    const body = multipart({}, { name: 'fx.xlsx', bytes: file });
    const imported = await app.inject({
      method: 'POST',
      url: '/api/v1/exchange-rates/import',
      payload: body.payload,
      headers: { ...body.headers, ...manager },
    });
    expect(imported.json().results).toEqual([
      { day: '2027-01-05', rates: { USD: 25460, JSP: 168.7, WON: 18.25 } },
      { day: '2027-01-06', rates: { USD: 25470, WON: 18.3 } },
    ]);
    const list = await asManager('GET', '/exchange-rates?from=2027-01-04&to=2027-01-06');
    expect(list.json().results).toEqual([
      { day: '2027-01-06', rates: { USD: 25470, WON: 18.3 } },
      { day: '2027-01-05', rates: { JSP: 168.7, USD: 25460, WON: 18.25 } },
      { day: '2027-01-04', rates: { JSP: 168.5, USD: 25450 } },
    ]);
    const wrong = await xlsx({
      Rates: [
        ['Date', 'USD', 'XYZ'],
        ['32-01-2027', 'abc', 1],
      ],
    });
    const bad = multipart({}, { name: 'fx.xlsx', bytes: wrong });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/exchange-rates/import',
      payload: bad.payload,
      headers: { ...bad.headers, ...manager, 'accept-language': 'en' },
    });
    expect(refused.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'C1: "XYZ" is not a currency of the list',
      'A2: "32-01-2027" is not a date (DD-MM-YYYY)',
      'B2: "abc" is not an exchange rate',
    ]);
  });

  it('keeps VAT per service kind from a day on', async () => {
    for (const [kind, day, percent] of [
      ['DOMESTIC', '2025-07-01', 8],
      ['INTERNATIONAL', '2020-01-01', 0],
    ] as const)
      expect((await asManager('PUT', `/vat-rates/${kind}/${day}`, { percent })).statusCode).toBe(200);
    const list = await app.inject({ method: 'GET', url: '/api/v1/vat-rates', headers: manager });
    expect(list.json().results).toEqual(
      expect.arrayContaining([{ kind: 'DOMESTIC', validFrom: '2025-07-01', percent: 8 }]),
    );
  });
});
