import { z } from 'zod';
import { ZCustomerRef } from '../accounts/customers';
import { periodFilter, ZIsoDay, ZListQuery, ZPage } from '../api';
import { ZCreditHold } from '../billing/credit';
import { ZCommuneCode, ZProvinceCode } from '../divisions';
import { todayInHcm } from '../format';
import { isPhoneOf, ZPhone } from '../phone';
import { type TTrackedPiece, ZScanResponse, ZTrackedPiece } from '../pieces';
import { CURRENCIES } from '../surcharges/types';
import { consigneeIssues, phoneIssue, phoneMessage } from './consignee';
import { customsIssues, customsTotal, sameMoney, ZBookingCustoms, ZCustoms } from './customs';
import {
  BOOKING_CARRIERS,
  BOOKING_OFFICES,
  CARGO_UNITS,
  CONTAINER_TYPES,
  INCOTERMS,
  SERVICES,
  TEXT_LIMITS,
} from './enums';
import { BOOKING_STATUSES, EVENT_VISIBILITIES } from './workflow';

/**
 * Messages are keys ('validation.required' → 'Vui lòng nhập'); the API and the web form
 * translate them into the caller's language. Length errors carry their limit ({max}).
 */
const required = (max: number) => z.string().trim().min(1, 'validation.required').max(max);
const optional = (max: number) => z.string().trim().max(max).default('');

export const ZParty = z
  .object({
    name: required(TEXT_LIMITS.name),
    company: optional(TEXT_LIMITS.name),
    phone: ZPhone,
    email: z.union([z.literal(''), z.email('validation.email').max(100)]).default(''),
    addressLine1: required(TEXT_LIMITS.name),
    addressLine2: optional(TEXT_LIMITS.name),
    city: required(TEXT_LIMITS.name),
    state: optional(TEXT_LIMITS.name),
    postalCode: optional(20),
    /** Korea: the receiver's customs code (personal clearance code or business registration number). */
    customsCode: z.string().trim().max(20).optional(),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'validation.country'),
    /**
     * In Vietnam: the province and the commune (ward, special zone) by their official codes. When
     * they are left out, the server reads them from the address; the names are stored beside the
     * codes by the server, so that a later revision of the list rewrites no booking.
     */
    provinceCode: ZProvinceCode.optional(),
    communeCode: ZCommuneCode.optional(),
    provinceName: z.string().max(100).optional(),
    communeName: z.string().max(100).optional(),
    /** Set by the server: a Vietnamese address whose province could not be read ("address to verify"). */
    toVerify: z.boolean().optional(),
    /** Set by the server: the phone as it was typed (`phone` holds it in E.164). */
    phoneTyped: z.string().max(30).optional(),
  })
  // '12' is no phone number: checked for the party's own country (a + number for its prefix).
  .superRefine((p, ctx) => {
    if (!isPhoneOf(p.phone, p.country))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: phoneMessage(p.country), input: p.phone });
  });
export type TParty = z.infer<typeof ZParty>;

const measure = (max: number) => z.number().positive().max(max);

/** One line of cargo; which fields are needed depends on the cargo unit (checked below). */
export const ZPiece = z.object({
  length: measure(1000).nullish(),
  width: measure(1000).nullish(),
  height: measure(1000).nullish(),
  weight: measure(100_000).nullish(),
  /** m³, for CBM. */
  volume: measure(10_000).nullish(),
  containerType: z.enum(CONTAINER_TYPES).nullish(),
  quantity: z.number().int().min(1).max(10_000).default(1),
});
export type TPiece = z.infer<typeof ZPiece>;

const NEEDED: Record<(typeof CARGO_UNITS)[number], (keyof TPiece)[]> = {
  CM_KG: ['length', 'width', 'height', 'weight'],
  CBM: ['volume', 'weight'],
  CONT: ['containerType'],
};

/**
 * Whether a pickup can be booked for this YYYY-MM-DD day: today in Ho Chi Minh or later.
 * Today itself is allowed (a same-day pickup).
 */
export function isPickupDateAllowed(date: string, now: Date = new Date()): boolean {
  return date >= todayInHcm(now);
}

/**
 * The pickup date of a new booking: a calendar day, not before today in Ho Chi Minh
 * ('validation.pickupPast'). Today is read at each parse. Only for new bookings: a stored
 * booking keeps its date once that day has passed (ZBooking reads it as plain text), and an
 * edit is checked by the API against the stored date (only a changed date must not be past).
 */
