import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { z } from 'zod';
import { pageFields, periodFilter, ZListQuery } from '../api';
import { OFFICES } from '../auth/contracts';
import { ZBookingRef, ZBookingStatus } from '../bookings/contracts';
import { BOOKING_CARRIERS, SERVICES } from '../bookings/enums';
import { TIME_ZONE } from '../format';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Issue 13: the statement, the POD report, outstanding orders and the four statistical reports.
 * One query string serves the JSON and the files; `from` and `to` are Ho Chi Minh days, both
 * included. Money is kept per currency: amounts in different currencies are never added.
 */
export const REPORT_KINDS = [
  'statement',
  'pod',
  'outstanding',
  'by-staff',
  'by-customer',
  'revenue-customers',
  'by-service',
  'margin',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A report's period may span at most this many days (13 months: a year compared with last year's month). */
export const REPORT_MAX_DAYS = 400;
/** Outstanding: no new event for more than 4 × 24 hours. */
export const OUTSTANDING_HOURS = 96;

export const PERIOD_PRESETS = ['today', 'thisWeek', 'thisMonth', 'lastMonth', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A preset's days in Ho Chi Minh (weeks start on Monday, as in Vietnam). */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, now: Date = new Date()) {
  const today = dayjs(now).tz(TIME_ZONE);
  const f = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
  switch (preset) {
    case 'today':
      return { from: f(today), to: f(today) };
    case 'thisWeek': {
      const back = (today.day() + 6) % 7;
      return { from: f(today.subtract(back, 'day')), to: f(today.subtract(back, 'day').add(6, 'day')) };
    }
    case 'thisMonth':
      return { from: f(today.startOf('month')), to: f(today.endOf('month')) };
    case 'lastMonth': {
      const last = today.startOf('month').subtract(1, 'day');
      return { from: f(last.startOf('month')), to: f(last) };
    }
  }
}

/** The number of days from `from` to `to`, both included. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The period of equal length just before [from, to] (for "change against the previous period"). */
export function previousPeriod(from: string, to: string) {
  const n = periodDays(from, to);
  const start = dayjs.utc(from).subtract(n, 'day');
  return { from: start.format('YYYY-MM-DD'), to: dayjs.utc(from).subtract(1, 'day').format('YYYY-MM-DD') };
}

// The lists' paging (page bounded so that its offset fits an int4).
const paging = { page: ZListQuery.shape.page, pageSize: ZListQuery.shape.pageSize };

const filters = {
  ...periodFilter,
  office: z.enum(OFFICES).optional(),
  staffId: z.uuid('validation.invalid').optional(),
  customerId: z.uuid('validation.invalid').optional(),
  service: z.enum(SERVICES).optional(),
  carrier: z.enum(BOOKING_CARRIERS).optional(),
};

function periodChecks<T extends { from?: string; to?: string }>(q: T, ctx: z.RefinementCtx) {
  if (q.from && q.to) {
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.periodOrder' });
    else if (periodDays(q.from, q.to) > REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.periodTooLong' });
  }
}

export const ZReportQuery = z.object({ ...filters, ...paging }).superRefine(periodChecks);
export type TReportQuery = z.infer<typeof ZReportQuery>;
export const ZByServiceQuery = z
  .object({ ...filters, ...paging, groupBy: z.enum(['day', 'week', 'month']).default('day') })
  .superRefine(periodChecks);
export type TByServiceQuery = z.infer<typeof ZByServiceQuery>;

/** A period filled in: what every report answers with (defaults applied). */
export const ZPeriod = z.object({ from: z.string(), to: z.string() });
export type TPeriod = z.infer<typeof ZPeriod>;

/** Amounts per currency (`{"VND": 1200000, "USD": 35.5}`): never summed across currencies. */
export const ZMoneyByCurrency = z.record(z.string(), z.number());
export type TMoneyByCurrency = z.infer<typeof ZMoneyByCurrency>;

/** What an aggregate line of the statistical reports counts. */
const volume = { shipments: z.number().int(), chargeableWeight: z.number(), revenue: ZMoneyByCurrency };
/** A customer's line: who it is and who sells to it. */
const customerKey = {
  customerId: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  salesName: z.string(),
};
/** A booking's line in a list: its ids and its customer. */
const bookingKey = { ...ZBookingRef.shape, customerName: z.string() };

// ---- statement (bảng kê) ----
export const ZStatementRow = z.object({
  id: z.string(),
  date: z.string(),
  code: z.string(),
  trackingNumber: z.string(),
  receiverName: z.string(),
  destination: z.string(),
  country: z.string(),
  service: z.string(),
  carrier: z.string(),
  pieces: z.number(),
  chargeableWeight: z.number(),
  baseFee: z.number(),
  surcharges: z.array(
    z.object({ code: z.string(), nameVi: z.string(), nameEn: z.string(), total: z.number() }),
  ),
  surchargeTotal: z.number(),
  discount: z.number(),
  total: z.number(),
  currency: z.string(),
  status: ZBookingStatus,
});
export type TStatementRow = z.infer<typeof ZStatementRow>;
export const ZCurrencyTotals = z.object({
  currency: z.string(),
  shipments: z.number().int(),
  baseFee: z.number(),
  surchargeTotal: z.number(),
  discount: z.number(),
  total: z.number(),
});
export type TCurrencyTotals = z.infer<typeof ZCurrencyTotals>;
export const ZStatementResponse = z.object({
  customer: z.object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    address: z.string(),
    taxCode: z.string(),
  }),
  period: ZPeriod,
  rows: z.array(ZStatementRow),
  totals: z.object({
    shipments: z.number().int(),
    pieces: z.number(),
    chargeableWeight: z.number(),
    /** Subtotals per currency; the grand total is the counts and these lines together. */
    byCurrency: z.array(ZCurrencyTotals),
  }),
  ...pageFields,
});
export type TStatementResponse = z.infer<typeof ZStatementResponse>;

