import {
  BOOKING_CARRIERS,
  CARGO_UNITS,
  CURRENCIES,
  CUSTOMS_CONTENTS,
  INCOTERMS,
  isSafeText,
  type Locale,
  normalizeAddressLines,
  REASONS_FOR_EXPORT,
  SERVICES,
  splitDescription,
  type TCreateBookingRequest,
  ZCreateBookingRequest,
} from '@acf/shared';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { AppError, badRequest, type FieldError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import { divisions } from '../divisions/divisions.data';
import { communeFromCell, provinceFromCell } from '../divisions/resolve';
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
  /** A goods-line column: `path` is the field inside the line (one line per sheet row). */
  item?: boolean;
  /** A Vietnamese province or commune column: a name or a code in the cell, a code in the booking. */
  place?: 'province' | 'commune';
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
  // In Vietnam: the province and the commune, by name (accents optional) or by official code.
  {
    key: `${who}Province`,
    vi: `${vi} - Tỉnh/Thành phố`,
    en: `${en} - Province`,
    path: [who, 'provinceCode'],
    place: 'province',
  },
  {
    key: `${who}Commune`,
    vi: `${vi} - Phường/Xã`,
    en: `${en} - Commune/Ward`,
    path: [who, 'communeCode'],
    place: 'commune',
  },
];

export const IMPORT_COLUMNS: Column[] = [
  // Rows with the same key are one booking, one goods line each; the booking's own columns are
  // read from its first row (the others leave them empty or repeat them). No key: a booking a row.
  { key: 'bookingKey', vi: 'Mã nhóm booking', en: 'Booking key', path: [] },
  { key: 'customerCode', vi: 'Mã khách hàng', en: 'Customer code', path: ['customerId'], staffOnly: true },
  { key: 'service', vi: 'Dịch vụ', en: 'Service', path: ['service'], options: SERVICES },
  { key: 'carrier', vi: 'Hãng vận chuyển', en: 'Carrier', path: ['carrier'], options: BOOKING_CARRIERS },
  ...party('sender', 'Người gửi', 'Sender'),
  ...party('receiver', 'Người nhận', 'Receiver'),
  // Korea: the receiver's customs code (P + 12 digits for a person, 10 digits for a company).
  {
    key: 'receiverCustomsCode',
    vi: 'Người nhận - Mã hải quan (Hàn Quốc)',
    en: 'Receiver - Customs code (Korea)',
    path: ['receiver', 'customsCode'],
  },
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
  {
    key: 'customsContents',
    vi: 'Loại hàng (GOODS/DOCUMENTS)',
    en: 'Contents (GOODS/DOCUMENTS)',
    path: ['customs', 'contents'],
    options: CUSTOMS_CONTENTS,
  },
  { key: 'invoiceNumber', vi: 'Số hóa đơn', en: 'Invoice number', path: ['customs', 'invoiceNumber'] },
  {
    key: 'invoiceDate',
    vi: 'Ngày hóa đơn (YYYY-MM-DD)',
    en: 'Invoice date (YYYY-MM-DD)',
    path: ['customs', 'invoiceDate'],
  },
  {
    key: 'reasonForExport',
    vi: 'Lý do xuất khẩu',
    en: 'Reason for export',
    path: ['customs', 'reasonForExport'],
    options: REASONS_FOR_EXPORT,
  },
  {
    key: 'itemDescription',
    vi: 'Dòng hàng - Mô tả',
    en: 'Item - Description',
    path: ['description'],
    item: true,
  },
  {
    key: 'itemQuantity',
    vi: 'Dòng hàng - Số lượng',
    en: 'Item - Quantity',
    path: ['quantity'],
    kind: 'number',
    item: true,
  },
  {
    key: 'itemUnitValue',
    vi: 'Dòng hàng - Đơn giá',
    en: 'Item - Unit value',
    path: ['unitValue'],
    kind: 'number',
    item: true,
  },
  { key: 'itemHsCode', vi: 'Dòng hàng - Mã HS', en: 'Item - HS code', path: ['hsCode'], item: true },
  {
    key: 'itemOriginCountry',
    vi: 'Dòng hàng - Xuất xứ',
    en: 'Item - Origin country',
    path: ['originCountry'],
    item: true,
  },
  {
    key: 'itemWeight',
    vi: 'Dòng hàng - Khối lượng 1 đơn vị (kg)',
    en: 'Item - Unit weight (kg)',
    path: ['weight'],
    kind: 'number',
    item: true,
  },
];

