import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RECENT_WINDOW } from '../../src/modules/bookings/bookings.repository';
import { bookingsChanged } from '../../src/modules/bookings/list-cache';
import type { TestUser } from '../helpers/auth';
import { copyBooking, createBooking } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';
import { type Crew, crewOf, walk } from '../helpers/walk';

/**
 * The list's shortcuts for large tables (cached totals, deep pages that seek from their first
 * row) must answer exactly what a plain OFFSET query answers, and see this instance's writes.
 */
let app: TestApp;
let staff: TestUser;
let customer: TestUser;
let modelId: string;
let crew: Crew;
const COPIES = 1200;

const rowsOf = (res: unknown) => (res as { rows: Record<string, unknown>[] }).rows;

appSuite({ staff: 'MANAGER', customer: 'CUSTOMER' }, async (s) => {
  ({ app, staff, customer } = s);
  crew = await crewOf(app);
  modelId = (await createBooking(app, customer.headers)).id;
  await copies(COPIES, {});
});

/** Copies of the first booking, a minute apart, each with its own code and tracking number. */
const copies = (n: number, values: Record<string, string>) =>
  copyBooking(app, modelId, n, {
    id: 'gen_random_uuid()',
    code: `'BKCOPY' || lpad(i::text, 6, '0')`,
    tracking_number: `lpad((700000000 + i)::text, 10, '0')`,
    status: `(array['BOOKED','ASSIGNED','IN_TRANSIT'])[1 + i % 3]`,
    created_at: `created_at - i * interval '1 minute'`,
    ...values,
  });

