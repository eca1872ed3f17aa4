import { describe, expect, it } from 'vitest';
import { periodDays, presetPeriod, previousPeriod, reportMoney, ZReportQuery } from './index';

describe('report periods', () => {
  // Sunday 1 March 2026, 00:30 in Ho Chi Minh (still 28 February in UTC).
  const now = new Date('2026-02-28T17:30:00Z');
  it('computes the presets in Ho Chi Minh days, weeks from Monday', () => {
    expect(presetPeriod('today', now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetPeriod('thisWeek', now)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetPeriod('thisMonth', now)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(presetPeriod('lastMonth', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
  it('gives the previous period of equal length', () => {
    expect(periodDays('2026-03-01', '2026-03-31')).toBe(31);
    expect(previousPeriod('2026-03-01', '2026-03-31')).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousPeriod('2026-03-10', '2026-03-10')).toEqual({ from: '2026-03-09', to: '2026-03-09' });
  });
  it('refuses an inverted or over-long period on `to`', () => {
    const inverted = ZReportQuery.safeParse({ from: '2026-03-02', to: '2026-03-01' });
    expect(inverted.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['to', 'validation.periodOrder'],
    ]);
    const long = ZReportQuery.safeParse({ from: '2025-01-01', to: '2026-03-01' });
    expect(long.error?.issues[0]?.message).toBe('validation.periodTooLong');
    expect(ZReportQuery.parse({ from: '2025-03-01', to: '2026-03-01' }).page).toBe(1);
  });
  it('rounds money per currency', () => {
    expect(reportMoney(0.1 + 0.2, 'USD')).toBe(0.3);
    expect(reportMoney(1234.5, 'VND')).toBe(1235);
  });
});
