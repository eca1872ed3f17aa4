import type { MarginGroup } from '@acf/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';

/**
 * The reports' SQL. Every query takes its WHERE conditions from reportWhere, so the data scope
 * (a customer, a sales user's customers) sits inside the query. Money is summed as numeric per
 * currency and converted to a number only at the end.
 */

/** Start of a Ho Chi Minh day (UTC+7 all year, no daylight saving) as an instant. */
export const hcmDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);
export const hcmDayEnd = (day: string) => new Date(hcmDayStart(day).getTime() + 86_400_000);

/** Who may see which rows: a customer its own, a sales user limited to their customers theirs. */
export interface ReportScope {
  customerId?: string;
  salesUserId?: string;
}

export interface ReportFilter {
  /** Half-open instant range [from, to) on the column the report dates by. */
  from?: Date;
  to?: Date;
  /** The same period as Ho Chi Minh days, both included (what the summaries are keyed by). */
  days?: { from: string; to: string };
  office?: string;
  customerId?: string;
  service?: string;
  carrier?: string;
  /** The customers' sales person (by customer, revenue, by service). */
  salesUserId?: string;
}

/** The pieces of a booking (sum of quantities across its piece lines, a stored column). */
export const piecesSql = sql`b.piece_count`;
/** The destination as people write it: city and country. */
const destinationSql = sql`concat_ws(', ', nullif(b.receiver->>'city', ''), b.receiver_country)`;
export const customerNameSql = sql`coalesce(nullif(c.company_name, ''), c.contact_name, '')`;
/** Ho Chi Minh local time of a booking's creation (for day, week and month buckets). */
const hcmLocal = sql`((b.created_at at time zone 'UTC') + interval '7 hours')`;

/** WHERE for bookings `b` joined with customers `c`; `dateCol` is the column the period applies to. */
export function reportWhere(scope: ReportScope, f: ReportFilter, dateCol: SQL = sql`b.created_at`): SQL {
  // Test bookings (issue 24) are in no report or statement.
  const parts: SQL[] = [sql`not b.is_test`];
  if (scope.customerId) parts.push(sql`b.customer_id = ${scope.customerId}`);
  if (scope.salesUserId) parts.push(sql`c.sales_user_id = ${scope.salesUserId}`);
  if (f.from) parts.push(sql`${dateCol} >= ${f.from.toISOString()}::timestamptz`);
  if (f.to) parts.push(sql`${dateCol} < ${f.to.toISOString()}::timestamptz`);
  if (f.office) parts.push(sql`b.office = ${f.office}`);
  if (f.customerId) parts.push(sql`b.customer_id = ${f.customerId}`);
  if (f.service) parts.push(sql`b.service = ${f.service}`);
  if (f.carrier) parts.push(sql`b.carrier = ${f.carrier}`);
  if (f.salesUserId) parts.push(sql`c.sales_user_id = ${f.salesUserId}`);
  return sql.join(parts, sql` and `);
}

/**
 * Billed bookings: what the company carried (picked up or received at the warehouse, and not
 * cancelled or stopped before pickup). The rule is the database's `report_counts` (migration
 * 0026), the same one the summary triggers apply, so a statement, its Excel and PDF, the revenue
 * reports and their summaries never disagree.
 */
export const billable = sql`report_counts(b)`;

type Row = Record<string, unknown>;

const rows = <T = Row>(db: DbOrTx, q: SQL) => rowsOf<T>(db, q);

// ---------------------------------------------------------------- customer
export async function findCustomerForReport(db: DbOrTx, id: string, scope: ReportScope) {
  const found = await rows<{ id: string; code: string; name: string; address: string; tax_code: string }>(
    db,
    sql`select c.id, c.code, ${customerNameSql} as name, coalesce(c.address, '') as address,
          coalesce(c.tax_code, '') as tax_code
        from customers c
        where c.id = ${id}
          ${scope.customerId ? sql`and c.id = ${scope.customerId}` : sql``}
          ${scope.salesUserId ? sql`and c.sales_user_id = ${scope.salesUserId}` : sql``}`,
  );
  return found[0];
}

