import type { ContainerType } from '../bookings/enums';
import { CONTAINER_TYPES } from '../bookings/enums';
import { matrixRate } from './base';
import type { RateCardBody, RateMatrix, RateRow, ZonePrices } from './card';
import { Decimal, readPrice } from './money';

/**
 * A card as carriers send it: a sheet PARCEL (and optionally DOCUMENTS), its first row "KG"
 * then one column per zone ("Zone 3" or "3"), then one row per weight:
 * - `0.5`, `1`, … `20`: the price up to that weight;
 * - `+0.5` (up to the next weight row, or `+0.5/30` up to 30 kg): each further 0.5 kg;
 * - `21-44`, `300+`: per kg of the whole weight in that band;
 * - `MIN`: the zone's minimum; `DAYS`: transit days; `CBM`, `20GP`, `40GP`, `40HC`: per m³ and
 *   per container (PARCEL sheet only).
 * Everything is read or nothing: each wrong cell is named (`C14: "12,5a" is not a price`).
 */
export type Grid = (string | number | null | undefined)[][];

export interface SheetProblem {
  sheet: string;
  cell: string;
  code: 'NOT_A_PRICE' | 'NOT_A_WEIGHT' | 'EMPTY' | 'ORDER' | 'DECREASES' | 'NO_ZONES' | 'NO_SHEET' | 'DAYS';
  value?: string;
  /** For DECREASES: the weight and zone where the price goes down. */
  detail?: { kg: string; zone: string; price: string; before: string };
}

const colName = (i: number) => {
  let n = i + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
};
export const cellName = (row: number, col: number) => `${colName(col)}${row + 1}`;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
const weight = (s: string) => (/^\d+([.,]\d+)?$/.test(s) ? new Decimal(s.replace(',', '.')) : null);

function zonesOf(grid: Grid, sheet: string, problems: SheetProblem[]): string[] {
  const head = grid[0] ?? [];
  const zones: string[] = [];
  for (let c = 1; c < head.length; c++) {
    const t = text(head[c]);
    if (!t) break;
    zones.push(t.replace(/^(zone|vùng|vung)\s*/i, ''));
  }
  if (!zones.length) problems.push({ sheet, cell: 'B1', code: 'NO_ZONES' });
  return zones;
}

function pricesOf(
  grid: Grid,
  r: number,
  zones: string[],
  sheet: string,
  problems: SheetProblem[],
): ZonePrices {
  const out: ZonePrices = {};
  for (const [i, z] of zones.entries()) {
    const raw = grid[r]?.[i + 1];
    const t = text(raw);
    const p = t ? readPrice(typeof raw === 'number' ? raw : t) : null;
    if (p) out[z] = p.toString();
    else if (!t) problems.push({ sheet, cell: cellName(r, i + 1), code: 'EMPTY' });
    else problems.push({ sheet, cell: cellName(r, i + 1), code: 'NOT_A_PRICE', value: t });
  }
  return out;
}

interface Extras {
  minimum?: ZonePrices;
  transitDays?: Record<string, string>;
  cbm?: ZonePrices;
  containers?: Partial<Record<ContainerType, ZonePrices>>;
}

