import { formatMoney, formatNumber, type ManifestStatus, type TManifest } from '@acf/shared';
import { useLocale } from 'next-intl';

// What the manifest components share, so a status or a weight reads the same in each of them.

export const STATUS_COLORS: Record<ManifestStatus, string> = {
  OPEN: 'blue',
  CLOSED: 'orange',
  DEPARTED: 'purple',
  ARRIVED: 'green',
};
// Weights and amounts in the page's language, through the shared formatter (2,3 kg; 31,00 USD).
export const useLang = (): 'vi' | 'en' => (useLocale() === 'en' ? 'en' : 'vi');
export const kg = (n: number, lang: 'vi' | 'en') => formatNumber(n, lang);
export const declared = (m: TManifest, lang: 'vi' | 'en') =>
  m.totals.declaredValue.map((d) => formatMoney(d.amount, d.currency, lang)).join(' + ') || '—';
