import { randomUUID } from 'node:crypto';
import { MANIFEST_STATUSES, type ManifestStatus, makeTrackingNumber } from '@acf/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/auth';
import { createBooking } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';
import { type Crew, crewOf, manifestInput, manifestPeople, walk } from '../helpers/walk';

let app: TestApp;
let crew: Crew;
const p = appSuite(manifestPeople, async (s) => {
  ({ app } = s);
  crew = await crewOf(app);
});

async function newManifest(over: Record<string, unknown> = {}, who: TestUser = p.warehouse) {
  const res = await p.call(who, 'POST', '/manifests', manifestInput(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function receive(numbers: string[], mode: 'PICKUP' | 'COUNTER' = 'COUNTER') {
  return p.call(p.warehouse, 'POST', '/operations/receive', { trackingNumbers: numbers, mode });
}

/** A booking received at the counter (IN_WAREHOUSE), on the given carrier and office. */
async function inWarehouse(
  over: { carrier?: 'YAMATO' | 'K_CARGO' | 'DHL'; office?: 'SOUTH' | 'NORTH' } = {},
) {
  const b = await createBooking(app, p.customer.headers, {
    carrier: over.carrier ?? 'YAMATO',
    office: over.office ?? 'SOUTH',
  });
  const res = await receive([b.trackingNumber]);
  expect(res.json().results[0].result).toBe('applied');
  return b;
}

const add = (id: string, numbers: string[], who: TestUser = p.warehouse) =>
  p.call(who, 'POST', `/manifests/${id}/shipments`, { trackingNumbers: numbers });
const move = (id: string, to: ManifestStatus, who: TestUser = p.warehouse) =>
  p.call(who, 'POST', `/manifests/${id}/transitions`, { to });
const statusOf = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/api/v1/bookings/${id}`, headers: p.warehouse.headers })).json()
    .status;

describe('receiving', () => {
  it('a scan at the counter takes BOOKED and ASSIGNED in, from pickup only PICKED_UP; one answer per number', async () => {
    const booked = await createBooking(app, p.customer.headers);
    const assigned = await createBooking(app, p.customer.headers);
    await walk(app, crew, [assigned], 'ASSIGNED');
    const picked = await createBooking(app, p.customer.headers);
    await walk(app, crew, [picked], 'PICKED_UP');
    const unknown = makeTrackingNumber(999_999_998);

    const counter = await receive([
      booked.trackingNumber,
      assigned.trackingNumber,
      picked.trackingNumber,
      unknown,
      '123',
    ]);
    expect(counter.statusCode).toBe(200);
    expect(counter.json().results).toEqual([
      { trackingNumber: booked.trackingNumber, result: 'applied', status: 'IN_WAREHOUSE' },
      { trackingNumber: assigned.trackingNumber, result: 'applied', status: 'IN_WAREHOUSE' },
      { trackingNumber: picked.trackingNumber, result: 'not_allowed', status: 'PICKED_UP' },
      { trackingNumber: unknown, result: 'unknown', status: null },
      { trackingNumber: '123', result: 'invalid', status: null },
    ]);
    const fromPickup = await receive([picked.trackingNumber, booked.trackingNumber], 'PICKUP');
    expect(fromPickup.json().results.map((r: { result: string }) => r.result)).toEqual([
      'applied',
      'already_received',
    ]);
    // A parcel scanned again, in either mode, is named as received already, not as refused.
    const again = await receive([booked.trackingNumber]);
    expect(again.json().results).toEqual([
      { trackingNumber: booked.trackingNumber, result: 'already_received', status: 'IN_WAREHOUSE' },
    ]);
    const booked2 = await createBooking(app, p.customer.headers);
    const notYet = await receive([booked2.trackingNumber], 'PICKUP');
    expect(notYet.json().results[0]).toMatchObject({ result: 'not_allowed', status: 'BOOKED' });

    const events = await app.inject({
      method: 'GET',
      url: `/api/v1/bookings/${booked.id}/events`,
      headers: { ...p.warehouse.headers, 'accept-language': 'vi' },
    });
    expect(events.json().results.at(-1).note).toBe('Nhận tại quầy');
    const en = await app.inject({
      method: 'GET',
      url: `/api/v1/bookings/${picked.id}/events`,
      headers: { ...p.warehouse.headers, 'accept-language': 'en' },
    });
    expect(en.json().results.at(-1).note).toBe('Received at warehouse');
  });
});

describe('manifests', () => {
  it('creates a manifest numbered by the departure day, with the contract names', async () => {
    const m = await newManifest({ departureDate: '2031-02-03' });
    expect(m).toMatchObject({
      number: 'YS31020301',
      status: 'OPEN',
      line: 'YAMATO_SOUTH',
      mawb: '176-12345675',
      office: 'SOUTH',
      totals: { shipments: 0, pieces: 0, grossKg: 0, chargeableKg: 0, declaredValue: [] },
    });
    const second = await newManifest({ departureDate: '2031-02-03' });
    expect(second.number).toBe('YS31020302');
    const north = await newManifest({ line: 'YAMATO_NORTH', departureDate: '2031-02-03' });
    expect(north.number).toBe('YN31020301');
  });

  it('refuses a MAWB whose check digit is wrong with a 400 naming mawb, in the caller language', async () => {
    for (const [lang, word] of [
      ['vi', 'Số MAWB sai'],
      ['en', 'Invalid MAWB'],
    ] as const) {
      const res = await p.call(p.warehouse, 'POST', '/manifests', manifestInput({ mawb: '176-12345670' }), {
        'accept-language': lang,
      });
      expect(res.statusCode).toBe(400);
      const err = res.json().errors.find((e: { field: string }) => e.field === 'mawb');
      expect(err.message).toContain(word);
    }
    const count = await app.db.execute(
      sql`select count(*)::int as n from manifests where mawb = '176-12345670'`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('allocates distinct numbers under concurrent creation', async () => {
    const made = await Promise.all(
      Array.from({ length: 12 }, () =>
        p.call(
          p.warehouse,
          'POST',
          '/manifests',
          manifestInput({ line: 'K_CARGO', departureDate: '2031-03-04' }),
        ),
      ),
    );
    const numbers = made.map((r) => r.json().number).sort();
    expect(new Set(numbers).size).toBe(12);
    expect(numbers[0]).toBe('KC31030401');
    expect(numbers[11]).toBe('KC31030412');
  });

  it('adding gives one answer per number for every refusal kind, and moves added bookings to MANIFESTED', async () => {
    const m = await newManifest();
    const other = await newManifest();
    const ok = await inWarehouse();
    const north = await inWarehouse({ office: 'NORTH' });
    const dhl = await inWarehouse({ carrier: 'DHL' });
    const notReceived = await createBooking(app, p.customer.headers, { carrier: 'YAMATO', office: 'SOUTH' });
    const elsewhere = await inWarehouse();
    expect((await add(other.id, [elsewhere.trackingNumber])).json().results[0].result).toBe('added');
    const unknown = makeTrackingNumber(999_999_997);

    const res = await add(m.id, [
      ok.trackingNumber,
      north.trackingNumber,
      dhl.trackingNumber,
      notReceived.trackingNumber,
      elsewhere.trackingNumber,
      unknown,
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { trackingNumber: ok.trackingNumber, result: 'added' },
      { trackingNumber: north.trackingNumber, result: 'wrong_line' },
      { trackingNumber: dhl.trackingNumber, result: 'wrong_line' },
      { trackingNumber: notReceived.trackingNumber, result: 'wrong_state' },
      { trackingNumber: elsewhere.trackingNumber, result: 'in_other_manifest' },
      { trackingNumber: unknown, result: 'unknown' },
    ]);
    expect(await statusOf(ok.id)).toBe('MANIFESTED');
    expect(await statusOf(north.id)).toBe('IN_WAREHOUSE');

    const detail = (
      await app.inject({ method: 'GET', url: `/api/v1/manifests/${m.id}`, headers: p.warehouse.headers })
    ).json();
    expect(detail.shipments.map((s: { trackingNumber: string }) => s.trackingNumber)).toEqual([
      ok.trackingNumber,
    ]);
    expect(detail.totals).toMatchObject({
      shipments: 1,
      pieces: 1,
      declaredValue: [{ currency: 'USD', amount: 100 }],
    });
    expect(detail.totals.chargeableKg).toBe(ok.chargeableWeight);

    // Removing while OPEN takes it back to IN_WAREHOUSE; it can then join another manifest.
    const del = await p.call(p.warehouse, 'DELETE', `/manifests/${m.id}/shipments/${ok.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().totals.shipments).toBe(0);
    expect(await statusOf(ok.id)).toBe('IN_WAREHOUSE');
    expect((await add(other.id, [ok.trackingNumber])).json().results[0].result).toBe('added');
  });

  it('DEPARTED moves every shipment to IN_TRANSIT with the flight; ARRIVED adds an arrival event', async () => {
    const m = await newManifest({ flightNumber: 'VN300' });
    const a = await inWarehouse();
    const b = await inWarehouse();
    await add(m.id, [a.trackingNumber, b.trackingNumber]);
    expect((await move(m.id, 'DEPARTED')).statusCode).toBe(409);
    expect((await move(m.id, 'CLOSED')).json().status).toBe('CLOSED');
    // Closed: no more adding; reopening is allowed to staff of the line.
    expect((await add(m.id, [a.trackingNumber])).statusCode).toBe(409);
    expect((await move(m.id, 'OPEN')).json().status).toBe('OPEN');
    await move(m.id, 'CLOSED');
    const departed = await move(m.id, 'DEPARTED');
    expect(departed.json().status).toBe('DEPARTED');
    expect(await statusOf(a.id)).toBe('IN_TRANSIT');
    expect(await statusOf(b.id)).toBe('IN_TRANSIT');
    const tracking = await app.inject({
      method: 'GET',
      url: `/api/v1/tracking?codes=${a.trackingNumber}`,
      headers: { 'accept-language': 'en' },
    });
    expect(JSON.stringify(tracking.json())).toContain('Departed on VN300');
    expect((await move(m.id, 'ARRIVED')).json().status).toBe('ARRIVED');
    const events = (await p.call(p.warehouse, 'GET', `/bookings/${b.id}/events`)).json().results;
    expect(events.at(-1).note).toBe('Đã đến NRT (VN300)');
    expect((await move(m.id, 'OPEN')).statusCode).toBe(409);
  });

  it('refuses to depart a manifest with no departure date: 409 naming departureDate, in the caller language', async () => {
    const m = await newManifest({ departureDate: undefined });
    expect(m.departureDate).toBeNull();
    const a = await inWarehouse();
    await add(m.id, [a.trackingNumber]);
    expect((await move(m.id, 'CLOSED')).json().status).toBe('CLOSED');
    for (const [lang, word] of [
      ['vi', 'ngày khởi hành'],
      ['en', 'departure date'],
    ] as const) {
      const res = await p.call(
        p.warehouse,
        'POST',
        `/manifests/${m.id}/transitions`,
        { to: 'DEPARTED' },
        { 'accept-language': lang },
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain(word);
      expect(res.json().errors[0]).toMatchObject({ field: 'departureDate' });
    }
    // Nothing moved: the manifest is still closed and its shipment still manifested.
    expect(await statusOf(a.id)).toBe('MANIFESTED');
    const dated = await p.call(p.warehouse, 'PATCH', `/manifests/${m.id}`, { departureDate: '2026-11-28' });
    expect(dated.statusCode, dated.body).toBe(200);
    expect(dated.json().departureDate).toBe('2026-11-28');
    expect((await move(m.id, 'DEPARTED')).json().status).toBe('DEPARTED');
    expect(await statusOf(a.id)).toBe('IN_TRANSIT');
  });

  it('DEPARTED is atomic: a failure half-way leaves no shipment moved', async () => {
    const m = await newManifest();
    const a = await inWarehouse();
    const b = await inWarehouse();
    await add(m.id, [a.trackingNumber, b.trackingNumber]);
    await move(m.id, 'CLOSED');
    // The database refuses the second booking's move: the whole departure must roll back.
    const [first, second] = [a.id, b.id].sort();
    const fn = `fail_${randomUUID().replace(/-/g, '')}`;
    await app.db.execute(
      sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
        begin if new.id = '${second}' and new.status = 'IN_TRANSIT' then raise exception 'boom'; end if; return new; end $$`),
    );
    await app.db.execute(
      sql.raw(`create trigger ${fn} before update on bookings for each row execute function ${fn}()`),
    );
    const res = await move(m.id, 'DEPARTED');
    expect(res.statusCode).toBe(500);
    await app.db.execute(sql.raw(`drop trigger ${fn} on bookings`));
    expect(await statusOf(first!)).toBe('MANIFESTED');
    expect(await statusOf(second!)).toBe('MANIFESTED');
    const detail = (
      await app.inject({ method: 'GET', url: `/api/v1/manifests/${m.id}`, headers: p.warehouse.headers })
    ).json();
    expect(detail.status).toBe('CLOSED');
    expect((await move(m.id, 'DEPARTED')).json().status).toBe('DEPARTED');
  });

  it("refuses to close while a shipment breaks its destination's rules, listing each by code and rule", async () => {
    const m = await newManifest();
    const ok = await inWarehouse();
    const old = await inWarehouse();
    expect((await add(m.id, [ok.trackingNumber, old.trackingNumber])).statusCode).toBe(200);
    // A booking made before the rules: no Japanese postal code, and a phone Japan has no such number.
    await app.db.execute(
      sql`update bookings set receiver = receiver || '{"postalCode": "", "phone": "+8190123"}'::jsonb where id = ${old.id}`,
    );
    const refused = await move(m.id, 'CLOSED');
    expect(refused.statusCode, refused.body).toBe(409);
    const body = refused.json();
    expect(body.code).toBe('MANIFEST_RULES_BROKEN');
    expect(body.message).toBe('Chưa thể đóng manifest: 2 lỗi ở lô hàng chưa đúng quy định nước đến');
    expect(body.errors.map((e: { code: string; rule: string }) => `${e.code}/${e.rule}`)).toEqual([
      `${old.code}/JP_POSTCODE`,
      `${old.code}/PHONE`,
    ]);
    expect(body.errors[0].trackingNumber).toBe(old.trackingNumber);
    expect(body.errors[0].message).toContain(old.code);
    // Nothing moved: the manifest is still open.
    const still = await p.call(p.warehouse, 'GET', `/manifests/${m.id}`);
    expect(still.json().status).toBe('OPEN');
    // Fixed (in English this time), it closes.
    const en = await app.inject({
      method: 'POST',
      url: `/api/v1/manifests/${m.id}/transitions`,
      headers: { ...p.warehouse.headers, 'accept-language': 'en' },
      payload: { to: 'CLOSED' },
    });
    expect(en.json().errors[1].message).toBe(
      `${old.code} (${old.trackingNumber}): the receiver's phone is not valid for the destination country`,
    );
    await app.db.execute(
      sql`update bookings set receiver = receiver || '{"postalCode": "100-0001", "phone": "+819012345678"}'::jsonb where id = ${old.id}`,
    );
    expect((await move(m.id, 'CLOSED')).statusCode).toBe(200);
  });

  it('the manifest workflow, table-driven', async () => {
    const path: Record<ManifestStatus, ManifestStatus[]> = {
      OPEN: [],
      CLOSED: ['CLOSED'],
      DEPARTED: ['CLOSED', 'DEPARTED'],
      ARRIVED: ['CLOSED', 'DEPARTED', 'ARRIVED'],
    };
    const allowed: Record<ManifestStatus, ManifestStatus[]> = {
      OPEN: ['CLOSED'],
      CLOSED: ['OPEN', 'DEPARTED'],
      DEPARTED: ['ARRIVED'],
      ARRIVED: [],
    };
    for (const from of MANIFEST_STATUSES)
      for (const to of MANIFEST_STATUSES) {
        const m = await newManifest();
        const s = await inWarehouse();
        await add(m.id, [s.trackingNumber]);
        for (const step of path[from]) expect((await move(m.id, step)).statusCode).toBe(200);
        const res = await move(m.id, to);
        expect(res.statusCode, `${from} → ${to}`).toBe(allowed[from].includes(to) ? 200 : 409);
      }
  });
});

