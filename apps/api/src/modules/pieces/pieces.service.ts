import {
  type BookingStatus,
  type HandoverKind,
  type Locale,
  parseScannedCode,
  STATUS_LABELS,
  type TPiecePlace,
  type TPieceScan,
} from '@acf/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { bookingEvents } from '../../db/schema';
import { t } from '../../i18n/messages';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import { findBooking } from '../bookings/bookings.repository';
import { bookingScope } from '../bookings/bookings.service';
import { enqueueBookingEvent } from '../integrations/webhooks.repository';
import { queueNotifications } from '../notifications/notify';
import './pieces.messages';
import * as repo from './pieces.repository';

export type Text = { vi: string; en: string };

/** The codes one booking got in a scan: its own number (all its pieces) and/or piece indexes. */
export interface ScanGroup {
  trackingNumber: string;
  all: boolean;
  indexes: number[];
}

/** A scan read: its codes in order, and per tracking number what was asked of that booking. */
export interface ReadScan {
  codes: ReturnType<typeof parseScannedCode>[];
  groups: Map<string, ScanGroup>;
}

/** Reads scanned codes (tracking numbers and piece ids; a code twice counts once). */
export function readScan(input: string[]): ReadScan {
  const codes = [...new Set(input.map((c) => c.trim()))].map(parseScannedCode);
  const groups = new Map<string, ScanGroup>();
  for (const c of codes) {
    if (c.kind === 'invalid') continue;
    const g = groups.get(c.trackingNumber) ?? { trackingNumber: c.trackingNumber, all: false, indexes: [] };
    if (c.kind === 'booking') g.all = true;
    else g.indexes.push(c.index);
    groups.set(c.trackingNumber, g);
  }
  return { codes, groups };
}

/** What a hand-over decided for a scanned booking, before its pieces are answered. */
export type Outcome =
  /** This hand-over takes it: its scanned pieces are recorded. */
  | { kind: 'record'; bookingId: string; where: Text }
  /** Past this hand-over already: its pieces are answered `already`. */
  | { kind: 'already'; bookingId: string }
  | { kind: 'not_allowed'; bookingId: string; status: string }
  | { kind: 'wrong_place'; bookingId: string; where: TPiecePlace };

export interface Handover {
  kind: HandoverKind;
  /** Which hand-over: the same key on two scans is the same hand-over (`MANIFEST:<id>`). */
  key: string;
  at: Date;
}

/** Where a hand-over happens, in both languages, for a piece's last sighting and tracking. */
export function whereText(key: string, params: Record<string, string> = {}): Text {
  return { vi: t('vi', `pieces.where.${key}`, params), en: t('en', `pieces.where.${key}`, params) };
}

/**
 * Records a hand-over's pieces and answers every scanned code, piece by piece. Set-based: the
 * pieces of all the scanned bookings are read in one statement and written in three (see
 * `recordSeen`), so a trolley of 500 pieces costs what a trolley of 5 does, plus the rows.
 */
export async function handOver(
  tx: Tx,
  h: Handover,
  actor: Actor,
  read: ReadScan,
  outcomes: Map<string, Outcome>,
  locale: Locale,
  opts: {
    final?: boolean;
    /**
     * Bookings whose hand-over and missing-pieces flag the caller writes itself, with their new
     * status (`TransitionDetails.handover`), right after this: their pieces are recorded here.
     */
    setBy?: ReadonlySet<string>;
  } = {},
): Promise<TPieceScan[]> {
  const bookingIds = [...new Set([...outcomes.values()].map((o) => o.bookingId))];
  const pieces = await repo.piecesOf(tx, bookingIds);
  const byBooking = new Map<string, repo.PieceRow[]>();
  for (const p of pieces) byBooking.set(p.bookingId, [...(byBooking.get(p.bookingId) ?? []), p]);

  const seen = new Map<string, repo.SeenPiece>();
  const answers: TPieceScan[] = [];
  const answer = (
    code: string,
    pieceId: string | null,
    result: TPieceScan['result'],
    extra: {
      where?: TPiecePlace;
      status?: string;
    } = {},
  ) => {
    const piece = pieceId ?? code;
    const message = extra.where
      ? t(locale, `pieces.wrong.${extra.where.kind}`, { piece, ref: extra.where.ref })
      : t(locale, `pieces.result.${result}`, {
          piece,
          code,
          status: extra.status
            ? (STATUS_LABELS[extra.status as BookingStatus]?.[locale] ?? extra.status)
            : '',
        });
    answers.push({ code, pieceId, result, where: extra.where ?? null, message, progress: null });
  };

  /** The answers about a booking this hand-over takes, with its pieces, for their progress. */
  const taken = new Map<TPieceScan, repo.PieceRow[]>();
  for (const c of read.codes) {
    if (c.kind === 'invalid') {
      answer(c.code, null, 'invalid');
      continue;
    }
    const o = outcomes.get(c.trackingNumber);
    if (!o) {
      answer(c.code, null, 'unknown');
      continue;
    }
    const own = byBooking.get(o.bookingId) ?? [];
    const asked = c.kind === 'booking' ? own : own.filter((p) => p.idx === c.index);
    if (!asked.length) {
      // A piece past the booking's count (an old label after an edit) names nothing.
      answer(c.code, null, 'unknown');
      continue;
    }
    for (const p of asked) {
      if (o.kind === 'wrong_place') answer(c.code, p.id, 'wrong_place', { where: o.where });
      else if (o.kind === 'not_allowed') answer(c.code, p.id, 'not_allowed', { status: o.status });
      else if (o.kind === 'already' || p.lastHandover === h.key || seen.has(p.id))
        answer(c.code, p.id, 'already');
      else {
        seen.set(p.id, { id: p.id, whereVi: o.where.vi, whereEn: o.where.en });
        answer(c.code, p.id, 'applied');
      }
      if (o.kind === 'record') taken.set(answers.at(-1)!, own);
    }
  }
  // Where each booking this hand-over took stands once the scan is in: seen here, and still missing.
  for (const [a, own] of taken) {
    const missing = own.filter((p) => p.lastHandover !== h.key && !seen.has(p.id)).map((p) => p.id);
    a.progress = { seen: own.length - missing.length, of: own.length, missing };
  }
  const recorded = [...outcomes.values()].filter((o) => o.kind === 'record').map((o) => o.bookingId);
  await repo.recordSeen(
    tx,
    { kind: h.kind, key: h.key, at: h.at, actorId: actor.userId },
    [...seen.values()],
    [...new Set(recorded)].filter((id) => !opts.setBy?.has(id)),
  );
  if (opts.final) await reportMissing(tx, h, actor, [...new Set(recorded)]);
  return answers;
}

