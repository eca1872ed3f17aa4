import { randomUUID } from 'node:crypto';
import {
  type BookingStatus,
  bookingNumberOf,
  brokenConsigneeRules,
  canManifestTransition,
  type LineAccess,
  type Locale,
  lineOfBooking,
  type ManifestLine,
  type ManifestStatus,
  manifestNumber,
  PARTNER_CHECKPOINT_LABELS,
  parseScannedCode,
  type TCreateManifestRequest,
  type TDelivery,
  type TDeliveryRequest,
  type TManifest,
  type TManifestBagRequest,
  type TManifestDetail,
  type TManifestListQuery,
  type TPartnerCheckpointRequest,
  type TPartnerCheckpointResponse,
  type TUpdateManifestRequest,
  todayInHcm,
} from '@acf/shared';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  bookingDeliveries,
  bookingEvents,
  bookingExceptions,
  bookings,
  manifestBags,
  manifestShipments,
  manifests,
  podFiles,
} from '../../db/schema';
import { t } from '../../i18n/messages';
import { AppError, conflict, type FieldError, fieldError, forbidden, notFound } from '../../lib/errors';
import { PRIVATE_PREFIX, type Storage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth-markers';
import { applyTransition, applyTransitions, changing, recordEvent } from '../bookings/bookings.service';
import { enqueueBookingEvent } from '../integrations/webhooks.repository';
import { piecesNotOnManifest } from '../pieces/pieces.repository';
import { handOver, type Outcome, readScan, whereText } from '../pieces/pieces.service';
import {
  findManifest,
  listManifests,
  type ManifestRow,
  manifestBagRows,
  manifestShipmentRows,
  manifestTotals,
  nextManifestSeq,
  shipmentsElsewhere,
  toManifest,
} from './manifests.repository';

async function detail(db: DbOrTx, row: ManifestRow) {
  const totals = await manifestTotals(db, [row.id]);
  return {
    ...toManifest(row, totals.get(row.id)!),
    shipments: await manifestShipmentRows(db, row.id),
    bags: await manifestBagRows(db, row.id),
  };
}

/** A manifest of a line the caller sees (a partner its own line's); another line's is not found. */
async function visible(db: DbOrTx, id: string, access: LineAccess, lock = false) {
  const row = await findManifest(db, id, access.visible, lock);
  if (!row) throw notFound('manifest.notFound');
  return row;
}

/** A manifest of a line the caller manages: another line's is not found, a partner's is forbidden. */
async function managed(tx: DbOrTx, id: string, access: LineAccess, lock = true) {
  const row = await visible(tx, id, access, lock);
  if (!access.managed.includes(row.line as ManifestLine)) throw forbidden();
  return row;
}

/** A step on a manifest of a line the caller manages, in one transaction that locks the manifest first. */
function onManifest<T>(db: Db, id: string, access: LineAccess, step: (tx: Tx, m: ManifestRow) => Promise<T>) {
  return db.transaction(async (tx) => step(tx, await managed(tx, id, access)));
}

/** The bookings on a manifest that `which` names (all of them when it names none), locked for update. */
function lockedShipments(tx: Tx, manifestId: string, which?: SQL) {
  return tx
    .select({ b: bookings })
    .from(manifestShipments)
    .innerJoin(bookings, eq(bookings.id, manifestShipments.bookingId))
    .where(and(eq(manifestShipments.manifestId, manifestId), which))
    .orderBy(bookings.id)
    .for('update', { of: bookings });
}

/** The one booking on a manifest that `which` names, locked for update; else 404. */
async function lockedShipment(tx: Tx, manifestId: string, which: SQL) {
  const [found] = await lockedShipments(tx, manifestId, which);
  if (!found) throw notFound('manifest.shipmentNotFound');
  return found.b;
}

export async function createManifest(
  db: Db,
  input: TCreateManifestRequest,
  access: LineAccess,
  actor: Actor,
) {
  if (!access.managed.includes(input.line)) throw forbidden();
  const day = input.departureDate ?? todayInHcm();
  return db.transaction(async (tx) => {
    const n = await nextManifestSeq(tx, input.line, day);
    if (n > 99) throw conflict('manifest.dayFull');
    const [row] = await tx
      .insert(manifests)
      .values({
        number: manifestNumber(input.line, day, n),
        line: input.line,
        status: 'OPEN',
        office: input.office ?? (input.line === 'YAMATO_NORTH' ? 'NORTH' : 'SOUTH'),
        mode: input.mode,
        destinationCountry: input.destinationCountry,
        destinationAirport: input.destinationAirport,
        flightNumber: input.flightNumber,
        mawb: input.mawb ?? null,
        mbl: input.mbl ?? null,
        departureDate: input.departureDate ?? null,
        eta: input.eta ?? null,
        note: input.note,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      })
      .returning();
    return detail(tx, row!);
  });
}

export async function getManifest(db: DbOrTx, id: string, access: LineAccess): Promise<TManifestDetail>;
export async function getManifest(
  db: DbOrTx,
  id: string,
  access: LineAccess,
  withShipments: false,
): Promise<TManifest>;
export async function getManifest(db: DbOrTx, id: string, access: LineAccess, withShipments = true) {
  const row = await visible(db, id, access);
  if (!withShipments) return toManifest(row, (await manifestTotals(db, [row.id])).get(row.id)!);
  return detail(db, row);
}

export async function manifestPage(db: DbOrTx, q: TManifestListQuery, access: LineAccess) {
  const { rows, total } = await listManifests(db, access.visible, q);
  const totals = await manifestTotals(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => toManifest(r, totals.get(r.id)!)), total };
}

