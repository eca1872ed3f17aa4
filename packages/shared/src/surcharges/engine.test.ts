import { describe, expect, it } from 'vitest';
import { checkSurcharges, roundMoney, roundUpWeight } from './engine';
import { SAMPLE_SURCHARGE_MASTER_DATA, SURCHARGE_CATALOGUE } from './rules';
import {
  CARRIERS,
  type Carrier,
  type CarrierResult,
  NON_CARTON_PACKAGING,
  SURCHARGE_FEE_CODES,
  type SurchargeCode,
  type SurchargeMasterData,
  type TSurchargeCheckInput,
  ZSurchargeCheckRequest,
  ZSurchargeMasterData,
} from './types';

type Piece = TSurchargeCheckInput['pieces'][number];
type Request = Omit<TSurchargeCheckInput, 'pieces' | 'destination'> & {
  destination?: TSurchargeCheckInput['destination'];
};

const MASTER = SAMPLE_SURCHARGE_MASTER_DATA;

const piece = (overrides: Partial<Piece> = {}): Piece => ({
  length: 10,
  width: 10,
  height: 10,
  weight: 1,
  ...overrides,
});

function check(
  carrier: Carrier,
  pieces: Piece[],
  request: Request = {},
  master: SurchargeMasterData = MASTER,
  locale: 'vi' | 'en' = 'en',
): CarrierResult {
  const { results } = checkSurcharges(
    { destination: { country: 'DE' }, ...request, carrier, pieces },
    master,
    locale,
  );
  expect(results).toHaveLength(1);
  const [result] = results;
  if (!result) throw new Error('no result');
  return result;
}

const codes = (r: CarrierResult): SurchargeCode[] => r.surcharges.map((s) => s.code);
const line = (r: CarrierResult, code: SurchargeCode) => {
  const found = r.surcharges.find((s) => s.code === code);
  if (!found) throw new Error(`${code} not applied; got ${codes(r).join(', ')}`);
  return found;
};

interface ThresholdCase {
  name: string;
  carrier: Carrier;
  code: SurchargeCode;
  piece: Partial<Piece>;
  applies: boolean;
}

/** The cases of one carrier's surcharge code: [name, piece, applies]. */
const casesOf = (
  carrier: Carrier,
  code: SurchargeCode,
  rows: [name: string, piece: Partial<Piece>, applies: boolean][],
): ThresholdCase[] => rows.map(([name, piece, applies]) => ({ name, carrier, code, piece, applies }));

