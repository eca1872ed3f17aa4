import { randomUUID } from 'node:crypto';
import { type TPickupItem, toPage } from '@acf/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import * as svc from '../../src/modules/pickups/pickups.service';
import type { TestUser } from '../helpers/auth';
import { createBooking, hcmDay, transition } from '../helpers/bookings';
import { appSuite, askedTwice, type TestApp } from '../helpers/build';
import { pickupPeople, pickupToday } from '../helpers/pickups';

// A driver's list is answered from memory while its version (migration 0022) has not moved:
// every write it shows must move it, whichever way the write comes (this API, or SQL from
// anywhere else), and a late flag must turn when the window ends without any write.

let app: TestApp;
const people = appSuite(
  { ...pickupPeople, driver: ['PICKUP_STAFF', { fullName: 'Tài Xế Một' }], otherDriver: 'PICKUP_STAFF' },
  (s) => ({ app } = s),
);

const today = () => hcmDay(0);
const bookingForToday = () => pickupToday(app, people.customer);

const post = (url: string, who: TestUser, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...who.headers, ...headers }, payload });
const assign = (ids: string[], assigneeId: string) =>
  post('/pickups/assign', people.dispatcher, { bookingIds: ids, assigneeId });

/** The driver's list as the route answers it, asked twice: the second answer must be the first. */
async function mine(who: TestUser = people.driver): Promise<TPickupItem[]> {
  const ask = () =>
    app.inject({ method: 'GET', url: '/api/v1/pickups/mine?pageSize=100', headers: who.headers });
  return (await askedTwice(ask)).json().results;
}
const card = async (id: string, who: TestUser = people.driver) => (await mine(who)).find((r) => r.id === id);

