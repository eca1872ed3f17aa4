import {
  type BookingStatus,
  OUTSTANDING_HOURS,
  presetPeriod,
  previousPeriod,
  reportMoney,
  type TByCustomerResponse,
  type TByServiceQuery,
  type TByServiceResponse,
  type TByStaffResponse,
  type TByStaffRow,
  type TDiscountRow,
  type TMarginFigures,
  type TMarginQuery,
  type TMarginResponse,
  type TMoneyByCurrency,
  type TOutstandingResponse,
  type TOutstandingRow,
  type TPeriod,
  type TPodResponse,
  type TPodRow,
  type TReportQuery,
  type TRevenueCustomersResponse,
  type TStatementResponse,
  type TStatementRow,
} from '@acf/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import { salesScopeOf } from '../bookings/bookings.service';
import type { ReportFilter, ReportScope } from './reports.repository';
import * as repo from './reports.repository';

/**
 * The rows an actor may see in a report. A customer only its own; a sales user who may list
 * customers but not all of them (get_list_customer without get_all_list_customer) only the
 * bookings of the customers assigned to them; every other holder of the page's permission all.
 */
export function reportScope(actor: Actor): ReportScope {
  if (actor.kind === 'customer') {
    if (!actor.customerId) throw forbidden();
    return { customerId: actor.customerId };
  }
  const salesUserId = salesScopeOf(actor);
  return salesUserId ? { salesUserId } : {};
}

/** The period asked for, or the default one (a Ho Chi Minh last month or this month). */
export function periodOf(q: { from?: string; to?: string }, fallback: 'lastMonth' | 'thisMonth'): TPeriod {
  const d = presetPeriod(fallback);
  const from = q.from ?? (q.to && q.to < d.from ? q.to : d.from);
  const to = q.to ?? (q.from && q.from > d.to ? q.from : d.to);
  return { from, to };
}

type FilterFields = Pick<TReportQuery, 'office' | 'customerId' | 'service' | 'carrier' | 'staffId'>;

function filterOf(q: FilterFields, period: TPeriod | null, staffAsSales = false): ReportFilter {
  return {
    from: period ? repo.hcmDayStart(period.from) : undefined,
    to: period ? repo.hcmDayEnd(period.to) : undefined,
    days: period ?? undefined,
    office: q.office,
    customerId: q.customerId,
    service: q.service,
    carrier: q.carrier,
    salesUserId: staffAsSales ? q.staffId : undefined,
  };
}

const num = (v: unknown) => (v == null ? 0 : Number(v));
const iso = (v: unknown) => new Date(v as string | Date).toISOString();
const round3 = (n: number) => Math.round(n * 1000) / 1000;
const pageFields = (q: { page: number; pageSize: number }, total: number) => ({
  page: q.page,
  pageSize: q.pageSize,
  totalPages: Math.ceil(total / q.pageSize),
  totalResults: total,
});

function addMoney(into: TMoneyByCurrency, currency: string, amount: number) {
  into[currency] = reportMoney((into[currency] ?? 0) + amount, currency);
}
function currenciesOf(...maps: TMoneyByCurrency[]): string[] {
  const set = new Set<string>();
  for (const m of maps) for (const k of Object.keys(m)) set.add(k);
  // VND first (the home currency), then alphabetical.
  return [...set].sort((a, b) => (a === 'VND' ? -1 : b === 'VND' ? 1 : a.localeCompare(b)));
}

/** A summed line of the repository: shipments, and pieces, weight and money in one currency. */
type SumLine<C extends string> = {
  shipments: number;
  currency: string;
  pieces?: unknown;
  kg?: unknown;
} & Record<C, unknown>;
/** What a row or the totals of a report add up: the counts it keeps and money per currency. */
type Sums<C extends string> = { shipments: number; pieces?: number; chargeableWeight?: number } & Record<
  C,
  TMoneyByCurrency
>;

/**
 * Adds a line into each of `into`: its shipments, its pieces and its weight (to the gram) where
 * they are kept, and each money column named, in the line's currency.
 */