/** The header can change until the manifest departs. */
export async function updateManifest(
  db: Db,
  id: string,
  patch: TUpdateManifestRequest,
  access: LineAccess,
  actor: Actor,
) {
  return onManifest(db, id, access, async (tx, row) => {
    if (row.status !== 'OPEN' && row.status !== 'CLOSED')
      throw conflict('manifest.notEditable', undefined, { status: row.status });
    const set: Partial<typeof manifests.$inferInsert> = { updatedAt: new Date(), updatedBy: actor.userId };
    for (const [k, v] of Object.entries(patch)) if (v !== undefined) Object.assign(set, { [k]: v });
    const [updated] = await tx.update(manifests).set(set).where(eq(manifests.id, id)).returning();
    return detail(tx, updated!);
  });
}

export type AddResult = 'added' | 'unknown' | 'wrong_line' | 'wrong_state' | 'in_other_manifest';

/**
 * Adds scanned shipments to an OPEN manifest; every code gets its own answer, and every piece
 * too (`pieceScans`). A piece id adds its booking with that piece; the booking's other pieces
 * are scanned in later (the manifest does not depart before), or the booking is split.
 */
export async function addShipments(
  db: Db,
  id: string,
  codes: string[],
  access: LineAccess,
  actor: Actor,
  locale: Locale = 'vi',
) {
  const read = readScan(codes);
  return changing(db, () =>
    onManifest(db, id, access, async (tx, m) => {
      if (m.status !== 'OPEN') throw conflict('manifest.notOpen', undefined, { status: m.status });
      const numbers = [...read.groups.keys()];
      const rows = numbers.length
        ? await tx
            .select({
              b: bookings,
              inManifest: manifestShipments.manifestId,
              otherNumber: sql<
                string | null
              >`(select ${manifests.number} from ${manifests} where ${manifests.id} = ${manifestShipments.manifestId})`,
            })
            .from(bookings)
            .leftJoin(manifestShipments, eq(manifestShipments.bookingId, bookings.id))
            .where(inArray(bookings.trackingNumber, numbers))
            .orderBy(bookings.id)
            .for('update', { of: bookings })
        : [];
      const byNumber = new Map(rows.map((r) => [r.b.trackingNumber, r]));
      const byBooking = new Map<string, AddResult>();
      const outcomes = new Map<string, Outcome>();
      const toAdd: (typeof rows)[number]['b'][] = [];
      const where = whereText('MANIFEST', { number: m.number });
      for (const n of numbers) {
        const r = byNumber.get(n);
        let result: AddResult;
        if (!r) result = 'unknown';
        else if (lineOfBooking(r.b.carrier, r.b.office) !== m.line) {
          result = 'wrong_line';
          outcomes.set(n, { kind: 'not_allowed', bookingId: r.b.id, status: r.b.status });
        } else if (r.inManifest && r.inManifest !== m.id) {
          result = 'in_other_manifest';
          outcomes.set(n, {
            kind: 'wrong_place',
            bookingId: r.b.id,
            where: { kind: 'manifest', ref: r.otherNumber ?? '' },
          });
        } else if (r.inManifest === m.id) {
          result = 'added';
          outcomes.set(n, { kind: 'record', bookingId: r.b.id, where });
        } else if (r.b.status !== 'IN_WAREHOUSE') {
          result = 'wrong_state';
          outcomes.set(n, { kind: 'not_allowed', bookingId: r.b.id, status: r.b.status });
        } else {
          result = 'added';
          toAdd.push(r.b);
          outcomes.set(n, { kind: 'record', bookingId: r.b.id, where });
        }
        byBooking.set(n, result);
      }
      // The pieces first, then each added booking written once: its status with its hand-over.
      const handover = manifestHandover(m.id);
      const pieceScans = await handOver(
        tx,
        { kind: 'MANIFEST', key: handover, at: new Date() },
        actor,
        read,
        outcomes,
        locale,
        { setBy: new Set(toAdd.map((b) => b.id)) },
      );
      if (toAdd.length) {
        await tx.insert(manifestShipments).values(toAdd.map((b) => ({ manifestId: m.id, bookingId: b.id })));
        const note = { vi: `Đã lên manifest ${m.number}`, en: `Manifested on ${m.number}` };
        await applyTransitions(tx, toAdd, 'MANIFESTED', actor, {
          place: '',
          note: '',
          notes: note,
          handover,
        });
      }
      const results = read.codes.map((c) => ({
        trackingNumber: c.code,
        result: c.kind === 'invalid' ? ('unknown' as const) : byBooking.get(c.trackingNumber)!,
      }));
      return { results, pieceScans };
    }),
  );
}