// ---------------------------------------------------------------- statement
export function statementRowsSql(where: SQL, limit?: number, offset?: number): SQL {
  return sql`select b.id, b.created_at, b.code, b.tracking_number, b.receiver_name,
      ${destinationSql} as destination, b.receiver_country, b.service, b.carrier, ${piecesSql} as pieces,
      b.chargeable_weight, b.base_fee, b.surcharges, b.surcharge_total, b.discount, b.total,
      b.price_currency, b.status
    from bookings b join customers c on c.id = b.customer_id
    where ${where} and ${billable}
    order by b.created_at, b.id
    ${limit !== undefined ? sql`limit ${limit} offset ${offset ?? 0}` : sql``}`;
}

// The rows of the reports, read from the bookings or from the daily summary alike.
type PodTotals = { shipments: number; avg_days: string | null };
type StaffLine = AggRow & { name: string; username: string };
type CustomerLine = AggRow & { code: string; name: string; sales_name: string };
type DiscountTotals = { currency: string; shipments: number; gross: string; discount: string; total: string };
type ServiceBucket = {
  bucket: string;
  service: string;
  carrier: string;
  currency: string;
  shipments: number;
  kg: string;
  revenue: string;
};
/** A statement's totals in one currency. */
type Totals = {
  currency: string;
  shipments: number;
  pieces: string;
  kg: string;
  base_fee: string;
  surcharge_total: string;
  discount: string;
  total: string;
};

export async function statementTotals(db: DbOrTx, where: SQL) {
  return rows<Totals>(
    db,
    sql`select b.price_currency as currency, count(*)::int as shipments, sum(${piecesSql}) as pieces,
          sum(b.chargeable_weight) as kg, sum(b.base_fee) as base_fee, sum(b.surcharge_total) as surcharge_total,
          sum(b.discount) as discount, sum(b.total) as total
        from bookings b join customers c on c.id = b.customer_id
        where ${where} and ${billable}
        group by b.price_currency order by b.price_currency`,
  );
}

/** The surcharge codes billed in the statement's rows (one Excel column each). */
export async function statementSurchargeCodes(db: DbOrTx, where: SQL) {
  return rows<{ code: string; name_vi: string; name_en: string }>(
    db,
    sql`select s->>'code' as code, min(s->>'nameVi') as name_vi, min(s->>'nameEn') as name_en
        from bookings b join customers c on c.id = b.customer_id, jsonb_array_elements(b.surcharges) s
        where ${where} and ${billable}
        group by s->>'code' order by s->>'code'`,
  );
}

export const runRows = rows;

// ---------------------------------------------------------------- POD
/** The column the POD report dates by: the booking's first DELIVERED event. */
export const deliveredAtSql = sql`b.delivered_at`;
/** The column the staff report's pickups date by: the booking's first PICKED_UP event. */
export const pickedUpAtSql = sql`b.picked_up_at`;

/**
 * Delivered shipments dated by their (first) DELIVERED event, kept on the booking by a trigger,
 * with their proof of delivery: the partner's form and the POD import both write it to
 * booking_deliveries (who received it, when, the photo and signature in pod_files). A delivery
 * scanned at a checkpoint records no proof: its proof fields are empty.
 */
export function podRowsSql(where: SQL, limit?: number, offset?: number): SQL {
  return sql`select b.id, b.code, b.tracking_number, ${customerNameSql} as customer_name, b.receiver_name,
      ${destinationSql} as destination, b.created_at, b.delivered_at,
      coalesce(nullif(u.full_name, ''), u.username, '') as delivered_by,
      extract(epoch from (b.delivered_at - b.created_at)) / 86400 as lead_days,
      d.receiver_name as pod_receiver_name, d.delivered_at as pod_received_at,
      d.photo_id as pod_photo_id, d.signature_id as pod_signature_id
    from bookings b
      join customers c on c.id = b.customer_id
      left join users u on u.id = b.delivered_by
      left join booking_deliveries d on d.booking_id = b.id
    where b.status = 'DELIVERED' and b.delivered_at is not null and ${where}
    order by b.delivered_at, b.id
    ${limit !== undefined ? sql`limit ${limit} offset ${offset ?? 0}` : sql``}`;
}

export async function podTotals(db: DbOrTx, where: SQL) {
  const [r] = await rows<PodTotals>(
    db,
    sql`select count(*)::int as shipments, avg(extract(epoch from (b.delivered_at - b.created_at)) / 86400) as avg_days
        from bookings b join customers c on c.id = b.customer_id
        where b.status = 'DELIVERED' and b.delivered_at is not null and ${where}`,
  );
  return r!;
}

