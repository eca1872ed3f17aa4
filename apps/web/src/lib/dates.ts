import { DATE_DISPLAY, DATE_FORMAT_ISO, todayInHcm } from '@acf/shared';
import dayjs, { type Dayjs } from 'dayjs';

/** What the date pickers show and accept when typed (the specification's DD-MM-YYYY). */
export const PICKER_FORMAT = DATE_DISPLAY;

/** A YYYY-MM-DD calendar date as a picker value (nothing for empty or malformed text). */
export function isoToDayjs(value: string | null | undefined): Dayjs | undefined {
  if (!value) return undefined;
  const d = dayjs(value);
  return d.isValid() && d.format(DATE_FORMAT_ISO) === value ? d : undefined;
}

/** A picker value as the YYYY-MM-DD string the API takes (undefined once cleared). */
export function dayjsToIso(value: Dayjs | null | undefined): string | undefined {
  return value?.isValid() ? value.format(DATE_FORMAT_ISO) : undefined;
}

/** True for the calendar days before today in Ho Chi Minh (the day staff and customers see). */
export function isBeforeTodayInHcm(day: Dayjs, now: Date = new Date()): boolean {
  return day.format(DATE_FORMAT_ISO) < todayInHcm(now);
}