export const ZPickupDate = z.iso
  .date({
    // An empty date asks for one; 'Invalid date' is only for a date that is not one.
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'validation.pickupDateRequired'
        : 'validation.date',
    abort: true,
  })
  .refine((date) => isPickupDateAllowed(date), 'validation.pickupPast');

const pickupFields = {
  date: ZIsoDay,
  timeWindow: z
    .string()
    .trim()
    .regex(/^$|^\d{2}:\d{2}-\d{2}:\d{2}$/, 'validation.timeWindow')
    .default(''),
  address: optional(TEXT_LIMITS.description),
};

/** The pickup of a new booking (the form and the API's create and import). */
export const ZPickup = z.object({ ...pickupFields, date: ZPickupDate });

const bookingFields = {
  service: z.enum(SERVICES),
  carrier: z.enum(BOOKING_CARRIERS),
  office: z.enum(BOOKING_OFFICES).default('SOUTH'),
  sender: ZParty,
  receiver: ZParty,
  cargoUnit: z.enum(CARGO_UNITS),
  pieces: z.array(ZPiece).min(1).max(100),
  goodsDescription: required(TEXT_LIMITS.description),
  /** May be left out when goods lines are sent: it is then their total. */
  declaredValue: z.number().min(0).max(1e12).optional(),
  currency: z.enum(CURRENCIES),
  incoterm: z.enum(INCOTERMS),
  /** Invoice, reason for export and goods lines (see customs.ts). */
  customs: ZCustoms.optional(),
  /** Cash on delivery, in VND. */
  codAmount: z.number().min(0).max(1e12).nullish(),
  pickup: ZPickup,
  note: optional(TEXT_LIMITS.description),
};

function checkPieces(
  v: { cargoUnit?: (typeof CARGO_UNITS)[number]; pieces?: TPiece[] },
  ctx: z.RefinementCtx,
): void {
  const needed = v?.cargoUnit ? NEEDED[v.cargoUnit] : undefined;
  if (!needed || !Array.isArray(v.pieces)) return;
  for (const [i, p] of v.pieces.entries())
    for (const key of needed)
      if (p && typeof p === 'object' && p[key] == null)
        ctx.addIssue({ code: 'custom', path: ['pieces', i, key], message: 'validation.required' });
}
/** Run even when other fields fail, so one pass reports every missing piece field. */
const always = { when: () => true };

type CustomsFields = {
  receiver?: { country?: string };
  declaredValue?: number;
  customs?: { contents?: 'GOODS' | 'DOCUMENTS'; items?: { quantity: number; unitValue: number }[] };
};

const issue = (ctx: z.RefinementCtx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });

/** A new booking: goods lines for goods going abroad, adding up to the declared value (or standing for it). */
function checkCustoms(v: CustomsFields, ctx: z.RefinementCtx): void {
  if (!v || typeof v !== 'object') return;
  const items = Array.isArray(v.customs?.items) ? v.customs.items : [];
  // Lines that failed their own checks are reported there; their sum would only add noise.
  if (items.some((i) => !i || typeof i.quantity !== 'number' || typeof i.unitValue !== 'number')) return;
  if (v.declaredValue === undefined && items.length === 0)
    issue(ctx, ['declaredValue'], 'validation.required');
  for (const i of customsIssues({
    receiverCountry: typeof v.receiver?.country === 'string' ? v.receiver.country : undefined,
    declaredValue: v.declaredValue,
    customs: v.customs && { ...v.customs, items },
  }))
    issue(ctx, i.path, i.message);
}

/** An edit: what it sends must agree with itself; the service checks it against what is stored. */
function checkCustomsEdit(v: CustomsFields, ctx: z.RefinementCtx): void {
  const items = v?.customs?.items;
  if (!Array.isArray(items) || items.length === 0 || typeof v.declaredValue !== 'number') return;
  if (items.some((i) => !i || typeof i.quantity !== 'number' || typeof i.unitValue !== 'number')) return;
  if (!sameMoney(customsTotal(items), v.declaredValue))
    issue(ctx, ['customs', 'items'], 'validation.customsTotal');
}

