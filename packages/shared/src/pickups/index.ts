import { z } from 'zod';
import { ZCustomerRef } from '../accounts/customers';
import { periodFilter, ZIsoDay, ZListQuery, ZPage } from '../api';
import { ZUserRef } from '../auth/contracts';
import { ZBookedFigures, ZBookingRef, ZBookingStatus, ZPiece, ZPrice } from '../bookings/contracts';
import { BOOKING_CARRIERS, BOOKING_OFFICES, CARGO_UNITS, SERVICES } from '../bookings/enums';
import { ZCommuneCode, ZProvinceCode } from '../divisions';
import { hcmFormatter, todayInHcm } from '../format';
import { ZPieceScan } from '../pieces';

/** Issue 11: why a pickup attempt failed. */
export const PICKUP_FAIL_REASONS = [
  'CUSTOMER_ABSENT',
  'GOODS_NOT_READY',
  'WRONG_ADDRESS',
  'REFUSED',
  'OTHER',
] as const;
export type PickupFailReason = (typeof PICKUP_FAIL_REASONS)[number];

export const PICKUP_FAIL_LABELS: Record<PickupFailReason, { vi: string; en: string }> = {
  CUSTOMER_ABSENT: { vi: 'Khách vắng mặt', en: 'Customer absent' },
  GOODS_NOT_READY: { vi: 'Hàng chưa sẵn sàng', en: 'Goods not ready' },
  WRONG_ADDRESS: { vi: 'Sai địa chỉ', en: 'Wrong address' },
  REFUSED: { vi: 'Khách từ chối gửi', en: 'Refused by the shipper' },
  OTHER: { vi: 'Lý do khác', en: 'Other reason' },
};

/** At this many failed attempts the booking is flagged for the dispatcher. */
export const PICKUP_FLAG_AFTER = 3;

export const PICKUP_OUTCOMES = ['PICKED_UP', 'FAILED'] as const;
export type PickupOutcome = (typeof PICKUP_OUTCOMES)[number];

/** Photos taken at pickup: at most this many per confirmation, each at most this large. */
export const PICKUP_MAX_PHOTOS = 5;
export const PICKUP_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Stored photos are re-encoded to WebP no larger than this on their longer side. */
export const PICKUP_PHOTO_MAX_SIDE = 1600;

/** The tracking events of the pickup, in both languages. */
export const PICKUP_EVENTS = {
  assigned: { vi: 'Đã phân công lấy hàng', en: 'Assigned for pickup' },
  reassigned: { vi: 'Đã phân công lại người lấy hàng', en: 'Pickup reassigned' },
  unassigned: { vi: 'Đã hủy phân công lấy hàng', en: 'Pickup assignment withdrawn' },
  pickedUp: { vi: 'Đã lấy hàng', en: 'Picked up' },
  failed: (reason: PickupFailReason, note: string) => ({
    vi: `Lấy hàng không thành công: ${PICKUP_FAIL_LABELS[reason].vi}${note ? ` (${note})` : ''}`,
    en: `Pickup attempt failed: ${PICKUP_FAIL_LABELS[reason].en}${note ? ` (${note})` : ''}`,
  }),
} as const;