// ---- POD ----
export const ZPodRow = z.object({
  ...bookingKey,
  receiverName: z.string(),
  destination: z.string(),
  bookedAt: z.string(),
  deliveredAt: z.string(),
  /** Who signed for it, as the proof of delivery says ('' when none was recorded). */
  podReceiverName: z.string(),
  /** When the proof says it was received (null when none was recorded). */
  podReceivedAt: z.string().nullable(),
  /**
   * The proof's files, each read through GET /bookings/:id/files/:fileId with the viewer's own
   * rights (never a public address).
   */
  proofs: z.array(z.object({ id: z.string(), kind: z.enum(['deliveryPhoto', 'deliverySignature']) })),
  deliveredBy: z.string(),
  leadTimeDays: z.number(),
});
export type TPodRow = z.infer<typeof ZPodRow>;
export const ZPodResponse = z.object({
  period: ZPeriod,
  rows: z.array(ZPodRow),
  totals: z.object({ shipments: z.number().int(), averageLeadTimeDays: z.number().nullable() }),
  ...pageFields,
});
export type TPodResponse = z.infer<typeof ZPodResponse>;

// ---- outstanding ----
export const ZOutstandingRow = z.object({
  ...bookingKey,
  status: ZBookingStatus,
  bookedAt: z.string(),
  lastEventAt: z.string(),
  lastPlace: z.string(),
  ageHours: z.number().int(),
  assignee: z.string(),
  /** "Thiếu kiện" / "Pieces missing": the piece ids its latest hand-over has not seen ('' for none). */
  piecesMissing: z.string(),
});
export type TOutstandingRow = z.infer<typeof ZOutstandingRow>;
export const ZOutstandingResponse = z.object({
  period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  rows: z.array(ZOutstandingRow),
  totals: z.object({ shipments: z.number().int(), byStatus: z.record(z.string(), z.number().int()) }),
  ...pageFields,
});
export type TOutstandingResponse = z.infer<typeof ZOutstandingResponse>;

// ---- by staff ----
export const STAFF_ROLES_IN_REPORT = ['SALES', 'PICKUP'] as const;
const ZAggTotals = z.object({
  shipments: z.number().int(),
  pieces: z.number(),
  chargeableWeight: z.number(),
  revenue: ZMoneyByCurrency,
});
export const ZByStaffRow = z.object({
  staffId: z.string(),
  staffName: z.string(),
  username: z.string(),
  /** SALES: shipments of their customers; PICKUP: pickups they did. */
  kind: z.enum(STAFF_ROLES_IN_REPORT),
  ...ZAggTotals.shape,
});
export type TByStaffRow = z.infer<typeof ZByStaffRow>;
export const ZByStaffResponse = z.object({
  period: ZPeriod,
  currencies: z.array(z.string()),
  rows: z.array(ZByStaffRow),
  totals: z.object({ sales: ZAggTotals, pickup: ZAggTotals }),
});
export type TByStaffResponse = z.infer<typeof ZByStaffResponse>;

// ---- by customer and sales ----
/** A line's discount and its comparison with the previous period. */
const againstPrevious = {
  discount: ZMoneyByCurrency,
  previousShipments: z.number().int(),
  previousRevenue: ZMoneyByCurrency,
  /** Shipments against the previous period, in %; null when the previous period had none. */
  shipmentsChange: z.number().nullable(),
};
export const ZByCustomerRow = z.object({ ...customerKey, ...volume, ...againstPrevious });
export type TByCustomerRow = z.infer<typeof ZByCustomerRow>;
export const ZByCustomerResponse = z.object({
  period: ZPeriod,
  previous: ZPeriod,
  currencies: z.array(z.string()),
  rows: z.array(ZByCustomerRow),
  totals: z.object({ customers: z.number().int(), ...volume, ...againstPrevious }),
});
export type TByCustomerResponse = z.infer<typeof ZByCustomerResponse>;

