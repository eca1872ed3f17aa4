import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { divisions } from '../../src/modules/divisions/divisions.data';
import { resolveAddress } from '../../src/modules/divisions/resolve';
import type { TestUser } from '../helpers/auth';
import { bookingInput, party } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';
import { importFile, importRow, importWorkbook } from '../helpers/import';

let app: TestApp;
let customer: TestUser;

appSuite({ customer: 'CUSTOMER' }, (s) => ({ app, customer } = s));

describe("Vietnam's units since 1 July 2025", () => {
  it('counts 34 provinces and cities, and 3,321 communes, wards and special zones', () => {
    const d = divisions();
    expect(d.provinces).toHaveLength(34);
    expect(d.provinces.filter((p) => p.type === 'CITY')).toHaveLength(6);
    const units = [...d.communes.values()].flat();
    expect(units).toHaveLength(3321);
    expect(units.filter((u) => u.type === 'SPECIAL_ZONE')).toHaveLength(13);
    expect(new Set(units.map((u) => u.code)).size).toBe(3321);
  });

  it('GET /divisions/provinces: public, cached, with official codes', async () => {
    const res = await app.inject({ url: '/api/v1/divisions/provinces' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=86400');
    expect(res.json().results).toContainEqual({ code: '79', name: 'Thành phố Hồ Chí Minh', type: 'CITY' });
    expect(res.json().results).toHaveLength(34);
  });

  it('finds a commune with or without accents, in any case', async () => {
    for (const search of ['sai gon', 'Sài Gòn', 'SAI GON']) {
      const res = await app.inject({
        url: `/api/v1/divisions/provinces/79/communes?search=${encodeURIComponent(search)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().results, search).toContainEqual({
        code: '26740',
        name: 'Phường Sài Gòn',
        type: 'WARD',
      });
    }
    const all = await app.inject({ url: '/api/v1/divisions/provinces/79/communes' });
    expect(all.json().results.length).toBeGreaterThan(100);
    expect((await app.inject({ url: '/api/v1/divisions/provinces/99/communes' })).statusCode).toBe(404);
    const bad = await app.inject({ url: '/api/v1/divisions/provinces/7x/communes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('code');
  });

  it('reads the province and commune from an address, former province names included', () => {
    expect(resolveAddress('12 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh')).toEqual({
      provinceCode: '79',
      communeCode: '26740',
    });
    expect(resolveAddress('12 Le Loi, phuong Sai Gon, Ho Chi Minh')).toEqual({
      provinceCode: '79',
      communeCode: '26740',
    });
    // Bình Dương joined Ho Chi Minh City; Hà Giang joined Tuyên Quang.
    expect(resolveAddress('5 Yersin, Thủ Dầu Một, Bình Dương').provinceCode).toBe('79');
    expect(resolveAddress('Thôn 3, Hà Giang').provinceCode).toBe(
      divisions().provinces.find((p) => p.name.endsWith('Tuyên Quang'))!.code,
    );
    expect(resolveAddress('Somewhere without a province')).toEqual({});
  });
});

describe('a Vietnamese party on a booking', () => {
  const create = (over: Record<string, unknown>, lang = 'vi') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { ...customer.headers, 'idempotency-key': crypto.randomUUID(), 'accept-language': lang },
      payload: bookingInput(over),
    });

  it('given codes: a real pair is stored with its names; a wrong pair is a 400 on the field', async () => {
    const ok = await create({ sender: party({ provinceCode: '79', communeCode: '26740' }) });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().sender).toMatchObject({
      provinceCode: '79',
      provinceName: 'Thành phố Hồ Chí Minh',
      communeCode: '26740',
      communeName: 'Phường Sài Gòn',
    });
    // Phường Ba Đình is in Hà Nội, not Ho Chi Minh City.
    const wrong = await create({ sender: party({ provinceCode: '79', communeCode: '00004' }) }, 'en');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'sender.communeCode', message: 'This commune or ward is not in Thành phố Hồ Chí Minh' },
    ]);
    const unknown = await create({ sender: party({ provinceCode: '99' }) });
    expect(unknown.json().errors[0].field).toBe('sender.provinceCode');
    const malformed = await create({ sender: party({ communeCode: '123' }) });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].field).toBe('sender.communeCode');
  });

  it('without codes: read from the address text; unreadable ones are kept and flagged to verify', async () => {
    const read = await create({
      sender: party({ addressLine1: '12 Le Loi, Phuong Sai Gon', city: 'Ho Chi Minh' }),
    });
    expect(read.statusCode, read.body).toBe(201);
    expect(read.json().sender).toMatchObject({ provinceCode: '79', communeCode: '26740' });
    expect(read.json().sender.toVerify).toBeUndefined();
    // The label prints street, commune, province.
    const label = await app.inject({
      url: `/api/v1/bookings/${read.json().id}/label.pdf`,
      headers: customer.headers,
    });
    const { text } = await extractText(new Uint8Array(label.rawPayload), { mergePages: true });
    expect(text).toContain('12 Le Loi, Phuong Sai Gon, Phường Sài Gòn');
    expect(text).toContain('Thành phố Hồ Chí Minh');
    const former = await create({
      sender: party({ addressLine1: '5 Yersin', city: 'Thủ Dầu Một, Bình Dương' }),
    });
    expect(former.json().sender).toMatchObject({ provinceCode: '79', provinceName: 'Thành phố Hồ Chí Minh' });
    const unknown = await create({ sender: party({ addressLine1: '5 Unknown Road', city: 'Nowhere' }) });
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json().sender).toMatchObject({ addressLine1: '5 Unknown Road', toVerify: true });
    expect(unknown.json().sender.provinceCode).toBeUndefined();
    // The dispatcher's filter in /order: only the addresses to verify.
    const flagged = await app.inject({
      url: '/api/v1/bookings?addressToVerify=1&pageSize=100',
      headers: customer.headers,
    });
    const ids = flagged.json().results.map((b: { id: string }) => b.id);
    expect(ids).toContain(unknown.json().id);
    expect(ids).not.toContain(read.json().id);
    expect(ids).not.toContain(former.json().id);
    // Abroad, nothing of this: a Japanese receiver keeps its address as typed.
    expect(unknown.json().receiver.provinceCode).toBeUndefined();
    expect(unknown.json().receiver.toVerify).toBeUndefined();
  });
});

describe('the Excel import reads provinces and communes by name or code', () => {
  const sheet = (rows: Record<string, unknown>[]) => importWorkbook(rows, 'vi');
  // A parcel within Vietnam: no goods lines needed.
  const row = (over: Record<string, unknown>) =>
    importRow({
      receiverName: 'Le Thi B',
      receiverPhone: '0912345678',
      receiverAddress1: '5 Tran Phu',
      receiverCity: 'Ha Noi',
      receiverCountry: 'VN',
      goodsDescription: 'Documents',
      declaredValue: 10,
      currency: 'VND',
      itemDescription: null,
      itemQuantity: null,
      itemUnitValue: null,
      itemHsCode: null,
      itemOriginCountry: null,
      ...over,
    });
  const upload = (body: Buffer) => importFile(app, customer.headers, body);

  it('takes names without accents, former provinces and codes; an unknown commune suggests the closest', async () => {
    const ok = await upload(
      await sheet([
        row({ senderProvince: 'ho chi minh', senderCommune: 'phuong sai gon', receiverProvince: 1 }),
        row({ senderProvince: 'Bình Dương', receiverProvince: '01', receiverCommune: 'Ba Đình' }),
      ]),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const [a, b] = ok.json().bookings as { id: string }[];
    const get = async (id: string) =>
      (await app.inject({ url: `/api/v1/bookings/${id}`, headers: customer.headers })).json();
    expect((await get(a!.id)).sender).toMatchObject({ provinceCode: '79', communeCode: '26740' });
    expect((await get(a!.id)).receiver).toMatchObject({
      provinceCode: '01',
      provinceName: 'Thành phố Hà Nội',
    });
    expect((await get(b!.id)).sender).toMatchObject({ provinceCode: '79' });
    expect((await get(b!.id)).receiver).toMatchObject({
      communeCode: '00004',
      communeName: 'Phường Ba Đình',
    });

    const bad = await upload(
      await sheet([
        row({ senderProvince: '79', senderCommune: 'Sài Gòm' }),
        row({ receiverProvince: 'Atlantis' }),
      ]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      {
        field: 'rows.3.senderCommune',
        message: 'Không có phường/xã này ở Thành phố Hồ Chí Minh; có phải “Phường Sài Gòn”?',
        label: 'Người gửi - Phường/Xã',
      },
      {
        field: 'rows.4.receiverProvince',
        message: 'Không có tỉnh/thành này (tên hoặc mã 2 chữ số)',
        label: 'Người nhận - Tỉnh/Thành phố',
      },
    ]);
  });
});
