import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Seed §9: formatting happens in the Ho Chi Minh time zone. */
export const TIME_ZONE = 'Asia/Ho_Chi_Minh';
export const DATE_FORMAT_ISO = 'YYYY-MM-DD';
export const DATE_FORMAT_SLASH = 'DD/MM/YYYY';
export const DATE_DISPLAY = 'DD-MM-YYYY';

const LEADING_ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Seed §9: dates display as DD-MM-YYYY, taken from a leading yyyy-mm-dd when present. */
export function formatDate(value: string | Date | number | null | undefined): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string') {
    const m = LEADING_ISO_DATE.exec(value);
    // A bare calendar date is shown as written; a timestamp is shown in Ho Chi Minh time.
    if (m && value.length === 10) return `${m[3]}-${m[2]}-${m[1]}`;
  }
  const d = dayjs(value);
  return d.isValid() ? d.tz(TIME_ZONE).format(DATE_DISPLAY) : '';
}

/** DD-MM-YYYY HH:mm:ss in Ho Chi Minh time. */
export function formatDateTime(value: string | Date | number | null | undefined): string {
  if (value == null || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.tz(TIME_ZONE).format(`${DATE_DISPLAY} HH:mm:ss`) : '';
}

/** Seed §3: post time is DD/MM/YYYY HH:mm:ss. */
export function formatPostTime(value: string | Date | number | null | undefined): string {
  if (value == null || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.tz(TIME_ZONE).format(`${DATE_FORMAT_SLASH} HH:mm:ss`) : '';
}

// One formatter for the process: dayjs's time-zone plugin builds an Intl formatter on each call,
// which made "today" a fifth of a hot route's CPU. en-CA writes dates as YYYY-MM-DD.
const hcmDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Ho Chi Minh as YYYY-MM-DD. */
export function todayInHcm(now: Date = new Date()): string {
  return hcmDay.format(now);
}

/** Money: VND without decimals, other currencies with two (PRODUCT §9). */
export function formatMoney(amount: number, currency: string, locale: 'vi' | 'en' = 'vi'): string {
  const digits = currency === 'VND' ? 0 : 2;
  return `${formatNumber(amount, locale, digits, digits)} ${currency}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number in the page's convention: Vietnamese pages write 2,5 and 2.413 (decimal comma, dot
 * for thousands), English pages 2.5 and 2,413. Every weight, amount and percentage goes through
 * here (money through formatMoney, which shares it).
 */
export function formatNumber(
  value: number,
  locale: 'vi' | 'en' = 'vi',
  maxDigits = 3,
  minDigits = 0,
): string {
  const key = `${locale}:${minDigits}:${maxDigits}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
      minimumFractionDigits: minDigits,
      maximumFractionDigits: maxDigits,
    });
    numberFormats.set(key, f);
  }
  return f.format(value);
}

/** A weight in kilograms: "2,5 kg" on a Vietnamese page, "2.5 kg" on an English one. */
export function formatWeight(kg: number, locale: 'vi' | 'en' = 'vi'): string {
  return `${formatNumber(kg, locale)} kg`;
}

/** A percentage: "12,5 %" / "12.5%". */
export function formatPercent(value: number, locale: 'vi' | 'en' = 'vi'): string {
  return locale === 'vi' ? `${formatNumber(value, locale, 1)} %` : `${formatNumber(value, locale, 1)}%`;
}