function addLine<C extends string>(line: SumLine<C>, into: Sums<C>[], money: readonly C[]) {
  for (const t of into) {
    t.shipments += line.shipments;
    if (t.pieces !== undefined) t.pieces += num(line.pieces);
    if (t.chargeableWeight !== undefined) t.chargeableWeight = round3(t.chargeableWeight + num(line.kg));
    for (const c of money) addMoney(t[c], line.currency, num(line[c]));
  }
}
const REVENUE = ['revenue'] as const;
const noVolume = () => ({ shipments: 0, chargeableWeight: 0, revenue: {} as TMoneyByCurrency });

/** The row of `key` in `rows`, made by `make` when it is the key's first line. */
function rowOf<T>(rows: Map<string, T>, key: string, make: () => T): T {
  let row = rows.get(key);
  if (!row) {
    row = make();
    rows.set(key, row);
  }
  return row;
}

/** What a report reads of the bookings its context names. */
type ReportContext = { where: SQL; scope: ReportScope; filter: ReportFilter };

/**
 * Lines read from the customer summary when it answers the context's filter (a period, and none of
 * what the summary is not keyed by), else from the bookings themselves.
 */
function fromSummaryOrBookings<T>(
  db: Db,
  ctx: ReportContext,
  fromSummary: (db: Db, scope: ReportScope, filter: ReportFilter) => Promise<T>,
  fromBookings: (db: Db, where: SQL) => Promise<T>,
): Promise<T> {
  return repo.customerSummaryAnswers(ctx.filter)
    ? fromSummary(db, ctx.scope, ctx.filter)
    : fromBookings(db, ctx.where);
}

/** A customer's row of an aggregate report, before its lines are added. */
const customerRow = (l: { key: string; code: string; name: string; sales_name: string }) => ({
  customerId: l.key,
  customerCode: l.code,
  customerName: l.name,
  salesName: l.sales_name,
  ...noVolume(),
});

/** The booking a row of a report's list is about: its id, code and tracking number. */
const bookingIds = (r: Record<string, unknown>) => ({
  id: r.id as string,
  code: r.code as string,
  trackingNumber: r.tracking_number as string,
});

/** A billed booking in a list of revenue (a statement's, the discounts'): when it was booked and how it went. */
const billedBooking = (r: Record<string, unknown>) => ({
  ...bookingIds(r),
  date: iso(r.created_at),
  service: r.service as string,
  carrier: r.carrier as string,
});

/** Whom and where a booking went to, as a report's list names them. */
const sentTo = (r: Record<string, unknown>) => ({
  receiverName: r.receiver_name as string,
  destination: r.destination as string,
});

// ---------------------------------------------------------------- statement
export async function statementContext(db: Db, q: TReportQuery, actor: Actor) {
  const scope = reportScope(actor);
  const customerId = scope.customerId ?? q.customerId;
  if (!customerId) throw notFound('report.customerRequired');
  // Another customer's statement is not found, as any other customer's object (its id is not confirmed).
  if (scope.customerId && q.customerId && q.customerId !== scope.customerId)
    throw notFound('report.customerNotFound');
  const customer = await repo.findCustomerForReport(db, customerId, scope);
  if (!customer) throw notFound('report.customerNotFound');
  const period = periodOf(q, 'lastMonth');
  const filter = { ...filterOf(q, period), customerId };
  const where = repo.reportWhere(scope, filter);
  return { customer, period, where, scope, filter };
}

export function toStatementRow(r: Record<string, unknown>): TStatementRow {
  const currency = r.price_currency as string;
  const surcharges =
    (r.surcharges as { code: string; nameVi: string; nameEn: string; total: number }[]) ?? [];
  return {
    ...billedBooking(r),
    ...sentTo(r),
    country: r.receiver_country as string,
    pieces: num(r.pieces),
    chargeableWeight: num(r.chargeable_weight),
    baseFee: num(r.base_fee),
    surcharges: surcharges.map((s) => ({
      code: s.code,
      nameVi: s.nameVi,
      nameEn: s.nameEn,
      total: reportMoney(Number(s.total), currency),
    })),
    surchargeTotal: num(r.surcharge_total),
    discount: num(r.discount),
    total: num(r.total),
    currency,
    status: r.status as BookingStatus,
  };
}