/**
 * The parties' rules that depend on their country: each phone valid for its country, and the
 * receiver's destination rules (a JP postal code, a KR customs code). Only a party that is
 * sent is checked (an edit may leave it out); a phone that is not even possible already has
 * its message from ZParty.
 */
function checkParties(v: { sender?: unknown; receiver?: unknown }, ctx: z.RefinementCtx): void {
  for (const who of ['sender', 'receiver'] as const) {
    const p = v?.[who];
    if (!p || typeof p !== 'object') continue;
    const party = p as Record<string, unknown>;
    const issues = who === 'receiver' ? consigneeIssues(party) : [];
    if (typeof party.phone === 'string' && isPhoneOf(party.phone, String(party.country ?? ''))) {
      const phone = phoneIssue(party);
      if (phone) issues.push(phone);
    }
    for (const i of issues)
      ctx.addIssue({ code: 'custom', path: [who, ...i.path], message: i.message, input: p });
  }
}

export const ZCreateBookingRequest = z
  .object({
    /** Staff book for a customer; a customer always books for itself (ignored). */
    customerId: z.uuid().optional(),
    ...bookingFields,
  })
  .superRefine(checkPieces, always)
  .superRefine(checkCustoms, always)
  .superRefine(checkParties, always);
export type TCreateBookingRequest = z.infer<typeof ZCreateBookingRequest>;
export type TCreateBookingInput = z.input<typeof ZCreateBookingRequest>;

/** A partial edit: fields left out stay as they are (no defaults here, or an edit would reset them). */
export const ZUpdateBookingRequest = z
  .object({
    ...bookingFields,
    office: z.enum(BOOKING_OFFICES),
    note: z.string().trim().max(TEXT_LIMITS.description),
    /**
     * Any well-formed date here: an edit that sends a booking's pickup back unchanged must pass
     * even once that day is over. The API refuses a changed date before today (it knows the
     * stored one); see isPickupDateAllowed.
     */
    pickup: z.object(pickupFields),
  })
  .partial()
  .superRefine(checkPieces, always)
  .superRefine(checkCustomsEdit, always)
  .superRefine(checkParties, always);
export type TUpdateBookingRequest = z.infer<typeof ZUpdateBookingRequest>;

export const ZPriceLine = z.object({
  code: z.string(),
  nameVi: z.string(),
  nameEn: z.string(),
  total: z.number(),
  currency: z.enum(CURRENCIES),
});

/** What a price depends on in a party: where it is. */
const ZQuoteParty = z.object({ postalCode: ZParty.shape.postalCode, country: ZParty.shape.country });

/**
 * POST /bookings/quote takes the create body. Only the fields the price depends on are
 * needed (the form asks while it is being filled); the others, when sent, are not read.
 */
export const ZQuoteRequest = z
  .object({
    customerId: z.uuid().optional(),
    /** Without them, every carrier and service is quoted and the cheapest answers at the top. */
    service: bookingFields.service.optional(),
    carrier: bookingFields.carrier.optional(),
    office: bookingFields.office,
    sender: ZQuoteParty,
    receiver: ZQuoteParty,
    cargoUnit: bookingFields.cargoUnit,
    pieces: bookingFields.pieces,
    /** Not priced; checked when sent, so a form learns of a bad HS code early. Documents are priced as such. */
    customs: ZCustoms.optional(),
  })
  .superRefine(checkPieces, always);
export type TQuoteRequest = z.infer<typeof ZQuoteRequest>;

/** A line of a price as the caller reads it: base, discount, each surcharge, fuel, VAT (issue 33). */
export const ZPriceDetailLine = z.object({
  code: z.string(),
  label: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  explanation: z.string(),
  /** A surcharge kept in another currency is listed, not added to the total. */
  counted: z.boolean(),
});
export type TPriceDetailLine = z.infer<typeof ZPriceDetailLine>;

/** One carrier and service that can carry the shipment, priced by its card (issue 33 §5). */
export const ZQuoteOption = z.object({
  carrier: z.enum(BOOKING_CARRIERS),
  service: z.enum(SERVICES),
  total: z.number(),
  currency: z.enum(CURRENCIES),
  /** The total in đồng at the day's rate (or the latest earlier one, said in `fx`). */
  totalVnd: z.number().nullable(),
  fx: z.object({ rate: z.number(), day: z.string(), explanation: z.string() }).nullable(),
  transitDays: z.string().nullable(),
  chargeableWeight: z.number(),
  lines: z.array(ZPriceDetailLine),
  /** The card, and its rule for the chargeable weight (L×W×H / divisor, rounded up to step kg). */
  rateCard: z.object({
    id: z.string(),
    name: z.string(),
    validFrom: z.string(),
    divisor: z.number(),
    step: z.number(),
  }),
  contract: z.object({ id: z.string(), name: z.string() }).optional(),
});
export type TQuoteOption = z.infer<typeof ZQuoteOption>;