const thresholdCases: ThresholdCase[] = [
  // DHL: over 70 kg actual or volumetric, any side over 120 cm
  ...casesOf('DHL', 'OVERSIZE_PACKAGE', [
    ['DHL 70 kg', { weight: 70 }, false],
    ['DHL 70.01 kg', { weight: 70.01 }, true],
    ['DHL volumetric 100×100×35 = 70 kg', { length: 100, width: 100, height: 35, weight: 5 }, false],
    ['DHL volumetric 120×100×30 = 72 kg', { length: 120, width: 100, height: 30, weight: 5 }, true],
  ]),
  ...casesOf('DHL', 'OVERLENGTH_PACKAGE', [
    ['DHL side 120 cm', { height: 120 }, false],
    ['DHL side 120.1 cm', { height: 120.1 }, true],
  ]),
  // FedEx additional handling: longest 121, second 76, length + girth 266, weight 31
  ...casesOf('FEDEX', 'ADDITIONAL_HANDLING_DIMENSIONS', [
    ['FedEx longest 121', { length: 121 }, false],
    ['FedEx longest 121.1', { length: 121.1 }, true],
    ['FedEx second 76 (80×76×5, L+G 242)', { length: 80, width: 76, height: 5 }, false],
    ['FedEx second 76.1', { length: 80, width: 76.1, height: 5 }, true],
    ['FedEx L+G 266 (120×36×37)', { length: 120, width: 36, height: 37 }, false],
    ['FedEx L+G 266.1 (120×36×37.05)', { length: 120, width: 36, height: 37.05 }, true],
  ]),
  ...casesOf('FEDEX', 'ADDITIONAL_HANDLING_WEIGHT', [
    ['FedEx 31 kg', { weight: 31 }, false],
    ['FedEx 31.01 kg', { weight: 31.01 }, true],
  ]),
  ...casesOf('FEDEX', 'HEAVY_GOODS', [
    ['FedEx heavy goods 157', { length: 157 }, false],
    ['FedEx heavy goods 157.1', { length: 157.1 }, true],
  ]),
  ...casesOf('FEDEX', 'OVERSIZE', [
    ['FedEx oversize 243', { length: 243 }, false],
    ['FedEx oversize 243.1', { length: 243.1 }, true],
    ['FedEx oversize L+G 330 (200×30×35)', { length: 200, width: 30, height: 35 }, false],
    ['FedEx oversize L+G 330.1 (200×30×35.05)', { length: 200, width: 30, height: 35.05 }, true],
  ]),
  // UPS additional handling: longest 122, second 76, 32 kg; large package 300 < L+G ≤ 400
  ...casesOf('UPS', 'ADDITIONAL_HANDLING', [
    ['UPS longest 122', { width: 122 }, false],
    ['UPS longest 122.1', { width: 122.1 }, true],
    ['UPS second 76', { length: 80, width: 5, height: 76 }, false],
    ['UPS second 76.1', { length: 80, width: 5, height: 76.1 }, true],
    ['UPS 32 kg', { weight: 32 }, false],
    ['UPS 32.01 kg', { weight: 32.01 }, true],
  ]),
  ...casesOf('UPS', 'LARGE_PACKAGE', [
    ['UPS L+G 300 (150×30×45)', { length: 150, width: 30, height: 45 }, false],
    ['UPS L+G 300.1 (150×30×45.05)', { length: 150, width: 30, height: 45.05 }, true],
    ['UPS L+G 400 (200×50×50) is still a large package', { length: 200, width: 50, height: 50 }, true],
    [
      'UPS L+G 400.1 is over the maximum, not a large package',
      { length: 200, width: 50, height: 50.05 },
      false,
    ],
  ]),
];

describe('thresholds: "over N" is strict', () => {
  it.each(thresholdCases)('$name → $code applies: $applies', ({ carrier, code, piece: p, applies }) => {
    const result = check(carrier, [piece(p)]);
    expect(codes(result).includes(code)).toBe(applies);
    if (applies) expect(line(result, code).pieces).toEqual([0]);
  });
});

describe('packaging and shape', () => {
  it.each(NON_CARTON_PACKAGING)(
    'FedEx packaging %s triggers additional handling (packaging)',
    (packaging) => {
      const result = check('FEDEX', [piece({ packaging })]);
      expect(codes(result)).toEqual(['ADDITIONAL_HANDLING_PACKAGING']);
    },
  );

  it.each(['CARTON', 'PALLET'] as const)(
    'FedEx packaging %s is not one of the six sub-options',
    (packaging) => {
      expect(codes(check('FEDEX', [piece({ packaging })]))).toEqual([]);
    },
  );

  it.each([
    { packaging: 'CARTON', shape: 'BOX', applies: false },
    { packaging: 'CARTON', shape: 'IRREGULAR', applies: false },
    { packaging: 'CARTON', shape: 'CYLINDER', applies: true },
    { packaging: 'WOODEN_CRATE', shape: 'BOX', applies: true },
    { packaging: 'PALLET', shape: 'BOX', applies: true },
    { packaging: 'BAG_OR_SOFT_WRAP', shape: 'BOX', applies: true },
  ] as const)('UPS $packaging / $shape → additional handling: $applies', ({ packaging, shape, applies }) => {
    const result = check('UPS', [piece({ packaging, shape })]);
    expect(codes(result).includes('ADDITIONAL_HANDLING')).toBe(applies);
  });

  it('defaults to a carton box when packaging and shape are omitted', () => {
    expect(codes(check('UPS', [piece()]))).toEqual([]);
  });
});