// ---------------------------------------------------------------- outstanding
/**
 * Neither delivered nor cancelled, and no event since `before`; oldest first. The page is chosen
 * first from the open bookings' covering index alone (every column a filter names is in it:
 * an index-only scan, however far into it a period's bookings sit), then only its rows are read.
 */
export function outstandingRowsSql(
  where: SQL,
  before: Date,
  now: Date,
  limit?: number,
  offset?: number,
): SQL {
  return sql`with page as materialized (
      select b.id from bookings b join customers c on c.id = b.customer_id
      where b.status not in ('DELIVERED', 'CANCELLED') and b.last_event_at < ${before.toISOString()}::timestamptz
        and ${where}
      order by b.last_event_at, b.id
      ${limit !== undefined ? sql`limit ${limit} offset ${offset ?? 0}` : sql``}
    )
    select b.id, b.code, b.tracking_number, ${customerNameSql} as customer_name, b.status,
      b.created_at, b.last_event_at, coalesce(le.place, '') as last_place,
      floor(extract(epoch from (${now.toISOString()}::timestamptz - b.last_event_at)) / 3600)::int as age_hours,
      coalesce(nullif(u.full_name, ''), u.username, '') as assignee,
      -- The pieces its latest hand-over has not seen (issue 35); read for flagged bookings only.
      coalesce((select string_agg(bp.id, ', ' order by bp.idx) from booking_pieces bp
        where b.pieces_missing and bp.booking_id = b.id and bp.last_handover is distinct from b.handover), '')
        as pieces_missing
    from page p
      join bookings b on b.id = p.id
      join customers c on c.id = b.customer_id
      left join users u on u.id = b.assignee_id
      left join lateral (
        select e.place from booking_events e where e.booking_id = b.id
        order by e.occurred_at desc, e.created_at desc limit 1
      ) le on true
    order by b.last_event_at, b.id`;
}

export async function outstandingTotals(db: DbOrTx, where: SQL, before: Date) {
  return rows<{ status: string; n: number }>(
    db,
    sql`select b.status, count(*)::int as n
        from bookings b join customers c on c.id = b.customer_id
        where b.status not in ('DELIVERED', 'CANCELLED') and b.last_event_at < ${before.toISOString()}::timestamptz
          and ${where}
        group by b.status`,
  );
}

// ---------------------------------------------------------------- aggregates
export interface AggRow {
  key: string;
  currency: string;
  shipments: number;
  pieces: string;
  kg: string;
  revenue: string;
  discount: string;
}

/** By staff, sales side: bookings created in the period, per sales person of the customer. */
export async function salesByStaff(db: DbOrTx, where: SQL, staffId?: string) {
  return rows<StaffLine>(
    db,
    sql`select c.sales_user_id as key, min(coalesce(nullif(u.full_name, ''), u.username)) as name,
          min(u.username) as username, b.price_currency as currency,
          count(*)::int as shipments, sum(${piecesSql}) as pieces, sum(b.chargeable_weight) as kg,
          sum(b.total) as revenue, sum(b.discount) as discount
        from bookings b join customers c on c.id = b.customer_id join users u on u.id = c.sales_user_id
        where ${where} and ${billable} ${staffId ? sql`and c.sales_user_id = ${staffId}` : sql``}
        group by c.sales_user_id, b.price_currency`,
  );
}

/**
 * By staff, pickup side: pickups done in the period (the booking's first PICKED_UP event),
 * credited to the booking's assignee, or to whoever recorded the pickup when nobody was assigned.
 */
export async function pickupsByStaff(db: DbOrTx, where: SQL, staffId?: string) {
  const who = sql`coalesce(b.assignee_id, b.picked_up_by)`;
  return rows<StaffLine>(
    db,
    sql`select ${who} as key, min(coalesce(nullif(u.full_name, ''), u.username)) as name,
          min(u.username) as username, b.price_currency as currency,
          count(*)::int as shipments, sum(${piecesSql}) as pieces, sum(b.chargeable_weight) as kg,
          sum(b.total) as revenue, sum(b.discount) as discount
        from bookings b
          join customers c on c.id = b.customer_id
          join users u on u.id = ${who}
        where b.picked_up_at is not null and ${where} and ${billable}
          ${staffId ? sql`and ${who} = ${staffId}` : sql``}
        group by ${who}, b.price_currency`,
  );
}

