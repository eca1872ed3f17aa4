'use client';

// First on every page (the root layout renders this): zod must not probe for eval under the CSP.
import '@/lib/zod-jitless';
import type { Locale } from '@acf/shared';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { storedLocale, storeLocale } from '@/lib/locale-storage';

/**
 * Applies the stored language on load (seed §1): when local storage holds another language
 * than the one the server rendered (e.g. the cookie was cleared), mirror it and re-render.
 */
export function LocaleSync({ locale }: { locale: Locale }) {
  const router = useRouter();
  useEffect(() => {
    const stored = storedLocale();
    if (stored && stored !== locale) {
      storeLocale(stored);
      router.refresh();
    } else if (!stored) {
      storeLocale(locale);
    }
  }, [locale, router]);
  return null;
}
