import type { RateCardHead } from './card';

/**
 * The card that prices a booking made on `day` (YYYY-MM-DD in Ho Chi Minh: a card valid from
 * 1 January prices bookings from 00:00 that day): the ACTIVE card valid that day, the latest
 * start first, then the highest version.
 */
export function cardOn<T extends Pick<RateCardHead, 'status' | 'validFrom' | 'validTo' | 'version'>>(
  cards: readonly T[],
  day: string,
): T | null {
  let best: T | null = null;
  for (const c of cards) {
    if (c.status !== 'ACTIVE' || c.validFrom > day || (c.validTo !== null && c.validTo < day)) continue;
    if (!best || c.validFrom > best.validFrom || (c.validFrom === best.validFrom && c.version > best.version))
      best = c;
  }
  return best;
}

/** The month (YYYY-MM) of a day. */
export const monthOf = (day: string) => day.slice(0, 7);
