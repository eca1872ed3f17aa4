import { ZCountryCode, ZRemotePostalCodeEntry } from '@acf/shared';
import ExcelJS from 'exceljs';
import { badRequest, type FieldError, fieldError } from '../../lib/errors';

/** Most rows one import takes (the largest published carrier lists have a few tens of thousands). */
export const MAX_IMPORT_ROWS = 100_000;
/** Row errors reported at most, so a wrong file does not answer megabytes. */
const MAX_REPORTED_ERRORS = 50;

export interface ImportedRow {
  /** Line in the file, 1-based, header included: what a person sees in a spreadsheet. */
  line: number;
  country: string;
  postalCode: string;
}

/** Header names accepted per column, compared without case, accents, spaces or punctuation. */
const HEADERS = {
  country: ['country', 'countrycode', 'quocgia', 'maquocgia', 'nuoc'],
  postalCode: ['postalcode', 'postcode', 'zip', 'zipcode', 'mabuuchinh', 'mabuudien'],
} as const;

const normalizeHeader = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Splits CSV text into rows (RFC 4180 quotes; ',' ';' or tab, whichever the header uses). */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const delimiter = [';', '\t', ','].reduce((best, d) =>
    firstLine.split(d).length > firstLine.split(best).length ? d : best,
  );
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === delimiter) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

async function parseXlsx(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (r, n) => {
    const values: string[] = [];
    r.eachCell({ includeEmpty: true }, (c, col) => {
      values[col - 1] = c.text ?? '';
    });
    rows[n - 1] = Array.from(values, (v) => v ?? '');
  });
  return Array.from(rows, (r) => r ?? []);
}

function report(
  errors: FieldError[],
  field: string,
  issue: { message: string; maximum?: unknown } | undefined,
) {
  if (errors.length >= MAX_REPORTED_ERRORS) return;
  const max = typeof issue?.maximum === 'number' ? { max: issue.maximum } : undefined;
  errors.push({ field, message: issue?.message ?? 'validation.invalid', params: max });
}

/**
 * Reads a remote postal-code file (CSV or .xlsx) into validated rows. Any bad row fails the
 * whole import with the line numbers, so nothing is half-imported.
 */
export async function readRemotePostalCodeFile(fileName: string, base64: string): Promise<ImportedRow[]> {
  const buffer = Buffer.from(base64, 'base64');
  let table: string[][];
  try {
    table = /\.xlsx$/i.test(fileName) ? await parseXlsx(buffer) : parseCsv(buffer.toString('utf8'));
  } catch {
    throw fieldError('content', 'surcharges.importUnreadable');
  }
  const headerIndex = table.findIndex((r) => r.some((c) => c.trim() !== ''));
  if (headerIndex < 0) throw fieldError('content', 'surcharges.importEmpty');
  const header = table[headerIndex]!.map(normalizeHeader);
  const col = (names: readonly string[]) => header.findIndex((h) => names.includes(h));
  const countryCol = col(HEADERS.country);
  const postalCol = col(HEADERS.postalCode);
  if (countryCol < 0 || postalCol < 0) throw fieldError('content', 'surcharges.importColumns');

  const rows: ImportedRow[] = [];
  const errors: FieldError[] = [];
  for (let i = headerIndex + 1; i < table.length; i++) {
    const cells = table[i]!;
    if (cells.every((c) => c.trim() === '')) continue;
    if (rows.length + errors.length >= MAX_IMPORT_ROWS) {
      throw fieldError('content', 'surcharges.importTooManyRows', { max: MAX_IMPORT_ROWS });
    }
    const line = i + 1;
    const country = ZCountryCode.safeParse(cells[countryCol] ?? '');
    const postal = ZRemotePostalCodeEntry.safeParse(cells[postalCol] ?? '');
    if (!country.success) report(errors, `rows.${line}.country`, country.error.issues[0]);
    if (!postal.success) report(errors, `rows.${line}.postalCode`, postal.error.issues[0]);
    if (country.success && postal.success)
      rows.push({ line, country: country.data, postalCode: postal.data });
  }
  if (errors.length) throw badRequest('surcharges.importInvalid', errors);
  if (rows.length === 0) throw fieldError('content', 'surcharges.importEmpty');
  return rows;
}
