import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeableWeight, computeWeights } from '../bookings/weight';
import { todayInHcm } from '../format';
import { baseRate } from './base';
import type { RateCard, RateCardBody } from './card';
import { Decimal, roundMinor } from './money';
import { type PriceInput, priceOption } from './price';
import { cardOn, monthOf } from './select';
import { type Grid, rateSheets, readRateSheets } from './sheet';
import { type ContractTerm, fxOn, pricingTerms, vatOn } from './terms';
import { zoneOf } from './zones';

/** An express card as carriers publish it: 0.5 kg steps to 2 kg, +0.5 to 20 kg, per-kg bands. */
const GRID: Grid = [
  ['KG', 'Zone 1', 'Zone 2', 'Zone 3'],
  [0.5, 12, 13, 15],
  [1, 16, 18, 19],
  [1.5, 20, 22, 23],
  [2, 24, 26, 27],
  ['+0.5/20', 3, 3.5, 4],
  ['21-44', 6.6, 7.6, 8.6],
  ['45-99', 6.53, 7.52, 8.51],
  ['100+', 6.5, 7.49, 8.47],
  ['MIN', 14, 15, 16],
  ['DAYS', '2-3', '3-4', 4],
  ['CBM', 300, 320, 350],
  ['20GP', 900, 1000, 1100],
];

function card(over: Partial<RateCard> = {}, grid: Grid = GRID): RateCard {
  const read = readRateSheets({ PARCEL: grid }, '0.5');
  if (!read.body) throw new Error(JSON.stringify(read.problems));
  return {
    id: 'c1',
    name: 'EXPRESS 2027',
    version: 1,
    carrier: 'DHL',
    service: 'EXPRESS',
    kind: 'SELL',
    currency: 'USD',
    validFrom: '2027-01-01',
    validTo: null,
    status: 'ACTIVE',
    divisor: 5000,
    step: '0.5',
    body: read.body,
    ...over,
  };
}

const base = (body: RateCardBody, zone: string, kg: number) => {
  const r = baseRate(body, zone, { goods: 'PARCEL', cargoUnit: 'CM_KG', chargeableWeight: kg });
  return 'reason' in r ? r : r.amount.toNumber();
};

function input(over: Partial<PriceInput> = {}): PriceInput {
  return {
    card: card(),
    zone: { code: '3', name: 'Nhật Bản' },
    goods: 'PARCEL',
    cargoUnit: 'CM_KG',
    chargeableWeight: 2.5,
    weights: { actual: 2.3, volumetric: 1.2, chargeable: 2.5, dimensions: '30×20×10' },
    surcharges: [],
    fuel: null,
    discount: null,
    vat: { percent: '0', domestic: false },
    fx: { rate: '25450', day: '2027-01-05' },
    day: '2027-01-05',
    locale: 'vi',
    ...over,
  };
}

describe('chargeable weight: the greater of actual and volumetric, rounded up to the step', () => {
  it('keeps exactly 0.5 and 20.0, and takes 20.01 to 20.5', () => {
    expect(chargeableWeight(0.5, 0, 0.5)).toBe(0.5);
    expect(chargeableWeight(20, 0, 0.5)).toBe(20);
    expect(chargeableWeight(20.01, 0, 0.5)).toBe(20.5);
    expect(chargeableWeight(0.01, 0, 0.5)).toBe(0.5);
    expect(chargeableWeight(0, 0, 0.5)).toBe(0);
  });
  it('volumetric equal to actual is that weight; the larger wins either way', () => {
    expect(chargeableWeight(3.2, 3.2, 0.5)).toBe(3.5);
    expect(chargeableWeight(2.3, 4.1, 0.5)).toBe(4.5);
    expect(chargeableWeight(4.1, 2.3, 1)).toBe(5);
  });
  it('divides by the card divisor: 60×40×40 is 19.2 kg at 5000 and 16 kg at 6000', () => {
    const piece = [{ length: 60, width: 40, height: 40, weight: 10, quantity: 1 }];
    expect(computeWeights('CM_KG', piece, { divisor: 5000, step: 0.5 }).chargeableWeight).toBe(19.5);
    expect(computeWeights('CM_KG', piece, { divisor: 6000, step: 0.5 }).chargeableWeight).toBe(16);
  });
});

