import { type Grid, type RateCardBody, rateSheets } from '@acf/shared';
import ExcelJS from 'exceljs';
import { fieldError } from '../../lib/errors';

/** A card's file at most: carriers' cards are a few hundred cells. */
export const RATE_CARD_MAX_BYTES = 2 * 1024 * 1024;

const plain = (v: ExcelJS.CellValue): string | number | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if ('result' in v) return plain(v.result as ExcelJS.CellValue);
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('text' in v) return String(v.text);
  return null;
};

/** The sheets of an .xlsx file as grids of plain values, keyed by their upper-cased names. */
export async function readWorkbook(bytes: Buffer): Promise<Record<string, Grid>> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fieldError('file', 'rates.unreadable');
  }
  const out: Record<string, Grid> = {};
  wb.eachSheet((ws) => {
    const grid: Grid = [];
    ws.eachRow({ includeEmpty: true }, (row, n) => {
      const values: (string | number | null)[] = [];
      row.eachCell({ includeEmpty: true }, (cell, c) => {
        values[c - 1] = plain(cell.value);
      });
      grid[n - 1] = values;
    });
    for (let i = 0; i < grid.length; i++) grid[i] ??= [];
    out[ws.name.trim().toUpperCase()] = grid;
  });
  return out;
}

/** A card as the file it can be imported from again: the layout carriers send. */
export async function cardWorkbook(body: RateCardBody, title: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.title = title;
  for (const [name, rows] of Object.entries(rateSheets(body))) {
    const ws = wb.addWorksheet(name);
    ws.addRows(rows);
    ws.getRow(1).font = { bold: true };
    ws.getColumn(1).width = 12;
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