describe("the driver's list kept in memory", () => {
  it('is answered from memory while nothing changed, with the same JSON the route builds', async () => {
    const a = await bookingForToday();
    await assign([a.id], people.driver.userId);
    const actor = { userId: people.driver.userId } as Parameters<typeof svc.mineAnswer>[1];
    const q = { page: 1, pageSize: 100 };
    let built = 0;
    const serialize = (p: { rows: TPickupItem[]; total: number }) => {
      built++;
      return JSON.stringify(toPage(p.rows, p.total, q));
    };
    const first = await svc.mineAnswer(app.db, actor, q, serialize);
    expect(await svc.mineAnswer(app.db, actor, q, serialize)).toBe(first);
    expect(built).toBe(1);
    // Another page size is another answer.
    await svc.mineAnswer(app.db, actor, { page: 1, pageSize: 50 }, serialize);
    expect(built).toBe(2);
    // The route's own answer carries the same list.
    const ids = (await mine()).map((r) => r.id);
    expect(ids).toEqual(JSON.parse(first).results.map((r: { id: string }) => r.id));
    expect(ids).toContain(a.id);
  });

  it('shows an assignment, a reassignment and an unassignment at once', async () => {
    const a = await bookingForToday();
    expect(await card(a.id)).toBeUndefined();
    expect((await assign([a.id], people.driver.userId)).statusCode).toBe(200);
    expect(await card(a.id)).toMatchObject({ status: 'ASSIGNED', assignee: { id: people.driver.userId } });
    expect(await card(a.id, people.otherDriver)).toBeUndefined();

    expect((await assign([a.id], people.otherDriver.userId)).statusCode).toBe(200);
    expect(await card(a.id)).toBeUndefined();
    expect(await card(a.id, people.otherDriver)).toBeDefined();

    expect((await assign([a.id], people.driver.userId)).statusCode).toBe(200);
    expect(await card(a.id)).toBeDefined();
    expect(await card(a.id, people.otherDriver)).toBeUndefined();

    expect((await post('/pickups/unassign', people.dispatcher, { bookingIds: [a.id] })).statusCode).toBe(200);
    expect(await card(a.id)).toBeUndefined();
  });

  it('shows a confirmation and a failed attempt at once', async () => {
    const a = await bookingForToday();
    const b = await bookingForToday();
    await assign([a.id, b.id], people.driver.userId);
    expect(await card(b.id)).toMatchObject({ failedAttempts: 0 });
    const failed = await post(
      `/pickups/${b.id}/fail`,
      people.driver,
      { reason: 'CUSTOMER_ABSENT' },
      {
        'idempotency-key': randomUUID(),
      },
    );
    expect(failed.statusCode, failed.body).toBe(200);
    expect(await card(b.id)).toMatchObject({ failedAttempts: 1 });

    expect(await card(a.id)).toBeDefined();
    const done = await post(
      `/pickups/${a.id}/confirm`,
      people.driver,
      { pieces: [{ weight: 3, quantity: 1 }] },
      {
        'idempotency-key': randomUUID(),
      },
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(await card(a.id)).toBeUndefined();
  });

  it('shows an edit of the booking and its cancellation at once', async () => {
    const a = await bookingForToday();
    await assign([a.id], people.driver.userId);
    expect(await card(a.id)).toMatchObject({ note: '' });
    const edit = await people.call(people.manager, 'PATCH', `/bookings/${a.id}`, {
      note: 'Gọi trước khi đến',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await card(a.id)).toMatchObject({ note: 'Gọi trước khi đến' });

    const cancel = await transition(app, people.manager.headers, a.id, 'CANCELLED', { reason: 'Khách hủy' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await card(a.id)).toBeUndefined();
  });

  it('shows writes made outside this API instance at once: the booking, its customer, the driver', async () => {
    const a = await bookingForToday();
    await assign([a.id], people.driver.userId);
    expect(await card(a.id)).toMatchObject({ pickup: { timeWindow: '09:00-12:00' } });

    await app.db.execute(sql`update bookings set pickup_time_window = '13:00-15:00' where id = ${a.id}`);
    expect(await card(a.id)).toMatchObject({ pickup: { timeWindow: '13:00-15:00' } });

    const name = `Công ty ${randomUUID().slice(0, 8)}`;
    await app.db.execute(sql`update customers set company_name = ${name} where id = ${a.customer.id}`);
    expect(await card(a.id)).toMatchObject({ customer: { name } });
    const code = `K${randomUUID().slice(0, 8)}`;
    await app.db.execute(sql`update customers set code = ${code} where id = ${a.customer.id}`);
    expect(await card(a.id)).toMatchObject({ customer: { code } });

    await app.db.execute(
      sql`update users set full_name = 'Tài Xế Đổi Tên' where id = ${people.driver.userId}`,
    );
    expect(await card(a.id)).toMatchObject({ assignee: { fullName: 'Tài Xế Đổi Tên' } });

    // A booking inserted or deleted outside the API.
    await app.db.execute(sql`delete from bookings where id = ${a.id}`);
    expect(await card(a.id)).toBeUndefined();
  });

  it('moves versions at commit, in driver order: crossing reassignments one booking at a time do not deadlock', async () => {
    const [x, y, p, q] = [
      await bookingForToday(),
      await bookingForToday(),
      await bookingForToday(),
      await bookingForToday(),
    ];
    await assign([x.id, q.id], people.driver.userId);
    await assign([y.id, p.id], people.otherDriver.userId);
    const version = async (id: string) =>
      (
        await rowsOf<{ v: string }>(
          app.db,
          sql`select version::text as v from pickup_list_versions where assignee_id = ${id}`,
        )
      )[0]?.v;
    const before = [await version(people.driver.userId), await version(people.otherDriver.userId)];
    // T1 writes x (driver's) then y (otherDriver's); T2 writes p (otherDriver's) then q (driver's).
    const steps = (a: string, b: string) => [
      `update bookings set note = 'T' where id = '${a}'`,
      `update bookings set note = 'T' where id = '${b}'`,
    ];
    const t1 = steps(x.id, y.id);
    const t2 = steps(p.id, q.id);
    const pool = (app.db as unknown as { $client: unknown }).$client;
    if (pool instanceof pg.Pool) {
      // Two connections, interleaved: each holds its first booking while it writes its second.
      const [c1, c2] = [await pool.connect(), await pool.connect()];
      try {
        await c1.query('begin');
        await c2.query('begin');
        await c1.query(t1[0]!);
        await c2.query(t2[0]!);
        // Not moved before the commit: another connection still reads the old versions.
        expect([await version(people.driver.userId), await version(people.otherDriver.userId)]).toEqual(
          before,
        );
        await Promise.all([
          c1.query(t1[1]!).then(() => c1.query('commit')),
          c2.query(t2[1]!).then(() => c2.query('commit')),
        ]);
      } finally {
        c1.release();
        c2.release();
      }
    } else {
      // The embedded database has one connection: the transactions run one after the other.
      for (const t of [t1, t2])
        await app.db.transaction(async (tx) => {
          for (const s of t) await tx.execute(sql.raw(s));
        });
    }
    const after = [await version(people.driver.userId), await version(people.otherDriver.userId)];
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(await rowsOf(app.db, sql`select * from pickup_list_pending`)).toEqual([]);
    expect(await card(x.id)).toMatchObject({ note: 'T' });
    expect(await card(y.id, people.otherDriver)).toMatchObject({ note: 'T' });
  });

  it("turns a card late when its window ends, with no write in between; the next day's become today's at midnight", async () => {
    const a = await bookingForToday(); // window 09:00-12:00
    const b = await createBooking(app, people.customer.headers);
    await app.db.execute(sql`update bookings set pickup_date = ${hcmDay(1)}::date where id = ${b.id}`);
    await assign([a.id, b.id], people.driver.userId);
    const actor = { userId: people.driver.userId } as Parameters<typeof svc.mineAnswer>[1];
    const at = (hcm: string) => new Date(`${hcm}+07:00`);
    const list = async (now: Date, date?: string) =>
      JSON.parse(
        await svc.mineAnswer(
          app.db,
          actor,
          { page: 1, pageSize: 100, date },
          (p) => JSON.stringify(toPage(p.rows, p.total, { page: 1, pageSize: 100 })),
          now,
        ),
      ).results as TPickupItem[];
    const late = (rows: TPickupItem[], id: string) => rows.find((r) => r.id === id)?.late;
    expect(late(await list(at(`${today()}T11:59:59`)), a.id)).toBe(false);
    expect(late(await list(at(`${today()}T11:59:59`)), a.id)).toBe(false);
    expect(late(await list(at(`${today()}T12:00:00`)), a.id)).toBe(true);
    // Asked for tomorrow's list during today, then again after midnight: b turns late at noon then.
    const tomorrow = hcmDay(1);
    expect(late(await list(at(`${today()}T23:59:00`), tomorrow), b.id)).toBe(false);
    expect(late(await list(at(`${tomorrow}T11:00:00`), tomorrow), b.id)).toBe(false);
    expect(late(await list(at(`${tomorrow}T12:00:00`), tomorrow), b.id)).toBe(true);
    expect(late(await list(at(`${tomorrow}T12:00:00`), tomorrow), a.id)).toBe(true);
  });
});

describe("the dispatcher's list kept in memory", () => {
  /** The dispatcher's list of today (every open pickup, assigned ones too), asked twice: the same JSON. */
  async function open(q = ''): Promise<{ results: TPickupItem[]; totalResults: number }> {
    const ask = () =>
      people.call(
        people.dispatcher,
        'GET',
        `/pickups/assignable?date=${today()}&includeAssigned=true&pageSize=100${q}`,
      );
    const first = await ask();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json().date).toBe(today());
    const again = await ask();
    expect(again.body).toBe(first.body);
    return first.json();
  }
  const row = async (id: string) => (await open()).results.find((r) => r.id === id);

  /** Today's list through the service, with how many answers it built. */
  function todaysList() {
    const q = { page: 1, pageSize: 100, search: '', city: '', code: '', timeWindow: '', date: today() };
    const list = {
      built: 0,
      answer: (over: Partial<typeof q> & { office?: 'NORTH' } = {}) =>
        svc.assignableAnswer(app.db, { ...q, ...over }, (p) => {
          list.built++;
          return JSON.stringify({ ...toPage(p.rows, p.total, q), date: p.date });
        }),
    };
    return list;
  }

  it('is answered from memory while nothing changed', async () => {
    await bookingForToday();
    const list = todaysList();
    const first = await list.answer();
    expect(await list.answer()).toBe(first);
    expect(list.built).toBe(1);
    await list.answer({ office: 'NORTH' });
    expect(list.built).toBe(2);
  });

  it("keeps a day's list while bookings are made for later days; a booking moved into the day shows at once", async () => {
    await bookingForToday();
    const list = todaysList();
    const first = await list.answer();
    // Made through the API for the day after tomorrow (the booking form's default here).
    const later = await createBooking(app, people.customer.headers);
    expect(later.pickup.date).toBe(hcmDay(2));
    expect(await list.answer()).toBe(first);
    expect(list.built).toBe(1);
    // That day's list shows it at once.
    const thatDay = await people.call(
      people.dispatcher,
      'GET',
      `/pickups/assignable?date=${hcmDay(2)}&pageSize=100`,
    );
    expect(thatDay.json().results.map((r: TPickupItem) => r.id)).toContain(later.id);
    // Moved to today, from outside this API instance: today's list is built again and holds it.
    await app.db.execute(sql`update bookings set pickup_date = ${today()}::date where id = ${later.id}`);
    const moved = await list.answer();
    expect(list.built).toBe(2);
    expect(JSON.parse(moved).results.map((r: TPickupItem) => r.id)).toContain(later.id);
    // A change to a booking of an earlier day (yesterday's missed pickup) moves today's too.
    await app.db.execute(
      sql`update bookings set pickup_date = ${hcmDay(-1)}::date, note = 'hôm qua' where id = ${later.id}`,
    );
    const earlier = await list.answer();
    expect(list.built).toBe(3);
    expect(JSON.parse(earlier).results.find((r: TPickupItem) => r.id === later.id)).toMatchObject({
      note: 'hôm qua',
    });
  });

  it('shows a new booking, an assignment, an edit, an unassignment and a cancellation at once', async () => {
    const before = (await open()).totalResults;
    const a = await bookingForToday();
    expect(await row(a.id)).toMatchObject({ status: 'BOOKED', assignee: null });
    expect((await open()).totalResults).toBe(before + 1);
    await assign([a.id], people.driver.userId);
    expect(await row(a.id)).toMatchObject({ status: 'ASSIGNED', assignee: { id: people.driver.userId } });
    const edit = await people.call(people.manager, 'PATCH', `/bookings/${a.id}`, { note: 'Cổng sau' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await row(a.id)).toMatchObject({ note: 'Cổng sau' });
    expect((await post('/pickups/unassign', people.dispatcher, { bookingIds: [a.id] })).statusCode).toBe(200);
    expect(await row(a.id)).toMatchObject({ status: 'BOOKED', assignee: null });
    const cancel = await transition(app, people.manager.headers, a.id, 'CANCELLED', { reason: 'Khách hủy' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await row(a.id)).toBeUndefined();
    expect((await open()).totalResults).toBe(before);
  });

  it('shows writes made outside this API instance at once, and keeps its version when the changes are merged', async () => {
    const a = await bookingForToday();
    await assign([a.id], people.otherDriver.userId);
    expect(await row(a.id)).toBeDefined();
    await app.db.execute(sql`update bookings set failed_attempts = 3 where id = ${a.id}`);
    expect(await row(a.id)).toMatchObject({ failedAttempts: 3, flagged: true });
    const name = `Khách ${randomUUID().slice(0, 8)}`;
    await app.db.execute(
      sql`update customers set contact_name = ${name}, company_name = '' where id = ${a.customer.id}`,
    );
    expect(await row(a.id)).toMatchObject({ customer: { name } });
    await app.db.execute(
      sql`update users set username = ${`u${randomUUID().slice(0, 8)}`} where id = ${people.otherDriver.userId}`,
    );
    const [u] = await rowsOf<{ username: string }>(
      app.db,
      sql`select username from users where id = ${people.otherDriver.userId}`,
    );
    expect(await row(a.id)).toMatchObject({ assignee: { username: u!.username } });

    // Many writes, then a miss merges their rows into one per day (migration 0039): the sum of
    // every day's rows (today's version, and every other day's) stays.
    for (let i = 0; i < 60; i++)
      await app.db.execute(sql`update bookings set note = ${`n${i}`} where id = ${a.id}`);
    const version = async () =>
      (
        await rowsOf<{ v: string; today: string; k: number; days: number }>(
          app.db,
          sql`select sum(n)::text as v, (sum(n) filter (where day is null or day <= ${today()}::date))::text as today,
            count(*)::int as k, count(distinct coalesce(day::text, '*'))::int as days from pickup_open_changes`,
        )
      )[0]!;
    const many = await version();
    expect(many.k).toBeGreaterThan(50);
    expect(await row(a.id)).toMatchObject({ note: 'n59' });
    const merged = await version();
    expect(merged).toEqual({ v: many.v, today: many.today, k: many.days, days: many.days });
    expect(await row(a.id)).toMatchObject({ note: 'n59' });
    await app.db.execute(sql`update bookings set note = 'sau khi gộp' where id = ${a.id}`);
    expect(await row(a.id)).toMatchObject({ note: 'sau khi gộp' });

    // A delete.
    await app.db.execute(sql`delete from bookings where id = ${a.id}`);
    expect(await row(a.id)).toBeUndefined();
  });

  it('turns a card late when its window ends, with no write in between', async () => {
    const a = await bookingForToday(); // window 09:00-12:00
    const q = {
      page: 1,
      pageSize: 100,
      search: '',
      city: '',
      code: '',
      timeWindow: '',
      date: today(),
      includeAssigned: true,
    };
    const list = async (now: Date) =>
      (
        JSON.parse(
          await svc.assignableAnswer(
            app.db,
            q,
            (p) => JSON.stringify({ ...toPage(p.rows, p.total, q), date: p.date }),
            now,
          ),
        ).results as TPickupItem[]
      ).find((r) => r.id === a.id)?.late;
    expect(await list(new Date(`${today()}T11:59:59+07:00`))).toBe(false);
    expect(await list(new Date(`${today()}T11:59:59+07:00`))).toBe(false);
    expect(await list(new Date(`${today()}T12:00:00+07:00`))).toBe(true);
  });
});