/** A manifest is one hand-over: its pieces are scanned into it. */
export const manifestHandover = (manifestId: string) => `MANIFEST:${manifestId}`;

/**
 * Splits a shipment of a manifest that has not departed: the pieces scanned into it travel, each
 * piece not scanned stays behind with an exception of kind PIECE_MISSING and the reason given.
 * The booking keeps its status and its place on the manifest; the manifest may then depart.
 */
export async function splitShipment(
  db: Db,
  id: string,
  bookingId: string,
  reason: string,
  access: LineAccess,
  actor: Actor,
) {
  return changing(db, () =>
    onManifest(db, id, access, async (tx, m) => {
      if (m.status !== 'OPEN' && m.status !== 'CLOSED')
        throw conflict('manifest.notEditable', undefined, { status: m.status });
      const booking = await lockedShipment(tx, m.id, eq(manifestShipments.bookingId, bookingId));
      const left = (await piecesNotOnManifest(tx, m.id)).filter((p) => p.bookingId === bookingId);
      if (!left.length) throw conflict('pieces.notSplittable');
      const raised = await tx
        .insert(bookingExceptions)
        .values(
          left.map((p) => ({
            bookingId,
            reason: 'PIECE_MISSING',
            note: reason,
            pieceId: p.id,
            raisedBy: actor.userId,
          })),
        )
        .returning({ id: bookingExceptions.id });
      // The reason is the staff's own words: the event keeps it in the back office.
      const piece = left.map((p) => p.id).join(', ');
      const eventId = await recordEvent(tx, booking, actor, {
        notes: {
          vi: `${t('vi', 'pieces.splitEvent', { piece })}: ${reason}`,
          en: `${t('en', 'pieces.splitEvent', { piece })}: ${reason}`,
        },
        visibility: 'INTERNAL',
        // The public reads how many pieces follow, never the reason.
        publicNotes: {
          vi: t('vi', 'pieces.splitPublic', { n: left.length }),
          en: t('en', left.length === 1 ? 'pieces.splitPublic.one' : 'pieces.splitPublic', {
            n: left.length,
          }),
        },
        // E-mail only to the accounts that switched the event on (OPT_IN_NOTIFY_EVENTS).
        notify: 'PIECE_MISSING',
      });
      // The customer's systems hear of it only when an endpoint chose the event (off by default).
      await enqueueBookingEvent(tx, 'shipment.piece_missing', eventId);
      return { ...(await detail(tx, m)), exceptionIds: raised.map((r) => r.id) };
    }),
  );
}