/** The statement's totals: from the summary when the filter is on what it is keyed by. */
export async function statementTotals(db: Db, ctx: ReportContext): Promise<TStatementResponse['totals']> {
  const lines = await fromSummaryOrBookings(db, ctx, repo.statementTotalsFromSummary, repo.statementTotals);
  return {
    shipments: lines.reduce((s, l) => s + l.shipments, 0),
    pieces: lines.reduce((s, l) => s + num(l.pieces), 0),
    chargeableWeight: round3(lines.reduce((s, l) => s + num(l.kg), 0)),
    byCurrency: lines.map((l) => ({
      currency: l.currency,
      shipments: l.shipments,
      baseFee: reportMoney(num(l.base_fee), l.currency),
      surchargeTotal: reportMoney(num(l.surcharge_total), l.currency),
      discount: reportMoney(num(l.discount), l.currency),
      total: reportMoney(num(l.total), l.currency),
    })),
  };
}

export async function statement(db: Db, q: TReportQuery, actor: Actor): Promise<TStatementResponse> {
  const ctx = await statementContext(db, q, actor);
  const { customer, period, where } = ctx;
  const [rows, totals] = await Promise.all([
    repo.runRows(db, repo.statementRowsSql(where, q.pageSize, (q.page - 1) * q.pageSize)),
    statementTotals(db, ctx),
  ]);
  return {
    customer: {
      id: customer.id,
      code: customer.code,
      name: customer.name,
      address: customer.address,
      taxCode: customer.tax_code,
    },
    period,
    rows: rows.map(toStatementRow),
    totals,
    ...pageFields(q, totals.shipments),
  };
}

// ---------------------------------------------------------------- POD
export function podContext(q: TReportQuery, actor: Actor) {
  const period = periodOf(q, 'thisMonth');
  const scope = reportScope(actor);
  const filter = filterOf(q, period);
  const where = repo.reportWhere(scope, filter, repo.deliveredAtSql);
  return { period, where, scope, filter };
}

/** POD totals: from the summary's DELIVERED lines when it answers the filter. */
export function podTotals(db: Db, ctx: ReturnType<typeof podContext>) {
  return fromSummaryOrBookings(db, ctx, repo.podTotalsFromSummary, repo.podTotals);
}
export function toPodRow(r: Record<string, unknown>): TPodRow {
  return {
    ...bookingIds(r),
    customerName: r.customer_name as string,
    ...sentTo(r),
    bookedAt: iso(r.created_at),
    deliveredAt: iso(r.delivered_at),
    podReceiverName: (r.pod_receiver_name as string | null) ?? '',
    podReceivedAt: r.pod_received_at ? iso(r.pod_received_at) : null,
    proofs: [
      ...(r.pod_photo_id ? [{ id: r.pod_photo_id as string, kind: 'deliveryPhoto' as const }] : []),
      ...(r.pod_signature_id
        ? [{ id: r.pod_signature_id as string, kind: 'deliverySignature' as const }]
        : []),
    ],
    deliveredBy: r.delivered_by as string,
    leadTimeDays: Math.round(num(r.lead_days) * 10) / 10,
  };
}

export async function pod(db: Db, q: TReportQuery, actor: Actor): Promise<TPodResponse> {
  const ctx = podContext(q, actor);
  const { period, where } = ctx;
  const [rows, totals] = await Promise.all([
    repo.runRows(db, repo.podRowsSql(where, q.pageSize, (q.page - 1) * q.pageSize)),
    podTotals(db, ctx),
  ]);
  return {
    period,
    rows: rows.map(toPodRow),
    totals: {
      shipments: totals.shipments,
      averageLeadTimeDays: totals.avg_days == null ? null : Math.round(num(totals.avg_days) * 10) / 10,
    },
    ...pageFields(q, totals.shipments),
  };
}