describe('not accepted: carrier maximums', () => {
  it.each([
    { carrier: 'DHL', p: { weight: 300 }, accepted: true },
    { carrier: 'DHL', p: { weight: 300.01 }, accepted: false },
    { carrier: 'DHL', p: { length: 300 }, accepted: true },
    { carrier: 'DHL', p: { length: 300.1 }, accepted: false },
    { carrier: 'FEDEX', p: { weight: 68 }, accepted: true },
    { carrier: 'FEDEX', p: { weight: 68.01 }, accepted: false },
    { carrier: 'FEDEX', p: { length: 274 }, accepted: true },
    { carrier: 'FEDEX', p: { length: 274.1 }, accepted: false },
    { carrier: 'FEDEX', p: { length: 250, width: 40, height: 44.5 }, accepted: true },
    { carrier: 'FEDEX', p: { length: 250, width: 40, height: 44.55 }, accepted: false },
    { carrier: 'UPS', p: { weight: 70 }, accepted: true },
    { carrier: 'UPS', p: { weight: 70.01 }, accepted: false },
    { carrier: 'UPS', p: { length: 274 }, accepted: true },
    { carrier: 'UPS', p: { length: 274.1 }, accepted: false },
    { carrier: 'UPS', p: { length: 200, width: 50, height: 50 }, accepted: true },
    { carrier: 'UPS', p: { length: 200, width: 50, height: 50.05 }, accepted: false },
  ] as const)('$carrier $p → accepted: $accepted', ({ carrier, p, accepted }) => {
    const result = check(carrier, [piece(p)]);
    expect(result.accepted).toBe(accepted);
    if (accepted) expect(result.notAcceptedReason).toBeUndefined();
    else expect(result.notAcceptedReason).toMatch(/maximum/);
  });

  it('explains a UPS refusal over 400 cm in both locales and names the piece', () => {
    const pieces = [piece(), piece({ length: 200, width: 50, height: 50.05 })];
    const en = check('UPS', pieces, {}, MASTER, 'en');
    const vi = check('UPS', pieces, {}, MASTER, 'vi');
    expect(en.accepted).toBe(false);
    expect(en.notAcceptedReason).toBe('piece 2: length + girth 400.1 cm exceeds the 400 cm maximum');
    expect(vi.notAcceptedReason).toBe('kiện 2: chiều dài + chu vi 400,1 cm vượt mức tối đa 400 cm');
  });

  it('still lists the surcharges of a refused shipment', () => {
    const result = check('FEDEX', [piece({ weight: 80 })]);
    expect(result.accepted).toBe(false);
    expect(codes(result)).toContain('ADDITIONAL_HANDLING_WEIGHT');
  });
});

describe('billable weight', () => {
  it.each([
    { name: 'actual weight rounded up to 0.5', pieces: [piece({ weight: 10.01 })], kg: 10.5 },
    { name: 'exact half stays', pieces: [piece({ weight: 10.5 })], kg: 10.5 },
    { name: 'whole kg stays', pieces: [piece({ weight: 10 })], kg: 10 },
    { name: 'volumetric wins', pieces: [piece({ length: 50, width: 40, height: 30, weight: 2 })], kg: 12 },
    { name: 'quantity multiplies', pieces: [piece({ weight: 2.2, quantity: 3 })], kg: 7 },
    {
      name: 'sum over rows, then rounded',
      pieces: [piece({ weight: 1.1 }), piece({ weight: 1.1, quantity: 2 })],
      kg: 3.5,
    },
  ])('$name → $kg kg for every carrier', ({ pieces, kg }) => {
    for (const carrier of CARRIERS) expect(check(carrier, pieces).billableWeight).toBe(kg);
  });

  it('bills a UPS large package at least 40 kg per piece, counting quantity; other carriers do not', () => {
    // 250×20×20: L+G 330 cm (large), volumetric 20 kg, actual 5 kg.
    const pieces = [
      piece({ length: 250, width: 20, height: 20, weight: 5, quantity: 2 }),
      piece({ weight: 3 }),
    ];
    expect(check('UPS', pieces).billableWeight).toBe(83);
    expect(check('DHL', pieces).billableWeight).toBe(43);
    expect(check('FEDEX', pieces).billableWeight).toBe(43);
  });

  it('keeps a heavier UPS large package at its own weight', () => {
    expect(check('UPS', [piece({ length: 250, width: 20, height: 20, weight: 55 })]).billableWeight).toBe(55);
  });

  it('does not apply the 40 kg floor at exactly 300 cm', () => {
    expect(check('UPS', [piece({ length: 150, width: 30, height: 45, weight: 5 })]).billableWeight).toBe(
      40.5,
    );
    expect(check('UPS', [piece({ length: 250, width: 10, height: 15, weight: 5 })]).billableWeight).toBe(7.5);
  });

  it('rounds up to the increment without float noise', () => {
    expect(roundUpWeight(0.1 + 0.2, 0.5)).toBe(0.5);
    expect(roundUpWeight(1.5, 0.5)).toBe(1.5);
    expect(roundUpWeight(1.500001, 0.5)).toBe(2);
  });
});

