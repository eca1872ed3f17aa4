import { randomUUID } from 'node:crypto';
import {
  hcmClock,
  type Locale,
  OVERVIEW_LIST_LIMIT,
  OVERVIEW_MAX_DAYS,
  PICKUP_EVENTS,
  PICKUP_FLAG_AFTER,
  PICKUP_PHOTO_MAX_SIDE,
  pickupLatenessUntil,
  type TAssignableQuery,
  type TAssignRequest,
  type TAssignResponse,
  type TConfirmPickupRequest,
  type TFailPickupRequest,
  type TOverviewQuery,
  type TPickupItem,
  type TPickupOverview,
  type TPickupResult,
  type TPieceScan,
  type TUnassignRequest,
  todayInHcm,
} from '@acf/shared';
import dayjs from 'dayjs';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db, Tx } from '../../db/client';
import { bookings, pickupFiles } from '../../db/schema';
import { pgCode } from '../../db/sql';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { KeptAnswers } from '../../lib/kept-answers';
import { type CacheMeter, cacheMeter } from '../../lib/metrics';
import { PRIVATE_PREFIX, type Storage } from '../../lib/storage';
import type { Actor } from '../../plugins/auth-markers';
import { type BookingRow, priceFigures } from '../bookings/bookings.repository';
import { applyTransition, changing, recordEvent } from '../bookings/bookings.service';
import { bookedFigures, remeasureBooking } from '../bookings/remeasure';
import { detectImageFormat } from '../content/images';
import { handOver, type Outcome, readScan, whereText } from '../pieces/pieces.service';
import * as repo from './pickups.repository';

/** The day asked for, or today in Ho Chi Minh. */
const dayOf = (date: string | undefined, now: Date) => date ?? todayInHcm(now);

/** The pickup lists' answers kept per database (ADR 022): one store of 8 MB for both lists. */
const keptByDb = new WeakMap<object, KeptAnswers>();
const mineMeter = cacheMeter('pickups_mine');
const assignableMeter = cacheMeter('pickups_assignable');

/**
 * A pickup list as the JSON sent, from memory while nothing it shows has changed: `version` (read
 * by the caller before `build`, from the database, so writes of any API instance count) is the one
 * it was built at, and no late flag has changed since (pickupLatenessUntil). The version is read
 * before the list, so a kept answer is never older than its version.
 */
async function kept(
  db: Db,
  meter: CacheMeter,
  key: string,
  version: string,
  now: Date,
  build: () => Promise<{ rows: TPickupItem[]; body: string }>,
): Promise<string> {
  let answers = keptByDb.get(db);
  if (!answers) {
    answers = new KeptAnswers();
    keptByDb.set(db, answers);
  }
  return answers.answer(
    key,
    version,
    now.getTime(),
    async () => {
      const { rows, body } = await build();
      return {
        body,
        until: pickupLatenessUntil(
          now,
          rows.map((r) => r.pickup),
        ),
      };
    },
    meter,
  );
}

type PageOf = { rows: TPickupItem[]; total: number; capped: boolean };

/**
 * A driver's own pickups as the JSON sent (`serialize`: the route's own serializer), kept while
 * the driver's list version (migration 0022: moved at the commit of every write to what the list
 * shows) is unchanged. One primary-key lookup then stands for the 40-card query (about 1.4 ms of
 * CPU between the API and PostgreSQL).
 */
export async function mineAnswer(
  db: Db,
  actor: Actor,
  q: { page: number; pageSize: number; date?: string },
  serialize: (page: PageOf) => string,
  now = new Date(),
): Promise<string> {
  const date = dayOf(q.date, now);
  const version = await repo.mineVersion(db, actor.userId);
  return kept(
    db,
    mineMeter,
    `mine|${actor.userId}|${date}|${q.page}|${q.pageSize}`,
    version,
    now,
    async () => {
      const page = await repo.mine(db, actor.userId, date, q, now);
      return { rows: page.rows, body: serialize(page) };
    },
  );
}

/** Rows of pickup_open_changes beyond which a miss merges them (the version reads them all). */
const OPEN_CHANGES_MERGE_AT = 50;

/**
 * The dispatcher's list as the JSON sent (`serialize`: the route's own serializer), kept while no
 * open pickup of that day or before changed (migrations 0024, 0039: every commit of a write to
 * what the list shows raises the version of its day and the days after) and no late flag turned. Its total is counted with the list, not taken from the 5 s
 * list cache: a kept answer must be exact.
 */
