import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/auth';
import { createBooking } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';
import { type Crew, crewOf, receiveAtCounter, walk } from '../helpers/walk';

let app: TestApp;
let customer: TestUser;
let warehouse: TestUser;
let sales: TestUser;
let partner: TestUser;
let crew: Crew;
appSuite(
  { customer: 'CUSTOMER', warehouse: 'WAREHOUSE_OPERATOR', sales: 'SALES', partner: 'PARTNER_YAMATO_SOUTH' },
  async (s) => {
    ({ app, customer, warehouse, sales, partner } = s);
    crew = await crewOf(app);
  },
);

const piece = (weight: number, over: Record<string, number> = {}) => ({
  length: 40,
  width: 30,
  height: 20,
  weight,
  quantity: 1,
  ...over,
});

/** A 20 kg DHL parcel (volumetric 4.8 kg by DHL's 5000), received at the counter. */
async function received() {
  const b = await createBooking(app, customer.headers, { carrier: 'DHL', pieces: [piece(20)] });
  await receiveAtCounter(app, warehouse, b.trackingNumber);
  return b;
}

const measure = (id: string, pieces: unknown[], who: TestUser = warehouse, lang = 'vi') =>
  app.inject({
    method: 'POST',
    url: `/api/v1/operations/measure/${id}`,
    headers: { ...who.headers, 'accept-language': lang },
    payload: { pieces },
  });
const booking = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/api/v1/bookings/${id}`, headers: warehouse.headers })).json();

describe('weigh and measure', () => {
  it('recomputes weights and price, keeps the booked figures, and flags a difference past 0.5 kg or 5 %', async () => {
    const b = await received();
    expect(b.chargeableWeight).toBe(20);

    // 20.4 kg rounds up to 20.5: +0.5 kg and +2.5 %, inside the tolerance.
    const small = await measure(b.id, [piece(20.4)]);
    expect(small.statusCode, small.body).toBe(200);
    expect(small.json()).toMatchObject({
      id: b.id,
      trackingNumber: b.trackingNumber,
      status: 'IN_WAREHOUSE',
      actualWeight: 20.4,
      volumetricWeight: 4.8,
      chargeableWeight: 20.5,
      booked: { chargeableWeight: 20, total: b.price.total },
      difference: { kg: 0.5, percent: 2.5, flagged: false },
    });
    expect(small.json().price.total).toBeGreaterThan(b.price.total);

    // Measured again at 23 kg: compared with what was booked (20), not with the last measure.
    const big = await measure(b.id, [piece(23)]);
    expect(big.json().difference).toEqual({ kg: 3, percent: 15, flagged: true });
    expect(big.json().booked.chargeableWeight).toBe(20);

    // A bulky light parcel: the volumetric weight wins (60×50×40 / 5000 = 24 kg).
    const bulky = await measure(b.id, [piece(18, { length: 60, width: 50, height: 40 })]);
    expect(bulky.json()).toMatchObject({ volumetricWeight: 24, chargeableWeight: 24 });
    expect(bulky.json().difference.flagged).toBe(true);

    const stored = await booking(b.id);
    expect(stored).toMatchObject({ chargeableWeight: 24, booked: { chargeableWeight: 20 } });
    expect(stored.measuredAt).not.toBeNull();
    const history = await app.db.execute(
      sql`select field, before, after from booking_history where booking_id = ${b.id} and field = 'chargeableWeight' order by at, after`,
    );
    expect((history as unknown as { rows: { before: string; after: string }[] }).rows).toEqual([
      { field: 'chargeableWeight', before: '20', after: '20.5' },
      { field: 'chargeableWeight', before: '20.5', after: '23' },
      { field: 'chargeableWeight', before: '23', after: '24' },
    ]);
  });

  it('a picked-up parcel can be measured; one not yet picked up is a 409 in the caller language', async () => {
    const picked = await createBooking(app, customer.headers, { pieces: [piece(20)] });
    await walk(app, crew, [picked], 'PICKED_UP');
    const ok = await measure(picked.id, [piece(19.6)]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'PICKED_UP', chargeableWeight: 20 });
    expect(ok.json().difference).toEqual({ kg: 0, percent: 0, flagged: false });

    const booked = await createBooking(app, customer.headers, { pieces: [piece(20)] });
    for (const [lang, word] of [
      ['vi', 'BOOKED'],
      ['en', 'only picked-up or received parcels'],
    ] as const) {
      const res = await measure(booked.id, [piece(25)], warehouse, lang);
      expect(res.statusCode).toBe(409);
      expect(res.body).toContain(word);
    }
    expect((await booking(booked.id)).chargeableWeight).toBe(20);
  });

  it('bad pieces are a 400 naming the field, with nothing written; unknown is 404; only manage_operate may measure', async () => {
    const b = await received();
    const noSides = await measure(b.id, [piece(22), { weight: 3, quantity: 1 }], warehouse, 'en');
    expect(noSides.statusCode).toBe(400);
    expect(noSides.json().errors[0].field).toBe('pieces.1.length');
    const noWeight = await measure(b.id, [{ length: 10, width: 10, height: 10, quantity: 1 }]);
    expect(noWeight.statusCode).toBe(400);
    expect(noWeight.json().errors[0].field).toBe('pieces.0.weight');
    expect((await measure(b.id, [])).json().errors[0].field).toBe('pieces');
    const stored = await booking(b.id);
    expect(stored).toMatchObject({ chargeableWeight: 20, booked: null, measuredAt: null });

    expect((await measure(randomUUID(), [piece(3)])).statusCode).toBe(404);
    for (const who of [sales, customer, partner])
      expect((await measure(b.id, [piece(30)], who)).statusCode).toBe(403);
    expect((await booking(b.id)).chargeableWeight).toBe(20);
  });

  it('finds a parcel by its scanned number with its booked weight', async () => {
    const b = await received();
    await measure(b.id, [piece(26)]);
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/operations/parcels/${b.trackingNumber}`,
      headers: warehouse.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: b.id,
      status: 'IN_WAREHOUSE',
      cargoUnit: 'CM_KG',
      chargeableWeight: 26,
      bookedChargeableWeight: 20,
    });
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/v1/operations/parcels/1999999990',
      headers: warehouse.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const forbidden = await app.inject({
      method: 'GET',
      url: `/api/v1/operations/parcels/${b.trackingNumber}`,
      headers: sales.headers,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
