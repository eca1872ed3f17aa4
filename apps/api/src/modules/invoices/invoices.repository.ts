import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { billable, hcmDayEnd, hcmDayStart, reportWhere } from '../reports/reports.repository';

/**
 * The invoices' SQL. Amounts are numeric in the database and travel as text; the data scope (a
 * customer sees its own ISSUED documents only) is a condition inside each query.
 */

export interface InvoiceScope {
  /** A customer caller: only its own documents, and only once issued. */
  customerId?: string;
}

const scopeSql = (scope: InvoiceScope) =>
  scope.customerId ? sql`and i.customer_id = ${scope.customerId} and i.status = 'ISSUED'` : sql``;

/** The customer's name and address as an invoice names it: the billing ones when it has them. */
export async function buyerOf(db: DbOrTx, customerId: string) {
  const [row] = await rowsOf<{
    id: string;
    name: string;
    address: string;
    tax_code: string | null;
    payment_terms_days: number;
  }>(
    db,
    sql`select c.id,
          coalesce(nullif(c.billing_name, ''), nullif(c.company_name, ''), c.contact_name, '') as name,
          coalesce(nullif(c.billing_address, ''), c.address, '') as address,
          nullif(c.tax_code, '') as tax_code, c.payment_terms_days
        from customers c where c.id = ${customerId}`,
  );
  return row;
}

/** What an invoice line tells of its shipment, as read: from the booking or from the issued line. */
interface ShipmentOfLine {
  code: string;
  tracking_number: string;
  shipped_on: string;
  destination: string;
  service: string;
  carrier: string;
  chargeable_weight: string;
}

export interface BillableRow extends ShipmentOfLine {
  id: string;
  total: string;
  vat: string;
  price_currency: string;
  fx_rate: string | null;
  vat_percent: string | null;
}

const bookingLineColumns = sql`b.id, b.code, b.tracking_number,
  to_char((b.created_at at time zone 'Asia/Ho_Chi_Minh')::date, 'YYYY-MM-DD') as shipped_on,
  concat_ws(', ', nullif(b.receiver->>'city', ''), b.receiver_country) as destination,
  b.service, b.carrier, b.chargeable_weight::text as chargeable_weight, b.total::text as total,
  b.vat::text as vat, b.price_currency, b.fx_rate::text as fx_rate, b.vat_percent::text as vat_percent`;

/**
 * A customer's shipments of a period that an invoice bills: the statement's rule (ADR 025:
 * `report_counts`, no test bookings, dated by creation in Ho Chi Minh days), less those already
 * on an issued invoice.
 */
export async function billableBookings(db: DbOrTx, customerId: string, from: string, to: string) {
  const where = reportWhere({}, { from: hcmDayStart(from), to: hcmDayEnd(to), customerId });
  return rowsOf<BillableRow>(
    db,
    sql`select ${bookingLineColumns}
        from bookings b join customers c on c.id = b.customer_id
        where ${where} and ${billable}
          and not exists (select 1 from invoice_lines l where l.booking_id = b.id and l.invoiced)
        order by b.created_at, b.id`,
  );
}

/** The bookings of `ids` as they are priced now (for a credit or debit note). */
export async function bookingsNow(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return rowsOf<BillableRow>(
    db,
    sql`select ${bookingLineColumns} from bookings b
        where b.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
}

export interface NewInvoice {
  kind: 'INVOICE' | 'CREDIT_NOTE' | 'DEBIT_NOTE';
  customerId: string;
  refersTo: string | null;
  periodFrom: string;
  periodTo: string;
  buyerName: string;
  buyerAddress: string;
  buyerTaxCode: string | null;
  amountVnd: number;
  vatVnd: number;
  totalVnd: number;
  createdBy: string;
}

export async function insertInvoice(db: DbOrTx, v: NewInvoice) {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into invoices (kind, customer_id, refers_to, period_from, period_to, buyer_name, buyer_address,
          buyer_tax_code, amount_vnd, vat_vnd, total_vnd, created_by)
        values (${v.kind}, ${v.customerId}, ${v.refersTo}, ${v.periodFrom}, ${v.periodTo}, ${v.buyerName},
          ${v.buyerAddress}, ${v.buyerTaxCode}, ${v.amountVnd}, ${v.vatVnd}, ${v.totalVnd}, ${v.createdBy})
        returning id`,
  );
  return row!.id;
}

