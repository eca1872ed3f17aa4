import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/auth';
import { hcmDay, party } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';
import { pickupPeople, pickupToday } from '../helpers/pickups';

/**
 * The dispatcher's page (/manager/assign-pick-up): who is offered as a driver, and the filters of
 * GET /pickups/assignable (a place as typed, a booking code's start).
 */
let app: TestApp;
const p = appSuite({ ...pickupPeople, admin: 'ADMINISTRATOR' }, (s) => ({ app } = s));

const today = () => hcmDay(0);
const bookingForToday = (over: Parameters<typeof pickupToday>[2] = {}) => pickupToday(app, p.customer, over);

const get = (url: string, who: TestUser, lang = 'vi') =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...who.headers, 'accept-language': lang } });

const listed = async (query: string) => {
  const res = await get(`/pickups/assignable?date=${today()}&pageSize=100&${query}`, p.dispatcher);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results.map((r: { id: string }) => r.id) as string[];
};

describe('drivers offered by dispatch', () => {
  it('offers the roles that take pickups, not the administrator nor the manager (who hold every permission), and refuses assigning to them', async () => {
    const staff = await get(`/pickups/staff?date=${today()}`, p.dispatcher);
    expect(staff.statusCode).toBe(200);
    const ids = staff.json().results.map((s: { id: string }) => s.id);
    expect(ids).toContain(p.driver.userId);
    expect(ids).not.toContain(p.admin.userId);
    expect(ids).not.toContain(p.manager.userId);
    expect(ids).not.toContain(p.dispatcher.userId);

    const b = await bookingForToday();
    for (const who of [p.admin, p.manager]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/pickups/assign',
        headers: { ...p.dispatcher.headers, 'accept-language': 'en' },
        payload: { bookingIds: [b.id], assigneeId: who.userId },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'assigneeId', message: 'The assignee must be an active pickup staff member' },
      ]);
    }
    const ok = await p.call(p.dispatcher, 'POST', '/pickups/assign', {
      bookingIds: [b.id],
      assigneeId: p.driver.userId,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('GET /pickups/assignable filters', () => {
  it('finds a city as typed: either case, with or without accents', async () => {
    const hcm = await bookingForToday({ sender: party({ city: 'Hồ Chí Minh' }) });
    const hanoi = await bookingForToday({ sender: party({ city: 'Hà Nội' }) });
    for (const typed of ['Ho Chi Minh', 'hồ chí minh', 'HỒ CHÍ MINH', 'ho chi minh', 'Chí Minh', 'HO CHI']) {
      const ids = await listed(`city=${encodeURIComponent(typed)}`);
      expect(ids, typed).toContain(hcm.id);
      expect(ids, typed).not.toContain(hanoi.id);
    }
    expect(await listed(`city=${encodeURIComponent('ĐÀ NẴNG')}`)).not.toContain(hcm.id);
    expect(await listed(`city=${encodeURIComponent('HA NOI')}`)).toContain(hanoi.id);
    // LIKE's wildcards are taken as typed.
    expect(await listed(`city=${encodeURIComponent('%')}`)).not.toContain(hcm.id);
  });

  it('finds bookings by the start of their code, either case; each code is its own answer (kept answers)', async () => {
    const a = await bookingForToday();
    const b = await bookingForToday();
    expect(await listed(`code=${a.code}`)).toEqual([a.id]);
    expect(await listed(`code=${b.code}`)).toEqual([b.id]);
    expect(await listed(`code=${a.code.toLowerCase()}`)).toEqual([a.id]);
    // The day's prefix (BK + YYMMDD) holds both, and a longer code than any holds none.
    const day = await listed(`code=${a.code.slice(0, 8)}`);
    expect(day).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await listed(`code=${a.code}9`)).toEqual([]);
    expect(await listed(`code=${a.code.slice(0, 8)}&city=${encodeURIComponent('nowhere')}`)).toEqual([]);
  });

  it('refuses a code that is not letters and digits: 400 naming the field, in the caller language', async () => {
    const en = await get(`/pickups/assignable?code=${encodeURIComponent('BK 26%')}`, p.dispatcher, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual([
      { field: 'code', message: 'A booking code has only letters and digits, e.g. BK2611250001' },
    ]);
    const vi = await get(`/pickups/assignable?code=${encodeURIComponent('BK-1')}`, p.dispatcher, 'vi');
    expect(vi.statusCode).toBe(400);
    expect(vi.json().errors).toEqual([
      { field: 'code', message: 'Mã đơn chỉ gồm chữ và số, ví dụ BK2611250001' },
    ]);
  });
});

describe('POST /pickups/:id/fail', () => {
  it('refuses a failure without a reason: 400 naming the reason, and the booking stays assigned', async () => {
    const b = await bookingForToday();
    await p.call(p.dispatcher, 'POST', '/pickups/assign', {
      bookingIds: [b.id],
      assigneeId: p.driver.userId,
    });
    for (const payload of [{}, { note: 'không ai' }, { reason: '' }, { reason: null }]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/pickups/${b.id}/fail`,
        headers: { ...p.driver.headers, 'accept-language': 'en', 'idempotency-key': randomUUID() },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('reason');
    }
    const detail = await get(`/bookings/${b.id}`, p.manager);
    expect(detail.json().status).toBe('ASSIGNED');
  });
});
