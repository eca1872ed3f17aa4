'use client';

import {
  CARRIER_LABELS,
  formatMoney,
  formatNumber,
  formatPercent,
  type Locale,
  SERVICE_LABELS,
} from '@acf/shared';
import { useLocale } from 'next-intl';

/** Amounts per currency, one line each (currencies are never added together). */
export function MoneyLines({ value }: { value: Record<string, number> | undefined }) {
  const locale = useLocale() as Locale;
  const entries = Object.entries(value ?? {});
  if (entries.length === 0) return <>–</>;
  // One block holds the lines: where it sits in a row (a Descriptions item lays its content out
  // as a flex row), the amounts still stack, one currency a line, and never run together.
  return (
    <div data-testid="money-lines">
      {entries.map(([cur, v]) => (
        <div key={cur} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(v, cur, locale)}
        </div>
      ))}
    </div>
  );
}

/** Counts and weights in the page's language, through the shared formatter ("12,5" / "12.5"). */
export function useNumber() {
  const locale: Locale = useLocale() === 'en' ? 'en' : 'vi';
  return (n: number | null | undefined) => (n == null ? '–' : formatNumber(n, locale));
}

/** A signed change in per cent, in the page's language ("+455,6 %" / "+455.6%"). */
export function usePercent() {
  const locale: Locale = useLocale() === 'en' ? 'en' : 'vi';
  return (n: number) => `${n > 0 ? '+' : ''}${formatPercent(n, locale)}`;
}

/** A service's and a carrier's name in the page's language (the code when it has none). */
export function useCodeLabels() {
  const locale = useLocale() as Locale;
  return {
    service: (code: string) => SERVICE_LABELS[code as keyof typeof SERVICE_LABELS]?.[locale] ?? code,
    carrier: (code: string) => CARRIER_LABELS[code as keyof typeof CARRIER_LABELS]?.[locale] ?? code,
  };
}
