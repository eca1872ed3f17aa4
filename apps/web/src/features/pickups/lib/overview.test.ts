import { describe, expect, it } from 'vitest';
import { chartDays, mergeStaffOptions, overviewPeriod, periodProblem, successRate } from './overview';

describe('overview periods', () => {
  // 18:30 UTC on Sunday 1 March 2026 is already Monday 2 March in Ho Chi Minh.
  const now = new Date('2026-03-01T18:30:00Z');

  it('the last 7 days end today in Ho Chi Minh and cross the month', () => {
    expect(overviewPeriod('last7', now)).toEqual({ from: '2026-02-24', to: '2026-03-02' });
  });

  it('the other presets are the reports ones', () => {
    expect(overviewPeriod('today', now)).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(overviewPeriod('thisWeek', now)).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(overviewPeriod('thisMonth', now)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });

  it('refuses a reversed period and one over 92 days, at the boundary', () => {
    expect(periodProblem('2026-03-02', '2026-03-01')).toBe('reversed');
    expect(periodProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(periodProblem('2026-01-01', '2026-04-02')).toBeNull(); // 92 days
    expect(periodProblem('2026-01-01', '2026-04-03')).toBe('tooLong'); // 93 days
  });
});

describe('overview figures', () => {
  it('labels the chart days DD-MM-YYYY and keeps the counts', () => {
    expect(chartDays([{ date: '2026-02-28', pickedUp: 3, failed: 1 }])).toEqual([
      { day: '28-02-2026', pickedUp: 3, failed: 1 },
    ]);
  });

  it('rounds the success rate and has none without attempts', () => {
    expect(successRate(2, 1)).toBe(67);
    expect(successRate(0, 4)).toBe(0);
    expect(successRate(0, 0)).toBeNull();
  });

  it('merges the staff lists once each, sorted by name', () => {
    const lan = { id: '1', username: 'lan', fullName: 'Nguyễn Thị Lan' };
    const an = { id: '2', username: 'an', fullName: 'Đỗ An' };
    const noName = { id: '3', username: 'bao', fullName: '' };
    expect(mergeStaffOptions([lan], undefined, [an, lan, noName]).map((p) => p.id)).toEqual(['3', '2', '1']);
  });
});