const GOODS_LINES = { vi: 'Dòng hàng', en: 'Goods lines' };

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
  /** The sheet row of the booking (its first row). */
  row: number;
  customerCode?: string;
  input: TCreateBookingRequest;
}

/** One sheet row as read: the booking's columns, its goods line (if any) and its key. */
interface SheetRow {
  row: number;
  key?: string;
  customerCode?: string;
  booking: Record<string, unknown>;
  /** The booking columns this row filled, as typed (to compare with the group's first row). */
  values: Map<string, unknown>;
  item?: Record<string, unknown>;
  /** Number columns holding text that is no number ('abc'): each is one error, 'not a number'. */
  notNumbers: Set<string>;
  /** Text columns holding a control character (a bidirectional one, say): one error each. */
  unsafe: Set<string>;
}

function readRow(row: ExcelJS.Row, rowNumber: number, colIndex: Map<string, number>): SheetRow | undefined {
  const out: SheetRow = {
    row: rowNumber,
    booking: {},
    values: new Map(),
    notNumbers: new Set(),
    unsafe: new Set(),
  };
  let empty = true;
  for (const c of IMPORT_COLUMNS) {
    const idx = colIndex.get(c.key) ?? -1;
    if (idx < 1) continue;
    let v = cellValue(row.getCell(idx).value);
    if (typeof v === 'string') v = v.trim();
    if (v === '' || v === undefined) continue;
    empty = false;
    // As the API's input guard refuses it in a form: a sheet cell is no way around it.
    if (typeof v === 'string' && !isSafeText(v)) {
      out.unsafe.add(c.key);
      continue;
    }
    if (c.key === 'bookingKey') {
      out.key = String(v);
      continue;
    }
    if (c.key === 'customerCode') {
      out.customerCode = String(v);
      out.values.set(c.key, out.customerCode);
      continue;
    }
    if (c.kind === 'number' && typeof v === 'string') {
      const n = Number(v.replace(',', '.'));
      if (Number.isNaN(n)) {
        out.notNumbers.add(c.key);
        continue;
      }
      v = n;
    }
    if (c.kind !== 'number' && typeof v === 'number') v = String(v);
    if (c.item) {
      out.item ??= {};
      setPath(out.item, c.path, v);
    } else {
      out.values.set(c.key, v);
      setPath(out.booking, c.path, v);
    }
  }
  return empty ? undefined : out;
}

