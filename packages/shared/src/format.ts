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

/** The marks a page's language writes numbers with (seed §9; PRODUCT §9). */
export function numberMarks(locale: 'vi' | 'en'): { decimal: string; group: string } {
  return locale === 'vi' ? { decimal: ',', group: '.' } : { decimal: '.', group: ',' };
}

const SPACES = /[\s\u00a0\u202f]/g;

/**
 * A number a person typed, read in the page's language: "3,2" on a Vietnamese page and "3.2" on
 * an English one are both 3.2; "1.234,5" (vi) and "1,234.5" (en) are 1234.5. The group mark is
 * accepted only where it groups thousands. Anything that would need a guess (the other
 * language's decimal mark, two decimal marks, misplaced groups, letters) is null: a person's
 * number is refused rather than read ten or a thousand times too big. An empty text is
 * `undefined` (nothing typed). The value is the exact decimal the text writes, as a JS number.
 */
export function parseNumber(text: string, locale: 'vi' | 'en' = 'vi'): number | null | undefined {
  const s = text.replace(SPACES, '');
  if (s === '') return undefined;
  const { decimal, group } = numberMarks(locale);
  const d = `\\${decimal}`;
  const g = `\\${group}`;
  // sign, integer part (plain digits, or 1–3 digits then groups of exactly three), fraction.
  const re = new RegExp(`^([-+\u2212]?)(\\d{1,3}(?:${g}\\d{3})+|\\d*)(?:${d}(\\d*))?$`);
  const m = re.exec(s);
  if (!m) return null;
  const [, sign, int = '', frac] = m;
  // "4," is 4 while the person is still typing; a lone mark or sign is no number.
  if (int === '' && !frac) return null;
  const canonical = `${sign === '+' ? '' : sign ? '-' : ''}${int.split(group).join('') || '0'}${frac ? `.${frac}` : ''}`;
  const value = Number(canonical);
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
 * `maxDigits`), grouped as the page shows numbers, so what is shown parses back to the same
 * value with `parseNumber`.
 */
export function formatNumberInput(
  value: number | null | undefined,
  locale: 'vi' | 'en' = 'vi',
  maxDigits = 10,
): string {
  if (value == null || !Number.isFinite(value)) return '';
  return formatNumber(value, locale, Math.max(maxDigits, 0), 0);
}