// ---------------------------------------------------------------- outstanding
export function outstandingContext(q: TReportQuery, actor: Actor, now = new Date()) {
  // No default period: every outstanding booking counts, whenever it was booked.
  const period = q.from || q.to ? periodOf(q, 'thisMonth') : null;
  const filter = filterOf(q, period);
  const where = repo.reportWhere(reportScope(actor), filter);
  const staff = q.staffId ? sql` and b.assignee_id = ${q.staffId}` : sql``;
  return {
    period,
    where: sql`${where}${staff}`,
    now,
    before: new Date(now.getTime() - OUTSTANDING_HOURS * 3600_000),
  };
}

export function toOutstandingRow(r: Record<string, unknown>): TOutstandingRow {
  return {
    ...bookingIds(r),
    customerName: r.customer_name as string,
    status: r.status as BookingStatus,
    bookedAt: iso(r.created_at),
    lastEventAt: iso(r.last_event_at),
    lastPlace: r.last_place as string,
    ageHours: num(r.age_hours),
    assignee: r.assignee as string,
    piecesMissing: r.pieces_missing as string,
  };
}

export async function outstanding(db: Db, q: TReportQuery, actor: Actor): Promise<TOutstandingResponse> {
  const c = outstandingContext(q, actor);
  const [rows, byStatus] = await Promise.all([
    repo.runRows(
      db,
      repo.outstandingRowsSql(c.where, c.before, c.now, q.pageSize, (q.page - 1) * q.pageSize),
    ),
    repo.outstandingTotals(db, c.where, c.before),
  ]);
  const total = byStatus.reduce((s, r) => s + r.n, 0);
  return {
    period: { from: c.period?.from ?? null, to: c.period?.to ?? null },
    rows: rows.map(toOutstandingRow),
    totals: { shipments: total, byStatus: Object.fromEntries(byStatus.map((r) => [r.status, r.n])) },
    ...pageFields(q, total),
  };
}

// ---------------------------------------------------------------- by staff
export async function byStaff(db: Db, q: TReportQuery, actor: Actor): Promise<TByStaffResponse> {
  const period = periodOf(q, 'thisMonth');
  const scope = reportScope(actor);
  const filter = filterOf(q, period);
  const summary = repo.customerSummaryAnswers(filter);
  const [sales, pickups] = await Promise.all([
    summary
      ? repo.salesByStaffFromSummary(db, scope, filter, q.staffId)
      : repo.salesByStaff(db, repo.reportWhere(scope, filter), q.staffId),
    summary
      ? repo.pickupsByStaffFromSummary(db, scope, filter, q.staffId)
      : repo.pickupsByStaff(db, repo.reportWhere(scope, filter, repo.pickedUpAtSql), q.staffId),
  ]);
  const rows: TByStaffRow[] = [];
  const staffSums = () => ({ shipments: 0, pieces: 0, chargeableWeight: 0, revenue: {} as TMoneyByCurrency });
  const totals = { sales: staffSums(), pickup: staffSums() };
  for (const [kind, lines] of [
    ['SALES', sales],
    ['PICKUP', pickups],
  ] as const) {
    const byKey = new Map<string, TByStaffRow>();
    const t = kind === 'SALES' ? totals.sales : totals.pickup;
    for (const l of lines) {
      const row = rowOf(byKey, l.key, () => ({
        staffId: l.key,
        staffName: l.name,
        username: l.username,
        kind,
        ...staffSums(),
      }));
      addLine(l, [row, t], REVENUE);
    }
    rows.push(
      ...[...byKey.values()].sort(
        (a, b) => b.shipments - a.shipments || a.staffName.localeCompare(b.staffName),
      ),
    );
  }
  return {
    period,
    currencies: currenciesOf(totals.sales.revenue, totals.pickup.revenue),
    rows,
    totals,
  };
}