/** The time of day in Ho Chi Minh as HH:MM (compares with a window's ends as text). */
export const hcmClock = hcmFormatter('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * Whether a pickup's window has ended without the parcel being picked up: its day is past, or
 * it is today and the window's end (HH:MM, Ho Chi Minh) has passed. A booking without a window
 * is late only once its day is over.
 */
export function isPickupLate(date: string, timeWindow: string, now: Date = new Date()): boolean {
  return pickupLateness(now)(date, timeWindow);
}

/** isPickupLate for many pickups at one instant: the day and the clock are read once. */
export function pickupLateness(now: Date = new Date()): (date: string, timeWindow: string) => boolean {
  const today = todayInHcm(now);
  let clock: string | undefined;
  return (date, timeWindow) => {
    if (date < today) return true;
    if (date > today) return false;
    const end = /^\d{2}:\d{2}-(\d{2}:\d{2})$/.exec(timeWindow)?.[1];
    if (end === undefined) return false;
    clock ??= hcmClock(now);
    return clock >= end;
  };
}

/**
 * The first instant (ms) after `now` at which pickupLateness may answer differently for one of
 * `pickups`: the end of a window today not reached yet, else the next Ho Chi Minh midnight (a
 * day's pickups fall behind, tomorrow's become today's). Ho Chi Minh keeps UTC+7 all year. A
 * list's answer kept in memory is good until then, as far as its late flags go.
 */
export function pickupLatenessUntil(
  now: Date,
  pickups: Iterable<{ date: string; timeWindow: string }>,
): number {
  const today = todayInHcm(now);
  const t = now.getTime();
  let until = Date.parse(`${today}T00:00:00+07:00`) + 86_400_000;
  for (const p of pickups) {
    if (p.date !== today) continue;
    const end = /^\d{2}:\d{2}-(\d{2}:\d{2})$/.exec(p.timeWindow)?.[1];
    if (end === undefined) continue;
    const at = Date.parse(`${today}T${end}:00+07:00`);
    if (at > t && at < until) until = at;
  }
  return until;
}

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const ZAssignableQuery = ZListQuery.extend({
  /** Default: today in Ho Chi Minh. */
  date: ZIsoDay.optional(),
  office: z.enum(BOOKING_OFFICES).optional(),
  /**
   * A place of the pickup address (city, state, ward, province), as typed: contains, either case,
   * with or without accents.
   */
  city: z.string().trim().max(100).default(''),
  /** The start of a booking code (`BK2611`), either case. */
  code: z
    .string()
    .trim()
    .max(20)
    .regex(/^[A-Za-z0-9]*$/, 'validation.pickupCode')
    .transform((v) => v.toUpperCase())
    .default(''),
  /** In Vietnam, by area: the sender's province, and within it a commune (official codes). */
  provinceCode: ZProvinceCode.optional(),
  communeCode: ZCommuneCode.optional(),
  /** `HH:MM-HH:MM` as booked, or `none` for bookings without a window. */
  timeWindow: z
    .string()
    .trim()
    .regex(/^$|^none$|^\d{2}:\d{2}-\d{2}:\d{2}$/, 'validation.timeWindow')
    .default(''),
  includeAssigned: flag,
});
export type TAssignableQuery = z.infer<typeof ZAssignableQuery>;

export const ZPickupPlace = z.object({
  date: z.string(),
  timeWindow: z.string(),
  /** The pickup address as booked, or else the sender's address. */
  address: z.string(),
  contactName: z.string(),
  company: z.string(),
  phone: z.string(),
  city: z.string(),
  district: z.string(),
});

/** The dispatcher's and the driver's staff members are named as every user reference is. */
export const ZPickupPerson = ZUserRef;

/** A booking as the dispatcher and the driver see it. */
export const ZPickupItem = z.object({
  ...ZBookingRef.shape,
  status: ZBookingStatus,
  customer: ZCustomerRef,
  office: z.enum(BOOKING_OFFICES),
  service: z.enum(SERVICES),
  carrier: z.enum(BOOKING_CARRIERS),
  cargoUnit: z.enum(CARGO_UNITS),
  goodsDescription: z.string(),
  receiverCountry: z.string(),
  pickup: ZPickupPlace,
  piecesBooked: z.number().int(),
  bookedWeight: z.number(),
  note: z.string(),
  assignee: ZPickupPerson.nullable(),
  assignedAt: z.string().nullable(),
  failedAttempts: z.number().int(),
  /** PICKUP_FLAG_AFTER failed attempts or more: the dispatcher should call the customer. */
  flagged: z.boolean(),
  /** The window has ended and the parcel is not picked up. */
  late: z.boolean(),
});
export type TPickupItem = z.infer<typeof ZPickupItem>;

export const ZPickupPage = ZPage(ZPickupItem);
export type TPickupPage = z.infer<typeof ZPickupPage>;
/** The dispatcher's list: a page of open pickups up to `date`. */
export const ZAssignablePage = ZPickupPage.extend({
  date: z.string(),
  /**
   * More open pickups match than the list counts (10,000, as the bookings list): `totalResults`
   * is that bound, and the page says "10,000+".
   */
  totalCapped: z.boolean(),
});
export type TAssignablePage = z.infer<typeof ZAssignablePage>;

export const ZPickupStaffQuery = z.object({ date: ZIsoDay.optional() });
export const ZPickupStaff = ZPickupPerson.extend({
  office: z.string(),
  /** Bookings assigned to them for that day and not yet picked up. */
  assigned: z.number().int(),
  pickedUp: z.number().int(),
  failed: z.number().int(),
  /** Chargeable kg as booked of the bookings assigned for that day. */
  bookedWeight: z.number(),
});
export type TPickupStaff = z.infer<typeof ZPickupStaff>;
export const ZPickupStaffResponse = z.object({ date: z.string(), results: z.array(ZPickupStaff) });
export type TPickupStaffResponse = z.infer<typeof ZPickupStaffResponse>;

const bookingIds = z.array(z.uuid()).min(1).max(500);

export const ZAssignRequest = z.object({ bookingIds, assigneeId: z.uuid() });
export type TAssignRequest = z.infer<typeof ZAssignRequest>;
export const ZUnassignRequest = z.object({ bookingIds });
export type TUnassignRequest = z.infer<typeof ZUnassignRequest>;
export const ZAssignResponse = z.object({
  results: z.array(
    z.object({
      bookingId: z.string(),
      code: z.string(),
      status: ZBookingStatus,
      assigneeId: z.string().nullable(),
    }),
  ),
});
export type TAssignResponse = z.infer<typeof ZAssignResponse>;

export const ZMineQuery = z.object({ date: ZIsoDay.optional() });

export const ZPickupLocation = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Metres, as the phone reports it. */
  accuracy: z.number().min(0).max(100_000).nullish(),
});
export type TPickupLocation = z.infer<typeof ZPickupLocation>;