describe('UPS remote area basis', () => {
  const remote = { destination: { country: 'US', postalCode: '99501' } };

  it.each([
    { weight: 50, code: 'REMOTE_AREA', other: 'REMOTE_AREA_PER_KG', total: 35, reason: /per piece/ },
    { weight: 50.01, code: 'REMOTE_AREA_PER_KG', other: 'REMOTE_AREA', total: 40.4, reason: /per kg/ },
  ] as const)('$weight kg → $code ($total USD)', ({ weight, code, other, total, reason }) => {
    const result = check('UPS', [piece({ weight })], remote);
    expect(codes(result)).toContain(code);
    expect(codes(result)).not.toContain(other);
    const l = line(result, code);
    expect(l.total).toBe(total);
    expect(l.reason).toMatch(/delivery postal code 99501 \(US\) is in a remote area/);
    expect(l.reason).toMatch(reason);
  });

  it('splits a mixed shipment between the two bases and counts quantity', () => {
    const result = check(
      'UPS',
      [piece({ weight: 10, quantity: 2 }), piece({ weight: 60 }), piece({ weight: 20 })],
      remote,
    );
    const perPiece = line(result, 'REMOTE_AREA');
    const perKg = line(result, 'REMOTE_AREA_PER_KG');
    expect(perPiece.pieces).toEqual([0, 2]);
    expect(perPiece.total).toBe(35 * 3);
    expect(perKg.pieces).toEqual([1]);
    expect(perKg.total).toBe(48);
    expect(perKg.fee).toEqual({ amount: 0.8, currency: 'USD', basis: 'PER_KG' });
  });

  it('does not apply outside the remote list', () => {
    const result = check('UPS', [piece()], { destination: { country: 'US', postalCode: '10001' } });
    expect(codes(result)).toEqual([]);
  });
});