// ---------------------------------------------------------------- by customer
export async function byCustomer(db: Db, q: TReportQuery, actor: Actor): Promise<TByCustomerResponse> {
  const period = periodOf(q, 'thisMonth');
  const previous = previousPeriod(period.from, period.to);
  const filter = filterOf(q, { from: previous.from, to: period.to }, true);
  const scope = reportScope(actor);
  const lines = repo.customerSummaryAnswers(filter)
    ? await repo.byCustomerFromSummary(db, scope, filter, period.from)
    : await repo.byCustomer(db, repo.reportWhere(scope, filter), repo.hcmDayStart(period.from));
  const byKey = new Map<string, TByCustomerResponse['rows'][number]>();
  const totals: TByCustomerResponse['totals'] = {
    customers: 0,
    shipments: 0,
    chargeableWeight: 0,
    revenue: {},
    discount: {},
    previousShipments: 0,
    previousRevenue: {},
    shipmentsChange: null,
  };
  for (const l of lines) {
    const row = rowOf(byKey, l.key, () => ({
      ...customerRow(l),
      discount: {},
      previousShipments: 0,
      previousRevenue: {},
      shipmentsChange: null,
    }));
    if (l.cur) addLine(l, [row, totals], ['revenue', 'discount']);
    else
      for (const t of [row, totals]) {
        t.previousShipments += l.shipments;
        addMoney(t.previousRevenue, l.currency, num(l.revenue));
      }
  }
  const change = (now: number, before: number) =>
    before === 0 ? null : Math.round(((now - before) / before) * 1000) / 10;
  const rows = [...byKey.values()]
    .filter((r) => r.shipments > 0)
    .map((r) => ({ ...r, shipmentsChange: change(r.shipments, r.previousShipments) }))
    .sort((a, b) => b.shipments - a.shipments || a.customerName.localeCompare(b.customerName));
  totals.customers = rows.length;
  totals.shipmentsChange = change(totals.shipments, totals.previousShipments);
  return {
    period,
    previous,
    currencies: currenciesOf(totals.revenue, totals.previousRevenue),
    rows,
    totals,
  };
}

// ---------------------------------------------------------------- revenue customers
export function revenueContext(q: TReportQuery, actor: Actor) {
  const period = periodOf(q, 'thisMonth');
  const scope = reportScope(actor);
  const filter = filterOf(q, period, true);
  return { period, where: repo.reportWhere(scope, filter), scope, filter };
}

type RevenueContext = ReturnType<typeof revenueContext>;

/** The discounted shipments' totals per currency (from the summary when it answers). */
export function discountTotals(db: Db, ctx: RevenueContext) {
  return fromSummaryOrBookings(db, ctx, repo.discountTotalsFromSummary, repo.discountTotals);
}

export function toDiscountRow(r: Record<string, unknown>): TDiscountRow {
  return {
    ...billedBooking(r),
    customerName: r.customer_name as string,
    gross: num(r.gross),
    discount: num(r.discount),
    discountPercent: num(r.discount_percent),
    total: num(r.total),
    currency: r.price_currency as string,
  };
}

export async function outOfNetworkRows(db: Db, ctx: RevenueContext) {
  const lines = await fromSummaryOrBookings(db, ctx, repo.outOfNetworkFromSummary, repo.outOfNetwork);
  const byKey = new Map<string, TRevenueCustomersResponse['customers'][number]>();
  for (const l of lines) addLine(l, [rowOf(byKey, l.key, () => customerRow(l))], REVENUE);
  return [...byKey.values()].sort(
    (a, b) => b.shipments - a.shipments || a.customerName.localeCompare(b.customerName),
  );
}

export async function revenueCustomers(
  db: Db,
  q: TReportQuery,
  actor: Actor,
): Promise<TRevenueCustomersResponse> {
  const ctx = revenueContext(q, actor);
  const { period, where } = ctx;
  const [customers, rows, disc] = await Promise.all([
    outOfNetworkRows(db, ctx),
    repo.runRows(db, repo.discountRowsSql(where, q.pageSize, (q.page - 1) * q.pageSize)),
    discountTotals(db, ctx),
  ]);
  const out = {
    customers: customers.length,
    shipments: 0,
    chargeableWeight: 0,
    revenue: {} as TMoneyByCurrency,
  };
  for (const c of customers) {
    out.shipments += c.shipments;
    out.chargeableWeight = round3(out.chargeableWeight + c.chargeableWeight);
    for (const [cur, v] of Object.entries(c.revenue)) addMoney(out.revenue, cur, v);
  }
  const discounted = {
    shipments: 0,
    gross: {} as TMoneyByCurrency,
    discount: {} as TMoneyByCurrency,
    total: {} as TMoneyByCurrency,
  };
  for (const d of disc) addLine(d, [discounted], ['gross', 'discount', 'total']);
  return {
    period,
    currencies: currenciesOf(out.revenue, discounted.total),
    rows: rows.map(toDiscountRow),
    customers,
    totals: { outOfNetwork: out, discounted },
    ...pageFields(q, discounted.shipments),
  };
}

