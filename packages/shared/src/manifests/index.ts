import { z } from 'zod';
import { ZListQuery, ZPage } from '../api';
import type { Office } from '../auth/contracts';
import { ZBookedFigures, ZBookingStatus, ZCargoFigures, ZPiece, ZPrice } from '../bookings/contracts';
import { CARGO_UNITS } from '../bookings/enums';
import { ZMeasuredPiece } from '../pickups';
import { ZPieceScan, ZScanResponse } from '../pieces';
import { CURRENCIES } from '../surcharges/types';

/** Issue 12: the partner lines, matching the seed's permission pairs. */
export const MANIFEST_LINES = ['YAMATO_SOUTH', 'YAMATO_NORTH', 'K_CARGO'] as const;
export type ManifestLine = (typeof MANIFEST_LINES)[number];

export const MANIFEST_LINE_PREFIX: Record<ManifestLine, string> = {
  YAMATO_SOUTH: 'YS',
  YAMATO_NORTH: 'YN',
  K_CARGO: 'KC',
};

/** The permission that manages a line (staff) and the one that sees it as its agent (partner). */
export const MANIFEST_LINE_PERMISSIONS: Record<ManifestLine, { staff: string; partner: string }> = {
  YAMATO_SOUTH: {
    staff: 'manage_manifest_yamato_southern',
    partner: 'manage_manifest_yamato_southern_for_partner',
  },
  YAMATO_NORTH: {
    staff: 'manage_manifest_yamato_north',
    partner: 'manage_manifest_yamato_north_for_partner',
  },
  K_CARGO: { staff: 'manage_manifest_k_cargo', partner: 'manage_manifest_k_cargo_for_partner' },
};

export const ALL_MANIFEST_PERMISSIONS = MANIFEST_LINES.flatMap((l) => [
  MANIFEST_LINE_PERMISSIONS[l].staff,
  MANIFEST_LINE_PERMISSIONS[l].partner,
]);

export interface LineAccess {
  /** Lines whose manifests the holder sees (staff or partner). */
  visible: ManifestLine[];
  /** Lines the holder manages as staff. */
  managed: ManifestLine[];
}

export function manifestLineAccess(permissions: { has(p: string): boolean }): LineAccess {
  const managed = MANIFEST_LINES.filter((l) => permissions.has(MANIFEST_LINE_PERMISSIONS[l].staff));
  const visible = MANIFEST_LINES.filter(
    (l) => managed.includes(l) || permissions.has(MANIFEST_LINE_PERMISSIONS[l].partner),
  );
  return { visible, managed };
}

/** The line a booking travels on: Yamato by origin office (south/north), K-Cargo; others have none. */
export function lineOfBooking(carrier: string, office: Office | string): ManifestLine | null {
  if (carrier === 'YAMATO') return office === 'NORTH' ? 'YAMATO_NORTH' : 'YAMATO_SOUTH';
  if (carrier === 'K_CARGO') return 'K_CARGO';
  return null;
}

/** The carrier travels on one of the company's manifest lines, from either office. */
export const isManifestCarrier = (carrier: string) => lineOfBooking(carrier, 'SOUTH') !== null;

export const MANIFEST_STATUSES = ['OPEN', 'CLOSED', 'DEPARTED', 'ARRIVED'] as const;
export type ManifestStatus = (typeof MANIFEST_STATUSES)[number];

/** OPEN → CLOSED → DEPARTED → ARRIVED; CLOSED → OPEN for staff of the line. */
export const MANIFEST_TRANSITIONS: Record<ManifestStatus, readonly ManifestStatus[]> = {
  OPEN: ['CLOSED'],
  CLOSED: ['DEPARTED', 'OPEN'],
  DEPARTED: ['ARRIVED'],
  ARRIVED: [],
};

export function canManifestTransition(from: ManifestStatus, to: ManifestStatus): boolean {
  return MANIFEST_TRANSITIONS[from].includes(to);
}

export const MANIFEST_MODES = ['AIR', 'SEA'] as const;
export type ManifestMode = (typeof MANIFEST_MODES)[number];