/**
 * A hand-over done in one call (the driver's pickup, the delivery) that left pieces unseen: each
 * such booking gets an event naming them ("2/3 pieces"; the piece ids stay with staff), and the
 * customers' endpoints that chose `shipment.piece_missing` hear of it. Set-based: one read, one
 * insert, one webhook statement, whatever the number of bookings.
 */
async function reportMissing(tx: Tx, h: Handover, actor: Actor, bookingIds: string[]) {
  const missing = await repo.stillMissing(tx, bookingIds);
  if (!missing.length) return;
  const events = await tx
    .insert(bookingEvents)
    .values(
      missing.map((m) => {
        const counts = { seen: m.seen, of: m.of, pieces: m.missing };
        return {
          bookingId: m.id,
          status: m.status,
          noteVi: t('vi', 'pieces.missingEvent', counts),
          noteEn: t('en', 'pieces.missingEvent', counts),
          visibility: 'INTERNAL' as const,
          publicVi: t('vi', 'pieces.partial', counts),
          publicEn: t('en', 'pieces.partial', counts),
          occurredAt: h.at,
          actorId: actor.userId,
        };
      }),
    )
    .returning({ id: bookingEvents.id });
  const ids = events.map((e) => e.id);
  await enqueueBookingEvent(tx, 'shipment.piece_missing', ids);
  // E-mail only to the accounts that switched the event on (OPT_IN_NOTIFY_EVENTS).
  await queueNotifications(tx, 'PIECE_MISSING', ids);
}

/**
 * `GET /bookings/{id}/pieces`: the booking is found in the caller's scope (another customer's is
 * a 404). A customer reads the places and times, never a staff member's name.
 */
export async function pieceHistoryFor(db: DbOrTx, actor: Actor, id: string, locale: Locale) {
  const found = await findBooking(db, id, bookingScope(actor));
  if (!found) throw notFound('booking.notFound');
  const history = await pieceHistory(db, found.b.id, found.b.piecesMissing, locale);
  if (actor.kind !== 'customer') return history;
  return {
    ...history,
    results: history.results.map((p) => ({
      ...p,
      lastSeen: p.lastSeen && { ...p.lastSeen, by: null },
      handovers: p.handovers.map((h) => ({ ...h, by: null })),
    })),
  };
}

async function pieceHistory(db: DbOrTx, bookingId: string, piecesMissing: boolean, locale: Locale) {
  const [views, scans] = await Promise.all([repo.pieceViews(db, [bookingId]), repo.scansOf(db, bookingId)]);
  const vi = locale === 'vi';
  return {
    piecesMissing,
    results: views.map((p) => ({
      ...trackedPiece(p, locale),
      handovers: scans
        .filter((s) => s.pieceId === p.id)
        .map((s) => ({
          kind: s.kind as HandoverKind,
          at: new Date(s.at).toISOString(),
          where: vi ? s.whereVi : s.whereEn,
          by: s.by,
        })),
    })),
  };
}

export function trackedPiece(p: repo.PieceView, locale: Locale) {
  return {
    id: p.id,
    index: p.idx,
    barcode: p.id,
    lastSeen: p.lastSeenAt
      ? {
          at: new Date(p.lastSeenAt).toISOString(),
          where: (locale === 'vi' ? p.whereVi : p.whereEn) ?? '',
          by: p.by,
        }
      : null,
  };
}

/** Where a booking's pieces stand at its hand-over, as public tracking reads it with the booking. */
export interface PiecesApart {
  seen: number;
  of: number;
  whereVi: string | null;
  whereEn: string | null;
}

/** Tracking's line for pieces apart ("2 of 3 pieces at HCM warehouse, 1 piece expected"); none before any is seen. */
export function piecesApartNote(apart: PiecesApart | null, locale: Locale): string | null {
  if (!apart?.seen) return null;
  const expected = apart.of - apart.seen;
  return t(locale, expected === 1 ? 'pieces.apart.one' : 'pieces.apart.many', {
    seen: apart.seen,
    of: apart.of,
    expected,
    place: (locale === 'vi' ? apart.whereVi : apart.whereEn) ?? '',
  });
}
