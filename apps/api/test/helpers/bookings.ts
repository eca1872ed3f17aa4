import { randomUUID } from 'node:crypto';
import { type TBooking, type TCreateBookingInput, todayInHcm } from '@acf/shared';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/client';
import { bookingsChanged } from '../../src/modules/bookings/list-cache';
import type { TestApp } from './build';

export const party = (over: Record<string, string> = {}) => ({
  name: 'Nguyen Van A',
  company: '',
  phone: '0901234567',
  email: 'a@example.vn',
  addressLine1: '12 Nguyen Hue',
  addressLine2: '',
  city: 'Ho Chi Minh',
  state: '',
  postalCode: '700000',
  country: 'VN',
  ...over,
});

/** The Ho Chi Minh calendar day `offset` days from today, as YYYY-MM-DD (Ho Chi Minh has no DST). */
export const hcmDay = (offset = 0) => todayInHcm(new Date(Date.now() + offset * 86_400_000));

/**
 * The issue's contract example, with overrides. The pickup is two days ahead, whenever tests run.
 * Goods going abroad get one goods line worth the declared value, unless the test sends its own
 * customs block (customs wants lines: see packages/shared/src/bookings/customs.ts).
 */
export function bookingInput(over: Partial<TCreateBookingInput> = {}): TCreateBookingInput {
  const input = baseInput(over);
  if (over.customs === undefined && input.receiver.country.toUpperCase() !== 'VN')
    input.customs = {
      items: [
        {
          description: input.goodsDescription,
          quantity: 1,
          unitValue: input.declaredValue ?? 0,
          hsCode: '6109.10.00',
          originCountry: 'VN',
        },
      ],
    };
  return input;
}

/** A consignee in Korea: where K-Cargo's rate cards go (its zones cover Korea only). */
export const koreanReceiver = () =>
  party({
    name: 'Kim Minjun',
    phone: '+82 2 312 3456',
    email: '',
    addressLine1: '12 Sejong-daero',
    city: 'Seoul',
    postalCode: '04524',
    country: 'KR',
    customsCode: 'P123456789012',
  });

/**
 * A carrier and service whose seeded rate card prices a parcel to `country` (a test that names
 * its own keeps it): Yamato to Japan, K-Cargo to Korea, DHL eCommerce within Vietnam, DHL express
 * elsewhere.
 */
export function lineTo(country = 'JP'): Pick<TCreateBookingInput, 'carrier' | 'service'> {
  const c = country.toUpperCase();
  if (c === 'JP') return { carrier: 'YAMATO', service: 'EXPRESS' };
  if (c === 'KR') return { carrier: 'K_CARGO', service: 'EXPRESS' };
  if (c === 'VN') return { carrier: 'DHL', service: 'ECOMMERCE_SERVICE' };
  return { carrier: 'DHL', service: 'EXPRESS' };
}

function baseInput(over: Partial<TCreateBookingInput>): TCreateBookingInput {
  const line = lineTo(over.receiver?.country);
  return {
    ...line,
    sender: party(),
    receiver:
      over.carrier === 'K_CARGO'
        ? koreanReceiver()
        : party({
            name: 'Tanaka Hiro',
            phone: '0312345678',
            email: '',
            addressLine1: '1-1 Chiyoda',
            city: 'Tokyo',
            postalCode: '100-0001',
            country: 'JP',
          }),
    cargoUnit: 'CM_KG',
    pieces: [{ length: 30, width: 20, height: 10, weight: 2.3, quantity: 1 }],
    goodsDescription: 'Clothes',
    declaredValue: 100,
    currency: 'USD',
    incoterm: 'DAP',
    pickup: { date: hcmDay(2), timeWindow: '09:00-12:00', address: '12 Nguyen Hue' },
    note: '',
    ...over,
  };
}

/** The contract's surcharge check example: a 20 kg UPS carton to Tokyo, 123 cm long. */
export const SURCHARGE_CHECK_EXAMPLE = {
  carrier: 'UPS',
  destination: { country: 'JP', postalCode: '100-0001', residential: false },
  originPostalCode: '700000',
  pieces: [
    { length: 123, width: 50, height: 40, weight: 20, quantity: 1, packaging: 'CARTON', shape: 'BOX' },
  ],
  flags: { nonStackablePallet: false, addressCorrection: false, addressChange: false, dutyPaid: false },
};

/** A booking created through the API (factory with overrides). */
export async function createBooking(
  app: TestApp,
  headers: Record<string, string>,
  over: Partial<TCreateBookingInput> = {},
): Promise<TBooking> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: bookingInput(over),
  });
  if (res.statusCode !== 201) throw new Error(`create failed ${res.statusCode}: ${res.body}`);
  return res.json();
}

export async function transition(
  app: TestApp,
  headers: Record<string, string>,
  id: string,
  to: string,
  extra: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${id}/transitions`,
    headers,
    payload: { to, ...extra },
  });
}

/**
 * `n` copies of booking `modelId` made in SQL, `i` counting them from 1: a column is copied as it
 * is unless `values` gives its SQL expression (of `i`). The lists kept in memory are told.
 */
export async function copyBooking(app: TestApp, modelId: string, n: number, values: Record<string, string>) {
  const cols = (
    await rowsOf<{ column_name: string }>(
      app.db,
      sql`select column_name from information_schema.columns where table_name = 'bookings' and table_schema = current_schema() order by ordinal_position`,
    )
  ).map((r) => r.column_name);
  const value = (c: string) => values[c] ?? `"${c}"`;
  await app.db.execute(
    sql.raw(`insert into bookings (${cols.map((c) => `"${c}"`).join(', ')})
      select ${cols.map(value).join(', ')} from bookings cross join generate_series(1, ${n}) i
      where id = '${modelId}'`),
  );
  bookingsChanged(app.db);
}
