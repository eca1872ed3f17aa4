import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STATUS_PUBLIC_TEXT } from '@acf/shared';
import { sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking, transition } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';

let app: TestApp;
let customer: TestUser;
let scanner: TestUser;
let orders: TestUser;
appSuite(
  { customer: 'CUSTOMER', scanner: 'DISPATCHER', orders: 'MANAGER' },
  (s) => ({ app, customer, scanner, orders } = s),
);

const INTERNAL_NOTE = 'Kiểm tra UX';
const INTERNAL_TRANSITION_NOTE = 'Khách khó tính, gọi trước';
const PUBLIC_NOTE = 'Đã hẹn giờ lấy hàng 9:00';

async function checkpoint(numbers: string[], status: string, extra: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/checkpoints',
    headers: scanner.headers,
    payload: { trackingNumbers: numbers, status, place: 'Tân Bình', ...extra },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().applied).toBe(numbers.length);
}

describe('event notes: an INTERNAL note never leaves the staff API', () => {
  it('is kept from tracking, the customer booking, its events and the label', async () => {
    const b = await createBooking(app, customer.headers);
    // A transition's typed note is INTERNAL by default (dropped off at the counter).
    const moved = await transition(app, orders.headers, b.id, 'IN_WAREHOUSE', {
      note: INTERNAL_TRANSITION_NOTE,
    });
    expect(moved.statusCode).toBe(200);
    // Typed at /manager/checkpoint without a choice: INTERNAL by default too.
    await checkpoint([b.trackingNumber], 'IN_WAREHOUSE', { note: INTERNAL_NOTE });
    // Typed with the choice PUBLIC: the customer reads it.
    await checkpoint([b.trackingNumber], 'IN_WAREHOUSE', { note: PUBLIC_NOTE, visibility: 'PUBLIC' });

    const leaks = (body: string) =>
      [INTERNAL_NOTE, INTERNAL_TRANSITION_NOTE, scanner.username, orders.username].filter((s) =>
        body.includes(s),
      );

    for (const lang of ['vi', 'en'] as const) {
      const headers = { ...customer.headers, 'accept-language': lang };
      const tracked = await app.inject({ url: `/api/v1/tracking?codes=${b.trackingNumber}`, headers });
      expect(tracked.statusCode).toBe(200);
      expect(leaks(tracked.body)).toEqual([]);
      const notes = tracked.json().results[0].events.map((e: { note: string }) => e.note);
      // Newest first: the standard public text stands in for each INTERNAL note.
      expect(notes).toEqual([
        PUBLIC_NOTE,
        STATUS_PUBLIC_TEXT.IN_WAREHOUSE[lang],
        STATUS_PUBLIC_TEXT.IN_WAREHOUSE[lang],
        expect.any(String),
      ]);

      const own = await app.inject({ url: `/api/v1/bookings/${b.id}`, headers });
      expect(own.statusCode).toBe(200);
      expect(leaks(own.body)).toEqual([]);
      const list = await app.inject({ url: '/api/v1/bookings', headers });
      expect(leaks(list.body)).toEqual([]);

      const events = await app.inject({ url: `/api/v1/bookings/${b.id}/events`, headers });
      expect(events.statusCode).toBe(200);
      expect(leaks(events.body)).toEqual([]);
      const results = events.json().results as { note: string; visibility: string; actor: string | null }[];
      expect(results.map((e) => e.note)).toEqual([
        expect.any(String),
        STATUS_PUBLIC_TEXT.IN_WAREHOUSE[lang],
        STATUS_PUBLIC_TEXT.IN_WAREHOUSE[lang],
        PUBLIC_NOTE,
      ]);
      expect(results.every((e) => e.visibility === 'PUBLIC' && e.actor === null)).toBe(true);
    }

    const label = await app.inject({ url: `/api/v1/bookings/${b.id}/label.pdf`, headers: customer.headers });
    expect(label.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(label.rawPayload), { mergePages: true });
    expect(text).toContain(b.trackingNumber);
    expect(leaks(text)).toEqual([]);
  });

  it('staff read the note as typed, its visibility and what the customer reads instead', async () => {
    const b = await createBooking(app, customer.headers);
    await checkpoint([b.trackingNumber], 'IN_WAREHOUSE', { note: INTERNAL_NOTE });
    const res = await app.inject({
      url: `/api/v1/bookings/${b.id}/events`,
      headers: { ...scanner.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.at(-1)).toMatchObject({
      status: 'IN_WAREHOUSE',
      note: INTERNAL_NOTE,
      visibility: 'INTERNAL',
      publicNote: STATUS_PUBLIC_TEXT.IN_WAREHOUSE.en,
      actor: scanner.username,
    });
  });

  it('an exception raised with a typed note shows the customer its reason only', async () => {
    const warehouse = await loginAs(app, 'WAREHOUSE_OPERATOR');
    const b = await createBooking(app, customer.headers);
    const raised = await app.inject({
      method: 'POST',
      url: '/api/v1/operations/exceptions',
      headers: warehouse.headers,
      payload: { trackingNumber: b.trackingNumber, reason: 'WRONG_ADDRESS', note: INTERNAL_NOTE },
    });
    expect(raised.statusCode).toBeLessThan(300);
    const tracked = await app.inject({
      url: `/api/v1/tracking?codes=${b.trackingNumber}`,
      headers: { 'accept-language': 'en' },
    });
    expect(tracked.body).not.toContain(INTERNAL_NOTE);
    expect(tracked.json().results[0].events[0].note).toBe('Wrong address');
  });

  it('a checkpoint refuses a visibility that is neither PUBLIC nor INTERNAL, naming the field', async () => {
    const b = await createBooking(app, customer.headers);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/checkpoints',
      headers: { ...scanner.headers, 'accept-language': 'en' },
      payload: { trackingNumbers: [b.trackingNumber], status: 'ASSIGNED', place: 'x', visibility: 'SECRET' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('visibility');
  });
});

describe('migration 0014: existing notes typed by staff become INTERNAL', () => {
  it('classifies typed notes INTERNAL and the system texts PUBLIC, each with its public text', async () => {
    const b = await createBooking(app, customer.headers);
    const rows = [
      ['ASSIGNED', 'Kiểm tra UX', 'Kiểm tra UX'],
      ['IN_WAREHOUSE', 'Nhận tại kho', 'Received at warehouse'],
      ['EXCEPTION', 'Sai địa chỉ: gọi số 0909', 'Wrong address: gọi số 0909'],
      [
        'ASSIGNED',
        'Lấy hàng không thành công: Khách vắng nhà (cổng khóa)',
        'Pickup attempt failed: Not home (cổng khóa)',
      ],
    ] as const;
    for (const [status, vi, en] of rows)
      await app.db.execute(
        sql`insert into booking_events (booking_id, status, note_vi, note_en, occurred_at)
            values (${b.id}, ${status}, ${vi}, ${en}, '2020-01-01T00:00:00Z')`,
      );
    const here = path.dirname(fileURLToPath(import.meta.url));
    const file = readFileSync(path.join(here, '../../src/db/migrations/0014_event_visibility.sql'), 'utf8');
    // The data part of the migration (the columns exist already): run it again on these rows.
    for (const stmt of file
      .split('--> statement-breakpoint')
      .filter((s) => /^\s*(--.*\n)*\s*UPDATE/i.test(s)))
      await app.db.execute(sql.raw(stmt));
    const out = await rowsOf<Record<string, string>>(
      app.db,
      sql`select status, note_vi, visibility, public_en from booking_events
          where booking_id = ${b.id} and occurred_at = '2020-01-01T00:00:00Z' order by note_vi`,
    );
    expect(out).toEqual([
      {
        status: 'ASSIGNED',
        note_vi: 'Kiểm tra UX',
        visibility: 'INTERNAL',
        public_en: STATUS_PUBLIC_TEXT.ASSIGNED.en,
      },
      {
        status: 'ASSIGNED',
        note_vi: 'Lấy hàng không thành công: Khách vắng nhà (cổng khóa)',
        visibility: 'INTERNAL',
        public_en: 'Pickup attempt failed: Not home',
      },
      {
        status: 'IN_WAREHOUSE',
        note_vi: 'Nhận tại kho',
        visibility: 'PUBLIC',
        public_en: STATUS_PUBLIC_TEXT.IN_WAREHOUSE.en,
      },
      {
        status: 'EXCEPTION',
        note_vi: 'Sai địa chỉ: gọi số 0909',
        visibility: 'INTERNAL',
        public_en: STATUS_PUBLIC_TEXT.EXCEPTION.en,
      },
    ]);
  });
});