describe('destination, origin and flag surcharges', () => {
  it('DHL applies its eight codes in catalogue order', () => {
    const result = check(
      'DHL',
      [
        piece({ weight: 75 }),
        piece({ length: 130, packaging: 'PALLET', quantity: 2 }),
        piece({ weight: 5, quantity: 3 }),
      ],
      {
        destination: { country: 'KP', postalCode: '1' },
        originPostalCode: '881234',
        flags: { nonStackablePallet: true, addressCorrection: true },
      },
      {
        ...MASTER,
        remotePostalCodes: { ...MASTER.remotePostalCodes, DHL: { KP: ['1'], VN: ['881*'] } },
        highRiskDestinations: { ...MASTER.highRiskDestinations, DHL: ['kp'] },
      },
    );
    expect(codes(result)).toEqual(SURCHARGE_CATALOGUE.DHL.map((e) => e.code));
    expect(line(result, 'OVERSIZE_PACKAGE').pieces).toEqual([0]);
    expect(line(result, 'OVERLENGTH_PACKAGE').pieces).toEqual([1]);
    expect(line(result, 'OVERLENGTH_PACKAGE').total).toBe(60);
    // Per pallet when pallets are declared: one row of two pallets.
    expect(line(result, 'NON_STACKABLE_PALLET').pieces).toEqual([1]);
    expect(line(result, 'NON_STACKABLE_PALLET').total).toBe(300);
    // Per shipment: once, whatever the number of pieces.
    expect(line(result, 'ADDRESS_CORRECTION').total).toBe(13);
    expect(line(result, 'ADDRESS_CORRECTION').pieces).toEqual([0, 1, 2]);
    expect(line(result, 'REMOTE_AREA_PICKUP').reason).toBe(
      'pickup postal code 881234 (VN) is in a remote area',
    );
    expect(result.total).toBe(100 + 60 + 300 + 13 + 35 + 35 + 30 + 30);
    expect(result.currency).toBe('USD');
    expect(result.totals).toEqual({ USD: result.total });
  });

  it.each([
    { country: 'IR', code: 'RESTRICTED_DESTINATION' },
    { country: 'ye', code: 'HIGH_RISK' },
  ] as const)('DHL destination $country → $code', ({ country, code }) => {
    expect(codes(check('DHL', [piece()], { destination: { country } }))).toEqual([code]);
  });

  it.each([
    { postalCode: '100-1211', remote: true },
    { postalCode: '1001211', remote: true },
    { postalCode: ' 100 1211 ', remote: true },
    { postalCode: '100-0001', remote: false },
    { postalCode: '', remote: false },
  ])('DHL JP postal code "$postalCode" remote: $remote', ({ postalCode, remote }) => {
    const result = check('DHL', [piece()], { destination: { country: 'JP', postalCode } });
    expect(codes(result).includes('REMOTE_AREA_DELIVERY')).toBe(remote);
  });

  it('matches the remote list of the destination country only', () => {
    expect(
      codes(check('DHL', [piece()], { destination: { country: 'US', postalCode: '100-1211' } })),
    ).toEqual([]);
  });

  it.each([
    { name: 'pickup only', dest: '10001', origin: '880000', reasons: ['pickup'] },
    { name: 'delivery only', dest: '99501', origin: '700000', reasons: ['delivery'] },
    { name: 'both, one fee', dest: '99501', origin: '880000', reasons: ['delivery', 'pickup'] },
  ])('FedEx remote area: $name', ({ dest, origin, reasons }) => {
    const result = check('FEDEX', [piece(), piece()], {
      destination: { country: 'US', postalCode: dest },
      originPostalCode: origin,
    });
    const l = line(result, 'REMOTE_AREA');
    expect(l.total).toBe(32);
    for (const word of reasons) expect(l.reason).toContain(word);
    expect(l.reason.split('; ')).toHaveLength(reasons.length);
  });

  it('UPS flags: address change per shipment, residential, duty paid per piece counting quantity', () => {
    const result = check('UPS', [piece({ quantity: 4 }), piece()], {
      destination: { country: 'DE', residential: true },
      flags: { addressChange: true, dutyPaid: true, addressCorrection: true, nonStackablePallet: true },
    });
    expect(codes(result)).toEqual(['ADDRESS_CHANGE', 'RESIDENTIAL', 'DUTY_PAID']);
    expect(line(result, 'ADDRESS_CHANGE').total).toBe(15);
    expect(line(result, 'RESIDENTIAL').total).toBe(6);
    expect(line(result, 'DUTY_PAID').pieces).toEqual([0, 1]);
    expect(line(result, 'DUTY_PAID').total).toBe(125);
    expect(result.total).toBe(146);
  });

  it('ignores flags that belong to another carrier', () => {
    const flags = { addressChange: true, dutyPaid: true, addressCorrection: true, nonStackablePallet: true };
    expect(codes(check('FEDEX', [piece()], { flags }))).toEqual([]);
    expect(codes(check('DHL', [piece()], { flags }))).toEqual(['NON_STACKABLE_PALLET', 'ADDRESS_CORRECTION']);
  });
});

