import { describe, expect, it } from 'vitest';
import { vndInWords } from './amount-in-words';

describe('amount in words (Vietnamese)', () => {
  it.each([
    [0, 'Không đồng'],
    [1, 'Một đồng'],
    [10, 'Mười đồng'],
    [15, 'Mười lăm đồng'],
    [21, 'Hai mươi mốt đồng'],
    [105, 'Một trăm linh năm đồng'],
    [1_000_005, 'Một triệu không trăm linh năm đồng'],
    [1_200_000, 'Một triệu hai trăm nghìn đồng'],
    [1_200_000_000, 'Một tỷ hai trăm triệu đồng'],
    // More boundaries: tens, "lăm" and "mốt" after tens, zero groups, a group read in full.
    [11, 'Mười một đồng'],
    [20, 'Hai mươi đồng'],
    [25, 'Hai mươi lăm đồng'],
    [101, 'Một trăm linh một đồng'],
    [110, 'Một trăm mười đồng'],
    [115, 'Một trăm mười lăm đồng'],
    [1000, 'Một nghìn đồng'],
    [2050, 'Hai nghìn không trăm năm mươi đồng'],
    [10_000, 'Mười nghìn đồng'],
    [1_000_000_000, 'Một tỷ đồng'],
    [1_000_000_001, 'Một tỷ không trăm linh một đồng'],
    [5_000_000_000_000, 'Năm nghìn tỷ đồng'],
    [-15_000, 'Âm mười lăm nghìn đồng'],
  ])('%i đồng', (n, words) => {
    expect(vndInWords(n)).toBe(words);
  });

  it('reads text and bigints, and refuses a fraction of a đồng', () => {
    expect(vndInWords('1200000')).toBe('Một triệu hai trăm nghìn đồng');
    expect(vndInWords(1_200_000n)).toBe('Một triệu hai trăm nghìn đồng');
    expect(() => vndInWords('10.5')).toThrow(RangeError);
  });
});
