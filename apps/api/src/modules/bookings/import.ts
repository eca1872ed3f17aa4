import {
  BOOKING_CARRIERS,
  CARGO_UNITS,
  CURRENCIES,
  INCOTERMS,
  type Locale,
  normalizeAddressLines,
  SERVICES,
  type TCreateBookingRequest,
  ZCreateBookingRequest,
} from '@acf/shared';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { AppError, badRequest, type FieldError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import { bookingRefs, customerIdsByCode } from './bookings.repository';
import { createBooking, salesScopeOf } from './bookings.service';
import { bookingsChanged } from './list-cache';

/** One template column: its key (also the error's column name), headers and where it goes. */
interface Column {
  key: string;
  vi: string;
  en: string;
  path: (string | number)[];
  kind?: 'number';
  staffOnly?: boolean;
  options?: readonly string[];
}

const party = (who: 'sender' | 'receiver', vi: string, en: string): Column[] => [
  { key: `${who}Name`, vi: `${vi} - Tên`, en: `${en} - Name`, path: [who, 'name'] },
  { key: `${who}Company`, vi: `${vi} - Công ty`, en: `${en} - Company`, path: [who, 'company'] },
  { key: `${who}Phone`, vi: `${vi} - Điện thoại`, en: `${en} - Phone`, path: [who, 'phone'] },
  { key: `${who}Email`, vi: `${vi} - Email`, en: `${en} - E-mail`, path: [who, 'email'] },
  {
    key: `${who}Address1`,
    vi: `${vi} - Địa chỉ 1`,
    en: `${en} - Address line 1`,
    path: [who, 'addressLine1'],
  },
  {
    key: `${who}Address2`,
    vi: `${vi} - Địa chỉ 2`,
    en: `${en} - Address line 2`,
    path: [who, 'addressLine2'],
  },
  { key: `${who}City`, vi: `${vi} - Thành phố`, en: `${en} - City`, path: [who, 'city'] },
  { key: `${who}State`, vi: `${vi} - Tỉnh/Bang`, en: `${en} - State`, path: [who, 'state'] },
  {
    key: `${who}PostalCode`,
    vi: `${vi} - Mã bưu chính`,
    en: `${en} - Postal code`,
    path: [who, 'postalCode'],
  },
  { key: `${who}Country`, vi: `${vi} - Quốc gia`, en: `${en} - Country`, path: [who, 'country'] },
];

export const IMPORT_COLUMNS: Column[] = [
  { key: 'customerCode', vi: 'Mã khách hàng', en: 'Customer code', path: ['customerId'], staffOnly: true },
  { key: 'service', vi: 'Dịch vụ', en: 'Service', path: ['service'], options: SERVICES },
  { key: 'carrier', vi: 'Hãng vận chuyển', en: 'Carrier', path: ['carrier'], options: BOOKING_CARRIERS },
  ...party('sender', 'Người gửi', 'Sender'),
  ...party('receiver', 'Người nhận', 'Receiver'),
  { key: 'cargoUnit', vi: 'Đơn vị hàng', en: 'Cargo unit', path: ['cargoUnit'], options: CARGO_UNITS },
  { key: 'length', vi: 'Dài (cm)', en: 'Length (cm)', path: ['pieces', 0, 'length'], kind: 'number' },
  { key: 'width', vi: 'Rộng (cm)', en: 'Width (cm)', path: ['pieces', 0, 'width'], kind: 'number' },
  { key: 'height', vi: 'Cao (cm)', en: 'Height (cm)', path: ['pieces', 0, 'height'], kind: 'number' },
  { key: 'weight', vi: 'Cân nặng (kg)', en: 'Weight (kg)', path: ['pieces', 0, 'weight'], kind: 'number' },
  { key: 'volume', vi: 'Thể tích (m³)', en: 'Volume (m³)', path: ['pieces', 0, 'volume'], kind: 'number' },
  { key: 'quantity', vi: 'Số kiện', en: 'Quantity', path: ['pieces', 0, 'quantity'], kind: 'number' },
  { key: 'goodsDescription', vi: 'Mô tả hàng hóa', en: 'Goods description', path: ['goodsDescription'] },
  {
    key: 'declaredValue',
    vi: 'Giá trị khai báo',
    en: 'Declared value',
    path: ['declaredValue'],
    kind: 'number',
  },
  { key: 'currency', vi: 'Tiền tệ', en: 'Currency', path: ['currency'], options: CURRENCIES },
  { key: 'incoterm', vi: 'Incoterm', en: 'Incoterm', path: ['incoterm'], options: INCOTERMS },
  {
    key: 'pickupDate',
    vi: 'Ngày lấy hàng (YYYY-MM-DD)',
    en: 'Pickup date (YYYY-MM-DD)',
    path: ['pickup', 'date'],
  },
  { key: 'pickupTimeWindow', vi: 'Khung giờ lấy', en: 'Pickup time window', path: ['pickup', 'timeWindow'] },
  { key: 'note', vi: 'Ghi chú', en: 'Note', path: ['note'] },
];

export const MAX_IMPORT_ROWS = 1000;

export async function importTemplate(locale: Locale): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Bookings');
  ws.columns = IMPORT_COLUMNS.map((c) => ({
    header: c.key,
    key: c.key,
    width: Math.max(14, c.key.length + 2),
  }));
  // Row 1: machine keys (what the import reads); row 2: the headings people read.
  ws.addRow(Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, locale === 'vi' ? c.vi : c.en])));
  ws.getRow(1).font = { bold: true };
  ws.getRow(2).font = { italic: true, color: { argb: 'FF666666' } };
  IMPORT_COLUMNS.forEach((c, i) => {
    if (!c.options) return;
    for (let r = 3; r <= 500; r++)
      ws.getCell(r, i + 1).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${c.options.join(',')}"`],
      };
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function cellValue(v: ExcelJS.CellValue): unknown {
  if (v == null) return undefined;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('result' in v) return cellValue(v.result as ExcelJS.CellValue);
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return String(v.text);
  }
  return v;
}

