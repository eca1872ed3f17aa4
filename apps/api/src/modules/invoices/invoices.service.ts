import {
  Decimal,
  invoiceNumber,
  lineAmounts,
  sumLines,
  type TCreateInvoiceRequest,
  type TInvoice,
  type TInvoiceLine,
  type TInvoiceListQuery,
  type TInvoiceSummary,
  todayInHcm,
  toPage,
  vndInWords,
} from '@acf/shared';
import type { Db, DbOrTx } from '../../db/client';
import { PG_UNIQUE_VIOLATION, pgCode } from '../../db/sql';
import { AppError, badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import { applyCreditOnAccount } from '../payments/payments.service';
import * as repo from './invoices.repository';

/** A customer sees its own issued documents; staff holding manage_invoice see every one. */
export const scopeOf = (actor: Actor): repo.InvoiceScope =>
  actor.kind === 'customer' ? { customerId: actor.customerId ?? '00000000-0000-0000-0000-000000000000' } : {};

const iso = (v: string | Date | null) => (v == null ? null : new Date(v).toISOString());

export function toSummary(r: repo.InvoiceRow): TInvoiceSummary {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    number: r.number,
    refersTo: r.refers_to ? { id: r.refers_to, number: r.refers_to_number } : null,
    customer: { id: r.customer_id, code: r.customer_code, name: r.customer_name },
    periodFrom: r.period_from,
    periodTo: r.period_to,
    issueDate: r.issue_date,
    dueDate: r.due_date,
    lineCount: r.line_count,
    amountVnd: Number(r.amount_vnd),
    vatVnd: Number(r.vat_vnd),
    totalVnd: Number(r.total_vnd),
    createdAt: iso(r.created_at)!,
    issuedAt: iso(r.issued_at),
  };
}

export function toLine(l: repo.LineRow): TInvoiceLine {
  return {
    lineNo: l.line_no,
    bookingId: l.booking_id,
    code: l.code,
    trackingNumber: l.tracking_number,
    date: l.shipped_on,
    destination: l.destination,
    service: l.service,
    carrier: l.carrier,
    chargeableWeight: Number(l.chargeable_weight),
    amount: l.amount,
    currency: l.currency,
    fxRate: l.fx_rate,
    amountVnd: Number(l.amount_vnd),
    vatRate: Number(l.vat_rate),
    vatVnd: Number(l.vat_vnd),
    totalVnd: Number(l.total_vnd),
  };
}

export async function listInvoices(db: DbOrTx, q: TInvoiceListQuery, actor: Actor) {
  const { rows, total } = await repo.listInvoices(db, scopeOf(actor), q, q);
  return toPage(rows.map(toSummary), total, q);
}

/** The document with its lines (a customer: its own issued ones only; otherwise 404). */
export async function getInvoice(db: DbOrTx, id: string, actor: Actor): Promise<TInvoice> {
  const row = await repo.findInvoice(db, id, scopeOf(actor));
  if (!row) throw notFound('invoice.notFound');
  return detail(db, row);
}

async function detail(db: DbOrTx, row: repo.InvoiceRow): Promise<TInvoice> {
  const [lines, rates] = await Promise.all([repo.invoiceLines(db, row.id), repo.vatByRate(db, row.id)]);
  return {
    ...toSummary(row),
    buyer: { name: row.buyer_name, address: row.buyer_address, taxCode: row.buyer_tax_code },
    vatByRate: rates.map((r) => ({
      vatRate: Number(r.vat_rate),
      amountVnd: Number(r.amount_vnd),
      vatVnd: Number(r.vat_vnd),
    })),
    totalInWords: vndInWords(row.total_vnd),
    lines: lines.map(toLine),
  };
}

/** The document's header row (no lines): for the PDF and the Excel file, which stream the lines. */
export async function invoiceHeader(db: DbOrTx, id: string, actor: Actor) {
  const row = await repo.findInvoice(db, id, scopeOf(actor));
  if (!row) throw notFound('invoice.notFound');
  const rates = await repo.vatByRate(db, row.id);
  return { row, rates };
}

function toNewLine(b: repo.BillableRow, fxRate?: string): repo.NewLine | null {
  const a = lineAmounts({
    total: b.total,
    vat: b.vat,
    currency: b.price_currency,
    fxRate: fxRate ?? b.fx_rate,
    vatRate: b.vat_percent,
  });
  if (!a) return null;
  return {
    bookingId: b.id,
    code: b.code,
    trackingNumber: b.tracking_number,
    shippedOn: b.shipped_on,
    destination: b.destination,
    service: b.service,
    carrier: b.carrier,
    chargeableWeight: b.chargeable_weight,
    amount: a.amount,
    currency: b.price_currency,
    fxRate: a.fxRate,
    amountVnd: a.amountVnd,
    vatRate: a.vatRate,
    vatVnd: a.vatVnd,
    totalVnd: a.totalVnd,
  };
}

/**
 * A DRAFT invoice of a customer's billable shipments of a period (the statement's rule, less the
 * shipments already on an issued invoice). Nothing to bill, or a foreign price without an exchange
 * rate, is a 400 naming the field.
 */
