import { describe, expect, it } from 'vitest';
import {
  brokenConsigneeRules,
  consigneeIssues,
  formatPhoneFor,
  isValidPhoneFor,
  normalizeConsignee,
  normalizeJpPostcode,
  normalizeKrCustomsCode,
  phoneIssue,
} from './consignee';
import { ZCreateBookingRequest } from './contracts';

describe('Japanese postal codes', () => {
  it('reads 7 digits with or without the dash and stores NNN-NNNN', () => {
    expect(normalizeJpPostcode('1000001')).toBe('100-0001');
    expect(normalizeJpPostcode(' 100-0001 ')).toBe('100-0001');
    expect(normalizeJpPostcode('100 0001')).toBe('100-0001');
  });
  it.each(['100-001', '10000011', '1000-001', 'ABC-DEFG', ''])('refuses %j', (raw) => {
    expect(normalizeJpPostcode(raw)).toBeUndefined();
  });
  it('is required for a receiver in Japan, and checked', () => {
    expect(consigneeIssues({ country: 'JP', postalCode: '' })).toEqual([
      { path: ['postalCode'], message: 'validation.jpPostcodeRequired' },
    ]);
    expect(consigneeIssues({ country: 'jp', postalCode: '12345' })).toEqual([
      { path: ['postalCode'], message: 'validation.jpPostcode' },
    ]);
    expect(consigneeIssues({ country: 'JP', postalCode: '530-0001' })).toEqual([]);
    // Elsewhere a postal code is free (Vietnam has none on most addresses).
    expect(consigneeIssues({ country: 'VN', postalCode: '' })).toEqual([]);
  });
});

describe('Korean customs codes', () => {
  it('reads a personal clearance code and a business registration number', () => {
    expect(normalizeKrCustomsCode('p123456789012')).toEqual({ kind: 'PERSONAL', value: 'P123456789012' });
    expect(normalizeKrCustomsCode('1234567890')).toEqual({ kind: 'BUSINESS', value: '123-45-67890' });
    expect(normalizeKrCustomsCode('123-45-67890')).toEqual({ kind: 'BUSINESS', value: '123-45-67890' });
  });
  it.each(['P12345678901', 'Q123456789012', '123456789', '12-345-67890', 'P1234567890123'])(
    'refuses %j',
    (raw) => {
      expect(normalizeKrCustomsCode(raw)).toBeUndefined();
    },
  );
  it('is required for a receiver in Korea, and checked', () => {
    expect(consigneeIssues({ country: 'KR' })).toEqual([
      { path: ['customsCode'], message: 'validation.krCustomsCodeRequired' },
    ]);
    expect(consigneeIssues({ country: 'KR', customsCode: 'P1234' })).toEqual([
      { path: ['customsCode'], message: 'validation.krCustomsCode' },
    ]);
    expect(consigneeIssues({ country: 'KR', customsCode: 'P123456789012' })).toEqual([]);
  });
  it('stores the receiver in one writing', () => {
    expect(normalizeConsignee({ country: 'KR', customsCode: '1234567890' }).customsCode).toBe('123-45-67890');
    expect(normalizeConsignee({ country: 'JP', postalCode: '5300001' }).postalCode).toBe('530-0001');
    expect(normalizeConsignee({ country: 'US', postalCode: '10001' }).postalCode).toBe('10001');
  });
});

describe('phones per country (full metadata)', () => {
  it.each([
    ['0912 345 678', 'VN', true],
    ['028 3823 4567', 'VN', true],
    ['0283822111', 'VN', false],
    ['090-1234-5678', 'JP', true],
    ['03-1234-5678', 'JP', true],
    ['090-1234', 'JP', false],
    ['010-1234-5678', 'KR', true],
    ['02-1234-5678', 'KR', true],
    ['010-123', 'KR', false],
    ['(201) 555-0123', 'US', true],
    ['+1 212 555 0100', 'US', true],
    ['(123) 555-0123', 'US', false],
    // A + number is read for its own prefix, whatever the party's country.
    ['+84 912 345 678', 'JP', true],
  ])('%s in %s → %s', (raw, country, valid) => {
    expect(isValidPhoneFor(raw, country)).toBe(valid);
  });
  it('names the country and its example in the message', () => {
    expect(phoneIssue({ country: 'JP', phone: '090-1234' })).toEqual({
      path: ['phone'],
      message: 'validation.phoneJP',
    });
    expect(phoneIssue({ country: 'KR', phone: '010-123' })?.message).toBe('validation.phoneKR');
    expect(phoneIssue({ country: 'VN', phone: '0283822111' })?.message).toBe('validation.phoneVN');
    expect(phoneIssue({ country: 'US', phone: '(123) 555-0123' })?.message).toBe('validation.phoneUS');
    expect(phoneIssue({ country: 'VN', phone: '0912345678' })).toBeUndefined();
  });
  it("shows a number in its country's usual format", () => {
    expect(formatPhoneFor('+84912345678', 'VN')).toBe('0912 345 678');
    expect(formatPhoneFor('+819012345678', 'JP')).toBe('090-1234-5678');
    expect(formatPhoneFor('+821012345678', 'KR')).toBe('010-1234-5678');
    expect(formatPhoneFor('+12015550123', 'US')).toBe('(201) 555-0123');
    expect(formatPhoneFor('+84912345678', 'JP')).toBe('+84 912 345 678');
  });
  it('lists the rules an old receiver breaks', () => {
    expect(brokenConsigneeRules({ country: 'KR', phone: '+82101234' })).toEqual(['KR_CUSTOMS_CODE', 'PHONE']);
    expect(brokenConsigneeRules({ country: 'JP', phone: '+819012345678', postalCode: '100-0001' })).toEqual(
      [],
    );
  });
});

describe('the create contract applies them', () => {
  const party = {
    name: 'A',
    phone: '0912345678',
    addressLine1: '1 Lê Lợi',
    city: 'Hồ Chí Minh',
    country: 'VN',
  };
  const body = (receiver: Record<string, unknown>) => ({
    service: 'EXPRESS',
    carrier: 'K_CARGO',
    sender: party,
    receiver: { ...party, country: 'KR', city: 'Seoul', phone: '010-1234-5678', ...receiver },
    cargoUnit: 'CM_KG',
    pieces: [{ length: 10, width: 10, height: 10, weight: 1 }],
    goodsDescription: 'Sách',
    declaredValue: 10,
    currency: 'USD',
    incoterm: 'DAP',
    customs: {
      items: [{ description: 'Book', hsCode: '490199', originCountry: 'VN', quantity: 1, unitValue: 10 }],
    },
    pickup: { date: '2999-01-01' },
  });
  it('refuses a Korean receiver without a customs code, on the field', () => {
    const r = ZCreateBookingRequest.safeParse(body({}));
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'receiver.customsCode',
      'validation.krCustomsCodeRequired',
    ]);
  });
  it('accepts it with one', () => {
    const r = ZCreateBookingRequest.safeParse(body({ customsCode: 'P123456789012' }));
    expect(r.error?.issues ?? []).toEqual([]);
  });
  it('refuses a receiver phone that is not valid for its country', () => {
    const r = ZCreateBookingRequest.safeParse(body({ customsCode: 'P123456789012', phone: '010-123' }));
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['receiver.phone', 'validation.phoneKR'],
    ]);
  });
});
