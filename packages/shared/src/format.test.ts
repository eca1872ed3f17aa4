import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPercent, formatWeight } from './format';

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