export async function createInvoice(db: Db, input: TCreateInvoiceRequest, actor: Actor): Promise<TInvoice> {
  const id = await db.transaction(async (tx) => {
    const buyer = await repo.buyerOf(tx, input.customerId);
    if (!buyer) throw fieldError('customerId', 'invoice.customerUnknown');
    const bookings = await repo.billableBookings(tx, input.customerId, input.from, input.to);
    if (bookings.length === 0) throw fieldError('to', 'invoice.nothingToBill');
    const lines: repo.NewLine[] = [];
    const noRate: string[] = [];
    for (const b of bookings) {
      const l = toNewLine(b);
      if (l) lines.push(l);
      else noRate.push(b.code);
    }
    if (noRate.length)
      throw badRequest(
        'error.validation',
        noRate
          .slice(0, 20)
          .map((code) => ({ field: 'to', message: 'invoice.noExchangeRate', params: { code }, code })),
      );
    const totals = sumLines(lines);
    const invoiceId = await repo.insertInvoice(tx, {
      kind: 'INVOICE',
      customerId: input.customerId,
      refersTo: null,
      periodFrom: input.from,
      periodTo: input.to,
      buyerName: buyer.name,
      buyerAddress: buyer.address,
      buyerTaxCode: buyer.tax_code,
      amountVnd: totals.amountVnd,
      vatVnd: totals.vatVnd,
      totalVnd: totals.totalVnd,
      createdBy: actor.userId,
    });
    await repo.insertLines(tx, invoiceId, lines);
    return invoiceId;
  });
  return getInvoice(db, id, actor);
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Issues a DRAFT: its lines become the shipments' invoiced lines (the unique index refuses a
 * shipment already on an issued invoice: 409, nothing written), then it takes the next number of
 * its year's series and its dates. A credit on account left by earlier over-payments pays it as
 * far as it goes (the payments' allocations). The series is taken last, so an issue holds it only for the
 * moment of its update, and a refused issue never took a number.
 */
export async function issueInvoice(db: Db, id: string, actor: Actor, now = new Date()): Promise<TInvoice> {
  await db
    .transaction(async (tx) => {
      const inv = await repo.lockInvoice(tx, id);
      if (!inv) throw notFound('invoice.notFound');
      if (inv.status !== 'DRAFT') throw conflict('invoice.notDraft');
      if (inv.kind === 'INVOICE') {
        await repo.markLinesInvoiced(tx, id);
        await applyCreditOnAccount(tx, inv.customer_id, id, Number(inv.total_vnd));
      }
      const buyer = await repo.buyerOf(tx, inv.customer_id);
      const issueDate = todayInHcm(now);
      const year = Number(issueDate.slice(0, 4));
      const n = await repo.nextSeriesNumber(tx, year);
      await repo.setIssued(tx, id, {
        year,
        n,
        number: invoiceNumber(year, n),
        issueDate,
        dueDate: addDays(issueDate, buyer?.payment_terms_days ?? 0),
        by: actor.userId,
      });
      await repo.enqueueInvoiceIssued(tx, id);
    })
    .catch((err: unknown) => {
      if (pgCode(err) === PG_UNIQUE_VIOLATION)
        throw new AppError('CONFLICT', 409, 'invoice.shipmentInvoiced');
      throw err;
    });
  return getInvoice(db, id, actor);
}

/**
 * A re-price after issue never edits the invoice: the difference between each shipment's price now
 * and what was billed for it (the invoice's line and its issued notes) becomes a DRAFT credit note
 * (the lines that went down) and/or a DRAFT debit note (those that went up), each referring to the
 * invoice, at the invoice line's exchange rate.
 */
export async function createNotes(db: Db, id: string, actor: Actor): Promise<TInvoice[]> {
  const ids = await db.transaction(async (tx) => {
    const inv = await repo.lockInvoice(tx, id);
    if (!inv) throw notFound('invoice.notFound');
    if (inv.kind !== 'INVOICE' || inv.status !== 'ISSUED') throw conflict('invoice.notIssuedInvoice');
    if (await repo.hasDraftNote(tx, id)) throw conflict('invoice.draftNoteExists');
    const header = (await repo.findInvoice(tx, id, {}))!;
    const billed = await repo.billedSoFar(tx, id);
    const now = new Map(
      (
        await repo.bookingsNow(
          tx,
          billed.map((b) => b.booking_id),
        )
      ).map((b) => [b.id, b]),
    );
    const up: repo.NewLine[] = [];
    const down: repo.NewLine[] = [];
    for (const was of billed) {
      const b = now.get(was.booking_id);
      if (!b) continue;
      const line = toNewLine(b, was.fx_rate);
      if (!line) continue;
      const diff: repo.NewLine = {
        ...line,
        amount: new Decimal(line.amount).minus(was.amount).toFixed(2),
        amountVnd: line.amountVnd - Number(was.amount_vnd),
        vatVnd: line.vatVnd - Number(was.vat_vnd),
        totalVnd: line.totalVnd - Number(was.total_vnd),
      };
      if (diff.totalVnd > 0) up.push(diff);
      else if (diff.totalVnd < 0) down.push(diff);
    }
    if (up.length === 0 && down.length === 0) throw badRequest('invoice.noDifference');
    const made: string[] = [];
    for (const [kind, lines] of [
      ['CREDIT_NOTE', down],
      ['DEBIT_NOTE', up],
    ] as const) {
      if (lines.length === 0) continue;
      const t = sumLines(lines);
      const noteId = await repo.insertInvoice(tx, {
        kind,
        customerId: inv.customer_id,
        refersTo: id,
        periodFrom: header.period_from,
        periodTo: header.period_to,
        buyerName: header.buyer_name,
        buyerAddress: header.buyer_address,
        buyerTaxCode: header.buyer_tax_code,
        amountVnd: t.amountVnd,
        vatVnd: t.vatVnd,
        totalVnd: t.totalVnd,
        createdBy: actor.userId,
      });
      await repo.insertLines(tx, noteId, lines);
      made.push(noteId);
    }
    return made;
  });
  return Promise.all(ids.map((noteId) => getInvoice(db, noteId, actor)));
}
