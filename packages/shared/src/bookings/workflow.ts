/**
 * PRODUCT §6 status workflow, as data. EXCEPTION (customs hold, wrong address, refused) is
 * entered from any active state and left back to the state it came from.
 */

/** States a shipment can still move from (and so can fall into EXCEPTION from), in order. */
export const ACTIVE_STATUSES = [
  'BOOKED',
  'ASSIGNED',
  'PICKED_UP',
  'IN_WAREHOUSE',
  'MANIFESTED',
  'IN_TRANSIT',
] as const;
export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];

/** The main line, in order. */
export const MAIN_LINE = [...ACTIVE_STATUSES, 'DELIVERED'] as const;

/** Every status: the main line, then the two off it. */
export const BOOKING_STATUSES = [...MAIN_LINE, 'CANCELLED', 'EXCEPTION'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const TERMINAL_STATUSES = ['DELIVERED', 'CANCELLED'] as const satisfies readonly BookingStatus[];

/** Edits by the customer or sales stop here: from pickup on, only operations staff edit. */
export const BEFORE_PICKUP_STATUSES = ['BOOKED', 'ASSIGNED'] as const satisfies readonly BookingStatus[];

/** Allowed moves from each state, EXCEPTION excepted (its way back depends on where it came from). */
export const TRANSITIONS: Record<Exclude<BookingStatus, 'EXCEPTION'>, readonly BookingStatus[]> = {
  // BOOKED/ASSIGNED → IN_WAREHOUSE: the customer drops the parcel at the counter (issue 12).
  BOOKED: ['ASSIGNED', 'IN_WAREHOUSE', 'CANCELLED', 'EXCEPTION'],
  // ASSIGNED → BOOKED: the dispatcher withdraws the assignment (issue 11).
  ASSIGNED: ['BOOKED', 'PICKED_UP', 'IN_WAREHOUSE', 'CANCELLED', 'EXCEPTION'],
  PICKED_UP: ['IN_WAREHOUSE', 'EXCEPTION'],
  IN_WAREHOUSE: ['MANIFESTED', 'EXCEPTION'],
  MANIFESTED: ['IN_TRANSIT', 'EXCEPTION'],
  IN_TRANSIT: ['DELIVERED', 'EXCEPTION'],
  DELIVERED: [],
  CANCELLED: [],
};

export function isActiveStatus(s: BookingStatus): s is ActiveStatus {
  return (ACTIVE_STATUSES as readonly string[]).includes(s);
}

/**
 * The states reachable from `from`. In EXCEPTION the only way out is back to `exceptionFrom`,
 * the active state it left.
 */
export function nextStatuses(
  from: BookingStatus,
  exceptionFrom?: ActiveStatus | null,
): readonly BookingStatus[] {
  if (from === 'EXCEPTION') return exceptionFrom ? [exceptionFrom] : [];
  return TRANSITIONS[from];
}

/**
 * The statuses every one of these bookings may move to, in workflow order (none when they share
 * none): what a bulk change may offer.
 */
export function commonNextStatuses(statuses: readonly BookingStatus[]): BookingStatus[] {
  if (statuses.length === 0) return [];
  return BOOKING_STATUSES.filter((to) => statuses.every((from) => nextStatuses(from).includes(to)));
}

export function canTransition(
  from: BookingStatus,
  to: BookingStatus,
  exceptionFrom?: ActiveStatus | null,
): boolean {
  return nextStatuses(from, exceptionFrom).includes(to);
}

/**
 * The statuses with a record of their own, each set only by the route that writes that record
 * (issue 32): the assignment of a driver, the driver's pickup confirmation (or the warehouse's
 * receipt, which passes it), an exception, and, for a booking that travels on one of the
 * company's manifest lines, the manifest's line, its departure and the proof of delivery. The
 * general routes (a booking's transitions, the checkpoint) neither enter them nor leave
 * EXCEPTION, so a status and its record always agree. The value is the back-office page (its
 * sidebar path) whose route does it.
 */
export const RECORDED_STATUS_PAGES = {
  ASSIGNED: '/assign-pick-up',
  PICKED_UP: '/order-pickup',
  MANIFESTED: '/manifest',
  IN_TRANSIT: '/manifest',
  DELIVERED: '/manifest',
  EXCEPTION: '/operate',
} as const satisfies Partial<Record<BookingStatus, string>>;
export type RecordedStatus = keyof typeof RECORDED_STATUS_PAGES;

/**
 * The statuses a manifest records. A booking handed to a carrier that has no manifest line here
 * (DHL, FedEx, UPS carry it on their own network) has no manifest, so its checkpoints set them.
 */
const MANIFEST_RECORDED: readonly BookingStatus[] = ['MANIFESTED', 'IN_TRANSIT', 'DELIVERED'];

/**
 * The status whose record a general route would bypass by moving from `from` to `to`: `to`
 * itself, or EXCEPTION when the move would leave one (an exception is resolved where it was
 * raised). Null when the general route may make the move. `onManifestLine`: the booking travels
 * on one of the company's manifest lines (see `lineOfBooking`).
 */
export function recordedStatusOf(
  from: BookingStatus,
  to: BookingStatus,
  onManifestLine: boolean,
): RecordedStatus | null {
  if (from === 'EXCEPTION') return 'EXCEPTION';
  if (!(to in RECORDED_STATUS_PAGES)) return null;
  if (!onManifestLine && MANIFEST_RECORDED.includes(to)) return null;
  return to as RecordedStatus;
}

/**
 * What a bulk change on the bookings list may offer: the next statuses common to all that the
 * general route may set for every one of them.
 */
export function generalNextStatuses(
  list: readonly { status: BookingStatus; onManifestLine: boolean }[],
): BookingStatus[] {
  return commonNextStatuses(list.map((b) => b.status)).filter((to) =>
    list.every((b) => !recordedStatusOf(b.status, to, b.onManifestLine)),
  );
}

/** Status names and the default event note, in both languages. */
export const STATUS_LABELS: Record<BookingStatus, { vi: string; en: string }> = {
  BOOKED: { vi: 'Đã đặt', en: 'Booked' },
  ASSIGNED: { vi: 'Đã phân công lấy hàng', en: 'Assigned for pickup' },
  PICKED_UP: { vi: 'Đã lấy hàng', en: 'Picked up' },
  IN_WAREHOUSE: { vi: 'Đã nhập kho', en: 'In warehouse' },
  MANIFESTED: { vi: 'Đã lên manifest', en: 'Manifested' },
  IN_TRANSIT: { vi: 'Đang vận chuyển', en: 'In transit' },
  DELIVERED: { vi: 'Đã giao hàng', en: 'Delivered' },
  CANCELLED: { vi: 'Đã hủy', en: 'Cancelled' },
  EXCEPTION: { vi: 'Có sự cố', en: 'Exception' },
};

/**
 * Who may read an event's note: PUBLIC (the customer and public tracking) or INTERNAL (staff
 * only). A note typed by staff is INTERNAL unless they choose otherwise.
 */
export const EVENT_VISIBILITIES = ['PUBLIC', 'INTERNAL'] as const;
export type EventVisibility = (typeof EVENT_VISIBILITIES)[number];

/**
 * The standard public text of each status change, in both languages: what the customer and
 * public tracking read when the event's own note is INTERNAL.
 */
export const STATUS_PUBLIC_TEXT: Record<BookingStatus, { vi: string; en: string }> = {
  BOOKED: { vi: 'Đơn hàng đã được tạo', en: 'Shipment booked' },
  ASSIGNED: { vi: 'Đã phân công nhân viên lấy hàng', en: 'A courier has been assigned to collect it' },
  PICKED_UP: { vi: 'Đã lấy hàng từ người gửi', en: 'Collected from the sender' },
  IN_WAREHOUSE: { vi: 'Hàng đã đến kho ACF', en: 'Arrived at the ACF warehouse' },
  MANIFESTED: { vi: 'Hàng đã được xếp chuyến', en: 'Prepared for departure' },
  IN_TRANSIT: { vi: 'Hàng đang được vận chuyển', en: 'In transit' },
  DELIVERED: { vi: 'Đã giao hàng thành công', en: 'Delivered' },
  CANCELLED: { vi: 'Đơn hàng đã bị hủy', en: 'Shipment cancelled' },
  EXCEPTION: {
    vi: 'Lô hàng gặp sự cố, ACF đang xử lý',
    en: 'A problem occurred; ACF is handling it',
  },
};
