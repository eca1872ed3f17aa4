import type {
  ManifestLine,
  TManifest,
  TManifestBag,
  TManifestListQuery,
  TManifestShipment,
  TManifestTotals,
} from '@acf/shared';
import { and, count, desc, eq, gte, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { bookings, manifestBags, manifestShipments, manifests } from '../../db/schema';
import { escapeLike } from '../../db/sql';

export type ManifestRow = typeof manifests.$inferSelect;

const hcmDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);
const nextHcmDay = (day: string) => new Date(hcmDayStart(day).getTime() + 86_400_000);

/** The partner-line scope: only the lines the caller may see, inside every query. */
export const lineScope = (lines: readonly ManifestLine[]): SQL =>
  lines.length ? inArray(manifests.line, [...lines]) : sql`false`;

export async function findManifest(db: DbOrTx, id: string, lines: readonly ManifestLine[], lock = false) {
  const q = db
    .select()
    .from(manifests)
    .where(and(eq(manifests.id, id), lineScope(lines)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function listManifests(db: DbOrTx, lines: readonly ManifestLine[], q: TManifestListQuery) {
  const s = q.search.trim();
  const where = and(
    lineScope(lines),
    q.line ? eq(manifests.line, q.line) : undefined,
    q.status ? eq(manifests.status, q.status) : undefined,
    q.from ? gte(manifests.createdAt, hcmDayStart(q.from)) : undefined,
    q.to ? lt(manifests.createdAt, nextHcmDay(q.to)) : undefined,
    s
      ? or(
          like(manifests.number, `${escapeLike(s.toUpperCase())}%`),
          like(manifests.mawb, `%${escapeLike(s)}%`),
          like(sql`lower(${manifests.flightNumber})`, `%${escapeLike(s.toLowerCase())}%`),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(manifests)
      .where(where)
      .orderBy(desc(manifests.createdAt), desc(manifests.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(manifests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Next daily number of a line: one counter row per line and day, incremented in the database. */
export async function nextManifestSeq(db: DbOrTx, line: ManifestLine, day: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`insert into manifest_day_counters (line, day, n) values (${line}, ${day}, 1)
        on conflict (line, day) do update set n = manifest_day_counters.n + 1
        returning n`,
  );
  return Number(row!.n);
}

const piecesSql = sql<number>`(select coalesce(sum((p->>'quantity')::int), 0) from jsonb_array_elements(${bookings.pieces}) p)`;

/** Totals of many manifests: shipments, pieces, gross and chargeable kg, declared value per currency. */
export async function manifestTotals(db: DbOrTx, ids: string[]): Promise<Map<string, TManifestTotals>> {
  const out = new Map<string, TManifestTotals>();
  for (const id of ids)
    out.set(id, { shipments: 0, pieces: 0, grossKg: 0, chargeableKg: 0, declaredValue: [] });
  if (!ids.length) return out;
  const rows = await db
    .select({
      manifestId: manifestShipments.manifestId,
      currency: bookings.currency,
      shipments: count(),
      pieces: sql<string>`sum(${piecesSql})`,
      gross: sql<string>`sum(${bookings.actualWeight})`,
      chargeable: sql<string>`sum(${bookings.chargeableWeight})`,
      declared: sql<string>`sum(${bookings.declaredValue})`,
    })
    .from(manifestShipments)
    .innerJoin(bookings, eq(bookings.id, manifestShipments.bookingId))
    .where(inArray(manifestShipments.manifestId, ids))
    .groupBy(manifestShipments.manifestId, bookings.currency)
    .orderBy(bookings.currency);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  for (const r of rows) {
    const t = out.get(r.manifestId)!;
    t.shipments += Number(r.shipments);
    t.pieces += Number(r.pieces);
    t.grossKg = round(t.grossKg + Number(r.gross));
    t.chargeableKg = round(t.chargeableKg + Number(r.chargeable));
    t.declaredValue.push({ currency: r.currency, amount: Number(r.declared) });
  }
  return out;
}

/**
 * Of a shipment's pieces, those scanned into its manifest (issue 35): its last sighting is the
 * manifest, or its history has it (it has moved on since, at a partner's checkpoint).
 */
const onManifest = sql`'MANIFEST:' || ${manifestShipments.manifestId}`;
const piecesScannedSql = sql<number>`(select count(*)::int from booking_pieces p
  where p.booking_id = ${bookings.id} and (p.last_handover = ${onManifest} or exists
    (select 1 from piece_scans s where s.piece_id = p.id and s.handover = ${onManifest})))`;
const piecesTotalSql = sql<number>`(select count(*)::int from booking_pieces p where p.booking_id = ${bookings.id})`;

export async function manifestShipmentRows(db: DbOrTx, manifestId: string): Promise<TManifestShipment[]> {
  const rows = await db
    .select({
      bookingId: bookings.id,
      trackingNumber: bookings.trackingNumber,
      status: bookings.status,
      receiverName: bookings.receiverName,
      receiverCountry: bookings.receiverCountry,
      pieces: piecesSql,
      grossKg: bookings.actualWeight,
      chargeableKg: bookings.chargeableWeight,
      declaredValue: bookings.declaredValue,
      currency: bookings.currency,
      goodsDescription: bookings.goodsDescription,
      bagNumber: manifestBags.number,
      piecesScanned: piecesScannedSql,
      piecesTotal: piecesTotalSql,
    })
    .from(manifestShipments)
    .innerJoin(bookings, eq(bookings.id, manifestShipments.bookingId))
    .leftJoin(manifestBags, eq(manifestBags.id, manifestShipments.bagId))
    .where(eq(manifestShipments.manifestId, manifestId))
    .orderBy(manifestShipments.addedAt, bookings.trackingNumber);
  return rows.map((r) => ({
    ...r,
    pieces: Number(r.pieces),
    grossKg: Number(r.grossKg),
    chargeableKg: Number(r.chargeableKg),
    declaredValue: Number(r.declaredValue),
    piecesScanned: Number(r.piecesScanned),
    piecesTotal: Number(r.piecesTotal),
  }));
}

export function toManifest(r: ManifestRow, totals: TManifestTotals): TManifest {
  return {
    id: r.id,
    number: r.number,
    line: r.line as TManifest['line'],
    status: r.status as TManifest['status'],
    office: r.office,
    mode: r.mode as TManifest['mode'],
    destinationCountry: r.destinationCountry,
    destinationAirport: r.destinationAirport,
    flightNumber: r.flightNumber,
    mawb: r.mawb,
    mbl: r.mbl,
    departureDate: r.departureDate == null ? null : String(r.departureDate),
    eta: r.eta == null ? null : String(r.eta),
    note: r.note,
    totals,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function manifestBagRows(db: DbOrTx, manifestId: string): Promise<TManifestBag[]> {
  const rows = await db
    .select({
      id: manifestBags.id,
      number: manifestBags.number,
      weightKg: manifestBags.weightKg,
      trackingNumber: bookings.trackingNumber,
    })
    .from(manifestBags)
    .leftJoin(manifestShipments, eq(manifestShipments.bagId, manifestBags.id))
    .leftJoin(bookings, eq(bookings.id, manifestShipments.bookingId))
    .where(eq(manifestBags.manifestId, manifestId))
    .orderBy(manifestBags.number, bookings.trackingNumber);
  const out = new Map<string, TManifestBag>();
  for (const r of rows) {
    const bag = out.get(r.id) ?? {
      id: r.id,
      number: r.number,
      weightKg: Number(r.weightKg),
      trackingNumbers: [],
    };
    if (r.trackingNumber) bag.trackingNumbers.push(r.trackingNumber);
    out.set(r.id, bag);
  }
  return [...out.values()];
}

/** Shipments on a manifest of the given lines, by tracking number, with that manifest's number. */
export async function shipmentsElsewhere(
  db: DbOrTx,
  trackingNumbers: string[],
  lines: readonly ManifestLine[],
) {
  if (!trackingNumbers.length) return [];
  return db
    .select({ bookingId: bookings.id, trackingNumber: bookings.trackingNumber, number: manifests.number })
    .from(manifestShipments)
    .innerJoin(bookings, eq(bookings.id, manifestShipments.bookingId))
    .innerJoin(manifests, eq(manifests.id, manifestShipments.manifestId))
    .where(and(inArray(bookings.trackingNumber, trackingNumbers), lineScope(lines)));
}