describe('multi-piece and quantity', () => {
  it('lists the triggering piece indexes and charges per piece × quantity', () => {
    const result = check('UPS', [
      piece(),
      piece({ weight: 40, quantity: 3 }),
      piece({ length: 130 }),
      piece({ weight: 33, length: 125 }),
    ]);
    const ah = line(result, 'ADDITIONAL_HANDLING');
    expect(ah.pieces).toEqual([1, 2, 3]);
    expect(ah.fee).toEqual({ amount: 30, currency: 'USD', basis: 'PER_PIECE' });
    expect(ah.total).toBe(30 * 5);
    expect(ah.reason).toBe(
      'piece 2: weight 40 kg > 32 kg; piece 3: longest side 130 cm > 122 cm; ' +
        'piece 4: longest side 125 cm > 122 cm, weight 33 kg > 32 kg',
    );
    expect(result.total).toBe(150);
  });

  it('charges a UPS large package per piece and bills its row at 40 kg per unit', () => {
    const result = check('UPS', [piece({ length: 250, width: 20, height: 20, weight: 5, quantity: 2 })]);
    expect(line(result, 'LARGE_PACKAGE').total).toBe(240);
    expect(line(result, 'LARGE_PACKAGE').reason).toBe(
      'length + girth 330 cm > 300 cm (up to 400 cm); billed at least 40 kg',
    );
    expect(result.billableWeight).toBe(80);
  });

  it('checks all three carriers in order when the carrier is omitted', () => {
    const { results } = checkSurcharges(
      { destination: { country: 'DE' }, pieces: [piece({ weight: 31.5 })] },
      MASTER,
    );
    expect(results.map((r) => r.carrier)).toEqual(['DHL', 'FEDEX', 'UPS']);
    expect(results.map((r) => r.carrierName)).toEqual(['DHL Express', 'FedEx', 'UPS']);
    expect(results.map(codes)).toEqual([[], ['ADDITIONAL_HANDLING_WEIGHT'], []]);
  });
});

describe('fees', () => {
  const bare = (fees: SurchargeMasterData['fees']['UPS']): SurchargeMasterData => ({
    ...MASTER,
    fees: { DHL: {}, FEDEX: {}, UPS: fees },
    carrierNames: undefined,
  });

  it('applies a surcharge with fee null and total 0 when no fee is configured', () => {
    const result = check('UPS', [piece({ weight: 40 })], {}, bare({}));
    expect(line(result, 'ADDITIONAL_HANDLING').fee).toBeNull();
    expect(line(result, 'ADDITIONAL_HANDLING').total).toBe(0);
    expect(result.total).toBe(0);
    expect(result.currency).toBeNull();
    expect(result.totals).toEqual({});
    expect(result.carrierName).toBe('UPS');
  });

  it('sums per currency when fees mix currencies, and rounds VND to integers and others to cents', () => {
    const result = check(
      'UPS',
      [piece({ weight: 40, quantity: 3 })],
      { destination: { country: 'DE', residential: true }, flags: { addressChange: true } },
      bare({
        ADDITIONAL_HANDLING: { amount: 100000.4, currency: 'VND', basis: 'PER_PIECE' },
        ADDRESS_CHANGE: { amount: 6.005, currency: 'USD', basis: 'PER_SHIPMENT' },
        RESIDENTIAL: { amount: 1.333, currency: 'USD', basis: 'PER_SHIPMENT' },
      }),
    );
    expect(line(result, 'ADDITIONAL_HANDLING').total).toBe(300001);
    expect(line(result, 'ADDRESS_CHANGE').total).toBe(6.01);
    expect(line(result, 'RESIDENTIAL').total).toBe(1.33);
    expect(result.totals).toEqual({ VND: 300001, USD: 7.34 });
    expect(result.currency).toBe('VND');
    expect(result.total).toBe(300001);
  });

  it('charges PER_KG on the billable weight of the triggering pieces only', () => {
    const result = check(
      'UPS',
      [piece({ weight: 33.2, quantity: 2 }), piece({ weight: 20 })],
      {},
      bare({ ADDITIONAL_HANDLING: { amount: 10, currency: 'USD', basis: 'PER_KG' } }),
    );
    expect(line(result, 'ADDITIONAL_HANDLING').total).toBe(665);
  });

  it('rounds money half up despite binary floats', () => {
    expect(roundMoney(1.005, 'USD')).toBe(1.01);
    expect(roundMoney(0.1 + 0.2, 'EUR')).toBe(0.3);
    expect(roundMoney(12345.5, 'VND')).toBe(12346);
  });
});