/**
 * POST /bookings/quote: the price a create with the same body would store, with nothing
 * written. The top-level figures are the asked carrier and service (or the cheapest option);
 * `options` lists every carrier and service that can carry the shipment, cheapest first.
 */
export const ZQuoteResponse = z.object({
  carrier: z.enum(BOOKING_CARRIERS),
  service: z.enum(SERVICES),
  chargeableWeight: z.number(),
  baseFee: z.number(),
  surcharges: z.array(
    z.object({ code: z.string(), label: z.string(), amount: z.number(), reason: z.string() }),
  ),
  discount: z.number(),
  total: z.number(),
  currency: z.enum(CURRENCIES),
  totalVnd: z.number().nullable(),
  lines: z.array(ZPriceDetailLine),
  options: z.array(ZQuoteOption),
});
export type TQuoteResponse = z.infer<typeof ZQuoteResponse>;

export const ZPrice = z.object({
  baseFee: z.number(),
  surcharges: z.array(ZPriceLine),
  surchargeTotal: z.number(),
  discountPercent: z.number(),
  discount: z.number(),
  total: z.number(),
  currency: z.enum(CURRENCIES),
});
export type TPrice = z.infer<typeof ZPrice>;

/** A booking's price: the figures, and how its card made them (issue 33). */
export const ZBookingPrice = ZPrice.extend({
  /** The lines as quoted, in the caller's language; empty for a booking priced before rate cards. */
  lines: z.array(ZPriceDetailLine),
  vat: z.number(),
  totalVnd: z.number().nullable(),
  fx: z.object({ rate: z.number(), day: z.string() }).nullable(),
  rateCard: z.object({ id: z.string(), version: z.number().int() }).nullable(),
  contractId: z.string().nullable(),
});

export const ZBookingStatus = z.enum(BOOKING_STATUSES);

/** A piece of a booking's answer: the piece itself and its cargo line's size and weight. */
export const ZBookingPiece = ZTrackedPiece.extend(ZPiece.shape);
export type TBookingPiece = z.infer<typeof ZBookingPiece>;

/**
 * The booking's pieces: its cargo lines laid out one piece each, in order, beside the pieces
 * the hand-overs track. A tracked piece past the lines (a count changed after pickup) has no
 * size; a line's pieces past the tracked ones (more than 9,999) are in `cargoLines` only.
 */
export function piecesWithSizes(
  lines: readonly TPiece[],
  tracked: readonly TTrackedPiece[],
): TBookingPiece[] {
  const each = lines.flatMap((l) => Array.from({ length: l.quantity ?? 1 }, () => l));
  return tracked.map((p, i) => {
    const line = each[i];
    return {
      ...p,
      length: line?.length ?? null,
      width: line?.width ?? null,
      height: line?.height ?? null,
      weight: line?.weight ?? null,
      volume: line?.volume ?? null,
      containerType: line?.containerType ?? null,
      quantity: 1,
    };
  });
}

/** A booking as every answer about it names it. */
export const ZBookingRef = z.object({ id: z.string(), code: z.string(), trackingNumber: z.string() });

/** The weights of a booking's cargo (kg) and its volume (m³), as booked or as measured. */
export const ZCargoFigures = z.object({
  actualWeight: z.number(),
  volumetricWeight: z.number(),
  chargeableWeight: z.number(),
  volume: z.number(),
});

/** The figures as booked, kept beside the recomputed ones once the parcels are measured. */
export const ZBookedFigures = z.object({
  pieces: z.array(ZPiece),
  ...ZCargoFigures.shape,
  ...ZPrice.pick({ baseFee: true, surcharges: true, surchargeTotal: true, discount: true, total: true })
    .shape,
});
export type BookedFigures = z.infer<typeof ZBookedFigures>;

