import { type TBookingListItem, toPage } from '@acf/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { type ListPage, listAnswer } from '../../src/modules/bookings/bookings.repository';
import { bookingsChanged, LIST_CACHE_MS } from '../../src/modules/bookings/list-cache';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking, transition } from '../helpers/bookings';
import { appSuite, askedTwice, type TestApp } from '../helpers/build';
import { type Crew, crewOf, walk } from '../helpers/walk';

// The bookings list is answered from memory while its version (migration 0025) has not moved:
// every write to what a list shows or filters on must move it, whichever way it comes (this
// API, or SQL from anywhere else: another API instance), and nothing else may.

let app: TestApp;
let manager: TestUser;
let sales: TestUser;
let otherSales: TestUser;
let customer: TestUser;
let other: TestUser;
let crew: Crew;
appSuite({ manager: 'MANAGER', sales: 'SALES', otherSales: 'SALES' }, async (s) => {
  ({ app, manager, sales, otherSales } = s);
  customer = await loginAs(app, 'CUSTOMER', { salesUserId: sales.userId });
  other = await loginAs(app, 'CUSTOMER');
  crew = await crewOf(app);
});

type Listed = { results: TBookingListItem[]; totalResults: number };

/** A list as the route answers it, asked twice: the second answer must be the first, byte for byte. */
async function list(who: TestUser, query = ''): Promise<Listed> {
  const ask = () => app.inject({ url: `/api/v1/bookings?pageSize=100&${query}`, headers: who.headers });
  return (await askedTwice(ask)).json();
}
const row = async (id: string, who: TestUser = manager, query = '') =>
  (await list(who, query)).results.find((r) => r.id === id);

const version = async () => {
  const [row] = await rowsOf<{ v: string }>(
    app.db,
    sql`select coalesce(sum(n), 0)::text as v from booking_list_changes`,
  );
  return row!.v;
};

