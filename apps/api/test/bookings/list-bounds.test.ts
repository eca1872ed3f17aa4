import { todayInHcm } from '@acf/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_NUMBER_BLOCK, takeDailyNumber } from '../../src/modules/bookings/booking-numbers';
import {
  LIST_COUNT_BOUND,
  type ListFilter,
  type ListPage,
  listAnswer,
  SEARCH_COUNT_BOUND,
} from '../../src/modules/bookings/bookings.repository';
import { bookingsChanged, LIST_CACHE_MS } from '../../src/modules/bookings/list-cache';
import { loginAs, type TestUser } from '../helpers/auth';
import { bookingInput, copyBooking, createBooking } from '../helpers/bookings';
import { build, type TestApp } from '../helpers/build';

/**
 * Issue 37: a list counts to a bound and says when more match; a code or number prefix lists
 * along its own index, by that value; booking numbers come in blocks per instance.
 */
let app: TestApp;
let staff: TestUser;
let customer: TestUser;
let modelId: string;
const COPIES = LIST_COUNT_BOUND + 20;

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

beforeAll(async () => {
  app = await build();
  staff = await loginAs(app, 'MANAGER');
  customer = await loginAs(app, 'CUSTOMER');
  modelId = (await createBooking(app, customer.headers)).id;
  // Copies of the first booking a minute apart: IN_TRANSIT all but every 1000th (CANCELLED); codes
  // BK99…, numbers 07…, the newest copy with the highest code and number.
  await copyBooking(app, modelId, COPIES, {
    id: 'gen_random_uuid()',
    code: `'BK99' || lpad((${COPIES} - i)::text, 6, '0')`,
    tracking_number: `lpad((700000000 + ${COPIES} - i)::text, 10, '0')`,
    status: `case when i % 1000 = 0 then 'CANCELLED' else 'IN_TRANSIT' end`,
    created_at: `created_at - i * interval '1 minute'`,
  });
}, 300_000);
afterAll(async () => app.close());

interface Listed {
  results: { id: string; code: string; trackingNumber: string }[];
  totalResults: number;
  totalPages: number;
  totalCapped: boolean;
}

