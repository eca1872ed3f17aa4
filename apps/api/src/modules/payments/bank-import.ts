import { invoiceNumbersIn, type TPaymentProposal } from '@acf/shared';
import ExcelJS from 'exceljs';
import type { DbOrTx } from '../../db/client';
import { badRequest, fieldError } from '../../lib/errors';
import * as repo from './payments.repository';

/**
 * A bank statement (Excel: date, amount, reference, description) read into proposals: nothing is
 * written here. A row is matched to an invoice whose number appears in its description, or, when
 * the description names a customer (its code, tax code or name), to the one open invoice of that
 * customer whose open amount is exactly the row's amount; a customer without such an invoice gets
 * a payment allocated oldest first when confirmed.
 */
const HEADERS: Record<'date' | 'amount' | 'reference' | 'description', string[]> = {
  date: ['date', 'ngay', 'ngay giao dich', 'transaction date'],
  amount: ['amount', 'so tien', 'credit', 'ghi co', 'so tien ghi co'],
  reference: ['reference', 'so tham chieu', 'tham chieu', 'ma giao dich', 'ref'],
  description: ['description', 'noi dung', 'dien giai', 'details'],
};

/** Upper case without Vietnamese marks, single spaces: how bank descriptions are written. */
export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const cellText = (v: ExcelJS.CellValue): string => {
  if (v == null) return '';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
  }
  return String(v);
};

/** A real calendar day, or null (13th months and 32nd days are refused). */
const realDay = (y: string, m: string, d: string) => {
  const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day ? day : null;
};

function readDate(v: ExcelJS.CellValue): string | null {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  const s = cellText(v).trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  if (m) return realDay(m[1]!, m[2]!, m[3]!);
  // Day first, as Vietnamese banks write it: 30/11/2026.
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  if (m) return realDay(m[3]!, m[2]!, m[1]!);
  return null;
}

function readAmount(v: ExcelJS.CellValue): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v > 0 ? v : null;
  // Grouping marks of either language: 1.200.000 or 1,200,000 (đồng have no decimals).
  const s = cellText(v)
    .trim()
    .replace(/[\s.,]/g, '');
  if (!/^\d+$/.test(s)) return null;
  const n = Number(s);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

interface BankRow {
  row: number;
  date: string;
  amountVnd: number;
  reference: string;
  description: string;
}

export async function readBankStatement(file: Buffer): Promise<BankRow[]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw fieldError('file', 'upload.malformed');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw fieldError('file', 'payment.importEmpty');
  let cols: Record<keyof typeof HEADERS, number> | null = null;
  let headerRow = 0;
  for (let r = 1; r <= Math.min(ws.rowCount, 20) && !cols; r++) {
    const found: Partial<Record<keyof typeof HEADERS, number>> = {};
    ws.getRow(r).eachCell((cell, c) => {
      const name = plain(cellText(cell.value)).toLowerCase();
      for (const [key, names] of Object.entries(HEADERS))
        if (names.includes(name) && !(key in found)) found[key as keyof typeof HEADERS] = c;
    });
    if (Object.keys(found).length === 4) {
      cols = found as Record<keyof typeof HEADERS, number>;
      headerRow = r;
    }
  }
  if (!cols) throw fieldError('file', 'payment.importHeader');
  const rows: BankRow[] = [];
  const errors: { field: string; message: string; params: Record<string, number>; row: number }[] = [];
  for (let r = headerRow + 1; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    const raw = (c: number) => row.getCell(c).value;
    if (
      [cols.date, cols.amount, cols.reference, cols.description].every((c) => cellText(raw(c)).trim() === '')
    )
      continue;
    const date = readDate(raw(cols.date));
    const amount = readAmount(raw(cols.amount));
    if (!date) errors.push({ field: 'file', message: 'payment.importDate', params: { row: r }, row: r });
    if (amount === null)
      errors.push({ field: 'file', message: 'payment.importAmount', params: { row: r }, row: r });
    if (date && amount !== null)
      rows.push({
        row: r,
        date,
        amountVnd: amount,
        reference: cellText(raw(cols.reference)).trim().slice(0, 100),
        description: cellText(raw(cols.description)).trim(),
      });
  }
  if (errors.length) throw badRequest('error.validation', errors.slice(0, 50));
  if (rows.length === 0) throw fieldError('file', 'payment.importEmpty');
  return rows;
}