describe('reading a card: breaks, additional steps, per-kg bands, minimum', () => {
  const body = card().body;
  it('prices up to each break, then each further 0.5 kg, then per kg of the whole weight', () => {
    expect(base(body, '3', 0.5)).toBe(16); // 15, but the zone minimum is 16
    expect(base(body, '1', 0.5)).toBe(14); // 12 → minimum 14
    expect(base(body, '3', 1)).toBe(19);
    expect(base(body, '3', 2)).toBe(27);
    expect(base(body, '3', 2.5)).toBe(31); // 27 + 1 × 4
    expect(base(body, '3', 20)).toBe(27 + 36 * 4);
    expect(base(body, '3', 20.5)).toBe(176.3); // 20.5 × 8.6
    expect(base(body, '3', 44)).toBe(378.4);
    expect(base(body, '3', 44.5)).toBe(new Decimal('44.5').times('8.51').toNumber());
    expect(base(body, '3', 1000)).toBe(8470);
  });
  it('has no price for a zone it does not know, or past its last row', () => {
    expect(base(body, '9', 1)).toEqual({ reason: 'NO_PRICE' });
    const closed = card({}, GRID.slice(0, 6)).body;
    expect(base(closed, '1', 20.5)).toMatchObject({ reason: 'OVER_MAX_WEIGHT' });
  });
  it('prices CBM per m³ (at least one) and containers each', () => {
    const cbm = baseRate(body, '2', { goods: 'PARCEL', cargoUnit: 'CBM', chargeableWeight: 0, volume: 0.4 });
    expect('reason' in cbm ? cbm : cbm.amount.toNumber()).toBe(320);
    const cont = baseRate(body, '2', {
      goods: 'PARCEL',
      cargoUnit: 'CONT',
      chargeableWeight: 0,
      containers: [{ containerType: '20GP', quantity: 2 }],
    });
    expect('reason' in cont ? cont : cont.amount.toNumber()).toBe(2000);
  });
  it('uses the documents matrix for documents when the card has one', () => {
    const read = readRateSheets(
      { PARCEL: GRID, DOCUMENTS: [GRID[0]!, [0.5, 8, 9, 10], [2, 11, 12, 13]] },
      '0.5',
    );
    expect(read.problems).toEqual([]);
    const docs = baseRate(read.body!, '3', { goods: 'DOCUMENTS', cargoUnit: 'CM_KG', chargeableWeight: 1 });
    expect('reason' in docs ? docs : docs.amount.toNumber()).toBe(16); // 13, the zone minimum 16
    // Heavier than the documents rows: the parcel rows price them.
    const heavy = baseRate(read.body!, '3', {
      goods: 'DOCUMENTS',
      cargoUnit: 'CM_KG',
      chargeableWeight: 2.5,
    });
    expect('reason' in heavy ? heavy : heavy.amount.toNumber()).toBe(31);
  });
  it('writes out the sheets it reads: a re-import is the same card', () => {
    const body = card().body;
    const again = readRateSheets(rateSheets(body), '0.5');
    expect(again.body).toEqual(body);
  });
});

describe('a wrong file is refused whole, each wrong cell named', () => {
  it('names a cell that is not a price, an empty one, and a weight out of order', () => {
    const grid = GRID.map((r) => [...r]);
    grid[3]![3] = '12,5a';
    grid[4]![1] = '';
    grid[5]![0] = '1';
    const read = readRateSheets({ PARCEL: grid }, '0.5');
    expect(read.body).toBeNull();
    expect(read.problems).toEqual([
      { sheet: 'PARCEL', cell: 'D4', code: 'NOT_A_PRICE', value: '12,5a' },
      { sheet: 'PARCEL', cell: 'B5', code: 'EMPTY' },
      { sheet: 'PARCEL', cell: 'A6', code: 'ORDER', value: '1' },
    ]);
  });
  it('reads a Vietnamese decimal comma in a text cell', () => {
    const grid = GRID.map((r) => [...r]);
    grid[1]![1] = '12,5';
    expect(readRateSheets({ PARCEL: grid }, '0.5').body?.parcel.rows[0]?.prices['1']).toBe('12.5');
  });
  it('refuses a card whose price goes down as the weight grows, naming where', () => {
    const grid = GRID.map((r) => [...r]);
    grid[6]![3] = 5; // 20.5 kg × 5 = 102.5 < 171 at 20 kg
    const read = readRateSheets({ PARCEL: grid }, '0.5');
    expect(read.problems).toEqual([
      {
        sheet: 'PARCEL',
        cell: 'D7',
        code: 'DECREASES',
        detail: { kg: '20.5', zone: '3', price: '102.5', before: '171' },
      },
    ]);
  });
  it('refuses a sheet without zones and a file without its PARCEL sheet', () => {
    expect(readRateSheets({ PARCEL: [['KG'], [0.5]] }, '0.5').problems[0]).toMatchObject({
      code: 'NO_ZONES',
    });
    expect(readRateSheets({ OTHER: GRID }, '0.5').problems[0]).toMatchObject({ code: 'NO_SHEET' });
  });
});

