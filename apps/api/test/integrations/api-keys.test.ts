import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { loginAs, type TestUser } from '../helpers/auth';
import { bookingInput, createBooking, hcmDay } from '../helpers/bookings';
import { build, type TestApp } from '../helpers/build';

let app: TestApp;
let shop: TestUser;
let other: TestUser;
let admin: TestUser;
const LIMIT = 40;

beforeAll(async () => {
  app = await build({
    NOTIFICATION_SENDER: '0',
    WEBHOOK_SENDER: '0',
    API_KEY_RATE_LIMIT_PER_MINUTE: String(LIMIT),
  });
  shop = await loginAs(app, 'CUSTOMER');
  other = await loginAs(app, 'CUSTOMER');
  admin = await loginAs(app, 'ADMINISTRATOR');
});
afterAll(async () => {
  await app?.close();
});

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => app.inject({ method, url: `/api/v1${url}`, headers, payload });
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

async function newKey(who: TestUser, mode: 'live' | 'test', name = `${mode} key`) {
  const res = await api('POST', '/me/api-keys', who.headers, { name, mode });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; name: string; mode: string; key: string; createdAt: string };
}

describe('API keys', () => {
  it('are shown once, stored only as a hash, and listed by prefix', async () => {
    const created = await newKey(shop, 'live', 'Shop backend');
    expect(created.key).toMatch(/^acf_live_[0-9A-Za-z]{40}$/);
    expect((await newKey(shop, 'test')).key).toMatch(/^acf_test_[0-9A-Za-z]{40}$/);
    const stored = await rowsOf<Record<string, unknown>>(
      app.db,
      sql`select * from api_keys where id = ${created.id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(created.key);
    expect(stored[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    const list = (await api('GET', '/me/api-keys', shop.headers)).json().results as Record<string, unknown>[];
    const mine = list.find((k) => k.id === created.id)!;
    expect(mine).toMatchObject({
      name: 'Shop backend',
      mode: 'live',
      prefix: created.key.slice(0, 13),
      lastUsedAt: null,
    });
    expect(JSON.stringify(list)).not.toContain(created.key);
    // Another customer does not see it, and cannot revoke it.
    expect(JSON.stringify((await api('GET', '/me/api-keys', other.headers)).json())).not.toContain(
      created.id,
    );
    expect((await api('DELETE', `/me/api-keys/${created.id}`, other.headers)).statusCode).toBe(404);
  });

  it('a key made without a mode is a test key', async () => {
    const res = await api('POST', '/me/api-keys', shop.headers, { name: 'No mode given' });
    expect(res.statusCode).toBe(201);
    const created = res.json() as { id: string; mode: string; key: string };
    expect(created.mode).toBe('test');
    expect(created.key).toMatch(/^acf_test_/);
    const [stored] = await rowsOf<{ mode: string }>(
      app.db,
      sql`select mode from api_keys where id = ${created.id}`,
    );
    expect(stored!.mode).toBe('test');
    await app.db.execute(sql`delete from api_keys where id = ${created.id}`);
  });

  it('bad input is a 400 naming the field, in the caller language', async () => {
    const res = await api(
      'POST',
      '/me/api-keys',
      { ...shop.headers, 'accept-language': 'en' },
      { name: '', mode: 'prod' },
    );
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['mode', 'name']);
  });

  it('work on the customer booking routes, with the account scope and nothing else', async () => {
    const { key } = await newKey(shop, 'live');
    const h = bearer(key);
    const created = await api('POST', '/bookings', h, bookingInput());
    expect(created.statusCode).toBe(201);
    const b = created.json();
    expect(b.customer.id).toBe(shop.customerId);
    expect(b.test).toBe(false);
    expect((await api('POST', '/bookings/quote', h, bookingInput())).statusCode).toBe(200);
    const list = (await api('GET', '/bookings', h)).json();
    expect(list.results.map((r: { customer: { id: string } }) => r.customer.id)).toEqual(
      list.results.map(() => shop.customerId),
    );
    expect((await api('GET', `/bookings/${b.id}`, h)).statusCode).toBe(200);
    expect((await api('GET', `/bookings/${b.id}/label.pdf`, h)).headers['content-type']).toBe(
      'application/pdf',
    );
    expect((await api('GET', `/bookings/${b.id}/events`, h)).statusCode).toBe(200);
    expect((await api('POST', `/bookings/${b.id}/transitions`, h, { to: 'CANCELLED' })).statusCode).toBe(200);
    // The last use is recorded.
    const [k] = await rowsOf<{ last_used_at: unknown }>(
      app.db,
      sql`select last_used_at from api_keys where key_hash is not null and prefix = ${key.slice(0, 13)}`,
    );
    expect(k!.last_used_at).not.toBeNull();

    // Another customer's booking is not found.
    const theirs = await createBooking(app, other.headers);
    expect((await api('GET', `/bookings/${theirs.id}`, h)).statusCode).toBe(404);
    expect((await api('GET', `/bookings/${theirs.id}/label.pdf`, h)).statusCode).toBe(404);
    expect((await api('POST', `/bookings/${theirs.id}/transitions`, h, { to: 'CANCELLED' })).statusCode).toBe(
      404,
    );
    // Only a cancel: a customer's own transitions.
    const again = (await api('POST', '/bookings', h, bookingInput())).json();
    expect((await api('POST', `/bookings/${again.id}/transitions`, h, { to: 'ASSIGNED' })).statusCode).toBe(
      403,
    );

    // No back-office route, no account or key management: the key is no session there.
    for (const [method, url] of [
      ['GET', '/customers'],
      ['GET', '/bookings/export.xlsx'],
      ['GET', `/bookings/${b.id}/history`],
      ['GET', '/notifications'],
      ['GET', '/reports/statement'],
      ['GET', '/pickups/assignable'],
      ['GET', '/auth/me'],
      ['GET', '/me/notification-settings'],
      ['GET', '/me/api-keys'],
      ['POST', '/me/api-keys'],
      ['GET', '/me/webhooks'],
      ['GET', '/bookings/address-book'],
      ['POST', '/bookings/import'],
    ] as const)
      expect(
        (await api(method, url, h, method === 'POST' ? {} : undefined)).statusCode,
        `${method} ${url}`,
      ).toBe(401);
  });

  it('a revoked key gets 401 at once; an unknown or malformed one too', async () => {
    const { id, key } = await newKey(shop, 'live');
    expect((await api('GET', '/bookings', bearer(key))).statusCode).toBe(200);
    expect((await api('DELETE', `/me/api-keys/${id}`, shop.headers)).statusCode).toBe(204);
    expect((await api('GET', '/bookings', bearer(key))).statusCode).toBe(401);
    expect(
      (await api('GET', '/me/api-keys', shop.headers)).json().results.map((k: { id: string }) => k.id),
    ).not.toContain(id);
    expect((await api('GET', '/bookings', bearer(`${key.slice(0, -1)}x`))).statusCode).toBe(401);
    expect((await api('GET', '/bookings', bearer('acf_live_short'))).statusCode).toBe(401);
  });

  it('a key stops working when its account is disabled', async () => {
    const shop2 = await loginAs(app, 'CUSTOMER');
    const { key } = await newKey(shop2, 'live');
    expect((await api('GET', '/bookings', bearer(key))).statusCode).toBe(200);
    await app.db.execute(sql`update users set active = false where id = ${shop2.userId}`);
    expect((await api('GET', '/bookings', bearer(key))).statusCode).toBe(401);
  });

  it('is rate-limited per key, with RateLimit-* headers', async () => {
    const a = await newKey(shop, 'live');
    const b = await newKey(shop, 'live');
    const first = await api('GET', '/bookings', bearer(a.key));
    expect(first.headers['ratelimit-limit']).toBe(String(LIMIT));
    expect(first.headers['ratelimit-remaining']).toBe(String(LIMIT - 1));
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(first.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    for (let i = 1; i < LIMIT; i++)
      expect((await api('GET', '/bookings', bearer(a.key))).statusCode).toBe(200);
    const over = await api('GET', '/bookings', bearer(a.key));
    expect(over.statusCode).toBe(429);
    expect(over.headers['ratelimit-remaining']).toBe('0');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Per key: the other key of the same customer, and the customer's session, are not held back.
    expect((await api('GET', '/bookings', bearer(b.key))).statusCode).toBe(200);
    const session = await api('GET', '/bookings', shop.headers);
    expect(session.statusCode).toBe(200);
    expect(session.headers['ratelimit-limit']).toBeUndefined();
  });
});

describe('test-mode keys', () => {
  it('make test bookings, kept out of pickups, operations, reports and statements', async () => {
    const shop3 = await loginAs(app, 'CUSTOMER');
    const { key } = await newKey(shop3, 'test');
    const live = await createBooking(app, shop3.headers, {
      pickup: { date: hcmDay(2), timeWindow: '', address: 'x' },
    });
    const res = await api(
      'POST',
      '/bookings',
      bearer(key),
      bookingInput({ pickup: { date: hcmDay(2), timeWindow: '', address: 'x' } }),
    );
    expect(res.statusCode).toBe(201);
    const test = res.json();
    expect(test.test).toBe(true);
    expect(live.test).toBe(false);
    // The customer sees it, marked.
    const mine = (await api('GET', '/bookings', shop3.headers)).json().results;
    expect(mine.find((r: { id: string }) => r.id === test.id).test).toBe(true);
    // No e-mail for a test booking.
    const mails = await rowsOf<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from notifications where booking_id = ${test.id}`,
    );
    expect(mails[0]!.n).toBe(0);
    // Pickups: not to be assigned, and refused if named.
    const assignable = (
      await api('GET', `/pickups/assignable?date=${hcmDay(2)}&pageSize=100`, admin.headers)
    ).json();
    const codes = assignable.results.map((r: { code: string }) => r.code);
    expect(codes).toContain(live.code);
    expect(codes).not.toContain(test.code);
    expect(
      (await api('POST', `/bookings/${test.id}/transitions`, admin.headers, { to: 'ASSIGNED' })).statusCode,
    ).toBe(409);
    const received = await api('POST', '/operations/receive', admin.headers, {
      trackingNumbers: [test.trackingNumber],
      mode: 'COUNTER',
    });
    expect(JSON.stringify(received.json())).not.toMatch(/"status":"IN_WAREHOUSE"/);
    expect((await api('GET', `/bookings/${test.id}`, admin.headers)).json().status).toBe('BOOKED');
    // Reports and statements: the live booking, once carried (received at the counter), is
    // billed; the test booking never is.
    const carried = await api('POST', '/operations/receive', admin.headers, {
      trackingNumbers: [live.trackingNumber],
      mode: 'COUNTER',
    });
    expect(carried.statusCode, carried.body).toBe(200);
    const period = `from=${hcmDay(-1)}&to=${hcmDay(1)}`;
    const statement = (
      await api('GET', `/reports/statement?${period}&customerId=${shop3.customerId}`, admin.headers)
    ).json();
    expect(statement.rows.map((r: { code: string }) => r.code)).toEqual([live.code]);
    const byCustomer = (await api('GET', `/reports/by-customer?${period}`, admin.headers)).json();
    expect(
      byCustomer.rows.find((r: { customerId: string }) => r.customerId === shop3.customerId).shipments,
    ).toBe(1);
    // report_rebuild() (backfills) leaves them out too.
    await app.db.execute(sql`select report_rebuild()`);
    const rebuilt = (await api('GET', `/reports/by-customer?${period}`, admin.headers)).json();
    expect(
      rebuilt.rows.find((r: { customerId: string }) => r.customerId === shop3.customerId).shipments,
    ).toBe(1);
    // A test booking may be cancelled.
    expect(
      (await api('POST', `/bookings/${test.id}/transitions`, bearer(key), { to: 'CANCELLED' })).statusCode,
    ).toBe(200);
  });

  it('test bookings are deleted after 30 days', async () => {
    const shop4 = await loginAs(app, 'CUSTOMER');
    const { key } = await newKey(shop4, 'test');
    const young = (await api('POST', '/bookings', bearer(key), bookingInput())).json();
    const old = (await api('POST', '/bookings', bearer(key), bookingInput())).json();
    const live = await createBooking(app, shop4.headers);
    await app.db.execute(
      sql`update bookings set created_at = now() - interval '31 days' where id in (${old.id}, ${live.id})`,
    );
    expect(await app.webhooks.deleteTestBookings()).toBeGreaterThanOrEqual(1);
    const left = await rowsOf<{ id: string }>(
      app.db,
      sql`select id from bookings where customer_id = ${shop4.customerId}`,
    );
    expect(left.map((r) => r.id).sort()).toEqual([young.id, live.id].sort());
  });
});
