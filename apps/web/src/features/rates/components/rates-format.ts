import { CURRENCIES, type Currency, formatNumber, ISO_CURRENCY, type RateCardStatus } from '@acf/shared';
import { useLocale } from 'next-intl';
import { ApiError } from '@/lib/api-client';

// What the rate-card tabs share, so a price, a weight or a status reads the same in each of them.

export const useLang = (): 'vi' | 'en' => (useLocale() === 'en' ? 'en' : 'vi');

/** Every message of a refused call: the API's field errors (each names its cell), else its message. */
export const errorLines = (err: unknown): string[] => {
  if (err instanceof ApiError) {
    const lines = (err.body.errors ?? []).map((e) => e.message);
    return lines.length ? lines : [err.message];
  }
  return [(err as Error).message];
};

export const STATUS_COLORS: Record<RateCardStatus, string> = {
  DRAFT: 'blue',
  ACTIVE: 'green',
  RETIRED: 'default',
};

/** The stored code shown as people know it (JSP → JPY, WON → KRW). */
export const iso = (c: string) => ISO_CURRENCY[c as Currency] ?? c;

/** A card's price (a decimal string) in the page's marks: "12,5" on a Vietnamese page. */
export const price = (v: string | null | undefined, lang: 'vi' | 'en') =>
  v === null || v === undefined || v === '' ? '—' : formatNumber(Number(v), lang, 4);

/** A sheet's row label ("0.5", "+0.5/20", "21-44") with its numbers in the page's marks. */
export const rowLabel = (label: string, lang: 'vi' | 'en') =>
  label.replace(/\d+(?:\.\d+)?/g, (n) => formatNumber(Number(n), lang, 3, 0, false));

/** A percentage with up to three decimals: "25,5 %" / "25.5%". */
export const percent = (p: number, lang: 'vi' | 'en') =>
  lang === 'vi' ? `${formatNumber(p, lang, 3)} %` : `${formatNumber(p, lang, 3)}%`;

/** Every currency a price can be in, but VND: what a rate is given for (VND per unit). */
export const FX_CURRENCIES = CURRENCIES.filter((c) => c !== 'VND') as Exclude<Currency, 'VND'>[];

/** A rate as people read it: up to four decimals, in the page's marks. */
export const fxText = (v: number | undefined, lang: 'vi' | 'en') =>
  v === undefined ? '—' : formatNumber(v, lang, 4);

/** A day's rates as table columns, one a currency: its VND per unit that day. */
export const fxColumns = (lang: 'vi' | 'en') =>
  FX_CURRENCIES.map((c) => ({
    title: iso(c),
    key: c,
    align: 'right' as const,
    render: (_: unknown, r: { rates: Partial<Record<string, number>> }) => fxText(r.rates[c], lang),
  }));