export const ZBooking = z.object({
  ...ZBookingRef.shape,
  /** Made with a test-mode API key (issue 24): kept out of operations, deleted after 30 days. */
  test: z.boolean(),
  /** Held for credit when booked (billing §3), with the warning naming the amounts; null when never held. */
  creditHold: ZCreditHold.nullable().optional(),
  status: ZBookingStatus,
  exceptionFrom: ZBookingStatus.nullable(),
  customer: ZCustomerRef,
  service: z.enum(SERVICES),
  carrier: z.enum(BOOKING_CARRIERS),
  office: z.enum(BOOKING_OFFICES),
  sender: ZParty,
  receiver: ZParty,
  cargoUnit: z.enum(CARGO_UNITS),
  /**
   * Every piece as a thing (issue 35): its id and barcode (`1000012345-2`), where it was seen
   * last, and the size and weight of the cargo line it comes from, one piece each (quantity 1).
   * Sent back as cargo lines, the list still describes the same cargo.
   */
  pieces: z.array(ZBookingPiece),
  /** The cargo lines as booked or measured, with their quantities (what `pieces` is on input). */
  cargoLines: z.array(ZPiece),
  goodsDescription: z.string(),
  declaredValue: z.number(),
  currency: z.enum(CURRENCIES),
  incoterm: z.enum(INCOTERMS),
  /** Always present; a booking made before goods lines has none (customsLines shows one). */
  customs: ZBookingCustoms,
  codAmount: z.number().nullable(),
  pickup: z.object({ date: z.string(), timeWindow: z.string(), address: z.string() }),
  note: z.string(),
  ...ZCargoFigures.shape,
  price: ZBookingPrice,
  /** The figures as booked, once the parcels have been measured (pickup or warehouse). */
  booked: ZBookedFigures.nullable(),
  measuredAt: z.string().nullable(),
  assignee: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  failedAttempts: z.number().int(),
  /** A piece has not been seen at the booking's latest hand-over. */
  piecesMissing: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBooking = z.infer<typeof ZBooking>;

export const ZBookingListItem = z.object({
  ...ZBookingRef.shape,
  status: ZBookingStatus,
  customer: ZCustomerRef,
  service: z.enum(SERVICES),
  carrier: z.enum(BOOKING_CARRIERS),
  receiverName: z.string(),
  receiverCountry: z.string(),
  chargeableWeight: z.number(),
  total: z.number(),
  currency: z.enum(CURRENCIES),
  createdAt: z.string(),
  /** A test booking (issue 24). */
  test: z.boolean(),
  /** A piece has not been seen at the booking's latest hand-over (issue 35). */
  piecesMissing: z.boolean(),
});
export type TBookingListItem = z.infer<typeof ZBookingListItem>;

export const ZBookingListQuery = ZListQuery.extend({
  status: ZBookingStatus.optional(),
  service: z.enum(SERVICES).optional(),
  carrier: z.enum(BOOKING_CARRIERS).optional(),
  customerId: z.uuid().optional(),
  /** Creation date range, Ho Chi Minh calendar days, inclusive. */
  ...periodFilter,
  /** '1': only bookings with a Vietnamese address whose province could not be read. */
  addressToVerify: z.enum(['1']).optional(),
  /** '1': only bookings with a piece not seen at their latest hand-over (issue 35). */
  piecesMissing: z.enum(['1']).optional(),
});
export type TBookingListQuery = z.infer<typeof ZBookingListQuery>;
export const ZBookingListResponse = ZPage(ZBookingListItem).extend({
  /**
   * More bookings match than the list counts (10,000; 200 for a search: a receiver name, a code
   * or a tracking-number prefix): `totalResults` is that bound, and the page says "10,000+" or
   * "200+". Counting every match of a broad filter costs more than the page itself.
   */
  totalCapped: z.boolean(),
});
export type TBookingListResponse = z.infer<typeof ZBookingListResponse>;

export const ZEventVisibility = z.enum(EVENT_VISIBILITIES);

export const ZTransitionRequest = z.object({
  to: ZBookingStatus,
  place: optional(TEXT_LIMITS.name),
  note: optional(TEXT_LIMITS.description),
  /** Who may read the typed note; staff-typed notes stay in the back office unless PUBLIC. */
  visibility: ZEventVisibility.default('INTERNAL'),
});
export type TTransitionRequest = z.infer<typeof ZTransitionRequest>;

export const ZBookingEvent = z.object({
  id: z.string(),
  time: z.string(),
  status: ZBookingStatus,
  place: z.string(),
  /** Staff: the note as written. A customer: what the public may read (see publicNote). */
  note: z.string(),
  visibility: ZEventVisibility,
  /** What the customer and public tracking read for this event. */
  publicNote: z.string(),
  /** The staff member's username; null for a customer. */
  actor: z.string().nullable(),
});
export type TBookingEvent = z.infer<typeof ZBookingEvent>;
export const ZBookingEventsResponse = z.object({ results: z.array(ZBookingEvent) });

export const ZHistoryRow = z.object({
  id: z.string(),
  bookingId: z.string(),
  bookingCode: z.string(),
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  userId: z.string().nullable(),
  username: z.string().nullable(),
  at: z.string(),
});
export type THistoryRow = z.infer<typeof ZHistoryRow>;
export const ZBookingHistoryResponse = z.object({ results: z.array(ZHistoryRow) });

export const ZHistoryQuery = ZListQuery.extend({
  bookingCode: z.string().trim().max(20).optional(),
  username: z.string().trim().max(100).optional(),
  ...periodFilter,
});
export type THistoryQuery = z.infer<typeof ZHistoryQuery>;
export const ZHistoryResponse = ZPage(ZHistoryRow);
export type THistoryResponse = z.infer<typeof ZHistoryResponse>;

export const CHECKPOINT_MAX_NUMBERS = 200;
export const ZCheckpointRequest = z.object({
  trackingNumbers: z.array(z.string().trim().max(20)).min(1).max(CHECKPOINT_MAX_NUMBERS),
  status: ZBookingStatus,
  place: required(TEXT_LIMITS.name),
  note: optional(TEXT_LIMITS.description),
  /** Who may read the note: staff only unless the user chooses PUBLIC. */
  visibility: ZEventVisibility.default('INTERNAL'),
  time: z.iso.datetime({ offset: true }).optional(),
});
export type TCheckpointRequest = z.infer<typeof ZCheckpointRequest>;

export const CHECKPOINT_RESULTS = ['APPLIED', 'UNKNOWN', 'INVALID', 'NOT_ALLOWED'] as const;
export const ZCheckpointResponse = z.object({
  applied: z.number().int(),
  ...ZScanResponse(CHECKPOINT_RESULTS, { status: ZBookingStatus.nullable(), message: z.string() }).shape,
});
export type TCheckpointResponse = z.infer<typeof ZCheckpointResponse>;

export const ZTrackingQuery = z.object({ codes: z.string().trim().min(1).max(300) });
export const ZTrackingResult = z.object({
  trackingNumber: z.string(),
  found: z.boolean(),
  valid: z.boolean(),
  status: ZBookingStatus.nullable(),
  statusLabel: z.string().nullable(),
  message: z.string().nullable(),
  /**
   * When its pieces are apart (issue 35): "2 of 3 pieces at HCM warehouse, 1 piece expected",
   * in the reader's language; null when they are together. Never a staff note.
   */
  piecesNote: z.string().nullable(),
  events: z.array(
    z.object({
      time: z.string(),
      status: ZBookingStatus,
      statusLabel: z.string(),
      place: z.string(),
      note: z.string(),
    }),
  ),
});
export type TTrackingResult = z.infer<typeof ZTrackingResult>;
export const ZTrackingResponse = z.object({ results: z.array(ZTrackingResult) });
export type TTrackingResponse = z.infer<typeof ZTrackingResponse>;

export const ZImportResponse = z.object({
  imported: z.number().int(),
  bookings: z.array(ZBookingRef),
});
export type TImportResponse = z.infer<typeof ZImportResponse>;

/** GET /bookings/address-book: a customer's sender and past receivers (staff name the customer). */
export const ZAddressBookQuery = z.object({
  customerId: z.uuid('validation.invalid').optional(),
  search: z.string().trim().max(100).default(''),
});
export type TAddressBookQuery = z.infer<typeof ZAddressBookQuery>;

export const ZAddressBookResponse = z.object({
  /** The sender to start a new booking with: the latest booking's, else the account's details. */
  sender: ZParty.nullable(),
  receivers: z.array(ZParty),
});
export type TAddressBookResponse = z.infer<typeof ZAddressBookResponse>;
