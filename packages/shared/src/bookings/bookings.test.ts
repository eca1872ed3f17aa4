import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { normalizeAddressLines, splitAddress } from './address';
import { bookingCode } from './booking-code';
import {
  isPickupDateAllowed,
  ZCreateBookingRequest,
  ZPickup,
  ZPickupDate,
  ZUpdateBookingRequest,
} from './contracts';
import { CARGO_UNITS, INCOTERMS, SERVICES } from './enums';
import {
  isValidTrackingNumber,
  luhnCheckDigit,
  makeTrackingNumber,
  parseTrackingInput,
} from './tracking-number';
import { computeWeights } from './weight';
import { BOOKING_STATUSES, type BookingStatus, canTransition, commonNextStatuses } from './workflow';

describe('enumerations are the seed lists', () => {
  it.each([
    [CARGO_UNITS, ['CM_KG', 'CBM', 'CONT']],
    [INCOTERMS, ['EXW', 'FCA', 'CPT', 'CIP', 'DAT', 'DAP', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF']],
  ])('%j', (actual, expected) => expect([...actual]).toEqual(expected));
  it('has the e-commerce service kind', () => expect(SERVICES).toContain('ECOMMERCE_SERVICE'));
});

describe('splitAddress', () => {
  it.each([
    ['short stays', '12 Nguyen Hue', ['12 Nguyen Hue', '']],
    ['exactly 35 stays', 'a'.repeat(35), ['a'.repeat(35), '']],
    [
      'breaks at the last space at or before 35',
      '123 Nguyen Thi Minh Khai Street Ward 6 District 3',
      ['123 Nguyen Thi Minh Khai Street', 'Ward 6 District 3'],
    ],
    ['a space exactly at 35 is used', `${'a'.repeat(35)} bbb`, ['a'.repeat(35), 'bbb']],
    ['no space: cut at 35', 'x'.repeat(40), ['x'.repeat(35), 'x'.repeat(5)]],
  ])('%s', (_, input, expected) => expect(splitAddress(input)).toEqual(expected));

  it('moves the rest in front of an existing line 2', () => {
    expect(normalizeAddressLines(`${'a'.repeat(30)} bbbbbbbbbb`, 'Ward 6')).toEqual({
      addressLine1: 'a'.repeat(30),
      addressLine2: 'bbbbbbbbbb Ward 6',
    });
  });
});

describe('computeWeights', () => {
  it.each([
    // L×W×H/5000: 30×20×10 = 1.2 kg volumetric < 2.3 actual → 2.5
    [
      'actual wins, rounded up to 0.5',
      [{ length: 30, width: 20, height: 10, weight: 2.3, quantity: 1 }],
      2.5,
    ],
    ['volumetric wins', [{ length: 50, width: 50, height: 50, weight: 3, quantity: 1 }], 25],
    ['exact half stays', [{ length: 10, width: 10, height: 10, weight: 10.5, quantity: 1 }], 10.5],
    ['just over rounds up', [{ length: 10, width: 10, height: 10, weight: 10.01, quantity: 1 }], 10.5],
    ['quantity multiplies', [{ length: 10, width: 10, height: 10, weight: 1.2, quantity: 3 }], 4],
    [
      'several pieces are summed',
      [
        { length: 40, width: 30, height: 20, weight: 1, quantity: 1 },
        { length: 10, width: 10, height: 10, weight: 2, quantity: 2 },
      ],
      5.5,
    ],
  ])('%s', (_, pieces, chargeable) =>
    expect(computeWeights('CM_KG', pieces).chargeableWeight).toBe(chargeable),
  );

  it('CBM sums volume and uses the actual weight', () => {
    expect(computeWeights('CBM', [{ volume: 1.5, weight: 300.2, quantity: 2 }])).toMatchObject({
      volume: 3,
      chargeableWeight: 600.5,
      volumetricWeight: 0,
    });
  });
});

describe('tracking number check digit (Luhn)', () => {
  it.each([
    ['7992739871', 3],
    ['000000001', 8],
    ['123456789', 7],
  ])('check digit of %s is %i', (digits, check) => expect(luhnCheckDigit(digits)).toBe(check));

  it.each([
    ['1234567897', true],
    ['1234567890', false],
    ['1234567', false],
    ['12345678970', false],
    ['12345a7897', false],
    // Two adjacent digits swapped are caught.
    ['2134567897', false],
  ])('%s valid: %s', (n, ok) => expect(isValidTrackingNumber(n)).toBe(ok));

  it('every number made from a sequence is valid and 10 digits', () => {
    for (const seq of [1, 42, 100000001, 999999999]) {
      const n = makeTrackingNumber(seq);
      expect(n).toMatch(/^\d{10}$/);
      expect(isValidTrackingNumber(n)).toBe(true);
    }
    expect(() => makeTrackingNumber(1_000_000_000)).toThrow();
  });

  it('parses pasted input', () => {
    expect(parseTrackingInput(' 1234567897,1234567897\n0000000018 ')).toEqual(['1234567897', '0000000018']);
  });
});

describe('bookingCode', () => {
  it.each([
    // 2026-11-20 20:00 UTC is already the 21st in Ho Chi Minh (UTC+7).
    ['2026-11-20T20:00:00Z', 1, 'BK2611210001'],
    ['2026-11-20T16:59:59Z', 42, 'BK2611202342'.replace('2342', '0042')],
    ['2026-01-05T00:00:00Z', 12345, 'BK26010512345'],
  ])('%s #%i → %s', (iso, seq, code) => expect(bookingCode(new Date(iso), seq)).toBe(code));
});

describe('status workflow', () => {
  const allowed: [BookingStatus, BookingStatus][] = [
    ['BOOKED', 'ASSIGNED'],
    ['ASSIGNED', 'PICKED_UP'],
    ['PICKED_UP', 'IN_WAREHOUSE'],
    ['IN_WAREHOUSE', 'MANIFESTED'],
    ['MANIFESTED', 'IN_TRANSIT'],
    ['IN_TRANSIT', 'DELIVERED'],
    ['BOOKED', 'CANCELLED'],
    ['ASSIGNED', 'CANCELLED'],
    // The dispatcher withdraws an assignment (issue 11).
    ['ASSIGNED', 'BOOKED'],
    // Dropped off at the counter (issue 12).
    ['BOOKED', 'IN_WAREHOUSE'],
    ['ASSIGNED', 'IN_WAREHOUSE'],
    ['BOOKED', 'EXCEPTION'],
    ['ASSIGNED', 'EXCEPTION'],
    ['PICKED_UP', 'EXCEPTION'],
    ['IN_WAREHOUSE', 'EXCEPTION'],
    ['MANIFESTED', 'EXCEPTION'],
    ['IN_TRANSIT', 'EXCEPTION'],
  ];
  const key = (a: string, b: string) => `${a}>${b}`;
  const allowedSet = new Set(allowed.map(([a, b]) => key(a, b)));
  const pairs = BOOKING_STATUSES.filter((from) => from !== 'EXCEPTION').flatMap((from) =>
    BOOKING_STATUSES.map((to) => [from, to] as const),
  );
  it.each(pairs)('%s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(allowedSet.has(key(from, to)));
  });

  it.each(['BOOKED', 'ASSIGNED', 'PICKED_UP', 'IN_WAREHOUSE', 'MANIFESTED', 'IN_TRANSIT'] as const)(
    'EXCEPTION goes back only to the state it left (%s)',
    (left) => {
      for (const to of BOOKING_STATUSES) expect(canTransition('EXCEPTION', to, left)).toBe(to === left);
    },
  );
});

describe('ZCreateBookingRequest', () => {
  // 2026-11-22 08:00 in Ho Chi Minh, while it is still the 21st in UTC.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T01:00:00Z'));
  });
  afterAll(() => vi.useRealTimers());
  const party = {
    name: 'Nguyen Van A',
    phone: '0901234567',
    addressLine1: '12 Nguyen Hue',
    city: 'Ho Chi Minh',
    country: 'vn',
  };
  const base = {
    service: 'EXPRESS',
    carrier: 'YAMATO',
    sender: party,
    receiver: party,
    cargoUnit: 'CM_KG',
    pieces: [{ length: 30, width: 20, height: 10, weight: 2.3 }],
    goodsDescription: 'Clothes',
    declaredValue: 100,
    currency: 'USD',
    incoterm: 'DAP',
    pickup: { date: '2026-11-22' },
  };
  const issues = (v: unknown) =>
    ZCreateBookingRequest.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.code, i.message]) ?? [];

  it('accepts the contract example and applies defaults', () => {
    const r = ZCreateBookingRequest.parse(base);
    expect(r.sender.country).toBe('VN');
    expect(r.pieces[0]!.quantity).toBe(1);
    expect(r.office).toBe('SOUTH');
  });
  it.each([
    ['sender.name', 'a'.repeat(36), 'too_big'],
    ['sender.phone', '0'.repeat(15), 'too_big'],
    ['sender.addressLine1', 'a'.repeat(36), 'too_big'],
    ['sender.name', '  ', 'too_small'],
  ])('%s = %j fails with %s', (path, value, code) => {
    const [group, field] = path.split('.') as ['sender', 'name'];
    const v = { ...base, [group]: { ...party, [field]: value } };
    expect(issues(v).find((i) => i[0] === path)?.[1]).toBe(code);
  });
  it('goods description is limited to 60', () => {
    expect(issues({ ...base, goodsDescription: 'a'.repeat(60) })).toEqual([]);
    expect(issues({ ...base, goodsDescription: 'a'.repeat(61) })[0]?.[0]).toBe('goodsDescription');
  });
  it('asks for the fields the cargo unit needs', () => {
    expect(issues({ ...base, cargoUnit: 'CBM' })).toEqual([
      ['pieces.0.volume', 'custom', 'validation.required'],
    ]);
    expect(issues({ ...base, cargoUnit: 'CONT', pieces: [{ containerType: '40HC', quantity: 2 }] })).toEqual(
      [],
    );
  });
  it('takes a pickup today or later in Ho Chi Minh, never before', () => {
    expect(issues({ ...base, pickup: { date: '2026-11-22' } })).toEqual([]);
    expect(issues({ ...base, pickup: { date: '2026-11-23' } })).toEqual([]);
    expect(issues({ ...base, pickup: { date: '2026-11-21' } })).toEqual([
      ['pickup.date', 'custom', 'validation.pickupPast'],
    ]);
    // The form's field rule is the same schema.
    expect(ZPickup.shape.date.safeParse('2026-11-21').error?.issues[0]?.message).toBe(
      'validation.pickupPast',
    );
  });
  it('a malformed pickup date is only "invalid date"', () => {
    for (const date of ['21-11-2026', '2020-13-45', 'abc'])
      expect(issues({ ...base, pickup: { date } })).toEqual([
        ['pickup.date', 'invalid_format', 'validation.date'],
      ]);
  });
  it('an edit may send a pickup date already past (the API compares it with the stored one)', () => {
    expect(ZUpdateBookingRequest.safeParse({ pickup: { date: '2020-01-01' } }).success).toBe(true);
    expect(ZUpdateBookingRequest.safeParse({ pickup: { date: '2020-13-45' } }).success).toBe(false);
  });
});