export async function assignableAnswer(
  db: Db,
  q: TAssignableQuery,
  serialize: (page: PageOf & { date: string }) => string,
  now = new Date(),
): Promise<string> {
  const date = dayOf(q.date, now);
  const { version, rows } = await repo.openVersion(db, date);
  const key = `assignable|${JSON.stringify([date, q.page, q.pageSize, q.office, q.city, q.code, q.provinceCode, q.communeCode, q.timeWindow, q.includeAssigned])}`;
  return kept(db, assignableMeter, key, version, now, async () => {
    if (rows > OPEN_CHANGES_MERGE_AT) await repo.mergeOpenChanges(db);
    const page = await repo.assignable(db, { ...q, date }, now);
    return { rows: page.rows, body: serialize({ ...page, date }) };
  });
}

export async function staffLoad(db: Db, date: string | undefined, now = new Date()) {
  const day = dayOf(date, now);
  return { date: day, results: await repo.staffLoad(db, day) };
}

/** Locks the bookings of `ids` (in id order, so two dispatchers cannot deadlock); all must exist. */
async function lockAll(tx: Tx, ids: string[]): Promise<BookingRow[]> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(bookings)
    .where(inArray(bookings.id, unique))
    .orderBy(bookings.id)
    .for('update');
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw fieldError(`bookingIds.${missing}`, 'pickup.bookingNotFound');
  return rows;
}

/**
 * Assigns bookings to a pickup driver, all or nothing: every booking must be BOOKED or
 * ASSIGNED (else a 409 naming the codes, and nothing changes). BOOKED → ASSIGNED writes the
 * "Assigned for pickup" event; an ASSIGNED booking given to someone else is a reassignment
 * (event and audit row); given to the same driver, nothing is written.
 */
export async function assign(db: Db, actor: Actor, req: TAssignRequest): Promise<TAssignResponse> {
  const driver = await repo.findDriver(db, req.assigneeId);
  if (!driver) throw fieldError('assigneeId', 'pickup.assigneeInvalid');
  return changing(db, () =>
    db.transaction(async (tx) => {
      const rows = await lockAll(tx, req.bookingIds);
      const refused = rows.filter((b) => b.status !== 'BOOKED' && b.status !== 'ASSIGNED');
      if (refused.length)
        throw conflict('pickup.notAssignable', 'bookingIds', {
          codes: refused.map((b) => b.code).join(', '),
        });
      const names = await previousAssignees(tx, rows);
      const now = new Date();
      for (const b of rows) {
        if (b.status === 'ASSIGNED' && b.assigneeId === driver.id) continue;
        await tx
          .update(bookings)
          .set({ assigneeId: driver.id, assignedAt: now, assignedBy: actor.userId })
          .where(eq(bookings.id, b.id));
        const audit = {
          field: 'assignee',
          before: names.get(b.assigneeId ?? '') ?? null,
          after: driver.fullName,
        };
        if (b.status === 'BOOKED') {
          await applyTransition(tx, b, 'ASSIGNED', actor, {
            place: '',
            note: '',
            notes: PICKUP_EVENTS.assigned,
          });
          await recordAudit(tx, b, actor, audit, now);
        } else await recordEvent(tx, b, actor, { notes: PICKUP_EVENTS.reassigned, audit });
      }
      return {
        results: req.bookingIds.map((id) => {
          const b = rows.find((r) => r.id === id)!;
          return { bookingId: b.id, code: b.code, status: 'ASSIGNED' as const, assigneeId: driver.id };
        }),
      };
    }),
  );
}

async function previousAssignees(tx: Tx, rows: BookingRow[]) {
  const ids = [...new Set(rows.map((r) => r.assigneeId).filter((x): x is string => !!x))];
  const found = await Promise.all(ids.map((id) => repo.findPerson(tx, id)));
  return new Map(found.filter((p) => !!p).map((p) => [p.id, p.fullName || p.username]));
}

async function recordAudit(
  tx: Tx,
  b: BookingRow,
  actor: Actor,
  audit: { field: string; before: string | null; after: string | null },
  at: Date,
) {
  await repo.insertHistory(tx, { bookingId: b.id, ...audit, userId: actor.userId, at });
}

