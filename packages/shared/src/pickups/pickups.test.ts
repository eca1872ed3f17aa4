import { describe, expect, it } from 'vitest';
import { isPickupLate, ZConfirmPickupRequest, ZFailPickupRequest } from '.';

describe('isPickupLate (Ho Chi Minh time)', () => {
  // 2026-11-23 09:30 in Ho Chi Minh.
  const now = new Date('2026-11-23T02:30:00Z');
  it.each([
    ['2026-11-22', '', true],
    ['2026-11-22', '14:00-17:00', true],
    ['2026-11-23', '08:00-09:30', true],
    ['2026-11-23', '08:00-09:31', false],
    ['2026-11-23', '', false],
    ['2026-11-24', '08:00-09:00', false],
  ])('%s %s → %s', (date, window, late) => expect(isPickupLate(date, window, now)).toBe(late));

  it('reads the day in Ho Chi Minh, not UTC', () => {
    // 2026-11-22 18:00 UTC is already 01:00 on the 23rd in Ho Chi Minh.
    expect(isPickupLate('2026-11-22', '', new Date('2026-11-22T18:00:00Z'))).toBe(true);
    expect(isPickupLate('2026-11-23', '', new Date('2026-11-22T18:00:00Z'))).toBe(false);
  });
});

describe('pickup requests', () => {
  it('a measured piece needs its weight; its sides are optional', () => {
    expect(ZConfirmPickupRequest.safeParse({ pieces: [{ weight: 2, quantity: 1 }] }).success).toBe(true);
    const r = ZConfirmPickupRequest.safeParse({ pieces: [{ length: 10, quantity: 1 }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['pieces', 0, 'weight']);
  });

  it('at most five photos', () => {
    const ids = Array.from({ length: 6 }, () => crypto.randomUUID());
    const r = ZConfirmPickupRequest.safeParse({ pieces: [{ weight: 1 }], photoIds: ids });
    expect(r.error?.issues[0]?.path).toEqual(['photoIds']);
  });

  it('the OTHER reason needs a note', () => {
    expect(ZFailPickupRequest.safeParse({ reason: 'OTHER' }).error?.issues[0]?.path).toEqual(['note']);
    expect(ZFailPickupRequest.safeParse({ reason: 'OTHER', note: 'closed' }).success).toBe(true);
    expect(ZFailPickupRequest.safeParse({ reason: 'REFUSED' }).success).toBe(true);
  });
});