// ---- customers not in the network, and discounted shipments ----
export const ZOutOfNetworkRow = z.object({ ...customerKey, ...volume });
export type TOutOfNetworkRow = z.infer<typeof ZOutOfNetworkRow>;
export const ZDiscountRow = z.object({
  id: z.string(),
  date: z.string(),
  code: z.string(),
  trackingNumber: z.string(),
  customerName: z.string(),
  service: z.string(),
  carrier: z.string(),
  /** Before the discount: base fee plus surcharges. */
  gross: z.number(),
  discount: z.number(),
  discountPercent: z.number(),
  total: z.number(),
  currency: z.string(),
});
export type TDiscountRow = z.infer<typeof ZDiscountRow>;
export const ZRevenueCustomersResponse = z.object({
  period: ZPeriod,
  currencies: z.array(z.string()),
  /** The discounted shipments (paged). */
  rows: z.array(ZDiscountRow),
  /** Revenue of the customers whose in-network flag is off (all of them, not paged). */
  customers: z.array(ZOutOfNetworkRow),
  totals: z.object({
    outOfNetwork: z.object({ customers: z.number().int(), ...volume }),
    discounted: z.object({
      shipments: z.number().int(),
      gross: ZMoneyByCurrency,
      discount: ZMoneyByCurrency,
      total: ZMoneyByCurrency,
    }),
  }),
  ...pageFields,
});
export type TRevenueCustomersResponse = z.infer<typeof ZRevenueCustomersResponse>;

// ---- by service ----
export const ZByServiceRow = z.object({
  /** First day of the bucket (YYYY-MM-DD, Ho Chi Minh). */
  bucket: z.string(),
  service: z.string(),
  carrier: z.string(),
  ...volume,
});
export type TByServiceRow = z.infer<typeof ZByServiceRow>;
export const ZByServiceResponse = z.object({
  period: ZPeriod,
  groupBy: z.enum(['day', 'week', 'month']),
  currencies: z.array(z.string()),
  rows: z.array(ZByServiceRow),
  totals: z.object({
    ...volume,
    byService: z.array(z.object({ service: z.string(), carrier: z.string(), ...volume })),
  }),
});
export type TByServiceResponse = z.infer<typeof ZByServiceResponse>;

// ---- gross margin (issue 33) ----
export const MARGIN_GROUPS = ['carrier', 'service', 'customer', 'month'] as const;
export type MarginGroup = (typeof MARGIN_GROUPS)[number];
export const ZMarginQuery = z
  .object({ ...filters, groupBy: z.enum(MARGIN_GROUPS).default('carrier') })
  .superRefine(periodChecks);
export type TMarginQuery = z.infer<typeof ZMarginQuery>;

/**
 * The figures of a group, in whole đồng and before VAT. Price, cost and margin are those of the
 * shipments that have a cost; the shipments priced with no COST card are counted apart
 * (`noCostShipments`, `noCostPrice`), never as a 100 % margin.
 */
export const ZMarginFigures = z.object({
  /** Every billed shipment of the group, with or without a cost. */
  shipments: z.number().int(),
  /** Revenue before VAT of the shipments that have a cost. */
  price: z.number(),
  cost: z.number(),
  margin: z.number(),
  /** Margin over price, in % with two decimals; null when the price is 0. */
  marginPercent: z.number().nullable(),
  noCostShipments: z.number().int(),
  /** Revenue before VAT of the shipments with no cost. */
  noCostPrice: z.number(),
});
export type TMarginFigures = z.infer<typeof ZMarginFigures>;
export const ZMarginRow = ZMarginFigures.extend({
  /** The carrier or service code, the customer's id, or the month (YYYY-MM, Ho Chi Minh). */
  key: z.string(),
  /** The customer's code and name (empty for the other groupings). */
  code: z.string(),
  name: z.string(),
});
export type TMarginRow = z.infer<typeof ZMarginRow>;
export const ZMarginResponse = z.object({
  period: ZPeriod,
  groupBy: z.enum(MARGIN_GROUPS),
  /** Always VND: every amount is converted at the booking's own exchange rate. */
  currency: z.literal('VND'),
  rows: z.array(ZMarginRow),
  totals: ZMarginFigures,
});
export type TMarginResponse = z.infer<typeof ZMarginResponse>;

/** Money in a report: VND without decimals, others with two (rounded half away from zero). */
export function reportMoney(amount: number, currency: string): number {
  const f = currency === 'VND' ? 1 : 100;
  return (Math.sign(amount) * Math.round(Math.abs(amount) * f)) / f;
}