const list = async (query: string) => {
  const res = await app.inject({ url: `/api/v1/bookings?${query}`, headers: staff.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as Listed;
};

describe('the bookings list under a broad filter', () => {
  it('counts to the bound and says more match; a narrow filter keeps its exact total', async () => {
    const broad = await list('status=IN_TRANSIT&pageSize=10');
    expect(broad).toMatchObject({ totalResults: LIST_COUNT_BOUND, totalPages: 1000, totalCapped: true });
    expect(broad.results).toHaveLength(10);
    const all = await list('pageSize=10');
    expect(all).toMatchObject({ totalResults: LIST_COUNT_BOUND, totalCapped: true });
    // 10 copies and nothing else are CANCELLED.
    const narrow = await list('status=CANCELLED&pageSize=10');
    expect(narrow).toMatchObject({ totalResults: 10, totalPages: 1, totalCapped: false });
    // Exactly the bound is not "more".
    await app.db.execute(
      sql`update bookings set status = 'EXCEPTION', exception_from = 'IN_TRANSIT' where id in (select id from bookings where status = 'IN_TRANSIT' order by code limit ${LIST_COUNT_BOUND})`,
    );
    bookingsChanged(app.db);
    expect(await list('status=EXCEPTION&pageSize=10')).toMatchObject({
      totalResults: LIST_COUNT_BOUND,
      totalCapped: false,
    });
    await app.db.execute(
      sql`update bookings set status = 'IN_TRANSIT', exception_from = null where status = 'EXCEPTION'`,
    );
    bookingsChanged(app.db);
  });

  it('keeps a total past the bound through its own write for LIST_CACHE_MS, a smaller total not at all', async () => {
    const q = { page: 2, pageSize: 10 };
    const ask = async (filter: ListFilter, now: number) =>
      JSON.parse(await listAnswer(app.db, filter, q, (p) => JSON.stringify(p), now)) as ListPage;
    // Past the life of every total read by the test before (the same filters, read a moment
    // ago): the first answers here count afresh, and "1 s later" is 1 s after that count.
    const t0 = Date.now() + 2 * LIST_CACHE_MS;
    expect(await ask({ status: 'IN_TRANSIT' }, t0)).toMatchObject({ total: LIST_COUNT_BOUND, capped: true });
    expect(await ask({ status: 'CANCELLED' }, t0)).toMatchObject({ total: 10, capped: false });
    // 20 of the 10,010 in transit cancelled, as a write through this instance.
    await app.db.execute(
      sql`update bookings set status = 'CANCELLED' where id in (select id from bookings where status = 'IN_TRANSIT' order by code limit 20)`,
    );
    bookingsChanged(app.db);
    expect(await ask({ status: 'CANCELLED' }, t0 + 1000)).toMatchObject({ total: 30, capped: false });
    expect(await ask({ status: 'IN_TRANSIT' }, t0 + 1000)).toMatchObject({
      total: LIST_COUNT_BOUND,
      capped: true,
    });
    expect(await ask({ status: 'IN_TRANSIT' }, t0 + LIST_CACHE_MS + 1)).toMatchObject({
      total: COPIES - 30,
      capped: false,
    });
    await app.db.execute(
      sql`update bookings set status = 'IN_TRANSIT' where status = 'CANCELLED' and id <> ${modelId} and right(code, 3) <> '020'`,
    );
    bookingsChanged(app.db);
  });

  it('lists a code prefix by code, newest first, the same rows page after page and deep down', async () => {
    const codes = (first: number, n: number) =>
      Array.from({ length: n }, (_, k) => `BK99${String(COPIES - 1 - first - k).padStart(6, '0')}`);
    const page1 = await list('search=bk99&pageSize=10');
    expect(page1.results.map((r) => r.code)).toEqual(codes(0, 10));
    // A search counts to its own bound, lower than a list's.
    expect(page1).toMatchObject({ totalResults: SEARCH_COUNT_BOUND, totalCapped: true });
    const page2 = await list('search=BK99&pageSize=10&page=2');
    expect(page2.results.map((r) => r.code)).toEqual(codes(10, 10));
    // Past the offset where date-ordered pages seek from a kept first row.
    const deep = await list('search=BK99&pageSize=10&page=151');
    expect(deep.results.map((r) => r.code)).toEqual(codes(1500, 10));
    const narrow = await list('search=BK9900999&pageSize=100');
    expect(narrow.results.map((r) => r.code)).toEqual(
      Array.from({ length: 10 }, (_, k) => `BK9900999${9 - k}`),
    );
    expect(narrow).toMatchObject({ totalResults: 10, totalCapped: false });
  });

  it('lists a tracking-number prefix by number, newest first', async () => {
    // 0700010000 … 0700010019: the 20 newest copies.
    const found = await list('search=070001000&pageSize=3');
    expect(found.results.map((r) => r.trackingNumber)).toEqual(['0700010009', '0700010008', '0700010007']);
    expect(found).toMatchObject({ totalResults: 10, totalCapped: false });
    const broad = await list('search=07000&pageSize=3');
    expect(broad.results.map((r) => r.trackingNumber)).toEqual(['0700010019', '0700010018', '0700010017']);
    expect(broad).toMatchObject({ totalResults: SEARCH_COUNT_BOUND, totalCapped: true });
  });

  it('finds the same receiver names with every kind of pattern, the newest first', async () => {
    await app.db.execute(
      sql`update bookings set receiver_name = 'Nguyễn Thị Hoa ' || code where code in ('BK99000100', 'BK99000200')`,
    );
    bookingsChanged(app.db);
    const found = await list(`search=${encodeURIComponent('thị hoa bk99')}&pageSize=10`);
    expect(found.results.map((r) => r.code)).toEqual(['BK99000200', 'BK99000100']);
    expect(found).toMatchObject({ totalResults: 2, totalCapped: false });
    // Every copy has the first booking's receiver: a name search counts to its own bound.
    const [model] = rowsOf<{ name: string; code: string }>(
      await app.db.execute(sql`select receiver_name as name, code from bookings where id = ${modelId}`),
    );
    const common = await list(`search=${encodeURIComponent(model!.name.slice(1, 6))}&pageSize=10`);
    expect(common).toMatchObject({
      totalResults: SEARCH_COUNT_BOUND,
      totalPages: SEARCH_COUNT_BOUND / 10,
      totalCapped: true,
    });
    expect(common.results.slice(0, 2).map((r) => r.code)).toEqual([
      model!.code,
      `BK99${String(COPIES - 1).padStart(6, '0')}`,
    ]);
  });
});

describe('booking numbers', () => {
  it('are handed out in blocks: an instance takes the next free block, its numbers in order', async () => {
    const day = '2031-01-02';
    const one = {};
    const other = {};
    const first = [];
    for (let i = 0; i < BOOKING_NUMBER_BLOCK + 2; i++) first.push(await takeDailyNumber(app.db, day, one));
    expect(first).toEqual(Array.from({ length: BOOKING_NUMBER_BLOCK + 2 }, (_, k) => k + 1));
    // The second instance starts after the two blocks the first one took.
    expect(await takeDailyNumber(app.db, day, other)).toBe(2 * BOOKING_NUMBER_BLOCK + 1);
    expect(await takeDailyNumber(app.db, day, one)).toBe(BOOKING_NUMBER_BLOCK + 3);
    // Many at once from one instance: each number once, the rest of its block then new blocks.
    const many = await Promise.all(
      Array.from({ length: 3 * BOOKING_NUMBER_BLOCK }, () => takeDailyNumber(app.db, day, other)),
    );
    const from = 2 * BOOKING_NUMBER_BLOCK + 2;
    expect(many.sort((a, b) => a - b)).toEqual(Array.from({ length: many.length }, (_, k) => from + k));
  });

  it("gives created bookings today's codes, each once, whichever path made them", async () => {
    const created = await Promise.all(
      Array.from({ length: 15 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/bookings',
          headers: customer.headers,
          payload: bookingInput(),
        }),
      ),
    );
    const codes = created.map((r) => (r.json() as { code: string }).code);
    const today = `BK${todayInHcm(new Date()).slice(2).replace(/-/g, '')}`;
    for (const c of codes) expect(c.startsWith(today)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