/** Takes a shipment off an OPEN manifest: it goes back to IN_WAREHOUSE. */
export async function removeShipment(
  db: Db,
  id: string,
  bookingId: string,
  access: LineAccess,
  actor: Actor,
) {
  return changing(db, () =>
    onManifest(db, id, access, async (tx, m) => {
      if (m.status !== 'OPEN') throw conflict('manifest.notOpen', undefined, { status: m.status });
      const b = await lockedShipment(tx, m.id, eq(manifestShipments.bookingId, bookingId));
      await tx
        .delete(manifestShipments)
        .where(and(eq(manifestShipments.manifestId, m.id), eq(manifestShipments.bookingId, bookingId)));
      if (b.status === 'MANIFESTED')
        await applyTransition(tx, b, 'IN_WAREHOUSE', actor, {
          place: '',
          note: '',
          notes: { vi: `Rút khỏi manifest ${m.number}`, en: `Removed from manifest ${m.number}` },
        });
      return detail(tx, m);
    }),
  );
}

/**
 * Moves a manifest along OPEN → CLOSED → DEPARTED → ARRIVED (CLOSED → OPEN to reopen), staff of
 * the line only. DEPARTED moves every shipment to IN_TRANSIT and ARRIVED adds an arrival event
 * to each, in the same transaction as the manifest's own change: all or nothing.
 */
export async function transitionManifest(
  db: Db,
  id: string,
  to: ManifestStatus,
  access: LineAccess,
  actor: Actor,
) {
  return changing(db, () =>
    onManifest(db, id, access, async (tx, m) => {
      const from = m.status as ManifestStatus;
      if (!canManifestTransition(from, to))
        throw new AppError('INVALID_TRANSITION', 409, 'manifest.transitionNotAllowed', { from, to });
      const shipments = await lockedShipments(tx, m.id);
      if (to === 'CLOSED' && shipments.length === 0) throw conflict('manifest.empty');
      if (to === 'CLOSED') {
        // A shipment that breaks its destination's rules (an old booking, made before them) would
        // be held at that border: the manifest does not close until it is fixed or taken off.
        const broken: FieldError[] = shipments.flatMap(({ b }) =>
          brokenConsigneeRules(b.receiver).map((rule) => ({
            field: 'shipments',
            message: `manifest.rule.${rule}`,
            params: { code: b.code, trackingNumber: b.trackingNumber },
            code: b.code,
            trackingNumber: b.trackingNumber,
            rule,
          })),
        );
        if (broken.length)
          throw new AppError(
            'MANIFEST_RULES_BROKEN',
            409,
            'manifest.rulesBroken',
            { count: broken.length },
            broken,
          );
      }
      const carrierRef = m.flightNumber || m.mawb || m.mbl || m.number;
      if (to === 'DEPARTED') {
        // The carrier's manifest (the Yamato Excel's date header) and the tracking need the day it
        // leaves: a manifest with no departure date does not depart.
        if (!m.departureDate) throw conflict('manifest.departureDateRequired', 'departureDate');
        const stuck = shipments.filter((s) => s.b.status !== 'MANIFESTED');
        if (stuck.length)
          throw conflict('manifest.shipmentsNotReady', undefined, {
            numbers: stuck.map((s) => s.b.trackingNumber).join(', '),
          });
        // Every piece leaves with its booking, or stays behind named (a split): never unnoticed.
        const missing = await piecesNotOnManifest(tx, m.id);
        if (missing.length)
          throw new AppError(
            'PIECES_NOT_SCANNED',
            409,
            'manifest.piecesNotScanned',
            { pieces: missing.map((p) => p.id).join(', ') },
            missing.map((p) => ({
              field: 'pieces',
              message: 'manifest.piecesNotScanned',
              params: { pieces: p.id },
              pieceId: p.id,
            })),
          );
        const notes = {
          vi: `Đã khởi hành trên chuyến ${carrierRef} (${m.number})`,
          en: `Departed on ${carrierRef} (${m.number})`,
        };
        await applyTransitions(
          tx,
          shipments.map((s) => s.b),
          'IN_TRANSIT',
          actor,
          { place: '', note: '', notes },
        );
      }
      if (to === 'ARRIVED' && shipments.length) {
        const now = new Date();
        await tx.insert(bookingEvents).values(
          shipments
            .filter((s) => s.b.status === 'IN_TRANSIT')
            .map((s) => ({
              bookingId: s.b.id,
              status: 'IN_TRANSIT' as BookingStatus,
              place: m.destinationAirport,
              noteVi: `Đã đến ${m.destinationAirport} (${carrierRef})`,
              noteEn: `Arrived at ${m.destinationAirport} (${carrierRef})`,
              visibility: 'PUBLIC' as const,
              occurredAt: now,
              actorId: actor.userId,
            })),
        );
        await tx
          .update(bookings)
          .set({ lastEventAt: now })
          .where(
            and(
              inArray(
                bookings.id,
                shipments.map((s) => s.b.id),
              ),
              ne(bookings.status, 'DELIVERED'),
            ),
          );
      }
      const [updated] = await tx
        .update(manifests)
        .set({ status: to, updatedAt: new Date(), updatedBy: actor.userId })
        .where(eq(manifests.id, m.id))
        .returning();
      return detail(tx, updated!);
    }),
  );
}

