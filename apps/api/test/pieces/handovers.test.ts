import { makeTrackingNumber } from '@acf/shared';
import { describe, expect, it } from 'vitest';
import { ids, type PieceScan, peopleOf, piecesSuite, results } from './setup';

const p = piecesSuite();

describe('pieces of a booking', () => {
  it('a booking of three cartons has three pieces, each its own barcode and its size, none seen yet', async () => {
    const b = await p.cartons(3);
    const size = { length: 30, width: 20, height: 10, weight: 2, volume: null, containerType: null };
    expect(b.pieces).toEqual(
      [1, 2, 3].map((i) => ({
        id: `${b.trackingNumber}-${i}`,
        index: i,
        barcode: `${b.trackingNumber}-${i}`,
        lastSeen: null,
        ...size,
        quantity: 1,
      })),
    );
    // The line as booked keeps its quantity; summed over the pieces, the cargo is the same.
    expect(b.cargoLines).toEqual([{ length: 30, width: 20, height: 10, weight: 2, quantity: 3 }]);
    expect(b.pieces.reduce((kg, x) => kg + (x.weight ?? 0) * x.quantity, 0)).toBe(6);
    expect(b.piecesMissing).toBe(false);
    // The booking's own number still finds it.
    const found = await p.call(p.warehouse, 'GET', `/bookings?search=${b.trackingNumber}`);
    expect(found.json().results.map((r: { id: string }) => r.id)).toEqual([b.id]);
  });
});

describe('pickup confirm (driver)', () => {
  it('all pieces scanned: picked up whole, nothing missing', async () => {
    const b = await p.cartons();
    const done = await p.pickedUp(b, ids(b, 1, 2, 3));
    expect(done.status).toBe('PICKED_UP');
    expect(results(done.pieceScans)).toEqual(ids(b, 1, 2, 3).map((id) => [id, 'applied']));
    const after = await p.bookingOf(b.id);
    expect(after.piecesMissing).toBe(false);
    expect(after.pieces.map((x) => x.lastSeen?.where)).toEqual(Array(3).fill('pickup driver'));
    expect(after.pieces[0]!.lastSeen!.by).toBe(p.driver.username);
  });

  it('some pieces scanned: a partial pickup, the missing piece named in the history; none scanned: all missing', async () => {
    const b = await p.cartons();
    const done = await p.pickedUp(b, ids(b, 1, 3));
    expect(done.status).toBe('PICKED_UP');
    expect(results(done.pieceScans)).toEqual([
      [`${b.trackingNumber}-1`, 'applied'],
      [`${b.trackingNumber}-3`, 'applied'],
    ]);
    expect((await p.bookingOf(b.id)).piecesMissing).toBe(true);
    const history = await p.call(p.warehouse, 'GET', `/bookings/${b.id}/pieces`);
    expect(history.statusCode).toBe(200);
    expect(history.json().piecesMissing).toBe(true);
    expect(
      history.json().results.map((x: { id: string; handovers: unknown[] }) => [x.id, x.handovers.length]),
    ).toEqual([
      [`${b.trackingNumber}-1`, 1],
      [`${b.trackingNumber}-2`, 0],
      [`${b.trackingNumber}-3`, 1],
    ]);

    const none = await p.cartons(2);
    const zero = await p.pickedUp(none, []);
    expect(zero.status).toBe('PICKED_UP');
    expect(zero.pieceScans).toEqual([]);
    const z = await p.bookingOf(none.id);
    expect(z.piecesMissing).toBe(true);
    expect(z.pieces.every((x) => x.lastSeen === null)).toBe(true);
  });

  it("a piece of another driver's pickup is refused, naming that driver; a wrong check digit is invalid", async () => {
    const mine = await p.cartons(1);
    const theirs = await p.cartons(2);
    await p.call(p.dispatcher, 'POST', '/pickups/assign', {
      bookingIds: [theirs.id],
      assigneeId: p.otherDriver.userId,
    });
    const bad = `${makeTrackingNumber(123_456_789).slice(0, 9)}${(Number(makeTrackingNumber(123_456_789)[9]) + 1) % 10}-1`;
    const done = await p.pickedUp(mine, [...ids(mine, 1), ...ids(theirs, 2), bad]);
    const scans = done.pieceScans as PieceScan[];
    expect(scans[0]).toMatchObject({ pieceId: `${mine.trackingNumber}-1`, result: 'applied' });
    expect(scans[1]).toMatchObject({
      pieceId: `${theirs.trackingNumber}-2`,
      result: 'wrong_place',
      where: { kind: 'driver', ref: 'Tran Van Lai' },
    });
    expect(scans[1]!.message).toBe(`Piece ${theirs.trackingNumber}-2 belongs to driver Tran Van Lai`);
    expect(scans[2]).toMatchObject({ code: bad, pieceId: null, result: 'invalid' });
    // The other driver's booking was not touched.
    expect((await p.bookingOf(theirs.id)).status).toBe('ASSIGNED');
  });
});