/**
 * Master air waybill: 3-digit airline prefix, 8-digit serial whose last digit is the first
 * seven modulo 7 (IATA). `176-12345675` is valid, `176-12345670` is not. The dash is optional.
 */
export function isValidMawb(value: string): boolean {
  const m = /^(\d{3})-?(\d{7})(\d)$/.exec(value.trim());
  if (!m) return false;
  return Number(m[2]) % 7 === Number(m[3]);
}

/** The canonical form: `PPP-SSSSSSSS`. */
export function normalizeMawb(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/** `YS` + YYMMDD + 2-digit daily sequence (the database allocates the sequence). */
export function manifestNumber(line: ManifestLine, day: string, n: number): string {
  const [y, mo, d] = day.split('-');
  return `${MANIFEST_LINE_PREFIX[line]}${y!.slice(2)}${mo}${d}${String(n).padStart(2, '0')}`;
}

/** Issue 12 exception reasons (raised and resolved through the EXCEPTION transition). */
export const EXCEPTION_REASONS = [
  'CUSTOMS_HOLD',
  'WRONG_ADDRESS',
  'REFUSED',
  'DAMAGED',
  'MISSING_DOCUMENTS',
  'PROHIBITED_GOODS',
  'OTHER',
  /** Issue 35: a piece left behind when its booking's manifest departs without it (a split). */
  'PIECE_MISSING',
] as const;
export type ExceptionReason = (typeof EXCEPTION_REASONS)[number];

/** Receiving events, both languages. */
export const RECEIVE_EVENTS = {
  PICKUP: { vi: 'Nhận tại kho', en: 'Received at warehouse' },
  COUNTER: { vi: 'Nhận tại quầy', en: 'Received at counter' },
} as const;

// ---- contracts ----
const text = (max: number) => z.string().trim().max(max);
const MAX_SCAN = 1000;
const ZScanNumbers = z.array(z.string().trim().max(20)).min(1).max(MAX_SCAN);
const ZDay = z.iso.date();

export const RECEIVE_MODES = ['PICKUP', 'COUNTER'] as const;
export const ZReceiveRequest = z.object({ trackingNumbers: ZScanNumbers, mode: z.enum(RECEIVE_MODES) });
export type TReceiveRequest = z.infer<typeof ZReceiveRequest>;
/**
 * What a scan at the warehouse did: received; already received (scanned twice, or in the
 * warehouse or beyond); not receivable in that mode from its status; unknown number; check digit
 * wrong.
 */
export const RECEIVE_RESULTS = ['applied', 'already_received', 'not_allowed', 'unknown', 'invalid'] as const;
export const ZReceiveResponse = ZScanResponse(RECEIVE_RESULTS, { status: z.string().nullable() });
export type TReceiveResponse = z.infer<typeof ZReceiveResponse>;

const ZMawb = z
  .string()
  .trim()
  .max(12)
  .refine((v) => isValidMawb(v), 'validation.mawb')
  .transform(normalizeMawb);

const manifestFields = {
  office: z.enum(['SOUTH', 'NORTH']).optional(),
  mode: z.enum(MANIFEST_MODES),
  destinationCountry: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'validation.country'),
  destinationAirport: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'validation.iata'),
  flightNumber: text(20).default(''),
  mawb: ZMawb.optional(),
  mbl: text(35).optional(),
  departureDate: ZDay.optional(),
  eta: ZDay.optional(),
  note: text(200).default(''),
};

export const ZCreateManifestRequest = z.object({ line: z.enum(MANIFEST_LINES), ...manifestFields });
export type TCreateManifestRequest = z.infer<typeof ZCreateManifestRequest>;

export const ZUpdateManifestRequest = z
  .object({
    mode: manifestFields.mode.optional(),
    destinationCountry: manifestFields.destinationCountry.optional(),
    destinationAirport: manifestFields.destinationAirport.optional(),
    flightNumber: text(20).optional(),
    mawb: ZMawb.nullable().optional(),
    mbl: text(35).nullable().optional(),
    departureDate: ZDay.nullable().optional(),
    eta: ZDay.nullable().optional(),
    note: text(200).optional(),
  })
  .strict();
