import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import {
  CARRIER_LABELS,
  codeLabel,
  formatDate,
  type Locale,
  SERVICE_LABELS,
  STATUS_LABELS,
  type TByCustomerRow,
} from '@acf/shared';
import type { SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { eachBatch } from '../../db/cursor';
import { t } from '../../i18n/messages';
import { COMPANY } from '../../lib/company';
import type { Actor } from '../../plugins/auth-markers';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Answers a workbook written whole (a buffer) as the download `filename`. */
export const sendWorkbook = (reply: FastifyReply, filename: string, workbook: Buffer) =>
  reply
    .header('content-type', XLSX)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(workbook);

/** A column of a report sheet: its title key, width and how its cells are formatted. */
export interface Column<R> {
  key: string;
  /** A message key, or a ready title when `raw` is set. */
  title: string;
  raw?: boolean;
  width: number;
  kind?: 'text' | 'date' | 'datetime' | 'number' | 'kg' | 'money' | 'percent';
  /** For money: the currency of this cell (a row's own currency, or a fixed one). */
  currency?: (row: R) => string;
  value: (row: R) => string | number | null;
}

const HCM_OFFSET = 7 * 3600_000;
/** An instant as Ho Chi Minh wall-clock time (Excel dates carry no time zone). */
export const excelDate = (iso: string) => new Date(Date.parse(iso) + HCM_OFFSET);
export const moneyFormat = (currency: string) => (currency === 'VND' ? '#,##0' : '#,##0.00');

export type SheetWriter = ReturnType<typeof sheetWriter>;

/** One worksheet of a streaming workbook: a title block, a header row, data rows, total rows. */
export function sheetWriter<R>(
  wb: ExcelJS.stream.xlsx.WorkbookWriter,
  out: PassThrough,
  name: string,
  columns: Column<R>[],
  locale: Locale,
) {
  const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 0 }] });
  ws.columns = columns.map((c) => ({ key: c.key, width: c.width }));
  const lastCol = columns.length;
  // One style object per number format, shared by every cell that has it: ExcelJS recognises a
  // style object it has seen (a WeakMap) instead of rendering and looking up each cell's style.
  const styles = new Map<string, Partial<ExcelJS.Style>>();
  const styleOf = (numFmt: string | undefined) => {
    let st = styles.get(numFmt ?? '');
    if (!st) {
      st = numFmt ? { numFmt } : {};
      styles.set(numFmt ?? '', st);
    }
    return st;
  };
  const writeRow = (r: R) => {
    const row = ws.addRow(columns.map((c) => cellValue(c, r)));
    for (let i = 0; i < lastCol; i++) row.getCell(i + 1).style = styleOf(numFmt(columns[i]!, r));
    row.commit();
  };
  /** Waits while the zip has not taken in what was written, then for the socket. */
  const drained = async () => {
    await zipTookIn(ws);
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  return {
    /** Title lines above the table (company, report, customer, period). */
    title(lines: string[]) {
      lines.forEach((line, i) => {
        const row = ws.addRow([line]);
        row.font = i === 0 ? { bold: true, size: 14 } : i === 1 ? { bold: true, size: 12 } : { size: 11 };
        row.commit();
      });
      ws.addRow([]).commit();
    },
    header() {
      const row = ws.addRow(columns.map((c) => (c.raw ? c.title : t(locale, c.title))));
      row.font = { bold: true };
      row.alignment = { vertical: 'middle', wrapText: true };
      for (let i = 1; i <= lastCol; i++)
        row.getCell(i).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F0FA' } };
      row.commit();
    },
    /**
     * Rows held in memory (an aggregate report), each committed at once: the streaming writer
     * then forgets it.
     */
    async rows(list: R[]) {
      for (const r of list) writeRow(r);
      await drained();
    },
    /**
     * A batch straight from the database cursor: each row is turned into a report row, written,
     * committed and let go of at once, so that it dies young (a row kept until its whole batch
     * is written would outlive the young generation, and every batch would pile up in the old
     * one until a full collection). Then waits for the zip and the socket.
     */
    async stream<S>(batch: (S | undefined)[], toRow: (raw: S) => R) {
      for (let i = 0; i < batch.length; i++) {
        const raw = batch[i] as S;
        batch[i] = undefined;
        writeRow(toRow(raw));
      }
      await drained();
    },
    /** A totals line: a label in the first column, values by column key (money in `currency`). */
    total(label: string, values: Record<string, number | string | null>, currency?: string) {
      const row = ws.addRow(columns.map((c, i) => (i === 0 ? label : (values[c.key] ?? null))));
      row.font = { bold: true };
      columns.forEach((c, i) => {
        if (i === 0 || values[c.key] == null) return;
        if (c.kind === 'money' && currency) row.getCell(i + 1).numFmt = moneyFormat(currency);
        else if (c.kind === 'kg') row.getCell(i + 1).numFmt = '#,##0.0##';
        else if (c.kind === 'money' && c.currency)
          row.getCell(i + 1).numFmt = moneyFormat(c.currency({} as R));
      });
      row.commit();
    },
    blank() {
      ws.addRow([]).commit();
    },
    /** A free row from the first column (a small table under the main one), with its number formats. */
    line(
      cells: (string | number | null)[],
      opts: { bold?: boolean; numFmt?: (string | null | undefined)[] } = {},
    ) {
      const row = ws.addRow(cells);
      if (opts.bold) row.font = { bold: true };
      opts.numFmt?.forEach((f, i) => {
        if (f && cells[i] != null) row.getCell(i + 1).numFmt = f;
      });
      row.commit();
    },
    commit() {
      ws.commit();
    },
  };
}

