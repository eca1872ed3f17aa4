import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dayjsToIso, isBeforeTodayInHcm, isoToDayjs } from './dates';

describe('picker dates', () => {
  it('go from the API string to the picker and back unchanged', () => {
    const d = isoToDayjs('2026-02-28');
    expect(d?.format('DD-MM-YYYY')).toBe('28-02-2026');
    expect(dayjsToIso(d)).toBe('2026-02-28');
  });

  it('leave empty and malformed values out', () => {
    expect(isoToDayjs(undefined)).toBeUndefined();
    expect(isoToDayjs('')).toBeUndefined();
    expect(isoToDayjs('2026-02-30')).toBeUndefined();
    expect(isoToDayjs('28-02-2026')).toBeUndefined();
    expect(dayjsToIso(null)).toBeUndefined();
    expect(dayjsToIso(undefined)).toBeUndefined();
  });

  it('call a day past by the Ho Chi Minh calendar', () => {
    // 18:30 UTC on 21 November is already 22 November in Ho Chi Minh (UTC+7).
    const now = new Date('2026-11-21T18:30:00Z');
    expect(isBeforeTodayInHcm(dayjs('2026-11-21'), now)).toBe(true);
    expect(isBeforeTodayInHcm(dayjs('2026-11-22'), now)).toBe(false);
    expect(isBeforeTodayInHcm(dayjs('2026-11-23'), now)).toBe(false);
  });
});
