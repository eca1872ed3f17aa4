import {
  type BookingStatus,
  EXCEPTION_REASON_LABELS,
  EXCEPTION_REASONS,
  type ExceptionReason,
  isActiveStatus,
  type Locale,
  MANIFEST_LINES,
  type ManifestLine,
  POD_IMPORT_MAX_ROWS,
  POD_LINE_TIME_ZONES,
  type TPodImportResponse,
  type TPodImportRow,
} from '@acf/shared';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { type Db, rowsOf } from '../../db/client';
import {
  bookingDeliveries,
  bookingExceptions,
  bookings,
  manifestShipments,
  manifests,
} from '../../db/schema';
import { AppError, badRequest, type FieldError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import { changing, eventText } from '../bookings/bookings.service';
import { queueNotifications } from '../notifications/notify';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/**
 * Proofs of delivery in bulk (issue 21): a partner agent, or operations, reports the outcome of
 * many shipments from one sheet. The file is checked whole before anything is written, and a
 * second import of the same file changes nothing (a row that says what is already recorded is
 * "unchanged").
 */

interface Column {
  key: keyof SheetRow;
  vi: string;
  en: string;
}

export const POD_COLUMNS: Column[] = [
  { key: 'trackingNumber', vi: 'Mã vận đơn', en: 'Tracking number' },
  { key: 'deliveredAt', vi: 'Thời điểm giao (DD-MM-YYYY HH:mm)', en: 'Delivered at (DD-MM-YYYY HH:mm)' },
  { key: 'timeZone', vi: 'Múi giờ (mặc định theo tuyến)', en: "Time zone (default: the line's)" },
  { key: 'receiverName', vi: 'Người nhận', en: 'Receiver name' },
  {
    key: 'outcome',
    vi: 'Kết quả (DELIVERED hoặc lý do sự cố)',
    en: 'Outcome (DELIVERED or an exception reason)',
  },
  { key: 'note', vi: 'Ghi chú', en: 'Note' },
];

const OUTCOMES = ['DELIVERED', ...EXCEPTION_REASONS] as const;
// Bidirectional controls (U+202A–U+202E, U+2066–U+2069) too: they reorder the text around them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters taken out of an answer
const CONTROL_ALL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;
const DATE_TIME = 'DD-MM-YYYY HH:mm';

export async function podImportTemplate(locale: Locale): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('POD');
  ws.columns = POD_COLUMNS.map((c) => ({ header: c.key, key: c.key, width: Math.max(16, c.key.length + 4) }));
  // Row 1: the keys the import reads; row 2: the headings people read (skipped on import).
  ws.addRow(Object.fromEntries(POD_COLUMNS.map((c) => [c.key, locale === 'vi' ? c.vi : c.en])));
  ws.getRow(1).font = { bold: true };
  ws.getRow(2).font = { italic: true, color: { argb: 'FF666666' } };
  const outcome = POD_COLUMNS.findIndex((c) => c.key === 'outcome') + 1;
  const tz = POD_COLUMNS.findIndex((c) => c.key === 'timeZone') + 1;
  for (let r = 3; r <= 500; r++) {
    ws.getCell(r, outcome).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: [`"${OUTCOMES.join(',')}"`],
    };
    ws.getCell(r, tz).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: [`"${[...new Set(Object.values(POD_LINE_TIME_ZONES))].join(',')},Asia/Ho_Chi_Minh"`],
    };
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

interface SheetRow {
  row: number;
  trackingNumber: string;
  deliveredAt: string;
  timeZone: string;
  receiverName: string;
  outcome: string;
  note: string;
}

/** A cell as text; an Excel date cell (its wall time, as ExcelJS reads it in UTC) as DD-MM-YYYY HH:mm. */
function cellText(v: ExcelJS.CellValue): string {
  if (v == null) return '';
  if (v instanceof Date) return dayjs.utc(v).format(DATE_TIME);
  if (typeof v === 'object') {
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return String(v.text);
  }
  return String(v).trim();
}

const HEADINGS = new Set(POD_COLUMNS.flatMap((c) => [c.vi, c.en]));

async function readSheet(buffer: Buffer): Promise<SheetRow[] | undefined> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return undefined;
  }
  const ws = wb.worksheets[0];
  if (!ws) return undefined;
  // The columns are found by their key in row 1, so a sheet may order them as it likes.
  const index = new Map<string, number>();
  ws.getRow(1).eachCell((cell, col) => index.set(cellText(cell.value), col));
  if (!index.has('trackingNumber')) return undefined;
  const rows: SheetRow[] = [];
  ws.eachRow((r, n) => {
    if (n === 1) return;
    const get = (k: string) => {
      const col = index.get(k);
      return col ? cellText(r.getCell(col).value).trim() : '';
    };
    const row: SheetRow = {
      row: n,
      trackingNumber: get('trackingNumber').replace(/\s+/g, ''),
      deliveredAt: get('deliveredAt'),
      timeZone: get('timeZone'),
      receiverName: get('receiverName'),
      outcome: get('outcome').toUpperCase(),
      note: get('note'),
    };
    const values = POD_COLUMNS.map((c) => get(c.key)).filter(Boolean);
    if (values.length === 0) return;
    // The template's second row (the headings in words).
    if (values.every((v) => HEADINGS.has(v))) return;
    rows.push(row);
  });
  return rows;
}

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