export interface NewLine {
  bookingId: string;
  code: string;
  trackingNumber: string;
  shippedOn: string;
  destination: string;
  service: string;
  carrier: string;
  chargeableWeight: string;
  amount: string;
  currency: string;
  fxRate: string;
  amountVnd: number;
  vatRate: string;
  vatVnd: number;
  totalVnd: number;
}

/** Writes the lines, a thousand to a statement (a monthly invoice may have tens of thousands). */
export async function insertLines(db: DbOrTx, invoiceId: string, lines: NewLine[]) {
  for (let start = 0; start < lines.length; start += 1000) {
    const chunk = lines.slice(start, start + 1000);
    await db.execute(sql`insert into invoice_lines (invoice_id, line_no, booking_id, code, tracking_number,
        shipped_on, destination, service, carrier, chargeable_weight, amount, currency, fx_rate, amount_vnd,
        vat_rate, vat_vnd, total_vnd)
      values ${sql.join(
        chunk.map(
          (l, i) => sql`(${invoiceId}, ${start + i + 1}, ${l.bookingId}, ${l.code}, ${l.trackingNumber},
            ${l.shippedOn}, ${l.destination}, ${l.service}, ${l.carrier}, ${l.chargeableWeight}, ${l.amount},
            ${l.currency}, ${l.fxRate}, ${l.amountVnd}, ${l.vatRate}, ${l.vatVnd}, ${l.totalVnd})`,
        ),
        sql`, `,
      )}`);
  }
}

export interface InvoiceRow {
  id: string;
  kind: 'INVOICE' | 'CREDIT_NOTE' | 'DEBIT_NOTE';
  status: 'DRAFT' | 'ISSUED';
  number: string | null;
  refers_to: string | null;
  refers_to_number: string | null;
  customer_id: string;
  customer_code: string;
  customer_name: string;
  period_from: string;
  period_to: string;
  issue_date: string | null;
  due_date: string | null;
  buyer_name: string;
  buyer_address: string;
  buyer_tax_code: string | null;
  line_count: number;
  amount_vnd: string;
  vat_vnd: string;
  total_vnd: string;
  created_at: string | Date;
  issued_at: string | Date | null;
}

const invoiceColumns = sql`i.id, i.kind, i.status, i.number, i.refers_to, r.number as refers_to_number,
  i.customer_id, c.code as customer_code,
  coalesce(nullif(c.company_name, ''), c.contact_name, '') as customer_name,
  to_char(i.period_from, 'YYYY-MM-DD') as period_from, to_char(i.period_to, 'YYYY-MM-DD') as period_to,
  to_char(i.issue_date, 'YYYY-MM-DD') as issue_date, to_char(i.due_date, 'YYYY-MM-DD') as due_date,
  i.buyer_name, i.buyer_address, i.buyer_tax_code,
  (select count(*)::int from invoice_lines l where l.invoice_id = i.id) as line_count,
  i.amount_vnd::text as amount_vnd, i.vat_vnd::text as vat_vnd, i.total_vnd::text as total_vnd,
  i.created_at, i.issued_at`;

const invoiceFrom = sql`invoices i join customers c on c.id = i.customer_id left join invoices r on r.id = i.refers_to`;

export async function findInvoice(db: DbOrTx, id: string, scope: InvoiceScope) {
  const [row] = await rowsOf<InvoiceRow>(
    db,
    sql`select ${invoiceColumns} from ${invoiceFrom} where i.id = ${id} ${scopeSql(scope)}`,
  );
  return row;
}

export async function findInvoicesById(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return rowsOf<InvoiceRow>(
    db,
    sql`select ${invoiceColumns} from ${invoiceFrom}
        where i.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) order by i.created_at, i.id`,
  );
}

export interface ListFilter {
  customerId?: string;
  status?: string;
  kind?: string;
  from?: string;
  to?: string;
  search?: string;
}