describe('warehouse receive', () => {
  it('all, some, none: the booking comes in with its first piece and is complete when the last one is scanned', async () => {
    const all = await p.cartons();
    const some = await p.cartons();
    const none = await p.cartons();
    for (const b of [all, some, none]) await p.pickedUp(b);

    const r = await p.receive([...ids(all, 1, 2, 3), ...ids(some, 2)]);
    expect(r.results.map((x) => x.result)).toEqual(['applied', 'applied', 'applied', 'applied']);
    expect(results(r.pieceScans)).toEqual(
      [...ids(all, 1, 2, 3), ...ids(some, 2)].map((id) => [id, 'applied']),
    );
    expect((await p.bookingOf(all.id)).piecesMissing).toBe(false);
    // Each answer says where its booking stands here: the last of `all` completes it, `some` has 1/3.
    expect(r.pieceScans.map((x) => x.progress)).toEqual([
      ...Array(3).fill({ seen: 3, of: 3, missing: [] }),
      { seen: 1, of: 3, missing: ids(some, 1, 3) },
    ]);
    const partial = await p.bookingOf(some.id);
    expect(partial.status).toBe('IN_WAREHOUSE');
    expect(partial.piecesMissing).toBe(true);
    // Not scanned at all: not received.
    expect((await p.bookingOf(none.id)).status).toBe('PICKED_UP');

    // The rest of it later, with one scanned twice: the flag clears when every piece is seen.
    const later = await p.receive([...ids(some, 1, 3, 2)]);
    expect(later.results.map((x) => x.result)).toEqual([
      'already_received',
      'already_received',
      'already_received',
    ]);
    expect(results(later.pieceScans)).toEqual([
      [`${some.trackingNumber}-1`, 'applied'],
      [`${some.trackingNumber}-3`, 'applied'],
      [`${some.trackingNumber}-2`, 'already'],
    ]);
    expect(later.pieceScans.map((x) => x.progress)).toEqual(Array(3).fill({ seen: 3, of: 3, missing: [] }));
    const whole = await p.bookingOf(some.id);
    expect(whole.piecesMissing).toBe(false);
    expect(whole.pieces.map((x) => x.lastSeen?.where)).toEqual(Array(3).fill('HCM warehouse'));
  });

  it('the tracking number receives every piece; unknown and invalid codes are answered as such', async () => {
    const b = await p.cartons(2);
    await p.pickedUp(b, ids(b, 1));
    expect((await p.bookingOf(b.id)).piecesMissing).toBe(true);
    const past = `${b.trackingNumber}-3`;
    const r = await p.receive([b.trackingNumber, past, `${makeTrackingNumber(999_999_990)}-1`, '1234-1']);
    expect(results(r.pieceScans)).toEqual([
      [`${b.trackingNumber}-1`, 'applied'],
      [`${b.trackingNumber}-2`, 'applied'],
      [past, 'unknown'],
      [`${makeTrackingNumber(999_999_990)}-1`, 'unknown'],
      ['1234-1', 'invalid'],
    ]);
    expect((await p.bookingOf(b.id)).piecesMissing).toBe(false);
  });
});

describe('checkpoint page', () => {
  it('some pieces at a checkpoint: recorded as partial, with the place; all of them clear the flag', async () => {
    const b = await p.cartons();
    await p.pickedUp(b);
    await p.receive([b.trackingNumber]);
    const scan = (codes: string[]) =>
      p.call(p.warehouse, 'POST', '/checkpoints', {
        trackingNumbers: codes,
        status: 'IN_WAREHOUSE',
        place: 'Tan Son Nhat',
      });
    const first = await scan(ids(b, 1, 2));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().results.map((x: { result: string }) => x.result)).toEqual(['APPLIED', 'APPLIED']);
    expect(results(first.json().pieceScans)).toEqual(ids(b, 1, 2).map((id) => [id, 'applied']));
    const partial = await p.bookingOf(b.id);
    expect(partial.piecesMissing).toBe(true);
    expect(partial.pieces.map((x) => x.lastSeen?.where)).toEqual([
      'Tan Son Nhat',
      'Tan Son Nhat',
      'HCM warehouse',
    ]);
    await scan(ids(b, 3));
    expect((await p.bookingOf(b.id)).piecesMissing).toBe(false);
  });
});