export type TUpdateManifestRequest = z.infer<typeof ZUpdateManifestRequest>;

export const ZManifestListQuery = ZListQuery.extend({
  line: z.enum(MANIFEST_LINES).optional(),
  status: z.enum(MANIFEST_STATUSES).optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
});
export type TManifestListQuery = z.infer<typeof ZManifestListQuery>;

export const ZManifestTotals = z.object({
  shipments: z.number(),
  pieces: z.number(),
  grossKg: z.number(),
  chargeableKg: z.number(),
  declaredValue: z.array(z.object({ currency: z.enum(CURRENCIES), amount: z.number() })),
});
export type TManifestTotals = z.infer<typeof ZManifestTotals>;

export const ZManifestShipment = z.object({
  bookingId: z.string(),
  trackingNumber: z.string(),
  status: z.string(),
  receiverName: z.string(),
  receiverCountry: z.string(),
  pieces: z.number(),
  grossKg: z.number(),
  chargeableKg: z.number(),
  declaredValue: z.number(),
  currency: z.string(),
  goodsDescription: z.string(),
  /** The bag it travels in, if the manifest is bagged. */
  bagNumber: z.string().nullable(),
  /** Of its pieces (issue 35), how many were scanned into this manifest, and how many it has. */
  piecesScanned: z.number().int(),
  piecesTotal: z.number().int(),
});
export type TManifestShipment = z.infer<typeof ZManifestShipment>;

export const ZManifest = z.object({
  id: z.string(),
  number: z.string(),
  line: z.enum(MANIFEST_LINES),
  status: z.enum(MANIFEST_STATUSES),
  office: z.string(),
  mode: z.enum(MANIFEST_MODES),
  destinationCountry: z.string(),
  destinationAirport: z.string(),
  flightNumber: z.string(),
  mawb: z.string().nullable(),
  mbl: z.string().nullable(),
  departureDate: z.string().nullable(),
  eta: z.string().nullable(),
  note: z.string(),
  totals: ZManifestTotals,
  createdAt: z.string(),
});
export type TManifest = z.infer<typeof ZManifest>;
/** A bag of a manifest: its number (seal or label), the shipments in it and its weight. */
export const ZManifestBag = z.object({
  id: z.string(),
  number: z.string(),
  weightKg: z.number(),
  trackingNumbers: z.array(z.string()),
});
export type TManifestBag = z.infer<typeof ZManifestBag>;
export const ZManifestDetail = ZManifest.extend({
  shipments: z.array(ZManifestShipment),
  bags: z.array(ZManifestBag),
});
export type TManifestDetail = z.infer<typeof ZManifestDetail>;
export const ZManifestListResponse = ZPage(ZManifest);

export const ZManifestShipmentsRequest = z.object({ trackingNumbers: ZScanNumbers });
export const MANIFEST_ADD_RESULTS = [
  'added',
  'unknown',
  'wrong_line',
  'wrong_state',
  'in_other_manifest',
] as const;
export const ZManifestShipmentsResponse = ZScanResponse(MANIFEST_ADD_RESULTS, {});
export const ZManifestTransitionRequest = z.object({ to: z.enum(MANIFEST_STATUSES) });

/** Proof of delivery, recorded by the line's partner agent or staff. */
export const ZDeliveryRequest = z.object({
  /** The tracking number, or one of its piece ids. */
  trackingNumber: z.string().trim().max(20),
  /** The pieces handed to the receiver (issue 35); absent: all of them. */
  pieceIds: z.array(z.string().trim().max(20)).max(1000).optional(),
  receiverName: z.string().trim().min(1, 'validation.required').max(35),
  time: z.iso.datetime({ offset: true }),
  photoId: z.uuid().optional(),
  signatureId: z.uuid().optional(),
});
export type TDeliveryRequest = z.infer<typeof ZDeliveryRequest>;
export const ZDelivery = z.object({
  bookingId: z.string(),
  trackingNumber: z.string(),
  status: z.string(),
  receiverName: z.string(),
  deliveredAt: z.string(),
  photoId: z.string().nullable(),
  signatureId: z.string().nullable(),
  /** Piece by piece (issue 35). */
  pieceScans: z.array(ZPieceScan),
});
export type TDelivery = z.infer<typeof ZDelivery>;
export const ZPodFileResponse = z.object({ id: z.string() });