const list = async (query: string) => {
  const res = await app.inject({ url: `/api/v1/bookings?${query}`, headers: staff.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    results: { id: string; code: string; trackingNumber: string }[];
    totalResults: number;
    totalPages: number;
  };
};

const expected = async (where: string, offset: number, limit: number) =>
  rowsOf(
    await app.db.execute(
      sql.raw(
        `select id from bookings ${where} order by created_at desc, id desc offset ${offset} limit ${limit}`,
      ),
    ),
  ).map((r) => r.id);

describe('GET /bookings on a large table', () => {
  it('answers deep pages exactly like an OFFSET query, with and without a filter', async () => {
    for (const [query, where] of [
      ['', ''],
      ['status=IN_TRANSIT&', `where status = 'IN_TRANSIT'`],
    ] as const) {
      // Either side of where pages start from their kept first rows (offset 200), and deep.
      for (const [page, pageSize] of [
        [20, 10],
        [21, 10],
        [3, 100],
        [11, 100],
        [12, 100],
        [103, 10],
        [37, 17],
      ] as const) {
        const got = await list(`${query}page=${page}&pageSize=${pageSize}`);
        expect(got.results.map((r) => r.id)).toEqual(await expected(where, (page - 1) * pageSize, pageSize));
      }
    }
    // A customer's own list: the same pages, within its scope.
    const own = await app.inject({ url: '/api/v1/bookings?page=9&pageSize=50', headers: customer.headers });
    expect(own.json().results.map((r: { id: string }) => r.id)).toEqual(
      await expected(`where customer_id = '${customer.customerId}'`, 400, 50),
    );
    const last = await list('page=13&pageSize=100');
    expect(last.results).toHaveLength(1);
    expect(await list('page=14&pageSize=100').then((p) => p.results)).toEqual([]);
  });

  it('counts exactly and sees a booking created through this instance at once', async () => {
    const before = await list('pageSize=10');
    expect(before.totalResults).toBe(COPIES + 1);
    expect(before.totalPages).toBe(Math.ceil((COPIES + 1) / 10));
    const created = await createBooking(app, customer.headers);
    const after = await list('pageSize=10');
    expect(after.totalResults).toBe(COPIES + 2);
    expect(after.results[0]!.id).toBe(created.id);
  });

  it('moves a booking between filtered lists and deep pages as soon as its status changes', async () => {
    const inTransit = (await list('status=IN_TRANSIT&pageSize=10')).totalResults;
    const deepBefore = await list('status=IN_TRANSIT&page=101&pageSize=4');
    const booked = (await list('status=BOOKED&page=1&pageSize=1')).results[0]!;
    await walk(app, crew, [booked], 'IN_TRANSIT');
    expect((await list('status=IN_TRANSIT&pageSize=10')).totalResults).toBe(inTransit + 1);
    const deepAfter = await list('status=IN_TRANSIT&page=101&pageSize=4');
    expect(deepAfter.results.map((r) => r.id)).toEqual(await expected(`where status = 'IN_TRANSIT'`, 400, 4));
    expect(deepAfter.results.map((r) => r.id)).not.toEqual(deepBefore.results.map((r) => r.id));
  });

  it('keeps a total for a short while when another instance writes, until told of a change', async () => {
    expect((await list('status=CANCELLED&pageSize=10&page=2')).totalResults).toBe(0);
    // A row changed behind this instance's back, as another API instance would.
    await app.db.execute(sql`update bookings set status = 'CANCELLED' where code = 'BKCOPY000003'`);
    // A first page that is not full holds every match: it is its own total, at once.
    const first = await list('status=CANCELLED&pageSize=10');
    expect(first.totalResults).toBe(1);
    expect(first.results.map((r) => r.code)).toEqual(['BKCOPY000003']);
    // A later page takes the total counted before, until told of a change.
    expect((await list('status=CANCELLED&pageSize=10&page=2')).totalResults).toBe(0);
    bookingsChanged(app.db);
    expect((await list('status=CANCELLED&pageSize=10&page=2')).totalResults).toBe(1);
  });

  it('finds a receiver name among the newest bookings or through the index, the same rows either way', async () => {
    // Older than every other booking: 25 "Needle" receivers, one in a hundred, most of them
    // beyond the newest RECENT_WINDOW bookings that a name search reads first.
    const n = 2500;
    await copies(n, {
      code: `'BKNEEDLE' || lpad(i::text, 6, '0')`,
      tracking_number: `lpad((800000000 + i)::text, 10, '0')`,
      created_at: `created_at - (100000 + i) * interval '1 minute'`,
      receiver_name: `case when i % 100 = 0 then 'Needle ' || i else 'Hay ' || i end`,
    });
    const all = await expected(`where lower(receiver_name) like '%needle%'`, 0, 100);
    expect(all).toHaveLength(n / 100);
    const total = Number(rowsOf(await app.db.execute(sql`select count(*) as n from bookings`))[0]!.n);
    const inWindow = rowsOf(
      await app.db.execute(
        sql.raw(`select receiver_name from (select receiver_name from bookings order by created_at desc, id desc
          limit ${RECENT_WINDOW}) r where lower(receiver_name) like '%needle%'`),
      ),
    ).length;
    // Some matches among the newest rows, more beyond them: both ways are taken below.
    expect(total).toBeGreaterThan(RECENT_WINDOW);
    expect(inWindow).toBeGreaterThan(2);
    expect(inWindow).toBeLessThan(10);

    const client = (app.db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } })
      .$client;
    const query = client.query;
    const sent: string[] = [];
    client.query = (...a: unknown[]) => {
      sent.push(typeof a[0] === 'string' ? a[0] : String((a[0] as { text?: string }).text));
      return query.apply(client, a);
    };
    try {
      for (const [page, pageSize] of [
        [1, 2],
        [2, 2],
        [1, 10],
        [3, 10],
        [2, 7],
      ] as const) {
        const got = await list(`search=NEEDLE&page=${page}&pageSize=${pageSize}`);
        expect(got.totalResults).toBe(n / 100);
        expect(got.results.map((r) => r.id)).toEqual(all.slice((page - 1) * pageSize, page * pageSize));
      }
    } finally {
      client.query = query;
    }
    const window = sent.filter((s) => s.includes(`limit ${RECENT_WINDOW})`)).length;
    expect(window).toBeGreaterThan(0);
    expect(
      sent.filter(
        (s) => s.includes('like') && !s.includes('count(') && !s.includes(`limit ${RECENT_WINDOW})`),
      ).length,
    ).toBeGreaterThan(0);
    // A whole name with a word that none of the newest names hold: its matches are gathered
    // through that word's trigrams alone, then tested against the whole name.
    sent.length = 0;
    client.query = (...a: unknown[]) => {
      sent.push(typeof a[0] === 'string' ? a[0] : String((a[0] as { text?: string }).text));
      return query.apply(client, a);
    };
    try {
      for (const fragment of ['needle 1200', 'edle 12', 'hay 1234']) {
        const got = await list(`search=${encodeURIComponent(fragment)}&pageSize=5`);
        expect(got.results.map((r) => r.id)).toEqual(
          await expected(`where lower(receiver_name) like '%${fragment}%'`, 0, 5),
        );
        expect(got.totalResults).toBe(got.results.length);
      }
    } finally {
      client.query = query;
    }
    expect(sent.filter((s) => s.includes('offset 0) "bookings"')).length).toBe(2);
    await app.db.execute(sql`delete from bookings where code like 'BKNEEDLE%'`);
    bookingsChanged(app.db);
  });
});