/** Takes bookings back from their driver: ASSIGNED → BOOKED, all or nothing. */
export async function unassign(db: Db, actor: Actor, req: TUnassignRequest): Promise<TAssignResponse> {
  return changing(db, () =>
    db.transaction(async (tx) => {
      const rows = await lockAll(tx, req.bookingIds);
      const refused = rows.filter((b) => b.status !== 'ASSIGNED');
      if (refused.length)
        throw conflict('pickup.notAssigned', 'bookingIds', { codes: refused.map((b) => b.code).join(', ') });
      const names = await previousAssignees(tx, rows);
      const now = new Date();
      for (const b of rows) {
        await tx
          .update(bookings)
          .set({ assigneeId: null, assignedAt: null, assignedBy: null })
          .where(eq(bookings.id, b.id));
        await applyTransition(tx, b, 'BOOKED', actor, {
          place: '',
          note: '',
          notes: PICKUP_EVENTS.unassigned,
        });
        await recordAudit(
          tx,
          b,
          actor,
          { field: 'assignee', before: names.get(b.assigneeId ?? '') ?? null, after: null },
          now,
        );
      }
      return {
        results: req.bookingIds.map((id) => {
          const b = rows.find((r) => r.id === id)!;
          return { bookingId: b.id, code: b.code, status: 'BOOKED' as const, assigneeId: null };
        }),
      };
    }),
  );
}

function toResult(b: BookingRow, attemptId: string, pieceScans: TPieceScan[] = []): TPickupResult {
  return {
    pieceScans,
    id: b.id,
    code: b.code,
    trackingNumber: b.trackingNumber,
    status: b.status as TPickupResult['status'],
    attemptId,
    failedAttempts: b.failedAttempts,
    flagged: b.failedAttempts >= PICKUP_FLAG_AFTER,
    pieces: b.pieces,
    actualWeight: Number(b.actualWeight),
    volumetricWeight: Number(b.volumetricWeight),
    chargeableWeight: Number(b.chargeableWeight),
    bookedChargeableWeight: bookedFigures(b).chargeableWeight,
    price: priceFigures(b),
    booked: b.booked ?? null,
  };
}

/** A queued action carries the time the driver acted: not in the future, not older than 7 days. */
function actedAt(occurredAt: string | undefined, now: Date): Date {
  if (!occurredAt) return now;
  const at = new Date(occurredAt);
  if (at.getTime() > now.getTime() + 5 * 60_000) throw fieldError('occurredAt', 'pickup.inFuture');
  if (at.getTime() < now.getTime() - 7 * 86_400_000) throw fieldError('occurredAt', 'pickup.tooOld');
  return at;
}

/**
 * The driver's side of an attempt, in one transaction: the booking is locked among the
 * caller's own pickups (anyone else's is a 404), then a retried call with the same
 * Idempotency-Key answers the first attempt instead of writing again.
 */
async function attempt(
  db: Db,
  actor: Actor,
  bookingId: string,
  key: string,
  write: (
    tx: Tx,
    b: BookingRow,
    now: Date,
  ) => Promise<{ row: BookingRow; attemptId: string; pieceScans?: TPieceScan[] }>,
): Promise<TPickupResult> {
  const run = () =>
    db.transaction(async (tx) => {
      const [b] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), eq(bookings.assigneeId, actor.userId)))
        .for('update');
      const previous = await repo.findAttemptByKey(tx, actor.userId, key);
      if (previous) {
        if (previous.bookingId !== bookingId) throw conflict('pickup.keyReused', 'idempotency-key');
        if (!b) throw notFound('pickup.notFound');
        return toResult(b, previous.id);
      }
      if (!b) throw notFound('pickup.notFound');
      if (b.status !== 'ASSIGNED') throw conflict('pickup.notAssignedState', undefined, { status: b.status });
      const done = await write(tx, b, new Date());
      return toResult(done.row, done.attemptId, done.pieceScans);
    });
  return changing(db, async () => {
    try {
      return await run();
    } catch (err) {
      // The same key sent twice at once: the second waited on the first's lock, or lost the
      // race on the unique index. Either way the first attempt is the answer.
      if (pgCode(err) === '23505') return run();
      throw err;
    }
  });
}

