import { describe, expect, it } from 'vitest';
import { allocateOldestFirst, invoiceNumbersIn } from './payments';

const open = [
  { invoiceId: 'oldest', openVnd: 1_000_000 },
  { invoiceId: 'paid', openVnd: 0 },
  { invoiceId: 'middle', openVnd: 500_000 },
  { invoiceId: 'newest', openVnd: 2_000_000 },
];

describe('allocation, oldest first', () => {
  it.each([
    ['a part-payment of the oldest', 400_000, [['oldest', 400_000]], 0],
    ['exactly the oldest', 1_000_000, [['oldest', 1_000_000]], 0],
    [
      'the oldest and part of the next (a paid one skipped)',
      1_200_000,
      [
        ['oldest', 1_000_000],
        ['middle', 200_000],
      ],
      0,
    ],
    [
      'everything',
      3_500_000,
      [
        ['oldest', 1_000_000],
        ['middle', 500_000],
        ['newest', 2_000_000],
      ],
      0,
    ],
    [
      'an over-payment: the rest is a credit on account',
      3_600_001,
      [
        ['oldest', 1_000_000],
        ['middle', 500_000],
        ['newest', 2_000_000],
      ],
      100_001,
    ],
  ] as const)('%s', (_, amount, expected, credit) => {
    const r = allocateOldestFirst(amount, open);
    expect(r.allocations).toEqual(expected.map(([invoiceId, amountVnd]) => ({ invoiceId, amountVnd })));
    expect(r.unallocatedVnd).toBe(credit);
    expect(r.allocations.reduce((n, a) => n + a.amountVnd, 0) + r.unallocatedVnd).toBe(amount);
  });

  it('with nothing open, all of it is a credit on account', () => {
    expect(allocateOldestFirst(50_000, [])).toEqual({ allocations: [], unallocatedVnd: 50_000 });
  });
});

describe('invoice numbers in a transfer description', () => {
  it.each([
    ['TT HD ACF/2026/000123 CONG TY HOA SEN', ['ACF/2026/000123']],
    ['THANH TOAN ACF 2026 000123 VA ACF-2026-000124', ['ACF/2026/000123', 'ACF/2026/000124']],
    ['acf2026000125', ['ACF/2026/000125']],
    ['CK tien cuoc thang 11', []],
    ['ACF/2026/12345', []],
  ])('%s', (text, numbers) => {
    expect(invoiceNumbersIn(text)).toEqual(numbers);
  });
});
