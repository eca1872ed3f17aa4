import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatMoney, NOTIFY_MAX_ATTEMPTS, type TBooking } from '@acf/shared';
import { sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { Sender } from '../../src/modules/notifications/sender';
import { smtpTransport } from '../../src/modules/notifications/transport';
import { unsubscribeToken } from '../../src/modules/notifications/unsubscribe';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking, hcmDay, party, transition } from '../helpers/bookings';
import { appSuite, build, fieldsOf, type TestApp } from '../helpers/build';
import { type Crew, crewOf, manifestInput, walk } from '../helpers/walk';
import { type Smtp, startSmtp, toOf } from './smtp';

let smtp: Smtp;
let app: TestApp;
let crew: Crew;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => smtp?.close());
const p = appSuite(
  {
    customer: 'CUSTOMER',
    manager: 'MANAGER',
    dispatcher: 'DISPATCHER',
    driver: 'PICKUP_STAFF',
    warehouse: 'WAREHOUSE_OPERATOR',
  },
  async (s) => {
    ({ app } = s);
    crew = await crewOf(app);
  },
  // The sender is driven by the tests (drain), so each step's messages are counted exactly.
  () => ({ SMTP_URL: smtp.url, NOTIFICATION_SENDER: '0' }),
);
beforeEach(() => {
  smtp.received.length = 0;
  smtp.state.refuse = false;
});

const INTERNAL = ['NOTE-DRIVER-8812', 'NOTE-TRANSIT-4471', 'NOTE-CUSTOMS-9930'] as const;
const api = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestUser | null, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: who?.headers ?? {}, payload });

async function outboxOf(bookingId: string) {
  return rowsOf<{
    id: string;
    event: string;
    to_address: string;
    language: string;
    status: string;
    attempts: number;
  }>(
    app.db,
    sql`select id, event, to_address, language, status, attempts from notifications
      where booking_id = ${bookingId}
      order by created_at, array_position(array['ACCOUNT', 'SENDER', 'RECEIVER'], recipient)`,
  );
}

/** A header as it was written (mailparser turns List-* headers into objects). */
const rawHeader = (m: ParsedMail, name: string) =>
  m.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '') ?? null;

const body = (m: ParsedMail) => `${m.subject}\n${m.text}\n${m.html || ''}`;

