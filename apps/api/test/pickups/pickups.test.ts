import { randomUUID } from 'node:crypto';
import { PICKUP_FLAG_AFTER, type TBooking } from '@acf/shared';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bookingEvents, pickupAttempts } from '../../src/db/schema';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking, hcmDay } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';
import { pickupPeople, pickupToday } from '../helpers/pickups';

let app: TestApp;
const p = appSuite(
  {
    ...pickupPeople,
    driver: ['PICKUP_STAFF', { fullName: 'Hoàng Văn Lấy' }],
    otherDriver: 'PICKUP_STAFF',
    sales: 'SALES',
    warehouse: 'WAREHOUSE_OPERATOR',
  },
  (s) => ({ app } = s),
);

const today = () => hcmDay(0);
const bookingForToday = (over: Parameters<typeof pickupToday>[2] = {}) => pickupToday(app, p.customer, over);

const post = (url: string, who: TestUser, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...who.headers, ...headers }, payload });
const get = (url: string, who: TestUser) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who.headers });

const assign = (ids: string[], assigneeId: string, who: TestUser = p.dispatcher) =>
  post('/pickups/assign', who, { bookingIds: ids, assigneeId });
const confirm = (id: string, body: object, key = randomUUID(), who: TestUser = p.driver) =>
  post(`/pickups/${id}/confirm`, who, body, { 'idempotency-key': key });
const fail = (id: string, body: object, key = randomUUID(), who: TestUser = p.driver) =>
  post(`/pickups/${id}/fail`, who, body, { 'idempotency-key': key });
const booking = async (id: string) => (await get(`/bookings/${id}`, p.manager)).json() as TBooking;
const events = (id: string) =>
  app.db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, id))
    .orderBy(bookingEvents.occurredAt);