interface Target {
  bookingId: string;
  code: string;
  trackingNumber: string;
  status: BookingStatus;
  line: ManifestLine;
  manifestId: string;
  place: string;
  delivered: { receiverName: string; deliveredAt: Date } | null;
  openReason: string | null;
}

/** The shipments of these numbers on manifests of the given lines (one query for the file). */
async function targets(
  db: Db,
  numbers: string[],
  lines: readonly ManifestLine[],
): Promise<Map<string, Target>> {
  if (numbers.length === 0 || lines.length === 0) return new Map();
  const rows = await db
    .select({
      bookingId: bookings.id,
      code: bookings.code,
      trackingNumber: bookings.trackingNumber,
      status: bookings.status,
      line: manifests.line,
      manifestId: manifests.id,
      place: sql<string>`${bookings.receiver}->>'city'`,
      deliveredName: bookingDeliveries.receiverName,
      deliveredAt: bookingDeliveries.deliveredAt,
      openReason: bookingExceptions.reason,
    })
    .from(bookings)
    .innerJoin(manifestShipments, eq(manifestShipments.bookingId, bookings.id))
    .innerJoin(manifests, eq(manifests.id, manifestShipments.manifestId))
    .leftJoin(bookingDeliveries, eq(bookingDeliveries.bookingId, bookings.id))
    .leftJoin(
      bookingExceptions,
      and(eq(bookingExceptions.bookingId, bookings.id), isNull(bookingExceptions.resolvedAt)),
    )
    .where(and(inArray(bookings.trackingNumber, numbers), inArray(manifests.line, [...lines])));
  return new Map(
    rows.map((r) => [
      r.trackingNumber,
      {
        bookingId: r.bookingId,
        code: r.code,
        trackingNumber: r.trackingNumber,
        status: r.status as BookingStatus,
        line: r.line as ManifestLine,
        manifestId: r.manifestId,
        place: r.place ?? '',
        delivered: r.deliveredAt ? { receiverName: r.deliveredName ?? '', deliveredAt: r.deliveredAt } : null,
        openReason: r.openReason,
      },
    ]),
  );
}

const label = (key: keyof SheetRow) => {
  const c = POD_COLUMNS.find((col) => col.key === key)!;
  return { vi: c.vi, en: c.en };
};

/**
 * Checks a POD workbook for a caller who may report on `lines`, and (unless `dryRun`) applies it
 * in one transaction. Errors name the sheet row and the column; a number on no manifest of the
 * caller's lines gets the same error whether it exists or not.
 */
