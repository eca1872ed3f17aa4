import { describe, expect, it } from 'vitest';
import { PICKUP_COUNT_BOUND } from '../../src/modules/pickups/pickups.repository';
import { copyBooking, hcmDay } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';
import { pickupPeople, pickupToday } from '../helpers/pickups';

/**
 * Issue 37: the dispatcher's list counts its open pickups up to a bound and says when more are
 * open ("10,000+"), as the bookings list does; test bookings are never among them.
 */
let app: TestApp;
const p = appSuite(pickupPeople, (s) => ({ app } = s));
const COPIES = PICKUP_COUNT_BOUND + 20;

interface Listed {
  results: { id: string; code: string }[];
  totalResults: number;
  totalPages: number;
  totalCapped: boolean;
  date: string;
}

const listed = async (query: string) => {
  const res = await app.inject({
    url: `/api/v1/pickups/assignable?date=${hcmDay(0)}&${query}`,
    headers: p.dispatcher.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Listed;
};

describe('GET /pickups/assignable past its count bound', () => {
  it('counts to the bound and says more are open; a narrow filter keeps its exact total; test bookings never show', async () => {
    const model = await pickupToday(app, p.customer);
    // Yesterday's missed pickups, BKX000001…: still open, so on today's list before today's.
    await copyBooking(app, model.id, COPIES, {
      id: 'gen_random_uuid()',
      code: `'BKX' || lpad(i::text, 6, '0')`,
      tracking_number: `lpad((710000000 + i)::text, 10, '0')`,
      pickup_date: `pickup_date - 1`,
    });
    await copyBooking(app, model.id, 3, {
      id: 'gen_random_uuid()',
      code: `'BKT' || lpad(i::text, 6, '0')`,
      tracking_number: `lpad((720000000 + i)::text, 10, '0')`,
      is_test: 'true',
    });

    const all = await listed('pageSize=50');
    expect(all.totalCapped).toBe(true);
    expect(all.totalResults).toBe(PICKUP_COUNT_BOUND);
    expect(all.totalPages).toBe(PICKUP_COUNT_BOUND / 50);
    expect(all.results.map((r) => r.code).slice(0, 2)).toEqual(['BKX000001', 'BKX000002']);
    // A later page is counted the same way.
    const later = await listed('pageSize=50&page=3');
    expect([later.totalResults, later.totalCapped]).toEqual([PICKUP_COUNT_BOUND, true]);
    expect(later.results[0]!.code).toBe('BKX000101');

    // BKX010000 … BKX010020: a full first page of 20, then the exact count of 21.
    const narrow = await listed('pageSize=20&code=BKX0100');
    expect([narrow.totalResults, narrow.totalCapped, narrow.results.length]).toEqual([21, false, 20]);
    const short = await listed('pageSize=50&code=BKX0100');
    expect([short.totalResults, short.totalCapped, short.results.length]).toEqual([21, false, 21]);

    expect((await listed('code=BKT')).totalResults).toBe(0);
    expect((await listed(`code=${model.code}`)).results.map((r) => r.id)).toEqual([model.id]);
  }, 120_000);
});
