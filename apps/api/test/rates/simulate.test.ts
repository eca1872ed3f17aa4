import { baseRate, type RateCardBody, roundMinor } from '@acf/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import type { TestUser } from '../helpers/auth';
import { createBooking } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';
import { multipart } from '../helpers/files';

/**
 * Issue 33 §7: "Mô phỏng" re-prices the last N days of real bookings with a DRAFT card, against
 * the card in force on each booking's day, per customer and in total, and lists the bookings
 * that move most. Nothing is written.
 */
let app: TestApp;
let manager: TestUser;
let a: TestUser;
let b: TestUser;

const KG = [2.3, 7.9, 18, 31] as const;

async function draftCard(rows: (string | number)[][]) {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('PARCEL').addRows([
    ['KG', 'Zone 1', 'Zone 2', 'Zone 3', 'Zone 4', 'Zone 5', 'Zone 6'],
    ...rows,
  ]);
  const bytes = Buffer.from(await wb.xlsx.writeBuffer());
  const form = multipart(
    { carrier: 'DHL', service: 'EXPRESS', kind: 'SELL', currency: 'USD', validFrom: '2027-01-01' },
    { name: 'new.xlsx', bytes },
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/rate-cards/import',
    payload: form.payload,
    headers: { ...form.headers, ...manager.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().card.id as string;
}

const piece = (weight: number) => [{ length: 10, width: 10, height: 10, weight, quantity: 1 }];

appSuite({ manager: 'MANAGER', a: 'CUSTOMER', b: 'CUSTOMER' }, async (s) => {
  ({ app, manager, a, b } = s);
  for (const [who, kg] of [
    [a, KG[0]],
    [a, KG[1]],
    [a, KG[2]],
    [b, KG[3]],
  ] as const)
    await createBooking(app, who.headers, { carrier: 'DHL', service: 'EXPRESS', pieces: piece(kg) });
  // Not in the simulation: another line, and a cancelled booking.
  await createBooking(app, a.headers, { carrier: 'UPS', service: 'EXPRESS', pieces: piece(5) });
  const gone = await createBooking(app, b.headers, { carrier: 'DHL', service: 'EXPRESS', pieces: piece(5) });
  await app.db.execute(sql`update bookings set status = 'CANCELLED' where id = ${gone.id}`);
});

describe('simulating a draft card', () => {
  it('re-prices the period against the card in force, per customer and in total, writing nothing', async () => {
    // The new card: 10 USD for the first 0.5 kg, 2 USD each further 0.5 kg, to every zone.
    const id = await draftCard([
      [0.5, 10, 10, 10, 10, 10, 10],
      ['+0.5/300', 2, 2, 2, 2, 2, 2],
    ]);
    const snapshot = sql`select count(*)::int as n, coalesce(sum(total), 0)::text as t,
      (select count(*)::int from rate_cards) as cards, (select max(updated_at)::text from bookings) as at from bookings`;
    const before = await rowsOf(app.db, snapshot);

    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/rate-cards/${id}/simulate?days=30`,
      headers: manager.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const sim = res.json();

    // The seeded DHL EXPRESS card in force today, read through the API, prices "before".
    const cards = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/rate-cards?carrier=DHL&service=EXPRESS&kind=SELL&status=ACTIVE',
        headers: manager.headers,
      })
    ).json().results;
    const seeded = (
      await app.inject({ method: 'GET', url: `/api/v1/rate-cards/${cards[0].id}`, headers: manager.headers })
    ).json();
    const old = (kg: number) => {
      const r = baseRate(seeded.body as RateCardBody, '2', {
        goods: 'PARCEL',
        cargoUnit: 'CM_KG',
        chargeableWeight: Math.ceil(kg * 2) / 2,
      });
      if ('reason' in r) throw new Error(r.reason);
      return roundMinor(r.amount, 'USD').toNumber();
    };
    const now = (kg: number) => 10 + (Math.ceil(kg * 2) - 1) * 2;
    const sum = (xs: number[]) => Math.round(xs.reduce((s, x) => s + x, 0) * 100) / 100;

    expect(sim).toMatchObject({ days: 30, currency: 'USD', bookings: 4, compared: 4, notCompared: 0 });
    expect(sim.total).toEqual({
      before: sum(KG.map(old)),
      after: sum(KG.map(now)),
      difference: Math.round((sum(KG.map(now)) - sum(KG.map(old))) * 100) / 100,
    });
    const byCustomer = Object.fromEntries(
      sim.customers.map((c: { customerId: string; count: number; after: number }) => [
        c.customerId,
        [c.count, c.after],
      ]),
    );
    expect(byCustomer).toEqual({
      [a.customerId!]: [3, sum(KG.slice(0, 3).map(now))],
      [b.customerId!]: [1, now(KG[3]!)],
    });
    // The bookings that move most come first.
    const moves = sim.top.map((t: { difference: number }) => Math.abs(t.difference));
    expect(moves).toEqual([...moves].sort((x, y) => y - x));
    expect(
      sim.top
        .map((t: { chargeableWeight: number }) => t.chargeableWeight)
        .sort((x: number, y: number) => x - y),
    ).toEqual([2.5, 8, 18, 31]);

    expect(await rowsOf(app.db, snapshot)).toEqual(before);
    const card = (
      await app.inject({ method: 'GET', url: `/api/v1/rate-cards/${id}`, headers: manager.headers })
    ).json();
    expect(card.status).toBe('DRAFT');
  });

  it('refuses a period outside 1–366 days and needs manage_rate_card', async () => {
    const id = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/rate-cards?kind=SELL&status=ACTIVE',
        headers: manager.headers,
      })
    ).json().results[0].id;
    const bad = await app.inject({
      method: 'POST',
      url: `/api/v1/rate-cards/${id}/simulate?days=400`,
      headers: manager.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('days');
    const customer = await app.inject({
      method: 'POST',
      url: `/api/v1/rate-cards/${id}/simulate`,
      headers: a.headers,
    });
    expect(customer.statusCode).toBe(403);
  });
});