export async function importDeliveries(
  db: Db,
  actor: Actor,
  lines: readonly ManifestLine[],
  workbook: Buffer,
  dryRun: boolean,
): Promise<TPodImportResponse> {
  const sheet = await readSheet(workbook);
  if (!sheet) throw badRequest('pod.importUnreadable');
  if (sheet.length === 0) throw badRequest('pod.importEmpty');
  if (sheet.length > POD_IMPORT_MAX_ROWS)
    throw badRequest('pod.importTooMany', undefined, { max: POD_IMPORT_MAX_ROWS });

  // Only what can be a tracking number is looked up (a cell may hold anything, a NUL byte too):
  // the product's own are ten digits, an imported booking keeps its carrier's letters and digits.
  const numbers = sheet.map((r) => r.trackingNumber).filter((n) => n.length <= 40 && !CONTROL.test(n));
  const found = await targets(db, [...new Set(numbers)], lines);
  const errors: FieldError[] = [];
  const err = (
    r: SheetRow,
    field: keyof SheetRow,
    message: string,
    params?: Record<string, string | number>,
  ) => errors.push({ row: r.row, field, message, params, label: label(field) });
  const seen = new Set<string>();
  const rows: (TPodImportRow & { target?: Target; at?: Date })[] = [];
  const now = Date.now();

  for (const r of sheet) {
    const before = errors.length;
    // A control character (a NUL byte, say) is no text a row can hold.
    for (const c of POD_COLUMNS)
      if (CONTROL.test(r[c.key] as string)) err(r, c.key, 'validation.controlCharacter');
    if (errors.length > before) {
      rows.push({
        row: r.row,
        trackingNumber: r.trackingNumber.replace(CONTROL_ALL, ''),
        code: null,
        outcome: r.outcome.replace(CONTROL_ALL, ''),
        deliveredAt: null,
        timeZone: '',
        localTime: '',
        receiverName: r.receiverName.replace(CONTROL_ALL, ''),
        note: r.note.replace(CONTROL_ALL, ''),
        result: 'error',
      });
      continue;
    }
    const t = found.get(r.trackingNumber);
    if (!r.trackingNumber) err(r, 'trackingNumber', 'validation.required');
    else if (seen.has(r.trackingNumber)) err(r, 'trackingNumber', 'pod.duplicateRow');
    else if (!t) err(r, 'trackingNumber', 'pod.notOnYourManifests');
    seen.add(r.trackingNumber);

    const outcome = r.outcome || 'DELIVERED';
    if (!(OUTCOMES as readonly string[]).includes(outcome))
      err(r, 'outcome', 'pod.outcome', { options: OUTCOMES.join(', ') });
    const tz = r.timeZone || (t ? POD_LINE_TIME_ZONES[t.line] : POD_LINE_TIME_ZONES.YAMATO_SOUTH);
    if (!isTimeZone(tz)) err(r, 'timeZone', 'pod.timeZone');

    let at: Date | undefined;
    if (!r.deliveredAt) err(r, 'deliveredAt', 'validation.required');
    else if (!dayjs(r.deliveredAt, DATE_TIME, true).isValid()) err(r, 'deliveredAt', 'pod.dateTime');
    else if (isTimeZone(tz)) {
      at = dayjs.tz(r.deliveredAt, DATE_TIME, tz).toDate();
      if (at.getTime() > now + 5 * 60_000) err(r, 'deliveredAt', 'manifest.deliveryInFuture');
    }
    if (outcome === 'DELIVERED' && !r.receiverName) err(r, 'receiverName', 'validation.required');
    if (r.receiverName.length > 35) err(r, 'receiverName', 'validation.maxLength', { max: 35 });
    if (r.note.length > 200) err(r, 'note', 'validation.maxLength', { max: 200 });

    let result: TPodImportRow['result'] = dryRun ? 'willApply' : 'applied';
    if (t && errors.length === before) {
      if (outcome === 'DELIVERED') {
        const same =
          t.delivered &&
          t.delivered.receiverName === r.receiverName &&
          t.delivered.deliveredAt.getTime() === at?.getTime();
        if (same) result = 'unchanged';
        else if (t.status === 'DELIVERED')
          err(r, 'trackingNumber', 'pod.alreadyDelivered', {
            at: dayjs(t.delivered?.deliveredAt).tz(tz).format(DATE_TIME),
          });
        else if (t.status !== 'IN_TRANSIT')
          err(r, 'trackingNumber', 'manifest.notDeliverable', { status: t.status });
      } else if (t.status === 'EXCEPTION' && t.openReason === outcome) result = 'unchanged';
      else if (!isActiveStatus(t.status))
        err(r, 'trackingNumber', 'exception.notActive', { status: t.status });
    }
    rows.push({
      row: r.row,
      trackingNumber: r.trackingNumber,
      code: t?.code ?? null,
      outcome,
      deliveredAt: at?.toISOString() ?? null,
      timeZone: tz,
      localTime: r.deliveredAt,
      receiverName: r.receiverName,
      note: r.note,
      result: errors.length === before ? result : 'error',
      target: t,
      at,
    });
  }

  const answer = (): TPodImportResponse => ({
    dryRun,
    valid: errors.length === 0,
    applied: rows.filter((r) => r.result === 'applied' || r.result === 'willApply').length,
    unchanged: rows.filter((r) => r.result === 'unchanged').length,
    rows: rows.map(({ target: _t, at: _a, ...r }) => r),
    errors: [],
  });
  if (dryRun) return { ...answer(), errors: errors as TPodImportResponse['errors'] };
  if (errors.length)
    throw new AppError('IMPORT_INVALID', 400, 'pod.importInvalid', { count: errors.length }, errors);

  const todo = rows.filter((r) => r.result === 'applied' && r.target && r.at);
  if (todo.length) await changing(db, () => db.transaction((tx) => applyRows(tx, actor, todo)));
  return answer();
}