function setPath(target: Record<string, unknown>, path: (string | number)[], value: unknown) {
  let node: Record<string | number, unknown> = target;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) node[key] = value;
    else {
      node[key] ??= typeof path[i + 1] === 'number' ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    }
  }
}

export interface ParsedRow {
  row: number;
  customerCode?: string;
  input: TCreateBookingRequest;
}

/**
 * Reads every row and validates all of them before anything is written. Errors name the sheet
 * row and the column key (`rows.3.receiverName`), so the user can fix the file in one pass.
 */
export async function parseImport(
  buffer: Buffer,
): Promise<{ rows: ParsedRow[]; errors: FieldError[] } | { unreadable: true }> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return { unreadable: true };
  }
  const ws = wb.worksheets[0];
  if (!ws) return { unreadable: true };
  const header = (ws.getRow(1).values as ExcelJS.CellValue[]).map((v) => String(cellValue(v) ?? '').trim());
  const colIndex = new Map(IMPORT_COLUMNS.map((c) => [c.key, header.indexOf(c.key)]));
  const byPath = new Map(IMPORT_COLUMNS.map((c) => [c.path.join('.'), c.key]));
  const rows: ParsedRow[] = [];
  const errors: FieldError[] = [];
  const byKey = new Map(IMPORT_COLUMNS.map((c) => [c.key, c]));
  const error = (
    rowNumber: number,
    key: string,
    message: string,
    params?: FieldError['params'],
  ): FieldError => {
    const c = byKey.get(key);
    return {
      field: `rows.${rowNumber}.${key}`,
      message,
      ...(params && { params }),
      ...(c && { label: { vi: c.vi, en: c.en } }),
    };
  };
  ws.eachRow((row, rowNumber) => {
    if (rowNumber <= 2) return;
    const raw: Record<string, unknown> = {};
    // Cells that hold text where a number belongs: said as such, not as a missing value.
    const notNumbers = new Set<string>();
    let customerCode: string | undefined;
    let empty = true;
    for (const c of IMPORT_COLUMNS) {
      const idx = colIndex.get(c.key) ?? -1;
      if (idx < 1) continue;
      let v = cellValue(row.getCell(idx).value);
      if (typeof v === 'string') v = v.trim();
      if (v === '' || v === undefined) continue;
      empty = false;
      if (c.key === 'customerCode') {
        customerCode = String(v);
        continue;
      }
      if (c.kind === 'number' && typeof v === 'string') {
        const n = Number(v.replace(',', '.'));
        if (Number.isNaN(n)) {
          notNumbers.add(c.key);
          errors.push(error(rowNumber, c.key, 'validation.number'));
          continue;
        }
        v = n;
      }
      if (c.kind !== 'number' && typeof v === 'number') v = String(v);
      setPath(raw, c.path, v);
    }
    if (empty) return;
    for (const who of ['sender', 'receiver'] as const) {
      const p = raw[who] as Record<string, string> | undefined;
      // A long address in one cell is split the way the form splits it.
      if (p?.addressLine1) Object.assign(p, normalizeAddressLines(p.addressLine1, p.addressLine2 ?? ''));
    }
    raw.pieces ??= [{}];
    raw.pickup ??= {};
    const parsed = ZCreateBookingRequest.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = byPath.get(issue.path.join('.')) ?? issue.path.join('.');
        if (notNumbers.has(key)) continue;
        errors.push(
          error(rowNumber, key, issueKey(issue), issueParams(issue as unknown as Record<string, unknown>)),
        );
      }
      return;
    }
    if (notNumbers.size) return;
    rows.push({ row: rowNumber, customerCode, input: parsed.data });
  });
  return { rows, errors };
}

