import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatNumber,
  formatNumberInput,
  formatPercent,
  formatWeight,
  fractionDigits,
  parseNumber,
} from './format';

describe('one number format per page language', () => {
  it('Vietnamese: decimal comma, dot for thousands; English the reverse', () => {
    expect(formatWeight(2.5, 'vi')).toBe('2,5 kg');
    expect(formatWeight(2.5, 'en')).toBe('2.5 kg');
    expect(formatWeight(1234.125, 'vi')).toBe('1.234,125 kg');
    expect(formatMoney(2413, 'USD', 'vi')).toBe('2.413,00 USD');
    expect(formatMoney(2413, 'USD', 'en')).toBe('2,413.00 USD');
    expect(formatMoney(1250000, 'VND', 'vi')).toBe('1.250.000 VND');
    expect(formatPercent(12.5, 'vi')).toBe('12,5 %');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(formatNumber(0.1 + 0.2, 'vi')).toBe('0,3');
  });
});

describe('a typed number is read in the page language (issue 32 §1)', () => {
  it.each([
    ['vi', '3,2', 3.2],
    ['en', '3.2', 3.2],
    ['vi', '1,5', 1.5],
    ['vi', '4,8', 4.8],
    ['en', '4.8', 4.8],
    ['vi', '4,800', 4.8],
    ['en', '4.800', 4.8],
    ['vi', '45', 45],
    ['vi', '1.234,5', 1234.5],
    ['en', '1,234.5', 1234.5],
    ['vi', '2.500.000', 2500000],
    ['en', '2,500,000', 2500000],
    ['vi', ' 12,50 ', 12.5],
    ['vi', '1\u00a0234,5', 1234.5],
    ['vi', ',5', 0.5],
    ['en', '-3.25', -3.25],
    ['vi', '0', 0],
    ['vi', '4,', 4],
    // One mark of the other language, not before three digits: its only reading (an English keypad).
    ['vi', '4.8', 4.8],
    ['vi', '2.35', 2.35],
    ['en', '4,8', 4.8],
  ] as const)('%s "%s" is %d', (locale, text, value) => {
    expect(parseNumber(text, locale)).toBe(value);
  });

  it.each([
    ['en', '1.234,5'],
    ['vi', '1,234.5'],
    // Thousands, or a scale's three decimals? Refused rather than guessed.
    ['vi', '4.800'],
    ['en', '4,800'],
    ['en', '1,234'],
    ['vi', '1,2,3'],
    ['en', '1.2.3'],
    ['vi', '1.23,4'],
    ['en', '12,34.5'],
    ['vi', '4,8kg'],
    ['en', 'abc'],
    ['en', '1e3'],
    ['vi', ','],
    ['vi', '.'],
    ['vi', '-'],
    ['en', '0x10'],
    ['en', 'Infinity'],
  ] as const)('%s "%s" cannot be read without a guess: refused', (locale, text) => {
    expect(parseNumber(text, locale)).toBeNull();
  });

  it('nothing typed is undefined, not zero', () => {
    expect(parseNumber('', 'vi')).toBeUndefined();
    expect(parseNumber('   ', 'en')).toBeUndefined();
  });

  it('a number written into an input reads back as itself, in both languages', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('vi' as const, 'en' as const),
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 3 }),
        (locale, n, digits) => {
          const value = n / 10 ** digits;
          expect(parseNumber(formatNumberInput(value, locale), locale)).toBe(value);
          // What a page shows, typed back, is the same number or refused: never another one.
          const shown = parseNumber(formatNumber(value, locale, 3), locale);
          expect(shown === null || shown === value).toBe(true);
        },
      ),
    );
  });

  it('the same text never reads as two different numbers on the two languages’ pages', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?[0-9.,]{1,12}$/), (text) => {
        const vi = parseNumber(text, 'vi');
        const en = parseNumber(text, 'en');
        if (typeof vi === 'number' && typeof en === 'number') expect(vi).toBe(en);
      }),
      { numRuns: 5000 },
    );
  });

  it('a decimal comma is never read as a factor of ten on a Vietnamese page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 1, max: 99 }), (int, frac) => {
        const f = String(frac).padStart(2, '0');
        expect(parseNumber(`${int},${f}`, 'vi')).toBe(Number(`${int}.${f}`));
      }),
    );
  });

  it('counts the digits after the decimal mark', () => {
    expect(fractionDigits(4.8)).toBe(1);
    expect(fractionDigits(12)).toBe(0);
    expect(fractionDigits(0.125)).toBe(3);
    expect(fractionDigits(1e-7)).toBe(7);
  });
});