/** The lines a caller may report on: every line with manage_operate, else those it sees. */
export function podLines(permissions: { has(p: string): boolean }, visible: readonly ManifestLine[]) {
  return permissions.has('manage_operate') ? MANIFEST_LINES : visible;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Ready = TPodImportRow & { target?: Target; at?: Date };

/**
 * Writes the checked rows as a few set-based statements (a sheet of 5,000 rows is a handful of
 * round trips, not 30,000): each booking locked and checked again, moved to DELIVERED or
 * EXCEPTION with its tracking event, audit row, POD or exception, and its customer's e-mails
 * queued, all in the caller's transaction. The events say what the per-shipment delivery says,
 * with the local time of the row beside it.
 */
async function applyRows(tx: Tx, actor: Actor, rows: Ready[]) {
  const ids = rows.map((r) => r.target!.bookingId);
  const locked = await rowsOf<{ id: string; status: string }>(
    tx,
    sql`select id, status from bookings where id = any(string_to_array(${ids.join(',')}, ',')::uuid[]) order by id for update`,
  );
  const statusOf = new Map(locked.map((b) => [b.id, b.status as BookingStatus]));
  // Changed since the check (another import, a scan): the file is checked again.
  for (const r of rows) {
    const now = statusOf.get(r.target!.bookingId);
    if (!now || (r.outcome === 'DELIVERED' ? now !== 'IN_TRANSIT' : !isActiveStatus(now)))
      throw new AppError('CONFLICT', 409, 'pod.changedMeanwhile', { trackingNumber: r.trackingNumber });
  }
  const items = rows.map((r) => {
    const local = `${r.localTime} (${r.timeZone})`;
    const delivered = r.outcome === 'DELIVERED';
    const reason = delivered ? undefined : EXCEPTION_REASON_LABELS[r.outcome as ExceptionReason];
    const suffix = r.note ? `: ${r.note}` : '';
    const text = eventText(delivered ? 'DELIVERED' : 'EXCEPTION', {
      notes: delivered
        ? { vi: `Đã giao cho ${r.receiverName}, ${local}`, en: `Delivered to ${r.receiverName}, ${local}` }
        : { vi: `${reason!.vi}${suffix}, ${local}`, en: `${reason!.en}${suffix}, ${local}` },
      // The typed note stays with staff; the customer reads the reason alone.
      visibility: !delivered && r.note ? 'INTERNAL' : 'PUBLIC',
      ...(!delivered && { publicNotes: { vi: `${reason!.vi}, ${local}`, en: `${reason!.en}, ${local}` } }),
    });
    return {
      id: r.target!.bookingId,
      manifest_id: r.target!.manifestId,
      from: statusOf.get(r.target!.bookingId)!,
      to: delivered ? 'DELIVERED' : 'EXCEPTION',
      at: r.at!.toISOString(),
      place: r.target!.place,
      receiver_name: r.receiverName,
      reason: delivered ? null : r.outcome,
      note: r.note,
      note_vi: text.noteVi,
      note_en: text.noteEn,
      visibility: text.visibility,
      public_vi: text.publicVi,
      public_en: text.publicEn,
    };
  });
  const json = JSON.stringify(items);
  const v = sql`jsonb_to_recordset(${json}::jsonb) as v(id uuid, manifest_id uuid, "from" text, "to" text,
    at timestamptz, place text, receiver_name text, reason text, note text, note_vi text, note_en text,
    visibility text, public_vi text, public_en text)`;
  await tx.execute(sql`
    update bookings b set status = v."to",
      exception_from = case when v."to" = 'EXCEPTION' then v."from" end,
      -- The delivery's milestone with it (what the event's report trigger would set next), so the
      -- report summaries move once per booking.
      delivered_at = case when v."to" = 'DELIVERED' then v.at else b.delivered_at end,
      delivered_by = case when v."to" = 'DELIVERED' then ${actor.userId}::uuid else b.delivered_by end,
      last_event_at = v.at, updated_at = now(), updated_by = ${actor.userId}
    from ${v} where b.id = v.id`);
  const events = await rowsOf<{ id: string; status: string }>(
    tx,
    sql`insert into booking_events (booking_id, status, place, note_vi, note_en, visibility, public_vi, public_en,
          occurred_at, actor_id)
        select v.id, v."to", v.place, v.note_vi, v.note_en, v.visibility, v.public_vi, v.public_en, v.at, ${actor.userId}
        from ${v}
        returning id, status`,
  );
  await tx.execute(sql`
    insert into booking_history (booking_id, field, before, after, user_id, at)
    select v.id, 'status', v."from", v."to", ${actor.userId}, now() from ${v}`);
  await tx.execute(sql`
    insert into booking_deliveries (booking_id, manifest_id, receiver_name, delivered_at, delivered_by)
    select v.id, v.manifest_id, v.receiver_name, v.at, ${actor.userId} from ${v} where v."to" = 'DELIVERED'`);
  await tx.execute(sql`
    insert into booking_exceptions (booking_id, reason, note, raised_by)
    select v.id, v.reason, v.note, ${actor.userId} from ${v} where v."to" = 'EXCEPTION'`);
  // The customer hears of each, as of a delivery recorded one by one (issue 20).
  for (const status of ['DELIVERED', 'EXCEPTION'] as const) {
    const eventIds = events.filter((e) => e.status === status).map((e) => e.id);
    if (eventIds.length) await queueNotifications(tx, status, eventIds);
  }
}