describe('isPickupDateAllowed', () => {
  it('compares with the Ho Chi Minh calendar day, today included', () => {
    const lastSecondOf21st = new Date('2026-11-21T16:59:59Z');
    const firstSecondOf22nd = new Date('2026-11-21T17:00:00Z');
    expect(isPickupDateAllowed('2026-11-21', lastSecondOf21st)).toBe(true);
    expect(isPickupDateAllowed('2026-11-20', lastSecondOf21st)).toBe(false);
    expect(isPickupDateAllowed('2026-11-21', firstSecondOf22nd)).toBe(false);
    expect(isPickupDateAllowed('2026-11-22', firstSecondOf22nd)).toBe(true);
  });
  it('ZPickupDate reads today at each parse, not when it was built', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-21T16:59:59Z'));
      expect(ZPickupDate.safeParse('2026-11-21').success).toBe(true);
      vi.setSystemTime(new Date('2026-11-21T17:00:00Z'));
      expect(ZPickupDate.safeParse('2026-11-21').success).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a bulk change offers only what every selected booking may become', () => {
  it('intersects the next statuses of the selection', () => {
    for (const s of BOOKING_STATUSES)
      for (const to of commonNextStatuses([s])) expect(canTransition(s, to), `${s} → ${to}`).toBe(true);
    const both = commonNextStatuses(['BOOKED', 'ASSIGNED']);
    expect(both).toContain('CANCELLED');
    expect(both).not.toContain('ASSIGNED');
    for (const to of both) {
      expect(canTransition('BOOKED', to)).toBe(true);
      expect(canTransition('ASSIGNED', to)).toBe(true);
    }
    expect(commonNextStatuses(['DELIVERED', 'BOOKED'])).toEqual([]);
    expect(commonNextStatuses([])).toEqual([]);
  });
});