describe('locales', () => {
  it('gives names and reasons in Vietnamese by default, with both names always present', () => {
    const { results } = checkSurcharges(
      { carrier: 'UPS', destination: { country: 'DE' }, pieces: [piece({ length: 125 })] },
      MASTER,
    );
    const ah = results[0]?.surcharges[0];
    expect(ah).toMatchObject({
      code: 'ADDITIONAL_HANDLING',
      name: 'Phụ phí xử lý đặc biệt',
      nameVi: 'Phụ phí xử lý đặc biệt',
      nameEn: 'Additional handling',
      reason: 'cạnh dài nhất 125 cm > 122 cm',
    });
  });

  it.each([
    { locale: 'en', name: 'Over-length package', reason: 'longest side 120.1 cm > 120 cm' },
    { locale: 'vi', name: 'Phụ phí kiện hàng quá dài', reason: 'cạnh dài nhất 120,1 cm > 120 cm' },
  ] as const)('DHL over-length in $locale', ({ locale, name, reason }) => {
    const result = check('DHL', [piece({ length: 120.1 })], {}, MASTER, locale);
    expect(line(result, 'OVERLENGTH_PACKAGE')).toMatchObject({ name, reason });
  });

  it.each([
    { locale: 'en', reason: 'volumetric weight 72 kg > 70 kg' },
    { locale: 'vi', reason: 'trọng lượng quy đổi 72 kg > 70 kg' },
  ] as const)('DHL volumetric reason in $locale', ({ locale, reason }) => {
    const result = check(
      'DHL',
      [piece({ length: 120, width: 100, height: 30, weight: 5 })],
      {},
      MASTER,
      locale,
    );
    expect(line(result, 'OVERSIZE_PACKAGE').reason).toBe(reason);
  });

  it('gives the same codes, pieces and totals in both locales', () => {
    const request: Request = {
      destination: { country: 'US', postalCode: '99501', residential: true },
      flags: { dutyPaid: true },
    };
    const pieces = [
      piece({ weight: 60, packaging: 'WOODEN_CRATE' }),
      piece({ length: 130, shape: 'CYLINDER' }),
    ];
    for (const carrier of CARRIERS) {
      const strip = (r: CarrierResult) => ({
        ...r,
        surcharges: r.surcharges.map(({ name: _n, reason: _r, ...rest }) => rest),
        notAcceptedReason: undefined,
      });
      expect(strip(check(carrier, pieces, request, MASTER, 'vi'))).toEqual(
        strip(check(carrier, pieces, request, MASTER, 'en')),
      );
    }
  });
});

