import { describe, expect, it } from 'vitest';
import { ZCreateBookingRequest, ZUpdateBookingRequest } from './contracts';
import {
  customsLines,
  customsTotal,
  formatHsCode,
  ISO_COUNTRIES,
  isHsChapter,
  splitDescription,
  ZCustomsItem,
  ZHsCode,
} from './customs';

const party = (country: string) => ({
  name: 'Nguyen Van A',
  phone: country === 'VN' ? '0901234567' : '+81 312345678',
  addressLine1: '12 Nguyen Hue',
  city: 'Ho Chi Minh',
  country,
});
const item = (over: Record<string, unknown> = {}) => ({
  description: 'Cotton T-shirt',
  quantity: 2,
  unitValue: 12.5,
  hsCode: '6109.10.00',
  originCountry: 'vn',
  weight: 0.2,
  ...over,
});
const base = {
  service: 'EXPRESS',
  carrier: 'YAMATO',
  sender: party('VN'),
  receiver: { ...party('JP'), postalCode: '100-0001' },
  cargoUnit: 'CM_KG',
  pieces: [{ length: 30, width: 20, height: 10, weight: 2.3 }],
  goodsDescription: 'Clothes',
  currency: 'USD',
  incoterm: 'DAP',
  // Far ahead: these cases are about customs, not the pickup day.
  pickup: { date: '2099-01-01' },
};
const issues = (v: unknown) =>
  ZCreateBookingRequest.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('HS code', () => {
  it.each([
    ['6109.10.00', '61091000'],
    ['6109 10', '610910'],
    ['0101.21.00.10', '0101210010'],
    [' 970110 ', '970110'],
  ])('%j is stored as %j', (typed, stored) => {
    expect(ZHsCode.parse(typed)).toBe(stored);
  });
  it.each([
    ['4-digit heading', '6109', 'validation.hsCode'],
    ['11 digits', '61091000001', 'validation.hsCode'],
    ['a letter', '6109.1A.00', 'validation.hsCode'],
    ['dashes', '6109-10-00', 'validation.hsCode'],
    ['chapter 77 (reserved)', '7701.10', 'validation.hsChapter'],
    ['chapter 00', '0012.34', 'validation.hsChapter'],
    ['chapter 98 (national)', '9801.10', 'validation.hsChapter'],
    ['chapter 99', '9999.99', 'validation.hsChapter'],
  ])('refuses %s', (_name, typed, message) => {
    const r = ZHsCode.safeParse(typed);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual([message]);
  });
  it('chapters are 01 to 97 without 77', () => {
    const ok = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')).filter((c) =>
      isHsChapter(`${c}0000`),
    );
    expect(ok).toHaveLength(96);
    expect(ok[0]).toBe('01');
    expect(ok.at(-1)).toBe('97');
    expect(ok).not.toContain('77');
  });
  it('reads grouped 4.2.2.2', () => {
    expect(formatHsCode('61091000')).toBe('6109.10.00');
    expect(formatHsCode('610910')).toBe('6109.10');
    expect(formatHsCode('0101210010')).toBe('0101.21.00.10');
  });
});

describe('goods line', () => {
  it('origin is an ISO country, stored in capitals', () => {
    expect(ISO_COUNTRIES.size).toBe(249);
    expect(ZCustomsItem.parse(item()).originCountry).toBe('VN');
    for (const bad of ['XX', 'UK', 'VNM', ''])
      expect(ZCustomsItem.safeParse(item({ originCountry: bad })).error?.issues[0]?.message).toBe(
        'validation.originCountry',
      );
  });
  it('description at most 60, quantity a whole number from 1', () => {
    expect(ZCustomsItem.safeParse(item({ description: 'a'.repeat(60) })).success).toBe(true);
    expect(ZCustomsItem.safeParse(item({ description: 'a'.repeat(61) })).error?.issues[0]?.path).toEqual([
      'description',
    ]);
    expect(ZCustomsItem.safeParse(item({ quantity: 0 })).success).toBe(false);
    expect(ZCustomsItem.safeParse(item({ quantity: 1.5 })).success).toBe(false);
    expect(ZCustomsItem.safeParse(item({ weight: undefined })).success).toBe(true);
  });
  it('an over-long description is split at the last space before 61, the rest in line 2', () => {
    const long = 'Hand-embroidered silk scarf with traditional lotus pattern from Hue';
    const { description, description2 } = splitDescription(long);
    expect(description).toBe('Hand-embroidered silk scarf with traditional lotus pattern');
    expect(description2).toBe('from Hue');
    expect(splitDescription('a'.repeat(70), 'b')).toEqual({
      description: 'a'.repeat(60),
      description2: 'aaaaaaaaaa b',
    });
    expect(splitDescription('short', 'x')).toEqual({ description: 'short', description2: 'x' });
  });
});

