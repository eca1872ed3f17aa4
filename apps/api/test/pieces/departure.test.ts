import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ids, piecesSuite, results } from './setup';

const p = piecesSuite();

/** A closed manifest carrying a booking of three cartons of which only `scanned` were scanned in. */
async function closedWithout(scanned: number[]) {
  const b = await p.cartons(3);
  const { m, add } = await p.onNewManifest(b, ids(b, ...scanned));
  expect(
    (await p.call(p.warehouse, 'POST', `/manifests/${m.id}/transitions`, { to: 'CLOSED' })).statusCode,
  ).toBe(200);
  return { b, m, add };
}

const depart = (id: string, lang = 'en') =>
  p.call(p.warehouse, 'POST', `/manifests/${id}/transitions`, { to: 'DEPARTED' }, lang);

describe('a manifest does not depart with a piece not scanned into it', () => {
  it('refuses with a 409 naming the piece, in both languages; nothing moves', async () => {
    const { b, m, add } = await closedWithout([1, 3]);
    expect(add.results.map((r) => r.result)).toEqual(['added', 'added']);
    expect(results(add.pieceScans)).toEqual(ids(b, 1, 3).map((id) => [id, 'applied']));
    for (const [lang, text] of [
      ['en', `Not scanned into the manifest: piece ${b.trackingNumber}-2`],
      ['vi', `Chưa quét vào manifest: kiện ${b.trackingNumber}-2`],
    ] as const) {
      const res = await depart(m.id, lang);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('PIECES_NOT_SCANNED');
      expect(res.json().message).toContain(text);
      // Each piece named on its own, so a page can list them under their booking.
      expect(res.json().errors).toEqual([
        { field: 'pieces', message: expect.stringContaining(text), pieceId: `${b.trackingNumber}-2` },
      ]);
    }
    expect((await p.bookingOf(b.id)).status).toBe('MANIFESTED');
    // The manifest says per shipment how many of its pieces were scanned into it.
    const detail = await p.call(p.warehouse, 'GET', `/manifests/${m.id}`);
    expect(detail.json().shipments).toEqual([
      expect.objectContaining({ trackingNumber: b.trackingNumber, piecesScanned: 2, piecesTotal: 3 }),
    ]);
  });

  it('way out 1: scan the piece (the manifest reopened), then it departs', async () => {
    const { b, m } = await closedWithout([1, 2]);
    expect(
      (await p.call(p.warehouse, 'POST', `/manifests/${m.id}/transitions`, { to: 'OPEN' })).statusCode,
    ).toBe(200);
    const add = await p.call(p.warehouse, 'POST', `/manifests/${m.id}/shipments`, {
      trackingNumbers: [...ids(b, 3, 1)],
    });
    expect(results(add.json().pieceScans)).toEqual([
      [`${b.trackingNumber}-3`, 'applied'],
      [`${b.trackingNumber}-1`, 'already'],
    ]);
    await p.call(p.warehouse, 'POST', `/manifests/${m.id}/transitions`, { to: 'CLOSED' });
    const departed = await depart(m.id);
    expect(departed.statusCode).toBe(200);
    expect(departed.json().shipments[0]).toMatchObject({ piecesScanned: 3, piecesTotal: 3 });
    const after = await p.bookingOf(b.id);
    expect(after.status).toBe('IN_TRANSIT');
    expect(after.piecesMissing).toBe(false);
  });

  it('way out 2: remove the booking from the manifest, then it departs without it', async () => {
    const { b, m } = await closedWithout([1]);
    const other = await p.cartons(1);
    await p.pickedUp(other);
    await p.receive([other.trackingNumber]);
    await p.call(p.warehouse, 'POST', `/manifests/${m.id}/transitions`, { to: 'OPEN' });
    await p.call(p.warehouse, 'POST', `/manifests/${m.id}/shipments`, {
      trackingNumbers: [other.trackingNumber],
    });
    const removed = await p.call(p.warehouse, 'DELETE', `/manifests/${m.id}/shipments/${b.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    await p.call(p.warehouse, 'POST', `/manifests/${m.id}/transitions`, { to: 'CLOSED' });
    expect((await depart(m.id)).statusCode).toBe(200);
    expect((await p.bookingOf(b.id)).status).toBe('IN_WAREHOUSE');
    expect((await p.bookingOf(other.id)).status).toBe('IN_TRANSIT');
  });

  it('way out 3: split the booking; the piece that stays raises a PIECE_MISSING exception with the reason', async () => {
    const { b, m } = await closedWithout([1, 3]);
    const noReason = await p.call(
      p.warehouse,
      'POST',
      `/manifests/${m.id}/shipments/${b.id}/split`,
      { reason: '' },
      'vi',
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('reason');
    const split = await p.call(p.warehouse, 'POST', `/manifests/${m.id}/shipments/${b.id}/split`, {
      reason: 'Carton 2 left on the van',
    });
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json().exceptionIds).toHaveLength(1);
    const open = await p.call(p.warehouse, 'GET', '/operations/exceptions?reason=PIECE_MISSING');
    const raised = open.json().results.find((e: { bookingId: string }) => e.bookingId === b.id);
    expect(raised).toMatchObject({ reason: 'PIECE_MISSING', note: 'Carton 2 left on the van' });
    const piece = await p.app.db.execute(
      sql`select piece_id from booking_exceptions where booking_id = ${b.id}`,
    );
    expect((piece as unknown as { rows: { piece_id: string }[] }).rows).toEqual([
      { piece_id: `${b.trackingNumber}-2` },
    ]);
    // Nothing left to split.
    const again = await p.call(p.warehouse, 'POST', `/manifests/${m.id}/shipments/${b.id}/split`, {
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);

    expect((await depart(m.id)).statusCode).toBe(200);
    const after = await p.bookingOf(b.id);
    expect(after.status).toBe('IN_TRANSIT');
    // The piece that stayed is still missing; the reason (a staff note) never reaches tracking.
    expect(after.piecesMissing).toBe(true);
    const tracked = await p.call(p.customer, 'GET', `/tracking?codes=${b.trackingNumber}`);
    expect(tracked.body).not.toContain('left on the van');
    // What the public reads instead: how many pieces follow.
    expect(tracked.body).toContain('1 piece follows on a later trip');
  });
});

describe('wrong-place scans on a manifest', () => {
  it('a piece of a booking on another manifest is refused saying which manifest', async () => {
    const b = await p.cartons(2);
    await p.pickedUp(b);
    await p.receive([b.trackingNumber]);
    const first = await p.newManifest();
    const second = await p.newManifest();
    await p.call(p.warehouse, 'POST', `/manifests/${first.id}/shipments`, { trackingNumbers: ids(b, 1) });
    for (const [lang, text] of [
      ['en', `Piece ${b.trackingNumber}-2 belongs to manifest ${first.number}`],
      ['vi', `Kiện ${b.trackingNumber}-2 thuộc manifest ${first.number}`],
    ] as const) {
      const res = await p.call(
        p.warehouse,
        'POST',
        `/manifests/${second.id}/shipments`,
        { trackingNumbers: ids(b, 2) },
        lang,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().results).toEqual([
        { trackingNumber: `${b.trackingNumber}-2`, result: 'in_other_manifest' },
      ]);
      expect(res.json().pieceScans).toEqual([
        {
          code: `${b.trackingNumber}-2`,
          pieceId: `${b.trackingNumber}-2`,
          result: 'wrong_place',
          where: { kind: 'manifest', ref: first.number },
          message: text,
          progress: null,
        },
      ]);
    }
  });
});

describe('bags', () => {
  it('a piece id packs its booking into a bag; a piece of a booking not on the manifest is refused naming the field', async () => {
    const b = await p.cartons(2);
    const away = await p.cartons(1);
    const { m } = await p.onNewManifest(b);
    const packed = await p.call(p.warehouse, 'POST', `/manifests/${m.id}/bags`, {
      number: 'B01',
      weightKg: 4.6,
      trackingNumbers: ids(b, 2),
    });
    expect(packed.statusCode, packed.body).toBe(200);
    expect(packed.json().bags).toEqual([
      expect.objectContaining({ number: 'B01', trackingNumbers: [b.trackingNumber] }),
    ]);
    const refused = await p.call(p.warehouse, 'POST', `/manifests/${m.id}/bags`, {
      number: 'B02',
      weightKg: 1,
      trackingNumbers: ids(away, 1),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('trackingNumbers.0');

    // Its other carton scanned into another bag: refused, saying which bag holds the shipment.
    const split = await p.call(
      p.warehouse,
      'POST',
      `/manifests/${m.id}/bags`,
      { number: 'B02', weightKg: 1, trackingNumbers: ids(b, 1) },
      'vi',
    );
    expect(split.statusCode).toBe(400);
    expect(split.json().errors).toEqual([
      { field: 'trackingNumbers.0', message: `Kiện ${b.trackingNumber}-1 thuộc túi B01` },
    ]);
    // Into its own bag, it is packed; the shipment's own number moves it whole to another.
    const same = await p.call(p.warehouse, 'POST', `/manifests/${m.id}/bags`, {
      number: 'B01',
      weightKg: 4.6,
      trackingNumbers: ids(b, 1, 2),
    });
    expect(same.statusCode, same.body).toBe(200);
    const moved = await p.call(p.warehouse, 'POST', `/manifests/${m.id}/bags`, {
      number: 'B02',
      weightKg: 4.6,
      trackingNumbers: [b.trackingNumber],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      moved.json().shipments.find((s: { trackingNumber: string }) => s.trackingNumber === b.trackingNumber)
        .bagNumber,
    ).toBe('B02');
  });
});