describe('every step sends its message, in the recipient language, with public texts only', () => {
  it('BOOKED … DELIVERED reach the account and, from IN_TRANSIT, the parties', async () => {
    // The account reads English; the sender is in Vietnam (vi), the receiver in Japan (en).
    expect((await api('PUT', '/me/notification-settings', p.customer, { language: 'en' })).statusCode).toBe(
      200,
    );
    const b = await createBooking(app, p.customer.headers, {
      sender: party({ email: 'gui.hang@example.vn' }),
      receiver: party({
        name: 'Tanaka Hiro',
        phone: '0312345678',
        email: 'tanaka@example.jp',
        addressLine1: '1-1 Chiyoda',
        city: 'Tokyo',
        postalCode: '100-0001',
        country: 'JP',
      }),
    });
    await app.db.execute(sql`update bookings set pickup_date = ${hcmDay(0)}::date where id = ${b.id}`);
    expect(
      (
        await api('POST', '/pickups/assign', p.dispatcher, {
          bookingIds: [b.id],
          assigneeId: p.driver.userId,
        })
      ).statusCode,
    ).toBe(200);
    const key = () => ({ 'idempotency-key': randomUUID() });
    const failed = await app.inject({
      method: 'POST',
      url: `/api/v1/pickups/${b.id}/fail`,
      headers: { ...p.driver.headers, ...key() },
      payload: { reason: 'CUSTOMER_ABSENT', note: INTERNAL[0] },
    });
    expect(failed.statusCode, failed.body).toBe(200);
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/v1/pickups/${b.id}/confirm`,
      headers: { ...p.driver.headers, ...key() },
      payload: { pieces: [{ length: 30, width: 20, height: 10, weight: 7, quantity: 1 }] },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const received = await api('POST', '/operations/receive', p.warehouse, {
      trackingNumbers: [b.trackingNumber],
      mode: 'PICKUP',
    });
    expect(received.json().results[0].result).toBe('applied');
    const manifest = await api(
      'POST',
      '/manifests',
      p.warehouse,
      manifestInput({ departureDate: hcmDay(0) }),
    );
    expect(manifest.statusCode, manifest.body).toBe(201);
    const manifestId = manifest.json().id;
    expect(
      (
        await api('POST', `/manifests/${manifestId}/shipments`, p.warehouse, {
          trackingNumbers: [b.trackingNumber],
        })
      ).statusCode,
    ).toBe(200);
    for (const to of ['CLOSED', 'DEPARTED'])
      expect(
        (await api('POST', `/manifests/${manifestId}/transitions`, p.warehouse, { to })).statusCode,
      ).toBe(200);
    // A note typed in transit (a scan where it is) stays with staff.
    const scanned = await api('POST', '/checkpoints', p.manager, {
      trackingNumbers: [b.trackingNumber],
      status: 'IN_TRANSIT',
      place: 'Narita',
      note: INTERNAL[1],
    });
    expect(scanned.json().results[0].result).toBe('APPLIED');
    const raised = await api('POST', '/operations/exceptions', p.warehouse, {
      trackingNumber: b.trackingNumber,
      reason: 'CUSTOMS_HOLD',
      note: INTERNAL[2],
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const resolved = await api('POST', `/operations/exceptions/${raised.json().id}/resolve`, p.warehouse, {});
    expect(resolved.statusCode, resolved.body).toBe(200);
    const proof = await api('POST', `/manifests/${manifestId}/deliveries`, p.warehouse, {
      trackingNumber: b.trackingNumber,
      receiverName: 'Tanaka Hiro',
      time: new Date().toISOString(),
    });
    expect(proof.statusCode, proof.body).toBe(201);

    const rows = await outboxOf(b.id);
    const events = rows.map((r) => `${r.event} ${r.to_address} ${r.language}`);
    const me = `${p.customer.username}@example.vn`;
    expect(events).toEqual([
      `BOOKED ${me} en`,
      `PICKUP_FAILED ${me} en`,
      `PICKED_UP ${me} en`,
      `IN_TRANSIT ${me} en`,
      `IN_TRANSIT gui.hang@example.vn vi`,
      `IN_TRANSIT tanaka@example.jp en`,
      `EXCEPTION ${me} en`,
      `EXCEPTION gui.hang@example.vn vi`,
      `EXCEPTION tanaka@example.jp en`,
      // The return from the exception to IN_TRANSIT is not a new step: nothing.
      `DELIVERED ${me} en`,
      `DELIVERED gui.hang@example.vn vi`,
      `DELIVERED tanaka@example.jp en`,
    ]);
    expect(rows.every((r) => r.status === 'QUEUED')).toBe(true);

    expect(await app.notifier.drain()).toBe(12);
    expect(smtp.received).toHaveLength(12);
    const got = (event: string, to: string) => {
      const row = rows.find((r) => r.event === event && r.to_address === to)!;
      const m = smtp.received.find((x) => x.messageId === `<${row.id}@acfexpress.vn>`);
      expect(m, `${event} to ${to}`).toBeTruthy();
      return m!;
    };
    for (const m of smtp.received) {
      for (const note of INTERNAL) expect(body(m)).not.toContain(note);
      expect(m.text).toContain(`/tracking?code=${b.trackingNumber}`);
      // The company's name and address, in the message's language.
      const vi = m.headers.get('content-language') === 'vi';
      expect(m.html).toContain(vi ? 'Số 58 Trường Sơn' : '58 Truong Son Street');
      expect(m.text).toContain(vi ? 'Công ty TNHH Chuyển phát nhanh ACF' : 'ACF Vietnam Express Co., Ltd.');
      expect(m.from?.value[0]).toMatchObject({ name: 'ACF Express', address: 'no-reply@acfexpress.vn' });
    }

    const booked = got('BOOKED', me);
    expect(booked.subject).toBe(`Shipment booked ${b.code}`);
    expect(booked.text).toContain(`Your tracking number is ${b.trackingNumber}`);
    expect(booked.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`label-${b.code}.pdf`, 'application/pdf'],
    ]);
    expect(booked.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    // The account has its settings: no unsubscribe header for it.
    expect(rawHeader(booked, 'list-unsubscribe')).toBeNull();

    const pf = got('PICKUP_FAILED', me);
    expect(pf.text).toContain('Reason: Pickup attempt failed: Customer absent.');
    expect(pf.text).toContain('call our hotline +84 903 112 468');

    const pu = got('PICKED_UP', me);
    expect(pu.text).toContain('Measured chargeable weight: 7 kg.');
    const priced = (await api('GET', `/bookings/${b.id}`, p.manager)).json() as TBooking;
    expect(priced.booked?.total).not.toBe(priced.price.total);
    const cur = priced.price.currency;
    expect(pu.text).toContain(
      `The price was recalculated on the measured weight: ${formatMoney(priced.price.total, cur, 'en')} ` +
        `(when booked: ${formatMoney(priced.booked!.total, cur, 'en')}).`,
    );

    expect(got('IN_TRANSIT', me).text).toContain(`Shipment ${b.code} is on its way to Japan.`);
    const transitVi = got('IN_TRANSIT', 'gui.hang@example.vn');
    expect(transitVi.subject).toBe(`Hàng đang được vận chuyển ${b.code}`);
    expect(transitVi.text).toContain(`Đơn hàng ${b.code} đang trên đường đến Nhật Bản.`);
    // A party's address gets RFC 8058 one-click unsubscribe.
    expect(rawHeader(transitVi, 'list-unsubscribe')).toMatch(
      /^<http:\/\/localhost:3000\/api\/v1\/notifications\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(rawHeader(transitVi, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(transitVi.html).toContain('Hủy nhận thư');

    expect(got('EXCEPTION', 'tanaka@example.jp').text).toContain('Details: Customs hold.');
    expect(got('EXCEPTION', 'gui.hang@example.vn').text).toContain('Chi tiết: Giữ hàng hải quan.');
    const delivered = got('DELIVERED', 'gui.hang@example.vn');
    expect(delivered.text).toMatch(/Người nhận: Tanaka Hiro, lúc \d{2}-\d{2}-\d{4} \d{2}:\d{2}\./);
    expect(got('DELIVERED', me).text).toContain('Received by Tanaka Hiro at');

    const after = await outboxOf(b.id);
    expect(after.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
  });

  it('CANCELLED in the registered language; a switched-off event is SUPPRESSED and not sent', async () => {
    const reg = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'vi' },
      payload: {
        username: 'shop_notify',
        password: 'ShopAn#2026',
        email: 'shop.notify@example.vn',
        fullName: 'Nguyen Van Bao',
        phone: '0901234568',
        company: 'Shop Bao',
      },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const shop = { headers: { authorization: `Bearer ${reg.json().tokens.access.token}` } } as TestUser;
    const settings = await api('GET', '/me/notification-settings', shop);
    expect(settings.json()).toEqual({
      language: 'vi',
      events: {
        BOOKED: true,
        PICKUP_FAILED: true,
        PICKED_UP: true,
        IN_TRANSIT: true,
        DELIVERED: true,
        EXCEPTION: true,
        CANCELLED: true,
        // A piece left behind is off until the account switches it on.
        PIECE_MISSING: false,
      },
    });
    const one = await createBooking(app, shop.headers);
    expect((await transition(app, shop.headers, one.id, 'CANCELLED')).statusCode).toBe(200);

    const off = await api('PUT', '/me/notification-settings', shop, { events: { CANCELLED: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().events).toMatchObject({ CANCELLED: false, BOOKED: true });
    const two = await createBooking(app, shop.headers);
    expect((await transition(app, shop.headers, two.id, 'CANCELLED')).statusCode).toBe(200);

    expect(await app.notifier.drain()).toBe(3);
    expect(smtp.received.map((m) => m.subject).sort()).toEqual(
      [`Đã tạo đơn hàng ${one.code}`, `Đã tạo đơn hàng ${two.code}`, `Đơn hàng đã bị hủy ${one.code}`].sort(),
    );
    expect(smtp.received.find((m) => m.subject?.startsWith('Đơn hàng đã bị hủy'))?.text).toContain(
      `Đơn hàng ${one.code} đã bị hủy.`,
    );
    expect((await outboxOf(two.id)).map((r) => `${r.event} ${r.status}`)).toEqual([
      'BOOKED SENT',
      'CANCELLED SUPPRESSED',
    ]);
  });

  it('a bad setting is a 400 naming its field in the caller language; anonymous is 401', async () => {
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/v1/me/notification-settings',
      headers: { ...p.customer.headers, 'accept-language': 'en' },
      payload: { language: 'fr', events: { BOOKED: 'yes' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['events.BOOKED', 'language']);
    expect((await api('GET', '/me/notification-settings', null)).statusCode).toBe(401);
  });
});

describe('unsubscribe', () => {
  it('a signed token works once; a forged one is refused; the address then gets nothing', async () => {
    const b = await createBooking(app, p.customer.headers, {
      sender: party({ email: 'Once.Only@example.vn' }),
    });
    const { manifestId } = await walk(app, crew, [b], 'IN_TRANSIT');
    await app.notifier.drain();
    const m = smtp.received.find(
      (x) => toOf(x) === 'once.only@example.vn' || toOf(x) === 'Once.Only@example.vn',
    )!;
    const link = /<([^>]+)>/.exec(rawHeader(m, 'list-unsubscribe')!)![1]!;
    const token = new URL(link).searchParams.get('token')!;

    const forged = unsubscribeToken(new TextEncoder().encode('another key'), 'once.only@example.vn');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/notifications/unsubscribe',
      headers: { 'accept-language': 'en' },
      payload: { token: forged },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'token', message: 'This unsubscribe link is not valid' },
    ]);
    // An altered address under a real signature is refused too.
    const [, mac] = token.split('.');
    const altered = `${Buffer.from('someone@example.vn').toString('base64url')}.${mac}`;
    expect((await api('POST', '/notifications/unsubscribe', null, { token: altered })).statusCode).toBe(400);

    // The one-click form a mail client posts (RFC 8058).
    const first = await app.inject({
      method: 'POST',
      url: `/api/v1/notifications/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ email: 'once.only@example.vn', unsubscribed: true });
    const again = await api('POST', '/notifications/unsubscribe', null, { token });
    expect(again.statusCode).toBe(409);

    smtp.received.length = 0;
    const delivered = await api('POST', `/manifests/${manifestId}/deliveries`, crew.partner, {
      trackingNumber: b.trackingNumber,
      receiverName: 'Tanaka Hiro',
      time: new Date().toISOString(),
    });
    expect(delivered.statusCode, delivered.body).toBe(201);
    await app.notifier.drain();
    expect(smtp.received.map(toOf).map((a) => a.toLowerCase())).not.toContain('once.only@example.vn');
    const rows = await outboxOf(b.id);
    expect(rows.filter((r) => r.event === 'DELIVERED').map((r) => `${r.to_address} ${r.status}`)).toContain(
      'Once.Only@example.vn SUPPRESSED',
    );
  });
});