/** Per customer and currency, split into the period (`cur`) and the previous one. */
export async function byCustomer(db: DbOrTx, where: SQL, currentFrom: Date) {
  return rows<CustomerLine & { cur: boolean }>(
    db,
    sql`select b.customer_id as key, min(c.code) as code, min(${customerNameSql}) as name,
          coalesce(min(coalesce(nullif(s.full_name, ''), s.username)), '') as sales_name,
          b.created_at >= ${currentFrom.toISOString()}::timestamptz as cur,
          b.price_currency as currency, count(*)::int as shipments, 0 as pieces,
          sum(b.chargeable_weight) as kg, sum(b.total) as revenue, sum(b.discount) as discount
        from bookings b join customers c on c.id = b.customer_id left join users s on s.id = c.sales_user_id
        where ${where} and ${billable}
        group by b.customer_id, cur, b.price_currency`,
  );
}

export async function outOfNetwork(db: DbOrTx, where: SQL) {
  return rows<CustomerLine>(
    db,
    sql`select b.customer_id as key, min(c.code) as code, min(${customerNameSql}) as name,
          coalesce(min(coalesce(nullif(s.full_name, ''), s.username)), '') as sales_name,
          b.price_currency as currency, count(*)::int as shipments, 0 as pieces,
          sum(b.chargeable_weight) as kg, sum(b.total) as revenue, sum(b.discount) as discount
        from bookings b join customers c on c.id = b.customer_id left join users s on s.id = c.sales_user_id
        where ${where} and ${billable} and c.in_network = false
        group by b.customer_id, b.price_currency`,
  );
}

const discountPercentSql = sql`case when b.discount_percent > 0 then b.discount_percent
  else round(b.discount * 100 / nullif(b.base_fee + b.surcharge_total, 0), 2) end`;

export function discountRowsSql(where: SQL, limit?: number, offset?: number): SQL {
  return sql`select b.id, b.created_at, b.code, b.tracking_number, ${customerNameSql} as customer_name,
      b.service, b.carrier, b.base_fee + b.surcharge_total as gross, b.discount,
      coalesce(${discountPercentSql}, 0) as discount_percent, b.total, b.price_currency
    from bookings b join customers c on c.id = b.customer_id
    where ${where} and ${billable} and b.discount > 0
    order by b.created_at, b.id
    ${limit !== undefined ? sql`limit ${limit} offset ${offset ?? 0}` : sql``}`;
}

export async function discountTotals(db: DbOrTx, where: SQL) {
  return rows<DiscountTotals>(
    db,
    sql`select b.price_currency as currency, count(*)::int as shipments,
          sum(b.base_fee + b.surcharge_total) as gross, sum(b.discount) as discount, sum(b.total) as total
        from bookings b join customers c on c.id = b.customer_id
        where ${where} and ${billable} and b.discount > 0
        group by b.price_currency`,
  );
}

export async function byService(db: DbOrTx, where: SQL, groupBy: 'day' | 'week' | 'month') {
  return rows<ServiceBucket>(
    db,
    sql`select to_char(date_trunc(${groupBy}, ${hcmLocal}), 'YYYY-MM-DD') as bucket, b.service, b.carrier,
          b.price_currency as currency, count(*)::int as shipments, sum(b.chargeable_weight) as kg,
          sum(b.total) as revenue
        from bookings b join customers c on c.id = b.customer_id
        where ${where} and ${billable}
        group by 1, b.service, b.carrier, b.price_currency
        order by 1, b.service, b.carrier`,
  );
}

// ---------------------------------------------------------------- gross margin
/**
 * VND per unit of `currency` on `day` or the latest day before it (the rule a booking's own price
 * follows when its day has no rate).
 */
const fxOnSql = (currency: SQL, day: SQL) =>
  sql`(select e.vnd_per_unit from exchange_rates e
       where e.currency = ${currency} and e.day <= ${day} order by e.day desc limit 1)`;