describe('ZSurchargeCheckRequest', () => {
  const valid = {
    destination: { country: 'jp' },
    pieces: [{ length: 10, width: 10, height: 10, weight: 1 }],
  };
  const issue = (input: unknown) => {
    const parsed = ZSurchargeCheckRequest.safeParse(input);
    expect(parsed.success).toBe(false);
    return parsed.error?.issues[0];
  };

  it('applies defaults and normalises the country', () => {
    const parsed = ZSurchargeCheckRequest.parse(valid);
    expect(parsed.destination.country).toBe('JP');
    expect(parsed.pieces[0]).toEqual({
      length: 10,
      width: 10,
      height: 10,
      weight: 1,
      quantity: 1,
      packaging: 'CARTON',
      shape: 'BOX',
    });
  });

  it.each([
    { field: 'length', value: 0 },
    { field: 'width', value: -1 },
    { field: 'height', value: 0 },
    { field: 'weight', value: -0.5 },
  ])('rejects $field = $value at pieces.0.$field', ({ field, value }) => {
    const pieces = [{ ...valid.pieces[0], [field]: value }];
    expect(issue({ ...valid, pieces })).toMatchObject({
      path: ['pieces', 0, field],
      message: 'validation.positive',
    });
  });

  it('names the piece index in the path', () => {
    const pieces = [...valid.pieces, { length: 10, width: 10, height: 10, weight: 1, quantity: 1.5 }];
    expect(issue({ ...valid, pieces })).toMatchObject({ path: ['pieces', 1, 'quantity'] });
  });

  it.each([
    { name: 'unknown carrier', input: { ...valid, carrier: 'TNT' }, path: ['carrier'] },
    { name: 'no pieces', input: { ...valid, pieces: [] }, path: ['pieces'], message: 'validation.minItems' },
    {
      name: '101 pieces',
      input: { ...valid, pieces: Array.from({ length: 101 }, () => valid.pieces[0]) },
      path: ['pieces'],
      message: 'validation.maxItems',
    },
    {
      name: 'three-letter country',
      input: { ...valid, destination: { country: 'JPN' } },
      path: ['destination', 'country'],
    },
    {
      name: 'unknown packaging',
      input: { ...valid, pieces: [{ ...valid.pieces[0], packaging: 'BARREL' }] },
      path: ['pieces', 0, 'packaging'],
    },
    {
      name: 'quantity 0',
      input: { ...valid, pieces: [{ ...valid.pieces[0], quantity: 0 }] },
      path: ['pieces', 0, 'quantity'],
    },
    {
      name: 'string length',
      input: { ...valid, pieces: [{ ...valid.pieces[0], length: '10' }] },
      path: ['pieces', 0, 'length'],
    },
  ])('rejects $name', ({ input, path, message }) => {
    const found = issue(input);
    expect(found?.path).toEqual(path);
    if (message) expect(found?.message).toBe(message);
  });

  it('accepts exactly 100 pieces', () => {
    const pieces = Array.from({ length: 100 }, () => valid.pieces[0]);
    expect(ZSurchargeCheckRequest.safeParse({ ...valid, pieces }).success).toBe(true);
  });
});

describe('catalogue and sample master data', () => {
  it.each([
    { carrier: 'DHL', count: 8 },
    { carrier: 'FEDEX', count: 6 },
    { carrier: 'UPS', count: 6 },
  ] as const)('$carrier has $count bilingual items', ({ carrier, count }) => {
    const entries = SURCHARGE_CATALOGUE[carrier];
    expect(entries).toHaveLength(count);
    for (const e of entries) {
      for (const text of [e.nameVi, e.nameEn, e.descriptionVi, e.descriptionEn])
        expect(text.trim()).not.toBe('');
      expect(e.nameVi).not.toBe(e.nameEn);
      expect(e.descriptionVi).toMatch(/[àáảãạăâđèéẻẽẹêìíỉĩịòóỏõọôơùúủũụưỳýỷỹỵ]/i);
    }
  });

  it('states the thresholds in the descriptions', () => {
    const fedexDims = SURCHARGE_CATALOGUE.FEDEX.find((e) => e.code === 'ADDITIONAL_HANDLING_DIMENSIONS');
    expect(fedexDims?.descriptionEn).toContain('121 cm');
    expect(fedexDims?.descriptionEn).toContain('266 cm');
    expect(SURCHARGE_CATALOGUE.UPS.find((e) => e.code === 'REMOTE_AREA')?.feeCodes).toEqual([
      'REMOTE_AREA',
      'REMOTE_AREA_PER_KG',
    ]);
  });

  it('lists result lines in catalogue order, every catalogue fee code included', () => {
    for (const carrier of CARRIERS) {
      const feeCodes = SURCHARGE_CATALOGUE[carrier].flatMap((e) => e.feeCodes);
      expect([...SURCHARGE_FEE_CODES[carrier]]).toEqual(feeCodes);
    }
  });

  it('has a sample fee for every fee code, marked as sample, and validates', () => {
    expect(ZSurchargeMasterData.safeParse(MASTER).success).toBe(true);
    for (const carrier of CARRIERS) {
      const feeCodes = SURCHARGE_CATALOGUE[carrier].flatMap((e) => e.feeCodes);
      for (const code of feeCodes) expect(MASTER.fees[carrier][code]?.sample).toBe(true);
    }
  });
});