describe('customs rules of a booking', () => {
  it('goods to a receiver outside VN need at least one line', () => {
    expect(issues({ ...base, declaredValue: 25 })).toEqual([
      ['customs.items', 'validation.customsItemsRequired'],
    ]);
    expect(issues({ ...base, declaredValue: 25, customs: { items: [] } })).toEqual([
      ['customs.items', 'validation.customsItemsRequired'],
    ]);
  });
  it('documents, and parcels within Vietnam, need none', () => {
    expect(issues({ ...base, declaredValue: 0, customs: { contents: 'DOCUMENTS' } })).toEqual([]);
    expect(issues({ ...base, receiver: party('VN'), declaredValue: 25 })).toEqual([]);
  });
  it('the lines add up to the declared value, else customs.items is refused', () => {
    expect(issues({ ...base, declaredValue: 25, customs: { items: [item()] } })).toEqual([]);
    expect(issues({ ...base, declaredValue: 26, customs: { items: [item()] } })).toEqual([
      ['customs.items', 'validation.customsTotal'],
    ]);
    // Compared to the cent: 3 × 0.1 + 0.2 is 0.5.
    const cents = [item({ quantity: 3, unitValue: 0.1 }), item({ quantity: 1, unitValue: 0.2 })];
    expect(customsTotal(cents)).toBe(0.5);
    expect(issues({ ...base, declaredValue: 0.5, customs: { items: cents } })).toEqual([]);
  });
  it('without a declared value, the lines stand for it; without either, the value is asked for', () => {
    expect(issues({ ...base, customs: { items: [item()] } })).toEqual([]);
    expect(issues({ ...base, receiver: party('VN') })).toEqual([['declaredValue', 'validation.required']]);
  });
  it('fills the defaults: goods, sale, the booking code and day later', () => {
    const r = ZCreateBookingRequest.parse({ ...base, customs: { items: [item({ hsCode: '6109 10 00' })] } });
    expect(r.customs).toEqual({
      contents: 'GOODS',
      invoiceNumber: '',
      reasonForExport: 'SALE',
      items: [{ ...item(), hsCode: '61091000', originCountry: 'VN', description2: '' }],
    });
  });
  it('refuses a reason outside the list, and names the bad line field', () => {
    expect(
      issues({ ...base, customs: { reasonForExport: 'BRIBE', items: [item({ hsCode: '7701.10' })] } }),
    ).toEqual([
      ['customs.reasonForExport', expect.any(String)],
      ['customs.items.0.hsCode', 'validation.hsChapter'],
    ]);
  });
  it('an edit that sends lines and a value must agree with itself', () => {
    const edit = (v: unknown) =>
      ZUpdateBookingRequest.safeParse(v).error?.issues.map((i) => i.path.join('.'));
    expect(edit({ declaredValue: 25, customs: { items: [item()] } })).toBeUndefined();
    expect(edit({ declaredValue: 30, customs: { items: [item()] } })).toEqual(['customs.items']);
    expect(edit({ customs: { items: [item()] } })).toBeUndefined();
  });
});

describe('customsLines', () => {
  it('an old booking shows its single description as one line worth the declared value', () => {
    expect(customsLines({ goodsDescription: 'Quần áo', declaredValue: 80, customs: null })).toEqual([
      {
        description: 'Quần áo',
        quantity: 1,
        unitValue: 80,
        lineValue: 80,
        hsCode: '',
        originCountry: '',
        weight: null,
      },
    ]);
  });
  it('goods lines with their line values, line 2 joined', () => {
    const lines = customsLines({
      goodsDescription: 'x',
      declaredValue: 25,
      customs: {
        items: [{ ...item(), hsCode: '61091000', originCountry: 'VN', description2: 'blue', weight: 0.2 }],
      },
    });
    expect(lines[0]).toMatchObject({ description: 'Cotton T-shirt blue', lineValue: 25, hsCode: '61091000' });
  });
});
