import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';

/**
 * Payments, allocations and what is still owed. An invoice's open amount is its total, plus its
 * issued credit and debit notes (signed), less what payments allocated to it: one expression,
 * used by the allocation, the bank import, the receivables and the credit check.
 */
export const openVndSql = sql`(i.total_vnd
  + coalesce((select sum(n.total_vnd) from invoices n where n.refers_to = i.id and n.status = 'ISSUED'), 0)
  - coalesce((select sum(a.amount_vnd) from payment_allocations a where a.invoice_id = i.id), 0))`;

export interface OpenInvoice {
  id: string;
  number: string;
  customer_id: string;
  issue_date: string;
  due_date: string;
  open_vnd: string;
}

/** A customer's issued invoices that still owe something, oldest due first. */
export async function openInvoices(db: DbOrTx, customerId: string) {
  return rowsOf<OpenInvoice>(
    db,
    sql`select * from (
          select i.id, i.number, i.customer_id, to_char(i.issue_date, 'YYYY-MM-DD') as issue_date,
            to_char(i.due_date, 'YYYY-MM-DD') as due_date, ${openVndSql}::text as open_vnd, i.series_year, i.series_no
          from invoices i
          where i.customer_id = ${customerId} and i.kind = 'INVOICE' and i.status = 'ISSUED'
        ) o where o.open_vnd::numeric > 0
        order by o.due_date, o.issue_date, o.series_year, o.series_no`,
  );
}

/** Serializes the payments of one customer: allocations read and write its invoices' open amounts. */
export async function lockCustomer(db: DbOrTx, customerId: string) {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`select id from customers where id = ${customerId} for update`,
  );
  return row;
}

/** The customer's payments that still hold a credit on account (not all allocated), oldest first. */
export async function paymentsWithCredit(db: DbOrTx, customerId: string) {
  return rowsOf<{ id: string; credit_vnd: string }>(
    db,
    sql`select * from (
          select p.id, p.paid_on, p.created_at,
            (p.amount_vnd - coalesce((select sum(a.amount_vnd) from payment_allocations a where a.payment_id = p.id), 0))::text as credit_vnd
          from payments p where p.customer_id = ${customerId}
        ) c where c.credit_vnd::numeric > 0
        order by c.paid_on, c.created_at, c.id`,
  );
}

