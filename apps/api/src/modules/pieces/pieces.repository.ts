import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';

export interface PieceRow {
  id: string;
  bookingId: string;
  idx: number;
  lastHandover: string | null;
}

/** The pieces of some bookings, by booking and index: one index scan of (booking_id, idx). */
export async function piecesOf(db: DbOrTx, bookingIds: string[]): Promise<PieceRow[]> {
  if (!bookingIds.length) return [];
  return rowsOf<PieceRow>(
    db,
    sql`select id, booking_id as "bookingId", idx, last_handover as "lastHandover"
        from booking_pieces where booking_id = any(${`{${bookingIds.join(',')}}`}::uuid[])
        order by booking_id, idx`,
  );
}

export interface SeenPiece {
  id: string;
  whereVi: string;
  whereEn: string;
}

/**
 * Records one hand-over of many pieces in three statements, whatever their number: the scans
 * (history), each piece's last sighting, and each booking's current hand-over with its
 * pieces-missing flag (a piece not seen at that hand-over).
 */
export async function recordSeen(
  db: DbOrTx,
  h: { kind: string; key: string; at: Date; actorId: string },
  seen: SeenPiece[],
  bookingIds: string[],
) {
  if (seen.length) {
    const ids = arrayOf(seen.map((s) => s.id));
    const vi = arrayOf(seen.map((s) => s.whereVi));
    const en = arrayOf(seen.map((s) => s.whereEn));
    await db.execute(sql`
      with u as (select * from unnest(${ids}::text[], ${vi}::text[], ${en}::text[]) as u(id, vi, en)),
      upd as (
        update booking_pieces p
        set last_handover = ${h.key}, last_seen_at = ${h.at}, last_where_vi = u.vi, last_where_en = u.en,
            last_seen_by = ${h.actorId}
        from u where p.id = u.id
        returning p.id, p.booking_id, u.vi, u.en
      )
      insert into piece_scans (booking_id, piece_id, kind, handover, where_vi, where_en, at, actor_id)
      select booking_id, id, ${h.kind}, ${h.key}, vi, en, ${h.at}, ${h.actorId} from upd`);
  }
  // The flag from each booking's own pieces (an index range of booking_pieces per booking), not
  // from an EXISTS the planner may hash over the whole table.
  if (bookingIds.length)
    await db.execute(sql`
      update bookings b set handover = ${h.key}, pieces_missing = m.missing
      from (select p.booking_id, bool_or(p.last_handover is distinct from ${h.key}) as missing
            from booking_pieces p
            where p.booking_id = any(${`{${bookingIds.join(',')}}`}::uuid[])
            group by p.booking_id) m
      where b.id = m.booking_id`);
}

/** A PostgreSQL array literal of text values (quoted, escaped). */
export function arrayOf(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

export interface PieceView {
  id: string;
  bookingId: string;
  idx: number;
  lastSeenAt: Date | null;
  whereVi: string | null;
  whereEn: string | null;
  by: string | null;
}

/** The pieces of bookings with their last sighting and who made it. */
export async function pieceViews(db: DbOrTx, bookingIds: string[]): Promise<PieceView[]> {
  if (!bookingIds.length) return [];
  return rowsOf<PieceView>(
    db,
    sql`select p.id, p.booking_id as "bookingId", p.idx, p.last_seen_at as "lastSeenAt",
          p.last_where_vi as "whereVi", p.last_where_en as "whereEn", u.username as by
        from booking_pieces p left join users u on u.id = p.last_seen_by
        where p.booking_id = any(${`{${bookingIds.join(',')}}`}::uuid[])
        order by p.booking_id, p.idx`,
  );
}

export interface ScanView {
  pieceId: string;
  kind: string;
  at: Date;
  whereVi: string;
  whereEn: string;
  by: string | null;
}

/** Every hand-over of a booking's pieces, oldest first. */
export async function scansOf(db: DbOrTx, bookingId: string): Promise<ScanView[]> {
  return rowsOf<ScanView>(
    db,
    sql`select s.piece_id as "pieceId", s.kind, s.at, s.where_vi as "whereVi", s.where_en as "whereEn",
          u.username as by
        from piece_scans s left join users u on u.id = s.actor_id
        where s.booking_id = ${bookingId} order by s.at, s.id`,
  );
}

/** Pieces of a manifest's bookings not scanned into it, and not split off by an open exception. */
export async function piecesNotOnManifest(db: DbOrTx, manifestId: string) {
  return rowsOf<{ id: string; bookingId: string }>(
    db,
    sql`select p.id, p.booking_id as "bookingId"
        from manifest_shipments ms join booking_pieces p on p.booking_id = ms.booking_id
        where ms.manifest_id = ${manifestId}
          and p.last_handover is distinct from ${`MANIFEST:${manifestId}`}
          and not exists (select 1 from booking_exceptions e
            where e.piece_id = p.id and e.reason = 'PIECE_MISSING' and e.resolved_at is null)
        order by p.booking_id, p.idx`,
  );
}

/** Of some bookings, those missing a piece at their current hand-over: how many seen, of how many, which not. */
export async function stillMissing(db: DbOrTx, bookingIds: string[]) {
  if (!bookingIds.length) return [];
  return rowsOf<{ id: string; status: string; seen: number; of: number; missing: string }>(
    db,
    sql`select b.id, b.status,
          count(*) filter (where p.last_handover = b.handover)::int as seen, count(*)::int as of,
          string_agg(p.id, ', ' order by p.idx) filter (where p.last_handover is distinct from b.handover) as missing
        from bookings b join booking_pieces p on p.booking_id = b.id
        where b.id = any(${`{${bookingIds.join(',')}}`}::uuid[]) and b.pieces_missing
        group by b.id, b.status`,
  );
}