describe('the outbox is durable', () => {
  it('a rolled-back event writes no message and sends nothing', async () => {
    const b = await createBooking(app, p.customer.headers);
    await app.notifier.drain();
    smtp.received.length = 0;
    // The booking's update fails after the event and its messages were written: all roll back.
    await app.db.execute(
      sql.raw(`create or replace function fail_cancel() returns trigger language plpgsql as $$
        begin if new.id = '${b.id}' and new.status = 'CANCELLED' then raise exception 'boom'; end if;
        return new; end $$`),
    );
    await app.db.execute(
      sql`create trigger fail_cancel after update on bookings for each row execute function fail_cancel()`,
    );
    try {
      const res = await transition(app, p.customer.headers, b.id, 'CANCELLED');
      expect(res.statusCode).toBe(500);
    } finally {
      await app.db.execute(sql`drop trigger fail_cancel on bookings`);
    }
    expect((await outboxOf(b.id)).map((r) => r.event)).toEqual(['BOOKED']);
    expect(await app.notifier.drain()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('a sender that died after the commit (and after claiming) leaves nothing lost: it is sent, once', async () => {
    const b = await createBooking(app, p.customer.headers);
    // A sender took the message and died before sending: its lease (here 0 ms) ends.
    const taken = await app.notifier.outbox.claim(randomUUID(), 10, 0);
    expect(taken.map((r) => r.bookingCode)).toContain(b.code);
    // The restarted process sends it.
    expect(await app.notifier.drain()).toBeGreaterThanOrEqual(1);
    const [row] = await outboxOf(b.id);
    expect(row).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(smtp.received.filter((m) => m.messageId === `<${row!.id}@acfexpress.vn>`)).toHaveLength(1);
  });

  it('two senders draining one outbox never take the same message', async () => {
    const made: string[] = [];
    for (let i = 0; i < 12; i++) made.push((await createBooking(app, p.customer.headers)).id);
    const second = new Sender(app.db, {
      transport: smtpTransport(smtp.url),
      from: app.config.MAIL_FROM,
      publicUrl: app.config.PUBLIC_URL,
      secret: app.jwtSecret,
      retentionDays: 90,
      log: app.log,
      batch: 3,
    });
    try {
      const [a, c] = await Promise.all([app.notifier.drain(), second.drain()]);
      expect(a + c).toBe(12);
    } finally {
      second.close();
    }
    const ids = smtp.received.map((m) => m.messageId);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    const rows = await rowsOf<{ status: string; attempts: number }>(
      app.db,
      sql`select status, attempts from notifications where booking_id in ${sql.raw(`('${made.join("','")}')`)}`,
    );
    expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
  });

  it('a refusing server: back-off 1 s doubling, recovers and delivers once; FAILED after the last attempt', async () => {
    const b = await createBooking(app, p.customer.headers);
    const [row] = await outboxOf(b.id);
    smtp.state.refuse = true;
    const due = () =>
      rowsOf<{ status: string; attempts: number; wait: number; last_error: string | null }>(
        app.db,
        sql`select status, attempts, last_error,
          round(extract(epoch from (next_attempt_at - now())))::int as wait
          from notifications where id = ${row!.id}`,
      );
    await app.notifier.drain();
    let [r] = await due();
    expect(r).toMatchObject({ status: 'QUEUED', attempts: 1, wait: 1 });
    expect(r!.last_error).toContain('451');
    // Time moves on (the due time is brought to now): the waits double.
    const waits: number[] = [];
    for (let i = 2; i <= 4; i++) {
      await app.db.execute(sql`update notifications set next_attempt_at = now() where id = ${row!.id}`);
      await app.notifier.drain();
      [r] = await due();
      waits.push(r!.wait);
    }
    expect(waits).toEqual([2, 4, 8]);
    // The server recovers: the message arrives, once.
    smtp.state.refuse = false;
    await app.db.execute(sql`update notifications set next_attempt_at = now() where id = ${row!.id}`);
    await app.notifier.drain();
    [r] = await due();
    expect(r).toMatchObject({ status: 'SENT', attempts: 5, last_error: null });
    expect(smtp.received.filter((m) => m.messageId === `<${row!.id}@acfexpress.vn>`)).toHaveLength(1);

    // Another that never gets through: FAILED after the eighth attempt.
    const c = await createBooking(app, p.customer.headers);
    const [row2] = await outboxOf(c.id);
    smtp.state.refuse = true;
    for (let i = 0; i < NOTIFY_MAX_ATTEMPTS; i++) {
      await app.db.execute(sql`update notifications set next_attempt_at = now() where id = ${row2!.id}`);
      await app.notifier.drain();
    }
    const [failed] = await outboxOf(c.id);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: NOTIFY_MAX_ATTEMPTS });
    await app.db.execute(sql`update notifications set next_attempt_at = now() where id = ${row2!.id}`);
    expect(await app.notifier.drain()).toBe(0);
  });
});

describe('the notifications API (manage_operate)', () => {
  it('lists with filters, shows a message with its text and HTML, resends', async () => {
    const b = await createBooking(app, p.customer.headers);
    await app.notifier.drain();
    expect((await api('GET', '/notifications', p.customer)).statusCode).toBe(403);
    expect((await api('GET', '/notifications', null)).statusCode).toBe(401);
    const list = await api('GET', `/notifications?bookingId=${b.id}&event=BOOKED&status=SENT`, p.manager);
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json();
    expect(page.total).toBe(1);
    expect(Object.keys(page.results[0]).sort()).toEqual(
      [
        'attempts',
        'bookingCode',
        'bookingId',
        'createdAt',
        'event',
        'id',
        'language',
        'lastError',
        'messageId',
        'recipient',
        'sentAt',
        'status',
        'subject',
        'to',
        'transport',
      ].sort(),
    );
    expect(page.results[0]).toMatchObject({
      event: 'BOOKED',
      bookingCode: b.code,
      status: 'SENT',
      transport: 'smtp',
      attempts: 1,
      lastError: null,
    });
    const none = await api('GET', `/notifications?bookingId=${b.id}&status=FAILED`, p.manager);
    expect(none.json().total).toBe(0);
    const badFilter = await api('GET', '/notifications?status=LOST', p.manager);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().errors[0].field).toBe('status');

    const id = page.results[0].id;
    const one = await api('GET', `/notifications/${id}`, p.manager);
    expect(one.statusCode).toBe(200);
    expect(one.json().text).toContain(b.trackingNumber);
    expect(one.json().html).toContain('<html');
    expect((await api('GET', `/notifications/${randomUUID()}`, p.manager)).statusCode).toBe(404);

    const resent = await api('POST', `/notifications/${id}/resend`, p.manager);
    expect(resent.statusCode).toBe(201);
    expect(resent.json()).toMatchObject({ status: 'QUEUED', bookingCode: b.code, event: 'BOOKED' });
    expect(resent.json().id).not.toBe(id);
    smtp.received.length = 0;
    await app.notifier.drain();
    expect(smtp.received.map((m) => m.messageId)).toEqual([`<${resent.json().id}@acfexpress.vn>`]);
  });
});