export async function insertPayment(
  db: DbOrTx,
  v: { customerId: string; date: string; amountVnd: number; method: string; reference: string; by: string },
) {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into payments (customer_id, paid_on, amount_vnd, method, reference, created_by)
        values (${v.customerId}, ${v.date}, ${v.amountVnd}, ${v.method}, ${v.reference}, ${v.by}) returning id`,
  );
  return row!.id;
}

export async function insertAllocations(
  db: DbOrTx,
  paymentId: string,
  list: { invoiceId: string; amountVnd: number }[],
) {
  if (list.length === 0) return;
  await db.execute(
    sql`insert into payment_allocations (payment_id, invoice_id, amount_vnd) values ${sql.join(
      list.map((a) => sql`(${paymentId}, ${a.invoiceId}, ${a.amountVnd})`),
      sql`, `,
    )}`,
  );
}

export interface PaymentRow {
  id: string;
  customer_id: string;
  customer_code: string;
  customer_name: string;
  paid_on: string;
  amount_vnd: string;
  method: 'BANK_TRANSFER' | 'CASH';
  reference: string;
  created_at: string | Date;
  allocations: { invoiceId: string; number: string; amountVnd: number }[] | string | null;
}

const paymentSelect = sql`select p.id, p.customer_id, c.code as customer_code,
    coalesce(nullif(c.company_name, ''), c.contact_name, '') as customer_name,
    to_char(p.paid_on, 'YYYY-MM-DD') as paid_on, p.amount_vnd::text as amount_vnd, p.method, p.reference, p.created_at,
    (select coalesce(jsonb_agg(jsonb_build_object('invoiceId', a.invoice_id, 'number', i.number,
        'amountVnd', a.amount_vnd) order by i.due_date, i.series_no), '[]'::jsonb)
      from payment_allocations a join invoices i on i.id = a.invoice_id where a.payment_id = p.id) as allocations
  from payments p join customers c on c.id = p.customer_id`;

export async function findPayments(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return rowsOf<PaymentRow>(
    db,
    sql`${paymentSelect} where p.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) order by p.paid_on, p.created_at`,
  );
}

export async function listPayments(db: DbOrTx, f: { customerId?: string; page: number; pageSize: number }) {
  const where: SQL = f.customerId ? sql`p.customer_id = ${f.customerId}` : sql`true`;
  const [rows, [total]] = await Promise.all([
    rowsOf<PaymentRow>(
      db,
      sql`${paymentSelect} where ${where} order by p.paid_on desc, p.created_at desc
          limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from payments p where ${where}`),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Issued invoices by number (the bank import's matches), with their open amounts. */
export async function invoicesByNumber(db: DbOrTx, numbers: string[]) {
  if (numbers.length === 0) return [];
  return rowsOf<OpenInvoice & { customer_code: string; customer_name: string }>(
    db,
    sql`select i.id, i.number, i.customer_id, c.code as customer_code,
          coalesce(nullif(c.company_name, ''), c.contact_name, '') as customer_name,
          to_char(i.issue_date, 'YYYY-MM-DD') as issue_date, to_char(i.due_date, 'YYYY-MM-DD') as due_date,
          ${openVndSql}::text as open_vnd
        from invoices i join customers c on c.id = i.customer_id
        where i.kind = 'INVOICE' and i.status = 'ISSUED' and i.number in (${sql.join(
          numbers.map((n) => sql`${n}`),
          sql`, `,
        )})`,
  );
}

/** Every customer, for naming one in a transfer's description: its code, tax code and names. */
export async function customersForMatching(db: DbOrTx) {
  return rowsOf<{
    id: string;
    code: string;
    name: string;
    tax_code: string | null;
    billing_name: string | null;
  }>(
    db,
    sql`select c.id, c.code, coalesce(nullif(c.company_name, ''), c.contact_name, '') as name,
          nullif(c.tax_code, '') as tax_code, nullif(c.billing_name, '') as billing_name
        from customers c`,
  );
}

/** Per customer: open amounts by days past due on `asOf`, and the credit on account. */
export async function receivables(db: DbOrTx, asOf: string, customerId?: string) {
  return rowsOf<{
    customer_id: string;
    customer_code: string;
    customer_name: string;
    not_due: string;
    d1_30: string;
    d31_60: string;
    d61_90: string;
    over_90: string;
    open: string;
    credit: string;
  }>(
    db,
    sql`with open_invoices as (
          select i.customer_id, ${openVndSql} as open_vnd, (${asOf}::date - i.due_date) as late
          from invoices i
          where i.kind = 'INVOICE' and i.status = 'ISSUED'
            ${customerId ? sql`and i.customer_id = ${customerId}` : sql``}
        ), by_customer as (
          select customer_id,
            sum(open_vnd) filter (where late <= 0) as not_due,
            sum(open_vnd) filter (where late between 1 and 30) as d1_30,
            sum(open_vnd) filter (where late between 31 and 60) as d31_60,
            sum(open_vnd) filter (where late between 61 and 90) as d61_90,
            sum(open_vnd) filter (where late > 90) as over_90,
            sum(open_vnd) as open
          from open_invoices where open_vnd <> 0 group by customer_id
        ), credits as (
          select p.customer_id, sum(p.amount_vnd - coalesce((select sum(a.amount_vnd) from payment_allocations a
            where a.payment_id = p.id), 0)) as credit
          from payments p ${customerId ? sql`where p.customer_id = ${customerId}` : sql``}
          group by p.customer_id
        )
        select c.id as customer_id, c.code as customer_code,
          coalesce(nullif(c.company_name, ''), c.contact_name, '') as customer_name,
          coalesce(b.not_due, 0)::text as not_due, coalesce(b.d1_30, 0)::text as d1_30,
          coalesce(b.d31_60, 0)::text as d31_60, coalesce(b.d61_90, 0)::text as d61_90,
          coalesce(b.over_90, 0)::text as over_90, coalesce(b.open, 0)::text as open,
          coalesce(k.credit, 0)::text as credit
        from customers c
          left join by_customer b on b.customer_id = c.id
          left join credits k on k.customer_id = c.id
        where (b.customer_id is not null or coalesce(k.credit, 0) <> 0)
          ${customerId ? sql`and c.id = ${customerId}` : sql``}
        order by coalesce(b.open, 0) desc, c.code`,
  );
}
