import { z } from 'zod';
import { ZCustomerRef } from '../accounts/customers';
import { periodFilter, ZIsoDay, ZListQuery, ZPage } from '../api';

/** Issue "Billing" §2: invoices in đồng with VAT, and the notes that correct them. */
export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE', 'DEBIT_NOTE'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_STATUSES = ['DRAFT', 'ISSUED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The series' prefix: numbers read `ACF/2026/000123`. */
export const INVOICE_SERIES_PREFIX = 'ACF';
export function invoiceNumber(year: number, n: number): string {
  return `${INVOICE_SERIES_PREFIX}/${year}/${String(n).padStart(6, '0')}`;
}

export const ZInvoiceListQuery = ZListQuery.extend({
  customerId: z.uuid('validation.invalid').optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  kind: z.enum(INVOICE_KINDS).optional(),
  /** The issue date (a draft: its period's end) from and to, Ho Chi Minh days, both included. */
  ...periodFilter,
});
export type TInvoiceListQuery = z.infer<typeof ZInvoiceListQuery>;

/** A period's end may not come before its start. */
function checkPeriodOrder(q: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.periodOrder' });
}

export const ZCreateInvoiceRequest = z
  .object({ customerId: z.uuid('validation.invalid'), from: ZIsoDay, to: ZIsoDay })
  .superRefine(checkPeriodOrder);
export type TCreateInvoiceRequest = z.infer<typeof ZCreateInvoiceRequest>;

export const ZInvoiceLine = z.object({
  lineNo: z.number().int(),
  bookingId: z.string(),
  code: z.string(),
  trackingNumber: z.string(),
  date: z.string(),
  destination: z.string(),
  service: z.string(),
  carrier: z.string(),
  chargeableWeight: z.number(),
  /** Before VAT, in the price's currency, as text (exact). */
  amount: z.string(),
  currency: z.string(),
  fxRate: z.string(),
  amountVnd: z.number(),
  vatRate: z.number(),
  vatVnd: z.number(),
  totalVnd: z.number(),
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZVatByRate = z.object({ vatRate: z.number(), amountVnd: z.number(), vatVnd: z.number() });

export const ZInvoiceSummary = z.object({
  id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  number: z.string().nullable(),
  refersTo: z.object({ id: z.string(), number: z.string().nullable() }).nullable(),
  customer: ZCustomerRef,
  periodFrom: z.string(),
  periodTo: z.string(),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  lineCount: z.number().int(),
  amountVnd: z.number(),
  vatVnd: z.number(),
  totalVnd: z.number(),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
});
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;

export const ZInvoice = ZInvoiceSummary.extend({
  buyer: z.object({ name: z.string(), address: z.string(), taxCode: z.string().nullable() }),
  vatByRate: z.array(ZVatByRate),
  /** The total in Vietnamese words ("Một triệu hai trăm nghìn đồng"). */
  totalInWords: z.string(),
  lines: z.array(ZInvoiceLine),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZInvoicePage = ZPage(ZInvoiceSummary);
export type TInvoicePage = z.infer<typeof ZInvoicePage>;

/** The notes a re-price made: a credit note for lines that went down, a debit note for lines that went up. */
export const ZCreditNotesResponse = z.object({ results: z.array(ZInvoice) });
export type TCreditNotesResponse = z.infer<typeof ZCreditNotesResponse>;

export const ZEinvoiceExportQuery = z.object({ from: ZIsoDay, to: ZIsoDay }).superRefine(checkPeriodOrder);
export type TEinvoiceExportQuery = z.infer<typeof ZEinvoiceExportQuery>;
