import ExcelJS from 'exceljs';
import type { TestApp } from './build';
import { multipart } from './files';

export type Grid = (string | number | null)[][];

/** A workbook with one sheet per entry (PARCEL, DOCUMENTS, CBM …), as carriers send their cards. */
export async function cardWorkbook(sheets: Record<string, Grid>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) wb.addWorksheet(name).addRows(rows);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** POST /rate-cards/import: a grid (the PARCEL sheet) or named sheets, with the card's fields. */
export async function importCard(
  app: TestApp,
  headers: Record<string, string>,
  fields: Record<string, string>,
  grid: Grid | Record<string, Grid>,
  opts: { dryRun?: boolean; lang?: string } = {},
) {
  const sheets = Array.isArray(grid) ? { PARCEL: grid } : grid;
  const body = multipart(fields, { name: 'card.xlsx', bytes: await cardWorkbook(sheets) });
  return app.inject({
    method: 'POST',
    url: `/api/v1/rate-cards/import${opts.dryRun ? '?dryRun=1' : ''}`,
    payload: body.payload,
    headers: { ...body.headers, ...headers, 'accept-language': opts.lang ?? 'vi' },
  });
}
