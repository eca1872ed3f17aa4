'use client';

import {
  CARGO_UNIT_LABELS,
  CARRIER_LABELS,
  codeLabel,
  currencyLabel,
  historyFieldLabel,
  OFFICE_LABELS,
  SERVICE_LABELS,
  STATUS_LABELS,
} from '@acf/shared';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';

/** The booking's codes in words, in the page language (service, carrier, office, unit, currency, status). */
export function useCodes() {
  const locale: 'vi' | 'en' = useLocale() === 'en' ? 'en' : 'vi';
  return useMemo(
    () => ({
      locale,
      service: (c: string | null | undefined) => codeLabel(SERVICE_LABELS, c, locale),
      carrier: (c: string | null | undefined) => codeLabel(CARRIER_LABELS, c, locale),
      office: (c: string | null | undefined) => codeLabel(OFFICE_LABELS, c, locale),
      cargoUnit: (c: string | null | undefined) => codeLabel(CARGO_UNIT_LABELS, c, locale),
      status: (c: string | null | undefined) => codeLabel(STATUS_LABELS, c, locale),
      currency: (c: string) => currencyLabel(c, locale),
      historyField: (f: string) => historyFieldLabel(f, locale),
      /** Select options of a code list, shown in words. */
      options: (codes: readonly string[], word: (c: string) => string) =>
        codes.map((c) => ({ value: c, label: word(c) })),
    }),
    [locale],
  );
}
