import { todayInHcm } from '../format';

/** `BK` + YYMMDD (Ho Chi Minh date) + daily sequence, at least 4 digits. */
export function bookingCode(now: Date, dailySequence: number): string {
  return `BK${bookingDay(now).slice(2).replace(/-/g, '')}${String(dailySequence).padStart(4, '0')}`;
}

/** The Ho Chi Minh calendar day a booking code counts in (YYYY-MM-DD). */
export function bookingDay(now: Date): string {
  return todayInHcm(now);
}

export const BOOKING_CODE_PATTERN = /^BK\d{10,}$/;
