import { CARRIERS, SAMPLE_SURCHARGE_MASTER_DATA, SURCHARGE_FEE_CODES } from '@acf/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { loadSurchargeMasterData } from '../src/modules/surcharges/surcharges.repository';
import { CHECK_RATE_LIMIT } from '../src/modules/surcharges/surcharges.routes';
import { runSeeds } from '../src/seed';
import { loginAs, type TestUser } from './helpers/auth';
import { createBooking, SURCHARGE_CHECK_EXAMPLE } from './helpers/bookings';
import { appSuite, build, fieldsOf, type Suite, type TestApp } from './helpers/build';

let app: TestApp;
let call: Suite['call'];
let editor: TestUser;
let ipCounter = 0;
/** Each check gets its own address so the throttle only bites where a test wants it to. */
const nextIp = () => `10.6.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

appSuite({ editor: 'CONTENT_EDITOR' }, (s) => ({ app, editor, call } = s));

const check = (payload: unknown, lang = 'en', ip = nextIp()) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/surcharges/check',
    payload: payload as Record<string, unknown>,
    headers: { 'accept-language': lang },
    remoteAddress: ip,
  });

const asEditor = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    payload: payload as Record<string, unknown>,
    headers: { ...editor.headers, 'accept-language': 'en' },
  });

/** A carrier's fee (`DHL/HIGH_RISK`) set by the editor. */
const putFee = (fee: string, amount: number, currency: string, basis: string) =>
  asEditor('PUT', `/surcharges/fees/${fee}`, { amount, currency, basis });

const piece = (over: Record<string, unknown> = {}) => ({
  length: 30,
  width: 20,
  height: 10,
  weight: 2,
  ...over,
});

describe('POST /surcharges/check', () => {
  it('answers the contract example with the shape of the issue', async () => {
    const res = await check(SURCHARGE_CHECK_EXAMPLE);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results).toHaveLength(1);
    const [ups] = body.results;
    // 123 × 50 × 40 cm is 49.2 kg volumetric, and its length + girth (303 cm) makes it a large package.
    expect(ups).toMatchObject({ carrier: 'UPS', carrierName: 'UPS', accepted: true, billableWeight: 49.5 });
    expect(ups.surcharges.map((s: { code: string }) => s.code)).toEqual([
      'ADDITIONAL_HANDLING',
      'LARGE_PACKAGE',
    ]);
    expect(ups.surcharges[0]).toEqual({
      code: 'ADDITIONAL_HANDLING',
      name: 'Additional handling',
      nameVi: 'Phụ phí xử lý đặc biệt',
      nameEn: 'Additional handling',
      reason: 'longest side 123 cm > 122 cm',
      pieces: [0],
      fee: { amount: 30, currency: 'USD', basis: 'PER_PIECE' },
      total: 30,
    });
    expect(ups.surcharges[1].reason).toBe(
      'length + girth 303 cm > 300 cm (up to 400 cm); billed at least 40 kg',
    );
    expect(ups.total).toBe(150);
    expect(ups.currency).toBe('USD');
  });

  it('answers in Vietnamese by default and for vi callers', async () => {
    const res = await check(SURCHARGE_CHECK_EXAMPLE, 'vi');
    const line = res.json().results[0].surcharges[0];
    expect(line.name).toBe('Phụ phí xử lý đặc biệt');
    expect(line.reason).toBe('cạnh dài nhất 123 cm > 122 cm');
  });

  it('checks the three carriers when the carrier is omitted, with pieces and quantities', async () => {
    const { carrier: _omit, ...all } = SURCHARGE_CHECK_EXAMPLE;
    const res = await check({
      ...all,
      destination: { country: 'US', postalCode: '99501', residential: true },
      pieces: [piece(), piece({ weight: 75, quantity: 2 })],
    });
    expect(res.statusCode).toBe(200);
    const results = res.json().results as Array<{
      carrier: string;
      surcharges: { code: string; pieces: number[]; total: number }[];
      accepted: boolean;
    }>;
    expect(results.map((r) => r.carrier)).toEqual([...CARRIERS]);
    const dhl = results[0]!;
    expect(dhl.surcharges.find((s) => s.code === 'OVERSIZE_PACKAGE')).toMatchObject({
      pieces: [1],
      total: 200,
    });
    expect(dhl.surcharges.map((s) => s.code)).toContain('REMOTE_AREA_DELIVERY');
    // 75 kg is over FedEx's 68 kg and UPS's 70 kg per piece: refused, with the reason.
    expect(results[1]!.accepted).toBe(false);
    expect(results[2]!.accepted).toBe(false);
    const ups = results[2]!;
    expect(ups.surcharges.map((s) => s.code)).toEqual(
      expect.arrayContaining(['ADDITIONAL_HANDLING', 'REMOTE_AREA', 'REMOTE_AREA_PER_KG', 'RESIDENTIAL']),
    );
  });

  it.each([
    ['a zero dimension', { pieces: [piece({ length: 0 })] }, 'pieces.0.length'],
    ['a negative dimension', { pieces: [piece(), piece({ height: -5 })] }, 'pieces.1.height'],
    ['a negative weight', { pieces: [piece({ weight: -1 })] }, 'pieces.0.weight'],
    ['an unknown carrier', { carrier: 'TNT' }, 'carrier'],
    ['more than 100 pieces', { pieces: Array.from({ length: 101 }, () => piece()) }, 'pieces'],
    ['no pieces', { pieces: [] }, 'pieces'],
    ['a bad country', { destination: { country: 'Japan' } }, 'destination.country'],
  ])('refuses %s with 400 naming the field', async (_name, over, field) => {
    const res = await check({ ...SURCHARGE_CHECK_EXAMPLE, ...over });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('explains a bad field in the caller language', async () => {
    const payload = { ...SURCHARGE_CHECK_EXAMPLE, pieces: [piece({ length: 0 })] };
    const en = (await check(payload, 'en')).json();
    const vi = (await check(payload, 'vi')).json();
    expect(en.errors[0]).toEqual({ field: 'pieces.0.length', message: 'Must be greater than 0' });
    expect(vi.errors[0]).toEqual({ field: 'pieces.0.length', message: 'Giá trị phải lớn hơn 0' });
    const tooMany = (
      await check({ ...SURCHARGE_CHECK_EXAMPLE, pieces: Array.from({ length: 101 }, () => piece()) })
    ).json();
    expect(tooMany.errors[0].message).toBe('At most 100 items');
  });

  it('throttles one address and leaves the others alone', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < CHECK_RATE_LIMIT.max; i++) {
      expect((await check(SURCHARGE_CHECK_EXAMPLE, 'en', ip)).statusCode).toBe(200);
    }
    const refused = await check(SURCHARGE_CHECK_EXAMPLE, 'vi', ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe('Quá nhiều yêu cầu, vui lòng thử lại sau');
    expect((await check(SURCHARGE_CHECK_EXAMPLE, 'en', '10.99.0.2')).statusCode).toBe(200);
  });
});

describe('master data seed', () => {
  it('starts from the sample master data, every fee marked as a sample', async () => {
    const master = await loadSurchargeMasterData(app.db);
    expect(master.restrictedDestinations).toEqual(SAMPLE_SURCHARGE_MASTER_DATA.restrictedDestinations);
    expect(master.carrierNames).toEqual(SAMPLE_SURCHARGE_MASTER_DATA.carrierNames);
    for (const carrier of CARRIERS) {
      for (const [country, codes] of Object.entries(
        SAMPLE_SURCHARGE_MASTER_DATA.remotePostalCodes[carrier],
      )) {
        expect([...(master.remotePostalCodes[carrier][country] ?? [])].sort()).toEqual([...codes].sort());
      }
      for (const code of SURCHARGE_FEE_CODES[carrier]) {
        expect(master.fees[carrier][code]).toEqual(SAMPLE_SURCHARGE_MASTER_DATA.fees[carrier][code]);
      }
    }
  });
});

describe('master data API', () => {
  it('is for holders of manage_category only', async () => {
    const sales = await loginAs(app, 'SALES');
    const customer = await loginAs(app, 'CUSTOMER');
    for (const user of [sales, customer]) {
      const res = await call(user, 'GET', '/surcharges/master-data');
      expect(res.statusCode).toBe(403);
      const put = await call(user, 'PUT', '/surcharges/fees/DHL/ADDRESS_CORRECTION', {
        amount: 1,
        currency: 'USD',
        basis: 'PER_SHIPMENT',
      });
      expect(put.statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/v1/surcharges/master-data' })).statusCode).toBe(401);
    const admin = await loginAs(app, 'ADMINISTRATOR');
    const ok = await call(admin, 'GET', '/surcharges/master-data');
    expect(ok.statusCode).toBe(200);
  });

  it('lists each carrier with its fees, destination lists and remote countries', async () => {
    const res = await asEditor('GET', '/surcharges/master-data');
    expect(res.statusCode).toBe(200);
    const { carriers } = res.json();
    expect(carriers.map((c: { carrier: string }) => c.carrier)).toEqual([...CARRIERS]);
    const ups = carriers[2];
    expect(ups.fees.map((f: { code: string }) => f.code).sort()).toEqual([...SURCHARGE_FEE_CODES.UPS].sort());
    expect(ups.restrictedDestinations).toEqual(['CU', 'IR', 'KP', 'SY']);
    expect(ups.remoteCountries).toContainEqual({ country: 'US', count: 4 });
  });

  it('keeps the sample mark while the amount is unchanged and clears it when the amount changes; the check uses the new fee at once', async () => {
    const same = await putFee('UPS/ADDITIONAL_HANDLING', 30, 'USD', 'PER_PIECE');
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ amount: 30, sample: true });

    const changed = await putFee('UPS/ADDITIONAL_HANDLING', 450000, 'VND', 'PER_PIECE');
    expect(changed.json()).toMatchObject({ amount: 450000, currency: 'VND', sample: false });

    const line = (
      await check({
        ...SURCHARGE_CHECK_EXAMPLE,
        pieces: [{ ...SURCHARGE_CHECK_EXAMPLE.pieces[0], quantity: 2 }],
      })
    ).json().results[0].surcharges[0];
    expect(line.fee).toEqual({ amount: 450000, currency: 'VND', basis: 'PER_PIECE' });
    expect(line.total).toBe(900000);

    // Even going back to the sample amount, it is the editor's figure now.
    const back = await putFee('UPS/ADDITIONAL_HANDLING', 30, 'USD', 'PER_PIECE');
    expect(back.json().sample).toBe(false);
  });

  it('refuses a fee code the carrier does not have, a bad amount or an unknown currency', async () => {
    const other = await putFee('DHL/RESIDENTIAL', 1, 'USD', 'PER_SHIPMENT');
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([
      { field: 'code', message: 'This carrier has no RESIDENTIAL surcharge' },
    ]);
    const bad = await putFee('DHL/HIGH_RISK', -1, 'XYZ', 'PER_PIECE');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['amount', 'currency']);
    const unknownCarrier = await putFee('TNT/HIGH_RISK', 1, 'USD', 'PER_PIECE');
    expect(unknownCarrier.statusCode).toBe(400);
    expect(unknownCarrier.json().errors[0].field).toBe('carrier');
  });

  it('renames a carrier; the check shows the new name', async () => {
    const res = await asEditor('PUT', '/surcharges/carriers/FEDEX', {
      displayName: '  FedEx International  ',
    });
    expect(res.statusCode).toBe(204);
    const result = (await check({ ...SURCHARGE_CHECK_EXAMPLE, carrier: 'FEDEX' })).json().results[0];
    expect(result.carrierName).toBe('FedEx International');
    const empty = await asEditor('PUT', '/surcharges/carriers/FEDEX', { displayName: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('displayName');
  });

  it('replaces the destination lists of one carrier', async () => {
    const res = await asEditor('PUT', '/surcharges/destinations/DHL', {
      restrictedDestinations: ['ru', 'KP', 'KP'],
      highRiskDestinations: ['SD'],
    });
    expect(res.statusCode).toBe(204);
    const toRu = (
      await check({ ...SURCHARGE_CHECK_EXAMPLE, carrier: 'DHL', destination: { country: 'RU' } })
    ).json();
    expect(toRu.results[0].surcharges.map((s: { code: string }) => s.code)).toContain(
      'RESTRICTED_DESTINATION',
    );
    const toAf = (
      await check({ ...SURCHARGE_CHECK_EXAMPLE, carrier: 'DHL', destination: { country: 'AF' } })
    ).json();
    expect(toAf.results[0].surcharges.map((s: { code: string }) => s.code)).not.toContain('HIGH_RISK');
    // FedEx's lists are untouched.
    const { carriers } = (await asEditor('GET', '/surcharges/master-data')).json();
    expect(carriers[0]).toMatchObject({ restrictedDestinations: ['KP', 'RU'], highRiskDestinations: ['SD'] });
    expect(carriers[1].highRiskDestinations).toContain('AF');

    const bad = await asEditor('PUT', '/surcharges/destinations/DHL', {
      restrictedDestinations: ['RUS'],
      highRiskDestinations: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({
      field: 'restrictedDestinations.0',
      message: 'A 2-letter country code (e.g. VN)',
    });
  });
});

describe('remote postal codes', () => {
  const addRemoteCode = (carrier: string, country: string, postalCode: string) =>
    asEditor('POST', '/surcharges/remote-postal-codes', { carrier, country, postalCode });

  it('adds, lists, finds and deletes a code, refusing a duplicate', async () => {
    const add = await addRemoteCode('FEDEX', 'au', '0872');
    expect(add.statusCode).toBe(201);
    const created = add.json();
    expect(created).toMatchObject({ carrier: 'FEDEX', country: 'AU', postalCode: '0872' });

    const dup = await addRemoteCode('FEDEX', 'AU', '0872');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].field).toBe('postalCode');

    // What a FedEx parcel to that code is charged.
    const codes = async () =>
      (
        await check({
          ...SURCHARGE_CHECK_EXAMPLE,
          carrier: 'FEDEX',
          destination: { country: 'AU', postalCode: '0872' },
        })
      )
        .json()
        .results[0].surcharges.map((s: { code: string }) => s.code);
    expect(await codes()).toContain('REMOTE_AREA');

    const list = await asEditor('GET', '/surcharges/remote-postal-codes?carrier=FEDEX&country=AU&search=087');
    expect(list.json()).toMatchObject({ totalResults: 1, page: 1, pageSize: 10 });
    const other = await asEditor('GET', '/surcharges/remote-postal-codes?carrier=UPS&country=AU');
    expect(other.json().totalResults).toBe(0);

    expect((await asEditor('DELETE', `/surcharges/remote-postal-codes/${created.id}`)).statusCode).toBe(204);
    expect((await asEditor('DELETE', `/surcharges/remote-postal-codes/${created.id}`)).statusCode).toBe(404);
    expect(await codes()).not.toContain('REMOTE_AREA');
  });

  it('refuses a bad postal code with the field named', async () => {
    const res = await addRemoteCode('UPS', 'JP', '10*0');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('postalCode');
  });

  const csv = (text: string) => Buffer.from(text, 'utf8').toString('base64');

  it('imports a CSV file (BOM, semicolons, quotes), counting duplicates', async () => {
    const file = '\uFEFFCountry;Postal code\r\nca;"X0A 1*"\r\nCA;X0B 2C0\r\n\r\nCA;X0B 2C0\r\n';
    const res = await asEditor('POST', '/surcharges/remote-postal-codes/import', {
      carrier: 'UPS',
      fileName: 'ca.csv',
      content: csv(file),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rows: 3, added: 2, duplicates: 1, removed: 0, countries: ['CA'] });
    const hit = await check({
      ...SURCHARGE_CHECK_EXAMPLE,
      destination: { country: 'CA', postalCode: 'X0A 1K2' },
    });
    expect(hit.json().results[0].surcharges.map((s: { code: string }) => s.code)).toContain('REMOTE_AREA');
  });

  it('imports an Excel file and can replace the countries it names', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Remote');
    sheet.addRow(['postal_code', 'country']);
    sheet.addRow(['99501', 'US']);
    sheet.addRow(['99700', 'US']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const res = await asEditor('POST', '/surcharges/remote-postal-codes/import', {
      carrier: 'DHL',
      fileName: 'us.xlsx',
      content,
      replace: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rows: 2, added: 2, duplicates: 0, removed: 3, countries: ['US'] });
    const list = (await asEditor('GET', '/surcharges/remote-postal-codes?carrier=DHL&country=US')).json();
    expect(list.results.map((r: { postalCode: string }) => r.postalCode)).toEqual(['99501', '99700']);
    // Other countries of the carrier stay.
    const jp = (await asEditor('GET', '/surcharges/remote-postal-codes?carrier=DHL&country=JP')).json();
    expect(jp.totalResults).toBe(3);
  });

  it('imports nothing when a row is bad, and names the lines', async () => {
    const before = (await asEditor('GET', '/surcharges/remote-postal-codes?carrier=FEDEX')).json()
      .totalResults;
    const res = await asEditor('POST', '/surcharges/remote-postal-codes/import', {
      carrier: 'FEDEX',
      fileName: 'bad.csv',
      content: csv('country,postal_code\nDE,12345\nGermany,1*2\n'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Some rows are invalid; nothing was imported');
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'rows.3.country',
      'rows.3.postalCode',
    ]);
    const after = (await asEditor('GET', '/surcharges/remote-postal-codes?carrier=FEDEX')).json()
      .totalResults;
    expect(after).toBe(before);
  });

  it.each([
    [
      'a file without the needed columns',
      'codes.csv',
      csv('zip\n12345\n'),
      'The header row needs the columns country and postal_code',
    ],
    ['an empty file', 'codes.csv', csv('country,postal_code\n\n'), 'The file has no data rows'],
    ['a broken Excel file', 'codes.xlsx', csv('not a zip'), 'The file cannot be read'],
  ])('refuses %s', async (_name, fileName, content, message) => {
    const res = await asEditor('POST', '/surcharges/remote-postal-codes/import', {
      carrier: 'UPS',
      fileName,
      content,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'content', message }]);
  });

  it('refuses a file type other than CSV or Excel', async () => {
    const res = await asEditor('POST', '/surcharges/remote-postal-codes/import', {
      carrier: 'UPS',
      fileName: 'codes.pdf',
      content: csv('x'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('fileName');
  });
});

describe('bookings', () => {
  it('price a DHL, FedEx or UPS booking with the edited master data', async () => {
    const put = await putFee('FEDEX/HEAVY_GOODS', 77, 'USD', 'PER_PIECE');
    expect(put.statusCode).toBe(200);
    const customer = await loginAs(app, 'CUSTOMER');
    const booking = await createBooking(app, customer.headers, {
      carrier: 'FEDEX',
      pieces: [{ length: 160, width: 30, height: 20, weight: 10, quantity: 2 }],
    });
    const line = booking.price.surcharges.find((l) => l.code === 'HEAVY_GOODS');
    expect(line).toMatchObject({ total: 154, currency: 'USD' });
  });
});

describe('seeding again', () => {
  it('keeps what editors changed and removed', async () => {
    const fresh = await build();
    try {
      const user = await loginAs(fresh, 'CONTENT_EDITOR');
      const put = await fresh.inject({
        method: 'PUT',
        url: '/api/v1/surcharges/fees/DHL/HIGH_RISK',
        headers: user.headers,
        payload: { amount: 99, currency: 'EUR', basis: 'PER_SHIPMENT' },
      });
      expect(put.statusCode).toBe(200);
      const list = await fresh.inject({
        method: 'GET',
        url: '/api/v1/surcharges/remote-postal-codes?carrier=DHL&country=VN&search=880000',
        headers: user.headers,
      });
      const id = list.json().results[0].id;
      await fresh.inject({
        method: 'DELETE',
        url: `/api/v1/surcharges/remote-postal-codes/${id}`,
        headers: user.headers,
      });

      await runSeeds(fresh);

      const master = await loadSurchargeMasterData(fresh.db);
      expect(master.fees.DHL.HIGH_RISK).toEqual({
        amount: 99,
        currency: 'EUR',
        basis: 'PER_SHIPMENT',
        sample: false,
      });
      expect(master.remotePostalCodes.DHL.VN).not.toContain('880000');
    } finally {
      await fresh.close();
    }
  });
});