/** Stores a POD photo or signature for a manifest's line (visible to its partner and staff). */
export async function savePodFile(
  db: Db,
  storage: Storage,
  id: string,
  file: { bytes: Buffer; format: string },
  access: LineAccess,
  actor: Actor,
) {
  const m = await visible(db, id, access);
  // The file goes to the store first: a row never names a file that is not there.
  const fileId = randomUUID();
  const storageKey = `${PRIVATE_PREFIX}pod/${fileId}.${file.format === 'jpeg' ? 'jpg' : file.format}`;
  await storage.put(storageKey, file.bytes, { contentType: `image/${file.format}` });
  const [row] = await db
    .insert(podFiles)
    .values({ id: fileId, line: m.line, format: file.format, storageKey, uploadedBy: actor.userId })
    .returning({ id: podFiles.id });
  return row!;
}

export async function readPodFile(db: DbOrTx, id: string, fileId: string, access: LineAccess) {
  const m = await visible(db, id, access);
  const [f] = await db
    .select()
    .from(podFiles)
    .where(and(eq(podFiles.id, fileId), eq(podFiles.line, m.line)));
  if (!f) throw notFound('manifest.podFileNotFound');
  return f;
}

/**
 * Records a delivery with its proof: the shipment must be on this manifest (else 404) and in
 * transit after departure; it moves to DELIVERED at the given time, with the receiver named.
 */
export async function recordDelivery(
  db: Db,
  id: string,
  input: TDeliveryRequest,
  access: LineAccess,
  actor: Actor,
  locale: Locale = 'vi',
): Promise<TDelivery> {
  // The number may be a piece's: its booking is delivered, with the pieces handed over (all of
  // them unless the piece ids say which: a partial delivery is recorded as one).
  const scanned = parseScannedCode(input.trackingNumber);
  const trackingNumber = scanned.kind === 'invalid' ? input.trackingNumber : scanned.trackingNumber;
  const read = readScan(input.pieceIds ?? [input.trackingNumber]);
  return changing(db, () =>
    db.transaction(async (tx) => {
      const m = await visible(tx, id, access);
      const b = await lockedShipment(tx, m.id, eq(bookings.trackingNumber, trackingNumber));
      if (b.status !== 'IN_TRANSIT')
        throw conflict('manifest.notDeliverable', 'trackingNumber', { status: b.status });
      for (const [field, fileId] of [
        ['photoId', input.photoId],
        ['signatureId', input.signatureId],
      ] as const) {
        if (!fileId) continue;
        const [f] = await tx
          .select({ id: podFiles.id })
          .from(podFiles)
          .where(and(eq(podFiles.id, fileId), eq(podFiles.line, m.line)));
        if (!f) throw fieldError(field, 'manifest.podFileNotFound');
      }
      const at = new Date(input.time);
      if (at.getTime() > Date.now() + 5 * 60_000) throw fieldError('time', 'manifest.deliveryInFuture');
      await applyTransition(tx, b, 'DELIVERED', actor, {
        place: b.receiver.city,
        note: '',
        time: at,
        notes: { vi: `Đã giao cho ${input.receiverName}`, en: `Delivered to ${input.receiverName}` },
        receiverName: input.receiverName,
      });
      await tx.insert(bookingDeliveries).values({
        bookingId: b.id,
        manifestId: m.id,
        receiverName: input.receiverName,
        deliveredAt: at,
        photoId: input.photoId ?? null,
        signatureId: input.signatureId ?? null,
        deliveredBy: actor.userId,
      });
      const pieceScans = await handOver(
        tx,
        { kind: 'DELIVERY', key: 'DELIVERY', at },
        actor,
        read,
        new Map<string, Outcome>([
          [
            b.trackingNumber,
            { kind: 'record', bookingId: b.id, where: whereText('DELIVERY', { place: b.receiver.city }) },
          ],
        ]),
        locale,
        { final: true },
      );
      return {
        pieceScans,
        bookingId: b.id,
        trackingNumber: b.trackingNumber,
        status: 'DELIVERED',
        receiverName: input.receiverName,
        deliveredAt: at.toISOString(),
        photoId: input.photoId ?? null,
        signatureId: input.signatureId ?? null,
      };
    }),
  );
}