function listWhere(scope: InvoiceScope, f: ListFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (scope.customerId) parts.push(sql`i.customer_id = ${scope.customerId} and i.status = 'ISSUED'`);
  if (f.customerId) parts.push(sql`i.customer_id = ${f.customerId}`);
  if (f.status) parts.push(sql`i.status = ${f.status}`);
  if (f.kind) parts.push(sql`i.kind = ${f.kind}`);
  // A draft has no issue date yet: it is dated by its period's end.
  if (f.from) parts.push(sql`coalesce(i.issue_date, i.period_to) >= ${f.from}::date`);
  if (f.to) parts.push(sql`coalesce(i.issue_date, i.period_to) <= ${f.to}::date`);
  if (f.search) {
    const p = `%${f.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    parts.push(
      sql`(i.number ilike ${p} or c.code ilike ${p} or c.company_name ilike ${p} or i.buyer_name ilike ${p})`,
    );
  }
  return sql.join(parts, sql` and `);
}

export async function listInvoices(
  db: DbOrTx,
  scope: InvoiceScope,
  f: ListFilter,
  page: { page: number; pageSize: number },
) {
  const where = listWhere(scope, f);
  const [rows, [total]] = await Promise.all([
    rowsOf<InvoiceRow>(
      db,
      sql`select ${invoiceColumns} from ${invoiceFrom} where ${where}
          order by coalesce(i.issue_date, i.period_to) desc, i.series_no desc nulls first, i.created_at desc, i.id
          limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${invoiceFrom} where ${where}`),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export interface LineRow extends ShipmentOfLine {
  line_no: number;
  booking_id: string;
  amount: string;
  currency: string;
  fx_rate: string;
  amount_vnd: string;
  vat_rate: string;
  vat_vnd: string;
  total_vnd: string;
}

export function linesSql(invoiceId: string): SQL {
  return sql`select l.line_no, l.booking_id, l.code, l.tracking_number,
      to_char(l.shipped_on, 'YYYY-MM-DD') as shipped_on, l.destination, l.service, l.carrier,
      l.chargeable_weight::text as chargeable_weight, l.amount::text as amount, l.currency,
      l.fx_rate::text as fx_rate, l.amount_vnd::text as amount_vnd, l.vat_rate::text as vat_rate,
      l.vat_vnd::text as vat_vnd, l.total_vnd::text as total_vnd
    from invoice_lines l where l.invoice_id = ${invoiceId} order by l.line_no`;
}

export const invoiceLines = (db: DbOrTx, invoiceId: string) => rowsOf<LineRow>(db, linesSql(invoiceId));

/** VAT per rate of a document, from its lines. */
export async function vatByRate(db: DbOrTx, invoiceId: string) {
  return rowsOf<{ vat_rate: string; amount_vnd: string; vat_vnd: string }>(
    db,
    sql`select l.vat_rate::text as vat_rate, sum(l.amount_vnd)::text as amount_vnd, sum(l.vat_vnd)::text as vat_vnd
        from invoice_lines l where l.invoice_id = ${invoiceId} group by l.vat_rate order by l.vat_rate`,
  );
}

/** The document, locked for the issuing transaction. */
export async function lockInvoice(db: DbOrTx, id: string) {
  const [row] = await rowsOf<{
    id: string;
    status: string;
    kind: string;
    customer_id: string;
    refers_to: string | null;
    total_vnd: string;
  }>(
    db,
    sql`select id, status, kind, customer_id, refers_to, total_vnd::text as total_vnd
        from invoices where id = ${id} for update`,
  );
  return row;
}

/** Marks an invoice's lines as invoiced: the unique index refuses a shipment already on an issued one. */
export async function markLinesInvoiced(db: DbOrTx, invoiceId: string) {
  await db.execute(sql`update invoice_lines set invoiced = true where invoice_id = ${invoiceId}`);
}

/**
 * The next number of a year's series. The series row is taken FOR UPDATE, so two issues wait for
 * each other here and each number is used once; the row's update commits or rolls back with the
 * issue, so a failed issue leaves no gap.
 */
export async function nextSeriesNumber(db: DbOrTx, year: number) {
  await db.execute(sql`insert into invoice_series (year) values (${year}) on conflict (year) do nothing`);
  const [row] = await rowsOf<{ last_number: number }>(
    db,
    sql`select last_number from invoice_series where year = ${year} for update`,
  );
  const n = row!.last_number + 1;
  await db.execute(sql`update invoice_series set last_number = ${n} where year = ${year}`);
  return n;
}

export async function setIssued(
  db: DbOrTx,
  id: string,
  v: { year: number; n: number; number: string; issueDate: string; dueDate: string; by: string },
) {
  await db.execute(sql`update invoices set status = 'ISSUED', series_year = ${v.year}, series_no = ${v.n},
      number = ${v.number}, issue_date = ${v.issueDate}, due_date = ${v.dueDate}, issued_at = now(),
      issued_by = ${v.by}
    where id = ${id}`);
}

/** What was billed so far for each shipment of an invoice: its line plus its issued notes' lines. */
export async function billedSoFar(db: DbOrTx, invoiceId: string) {
  return rowsOf<{
    booking_id: string;
    amount: string;
    amount_vnd: string;
    vat_vnd: string;
    total_vnd: string;
    fx_rate: string;
    vat_rate: string;
  }>(
    db,
    sql`select l.booking_id, sum(l.amount)::text as amount, sum(l.amount_vnd)::text as amount_vnd,
          sum(l.vat_vnd)::text as vat_vnd, sum(l.total_vnd)::text as total_vnd,
          (array_agg(l.fx_rate::text order by i.created_at))[1] as fx_rate,
          (array_agg(l.vat_rate::text order by i.created_at))[1] as vat_rate
        from invoice_lines l join invoices i on i.id = l.invoice_id
        where (i.id = ${invoiceId} or (i.refers_to = ${invoiceId} and i.status = 'ISSUED'))
        group by l.booking_id`,
  );
}

export async function hasDraftNote(db: DbOrTx, invoiceId: string) {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from invoices where refers_to = ${invoiceId} and status = 'DRAFT' limit 1`,
  );
  return rows.length > 0;
}