/** The group a booking falls in: its key, and the customer's code and name for that grouping. */
function marginKeySql(groupBy: MarginGroup): { key: SQL; code: SQL; name: SQL } {
  switch (groupBy) {
    case 'carrier':
      return { key: sql`b.carrier`, code: sql`''`, name: sql`''` };
    case 'service':
      return { key: sql`b.service`, code: sql`''`, name: sql`''` };
    case 'customer':
      return { key: sql`b.customer_id::text`, code: sql`c.code`, name: customerNameSql };
    case 'month':
      return { key: sql`to_char(${hcmLocal}, 'YYYY-MM')`, code: sql`''`, name: sql`''` };
  }
}

export interface MarginLine {
  key: string;
  code: string;
  name: string;
  shipments: number;
  price: string;
  cost: string;
  no_cost_shipments: number;
  no_cost_price: string;
}

/**
 * Price and cost of each billed booking in whole đồng, before VAT, summed per group. The price is
 * (total − VAT) at the booking's own rate (`fx_rate`, the rate of its creation day it was priced
 * with); the cost, priced before VAT, at the same rate when it is in the price's currency, as it is
 * in đồng, and in another currency at that currency's rate of the booking's rate day (or the
 * latest before). Each booking is rounded to the đồng (half up) before it is added. A booking with
 * no cost (no COST card that day), or one whose amounts no rate converts, is counted apart, so
 * it never shows as a 100 % margin.
 */
export function marginSql(where: SQL, groupBy: MarginGroup): SQL {
  const g = marginKeySql(groupBy);
  const day = sql`coalesce(b.fx_day, (${hcmLocal})::date)`;
  return sql`with m as (
      select ${g.key} as key, ${g.code} as code, ${g.name} as name,
        round((b.total - b.vat) * case when b.price_currency = 'VND' then 1
          else coalesce(b.fx_rate, ${fxOnSql(sql`b.price_currency`, day)}) end) as price,
        round(b.cost_total * case when b.cost_currency = 'VND' then 1
          when b.cost_currency = b.price_currency and b.fx_rate is not null then b.fx_rate
          else ${fxOnSql(sql`b.cost_currency`, day)} end) as cost
      from bookings b join customers c on c.id = b.customer_id
      where ${where} and ${billable}
    )
    select key, min(code) as code, min(name) as name, count(*)::int as shipments,
      coalesce(sum(price) filter (where price is not null and cost is not null), 0) as price,
      coalesce(sum(cost) filter (where price is not null and cost is not null), 0) as cost,
      (count(*) filter (where price is null or cost is null))::int as no_cost_shipments,
      coalesce(sum(price) filter (where cost is null), 0) as no_cost_price
    from m group by key`;
}

export const margin = (db: DbOrTx, where: SQL, groupBy: MarginGroup) =>
  rows<MarginLine>(db, marginSql(where, groupBy));

// ---------------------------------------------------------------- summaries
/*
 * report_customer_daily and report_service_daily (migration 0015) hold, per Ho Chi Minh day and
 * per month, what the aggregate reports sum; triggers on bookings keep them exact in the writing
 * transaction. A period reads its whole months from the month lines and the days around them
 * from the day lines. They answer whenever the filter is on what they are keyed by (customer,
 * its sales person; for by service: service, carrier, office); otherwise the reports read the
 * bookings themselves.
 */