/** POD import (issue 21): the time zone a line's agents write in, unless a row names its own. */
export const POD_LINE_TIME_ZONES: Record<ManifestLine, string> = {
  YAMATO_SOUTH: 'Asia/Tokyo',
  YAMATO_NORTH: 'Asia/Tokyo',
  K_CARGO: 'Asia/Seoul',
};
export const POD_IMPORT_MAX_ROWS = 10_000;
export const POD_IMPORT_RESULTS = ['applied', 'willApply', 'unchanged', 'error'] as const;
export const ZPodImportRow = z.object({
  /** The sheet row (1-based, as the spreadsheet numbers it). */
  row: z.number().int(),
  trackingNumber: z.string(),
  /** The booking code, when the number is one of the caller's shipments. */
  code: z.string().nullable(),
  /** DELIVERED or an exception reason. */
  outcome: z.string(),
  /** UTC (ISO 8601); null when the time could not be read. */
  deliveredAt: z.string().nullable(),
  timeZone: z.string(),
  /** The time as the row wrote it, in its time zone (DD-MM-YYYY HH:mm). */
  localTime: z.string(),
  receiverName: z.string(),
  note: z.string(),
  result: z.enum(POD_IMPORT_RESULTS),
});
export type TPodImportRow = z.infer<typeof ZPodImportRow>;
export const ZPodImportResponse = z.object({
  dryRun: z.boolean(),
  valid: z.boolean(),
  /** Rows written (or, in a dry run, that would be). */
  applied: z.number().int(),
  /** Rows that say what is already recorded (a file imported twice). */
  unchanged: z.number().int(),
  rows: z.array(ZPodImportRow),
  /** A dry run's row errors (a real import answers them as a 400). */
  errors: z.array(
    z.object({ row: z.number().int(), field: z.string(), message: z.string(), label: z.string().optional() }),
  ),
});
export type TPodImportResponse = z.infer<typeof ZPodImportResponse>;
export const ZPodImportQuery = z.object({ dryRun: z.enum(['0', '1', 'true', 'false']).optional() });

export const EXCEPTION_REASON_LABELS: Record<ExceptionReason, { vi: string; en: string }> = {
  CUSTOMS_HOLD: { vi: 'Giữ hàng hải quan', en: 'Customs hold' },
  WRONG_ADDRESS: { vi: 'Sai địa chỉ', en: 'Wrong address' },
  REFUSED: { vi: 'Người nhận từ chối', en: 'Refused by receiver' },
  DAMAGED: { vi: 'Hàng hư hỏng', en: 'Damaged' },
  MISSING_DOCUMENTS: { vi: 'Thiếu chứng từ', en: 'Missing documents' },
  PROHIBITED_GOODS: { vi: 'Hàng cấm', en: 'Prohibited goods' },
  OTHER: { vi: 'Khác', en: 'Other' },
  PIECE_MISSING: { vi: 'Thiếu kiện', en: 'Piece missing' },
};
export const ZRaiseExceptionRequest = z.object({
  trackingNumber: z.string().trim().max(20),
  reason: z.enum(EXCEPTION_REASONS),
  note: z.string().trim().max(200).default(''),
});
export type TRaiseExceptionRequest = z.infer<typeof ZRaiseExceptionRequest>;
export const ZResolveExceptionRequest = z.object({ note: z.string().trim().max(200).default('') });
export const ZExceptionListQuery = ZListQuery.extend({
  status: z.enum(['open', 'resolved']).default('open'),
  reason: z.enum(EXCEPTION_REASONS).optional(),
});
export type TExceptionListQuery = z.infer<typeof ZExceptionListQuery>;
export const ZBookingException = z.object({
  id: z.string(),
  bookingId: z.string(),
  trackingNumber: z.string(),
  bookingStatus: z.string(),
  reason: z.enum(EXCEPTION_REASONS),
  note: z.string(),
  raisedAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
});
export type TBookingException = z.infer<typeof ZBookingException>;
export const ZExceptionListResponse = ZPage(ZBookingException);