/** invoice.issued for the customer's webhooks that listen to it (delivered by the webhook outbox). */
export async function enqueueInvoiceIssued(db: DbOrTx, invoiceId: string) {
  await db.execute(sql`
    insert into webhook_deliveries (endpoint_id, event_id, type, event_at, data)
    select w.id, i.id, 'invoice.issued', i.issued_at, jsonb_build_object('invoice', jsonb_build_object(
        'id', i.id, 'number', i.number, 'kind', i.kind, 'refersTo', r.number,
        'issueDate', to_char(i.issue_date, 'YYYY-MM-DD'), 'dueDate', to_char(i.due_date, 'YYYY-MM-DD'),
        'currency', 'VND', 'amountVnd', i.amount_vnd, 'vatVnd', i.vat_vnd, 'totalVnd', i.total_vnd,
        'lines', (select count(*) from invoice_lines l where l.invoice_id = i.id)))
    from invoices i
    left join invoices r on r.id = i.refers_to
    join webhook_endpoints w on w.customer_id = i.customer_id and w.enabled and 'invoice.issued' = any(w.events)
    where i.id = ${invoiceId}`);
}

/** Issued documents of a period (by issue date) with their lines, for the e-invoice provider. */
export function einvoiceRowsSql(from: string, to: string): SQL {
  return sql`select i.number, i.kind, r.number as refers_to_number, to_char(i.issue_date, 'YYYY-MM-DD') as issue_date,
      i.buyer_tax_code, i.buyer_name, i.buyer_address, l.line_no, l.code, l.tracking_number, l.service,
      l.destination, l.amount_vnd::text as amount_vnd, l.vat_rate::text as vat_rate, l.vat_vnd::text as vat_vnd,
      l.total_vnd::text as total_vnd, i.total_vnd::text as invoice_total_vnd
    from invoices i join invoice_lines l on l.invoice_id = i.id left join invoices r on r.id = i.refers_to
    where i.status = 'ISSUED' and i.issue_date between ${from}::date and ${to}::date
    order by i.series_year, i.series_no, l.line_no`;
}
