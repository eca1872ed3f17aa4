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

type Instant = string | Date | number | null | undefined;

/** An instant written with a dayjs `pattern` in Ho Chi Minh time; '' for none or an invalid one. */
function formatInHcm(value: Instant, pattern: string): string {
  if (value == null || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.tz(TIME_ZONE).format(pattern) : '';
}

/** Seed §9: dates display as DD-MM-YYYY, taken from a leading yyyy-mm-dd when present. */
export function formatDate(value: Instant): string {
  if (typeof value === 'string') {
    const m = LEADING_ISO_DATE.exec(value);
    // A bare calendar date is shown as written; a timestamp is shown in Ho Chi Minh time.
    if (m && value.length === 10) return `${m[3]}-${m[2]}-${m[1]}`;
  }
  return formatInHcm(value, DATE_DISPLAY);
}

/** DD-MM-YYYY HH:mm:ss in Ho Chi Minh time. */
export function formatDateTime(value: Instant): string {
  return formatInHcm(value, `${DATE_DISPLAY} HH:mm:ss`);
}

/** Seed §3: post time is DD/MM/YYYY HH:mm:ss. */
export function formatPostTime(value: Instant): string {
  return formatInHcm(value, `${DATE_FORMAT_SLASH} HH:mm:ss`);
}

/**
 * Writes an instant (default: now) in Ho Chi Minh time with one Intl formatter for the process:
 * dayjs's time-zone plugin builds a formatter on each call, which made "today" a fifth of a hot
 * route's CPU.
 */
export function hcmFormatter(locale: string, options: Intl.DateTimeFormatOptions): (now?: Date) => string {
  const format = new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options });
  return (now = new Date()) => format.format(now);
}

/** Today's date in Ho Chi Minh as YYYY-MM-DD (as en-CA writes dates). */
export const todayInHcm = hcmFormatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** Money: VND without decimals, other currencies with two (PRODUCT §9). */
export function formatMoney(amount: number, currency: string, locale: 'vi' | 'en' = 'vi'): string {
  // Yen and won have no minor unit; the stored codes JSP and WON read as their ISO codes.
  const iso = currency === 'JSP' ? 'JPY' : currency === 'WON' ? 'KRW' : currency;
  const digits = iso === 'VND' || iso === 'JPY' || iso === 'KRW' ? 0 : 2;
  return `${formatNumber(amount, locale, digits, digits)} ${iso}`;
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
  grouping = true,
): string {
  const key = `${locale}:${minDigits}:${maxDigits}:${grouping}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
      minimumFractionDigits: minDigits,
      maximumFractionDigits: maxDigits,
      useGrouping: grouping,
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

/** The marks a page's language writes numbers with (seed §9; PRODUCT §9). */
export function numberMarks(locale: 'vi' | 'en'): { decimal: string; group: string } {
  return locale === 'vi' ? { decimal: ',', group: '.' } : { decimal: '.', group: ',' };
}

const SPACES = /[\s\u00a0\u202f]/g;
const esc = (mark: string) => `\\${mark}`;

/**
 * A number a person typed, read in the page's language. Vietnamese writes 3,2 and 1.234,5;
 * English 3.2 and 1,234.5. The rules, so that no text is ever read as a number it might not mean:
 * - the page's own way is read as written ("4,8" on a Vietnamese page is 4.8; "2.500.000" and
 *   "1.234,5" are 2500000 and 1234.5), thousands marks only where they group thousands;
 * - one mark followed by exactly three digits and nothing else ("4.800" on a Vietnamese page,
 *   "4,800" on an English one) could be thousands or a scale's three decimals: refused;
 * - a single mark of the other language with other than three digits after it ("4.8" on a
 *   Vietnamese page, as a phone's English keypad types it) has only one reading: 4.8;
 * - anything else (two decimal marks, marks out of place, letters, exponents) is refused.
 * Refused is null; nothing typed is undefined. Hence the same text never reads as two different
 * numbers on the two languages' pages (a property test checks it).
 */
export function parseNumber(text: string, locale: 'vi' | 'en' = 'vi'): number | null | undefined {
  const s = text.replace(SPACES, '').replace('\u2212', '-');
  if (s === '') return undefined;
  const { decimal, group } = numberMarks(locale);
  const own = new RegExp(`^([-+]?)(\\d{1,3}(?:${esc(group)}\\d{3})+|\\d*)(?:${esc(decimal)}(\\d*))?$`);
  const m = own.exec(s);
  let sign: string;
  let int: string;
  let frac: string | undefined;
  if (m) {
    [, sign = '', int = '', frac] = m;
    if (frac === undefined && new RegExp(`^\\d{1,3}${esc(group)}\\d{3}$`).test(int)) return null;
    int = int.split(group).join('');
  } else {
    // The other language's decimal mark, alone and not before exactly three digits.
    const other = new RegExp(`^([-+]?)(\\d*)${esc(group)}(\\d*)$`).exec(s);
    if (!other || other[3]!.length === 3) return null;
    [, sign = '', int = '', frac] = other;
  }
  // "4," is 4 while the person is still typing; a lone mark or sign is no number.
  if (int === '' && !frac) return null;
  const value = Number(`${sign === '-' ? '-' : ''}${int || '0'}${frac ? `.${frac}` : ''}`);
  return Number.isFinite(value) ? value : null;
}

/** How many digits a number has after its decimal mark (as JS writes it, exponent aware). */
export function fractionDigits(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa, exp] = String(value).toLowerCase().split('e');
  const frac = mantissa?.split('.')[1]?.length ?? 0;
  return Math.max(0, frac - Number(exp ?? 0));
}

/**
 * A number written back into an input, in the page's language: every digit it has (up to
 * `maxDigits`), with the page's decimal mark and no thousands marks ("1234,5"), so that what is
 * shown always reads back as the same value with `parseNumber`.
 */
export function formatNumberInput(
  value: number | null | undefined,
  locale: 'vi' | 'en' = 'vi',
  maxDigits = 10,
): string {
  if (value == null || !Number.isFinite(value)) return '';
  return formatNumber(value, locale, Math.max(maxDigits, 0), 0, false);
}
