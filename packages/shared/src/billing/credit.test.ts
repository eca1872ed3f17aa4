import { describe, expect, it } from 'vitest';
import { creditDecision } from './credit';

const base = { openVnd: 0, creditVnd: 0, limitVnd: 10_000_000, priceVnd: 1_000_000, overdueVnd: 0 };

describe('credit rule', () => {
  it.each([
    ['well within the limit', {}, []],
    ['exactly at the limit (not past it)', { openVnd: 9_000_000 }, []],
    ['one đồng past the limit', { openVnd: 9_000_001 }, ['LIMIT']],
    ['past it by the open amount alone', { openVnd: 12_000_000 }, ['LIMIT']],
    ['a credit on account brings it back within', { openVnd: 9_500_000, creditVnd: 500_000 }, []],
    ['no limit: never held for the amount', { limitVnd: null, openVnd: 1e12 }, []],
    ['an invoice more than 30 days past due', { overdueVnd: 1 }, ['OVERDUE']],
    ['both', { openVnd: 20_000_000, overdueVnd: 5_000_000 }, ['LIMIT', 'OVERDUE']],
    ['a limit of 0 holds any priced booking', { limitVnd: 0 }, ['LIMIT']],
    ['a booking without a price in đồng counts as 0', { priceVnd: null, openVnd: 10_000_000 }, []],
  ] as const)('%s', (_, over, reasons) => {
    const d = creditDecision({ ...base, ...over });
    expect(d.reasons).toEqual(reasons);
    expect(d.hold).toBe(reasons.length > 0);
  });

  it('names the exposure: open less credit, plus the price', () => {
    expect(creditDecision({ ...base, openVnd: 3_000_000, creditVnd: 500_000 }).exposureVnd).toBe(3_500_000);
    expect(creditDecision({ ...base, openVnd: 100, creditVnd: 500 }).exposureVnd).toBe(1_000_000);
  });
});