/**
 * The streaming worksheet writes its XML into a buffer piped into the zip's entry stream without
 * looking at what write() answers, so a sheet written faster than it is deflated piles up in
 * memory (the whole sheet, when the client reads slowly). This waits for that entry stream to
 * drain: the backpressure ExcelJS leaves out.
 */
async function zipTookIn(ws: ExcelJS.Worksheet) {
  const entry = (ws as unknown as { stream?: { pipes?: ZipEntryStream[] } }).stream?.pipes?.[0];
  const state = entry?._writableState;
  if (entry && state?.needDrain && state.length > ZIP_BACKLOG) await once(entry, 'drain');
}

/** What the zip may hold of a sheet not yet deflated before the writer waits (1 MB). */
const ZIP_BACKLOG = 1 << 20;
/** The zip's entry stream (archiver's readable-stream PassThrough: its state is not public). */
type ZipEntryStream = NodeJS.EventEmitter & { _writableState?: { length: number; needDrain: boolean } };

function cellValue<R>(c: Column<R>, r: R): ExcelJS.CellValue {
  const v = c.value(r);
  if (v == null) return null;
  if ((c.kind === 'date' || c.kind === 'datetime') && typeof v === 'string') return excelDate(v);
  return v;
}

function numFmt<R>(c: Column<R>, r: R): string | undefined {
  switch (c.kind) {
    case 'date':
      return 'dd-mm-yyyy';
    case 'datetime':
      return 'dd-mm-yyyy hh:mm';
    case 'money':
      return moneyFormat(c.currency ? c.currency(r) : 'VND');
    case 'kg':
      return '#,##0.0##';
    case 'percent':
      return '0.00';
    case 'number':
      return '#,##0';
    default:
      return undefined;
  }
}

/** "Kỳ: 01-10-2026 – 31-10-2026" */
export const periodLine = (locale: Locale, from: string | null, to: string | null) =>
  from && to
    ? `${t(locale, 'report.period')}: ${formatDate(from)} – ${formatDate(to)}`
    : t(locale, 'report.allPeriods');

/**
 * Sends an .xlsx built by `write` as it is produced: ExcelJS's streaming writer commits each
 * row into the zip stream that is the response body, so the workbook is never held whole.
 * X-Row-Count (when known) lets the browser show a progress bar.
 */
export function sendXlsx(
  reply: FastifyReply,
  filename: string,
  rowCount: number | undefined,
  write: (wb: ExcelJS.stream.xlsx.WorkbookWriter, out: PassThrough) => Promise<void>,
) {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = 'ACF Express';
  (async () => {
    await write(wb, out);
    await wb.commit();
  })().catch((err: unknown) => {
    reply.log.error({ err }, 'report export failed');
    out.destroy(err as Error);
  });
  reply
    .header('content-type', XLSX)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
  if (rowCount !== undefined) reply.header('x-row-count', String(rowCount));
  return reply.send(out);
}

// ---------------------------------------------------------------- a report's workbook, as data

/** The first title line of every report file (sheet and PDF). */
export { COMPANY };

/**
 * Rows a cursor fetch hands over at once. Small enough that a batch is written before the young
 * generation is collected twice (about 30 KB is allocated per Excel row): its rows die young.
 */
const BATCH = 250;

export const statusLabel = (locale: Locale, s: string) =>
  STATUS_LABELS[s as keyof typeof STATUS_LABELS]?.[locale] ?? s;
/** Services and carriers in words in the sheets, as on the pages. */
export const serviceLabel = (locale: Locale, s: string) => codeLabel(SERVICE_LABELS, s, locale);
export const carrierLabel = (locale: Locale, s: string) => codeLabel(CARRIER_LABELS, s, locale);

/** A column showing a value of the row as it is: text, or formatted as `kind`. */
export const column = <R>(
  key: string,
  title: string,
  width: number,
  value: Column<R>['value'],
  kind?: Column<R>['kind'],
): Column<R> => (kind ? { key, title, width, kind, value } : { key, title, width, value });

/** A money column in the row's own currency. */
export const rowMoney = <R extends { currency: string }>(
  key: string,
  title: string,
  width: number,
  value: (row: R) => number | null,
): Column<R> => ({ key, title, width, kind: 'money', currency: (r) => r.currency, value });

/** A money column in đồng, 18 wide. */
export const vndColumn = <R>(key: string, title: string, value: (row: R) => number): Column<R> => ({
  key,
  title,
  width: 18,
  kind: 'money',
  currency: () => 'VND',
  value,
});