/**
 * Packs a bag of an OPEN manifest (or repacks the bag of that number): the listed shipments,
 * already on the manifest, are in it and in no other bag; the bag's weight as weighed.
 */
export async function saveBag(db: Db, id: string, input: TManifestBagRequest, access: LineAccess) {
  return onManifest(db, id, access, async (tx, m) => {
    if (m.status !== 'OPEN') throw conflict('manifest.notOpen', undefined, { status: m.status });
    // A piece id packs its booking (issue 35): the bag holds shipments, all their pieces.
    const numberOf = bookingNumberOf;
    const numbers = [...new Set(input.trackingNumbers.map(numberOf))];
    const on = await tx
      .select({ bookingId: bookings.id, trackingNumber: bookings.trackingNumber, bag: manifestBags.number })
      .from(manifestShipments)
      .innerJoin(bookings, eq(bookings.id, manifestShipments.bookingId))
      .leftJoin(manifestBags, eq(manifestBags.id, manifestShipments.bagId))
      .where(and(eq(manifestShipments.manifestId, m.id), inArray(bookings.trackingNumber, numbers)));
    const found = new Map(on.map((r) => [r.trackingNumber, r]));
    input.trackingNumbers.forEach((n, i) => {
      const row = found.get(numberOf(n));
      if (!row) throw fieldError(`trackingNumbers.${i}`, 'manifest.shipmentNotFound');
      // A carton scanned into another bag than the one holding its shipment would split the
      // shipment across bags: refused, naming the bag. The shipment's own number moves it whole.
      if (n !== row.trackingNumber && row.bag && row.bag !== input.number)
        throw fieldError(`trackingNumbers.${i}`, 'pieces.wrong.bag', { piece: n, ref: row.bag });
    });
    const [bag] = await tx
      .insert(manifestBags)
      .values({ manifestId: m.id, number: input.number, weightKg: input.weightKg })
      .onConflictDoUpdate({
        target: [manifestBags.manifestId, manifestBags.number],
        set: { weightKg: input.weightKg },
      })
      .returning({ id: manifestBags.id });
    await tx
      .update(manifestShipments)
      .set({ bagId: null })
      .where(and(eq(manifestShipments.manifestId, m.id), eq(manifestShipments.bagId, bag!.id)));
    await tx
      .update(manifestShipments)
      .set({ bagId: bag!.id })
      .where(
        and(
          eq(manifestShipments.manifestId, m.id),
          inArray(
            manifestShipments.bookingId,
            [...found.values()].map((r) => r.bookingId),
          ),
        ),
      );
    return detail(tx, m);
  });
}

/** Unpacks a bag of an OPEN manifest: its shipments stay on the manifest, in no bag. */
export async function deleteBag(db: Db, id: string, bagId: string, access: LineAccess) {
  return onManifest(db, id, access, async (tx, m) => {
    if (m.status !== 'OPEN') throw conflict('manifest.notOpen', undefined, { status: m.status });
    const gone = await tx
      .delete(manifestBags)
      .where(and(eq(manifestBags.id, bagId), eq(manifestBags.manifestId, m.id)))
      .returning({ id: manifestBags.id });
    if (!gone.length) throw notFound('manifest.bagNotFound');
    return detail(tx, m);
  });
}