describe('without SMTP_URL', () => {
  it('each message is an .eml file under the data directory, SENT with transport file; retention deletes old ones', async () => {
    const local = await build();
    try {
      const who = await loginAs(local, 'CUSTOMER');
      const b = await createBooking(local, who.headers);
      await local.ready();
      // The sender started with the app: wait for it to write the message.
      const dir = path.join(local.config.dataDir, 'mail');
      const [row] = await rowsOf<{ id: string }>(
        local.db,
        sql`select id from notifications where booking_id = ${b.id}`,
      );
      await local.notifier.drain();
      const files = readdirSync(dir);
      expect(files).toContain(`${row!.id}.eml`);
      const parsed = await simpleParser(readFileSync(path.join(dir, `${row!.id}.eml`)));
      expect(parsed.subject).toBe(`Đã tạo đơn hàng ${b.code}`);
      expect(parsed.messageId).toBe(`<${row!.id}@acfexpress.vn>`);
      const [sent] = await rowsOf<{ status: string; transport: string }>(
        local.db,
        sql`select status, transport from notifications where id = ${row!.id}`,
      );
      expect(sent).toEqual({ status: 'SENT', transport: 'file' });
      // Retention: sent 91 days ago is deleted, 89 days ago is kept.
      await local.db.execute(
        sql`update notifications set sent_at = now() - interval '91 days' where id = ${row!.id}`,
      );
      expect(await local.notifier.outbox.deleteOld()).toBe(1);
    } finally {
      await local.close();
    }
  });
});