/** A measured piece: the weight is needed, the sides are optional. */
export const ZMeasuredPiece = ZPiece.extend({ weight: z.number().positive().max(100_000) });

const attemptFields = {
  note: z.string().trim().max(1000).default(''),
  location: ZPickupLocation.nullish(),
  /**
   * When the driver acted, if the call is sent later (queued offline); default now. Not in the
   * future, not older than 7 days.
   */
  occurredAt: z.iso.datetime({ offset: true, error: 'validation.date' }).optional(),
};

export const ZConfirmPickupRequest = z.object({
  pieces: z.array(ZMeasuredPiece).min(1).max(100),
  /**
   * The pieces the driver scanned (issue 35): piece ids, or the tracking number for all of
   * them. Absent: every piece. Fewer than all: the pickup is recorded as partial ("2/3 pieces").
   */
  pieceIds: z.array(z.string().trim().max(20)).max(1000).optional(),
  photoIds: z.array(z.uuid()).max(PICKUP_MAX_PHOTOS).default([]),
  signatureId: z.uuid().nullish(),
  ...attemptFields,
});
export type TConfirmPickupRequest = z.infer<typeof ZConfirmPickupRequest>;

export const ZFailPickupRequest = z
  .object({ reason: z.enum(PICKUP_FAIL_REASONS), ...attemptFields })
  .refine((v) => v.reason !== 'OTHER' || v.note.length > 0, {
    path: ['note'],
    message: 'validation.required',
  });
export type TFailPickupRequest = z.infer<typeof ZFailPickupRequest>;

/** The answer to a confirmation or a failed attempt. */
export const ZPickupResult = z.object({
  ...ZBookingRef.shape,
  status: ZBookingStatus,
  attemptId: z.string(),
  failedAttempts: z.number().int(),
  flagged: z.boolean(),
  pieces: z.array(ZPiece),
  /** What the confirmation did to each scanned piece (issue 35); empty for a failed attempt. */
  pieceScans: z.array(ZPieceScan),
  actualWeight: z.number(),
  volumetricWeight: z.number(),
  chargeableWeight: z.number(),
  bookedChargeableWeight: z.number(),
  price: ZPrice,
  booked: ZBookedFigures.nullable(),
});
export type TPickupResult = z.infer<typeof ZPickupResult>;

export const ZPickupFile = z.object({
  id: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TPickupFile = z.infer<typeof ZPickupFile>;

export const ZOverviewQuery = z.object({
  /** Default: the last 7 days in Ho Chi Minh, today included. */
  ...periodFilter,
  office: z.enum(BOOKING_OFFICES).optional(),
  assigneeId: z.uuid().optional(),
});
export type TOverviewQuery = z.infer<typeof ZOverviewQuery>;

export const ZPickupAttempt = z.object({
  id: z.string(),
  bookingId: z.string(),
  code: z.string(),
  trackingNumber: z.string(),
  customerName: z.string(),
  assignee: ZPickupPerson,
  outcome: z.enum(PICKUP_OUTCOMES),
  reason: z.enum(PICKUP_FAIL_REASONS).nullable(),
  note: z.string(),
  occurredAt: z.string(),
  chargeableWeight: z.number().nullable(),
});
export type TPickupAttempt = z.infer<typeof ZPickupAttempt>;

export const ZPickupOverview = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({ pickedUp: z.number().int(), failed: z.number().int(), late: z.number().int() }),
  byDay: z.array(z.object({ date: z.string(), pickedUp: z.number().int(), failed: z.number().int() })),
  byStaff: z.array(
    ZPickupPerson.extend({
      pickedUp: z.number().int(),
      failed: z.number().int(),
      late: z.number().int(),
      pickedUpWeight: z.number(),
    }),
  ),
  late: z.array(ZPickupItem),
  attempts: z.array(ZPickupAttempt),
  /** All attempts of the period; `attempts` holds the newest OVERVIEW_LIST_LIMIT, the Excel all. */
  attemptsTotal: z.number().int(),
});
export type TPickupOverview = z.infer<typeof ZPickupOverview>;
export const OVERVIEW_LIST_LIMIT = 500;
/** The longest period the overview covers. */
export const OVERVIEW_MAX_DAYS = 92;