describe('partner arrival and delivery', () => {
  it('the partner scans some pieces at arrival, then delivers all of them; a piece of another manifest says which', async () => {
    const b = await p.cartons(2);
    const other = await p.cartons(1);
    await p.pickedUp(b);
    await p.pickedUp(other);
    await p.receive([b.trackingNumber, other.trackingNumber]);
    const m = await p.newManifest();
    const m2 = await p.newManifest();
    expect(
      (
        await p.call(p.warehouse, 'POST', `/manifests/${m.id}/shipments`, {
          trackingNumbers: [b.trackingNumber],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await p.call(p.warehouse, 'POST', `/manifests/${m2.id}/shipments`, {
          trackingNumbers: [other.trackingNumber],
        })
      ).statusCode,
    ).toBe(200);
    for (const to of ['CLOSED', 'DEPARTED'])
      expect((await p.call(p.warehouse, 'POST', `/manifests/${m.id}/transitions`, { to })).statusCode).toBe(
        200,
      );

    const arrival = await p.call(p.partner, 'POST', `/manifests/${m.id}/checkpoints`, {
      trackingNumbers: [...ids(b, 1), ...ids(other, 1)],
      checkpoint: 'ARRIVAL',
      place: 'NRT',
    });
    expect(arrival.statusCode, arrival.body).toBe(200);
    expect(arrival.json().results.map((x: { result: string }) => x.result)).toEqual([
      'applied',
      'not_on_manifest',
    ]);
    expect(arrival.json().pieceScans[1]).toMatchObject({
      pieceId: `${other.trackingNumber}-1`,
      result: 'wrong_place',
      where: { kind: 'manifest', ref: m2.number },
    });
    const half = await p.bookingOf(b.id);
    expect(half.piecesMissing).toBe(true);
    expect(half.pieces[0]!.lastSeen!.where).toBe('Arrived in destination country NRT');

    const delivered = await p.call(p.partner, 'POST', `/manifests/${m.id}/deliveries`, {
      trackingNumber: `${b.trackingNumber}-2`,
      pieceIds: ids(b, 1, 2),
      receiverName: 'Tanaka Hiro',
      time: new Date().toISOString(),
    });
    expect(delivered.statusCode, delivered.body).toBe(201);
    expect(results(delivered.json().pieceScans)).toEqual(ids(b, 1, 2).map((id) => [id, 'applied']));
    const done = await p.bookingOf(b.id);
    expect(done.status).toBe('DELIVERED');
    expect(done.piecesMissing).toBe(false);
  });

  it('a delivery of some pieces is recorded as partial: the booking is delivered with a piece missing', async () => {
    const b = await p.cartons(2);
    const { m } = await p.onNewManifest(b);
    for (const to of ['CLOSED', 'DEPARTED'])
      await p.call(p.warehouse, 'POST', `/manifests/${m.id}/transitions`, { to });
    const res = await p.call(p.partner, 'POST', `/manifests/${m.id}/deliveries`, {
      trackingNumber: `${b.trackingNumber}-1`,
      pieceIds: [],
      receiverName: 'Tanaka Hiro',
      time: new Date().toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().pieceScans).toEqual([]);
    expect((await p.bookingOf(b.id)).piecesMissing).toBe(true);
    const listed = await p.call(p.warehouse, 'GET', '/bookings?piecesMissing=1&pageSize=100');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().results.map((r: { id: string }) => r.id)).toContain(b.id);
    expect(listed.json().results.every((r: { piecesMissing: boolean }) => r.piecesMissing)).toBe(true);
  });
});

describe('GET /bookings/:id/pieces', () => {
  it("gives each piece's hand-overs; a customer reads no staff name, another customer gets a 404", async () => {
    const b = await p.cartons(2);
    await p.pickedUp(b);
    await p.receive(ids(b, 2));
    const staff = (await p.call(p.warehouse, 'GET', `/bookings/${b.id}/pieces`)).json();
    expect(
      staff.results[1].handovers.map((h: { kind: string; where: string; by: string }) => [
        h.kind,
        h.where,
        h.by,
      ]),
    ).toEqual([
      ['PICKUP', 'pickup driver', p.driver.username],
      ['RECEIVE', 'HCM warehouse', p.warehouse.username],
    ]);
    const vi = (await p.call(p.customer, 'GET', `/bookings/${b.id}/pieces`, undefined, 'vi')).json();
    expect(vi.results[1].handovers.map((h: { where: string; by: string | null }) => [h.where, h.by])).toEqual(
      [
        ['tài xế lấy hàng', null],
        ['kho HCM', null],
      ],
    );
    const stranger = (await peopleOf(p.app)).customer;
    expect((await p.call(stranger, 'GET', `/bookings/${b.id}/pieces`)).statusCode).toBe(404);
  });
});

describe('other routes that take a scanned number', () => {
  it('the weigh-and-measure lookup and an exception take a piece id for its booking', async () => {
    const b = await p.cartons(2);
    await p.pickedUp(b);
    const parcel = await p.call(p.warehouse, 'GET', `/operations/parcels/${b.trackingNumber}-2`);
    expect(parcel.statusCode, parcel.body).toBe(200);
    expect(parcel.json()).toMatchObject({ id: b.id, trackingNumber: b.trackingNumber });
    const raised = await p.call(p.warehouse, 'POST', '/operations/exceptions', {
      trackingNumber: `${b.trackingNumber}-1`,
      reason: 'DAMAGED',
    });
    expect(raised.statusCode, raised.body).toBe(201);
    expect(raised.json()).toMatchObject({ bookingId: b.id, reason: 'DAMAGED' });
    const past = await p.call(p.warehouse, 'GET', `/operations/parcels/${b.trackingNumber}-0`);
    expect(past.statusCode).toBe(404);
  });
});