async function png(width = 2400, height = 1800) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera' } } })
    .jpeg()
    .toBuffer();
}
function multipart(bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  const boundary = `----b${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
const upload = (bytes: Buffer, who: TestUser = p.driver, filename?: string, type?: string) => {
  const m = multipart(bytes, filename, type);
  return app.inject({
    method: 'POST',
    url: '/api/v1/pickups/files',
    headers: { ...who.headers, 'content-type': m.contentType },
    payload: m.body,
  });
};

describe('assignment', () => {
  it('assigns a selection all or nothing: one booking out of BOOKED/ASSIGNED refuses all, naming its code', async () => {
    const a = await bookingForToday();
    const b = await bookingForToday();
    const picked = await bookingForToday();
    expect((await assign([picked.id], p.driver.userId)).statusCode).toBe(200);
    expect((await confirm(picked.id, { pieces: [{ weight: 2, quantity: 1 }] })).statusCode).toBe(200);

    const refused = await assign([a.id, picked.id, b.id], p.otherDriver.userId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(picked.code);
    expect(refused.json().errors[0].field).toBe('bookingIds');
    expect((await booking(a.id)).status).toBe('BOOKED');
    expect((await booking(b.id)).status).toBe('BOOKED');

    const ok = await assign([a.id, b.id], p.driver.userId);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      results: [
        { bookingId: a.id, code: a.code, status: 'ASSIGNED', assigneeId: p.driver.userId },
        { bookingId: b.id, code: b.code, status: 'ASSIGNED', assigneeId: p.driver.userId },
      ],
    });
    const detail = await booking(a.id);
    expect(detail.assignee).toEqual({ id: p.driver.userId, fullName: 'Hoàng Văn Lấy' });
    const evs = await events(a.id);
    expect(evs.at(-1)).toMatchObject({
      status: 'ASSIGNED',
      noteVi: 'Đã phân công lấy hàng',
      noteEn: 'Assigned for pickup',
    });
  });

  it('the assignee must be an active user whose role takes pickups: else 400 on assigneeId, in the caller language', async () => {
    const a = await bookingForToday();
    const inactive = await loginAs(app, 'PICKUP_STAFF', { active: false });
    for (const id of [p.sales.userId, inactive.userId, p.customer.userId, randomUUID()]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/pickups/assign',
        headers: { ...p.dispatcher.headers, 'accept-language': 'en' },
        payload: { bookingIds: [a.id], assigneeId: id },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'assigneeId', message: 'The assignee must be an active pickup staff member' },
      ]);
    }
    expect((await booking(a.id)).status).toBe('BOOKED');
  });

  it('an unknown booking id is a 400 naming its position, and nothing is assigned', async () => {
    const a = await bookingForToday();
    const res = await assign([a.id, randomUUID()], p.driver.userId);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('bookingIds.1');
    expect((await booking(a.id)).status).toBe('BOOKED');
  });

  it('reassigns (event and history) and unassigns back to BOOKED', async () => {
    const a = await bookingForToday();
    await assign([a.id], p.driver.userId);
    const again = await assign([a.id], p.otherDriver.userId);
    expect(again.json().results[0].assigneeId).toBe(p.otherDriver.userId);
    expect((await events(a.id)).at(-1)).toMatchObject({ status: 'ASSIGNED', noteEn: 'Pickup reassigned' });
    const history = (await get(`/bookings/${a.id}/history`, p.manager)).json();
    const rows = (history.results ?? history) as {
      field: string;
      before: string | null;
      after: string | null;
    }[];
    expect(rows.some((r) => r.field === 'assignee' && r.before === 'Hoàng Văn Lấy')).toBe(true);

    const un = await post('/pickups/unassign', p.dispatcher, { bookingIds: [a.id] });
    expect(un.statusCode, un.body).toBe(200);
    expect(un.json().results[0]).toEqual({
      bookingId: a.id,
      code: a.code,
      status: 'BOOKED',
      assigneeId: null,
    });
    const detail = await booking(a.id);
    expect(detail.status).toBe('BOOKED');
    expect(detail.assignee).toBeNull();
    expect((await post('/pickups/unassign', p.dispatcher, { bookingIds: [a.id] })).statusCode).toBe(409);
  });

  it('gives out pickups by area: the sender’s province, then its commune', async () => {
    const { party } = await import('../helpers/bookings');
    const saigon = await bookingForToday({
      sender: party({ addressLine1: '12 Le Loi, Phuong Sai Gon', city: 'Ho Chi Minh' }),
    });
    const benThanh = await bookingForToday({
      sender: party({ addressLine1: '5 Le Thanh Ton, Phuong Ben Thanh', city: 'Ho Chi Minh' }),
    });
    const hanoi = await bookingForToday({ sender: party({ addressLine1: '1 Trang Tien', city: 'Ha Noi' }) });
    const ids = async (q: string) =>
      (await get(`/pickups/assignable?date=${today()}&pageSize=100${q}`, p.dispatcher))
        .json()
        .results.map((r: { id: string }) => r.id);
    const hcm = await ids('&provinceCode=79');
    expect(hcm).toEqual(expect.arrayContaining([saigon.id, benThanh.id]));
    expect(hcm).not.toContain(hanoi.id);
    const ward = await ids('&provinceCode=79&communeCode=26740');
    expect(ward).toContain(saigon.id);
    expect(ward).not.toContain(benThanh.id);
    const bad = await get(`/pickups/assignable?date=${today()}&provinceCode=7`, p.dispatcher);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('provinceCode');
  });

  it('lists the day’s bookings and the drivers with their load', async () => {
    const a = await bookingForToday({
      sender: { ...(await import('../helpers/bookings')).party({ city: 'Thủ Đức' }) },
    });
    const list = await get(`/pickups/assignable?date=${today()}&city=th%E1%BB%A7&pageSize=100`, p.dispatcher);
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().results.map((r: { id: string }) => r.id);
    expect(ids).toContain(a.id);
    expect(list.json().results.every((r: { pickup: { city: string } }) => r.pickup.city === 'Thủ Đức')).toBe(
      true,
    );
    expect(list.json().date).toBe(today());

    await assign([a.id], p.otherDriver.userId);
    const without = await get(`/pickups/assignable?date=${today()}&pageSize=100`, p.dispatcher);
    expect(without.json().results.map((r: { id: string }) => r.id)).not.toContain(a.id);
    const withAssigned = await get(
      `/pickups/assignable?date=${today()}&includeAssigned=true&pageSize=100`,
      p.dispatcher,
    );
    const item = withAssigned.json().results.find((r: { id: string }) => r.id === a.id);
    expect(item.assignee.id).toBe(p.otherDriver.userId);

    const staff = await get(`/pickups/staff?date=${today()}`, p.dispatcher);
    expect(staff.statusCode).toBe(200);
    const row = staff.json().results.find((s: { id: string }) => s.id === p.otherDriver.userId);
    expect(row).toMatchObject({ username: p.otherDriver.username });
    expect(row.assigned).toBeGreaterThanOrEqual(1);
    expect(row.bookedWeight).toBeGreaterThan(0);
    expect(staff.json().results.some((s: { id: string }) => s.id === p.sales.userId)).toBe(false);
  });

  it("the dispatcher's total follows an assignment and a new booking at once (a page shorter than the list)", async () => {
    await bookingForToday();
    await bookingForToday();
    const total = async () => {
      const res = await get(`/pickups/assignable?date=${today()}&pageSize=1`, p.dispatcher);
      expect(res.statusCode).toBe(200);
      expect(res.json().results).toHaveLength(1);
      return res.json().totalResults as number;
    };
    const before = await total();
    expect(before).toBeGreaterThanOrEqual(2);
    const first = (await get(`/pickups/assignable?date=${today()}&pageSize=1`, p.dispatcher)).json()
      .results[0];
    expect((await assign([first.id], p.driver.userId)).statusCode).toBe(200);
    expect(await total()).toBe(before - 1);
    await bookingForToday();
    expect(await total()).toBe(before);
  });
});

describe('the driver', () => {
  it('sees only their own pickups; another driver gets 404 on confirm and fail', async () => {
    const a = await bookingForToday();
    await assign([a.id], p.driver.userId);
    const mine = await get('/pickups/mine', p.driver);
    expect(mine.statusCode).toBe(200);
    const item = mine.json().results.find((r: { id: string }) => r.id === a.id);
    expect(item).toMatchObject({
      code: a.code,
      trackingNumber: a.trackingNumber,
      status: 'ASSIGNED',
      failedAttempts: 0,
    });
    expect(item.pickup).toMatchObject({
      contactName: 'Nguyen Van A',
      // Stored in E.164 (the booking's sender is in Vietnam), so the driver's phone can dial it.
      phone: '+84901234567',
      timeWindow: '09:00-12:00',
    });
    const theirs = await get('/pickups/mine', p.otherDriver);
    expect(theirs.json().results.map((r: { id: string }) => r.id)).not.toContain(a.id);

    expect((await confirm(a.id, { pieces: [{ weight: 1 }] }, randomUUID(), p.otherDriver)).statusCode).toBe(
      404,
    );
    expect((await fail(a.id, { reason: 'REFUSED' }, randomUUID(), p.otherDriver)).statusCode).toBe(404);
    expect((await booking(a.id)).status).toBe('ASSIGNED');
  });

  it('confirm is idempotent: the same key twice writes one attempt and one event', async () => {
    const a = await bookingForToday();
    await assign([a.id], p.driver.userId);
    const key = randomUUID();
    const body = {
      pieces: [{ length: 40, width: 30, height: 20, weight: 12, quantity: 1 }],
      photoIds: [],
      signatureId: null,
      note: '',
      location: null,
    };
    const [first, second] = await Promise.all([confirm(a.id, body, key), confirm(a.id, body, key)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().attemptId).toBe(first.json().attemptId);
    expect(first.json()).toMatchObject({
      id: a.id,
      code: a.code,
      status: 'PICKED_UP',
      chargeableWeight: 12,
      bookedChargeableWeight: 2.5,
    });
    const third = await confirm(a.id, body, key);
    expect(third.json().attemptId).toBe(first.json().attemptId);
    const picked = (await events(a.id)).filter((e) => e.status === 'PICKED_UP');
    expect(picked).toHaveLength(1);
    const attempts = await app.db.select().from(pickupAttempts).where(eq(pickupAttempts.bookingId, a.id));
    expect(attempts).toHaveLength(1);
    // A new key on a picked-up booking is a 409: it is no longer assigned.
    expect((await confirm(a.id, body)).statusCode).toBe(409);
    // A key reused for another booking is refused.
    const b = await bookingForToday();
    await assign([b.id], p.driver.userId);
    expect((await confirm(b.id, body, key)).statusCode).toBe(409);
  });

  it('the Idempotency-Key is required', async () => {
    const a = await bookingForToday();
    await assign([a.id], p.driver.userId);
    const res = await post(`/pickups/${a.id}/confirm`, p.driver, { pieces: [{ weight: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('header.idempotency-key');
  });

  it('recomputes weight and surcharges from the measured pieces: booked 2.3 kg, measured 32.5 kg → UPS additional handling', async () => {
    const a = await bookingForToday({ carrier: 'UPS' });
    expect(a.chargeableWeight).toBe(2.5);
    expect(a.price.surcharges.map((s) => s.code)).not.toContain('ADDITIONAL_HANDLING');
    await assign([a.id], p.driver.userId);
    const res = await confirm(a.id, {
      pieces: [{ length: 40, width: 30, height: 20, weight: 32.5, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.chargeableWeight).toBe(32.5);
    expect(r.bookedChargeableWeight).toBe(2.5);
    expect(r.price.surcharges.map((s: { code: string }) => s.code)).toContain('ADDITIONAL_HANDLING');
    expect(r.booked.surcharges.map((s: { code: string }) => s.code)).not.toContain('ADDITIONAL_HANDLING');
    expect(r.price.total).toBeGreaterThan(r.booked.total);

    const detail = await booking(a.id);
    expect(detail.chargeableWeight).toBe(32.5);
    expect(detail.booked?.chargeableWeight).toBe(2.5);
    expect(detail.booked?.pieces[0]?.weight).toBe(2.3);
    expect(detail.measuredAt).not.toBeNull();
    const history = (await get(`/bookings/${a.id}/history`, p.manager)).json();
    const rows = (history.results ?? history) as {
      field: string;
      before: string | null;
      after: string | null;
    }[];
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'chargeableWeight', before: '2.5', after: '32.5' }),
      ]),
    );
  });

  it('a failed attempt keeps ASSIGNED, writes an event and counts; the third flags the booking', async () => {
    const a = await bookingForToday();
    await assign([a.id], p.driver.userId);
    for (let i = 1; i <= PICKUP_FLAG_AFTER; i++) {
      const res = await fail(a.id, { reason: 'CUSTOMER_ABSENT', note: `lần ${i}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: a.id,
        status: 'ASSIGNED',
        failedAttempts: i,
        flagged: i >= PICKUP_FLAG_AFTER,
      });
    }
    const last = (await events(a.id)).at(-1);
    expect(last).toMatchObject({
      status: 'ASSIGNED',
      noteVi: 'Lấy hàng không thành công: Khách vắng mặt (lần 3)',
      noteEn: 'Pickup attempt failed: Customer absent (lần 3)',
    });
    const list = await get(
      `/pickups/assignable?date=${today()}&includeAssigned=1&pageSize=100`,
      p.dispatcher,
    );
    expect(list.json().results.find((r: { id: string }) => r.id === a.id)).toMatchObject({
      flagged: true,
      failedAttempts: 3,
    });
    const other = await fail(a.id, { reason: 'OTHER' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0].field).toBe('note');
  });

  it('a queued action keeps the time the driver acted; a time in the future is refused', async () => {
    const a = await bookingForToday();
    await assign([a.id], p.driver.userId);
    const future = await fail(a.id, {
      reason: 'REFUSED',
      occurredAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors[0].field).toBe('occurredAt');
    const at = new Date(Date.now() - 20 * 60_000);
    at.setMilliseconds(0);
    const res = await confirm(a.id, {
      pieces: [{ weight: 3 }],
      occurredAt: at.toISOString(),
      location: { latitude: 10.77, longitude: 106.7, accuracy: 12 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const e = (await events(a.id)).find((x) => x.status === 'PICKED_UP');
    expect(e?.occurredAt.toISOString()).toBe(at.toISOString());
  });

  it('the public tracking shows the pickup events in vi and en', async () => {
    const a = await bookingForToday();
    await assign([a.id], p.driver.userId);
    await fail(a.id, { reason: 'GOODS_NOT_READY' });
    await confirm(a.id, { pieces: [{ weight: 2 }] });
    for (const [lang, words] of [
      ['vi', ['Đã phân công lấy hàng', 'Lấy hàng không thành công: Hàng chưa sẵn sàng', 'Đã lấy hàng']],
      ['en', ['Assigned for pickup', 'Pickup attempt failed: Goods not ready', 'Picked up']],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/tracking?codes=${a.trackingNumber}`,
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode, res.body).toBe(200);
      for (const w of words) expect(res.body).toContain(w);
    }
  });
});

describe('photos', () => {
  it('stores an uploaded image as WebP ≤ 1600 px without its metadata; only its uploader and the pickup managers read it', async () => {
    const res = await upload(await png());
    expect(res.statusCode, res.body).toBe(201);
    const f = res.json();
    expect(Math.max(f.width, f.height)).toBe(1600);
    const read = await p.call(p.driver, 'GET', `/pickups/files/${f.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/webp');
    const meta = await sharp(read.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(read.rawPayload.includes(Buffer.from('secret-camera'))).toBe(false);
    expect((await p.call(p.otherDriver, 'GET', `/pickups/files/${f.id}`)).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/pickups/files/${f.id}`, headers: p.manager.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/pickups/files/${f.id}`, headers: p.customer.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a non-image and a file over 10 MB with a 400 naming file', async () => {
    const text = await upload(Buffer.from('hello, not an image'), p.driver, 'a.jpg');
    expect(text.statusCode).toBe(400);
    expect(text.json().errors[0].field).toBe('file');
    const big = await upload(Buffer.concat([await png(100, 100), Buffer.alloc(10 * 1024 * 1024 + 10)]));
    expect(big.statusCode).toBe(400);
    expect(big.json().errors[0].field).toBe('file');
  });

  it('a confirmation attaches only the driver’s own photos', async () => {
    const a = await bookingForToday();
    await assign([a.id], p.driver.userId);
    const theirs = (await upload(await png(200, 200), p.otherDriver)).json();
    const mine = (await upload(await png(200, 200))).json();
    const bad = await confirm(a.id, { pieces: [{ weight: 1 }], photoIds: [mine.id, theirs.id] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('photoIds.1');
    expect((await booking(a.id)).status).toBe('ASSIGNED');
    const sig = (await upload(await png(300, 100), p.driver, 'sig.png')).json();
    const ok = await confirm(a.id, { pieces: [{ weight: 1 }], photoIds: [mine.id], signatureId: sig.id });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('overview', () => {
  it('counts per day and per driver by outcome, lists late pickups and the attempts, and exports them', async () => {
    const a = await bookingForToday();
    const b = await bookingForToday();
    const late = await createBooking(app, p.customer.headers);
    await app.db.execute(sql`update bookings set pickup_date = ${hcmDay(-1)}::date where id = ${late.id}`);
    const watcher = await loginAs(app, 'PICKUP_STAFF');
    await assign([a.id, b.id, late.id], watcher.userId);
    await confirm(a.id, { pieces: [{ weight: 4 }] }, randomUUID(), watcher);
    await fail(b.id, { reason: 'WRONG_ADDRESS' }, randomUUID(), watcher);
    // Moved to tomorrow after the failed attempt, so it is not late whatever the time of day.
    await app.db.execute(sql`update bookings set pickup_date = ${hcmDay(1)}::date where id = ${b.id}`);

    const res = await get(
      `/pickups/overview?from=${hcmDay(-1)}&to=${today()}&assigneeId=${watcher.userId}`,
      p.manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json();
    expect(o.totals).toEqual({ pickedUp: 1, failed: 1, late: 1 });
    expect(o.byDay).toEqual([
      { date: hcmDay(-1), pickedUp: 0, failed: 0 },
      { date: today(), pickedUp: 1, failed: 1 },
    ]);
    expect(o.byStaff).toEqual([
      expect.objectContaining({ id: watcher.userId, pickedUp: 1, failed: 1, late: 1, pickedUpWeight: 4 }),
    ]);
    expect(o.late.map((x: { id: string }) => x.id)).toEqual([late.id]);
    expect(
      o.attempts.map((x: { bookingId: string; outcome: string }) => [x.bookingId, x.outcome]).sort(),
    ).toEqual(
      [
        [a.id, 'PICKED_UP'],
        [b.id, 'FAILED'],
      ].sort(),
    );

    const x = await app.inject({
      method: 'GET',
      url: `/api/v1/pickups/overview.xlsx?from=${hcmDay(-1)}&to=${today()}&assigneeId=${watcher.userId}`,
      headers: { ...p.manager.headers, 'accept-language': 'en' },
    });
    expect(x.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'By staff',
      'By day',
      'Pickup attempts',
      'Late pickups',
    ]);
    const attemptsSheet = wb.getWorksheet('Pickup attempts')!;
    const codes: string[] = [];
    attemptsSheet.eachRow((row) => codes.push(String(row.getCell(3).value)));
    expect(codes).toEqual(expect.arrayContaining([a.code, b.code]));
    const lateSheet = wb.getWorksheet('Late pickups')!;
    const lateCodes: string[] = [];
    lateSheet.eachRow((row) => lateCodes.push(String(row.getCell(3).value)));
    expect(lateCodes).toContain(late.code);
  });

  it('refuses a reversed or too long period with a 400 naming the field', async () => {
    expect(
      (await get(`/pickups/overview?from=${today()}&to=${hcmDay(-3)}`, p.manager)).json().errors[0].field,
    ).toBe('from');
    expect(
      (await get(`/pickups/overview?from=2026-01-01&to=2026-12-31`, p.manager)).json().errors[0].field,
    ).toBe('to');
  });
});

describe('permissions: each route asks the seed’s permission of its page', () => {
  const id = randomUUID();
  const routes: [string, string, 'assign' | 'driver' | 'overview'][] = [
    ['GET', '/pickups/assignable', 'assign'],
    ['GET', '/pickups/staff', 'assign'],
    ['POST', '/pickups/assign', 'assign'],
    ['POST', '/pickups/unassign', 'assign'],
    ['GET', '/pickups/mine', 'driver'],
    ['POST', `/pickups/${id}/confirm`, 'driver'],
    ['POST', `/pickups/${id}/fail`, 'driver'],
    ['POST', '/pickups/files', 'driver'],
    ['GET', '/pickups/overview', 'overview'],
    ['GET', '/pickups/overview.xlsx', 'overview'],
  ];
  it.each(routes)('%s %s', async (method, url, kind) => {
    const allowed = {
      assign: [p.dispatcher, p.manager],
      driver: [p.driver, p.manager],
      overview: [p.dispatcher, p.manager],
    }[kind];
    const refused = {
      assign: [p.driver, p.sales, p.customer, p.warehouse],
      driver: [p.dispatcher, p.sales, p.customer, p.warehouse],
      overview: [p.driver, p.sales, p.customer, p.warehouse],
    }[kind];
    for (const who of refused) {
      const res = await p.call(who, method as 'GET', url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${who.username} ${url}`).toBe(403);
    }
    for (const who of allowed) {
      const res = await p.call(who, method as 'GET', url, method === 'POST' ? {} : undefined);
      expect([200, 400, 404], `${who.username} ${url}`).toContain(res.statusCode);
    }
    expect((await app.inject({ method: method as 'GET', url: `/api/v1${url}` })).statusCode).toBe(401);
  });
});
