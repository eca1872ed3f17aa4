import { describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/auth';
import { createBooking } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';
import { manifestInput, manifestPeople } from '../helpers/walk';

/**
 * Issue 12: bags of a manifest and the partner agents' checkpoints, through the real app on a
 * real database.
 */
let app: TestApp;
const p = appSuite(manifestPeople, (s) => ({ app } = s));

let day = 1;
/** A manifest of its own day, so each test's numbers start at 01. */
async function newManifest(over: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/manifests',
    headers: p.warehouse.headers,
    payload: manifestInput({ departureDate: `2033-01-${String(day++).padStart(2, '0')}`, ...over }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const post = (url: string, payload: Record<string, unknown>, who: TestUser = p.warehouse) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, payload });
const get = (url: string, who: TestUser = p.warehouse) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });

async function received(over: Parameters<typeof createBooking>[2] = {}) {
  const b = await createBooking(app, p.customer.headers, { carrier: 'YAMATO', ...over });
  const res = await post('/operations/receive', { trackingNumbers: [b.trackingNumber], mode: 'COUNTER' });
  expect(res.json().results[0].result).toBe('applied');
  return b;
}

/** A new manifest holding two received shipments, and a third received but not on it. */
async function manifestOfTwo() {
  const m = await newManifest();
  const a = await received();
  const b = await received();
  const off = await received();
  await post(`/manifests/${m.id}/shipments`, { trackingNumbers: [a.trackingNumber, b.trackingNumber] });
  return { m, a, b, off };
}

describe('bags', () => {
  it('packs shipments of the manifest into a bag, repacks it, refuses a number not on it, unpacks', async () => {
    const { m, a, b, off } = await manifestOfTwo();
    const bad = await post(`/manifests/${m.id}/bags`, {
      number: 'B1',
      weightKg: 3,
      trackingNumbers: [a.trackingNumber, off.trackingNumber],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('trackingNumbers.1');
    expect((await get(`/manifests/${m.id}`)).json().bags).toEqual([]);

    const one = (
      await post(`/manifests/${m.id}/bags`, {
        number: 'B1',
        weightKg: 3,
        trackingNumbers: [a.trackingNumber, b.trackingNumber],
      })
    ).json();
    expect(one.bags).toMatchObject([
      { number: 'B1', weightKg: 3, trackingNumbers: [a.trackingNumber, b.trackingNumber].sort() },
    ]);
    // b moves to B2: one bag a shipment.
    const two = (
      await post(`/manifests/${m.id}/bags`, {
        number: 'B2',
        weightKg: 1.2,
        trackingNumbers: [b.trackingNumber],
      })
    ).json();
    expect(
      two.bags.map((g: { number: string; trackingNumbers: string[] }) => [g.number, g.trackingNumbers]),
    ).toEqual([
      ['B1', [a.trackingNumber]],
      ['B2', [b.trackingNumber]],
    ]);
    expect(
      two.shipments.find((s: { trackingNumber: string }) => s.trackingNumber === b.trackingNumber).bagNumber,
    ).toBe('B2');
    for (const who of [p.yamatoSouth, p.sales]) {
      const bag = { number: 'B3', weightKg: 1, trackingNumbers: [a.trackingNumber] };
      expect((await post(`/manifests/${m.id}/bags`, bag, who)).statusCode).toBe(403);
    }
    const bagId = two.bags[1].id;
    const gone = await p.call(p.warehouse, 'DELETE', `/manifests/${m.id}/bags/${bagId}`);
    expect(gone.json().bags.map((g: { number: string }) => g.number)).toEqual(['B1']);
    expect(
      gone.json().shipments.find((s: { trackingNumber: string }) => s.trackingNumber === b.trackingNumber)
        .bagNumber,
    ).toBeNull();
  });
});

describe('partner checkpoints', () => {
  it('the line’s agent reports arrival, customs and out for delivery on its shipments only; a result per number', async () => {
    const { m, a, b, off: elsewhere } = await manifestOfTwo();
    const early = await post(
      `/manifests/${m.id}/checkpoints`,
      { trackingNumbers: [a.trackingNumber], checkpoint: 'ARRIVAL' },
      p.yamatoSouth,
    );
    expect(early.statusCode).toBe(409);
    await post(`/manifests/${m.id}/transitions`, { to: 'CLOSED' });
    expect((await post(`/manifests/${m.id}/transitions`, { to: 'DEPARTED' })).statusCode).toBe(200);
    const delivered = await post(
      `/manifests/${m.id}/deliveries`,
      { trackingNumber: b.trackingNumber, receiverName: 'Tanaka Hiro', time: new Date().toISOString() },
      p.yamatoSouth,
    );
    expect(delivered.statusCode, delivered.body).toBe(201);

    expect(
      (
        await post(
          `/manifests/${m.id}/checkpoints`,
          { trackingNumbers: [a.trackingNumber], checkpoint: 'CUSTOMS' },
          p.kCargoPartner,
        )
      ).statusCode,
    ).toBe(404);
    const res = await post(
      `/manifests/${m.id}/checkpoints`,
      {
        trackingNumbers: [a.trackingNumber, b.trackingNumber, elsewhere.trackingNumber],
        checkpoint: 'CUSTOMS',
        note: 'Narita',
      },
      p.yamatoSouth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      { trackingNumber: a.trackingNumber, result: 'applied', status: 'IN_TRANSIT' },
      { trackingNumber: b.trackingNumber, result: 'not_allowed', status: 'DELIVERED' },
      { trackingNumber: elsewhere.trackingNumber, result: 'not_on_manifest', status: null },
    ]);
    await post(
      `/manifests/${m.id}/checkpoints`,
      { trackingNumbers: [a.trackingNumber], checkpoint: 'OUT_FOR_DELIVERY' },
      p.yamatoSouth,
    );
    for (const [lang, words] of [
      ['vi', ['Đã thông quan: Narita', 'Đang giao hàng']],
      ['en', ['Cleared customs: Narita', 'Out for delivery']],
    ] as const) {
      const ev = await app.inject({
        method: 'GET',
        url: `/api/v1/bookings/${a.id}/events`,
        headers: { ...p.warehouse.headers, 'accept-language': lang },
      });
      const notes = ev.json().results.map((e: { note: string }) => e.note);
      expect(notes.slice(-2)).toEqual(words);
    }
    // The shipment that was not on the manifest got no event.
    const other = await p.call(p.warehouse, 'GET', `/bookings/${elsewhere.id}/events`);
    expect(other.json().results.at(-1).status).toBe('IN_WAREHOUSE');
  });
});
