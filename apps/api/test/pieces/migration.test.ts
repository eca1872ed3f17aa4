import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { piecesSuite } from './setup';

const p = piecesSuite();

/** Migration 0035's statements that fill in the bookings made before it (those after its trigger). */
function backfill(): string[] {
  const file = path.resolve(__dirname, '../../src/db/migrations/0035_booking_pieces.sql');
  const statements = readFileSync(file, 'utf8').split('--> statement-breakpoint');
  const from = statements.findIndex((s) => s.includes('-- Every booking made before'));
  expect(from).toBeGreaterThan(0);
  return statements.slice(from);
}

describe('migration 0035 on bookings made before pieces', () => {
  it('gives every booking its pieces, and a booking already on a manifest departs as before', async () => {
    const open = await p.cartons(3);
    const onManifest = await p.cartons(2);
    const { m } = await p.onNewManifest(onManifest);
    // As before the migration: no pieces, no hand-over.
    await p.app.db.execute(sql`alter table bookings disable trigger bookings_pieces`);
    await p.app.db.execute(sql`delete from booking_pieces`);
    await p.app.db.execute(sql`update bookings set handover = null, pieces_missing = false`);
    await p.app.db.execute(sql`alter table bookings enable trigger bookings_pieces`);
    expect((await p.bookingOf(open.id)).pieces).toEqual([]);

    for (const statement of backfill()) await p.app.db.execute(sql.raw(statement));

    expect((await p.bookingOf(open.id)).pieces.map((x) => x.id)).toEqual(
      [1, 2, 3].map((i) => `${open.trackingNumber}-${i}`),
    );
    const moved = await p.bookingOf(onManifest.id);
    expect(moved.pieces.map((x) => x.lastSeen)).toEqual([null, null]);
    await p.call(p.warehouse, 'POST', `/manifests/${m.id}/transitions`, { to: 'CLOSED' });
    const departed = await p.call(p.warehouse, 'POST', `/manifests/${m.id}/transitions`, { to: 'DEPARTED' });
    expect(departed.statusCode, departed.body).toBe(200);
  });
});
