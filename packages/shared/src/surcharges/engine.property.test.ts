import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSurcharges } from './engine';
import { SAMPLE_SURCHARGE_MASTER_DATA } from './rules';
import {
  CARRIERS,
  type Carrier,
  type CarrierResult,
  PACKAGING_CODES,
  PIECE_SHAPES,
  type SurchargeCode,
  type TSurchargeCheckInput,
} from './types';

type Piece = TSurchargeCheckInput['pieces'][number];

/**
 * Codes a piece triggers by its size or weight. Written out here rather than read from the rules
 * so that a code moved to another trigger in the engine shows up as a failing test.
 */
const SIZE_OR_WEIGHT_CODES: Record<Carrier, SurchargeCode[]> = {
  DHL: ['OVERSIZE_PACKAGE', 'OVERLENGTH_PACKAGE'],
  FEDEX: ['ADDITIONAL_HANDLING_DIMENSIONS', 'ADDITIONAL_HANDLING_WEIGHT', 'HEAVY_GOODS', 'OVERSIZE'],
  UPS: ['ADDITIONAL_HANDLING', 'LARGE_PACKAGE'],
};
/** UPS stops calling a piece "large" once it is over the 400 cm maximum: the carrier refuses it instead. */
const CODES_MOOT_WHEN_REFUSED: SurchargeCode[] = ['LARGE_PACKAGE'];

const DIMENSIONS = ['length', 'width', 'height', 'weight'] as const;

// One-decimal centimetres and two-decimal kilograms, spanning every threshold and carrier maximum.
const cm = fc.integer({ min: 1, max: 4500 }).map((n) => n / 10);
const kg = fc.integer({ min: 1, max: 35000 }).map((n) => n / 100);

const pieceArb: fc.Arbitrary<Piece> = fc.record({
  length: cm,
  width: cm,
  height: cm,
  weight: kg,
  quantity: fc.integer({ min: 1, max: 4 }),
  packaging: fc.constantFrom(...PACKAGING_CODES),
  shape: fc.constantFrom(...PIECE_SHAPES),
});

const requestArb: fc.Arbitrary<TSurchargeCheckInput> = fc.record({
  destination: fc.record({
    country: fc.constantFrom('US', 'JP', 'DE', 'KP', 'AF'),
    postalCode: fc.constantFrom('99501', '100-1211', '10001', ''),
    residential: fc.boolean(),
  }),
  originPostalCode: fc.constantFrom('880000', '700000'),
  pieces: fc.array(pieceArb, { minLength: 1, maxLength: 4 }),
  flags: fc.record({
    nonStackablePallet: fc.boolean(),
    addressCorrection: fc.boolean(),
    addressChange: fc.boolean(),
    dutyPaid: fc.boolean(),
  }),
});

/** A request, one of its pieces, one of that piece's measures, and how much to add to it. */
const growthArb = requestArb.chain((request) =>
  fc.record({
    request: fc.constant(request),
    index: fc.integer({ min: 0, max: request.pieces.length - 1 }),
    field: fc.constantFrom(...DIMENSIONS),
    delta: fc.integer({ min: 1, max: 3000 }).map((n) => n / 10),
  }),
);

function grow(
  request: TSurchargeCheckInput,
  index: number,
  field: (typeof DIMENSIONS)[number],
  delta: number,
) {
  return {
    ...request,
    pieces: request.pieces.map((p, i) => (i === index ? { ...p, [field]: p[field] + delta } : p)),
  };
}

const byCarrier = (request: TSurchargeCheckInput): Map<Carrier, CarrierResult> =>
  new Map(checkSurcharges(request, SAMPLE_SURCHARGE_MASTER_DATA, 'en').results.map((r) => [r.carrier, r]));

type Growth = typeof growthArb extends fc.Arbitrary<infer T> ? T : never;

/** Checks `property` on the carrier's result before and after a piece grows. */
const afterGrowth = (
  carrier: Carrier,
  numRuns: number,
  property: (before: CarrierResult, after: CarrierResult, growth: Growth) => void,
) =>
  fc.assert(
    fc.property(growthArb, (growth) => {
      const { request, index, field, delta } = growth;
      const before = byCarrier(request).get(carrier);
      const after = byCarrier(grow(request, index, field, delta)).get(carrier);
      if (!before || !after) throw new Error('missing carrier result');
      property(before, after, growth);
    }),
    { numRuns },
  );

describe('growing a piece (any dimension or its weight)', () => {
  it.each(CARRIERS)(
    'never removes a size- or weight-triggered %s surcharge, nor a piece from it',
    (carrier) => {
      afterGrowth(carrier, 400, (before, after, { index, field, delta }) => {
        for (const code of SIZE_OR_WEIGHT_CODES[carrier]) {
          const was = before.surcharges.find((s) => s.code === code);
          if (!was) continue;
          if (!after.accepted && CODES_MOOT_WHEN_REFUSED.includes(code)) continue;
          const now = after.surcharges.find((s) => s.code === code);
          expect(now, `${code} disappeared after ${field} += ${delta} on piece ${index}`).toBeDefined();
          expect(now?.pieces).toEqual(expect.arrayContaining(was.pieces));
        }
      });
    },
  );

  it.each(CARRIERS)(
    'never makes a refused %s shipment acceptable, nor lowers its billable weight',
    (carrier) => {
      afterGrowth(carrier, 300, (before, after) => {
        if (!before.accepted) expect(after.accepted).toBe(false);
        expect(after.billableWeight).toBeGreaterThanOrEqual(before.billableWeight);
      });
    },
  );
});

describe('every result', () => {
  it('lists valid piece indexes, totals that add up, and a billable weight on the 0.5 kg grid', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        for (const result of checkSurcharges(request, SAMPLE_SURCHARGE_MASTER_DATA, 'vi').results) {
          expect(Number.isInteger(result.billableWeight * 2)).toBe(true);
          let sum = 0;
          for (const line of result.surcharges) {
            expect(line.pieces.length).toBeGreaterThan(0);
            for (const i of line.pieces) expect(i >= 0 && i < request.pieces.length).toBe(true);
            expect(line.reason).not.toBe('');
            sum += line.total;
          }
          // The sample data is all USD, so one currency and one total.
          expect(result.total).toBeCloseTo(sum, 6);
        }
      }),
      { numRuns: 300 },
    );
  });
});