/** The first columns of a report by customer: the customer, its salesperson, what it shipped. */
export const customerColumns = <
  R extends Pick<
    TByCustomerRow,
    'customerCode' | 'customerName' | 'salesName' | 'shipments' | 'chargeableWeight'
  >,
>(): Column<R>[] => [
  column('code', 'report.col.customerCode', 12, (x) => x.customerCode),
  column('customer', 'report.col.customer', 28, (x) => x.customerName),
  column('sales', 'report.col.sales', 20, (x) => x.salesName),
  column('shipments', 'report.col.shipments', 10, (x) => x.shipments, 'number'),
  column('kg', 'report.col.kg', 12, (x) => x.chargeableWeight, 'kg'),
];

/** Money columns for each currency of an aggregate report (revenue per currency, never summed). */
export function moneyColumns<R extends { revenue: Record<string, number> }>(
  currencies: string[],
  locale: Locale,
  pick: (r: R) => Record<string, number> = (r) => r.revenue,
  titleKey = 'report.col.revenue',
): Column<R>[] {
  return currencies.map((cur) => ({
    key: `revenue_${cur}`,
    title: `${t(locale, titleKey)} (${cur})`,
    raw: true,
    width: 16,
    kind: 'money' as const,
    currency: () => cur,
    value: (r: R) => pick(r)[cur] ?? 0,
  }));
}

/** Amounts per currency as the values of a total line, under the keys of `moneyColumns`. */
export const moneyTotals = (totals: Record<string, number>, prefix = 'revenue_') =>
  Object.fromEntries(Object.entries(totals).map(([cur, v]) => [`${prefix}${cur}`, v]));

type RawRow = Record<string, unknown>;

/** A totals line under a sheet's table: a label, values by column key, money in `currency`. */
export interface TotalLine {
  label: string;
  values: Record<string, number | string | null>;
  currency?: string;
}

/** One sheet of a report's workbook: the title block, the columns, the rows and the totals. */
export interface Sheet<C, R> {
  /** The message key of the sheet's name; in capitals it is the title's second line. */
  name: string;
  /** The title lines under the company and the report's name (the period, the customer). */
  heading: (locale: Locale, ctx: C) => string[];
  columns: (locale: Locale, ctx: C) => Column<R>[];
  /**
   * Rows held in memory (an aggregate report), or a query read by cursor in batches, each of its
   * rows turned into a sheet row as it is written.
   */
  rows: (ctx: C) => R[] | { sql: SQL; toRow: (raw: RawRow) => R };
  /** Total lines, under a blank row. */
  totals?: (locale: Locale, ctx: C) => TotalLine[];
}

/** A sheet of any row type, for a workbook's list of sheets. */
export const sheet = <C, R>(s: Sheet<C, R>) => s as unknown as Sheet<C, RawRow>;

/** A report's Excel file: what it reads before its first row, its name, its row count, its sheets. */
export interface Workbook<Q, C> {
  /** The context, totals and aggregates the sheets are written from (a refusal is thrown here). */
  load: (db: Db, q: Q, actor: Actor) => Promise<C>;
  filename: (ctx: C) => string;
  rowCount: (ctx: C) => number;
  sheets: Sheet<C, RawRow>[];
}

/** The usual title line under a report's name: its period. */
export const periodHeading = (locale: Locale, c: { period: { from: string; to: string } }) => [
  periodLine(locale, c.period.from, c.period.to),
];

/**
 * An aggregate report's workbook: one sheet of the rows its page shows (held in memory), under
 * the period, in a file named after the report and its period.
 */
export function aggregateWorkbook<Q, C extends { period: { from: string; to: string }; rows: R[] }, R>(
  file: string,
  load: Workbook<Q, C>['load'],
  s: Omit<Sheet<C, R>, 'rows' | 'heading'> & Partial<Pick<Sheet<C, R>, 'heading'>>,
): Workbook<Q, C> {
  return {
    load,
    filename: (c) => `${file}-${c.period.from}-${c.period.to}.xlsx`,
    rowCount: (c) => c.rows.length,
    sheets: [sheet<C, R>({ heading: periodHeading, rows: (c) => c.rows, ...s })],
  };
}

/** Sends a report's workbook, written sheet by sheet from its description. */
export async function exportXlsx<Q, C>(
  reply: FastifyReply,
  db: Db,
  book: Workbook<Q, C>,
  q: Q,
  actor: Actor,
  locale: Locale,
) {
  const ctx = await book.load(db, q, actor);
  return sendXlsx(reply, book.filename(ctx), book.rowCount(ctx), async (wb, out) => {
    for (const s of book.sheets) {
      const ws = sheetWriter(wb, out, t(locale, s.name), s.columns(locale, ctx), locale);
      ws.title([COMPANY, t(locale, s.name).toUpperCase(), ...s.heading(locale, ctx)]);
      ws.header();
      const rows = s.rows(ctx);
      if (Array.isArray(rows)) await ws.rows(rows);
      else await eachBatch<RawRow>(db, rows.sql, BATCH, (b) => ws.stream(b, rows.toRow));
      if (s.totals) {
        ws.blank();
        for (const line of s.totals(locale, ctx)) ws.total(line.label, line.values, line.currency);
      }
      ws.commit();
    }
  });
}