function readMatrix(
  grid: Grid,
  sheet: string,
  zones: string[],
  problems: SheetProblem[],
  extras: Extras | null,
): RateMatrix {
  const rows: RateRow[] = [];
  // Each weight row's sheet row, to name a cell when prices go down.
  const at: number[] = [];
  let top = new Decimal(0);
  const pendingAdd: { index: number; r: number }[] = [];
  for (let r = 1; r < grid.length; r++) {
    const label = text(grid[r]?.[0]).toUpperCase();
    if (!label) continue;
    if (
      extras &&
      (label === 'MIN' || label === 'CBM' || (CONTAINER_TYPES as readonly string[]).includes(label))
    ) {
      const prices = pricesOf(grid, r, zones, sheet, problems);
      if (label === 'MIN') extras.minimum = prices;
      else if (label === 'CBM') extras.cbm = prices;
      else extras.containers = { ...extras.containers, [label as ContainerType]: prices };
      continue;
    }
    if (extras && label === 'DAYS') {
      const days: Record<string, string> = {};
      zones.forEach((z, i) => {
        const t = text(grid[r]?.[i + 1]);
        if (!t) return;
        if (!/^\d+(-\d+)?$/.test(t))
          problems.push({ sheet, cell: cellName(r, i + 1), code: 'DAYS', value: t });
        else days[z] = t;
      });
      extras.transitDays = days;
      continue;
    }
    const cell = cellName(r, 0);
    const add = /^\+\s*(\d+(?:[.,]\d+)?)(?:\s*\/\s*(\d+(?:[.,]\d+)?))?$/.exec(label);
    const band = /^(\d+(?:[.,]\d+)?)\s*(?:-\s*(\d+(?:[.,]\d+)?)|\+)$/.exec(label);
    const upTo = weight(label);
    // An ADD row without its own end runs up to the next weight row.
    const closeAdds = (end: Decimal) => {
      for (const p of pendingAdd.splice(0)) {
        const row = rows[p.index];
        if (row?.type === 'ADD') row.upTo = end.toString();
      }
    };
    if (add) {
      const step = weight(add[1]!)!;
      const end = add[2] ? weight(add[2]) : null;
      if (!rows.length || rows.at(-1)?.type === 'PERKG' || step.lte(0) || (end && end.lte(top))) {
        problems.push({ sheet, cell, code: 'ORDER', value: label });
        continue;
      }
      rows.push({
        type: 'ADD',
        step: step.toString(),
        upTo: end?.toString() ?? '',
        prices: pricesOf(grid, r, zones, sheet, problems),
      });
      at.push(r);
      if (end) top = end;
      else pendingAdd.push({ index: rows.length - 1, r });
    } else if (band) {
      const from = weight(band[1]!)!;
      const to = band[2] ? weight(band[2]) : null;
      if (from.lt(top) || (to && to.lte(from))) {
        problems.push({ sheet, cell, code: 'ORDER', value: label });
        continue;
      }
      // A band "21-44" takes what is above the previous row (20 kg) up to 44 kg: an open "+0.5"
      // before it would have no end, so it must say it ("+0.5/20").
      for (const p of pendingAdd.splice(0))
        problems.push({ sheet, cell: cellName(p.r, 0), code: 'ORDER', value: text(grid[p.r]?.[0]) });
      rows.push({
        type: 'PERKG',
        from: from.toString(),
        to: to?.toString() ?? null,
        prices: pricesOf(grid, r, zones, sheet, problems),
      });
      at.push(r);
      top = to ?? new Decimal(Number.MAX_SAFE_INTEGER);
    } else if (upTo) {
      if (upTo.lte(top)) {
        problems.push({ sheet, cell, code: 'ORDER', value: label });
        continue;
      }
      closeAdds(upTo);
      rows.push({ type: 'UPTO', upTo: upTo.toString(), prices: pricesOf(grid, r, zones, sheet, problems) });
      at.push(r);
      top = upTo;
    } else problems.push({ sheet, cell, code: 'NOT_A_WEIGHT', value: label });
  }
  for (const p of pendingAdd)
    problems.push({ sheet, cell: cellName(p.r, 0), code: 'ORDER', value: text(grid[p.r]?.[0]) });
  return { rows: rows.map((row, i) => Object.assign(row, { sheetRow: at[i] })) };
}

/**
 * Prices never go down as the weight grows: checked at every `step` up to the last row (and one
 * step into an open band). The first place each zone goes down is named by its cell.
 */