export async function confirmPickup(
  db: Db,
  actor: Actor,
  bookingId: string,
  req: TConfirmPickupRequest,
  key: string,
  locale: Locale = 'vi',
): Promise<TPickupResult> {
  return attempt(db, actor, bookingId, key, async (tx, b, now) => {
    const at = actedAt(req.occurredAt, now);
    const fileIds = [...req.photoIds, ...(req.signatureId ? [req.signatureId] : [])];
    const usable = await repo.attachableFiles(tx, fileIds, actor.userId, b.id);
    req.photoIds.forEach((id, i) => {
      if (!usable.has(id)) throw fieldError(`photoIds.${i}`, 'pickup.fileNotFound');
    });
    if (req.signatureId && !usable.has(req.signatureId))
      throw fieldError('signatureId', 'pickup.fileNotFound');
    const measured = await remeasureBooking(tx, b, req.pieces, actor, now);
    await repo.attachFiles(tx, fileIds, b.id);
    const a = await repo.insertAttempt(tx, {
      bookingId: b.id,
      assigneeId: actor.userId,
      outcome: 'PICKED_UP',
      office: b.office,
      chargeableWeight: measured.weights.chargeableWeight,
      note: req.note,
      pieces: measured.row.pieces,
      photoIds: req.photoIds,
      signatureId: req.signatureId ?? null,
      location: req.location ?? null,
      occurredAt: at,
      idempotencyKey: key,
    });
    await applyTransition(tx, measured.row, 'PICKED_UP', actor, {
      place: b.sender.city,
      note: '',
      time: at,
      notes: PICKUP_EVENTS.pickedUp,
    });
    const pieceScans = await pickupPieces(tx, b, req.pieceIds, actor, at, locale);
    return { row: { ...measured.row, status: 'PICKED_UP' }, attemptId: a.id, pieceScans };
  });
}

/**
 * The driver's hand-over: the pieces scanned at the door (all of them when none are listed). A
 * piece of another booking is refused with where it belongs: another driver's pickup, or
 * another of this driver's bookings.
 */
async function pickupPieces(
  tx: Tx,
  b: BookingRow,
  pieceIds: string[] | undefined,
  actor: Actor,
  at: Date,
  locale: Locale,
) {
  const read = readScan(pieceIds ?? [b.trackingNumber]);
  const outcomes = new Map<string, Outcome>([
    [b.trackingNumber, { kind: 'record', bookingId: b.id, where: whereText('PICKUP') }],
  ]);
  const others = [...read.groups.keys()].filter((n) => n !== b.trackingNumber);
  for (const o of await repo.assigneesOf(tx, others))
    outcomes.set(o.trackingNumber, {
      kind: 'wrong_place',
      bookingId: o.id,
      where:
        o.assigneeId && o.assigneeId !== actor.userId
          ? { kind: 'driver', ref: o.assigneeName ?? '' }
          : { kind: 'booking', ref: o.trackingNumber },
    });
  return handOver(tx, { kind: 'PICKUP', key: 'PICKUP', at }, actor, read, outcomes, locale, { final: true });
}

export async function failPickup(
  db: Db,
  actor: Actor,
  bookingId: string,
  req: TFailPickupRequest,
  key: string,
): Promise<TPickupResult> {
  return attempt(db, actor, bookingId, key, async (tx, b, now) => {
    const at = actedAt(req.occurredAt, now);
    const a = await repo.insertAttempt(tx, {
      bookingId: b.id,
      assigneeId: actor.userId,
      outcome: 'FAILED',
      office: b.office,
      reason: req.reason,
      note: req.note,
      location: req.location ?? null,
      occurredAt: at,
      idempotencyKey: key,
    });
    const [row] = await tx
      .update(bookings)
      .set({ failedAttempts: b.failedAttempts + 1 })
      .where(eq(bookings.id, b.id))
      .returning();
    await recordEvent(tx, b, actor, {
      notes: PICKUP_EVENTS.failed(req.reason, req.note),
      // The driver's typed note stays with staff; the customer reads the reason alone.
      visibility: req.note ? 'INTERNAL' : 'PUBLIC',
      publicNotes: PICKUP_EVENTS.failed(req.reason, ''),
      notify: 'PICKUP_FAILED',
      place: b.sender.city,
      time: at,
      audit: {
        field: 'failedAttempts',
        before: String(b.failedAttempts),
        after: String(b.failedAttempts + 1),
      },
    });
    return { row: row!, attemptId: a.id };
  });
}

/**
 * A photo or signature from the driver's phone: any image sharp reads (JPEG, PNG, WebP, HEIF…),
 * turned upright, shrunk to ≤ 1600 px and stored as WebP without metadata (no GPS in the file).
 */