describe('the bookings list kept in memory', () => {
  it('is built once while nothing changed, and is the JSON the route builds', async () => {
    const b = await createBooking(app, customer.headers);
    const q = { page: 1, pageSize: 100 };
    let built = 0;
    const serialize = (p: ListPage) => {
      built++;
      return JSON.stringify({ ...toPage(p.rows, p.total, q), totalCapped: p.capped });
    };
    const first = await listAnswer(app.db, {}, q, serialize);
    expect(await listAnswer(app.db, {}, q, serialize)).toBe(first);
    expect(built).toBe(1);
    // Another page size, or another filter, is another answer.
    await listAnswer(app.db, {}, { page: 1, pageSize: 50 }, serialize);
    await listAnswer(app.db, { status: 'BOOKED' }, q, serialize);
    expect(built).toBe(3);
    const routed = await list(manager);
    expect(routed.results.map((r) => r.id)).toEqual(
      JSON.parse(first).results.map((r: { id: string }) => r.id),
    );
    expect(routed.results[0]!.id).toBe(b.id);
    // A kept answer is the same bytes as one built afresh.
    const kept = await app.inject({ url: '/api/v1/bookings?pageSize=100', headers: manager.headers });
    bookingsChanged(app.db);
    const fresh = await app.inject({ url: '/api/v1/bookings?pageSize=100', headers: manager.headers });
    expect(kept.body).toBe(fresh.body);
  });

  it('shows a booking created, moved and cancelled through the API at once', async () => {
    expect((await list(customer)).results).toHaveLength((await list(customer)).totalResults);
    const b = await createBooking(app, customer.headers);
    expect(await row(b.id, customer)).toMatchObject({ status: 'BOOKED' });
    expect(await row(b.id, manager, 'status=BOOKED')).toBeDefined();
    await walk(app, crew, [b], 'ASSIGNED');
    expect(await row(b.id, manager, 'status=BOOKED')).toBeUndefined();
    expect(await row(b.id, manager, 'status=ASSIGNED')).toMatchObject({ status: 'ASSIGNED' });
    expect((await transition(app, manager.headers, b.id, 'BOOKED')).statusCode).toBe(200);
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/v1/bookings/${b.id}`,
      headers: customer.headers,
      payload: { goodsDescription: 'Quần áo mùa đông' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await transition(app, customer.headers, b.id, 'CANCELLED')).statusCode).toBe(200);
    expect(await row(b.id, customer)).toMatchObject({ status: 'CANCELLED' });
    expect(await row(b.id, manager, 'status=CANCELLED')).toBeDefined();
  });

  it("shows another instance's writes to a booking at once: its listed columns, its filters, its removal", async () => {
    const b = await createBooking(app, customer.headers);
    expect(await row(b.id)).toMatchObject({ receiverName: expect.any(String) });
    // SQL from outside this API instance: only the version can tell it.
    await app.db.execute(sql`update bookings set receiver_name = 'Nguyễn Văn Đổi' where id = ${b.id}`);
    expect(await row(b.id)).toMatchObject({ receiverName: 'Nguyễn Văn Đổi' });
    expect(await row(b.id, manager, 'search=đổi')).toBeDefined();
    await app.db.execute(sql`update bookings set total = 123456, is_test = true where id = ${b.id}`);
    expect(await row(b.id)).toMatchObject({ total: 123456, test: true });
    await app.db.execute(
      sql`update bookings set receiver = receiver || '{"toVerify": true}'::jsonb where id = ${b.id}`,
    );
    expect(await row(b.id, manager, 'addressToVerify=1')).toBeDefined();
    await app.db.execute(sql`update bookings set pieces_missing = true where id = ${b.id}`);
    expect(await row(b.id, manager, 'piecesMissing=1')).toBeDefined();
    await app.db.execute(sql`update bookings set pieces_missing = false where id = ${b.id}`);
    expect(await row(b.id, manager, 'piecesMissing=1')).toBeUndefined();
    await app.db.execute(sql`update bookings set status = 'IN_TRANSIT' where id = ${b.id}`);
    expect(await row(b.id, manager, 'status=IN_TRANSIT')).toBeDefined();
    await app.db.execute(sql`delete from booking_events where booking_id = ${b.id}`);
    await app.db.execute(sql`delete from booking_history where booking_id = ${b.id}`);
    await app.db.execute(sql`delete from bookings where id = ${b.id}`);
    expect(await row(b.id)).toBeUndefined();
  });

  it("shows a customer's new name and a customer moved to another sales user at once", async () => {
    const b = await createBooking(app, customer.headers);
    await app.db.execute(
      sql`update customers set company_name = 'Công ty Mới Đổi Tên' where id = ${customer.customerId!}`,
    );
    expect(await row(b.id)).toMatchObject({ customer: { name: 'Công ty Mới Đổi Tên' } });
    expect(await row(b.id, sales)).toBeDefined();
    expect(await row(b.id, otherSales)).toBeUndefined();
    await app.db.execute(
      sql`update customers set sales_user_id = ${otherSales.userId}::uuid where id = ${customer.customerId!}`,
    );
    expect(await row(b.id, sales)).toBeUndefined();
    expect(await row(b.id, otherSales)).toBeDefined();
    await app.db.execute(
      sql`update customers set sales_user_id = ${sales.userId}::uuid where id = ${customer.customerId!}`,
    );
  });

  it("never answers one caller's list to another", async () => {
    const mine = await createBooking(app, customer.headers);
    const theirs = await createBooking(app, other.headers);
    expect(await row(mine.id, customer)).toBeDefined();
    expect(await row(theirs.id, customer)).toBeUndefined();
    expect(await row(theirs.id, other)).toBeDefined();
    expect(await row(mine.id, other)).toBeUndefined();
    expect(await row(theirs.id, sales)).toBeUndefined();
  });

  it('keeps its version for writes that change nothing a list shows or filters on', async () => {
    const b = await createBooking(app, customer.headers);
    await list(manager);
    const before = await version();
    await app.db.execute(sql`update bookings set goods_description = 'Sách cũ' where id = ${b.id}`);
    // The hand-over a warehouse scan records beside the status (a receive's second update).
    await app.db.execute(sql`update bookings set handover = 'RECEIVE' where id = ${b.id}`);
    await app.db.execute(sql`update customers set phone = phone where id = ${customer.customerId!}`);
    expect(await version()).toBe(before);
    // A statement that names a listed column but leaves it as it was changes nothing either.
    await app.db.execute(sql`update bookings set carrier = carrier, status = status where id = ${b.id}`);
    await app.db.execute(sql`update bookings set status = 'IN_TRANSIT' where id = gen_random_uuid()`);
    expect(await version()).toBe(before);
    await app.db.execute(
      sql`update bookings set receiver_country = case receiver_country when 'KR' then 'JP' else 'KR' end where id = ${b.id}`,
    );
    expect(BigInt(await version())).toBeGreaterThan(BigInt(before));
  });

  it('keeps the lists of the statuses a write did not touch (migration 0040)', async () => {
    const q = { page: 1, pageSize: 100 };
    const built: string[] = [];
    const ask = async (status?: 'BOOKED' | 'CANCELLED' | 'DELIVERED') =>
      JSON.parse(
        await listAnswer(app.db, status ? { status } : {}, q, (p) => {
          built.push(status ?? 'all');
          return JSON.stringify(toPage(p.rows, p.total, q));
        }),
      ) as Listed;
    for (const status of ['DELIVERED', 'BOOKED', 'CANCELLED', undefined] as const) await ask(status);
    built.length = 0;
    // A booking created through the API (BOOKED): its status's list and the whole list move.
    const b = await createBooking(app, customer.headers);
    expect((await ask('DELIVERED')).results.map((r) => r.id)).not.toContain(b.id);
    expect((await ask('CANCELLED')).results.map((r) => r.id)).not.toContain(b.id);
    expect((await ask('BOOKED')).results[0]!.id).toBe(b.id);
    expect((await ask()).results[0]!.id).toBe(b.id);
    expect(built).toEqual(['BOOKED', 'all']);
    built.length = 0;
    // Cancelled: the status it left and the one it took, not the others.
    expect((await transition(app, customer.headers, b.id, 'CANCELLED')).statusCode).toBe(200);
    expect((await ask('BOOKED')).results.map((r) => r.id)).not.toContain(b.id);
    expect((await ask('CANCELLED')).results[0]!.id).toBe(b.id);
    await ask('DELIVERED');
    expect(built).toEqual(['BOOKED', 'CANCELLED']);
    built.length = 0;
    // A customer's new name is on bookings of every status; so is a write from outside the API.
    await app.db.execute(
      sql`update customers set contact_name = 'Người Liên Hệ Mới' where id = ${customer.customerId!}`,
    );
    await ask('DELIVERED');
    await app.db.execute(sql`update bookings set receiver_name = 'Tên Mới' where id = ${b.id}`);
    expect((await ask('CANCELLED')).results[0]!.receiverName).toBe('Tên Mới');
    await ask('DELIVERED');
    expect(built).toEqual(['DELIVERED', 'CANCELLED']);
  });

  it('merges its changes into one row now and then, keeping the version', async () => {
    const b = await createBooking(app, customer.headers);
    for (let i = 0; i < 60; i++)
      await app.db.execute(sql`update bookings set receiver_name = ${`Người nhận ${i}`} where id = ${b.id}`);
    const before = await version();
    expect(await row(b.id)).toMatchObject({ receiverName: 'Người nhận 59' });
    const [after] = await rowsOf<{ rows: number; v: string }>(
      app.db,
      sql`select count(*)::int as rows, sum(n)::text as v from booking_list_changes`,
    );
    // One row per status the changes named (migration 0040).
    const [statuses] = await rowsOf<{ n: number }>(
      app.db,
      sql`select count(distinct coalesce(status, '*'))::int as n from booking_list_changes`,
    );
    expect(after).toEqual({ rows: statuses!.n, v: before });
    await app.db.execute(sql`update bookings set receiver_name = 'Sau khi gộp' where id = ${b.id}`);
    expect(await row(b.id)).toMatchObject({ receiverName: 'Sau khi gộp' });
  });

  it("counts another instance's write within LIST_CACHE_MS, and never keeps a total older than that", async () => {
    const b = await createBooking(app, customer.headers);
    // Two bookings in the filter, so a page of one is full and its total is counted.
    for (const other of [
      await createBooking(app, customer.headers),
      await createBooking(app, customer.headers),
    ])
      await app.db.execute(
        sql`update bookings set status = 'EXCEPTION', exception_from = 'BOOKED' where id = ${other.id}`,
      );
    bookingsChanged(app.db);
    const filter = { status: 'EXCEPTION' as const };
    const ask = async (now: number, q = { page: 1, pageSize: 1 }) =>
      JSON.parse(
        await listAnswer(app.db, filter, q, (p) => JSON.stringify(toPage(p.rows, p.total, q)), now),
      ) as Listed;
    const t0 = Date.now();
    const total = (await ask(t0)).totalResults;
    expect(total).toBeGreaterThanOrEqual(2);
    await app.db.execute(
      sql`update bookings set status = 'EXCEPTION', exception_from = 'BOOKED' where id = ${b.id}`,
    );
    // A page that is not full is its own total, at once, with the new row.
    const whole = await ask(t0 + 1000, { page: 1, pageSize: 100 });
    expect(whole.results.map((r) => r.id)).toContain(b.id);
    expect(whole.totalResults).toBe(total + 1);
    // A full page's count taken before the change still stands for a while...
    expect((await ask(t0 + 1000)).totalResults).toBe(total);
    expect((await ask(t0 + 2000)).totalResults).toBe(total);
    // ...and no longer than LIST_CACHE_MS, though nothing changes any more.
    expect((await ask(t0 + LIST_CACHE_MS + 1)).totalResults).toBe(total + 1);
  });
});