/**
 * A checkpoint reported by the line's partner agent (or its staff) on shipments of a departed
 * manifest: arrival, customs, out for delivery. Each becomes a tracking event of a shipment in
 * transit; every number gets its own answer, and numbers of other manifests are not touched.
 */
export async function recordCheckpoint(
  db: Db,
  id: string,
  input: TPartnerCheckpointRequest,
  access: LineAccess,
  actor: Actor,
  locale: Locale = 'vi',
): Promise<TPartnerCheckpointResponse> {
  const read = readScan(input.trackingNumbers);
  const numbers = [...read.groups.keys()];
  return changing(db, () =>
    db.transaction(async (tx) => {
      const m = await visible(tx, id, access);
      if (m.status !== 'DEPARTED' && m.status !== 'ARRIVED')
        throw conflict('manifest.notDeparted', undefined, { status: m.status });
      const rows = await tx
        .select({ id: bookings.id, trackingNumber: bookings.trackingNumber, status: bookings.status })
        .from(manifestShipments)
        .innerJoin(bookings, eq(bookings.id, manifestShipments.bookingId))
        .where(and(eq(manifestShipments.manifestId, m.id), inArray(bookings.trackingNumber, numbers)))
        .orderBy(bookings.id)
        .for('update', { of: bookings });
      const byNumber = new Map(rows.map((r) => [r.trackingNumber, r]));
      const answers = new Map<
        string,
        Omit<TPartnerCheckpointResponse['results'][number], 'trackingNumber'>
      >();
      const outcomes = new Map<string, Outcome>();
      const apply: string[] = [];
      const label = PARTNER_CHECKPOINT_LABELS[input.checkpoint];
      const place = input.place || m.destinationAirport;
      const where = {
        vi: t('vi', 'pieces.where.PARTNER', { checkpoint: label.vi, place }),
        en: t('en', 'pieces.where.PARTNER', { checkpoint: label.en, place }),
      };
      for (const n of numbers) {
        const r = byNumber.get(n);
        if (!r) answers.set(n, { result: 'not_on_manifest', status: null });
        else if (r.status !== 'IN_TRANSIT') {
          answers.set(n, { result: 'not_allowed', status: r.status });
          outcomes.set(n, { kind: 'not_allowed', bookingId: r.id, status: r.status });
        } else {
          answers.set(n, { result: 'applied', status: r.status });
          outcomes.set(n, { kind: 'record', bookingId: r.id, where });
          apply.push(r.id);
        }
      }
      // A piece of a shipment on another manifest of the caller's lines: say which one.
      for (const o of await shipmentsElsewhere(
        tx,
        numbers.filter((n) => !byNumber.has(n)),
        access.visible,
      ))
        outcomes.set(o.trackingNumber, {
          kind: 'wrong_place',
          bookingId: o.bookingId,
          where: { kind: 'manifest', ref: o.number },
        });
      if (apply.length) {
        const now = new Date();
        const suffix = input.note ? `: ${input.note}` : '';
        await tx.insert(bookingEvents).values(
          apply.map((bookingId) => ({
            bookingId,
            status: 'IN_TRANSIT' as BookingStatus,
            place: input.place || m.destinationAirport,
            noteVi: `${label.vi}${suffix}`,
            noteEn: `${label.en}${suffix}`,
            // A partner's typed note stays with staff; the customer reads the checkpoint alone.
            visibility: input.note ? ('INTERNAL' as const) : ('PUBLIC' as const),
            publicVi: label.vi,
            publicEn: label.en,
            occurredAt: now,
            actorId: actor.userId,
          })),
        );
        await tx.update(bookings).set({ lastEventAt: now }).where(inArray(bookings.id, apply));
      }
      const pieceScans = await handOver(
        tx,
        { kind: 'PARTNER', key: `PARTNER:${m.id}:${input.checkpoint}`, at: new Date() },
        actor,
        read,
        outcomes,
        locale,
      );
      const results: TPartnerCheckpointResponse['results'] = read.codes.map((c) =>
        c.kind === 'invalid'
          ? { trackingNumber: c.code, result: 'not_on_manifest', status: null }
          : { trackingNumber: c.code, ...answers.get(c.trackingNumber)! },
      );
      return { results, pieceScans };
    }),
  );
}
