import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build';
import {
  bookingOf,
  cartons,
  newManifest,
  type People,
  pickedUp,
  piecesSuite,
  receive,
  type Suite,
} from './setup';

let app: TestApp;
let p: People;
let call: Suite['call'];
piecesSuite((s) => ({ app, p, call } = s));

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
    const open = await cartons(app, p, 3);
    const onManifest = await cartons(app, p, 2);
    await pickedUp(app, p, onManifest);
    await receive(app, p, [onManifest.trackingNumber]);
    const m = await newManifest(app, p);
    await call(p.warehouse, 'POST', `/manifests/${m.id}/shipments`, {
      trackingNumbers: [onManifest.trackingNumber],
    });
    // As before the migration: no pieces, no hand-over.
    await app.db.execute(sql`alter table bookings disable trigger bookings_pieces`);
    await app.db.execute(sql`delete from booking_pieces`);
    await app.db.execute(sql`update bookings set handover = null, pieces_missing = false`);
    await app.db.execute(sql`alter table bookings enable trigger bookings_pieces`);
    expect((await bookingOf(app, p, open.id)).pieces).toEqual([]);

    for (const statement of backfill()) await app.db.execute(sql.raw(statement));

    expect((await bookingOf(app, p, open.id)).pieces.map((x) => x.id)).toEqual(
      [1, 2, 3].map((i) => `${open.trackingNumber}-${i}`),
    );
    const moved = await bookingOf(app, p, onManifest.id);
    expect(moved.pieces.map((x) => x.lastSeen)).toEqual([null, null]);
    await call(p.warehouse, 'POST', `/manifests/${m.id}/transitions`, { to: 'CLOSED' });
    const departed = await call(p.warehouse, 'POST', `/manifests/${m.id}/transitions`, { to: 'DEPARTED' });
    expect(departed.statusCode, departed.body).toBe(200);
  });
});
