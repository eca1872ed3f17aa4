import { getCountries } from 'libphonenumber-js/min';

/** Every country (ISO 3166 alpha-2) a party may be in: those with a telephone plan. */
export const COUNTRY_CODES: readonly string[] = getCountries().filter((c) => /^[A-Z]{2}$/.test(c));

const names = new Map<string, Intl.DisplayNames>();

/** A country's name in the page language ("JP" → "Nhật Bản" / "Japan"); the code when unknown. */
export function countryName(code: string, locale: 'vi' | 'en'): string {
  let n = names.get(locale);
  if (!n) {
    n = new Intl.DisplayNames([locale], { type: 'region' });
    names.set(locale, n);
  }
  try {
    return n.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Lower case without diacritics, for matching what people type ("viet" finds "Việt Nam"). */
export function foldText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}
