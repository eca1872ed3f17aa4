import { z } from 'zod';
import { isValidTrackingNumber } from '../bookings/tracking-number';

/**
 * A piece's id: its booking's tracking number, a dash and its index from 1 (`1000012345-2`).
 * The tracking number keeps its own check digit, so a mistyped piece id is caught before any
 * lookup, exactly as a mistyped tracking number is (ADR 033).
 */
export const PIECE_ID_PATTERN = /^(\d{10})-([1-9]\d{0,3})$/;

export function makePieceId(trackingNumber: string, index: number): string {
  if (!isValidTrackingNumber(trackingNumber)) throw new Error(`not a tracking number: ${trackingNumber}`);
  if (!Number.isInteger(index) || index < 1 || index > 9999)
    throw new Error(`piece index out of range: ${index}`);
  return `${trackingNumber}-${index}`;
}

/**
 * What a scanned code names: a whole booking (its tracking number: all its pieces), one piece,
 * or nothing readable (`invalid`: wrong shape or wrong check digit).
 */
export type ScannedCode =
  | { kind: 'booking'; code: string; trackingNumber: string }
  | { kind: 'piece'; code: string; trackingNumber: string; index: number }
  | { kind: 'invalid'; code: string };

export function parseScannedCode(raw: string): ScannedCode {
  const code = raw.trim();
  if (isValidTrackingNumber(code)) return { kind: 'booking', code, trackingNumber: code };
  const m = PIECE_ID_PATTERN.exec(code);
  if (m && isValidTrackingNumber(m[1]!))
    return { kind: 'piece', code, trackingNumber: m[1]!, index: Number(m[2]) };
  return { kind: 'invalid', code };
}

/** The tracking number a scanned code names (a piece id names its booking's); the code itself when unreadable. */
export function bookingNumberOf(code: string): string {
  const c = parseScannedCode(code);
  return c.kind === 'invalid' ? c.code : c.trackingNumber;
}

/** True for a piece id whose tracking number passes its check digit. */
export const isValidPieceId = (value: string) => parseScannedCode(value).kind === 'piece';

/**
 * What a scan did to one piece: recorded at this hand-over; recorded there already; belongs
 * somewhere else (another manifest, bag or driver: `where` says which); no such piece or
 * booking; unreadable; or its booking cannot take this hand-over from its status.
 */
export const PIECE_SCAN_RESULTS = [
  'applied',
  'already',
  'wrong_place',
  'unknown',
  'invalid',
  'not_allowed',
] as const;
export type PieceScanResult = (typeof PIECE_SCAN_RESULTS)[number];

/** Where a piece belongs when it is scanned in the wrong place. */
export const PIECE_PLACE_KINDS = ['manifest', 'bag', 'driver', 'booking'] as const;
export const ZPiecePlace = z.object({
  kind: z.enum(PIECE_PLACE_KINDS),
  /** The manifest's or bag's number, the driver's name, the booking's tracking number. */
  ref: z.string(),
});
export type TPiecePlace = z.infer<typeof ZPiecePlace>;

/**
 * How far the piece's booking is at this hand-over once the scan is recorded: the pieces seen
 * there of all its pieces, and the ones still to scan (their ids), so a page can say "2/3 pieces,
 * 1000012345-3 missing" without asking again.
 */
export const ZPieceProgress = z.object({
  seen: z.number().int(),
  of: z.number().int(),
  missing: z.array(z.string()),
});
export type TPieceProgress = z.infer<typeof ZPieceProgress>;

export const ZPieceScan = z.object({
  /** What was scanned (a piece id or a tracking number). */
  code: z.string(),
  /** The piece this answer is about; null when the code named none. */
  pieceId: z.string().nullable(),
  result: z.enum(PIECE_SCAN_RESULTS),
  where: ZPiecePlace.nullable(),
  /** The answer in the caller's language. */
  message: z.string(),
  /** Its booking at this hand-over, when the hand-over took it (`applied`, `already` there); else null. */
  progress: ZPieceProgress.nullable(),
});
export type TPieceScan = z.infer<typeof ZPieceScan>;

/**
 * The answer to a scan of tracking numbers at a hand-over: a result for each number (with the
 * fields `perNumber` adds), then piece by piece (issue 35), as a tracking number answers for each
 * of its pieces.
 */
export function ZScanResponse<const R extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  results: R,
  perNumber: F,
) {
  return z.object({
    results: z.array(z.object({ trackingNumber: z.string(), result: z.enum(results), ...perNumber })),
    pieceScans: z.array(ZPieceScan),
  });
}

/** The hand-overs that record pieces (ADR 033). */
export const HANDOVER_KINDS = ['PICKUP', 'RECEIVE', 'MANIFEST', 'CHECKPOINT', 'PARTNER', 'DELIVERY'] as const;
export type HandoverKind = (typeof HANDOVER_KINDS)[number];

export const ZPieceSeen = z.object({
  at: z.string(),
  /** The hand-over, in the caller's language ("Nhận tại kho", "Manifest YS26112501"). */
  where: z.string(),
  /** The staff member's username. */
  by: z.string().nullable(),
});

/** A piece of a booking, as the booking shows it. */
export const ZTrackedPiece = z.object({
  id: z.string(),
  index: z.number().int(),
  /** What its label's Code 128 encodes: the piece id. */
  barcode: z.string(),
  lastSeen: ZPieceSeen.nullable(),
});
export type TTrackedPiece = z.infer<typeof ZTrackedPiece>;

/** `GET /bookings/{id}/pieces`: each piece with every hand-over that saw it, oldest first. */
export const ZPieceHistoryResponse = z.object({
  piecesMissing: z.boolean(),
  results: z.array(
    ZTrackedPiece.extend({
      handovers: z.array(ZPieceSeen.extend({ kind: z.enum(HANDOVER_KINDS) })),
    }),
  ),
});
export type TPieceHistoryResponse = z.infer<typeof ZPieceHistoryResponse>;

/** A manifest's booking split: the pieces scanned in travel, the one left behind is an exception. */
export const ZSplitShipmentRequest = z.object({
  reason: z.string().trim().min(1, 'validation.required').max(200),
});
export type TSplitShipmentRequest = z.infer<typeof ZSplitShipmentRequest>;
