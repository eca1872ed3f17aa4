import { CURRENCIES, type Currency, cellName, type Grid, ISO_CURRENCY, readPrice } from '@acf/shared';
import { badRequest, type FieldError } from '../../lib/errors';

const BY_CODE = new Map<string, Currency>(
  CURRENCIES.flatMap((c) => [
    [c, c],
    [ISO_CURRENCY[c], c],
  ]),
);

const dayOf = (v: string | number | null | undefined): string | null => {
  const s = String(v ?? '').trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const vn = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s);
  const [y, m, d] = iso
    ? [iso[1], iso[2], iso[3]]
    : vn
      ? [vn[3], vn[2]!.padStart(2, '0'), vn[1]!.padStart(2, '0')]
      : [];
  if (!y) return null;
  const day = `${y}-${m}-${d}`;
  const t = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(t.getTime()) || t.toISOString().slice(0, 10) !== day ? null : day;
};

/**
 * An exchange-rate sheet: a first row "Ngày" (or "Date") then one column per currency (USD, JPY,
 * KRW, EUR…), then one row per day (DD-MM-YYYY, YYYY-MM-DD or an Excel date) of VND per unit.
 * All or nothing: each wrong cell is named.
 */
export function readFxGrid(grid: Grid): { day: string; rates: Partial<Record<Currency, number>> }[] {
  const errors: FieldError[] = [];
  const head = grid[0] ?? [];
  const columns: (Currency | null)[] = [];
  for (let c = 1; c < head.length; c++) {
    const t = String(head[c] ?? '')
      .trim()
      .toUpperCase();
    if (!t) {
      columns.push(null);
      continue;
    }
    const cur = BY_CODE.get(t);
    if (!cur || cur === 'VND')
      errors.push({ field: 'file', message: 'rates.fxCurrency', params: { cell: cellName(0, c), value: t } });
    columns.push(cur && cur !== 'VND' ? cur : null);
  }
  const days: { day: string; rates: Partial<Record<Currency, number>> }[] = [];
  for (let r = 1; r < grid.length; r++) {
    const row = grid[r] ?? [];
    if (row.every((v) => v === null || v === undefined || String(v).trim() === '')) continue;
    const day = dayOf(row[0]);
    if (!day)
      errors.push({
        field: 'file',
        message: 'rates.fxDate',
        params: { cell: cellName(r, 0), value: String(row[0] ?? '') },
      });
    const rates: Partial<Record<Currency, number>> = {};
    columns.forEach((cur, i) => {
      const v = row[i + 1];
      if (!cur || v === null || v === undefined || String(v).trim() === '') return;
      const p = readPrice(v);
      if (!p || p.lte(0))
        errors.push({
          field: 'file',
          message: 'rates.fxUnreadable',
          params: { cell: cellName(r, i + 1), value: String(v) },
        });
      else rates[cur] = p.toNumber();
    });
    if (day) days.push({ day, rates });
  }
  if (errors.length) throw badRequest('rates.fileRefused', errors.slice(0, 50), { count: errors.length });
  return days;
}