describe('partner scope and permissions', () => {
  it('the Yamato South partner sees only its line; another line answers 404, and it cannot manage', async () => {
    const ys = await newManifest();
    const kc = await newManifest({ line: 'K_CARGO' });
    const s = await inWarehouse({ carrier: 'K_CARGO' });
    await add(kc.id, [s.trackingNumber]);

    const list = await p.call(p.yamatoSouth, 'GET', '/manifests?pageSize=100');
    expect(list.statusCode).toBe(200);
    const lines = new Set(list.json().results.map((m: { line: string }) => m.line));
    expect([...lines]).toEqual(['YAMATO_SOUTH']);
    expect(list.json().results.some((m: { id: string }) => m.id === ys.id)).toBe(true);

    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/manifests/${ys.id}`, headers: p.yamatoSouth.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/manifests/${kc.id}`, headers: p.yamatoSouth.headers }))
        .statusCode,
    ).toBe(404);
    expect((await add(kc.id, [s.trackingNumber], p.yamatoSouth)).statusCode).toBe(404);
    expect((await p.call(p.yamatoSouth, 'DELETE', `/manifests/${kc.id}/shipments/${s.id}`)).statusCode).toBe(
      404,
    );
    expect((await move(kc.id, 'CLOSED', p.yamatoSouth)).statusCode).toBe(404);
    // Its own line: it sees, but only staff of the line manage.
    expect((await move(ys.id, 'CLOSED', p.yamatoSouth)).statusCode).toBe(403);
    expect((await p.call(p.yamatoSouth, 'POST', '/manifests', manifestInput())).statusCode).toBe(403);
    // The K-Cargo partner sees the K-Cargo manifest and not the Yamato one.
    expect((await p.call(p.kCargoPartner, 'GET', `/manifests/${kc.id}`)).statusCode).toBe(200);
    expect((await p.call(p.kCargoPartner, 'GET', `/manifests/${ys.id}`)).statusCode).toBe(404);
  });

  it('every route refuses callers without its permission with 403', async () => {
    const m = await newManifest();
    const id = m.id;
    const bid = randomUUID();
    const calls = [
      ['POST', '/api/v1/operations/receive', { trackingNumbers: ['1000000014'], mode: 'COUNTER' }],
      ['GET', '/api/v1/manifests', undefined],
      ['POST', '/api/v1/manifests', manifestInput()],
      ['GET', `/api/v1/manifests/${id}`, undefined],
      ['PATCH', `/api/v1/manifests/${id}`, { note: 'x' }],
      ['POST', `/api/v1/manifests/${id}/shipments`, { trackingNumbers: ['1000000014'] }],
      ['DELETE', `/api/v1/manifests/${id}/shipments/${bid}`, undefined],
      ['POST', `/api/v1/manifests/${id}/transitions`, { to: 'CLOSED' }],
      ['POST', `/api/v1/manifests/${id}/pod-files`, undefined],
      ['GET', `/api/v1/manifests/${id}/pod-files/${bid}`, undefined],
      [
        'POST',
        `/api/v1/manifests/${id}/deliveries`,
        { trackingNumber: '1000000014', receiverName: 'A', time: new Date().toISOString() },
      ],
    ] as const;
    for (const who of [p.sales, p.customer]) {
      for (const [method, url, payload] of calls) {
        const res = await app.inject({ method, url, headers: who.headers, payload });
        expect(res.statusCode, `${who.username} ${method} ${url}`).toBe(403);
      }
    }
    // Partners hold no manage_operate.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: calls[0][1],
          headers: p.yamatoSouth.headers,
          payload: calls[0][2],
        })
      ).statusCode,
    ).toBe(403);
  });
});