// ---------------------------------------------------------------- by service
export async function byService(db: Db, q: TByServiceQuery, actor: Actor): Promise<TByServiceResponse> {
  const period = periodOf(q, 'thisMonth');
  const scope = reportScope(actor);
  const filter = filterOf(q, period, true);
  const lines = repo.serviceSummaryAnswers(scope, filter)
    ? await repo.byServiceFromSummary(db, filter, q.groupBy)
    : await repo.byService(db, repo.reportWhere(scope, filter), q.groupBy);
  const rows = new Map<string, TByServiceResponse['rows'][number]>();
  const per = new Map<string, TByServiceResponse['totals']['byService'][number]>();
  const totals: TByServiceResponse['totals'] = { ...noVolume(), byService: [] };
  for (const l of lines) {
    const { service, carrier } = l;
    const row = rowOf(rows, `${l.bucket}|${service}|${carrier}`, () => ({
      bucket: l.bucket,
      service,
      carrier,
      ...noVolume(),
    }));
    const s = rowOf(per, `${service}|${carrier}`, () => ({ service, carrier, ...noVolume() }));
    addLine(l, [row, s, totals], REVENUE);
  }
  totals.byService = [...per.values()].sort((a, b) => b.shipments - a.shipments);
  return {
    period,
    groupBy: q.groupBy,
    currencies: currenciesOf(totals.revenue),
    rows: [...rows.values()],
    totals,
  };
}

// ---------------------------------------------------------------- gross margin
/** Margin over price in %, two decimals; none when there is no price to divide by. */
const marginPercent = (margin: number, price: number) =>
  price === 0 ? null : Math.round((margin / price) * 10_000) / 100;

const noFigures = (): TMarginFigures => ({
  shipments: 0,
  price: 0,
  cost: 0,
  margin: 0,
  marginPercent: null,
  noCostShipments: 0,
  noCostPrice: 0,
});

/**
 * Price − cost per carrier, service, customer or month (issue 33), in đồng before VAT. The same
 * bookings as the revenue reports (billed, no test ones), read from the bookings themselves: the
 * summaries keep revenue per currency, not the price and cost converted at each booking's rate.
 */
export async function margin(db: Db, q: TMarginQuery, actor: Actor): Promise<TMarginResponse> {
  const period = periodOf(q, 'thisMonth');
  const where = repo.reportWhere(reportScope(actor), filterOf(q, period, true));
  const lines = await repo.margin(db, where, q.groupBy);
  const totals = noFigures();
  const rows = lines.map((l) => {
    const price = num(l.price);
    const cost = num(l.cost);
    const row = {
      key: l.key,
      code: l.code,
      name: l.name,
      shipments: l.shipments,
      price,
      cost,
      margin: price - cost,
      marginPercent: marginPercent(price - cost, price),
      noCostShipments: l.no_cost_shipments,
      noCostPrice: num(l.no_cost_price),
    };
    for (const k of ['shipments', 'price', 'cost', 'noCostShipments', 'noCostPrice'] as const)
      totals[k] += row[k];
    return row;
  });
  totals.margin = totals.price - totals.cost;
  totals.marginPercent = marginPercent(totals.margin, totals.price);
  // Months in their order; the other groupings by what they sold, largest first.
  rows.sort((a, b) =>
    q.groupBy === 'month'
      ? a.key.localeCompare(b.key)
      : b.price + b.noCostPrice - (a.price + a.noCostPrice) || a.key.localeCompare(b.key),
  );
  return { period, groupBy: q.groupBy, currency: 'VND', rows, totals };
}