/** The proposals for a bank statement's rows (nothing is written). */
export async function proposePayments(db: DbOrTx, rows: BankRow[]): Promise<TPaymentProposal[]> {
  const numbers = [...new Set(rows.flatMap((r) => invoiceNumbersIn(r.description)))];
  const invoices = new Map((await repo.invoicesByNumber(db, numbers)).map((i) => [i.number, i]));
  const customers = (await repo.customersForMatching(db)).map((c) => ({
    ...c,
    names: [c.name, c.billing_name].filter((n): n is string => !!n && n.trim().length >= 5).map(plain),
  }));
  const openCache = new Map<string, repo.OpenInvoice[]>();
  const openOf = async (customerId: string) => {
    let o = openCache.get(customerId);
    if (!o) {
      o = await repo.openInvoices(db, customerId);
      openCache.set(customerId, o);
    }
    return o;
  };
  const out: TPaymentProposal[] = [];
  for (const r of rows) {
    const base = {
      row: r.row,
      date: r.date,
      amountVnd: r.amountVnd,
      reference: r.reference,
      description: r.description,
    };
    const payment = (customerId: string, allocations?: { invoiceId: string; amountVnd: number }[]) => ({
      customerId,
      date: r.date,
      amountVnd: r.amountVnd,
      method: 'BANK_TRANSFER' as const,
      reference: r.reference,
      ...(allocations ? { allocations } : {}),
    });
    const named = invoiceNumbersIn(r.description)
      .map((n) => invoices.get(n))
      .filter((i) => i !== undefined);
    if (named.length > 0) {
      const first = named[0]!;
      // The invoices named, of the first one's customer, each as far as the amount goes.
      let left = r.amountVnd;
      const allocations: { invoiceId: string; amountVnd: number }[] = [];
      for (const inv of named.filter((i) => i.customer_id === first.customer_id)) {
        const take = Math.min(left, Number(inv.open_vnd));
        if (take > 0) allocations.push({ invoiceId: inv.id, amountVnd: take });
        left -= Math.max(take, 0);
      }
      out.push({
        ...base,
        match: 'INVOICE_NUMBER',
        customer: { id: first.customer_id, code: first.customer_code, name: first.customer_name },
        invoice: { id: first.id, number: first.number, openVnd: Number(first.open_vnd) },
        payment: payment(first.customer_id, allocations),
      });
      continue;
    }
    const text = plain(r.description);
    const customer = customers.find(
      (c) =>
        text.includes(c.code.toUpperCase()) ||
        (c.tax_code && text.replace(/\s/g, '').includes(c.tax_code)) ||
        c.names.some((n) => text.includes(n)),
    );
    if (!customer) {
      out.push({ ...base, match: 'NONE', customer: null, invoice: null, payment: null });
      continue;
    }
    const ref = { id: customer.id, code: customer.code, name: customer.name };
    const exact = (await openOf(customer.id)).filter((o) => Number(o.open_vnd) === r.amountVnd);
    if (exact.length === 1) {
      const inv = exact[0]!;
      out.push({
        ...base,
        match: 'EXACT_AMOUNT',
        customer: ref,
        invoice: { id: inv.id, number: inv.number, openVnd: Number(inv.open_vnd) },
        payment: payment(customer.id, [{ invoiceId: inv.id, amountVnd: r.amountVnd }]),
      });
    } else
      out.push({
        ...base,
        match: 'CUSTOMER_ONLY',
        customer: ref,
        invoice: null,
        payment: payment(customer.id),
      });
  }
  return out;
}
