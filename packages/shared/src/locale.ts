export const LOCALES = ['vi', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'vi';
export const LOCALE_COOKIE = 'lang';
export const LOCALE_STORAGE_KEY = 'lang';

/** Seed §3: the language is 'vi', or English for any other value. */
export function normalizeLocale(value: string | null | undefined): Locale {
  if (value == null || value === '') return DEFAULT_LOCALE;
  return value === 'vi' ? 'vi' : 'en';
}

/** Picks vi or en from an Accept-Language header; vi when absent. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en';
  return 'vi';
}