describe('property: for a fixed card, the price never decreases as the weight grows', () => {
  it('holds for every zone and every pair of weights', () => {
    const body = card().body;
    fc.assert(
      fc.property(
        fc.constantFrom('1', '2', '3'),
        fc.integer({ min: 1, max: 2400 }),
        fc.integer({ min: 0, max: 400 }),
        (zone, halves, more) => {
          const a = base(body, zone, halves / 2) as number;
          const b = base(body, zone, (halves + more) / 2) as number;
          expect(b).toBeGreaterThanOrEqual(a);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('which card, fuel month, contract, exchange rate and VAT', () => {
  it('a card valid from 1 January prices bookings from 00:00 that day in Ho Chi Minh', () => {
    const old = card({ id: 'old', validFrom: '2026-01-01', validTo: '2026-12-31' });
    const next = card({ id: 'new', validFrom: '2027-01-01' });
    const draft = card({ id: 'draft', validFrom: '2027-01-01', status: 'DRAFT', version: 9 });
    const at = (iso: string) => cardOn([old, next, draft], todayInHcm(new Date(iso)))?.id;
    expect(at('2026-12-31T16:59:59Z')).toBe('old'); // 23:59:59 in Ho Chi Minh
    expect(at('2026-12-31T17:00:00Z')).toBe('new'); // 00:00 on 1 January
    expect(cardOn([old], '2027-01-01')).toBeNull();
  });
  it('the fuel percentage is the booking month’s', () => {
    expect(monthOf(todayInHcm(new Date('2027-01-31T17:00:00Z')))).toBe('2027-02');
    expect(monthOf(todayInHcm(new Date('2027-01-31T16:59:00Z')))).toBe('2027-01');
  });
  it('a contract card beats a contract percentage, which beats the customer’s own discount', () => {
    const c = (over: Partial<ContractTerm>): ContractTerm => ({
      id: 'x',
      name: 'HĐ',
      kind: 'PERCENT',
      carrier: null,
      service: 'EXPRESS',
      rateCardId: null,
      percent: '10',
      validFrom: '2027-01-01',
      validTo: null,
      status: 'ACTIVE',
      ...over,
    });
    const at = { carrier: 'DHL' as const, service: 'EXPRESS' as const, day: '2027-02-01' };
    const pct = c({ id: 'pct' });
    const own = c({ id: 'card', kind: 'CARD', carrier: 'DHL', rateCardId: 'rc', percent: null });
    expect(pricingTerms([pct, own], at, 5)).toMatchObject({ source: 'CONTRACT_CARD', rateCardId: 'rc' });
    expect(pricingTerms([pct], at, 5)).toMatchObject({ source: 'CONTRACT_PERCENT', percent: '10' });
    expect(pricingTerms([pct, c({ id: 'dhl', carrier: 'DHL', percent: '12' })], at, 5)).toMatchObject({
      contract: { id: 'dhl' },
    });
    // Pending, ended, another service or another carrier: the standard card and the customer's 5 %.
    for (const other of [
      c({ status: 'PENDING' }),
      c({ validTo: '2027-01-31' }),
      c({ service: 'ECONOMY' }),
      c({ kind: 'CARD', carrier: 'UPS', rateCardId: 'u', percent: null }),
    ])
      expect(pricingTerms([other], at, 5)).toEqual({ source: 'STANDARD', percent: '5' });
  });
  it('a day with no exchange rate takes the latest earlier one', () => {
    const rates = [
      { day: '2027-01-02', currency: 'USD' as const, vndPerUnit: '25400' },
      { day: '2027-01-04', currency: 'USD' as const, vndPerUnit: '25450' },
      { day: '2027-01-06', currency: 'USD' as const, vndPerUnit: '25500' },
    ];
    expect(fxOn(rates, 'USD', '2027-01-05')?.vndPerUnit).toBe('25450');
    expect(fxOn(rates, 'USD', '2027-01-06')?.vndPerUnit).toBe('25500');
    expect(fxOn(rates, 'USD', '2027-01-01')).toBeNull();
    expect(fxOn(rates, 'EUR', '2027-01-05')).toBeNull();
  });
  it('the VAT rate is the latest that started by the day', () => {
    const rates = [
      { kind: 'DOMESTIC' as const, percent: '10', validFrom: '2020-01-01' },
      { kind: 'DOMESTIC' as const, percent: '8', validFrom: '2025-07-01' },
      { kind: 'INTERNATIONAL' as const, percent: '0', validFrom: '2020-01-01' },
    ];
    expect(vatOn(rates, 'DOMESTIC', '2025-06-30')?.percent).toBe('10');
    expect(vatOn(rates, 'DOMESTIC', '2025-07-01')?.percent).toBe('8');
    expect(vatOn(rates, 'INTERNATIONAL', '2027-01-01')?.percent).toBe('0');
  });
});

describe('the price, line by line', () => {
  it('explains the base as the quote shows it, in Vietnamese and in English', () => {
    const vi = priceOption(input());
    if ('reason' in vi) throw new Error(vi.reason);
    expect(vi.lines[0]).toMatchObject({ code: 'BASE', amount: 31, currency: 'USD' });
    expect(vi.lines[0]!.explanation).toBe(
      '2,5 kg tính cước (thể tích 30×20×10 / 5000 = 1,2 kg; thực 2,3 kg; làm tròn lên 0,5 kg) · vùng 3 (Nhật Bản) · bảng giá EXPRESS 2027 · 2 kg đầu 27,00 USD + 1 × 4,00 USD',
    );
    const en = priceOption(input({ locale: 'en', zone: { code: '3', name: 'Japan' } }));
    if ('reason' in en) throw new Error(en.reason);
    expect(en.lines[0]!.explanation).toBe(
      '2.5 kg chargeable (volumetric 30×20×10 / 5000 = 1.2 kg; actual 2.3 kg; rounded up to 0.5 kg) · zone 3 (Japan) · rate card EXPRESS 2027 · first 2 kg 27.00 USD + 1 × 4.00 USD',
    );
  });
  it('discount off the base, fuel on the net base and the fuel-bearing surcharges, VAT on all', () => {
    const p = priceOption(
      input({
        discount: { percent: '10', source: 'CONTRACT', contract: 'HĐ-01' },
        surcharges: [
          {
            code: 'REMOTE_AREA',
            nameVi: 'Vùng sâu',
            nameEn: 'Remote area',
            amount: 20,
            currency: 'USD',
            fuelBearing: true,
          },
          {
            code: 'OVERSIZE',
            nameVi: 'Quá khổ',
            nameEn: 'Oversize',
            amount: 10,
            currency: 'USD',
            fuelBearing: false,
          },
          { code: 'JP_FEE', nameVi: 'Phí', nameEn: 'Fee', amount: 500, currency: 'JSP', fuelBearing: true },
        ],
        fuel: { percent: '25.5', month: '2027-01' },
        vat: { percent: '8', domestic: true },
      }),
    );
    if ('reason' in p) throw new Error(p.reason);
    // base 31, discount 3.10, net 27.90; fuel 25.5 % × (27.90 + 20) = 12.2145 → 12.21;
    // before VAT 27.90 + 30 + 12.21 = 70.11; VAT 8 % = 5.6088 → 5.61; total 75.72.
    expect(p.lines.map((l) => [l.code, l.amount, l.counted])).toEqual([
      ['BASE', 31, true],
      ['DISCOUNT', -3.1, true],
      ['REMOTE_AREA', 20, true],
      ['OVERSIZE', 10, true],
      ['JP_FEE', 500, false],
      ['FUEL', 12.21, true],
      ['VAT', 5.61, true],
    ]);
    expect(p.total).toBe(75.72);
    expect(p.lines.find((l) => l.code === 'FUEL')?.explanation).toBe(
      'tháng 01/2027: 25,5 % × (27,90 USD + 20,00 USD)',
    );
    // 75.72 × 25,450 = 1,927,074 đồng.
    expect(p.totalVnd).toBe(1_927_074);
    expect(p.parts).toEqual({ base: 31, surcharges: 30, fuel: 12.21, discount: 3.1, vat: 5.61 });
  });
  it('the total is the sum of the rounded lines: 0.1 + 0.2 is 0.3', () => {
    const grid: Grid = [
      ['KG', 'Zone 1'],
      [1, '0.1'],
    ];
    const p = priceOption(
      input({
        card: card({}, grid),
        zone: { code: '1', name: 'A' },
        chargeableWeight: 1,
        surcharges: [
          { code: 'X', nameVi: 'X', nameEn: 'X', amount: '0.2', currency: 'USD', fuelBearing: false },
        ],
        fx: { rate: '1', day: '2027-01-05' },
      }),
    );
    if ('reason' in p) throw new Error(p.reason);
    expect(p.total).toBe(0.3);
    expect(0.1 + 0.2).not.toBe(0.3);
  });
  it('rounds VND half up to the đồng, and says when the rate is an earlier day’s', () => {
    expect(roundMinor('12345.5', 'VND').toNumber()).toBe(12346);
    expect(roundMinor('12345.49', 'VND').toNumber()).toBe(12345);
    expect(roundMinor('2.005', 'USD').toNumber()).toBe(2.01);
    const p = priceOption(input({ fx: { rate: '25450.5', day: '2027-01-04' } }));
    if ('reason' in p) throw new Error(p.reason);
    // 31 × 25,450.5 = 788,965.5 → 788,966.
    expect(p.totalVnd).toBe(788_966);
    expect(p.fx?.explanation).toBe(
      '1 USD = 25.450,5 VND (tỷ giá ngày 04-01-2027) · ngày 05-01-2027 chưa có tỷ giá',
    );
  });
  it('a card in VND is its own VND total; no rate for another currency leaves it unknown', () => {
    const vnd = priceOption(
      input({
        card: card({ currency: 'VND' }, [
          ['KG', 'Zone 1'],
          [1, 30000],
        ]),
        zone: { code: '1', name: 'Nội thành' },
        chargeableWeight: 1,
        vat: { percent: '8', domestic: true },
      }),
    );
    if ('reason' in vnd) throw new Error(vnd.reason);
    expect([vnd.total, vnd.totalVnd]).toEqual([32400, 32400]);
    const none = priceOption(input({ fx: null }));
    if ('reason' in none) throw new Error(none.reason);
    expect(none.totalVnd).toBeNull();
  });
  it('shows transit days of the zone', () => {
    const p = priceOption(input());
    if ('reason' in p) throw new Error(p.reason);
    expect(p.transitDays).toBe('4');
  });
});

describe('zones', () => {
  const set = {
    zones: [
      { code: '1', name: 'Hồ Chí Minh', countries: ['VN'], provinces: ['79'] },
      { code: '2', name: 'Còn lại', countries: ['VN'] },
      { code: '3', name: 'Nhật Bản', countries: ['JP'] },
      {
        code: '4',
        name: 'Tokyo',
        countries: ['JP'],
        postalRanges: [{ country: 'JP', from: '1000000', to: '2099999' }],
      },
    ],
  };
  it('a narrowed zone first, then the whole country; none is null', () => {
    expect(zoneOf(set, { country: 'VN', provinceCode: '79' })?.code).toBe('1');
    expect(zoneOf(set, { country: 'VN', provinceCode: '01' })?.code).toBe('2');
    expect(zoneOf(set, { country: 'JP', postalCode: '150-0001' })?.code).toBe('4');
    expect(zoneOf(set, { country: 'JP', postalCode: '530-0001' })?.code).toBe('3');
    expect(zoneOf(set, { country: 'us' })).toBeNull();
  });
});
