import { describe, expect, it } from 'vitest';
import { isPickupLate, pickupLatenessUntil, ZConfirmPickupRequest, ZFailPickupRequest } from '.';

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

describe('pickupLatenessUntil', () => {
  // 2026-11-23 09:30:20 in Ho Chi Minh.
  const now = new Date('2026-11-23T02:30:20Z');
  const cards = [
    { date: '2026-11-22', timeWindow: '08:00-10:00' },
    { date: '2026-11-23', timeWindow: '08:00-09:30' },
    { date: '2026-11-23', timeWindow: '13:00-15:00' },
    { date: '2026-11-23', timeWindow: '09:00-10:15' },
    { date: '2026-11-23', timeWindow: '' },
    { date: '2026-11-24', timeWindow: '08:00-09:00' },
  ];

  it('is the next end of a window today not yet reached, where the flags change', () => {
    const until = pickupLatenessUntil(now, cards);
    expect(new Date(until).toISOString()).toBe('2026-11-23T03:15:00.000Z');
    const flags = (at: Date) => cards.map((c) => isPickupLate(c.date, c.timeWindow, at));
    // Nothing changes before it; something does at it.
    expect(flags(new Date(until - 1))).toEqual(flags(now));
    expect(flags(new Date(until))).not.toEqual(flags(now));
  });

  it('is the next midnight in Ho Chi Minh when no window of today is still open', () => {
    const until = pickupLatenessUntil(now, [cards[0]!, cards[1]!, cards[4]!, cards[5]!]);
    expect(new Date(until).toISOString()).toBe('2026-11-23T17:00:00.000Z');
    expect(isPickupLate('2026-11-23', '', new Date(until - 1))).toBe(false);
    expect(isPickupLate('2026-11-23', '', new Date(until))).toBe(true);
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