function issueKey(issue: { code: string; message: string; input?: unknown; origin?: string }): string {
  if (issue.message.startsWith('validation.')) return issue.message;
  if (issue.code === 'invalid_type')
    return issue.input === undefined ? 'validation.required' : 'validation.invalid';
  if (issue.code === 'too_big' && issue.origin === 'string') return 'validation.maxLength';
  if (issue.code === 'invalid_value') return 'validation.oneOf';
  if (issue.code === 'too_small')
    return issue.origin === 'string' ? 'validation.required' : 'validation.tooSmall';
  if (issue.code === 'too_big') return 'validation.tooBig';
  return 'validation.invalid';
}

function issueParams(issue: Record<string, unknown>): Record<string, string | number> | undefined {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'invalid_value' && Array.isArray(issue.values))
    return { options: issue.values.join(', ') };
  return undefined;
}

/**
 * Imports a workbook of bookings, all or nothing: every row checked first (a staff member
 * names each row's customer by code, among those they may book for), then one transaction.
 */
export async function importBookings(db: Db, actor: Actor, workbook: Buffer) {
  const parsed = await parseImport(workbook);
  if ('unreadable' in parsed) throw badRequest('booking.importUnreadable');
  const { rows, errors } = parsed;
  if (rows.length + new Set(errors.map((e) => e.field.split('.')[1])).size === 0)
    throw badRequest('booking.importEmpty');
  if (rows.length > MAX_IMPORT_ROWS)
    throw badRequest('booking.importTooMany', undefined, { max: MAX_IMPORT_ROWS });
  // Staff name the customer by its code; customers always import for themselves.
  if (actor.kind !== 'customer') {
    const codes = [...new Set(rows.map((r) => r.customerCode).filter(Boolean))] as string[];
    const idByCode = await customerIdsByCode(db, codes, salesScopeOf(actor));
    for (const r of rows) {
      const label = { vi: IMPORT_COLUMNS[0]!.vi, en: IMPORT_COLUMNS[0]!.en };
      if (!r.customerCode)
        errors.push({ field: `rows.${r.row}.customerCode`, message: 'validation.required', label });
      else if (!idByCode.has(r.customerCode))
        errors.push({ field: `rows.${r.row}.customerCode`, message: 'booking.unknownCustomerCode', label });
      else r.input.customerId = idByCode.get(r.customerCode);
    }
  }
  if (errors.length) {
    const order = new Map(IMPORT_COLUMNS.map((c, i) => [c.key, i]));
    errors.sort((a, b) => {
      const [, ra, ca] = a.field.split('.');
      const [, rb, cb] = b.field.split('.');
      return Number(ra) - Number(rb) || (order.get(ca!) ?? 99) - (order.get(cb!) ?? 99);
    });
    throw new AppError('IMPORT_INVALID', 400, 'booking.importInvalid', undefined, errors);
  }
  const created = await db.transaction(async (tx) => {
    const out: { id: string }[] = [];
    for (const r of rows) out.push(await createBooking(db, actor, r.input, { tx }));
    return out;
  });
  bookingsChanged(db);
  return bookingRefs(
    db,
    created.map((c) => c.id),
  );
}