function multipart(bytes: Buffer) {
  const boundary = '----acf-pod-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pod.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('deliveries', () => {
  it('the line partner records a delivery with a photo; the public tracking shows it; other lines get 404', async () => {
    const m = await newManifest({ flightNumber: 'JL750' });
    const a = await inWarehouse();
    const waiting = await inWarehouse();
    await add(m.id, [a.trackingNumber, waiting.trackingNumber]);
    const before = await p.call(p.yamatoSouth, 'POST', `/manifests/${m.id}/deliveries`, {
      trackingNumber: a.trackingNumber,
      receiverName: 'Tanaka',
      time: new Date().toISOString(),
    });
    expect(before.statusCode).toBe(409);
    await move(m.id, 'CLOSED');
    await move(m.id, 'DEPARTED');

    const jpeg = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const up = multipart(jpeg);
    const photo = await app.inject({
      method: 'POST',
      url: `/api/v1/manifests/${m.id}/pod-files`,
      headers: { ...p.yamatoSouth.headers, ...up.headers },
      payload: up.payload,
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const photoId = photo.json().id;
    // Another line's partner sees neither the manifest nor its photo.
    const foreign = await p.call(p.kCargoPartner, 'GET', `/manifests/${m.id}/pod-files/${photoId}`);
    expect(foreign.statusCode).toBe(404);
    const kc = await p.call(p.kCargoPartner, 'POST', `/manifests/${m.id}/deliveries`, {
      trackingNumber: a.trackingNumber,
      receiverName: 'X',
      time: new Date().toISOString(),
    });
    expect(kc.statusCode).toBe(404);

    const time = new Date(Date.now() - 3_600_000).toISOString();
    const res = await p.call(p.yamatoSouth, 'POST', `/manifests/${m.id}/deliveries`, {
      trackingNumber: a.trackingNumber,
      receiverName: '田中 花子',
      time,
      photoId,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'DELIVERED',
      receiverName: '田中 花子',
      photoId,
      deliveredAt: time,
    });
    expect(await statusOf(a.id)).toBe('DELIVERED');
    expect(await statusOf(waiting.id)).toBe('IN_TRANSIT');
    const served = await p.call(p.warehouse, 'GET', `/manifests/${m.id}/pod-files/${photoId}`);
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');

    for (const [lang, text] of [
      ['vi', 'Đã giao cho 田中 花子'],
      ['en', 'Delivered to 田中 花子'],
    ] as const) {
      const t = await app.inject({
        method: 'GET',
        url: `/api/v1/tracking?codes=${a.trackingNumber}`,
        headers: { 'accept-language': lang },
      });
      expect(JSON.stringify(t.json())).toContain(text);
    }
    // A second delivery of the same shipment is refused; a shipment not on this manifest is 404.
    const again = await p.call(p.yamatoSouth, 'POST', `/manifests/${m.id}/deliveries`, {
      trackingNumber: a.trackingNumber,
      receiverName: 'Tanaka',
      time,
    });
    expect(again.statusCode).toBe(409);
    const stranger = await inWarehouse();
    const off = await p.call(p.yamatoSouth, 'POST', `/manifests/${m.id}/deliveries`, {
      trackingNumber: stranger.trackingNumber,
      receiverName: 'Tanaka',
      time,
    });
    expect(off.statusCode).toBe(404);
    const rows = await app.db.execute(
      sql`select receiver_name, photo_id, delivered_by from booking_deliveries where booking_id = ${a.id}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { receiver_name: '田中 花子', photo_id: photoId, delivered_by: p.yamatoSouth.userId },
    ]);
  });
});

describe('exceptions', () => {
  it('raising moves a shipment to EXCEPTION with the reason; resolving sends it back; the list filters open and resolved', async () => {
    const b = await inWarehouse();
    const raised = await p.call(p.warehouse, 'POST', '/operations/exceptions', {
      trackingNumber: b.trackingNumber,
      reason: 'CUSTOMS_HOLD',
      note: 'Thiếu hóa đơn',
    });
    expect(raised.statusCode, raised.body).toBe(201);
    expect(raised.json()).toMatchObject({
      reason: 'CUSTOMS_HOLD',
      bookingStatus: 'EXCEPTION',
      resolvedAt: null,
    });
    const id = raised.json().id;
    const open = await p.call(
      p.warehouse,
      'GET',
      `/operations/exceptions?status=open&search=${b.trackingNumber}`,
    );
    expect(open.json().results.map((r: { id: string }) => r.id)).toEqual([id]);
    const events = (await p.call(p.warehouse, 'GET', `/bookings/${b.id}/events`)).json().results;
    expect(events.at(-1).note).toBe('Giữ hàng hải quan: Thiếu hóa đơn');

    const bad = await p.call(p.warehouse, 'POST', '/operations/exceptions', {
      trackingNumber: b.trackingNumber,
      reason: 'LOST',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('reason');

    const resolved = await p.call(p.warehouse, 'POST', `/operations/exceptions/${id}/resolve`, {
      note: 'Đã bổ sung',
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ bookingStatus: 'IN_WAREHOUSE', resolutionNote: 'Đã bổ sung' });
    expect(await statusOf(b.id)).toBe('IN_WAREHOUSE');
    const again = await p.call(p.warehouse, 'POST', `/operations/exceptions/${id}/resolve`, {});
    expect(again.statusCode).toBe(409);
    const lists = await Promise.all(
      ['open', 'resolved'].map((s) =>
        p.call(p.warehouse, 'GET', `/operations/exceptions?status=${s}&search=${b.trackingNumber}`),
      ),
    );
    expect(lists.map((l) => l.json().totalResults)).toEqual([0, 1]);
    for (const who of [p.sales, p.yamatoSouth]) {
      const r = await p.call(who, 'GET', '/operations/exceptions');
      expect(r.statusCode).toBe(403);
    }
  });
});