function decreases(
  m: RateMatrix & { rows: (RateRow & { sheetRow?: number })[] },
  zones: string[],
  step: Decimal,
  sheet: string,
  problems: SheetProblem[],
) {
  let end = new Decimal(0);
  for (const row of m.rows) {
    if (row.type === 'PERKG') end = Decimal.max(end, new Decimal(row.to ?? row.from).plus(step));
    else end = Decimal.max(end, new Decimal(row.upTo));
  }
  zones.forEach((z, zi) => {
    let before: Decimal | null = null;
    for (let w = step; w.lte(end); w = w.plus(step)) {
      const how = matrixRate(m, z, w);
      if ('reason' in how) break;
      const price =
        how.type === 'UPTO'
          ? how.price
          : how.type === 'ADD'
            ? how.first.plus(how.price.times(how.count))
            : how.type === 'PERKG'
              ? how.weight.times(how.perKg)
              : null;
      if (!price) break;
      if (before && price.lt(before)) {
        const index = m.rows.findIndex((row) =>
          row.type === 'PERKG' ? row.to === null || w.lte(row.to) : w.lte(row.upTo),
        );
        const r = m.rows[index]?.sheetRow ?? 0;
        problems.push({
          sheet,
          cell: cellName(r, zi + 1),
          code: 'DECREASES',
          detail: {
            kg: w.toString(),
            zone: z,
            price: price.toDecimalPlaces(2).toString(),
            before: before.toDecimalPlaces(2).toString(),
          },
        });
        break;
      }
      before = price;
    }
  });
}

/**
 * Reads a card's sheets (by name, upper-cased: PARCEL, DOCUMENTS). The body when every cell
 * reads, the problems otherwise (all of them, so a file is fixed in one go).
 */
export function readRateSheets(
  sheets: Record<string, Grid>,
  step: string,
): { body: RateCardBody; problems: [] } | { body: null; problems: SheetProblem[] } {
  const problems: SheetProblem[] = [];
  const parcelGrid = sheets.PARCEL;
  if (!parcelGrid) return { body: null, problems: [{ sheet: 'PARCEL', cell: 'A1', code: 'NO_SHEET' }] };
  const zones = zonesOf(parcelGrid, 'PARCEL', problems);
  const extras: Extras = {};
  const parcel = readMatrix(parcelGrid, 'PARCEL', zones, problems, extras);
  let documents: RateMatrix | undefined;
  if (sheets.DOCUMENTS) {
    const dz = zonesOf(sheets.DOCUMENTS, 'DOCUMENTS', problems);
    if (dz.join('|') !== zones.join('|'))
      problems.push({ sheet: 'DOCUMENTS', cell: 'B1', code: 'NO_ZONES', value: dz.join(', ') });
    documents = readMatrix(sheets.DOCUMENTS, 'DOCUMENTS', zones, problems, null);
  }
  if (!problems.length) {
    decreases(parcel, zones, new Decimal(step), 'PARCEL', problems);
    if (documents) decreases(documents, zones, new Decimal(step), 'DOCUMENTS', problems);
  }
  if (problems.length) return { body: null, problems };
  const strip = (m: RateMatrix): RateMatrix => ({
    rows: m.rows.map(({ sheetRow: _, ...row }: RateRow & { sheetRow?: number }) => row as RateRow),
  });
  return {
    body: { zones, parcel: strip(parcel), ...(documents ? { documents: strip(documents) } : {}), ...extras },
    problems: [],
  };
}

/** A card's body as the sheets it was read from (the export writes them; a re-import reads the same card). */
export function rateSheets(body: RateCardBody): Record<string, (string | number)[][]> {
  const head = ['KG', ...body.zones.map((z) => `Zone ${z}`)];
  const priced = (p: ZonePrices) => body.zones.map((z) => Number(p[z]));
  const matrix = (m: RateMatrix): (string | number)[][] =>
    m.rows.map((row) => {
      const label =
        row.type === 'UPTO'
          ? Number(row.upTo)
          : row.type === 'ADD'
            ? `+${row.step}/${row.upTo}`
            : row.to === null
              ? `${row.from}+`
              : `${row.from}-${row.to}`;
      return [label, ...priced(row.prices)];
    });
  const parcel = [head, ...matrix(body.parcel)];
  if (body.minimum) parcel.push(['MIN', ...priced(body.minimum)]);
  if (body.transitDays) parcel.push(['DAYS', ...body.zones.map((z) => body.transitDays?.[z] ?? '')]);
  if (body.cbm) parcel.push(['CBM', ...priced(body.cbm)]);
  for (const t of CONTAINER_TYPES) {
    const p = body.containers?.[t];
    if (p) parcel.push([t, ...priced(p)]);
  }
  const out: Record<string, (string | number)[][]> = { PARCEL: parcel };
  if (body.documents) out.DOCUMENTS = [head, ...matrix(body.documents)];
  return out;
}