export type SummaryKind = 'BOOKED' | 'PICKED_UP' | 'DELIVERED';

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonthStart = (day: string) => {
  const d = new Date(`${monthStart(day)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * Days `from`..`to` (both included) as whole months (their first days, both included) and the
 * day ranges before and after them.
 */
export function splitPeriod(from: string, to: string) {
  const first = from === monthStart(from) ? from : nextMonthStart(from);
  const afterLast = monthStart(addDays(to, 1)); // first day of the month after the last whole one
  if (first >= afterLast) return { months: null, days: [[from, to]] as [string, string][] };
  const days: [string, string][] = [];
  if (from < first) days.push([from, addDays(first, -1)]);
  if (afterLast <= to) days.push([afterLast, to]);
  const lastMonth = monthStart(addDays(afterLast, -1));
  return { months: [first, lastMonth] as [string, string], days };
}

/** The summary lines (alias `s`) that make up the days `from`..`to`. */
export function periodLinesSql(from: string, to: string): SQL {
  const { months, days } = splitPeriod(from, to);
  const parts: SQL[] = days.map(([a, b]) => sql`(s.grain = 'D' and s.day between ${a}::date and ${b}::date)`);
  if (months) parts.push(sql`(s.grain = 'M' and s.day between ${months[0]}::date and ${months[1]}::date)`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** Whether the customer summary can answer this filter (a period, no office/service/carrier). */
export const customerSummaryAnswers = (f: ReportFilter) => !!f.days && !f.office && !f.service && !f.carrier;

/** Whether the service summary can answer (a period; no customer, sales person or scope). */
export const serviceSummaryAnswers = (scope: ReportScope, f: ReportFilter) =>
  !!f.days && !scope.customerId && !scope.salesUserId && !f.customerId && !f.salesUserId;

/** WHERE for customer summary lines `s` joined with customers `c`. */
function summaryWhere(kind: SummaryKind, scope: ReportScope, f: ReportFilter, lines?: SQL): SQL {
  const parts: SQL[] = [sql`s.kind = ${kind}`, lines ?? periodLinesSql(f.days!.from, f.days!.to)];
  if (scope.customerId) parts.push(sql`s.customer_id = ${scope.customerId}`);
  if (scope.salesUserId) parts.push(sql`c.sales_user_id = ${scope.salesUserId}`);
  if (f.customerId) parts.push(sql`s.customer_id = ${f.customerId}`);
  if (f.salesUserId) parts.push(sql`c.sales_user_id = ${f.salesUserId}`);
  return sql.join(parts, sql` and `);
}

/** A staff member's shipments at `event` (`staff`: the customer's sales user, or who picked up). */
const byStaffSummarySql = (
  event: SummaryKind,
  staff: SQL,
  scope: ReportScope,
  f: ReportFilter,
  staffId?: string,
) =>
  sql`select ${staff} as key, min(coalesce(nullif(u.full_name, ''), u.username)) as name,
          min(u.username) as username, s.currency, sum(s.shipments)::int as shipments,
          sum(s.pieces) as pieces, sum(s.kg) as kg, sum(s.revenue) as revenue, sum(s.discount) as discount
        from report_customer_daily s join customers c on c.id = s.customer_id join users u on u.id = ${staff}
        where ${summaryWhere(event, scope, f)} ${staffId ? sql`and ${staff} = ${staffId}` : sql``}
        group by ${staff}, s.currency`;

/**
 * The summary queries as SQL (the bench prints their plans); each has a runner below.
 */
export const summarySql = {
  statementTotals: (scope: ReportScope, f: ReportFilter) =>
    sql`select s.currency, sum(s.shipments)::int as shipments, sum(s.pieces) as pieces, sum(s.kg) as kg,
          sum(s.base_fee) as base_fee, sum(s.surcharge_total) as surcharge_total, sum(s.discount) as discount,
          sum(s.revenue) as total
        from report_customer_daily s join customers c on c.id = s.customer_id
        where ${summaryWhere('BOOKED', scope, f)}
        group by s.currency order by s.currency`,

  podTotals: (scope: ReportScope, f: ReportFilter) =>
    sql`select coalesce(sum(s.shipments), 0)::int as shipments,
          sum(s.lead_seconds) / nullif(sum(s.shipments), 0) / 86400 as avg_days
        from report_customer_daily s join customers c on c.id = s.customer_id
        where ${summaryWhere('DELIVERED', scope, f)}`,

  salesByStaff: (scope: ReportScope, f: ReportFilter, staffId?: string) =>
    byStaffSummarySql('BOOKED', sql.raw('c.sales_user_id'), scope, f, staffId),

  pickupsByStaff: (scope: ReportScope, f: ReportFilter, staffId?: string) =>
    byStaffSummarySql('PICKED_UP', sql.raw('s.staff_id'), scope, f, staffId),

  /** By customer: the previous period's days and the current one's (from `currentFrom`), told apart. */
  byCustomer: (scope: ReportScope, f: ReportFilter, currentFrom: string) => {
    const days = f.days!;
    const cur = periodLinesSql(currentFrom, days.to);
    const lines =
      currentFrom > days.from ? sql`(${periodLinesSql(days.from, addDays(currentFrom, -1))} or ${cur})` : cur;
    return sql`select s.customer_id as key, min(c.code) as code, min(${customerNameSql}) as name,
          coalesce(min(coalesce(nullif(u.full_name, ''), u.username)), '') as sales_name,
          ${cur} as cur, s.currency, sum(s.shipments)::int as shipments, 0 as pieces,
          sum(s.kg) as kg, sum(s.revenue) as revenue, sum(s.discount) as discount
        from report_customer_daily s join customers c on c.id = s.customer_id
          left join users u on u.id = c.sales_user_id
        where ${summaryWhere('BOOKED', scope, f, lines)}
        group by s.customer_id, 5, s.currency`;
  },

  outOfNetwork: (scope: ReportScope, f: ReportFilter) =>
    sql`select s.customer_id as key, min(c.code) as code, min(${customerNameSql}) as name,
          coalesce(min(coalesce(nullif(u.full_name, ''), u.username)), '') as sales_name,
          s.currency, sum(s.shipments)::int as shipments, 0 as pieces,
          sum(s.kg) as kg, sum(s.revenue) as revenue, sum(s.discount) as discount
        from report_customer_daily s join customers c on c.id = s.customer_id
          left join users u on u.id = c.sales_user_id
        where ${summaryWhere('BOOKED', scope, f)} and c.in_network = false
        group by s.customer_id, s.currency`,

  discountTotals: (scope: ReportScope, f: ReportFilter) =>
    sql`select s.currency, sum(s.disc_shipments)::int as shipments, sum(s.disc_gross) as gross,
          sum(s.disc_discount) as discount, sum(s.disc_total) as total
        from report_customer_daily s join customers c on c.id = s.customer_id
        where ${summaryWhere('BOOKED', scope, f)} and s.disc_shipments > 0
        group by s.currency`,

  /** By service from its own summary (no customer in it: asked only without a customer scope). */
  byService: (f: ReportFilter, groupBy: 'day' | 'week' | 'month') => {
    const parts: SQL[] = [sql`s.day between ${f.days!.from}::date and ${f.days!.to}::date`];
    if (f.office) parts.push(sql`s.office = ${f.office}`);
    if (f.service) parts.push(sql`s.service = ${f.service}`);
    if (f.carrier) parts.push(sql`s.carrier = ${f.carrier}`);
    return sql`select to_char(date_trunc(${groupBy}, s.day::timestamp), 'YYYY-MM-DD') as bucket, s.service,
          s.carrier, s.currency, sum(s.shipments)::int as shipments, sum(s.kg) as kg, sum(s.revenue) as revenue
        from report_service_daily s
        where ${sql.join(parts, sql` and `)}
        group by 1, s.service, s.carrier, s.currency
        order by 1, s.service, s.carrier`;
  },
};

export const statementTotalsFromSummary = (db: DbOrTx, scope: ReportScope, f: ReportFilter) =>
  rows<Totals>(db, summarySql.statementTotals(scope, f));

export const podTotalsFromSummary = async (db: DbOrTx, scope: ReportScope, f: ReportFilter) =>
  (await rows<PodTotals>(db, summarySql.podTotals(scope, f)))[0]!;

export const salesByStaffFromSummary = (db: DbOrTx, scope: ReportScope, f: ReportFilter, staffId?: string) =>
  rows<StaffLine>(db, summarySql.salesByStaff(scope, f, staffId));

export const pickupsByStaffFromSummary = (
  db: DbOrTx,
  scope: ReportScope,
  f: ReportFilter,
  staffId?: string,
) => rows<StaffLine>(db, summarySql.pickupsByStaff(scope, f, staffId));

export const byCustomerFromSummary = (db: DbOrTx, scope: ReportScope, f: ReportFilter, currentFrom: string) =>
  rows<CustomerLine & { cur: boolean }>(db, summarySql.byCustomer(scope, f, currentFrom));

export const outOfNetworkFromSummary = (db: DbOrTx, scope: ReportScope, f: ReportFilter) =>
  rows<CustomerLine>(db, summarySql.outOfNetwork(scope, f));

export const discountTotalsFromSummary = (db: DbOrTx, scope: ReportScope, f: ReportFilter) =>
  rows<DiscountTotals>(db, summarySql.discountTotals(scope, f));

export const byServiceFromSummary = (db: DbOrTx, f: ReportFilter, groupBy: 'day' | 'week' | 'month') =>
  rows<ServiceBucket>(db, summarySql.byService(f, groupBy));