export async function savePhoto(db: Db, storage: Storage, actor: Actor, bytes: Buffer) {
  if (!(await detectImageFormat(bytes))) throw fieldError('file', 'pickup.notImage');
  const out = await sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({
      width: PICKUP_PHOTO_MAX_SIDE,
      height: PICKUP_PHOTO_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw fieldError('file', 'pickup.notImage');
    });
  // The file goes to the store first: a row never names a file that is not there.
  const id = randomUUID();
  const storageKey = `${PRIVATE_PREFIX}pickup/${id}.webp`;
  await storage.put(storageKey, out.data, { contentType: 'image/webp' });
  const saved = await repo.saveFile(db, {
    id,
    storageKey,
    size: out.data.length,
    format: 'webp',
    uploadedBy: actor.userId,
  });
  return { id: saved.id, size: saved.size, width: out.info.width, height: out.info.height };
}

/** A pickup photo: its uploader, and the dispatchers and pickup managers, may see it. */
export async function readPhoto(db: Db, actor: Actor, id: string) {
  const staffWide = actor.permissions.has('manage_pick_up') || actor.permissions.has('assignee_booking');
  const scope: SQL | undefined = staffWide ? undefined : or(eq(pickupFiles.uploadedBy, actor.userId));
  const f = await repo.readFile(db, id, scope);
  if (!f) throw notFound('pickup.fileNotFound');
  return f;
}

/** The period asked for (default: the last 7 days, today included), at most OVERVIEW_MAX_DAYS. */
export function overviewPeriod(q: TOverviewQuery, now = new Date()) {
  const today = todayInHcm(now);
  const to = q.to ?? today;
  const from = q.from ?? dayjs(to).subtract(6, 'day').format('YYYY-MM-DD');
  if (from > to) throw fieldError('from', 'pickup.periodReversed');
  if (dayjs(to).diff(dayjs(from), 'day') + 1 > OVERVIEW_MAX_DAYS)
    throw fieldError('to', 'pickup.periodTooLong', { max: OVERVIEW_MAX_DAYS });
  return { from, to };
}

export async function overview(db: Db, q: TOverviewQuery, now = new Date()): Promise<TPickupOverview> {
  const { from, to } = overviewPeriod(q, now);
  const f = { from, to, office: q.office, assigneeId: q.assigneeId };
  const hm = hcmClock(now);
  const [counts, attempts, [total], late] = await Promise.all([
    repo.attemptCounts(db, f),
    repo.attemptList(db, f, OVERVIEW_LIST_LIMIT),
    repo.attemptTotal(db, f),
    repo.latePickups(db, { ...f, today: todayInHcm(now), nowTime: hm }, now),
  ]);
  const days = new Map<string, { date: string; pickedUp: number; failed: number }>();
  for (let d = dayjs(from); !d.isAfter(dayjs(to)); d = d.add(1, 'day')) {
    const date = d.format('YYYY-MM-DD');
    days.set(date, { date, pickedUp: 0, failed: 0 });
  }
  type StaffRow = TPickupOverview['byStaff'][number];
  const staff = new Map<string, StaffRow>();
  const totals = { pickedUp: 0, failed: 0, late: 0 };
  for (const c of counts) {
    const key = c.outcome === 'PICKED_UP' ? 'pickedUp' : 'failed';
    const day = days.get(c.day);
    if (day) day[key] += c.n;
    totals[key] += c.n;
    const s =
      staff.get(c.assigneeId) ??
      ({
        id: c.assigneeId,
        username: c.username,
        fullName: c.fullName,
        pickedUp: 0,
        failed: 0,
        late: 0,
        pickedUpWeight: 0,
      } as StaffRow);
    s[key] += c.n;
    s.pickedUpWeight = Math.round((s.pickedUpWeight + Number(c.kg)) * 1000) / 1000;
    staff.set(c.assigneeId, s);
  }
  for (const l of late.byAssignee) {
    totals.late += l.n;
    if (!l.assigneeId) continue;
    const s = staff.get(l.assigneeId);
    if (s) s.late += l.n;
    else {
      const p = await repo.findPerson(db, l.assigneeId);
      if (p) staff.set(p.id, { ...p, pickedUp: 0, failed: 0, late: l.n, pickedUpWeight: 0 });
    }
  }
  return {
    from,
    to,
    totals,
    byDay: [...days.values()],
    byStaff: [...staff.values()].sort((a, b) =>
      (a.fullName || a.username).localeCompare(b.fullName || b.username, 'vi'),
    ),
    late: late.rows,
    attempts,
    attemptsTotal: total?.n ?? 0,
  };
}