// ---- weigh and measure ----
/** Bookings the warehouse may weigh and measure: received, or picked up and not yet scanned in. */
export const MEASURABLE_STATUSES = ['PICKED_UP', 'IN_WAREHOUSE'] as const;

/** A parcel found by its scanned number, as the weigh-and-measure form needs it. */
export const ZParcel = z.object({
  id: z.string(),
  trackingNumber: z.string(),
  status: ZBookingStatus,
  carrier: z.string(),
  office: z.string(),
  cargoUnit: z.enum(CARGO_UNITS),
  receiverName: z.string(),
  receiverCountry: z.string(),
  pieces: z.array(ZPiece),
  chargeableWeight: z.number(),
  /** Chargeable kg as booked (before any measurement). */
  bookedChargeableWeight: z.number(),
  measuredAt: z.string().nullable(),
});
export type TParcel = z.infer<typeof ZParcel>;

export const ZMeasureRequest = z.object({ pieces: z.array(ZMeasuredPiece).min(1).max(100) });
export type TMeasureRequest = z.infer<typeof ZMeasureRequest>;

export const ZWeightDifference = z.object({
  kg: z.number(),
  percent: z.number().nullable(),
  flagged: z.boolean(),
});

/** The recomputed figures, the booked ones and the flagged difference in chargeable weight. */
export const ZMeasureResult = z.object({
  id: z.string(),
  trackingNumber: z.string(),
  status: ZBookingStatus,
  cargoUnit: z.enum(CARGO_UNITS),
  pieces: z.array(ZPiece),
  ...ZCargoFigures.shape,
  price: ZPrice,
  booked: ZBookedFigures,
  difference: ZWeightDifference,
  measuredAt: z.string(),
});
export type TMeasureResult = z.infer<typeof ZMeasureResult>;
export type TExceptionListResponse = z.infer<typeof ZExceptionListResponse>;
export type TManifestListResponse = z.infer<typeof ZManifestListResponse>;
export type TManifestShipmentsResponse = z.infer<typeof ZManifestShipmentsResponse>;

/** A bag is packed while the manifest is open: shipments already on it, each in one bag. */
export const ZManifestBagRequest = z.object({
  number: z.string().trim().min(1, 'validation.required').max(30),
  weightKg: z.number().positive().max(10_000),
  trackingNumbers: z.array(z.string().trim().max(20)).min(1).max(MAX_SCAN),
});
export type TManifestBagRequest = z.infer<typeof ZManifestBagRequest>;

/** What a partner agent reports of its line's shipments after departure (before delivery). */
export const PARTNER_CHECKPOINTS = ['ARRIVAL', 'CUSTOMS', 'OUT_FOR_DELIVERY'] as const;
export type PartnerCheckpoint = (typeof PARTNER_CHECKPOINTS)[number];
export const PARTNER_CHECKPOINT_LABELS: Record<PartnerCheckpoint, { vi: string; en: string }> = {
  ARRIVAL: { vi: 'Đã đến nước nhận', en: 'Arrived in destination country' },
  CUSTOMS: { vi: 'Đã thông quan', en: 'Cleared customs' },
  OUT_FOR_DELIVERY: { vi: 'Đang giao hàng', en: 'Out for delivery' },
};
export const ZPartnerCheckpointRequest = z.object({
  trackingNumbers: ZScanNumbers,
  checkpoint: z.enum(PARTNER_CHECKPOINTS),
  place: text(100).default(''),
  note: text(200).default(''),
});
export type TPartnerCheckpointRequest = z.infer<typeof ZPartnerCheckpointRequest>;
export const PARTNER_CHECKPOINT_RESULTS = ['applied', 'not_on_manifest', 'not_allowed'] as const;
export const ZPartnerCheckpointResponse = ZScanResponse(PARTNER_CHECKPOINT_RESULTS, {
  status: z.string().nullable(),
});
export type TPartnerCheckpointResponse = z.infer<typeof ZPartnerCheckpointResponse>;