/**
 * Reads every row and validates all of them before anything is written. A booking is a group
 * of rows with the same booking key (one goods line a row), or one row without a key. Errors
 * name the sheet row and the column key (`rows.3.receiverName`, `rows.4.itemHsCode`), so the
 * user can fix the file in one pass.
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
  const byPath = new Map(IMPORT_COLUMNS.filter((c) => !c.item).map((c) => [c.path.join('.'), c.key]));
  const byItemField = new Map(IMPORT_COLUMNS.filter((c) => c.item).map((c) => [c.path.join('.'), c.key]));
  const errors: FieldError[] = [];
  const byKey = new Map(IMPORT_COLUMNS.map((c) => [c.key, c]));
  const error = (
    rowNumber: number,
    key: string,
    message: string,
    params?: FieldError['params'],
  ): FieldError => {
    // The goods lines as a whole (none given, or their total) have no column of their own.
    const c = key === 'customs.items' ? GOODS_LINES : byKey.get(key);
    return {
      field: `rows.${rowNumber}.${key}`,
      message,
      ...(params && { params }),
      ...(c && { label: { vi: c.vi, en: c.en } }),
    };
  };

  // Rows in sheet order, grouped by their key; a row without one is a booking of its own.
  const groups = new Map<string, SheetRow[]>();
  ws.eachRow((row, rowNumber) => {
    if (rowNumber <= 2) return;
    const r = readRow(row, rowNumber, colIndex);
    if (!r) return;
    for (const key of r.notNumbers) errors.push(error(rowNumber, key, 'validation.number'));
    for (const key of r.unsafe) errors.push(error(rowNumber, key, 'validation.controlCharacter'));
    const key = r.key === undefined ? `#${rowNumber}` : `k:${r.key}`;
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  });

  const rows: ParsedRow[] = [];
  for (const group of groups.values()) {
    const [first, ...rest] = group as [SheetRow, ...SheetRow[]];
    // The booking's columns come from its first row; a later row may only repeat them.
    let consistent = true;
    for (const r of rest)
      for (const [col, v] of r.values)
        if (first.values.get(col) !== v) {
          consistent = false;
          errors.push(error(r.row, col, 'booking.importKeyDiffers'));
        }
    if (!consistent) continue;
    // Cells that hold text where a number belongs were said as such, not as missing values.
    const notNumbers = new Set(
      group.flatMap((r) => [...r.notNumbers, ...r.unsafe].map((k) => `${r.row}.${k}`)),
    );
    const raw = first.booking;
    for (const who of ['sender', 'receiver'] as const) {
      const p = raw[who] as Record<string, string> | undefined;
      // A long address in one cell is split the way the form splits it.
      if (p?.addressLine1) Object.assign(p, normalizeAddressLines(p.addressLine1, p.addressLine2 ?? ''));
    }
    // Province and commune names become their codes; an unknown one is a row error.
    let placesOk = true;
    for (const who of ['sender', 'receiver'] as const) {
      const p = raw[who] as Record<string, string> | undefined;
      if (!p) continue;
      const key = (c: string) => `${who}${c}`;
      if (p.provinceCode !== undefined) {
        const code = provinceFromCell(String(p.provinceCode));
        if (!code) {
          errors.push(error(first.row, key('Province'), 'validation.provinceUnknown'));
          placesOk = false;
          continue;
        }
        p.provinceCode = code;
      }
      if (p.communeCode !== undefined) {
        if (!p.provinceCode) {
          errors.push(error(first.row, key('Province'), 'validation.required'));
          placesOk = false;
          continue;
        }
        const found = communeFromCell(p.provinceCode, String(p.communeCode));
        if (!found.code) {
          const province = divisions().byProvince.get(p.provinceCode)!.name;
          errors.push(
            found.suggestion
              ? error(first.row, key('Commune'), 'validation.communeSuggest', {
                  province,
                  suggestion: found.suggestion,
                })
              : error(first.row, key('Commune'), 'validation.communeNotInProvince', { province }),
          );
          placesOk = false;
          continue;
        }
        p.communeCode = found.code;
      }
    }
    if (!placesOk) continue;
    raw.pieces ??= [{}];
    raw.pickup ??= {};
    const lines = group.filter((r) => r.item);
    const items = lines.map((r) => {
      const item = r.item!;
      // A long description in one cell is split as the form splits it.
      if (typeof item.description === 'string') Object.assign(item, splitDescription(item.description));
      return item;
    });
    if (items.length > 0 || raw.customs) raw.customs = { ...(raw.customs as object), items };
    const parsed = ZCreateBookingRequest.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [a, b, k, ...field] = issue.path;
        const line = a === 'customs' && b === 'items' && typeof k === 'number' ? lines[k] : undefined;
        const [row, key] = line
          ? [line.row, byItemField.get(field.join('.')) ?? `customs.items.${field.join('.')}`]
          : [first.row, byPath.get(issue.path.join('.')) ?? issue.path.join('.')];
        if (notNumbers.has(`${row}.${key}`)) continue;
        errors.push(
          error(row, key, issueKey(issue), issueParams(issue as unknown as Record<string, unknown>)),
        );
      }
      continue;
    }
    if (notNumbers.size) continue;
    rows.push({ row: first.row, customerCode: first.customerCode, input: parsed.data });
  }
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
      const column = IMPORT_COLUMNS.find((c) => c.key === 'customerCode')!;
      const label = { vi: column.vi, en: column.en };
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
      return Number(ra) - Number(rb) || (order.get(ca!) ?? 999) - (order.get(cb!) ?? 999);
    });
    throw new AppError('IMPORT_INVALID', 400, 'booking.importInvalid', undefined, errors);
  }
  const created = await db.transaction(async (tx) => {
    const out: { id: string }[] = [];
    const books = new Map();
    for (const r of rows) out.push(await createBooking(db, actor, r.input, { tx, books }));
    return out;
  });
  bookingsChanged(db);
  return bookingRefs(
    db,
    created.map((c) => c.id),
  );
}
