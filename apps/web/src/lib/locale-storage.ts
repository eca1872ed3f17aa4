import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale, normalizeLocale } from '@acf/shared/locale';

/** The language choice lives in local storage, mirrored to a cookie so the server renders in it. */
export function storeLocale(locale: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    /* storage may be unavailable (private mode) */
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export function storedLocale(): Locale | null {
  try {
    const v = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return v ? normalizeLocale(v) : null;
  } catch {
    return null;
  }
}
