import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { bookingInput } from '../helpers/bookings';
import { ids, piecesSuite, results } from './setup';

const p = piecesSuite();

const track = async (code: string, lang: string) =>
  (await p.app.inject({ url: `/api/v1/tracking?codes=${code}`, headers: { 'accept-language': lang } })).json()
    .results[0];

describe('public tracking of pieces apart', () => {
  it('says "2 of 3 pieces at HCM warehouse, 1 piece expected" in both languages, then nothing once together', async () => {
    const b = await p.cartons(3);
    await p.pickedUp(b);
    expect((await track(b.trackingNumber, 'en')).piecesNote).toBeNull();
    await p.receive(ids(b, 1, 3));
    expect((await track(b.trackingNumber, 'en')).piecesNote).toBe(
      '2 of 3 pieces at HCM warehouse, 1 piece expected',
    );
    expect((await track(b.trackingNumber, 'vi')).piecesNote).toBe(
      '2 trên 3 kiện tại kho HCM, còn 1 kiện đang đến',
    );
    await p.receive(ids(b, 2));
    expect((await track(b.trackingNumber, 'en')).piecesNote).toBeNull();
    // A piece's label tracks its booking.
    expect(await track(`${b.trackingNumber}-2`, 'en')).toMatchObject({
      trackingNumber: b.trackingNumber,
      found: true,
    });
  });

  it('a partial pickup reads "1/3 pieces" in public; the piece ids of the staff note never show', async () => {
    const b = await p.cartons(3);
    await p.pickedUp(b, ids(b, 2));
    const en = await track(b.trackingNumber, 'en');
    expect(en.piecesNote).toBe('1 of 3 pieces at pickup driver, 2 pieces expected');
    expect(en.events.map((e: { note: string }) => e.note)).toContain('1/3 pieces');
    expect(JSON.stringify(en)).not.toContain(`${b.trackingNumber}-1`);
    const staff = await p.call(p.warehouse, 'GET', `/bookings/${b.id}/events`);
    expect(staff.json().results.map((e: { note: string }) => e.note)).toContain(
      `Pieces missing ${b.trackingNumber}-1, ${b.trackingNumber}-3: 1/3 pieces`,
    );
  });
});

describe('the piece count edited before pickup', () => {
  it('remakes the pieces: labels reprint with the new count, a dropped piece id stops scanning', async () => {
    const b = await p.cartons(3);
    const edit = await p.call(p.customer, 'PATCH', `/bookings/${b.id}`, {
      pieces: [{ length: 30, width: 20, height: 10, weight: 2, quantity: 2 }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().pieces.map((x: { id: string }) => x.id)).toEqual(ids(b, 1, 2));

    const label = await p.call(p.customer, 'GET', `/bookings/${b.id}/label.pdf`);
    expect(label.statusCode).toBe(200);
    const { totalPages, text } = await extractText(new Uint8Array(label.rawPayload));
    expect(totalPages).toBe(2);
    for (const [i, page] of text.entries()) {
      expect(page).toContain(`${i + 1}/2`);
      expect(page).toContain(`${b.trackingNumber}-${i + 1}`);
    }
    expect(text.join(' ')).not.toContain(`${b.trackingNumber}-3`);

    const done = await p.pickedUp({ ...b, pieces: [{ ...b.pieces[0]!, quantity: 2 }] }, ids(b, 1, 2, 3));
    expect(results(done.pieceScans)).toEqual([
      [`${b.trackingNumber}-1`, 'applied'],
      [`${b.trackingNumber}-2`, 'applied'],
      [`${b.trackingNumber}-3`, 'unknown'],
    ]);
    const after = await p.bookingOf(b.id);
    expect(after.piecesMissing).toBe(false);

    // Grown back to four before pickup on another booking: the new indexes appear.
    const c = await p.cartons(1);
    const grow = await p.call(p.customer, 'PATCH', `/bookings/${c.id}`, {
      pieces: [{ ...bookingInput().pieces[0]!, quantity: 4 }],
    });
    expect(grow.json().pieces.map((x: { index: number }) => x.index)).toEqual([1, 2, 3, 4]);
  });
});

describe('outstanding report', () => {
  it('has the column "Thiếu kiện" / "Pieces missing" with the piece ids its latest hand-over lacks', async () => {
    const b = await p.cartons(2);
    await p.pickedUp(b, ids(b, 1));
    await p.app.db.execute(
      // Four days and more without a move: outstanding.
      (await import('drizzle-orm'))
        .sql`update bookings set last_event_at = now() - interval '5 days' where id = ${b.id}`,
    );
    const manager = (await import('../helpers/auth')).loginAs(p.app, 'MANAGER');
    const res = await p.call(await manager, 'GET', '/reports/outstanding?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().rows.find((r: { id: string }) => r.id === b.id);
    expect(row.piecesMissing).toBe(`${b.trackingNumber}-2`);
  });
});

describe('webhook event shipment.piece_missing', () => {
  it('is sent only to an endpoint that chose it (off by default), when a pickup leaves a piece behind', async () => {
    const { sql } = await import('drizzle-orm');
    const endpoint = async (events: string) => {
      const [row] = (
        (await p.app.db.execute(sql`insert into webhook_endpoints (customer_id, url, events, secret)
          values (${p.customer.customerId}, 'https://shop.example/hook', ${events}::text[], 'whsec_test')
          returning id`)) as unknown as { rows: { id: string }[] }
      ).rows;
      return row!.id;
    };
    const statusOnly = await endpoint('{booking.created,booking.status_changed}');
    const chosen = await endpoint('{shipment.piece_missing}');
    const b = await p.cartons(2);
    await p.pickedUp(b, ids(b, 1));
    const whole = await p.cartons(2);
    await p.pickedUp(whole);
    const deliveries = async (id: string) =>
      (
        (await p.app.db.execute(
          sql`select type, booking_id from webhook_deliveries where endpoint_id = ${id} and type = 'shipment.piece_missing'`,
        )) as unknown as { rows: { type: string; booking_id: string }[] }
      ).rows;
    expect(await deliveries(statusOnly)).toEqual([]);
    expect(await deliveries(chosen)).toEqual([{ type: 'shipment.piece_missing', booking_id: b.id }]);
  });
});
