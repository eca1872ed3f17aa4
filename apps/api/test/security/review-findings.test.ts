import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { t } from '../../src/i18n/messages';
import { loginAs, TEST_PASSWORD, type TestUser } from '../helpers/auth';
import { bookingInput, createBooking } from '../helpers/bookings';
import { appSuite, getStatus, type Suite, type TestApp } from '../helpers/build';

let app: TestApp;
let call: Suite['call'];
appSuite({}, (s) => ({ app, call } = s), { TRACKING_RATE_LIMIT_PER_MINUTE: '3' });

describe('6. a sales user works with their own customers', () => {
  let sales1: TestUser;
  let sales2: TestUser;
  let manager: TestUser;
  let mine: { customer: TestUser; booking: string; tracking: string };
  let theirs: { customer: TestUser; booking: string; tracking: string };

  beforeAll(async () => {
    sales1 = await loginAs(app, 'SALES');
    sales2 = await loginAs(app, 'SALES');
    manager = await loginAs(app, 'MANAGER');
    const make = async (sales: TestUser) => {
      const customer = await loginAs(app, 'CUSTOMER', { salesUserId: sales.userId });
      const b = await createBooking(app, customer.headers);
      return { customer, booking: b.id, tracking: b.trackingNumber };
    };
    mine = await make(sales1);
    theirs = await make(sales2);
  });

  const get = (user: TestUser, url: string) => app.inject({ method: 'GET', url, headers: user.headers });

  it('lists only the bookings of their customers; get_all_list_customer lists every one', async () => {
    const own = (await get(sales1, '/api/v1/bookings?pageSize=100')).json();
    const ids = own.results.map((b: { id: string }) => b.id);
    expect(ids).toContain(mine.booking);
    expect(ids).not.toContain(theirs.booking);
    expect(own.totalResults).toBe(ids.length);
    const all = (await get(manager, '/api/v1/bookings?pageSize=100')).json();
    expect(all.results.map((b: { id: string }) => b.id)).toEqual(
      expect.arrayContaining([mine.booking, theirs.booking]),
    );
  });

  it("answers 404 for another sales user's booking, its events and label", async () => {
    for (const path of ['', '/events', '/label.pdf']) {
      expect((await get(sales1, `/api/v1/bookings/${theirs.booking}${path}`)).statusCode, path).toBe(404);
      expect((await get(sales1, `/api/v1/bookings/${mine.booking}${path}`)).statusCode, path).toBe(200);
    }
    // Who changed what is the tracing page's (manage_history), which sales does not hold.
    expect((await get(sales1, `/api/v1/bookings/${mine.booking}/history`)).statusCode).toBe(403);
    const edit = await call(sales1, 'PATCH', `/bookings/${theirs.booking}`, { note: 'x' });
    expect(edit.statusCode).toBe(404);
  });

  it('offers only their customers in the booking form, and books only for them', async () => {
    const picker = (await get(sales1, '/api/v1/booking-customers')).json();
    const ids = picker.results.map((c: { id: string }) => c.id);
    expect(ids).toContain(mine.customer.customerId);
    expect(ids).not.toContain(theirs.customer.customerId);
    const res = await call(
      sales1,
      'POST',
      '/bookings',
      bookingInput({ customerId: theirs.customer.customerId! }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('customerId');
  });

  it('exports only their customers’ bookings', async () => {
    const res = await get(sales1, '/api/v1/bookings/export.xlsx');
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells = wb.worksheets[0]!.getSheetValues().flat().map(String).join(' ');
    expect(cells).toContain(mine.tracking);
    expect(cells).not.toContain(theirs.tracking);
  });
});

describe('7. numbers in a JSON body are numbers', () => {
  it('refuses null, booleans, empty or blank strings and lists for discountPercent, naming it', async () => {
    const manager = await loginAs(app, 'MANAGER');
    for (const bad of [null, true, '', [], '   ', 'abc', {}]) {
      const res = await call(manager, 'POST', '/customers', {
        companyName: 'Lenient Co',
        contactName: 'A',
        discountPercent: bad,
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('discountPercent');
    }
    const ok = await call(manager, 'POST', '/customers', {
      companyName: 'Form Co',
      contactName: 'A',
      discountPercent: ' 12.5 ',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().discountPercent).toBe(12.5);
    const patch = await call(manager, 'PATCH', `/customers/${ok.json().id}`, { discountPercent: null });
    expect(patch.statusCode).toBe(400);
  });
});

describe('5. only named hops say who the client is', () => {
  const track = (remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'GET',
      url: '/api/v1/tracking?codes=ACF000000000',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('a client that rotates X-Forwarded-For is still limited by its own address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await track('203.0.113.7', `198.51.100.${i}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });

  it('a request through a trusted hop (the web server on loopback) keeps its forwarded client', async () => {
    const a: number[] = [];
    for (let i = 0; i < 4; i++) a.push((await track('127.0.0.1', '192.0.2.10')).statusCode);
    expect(a).toEqual([200, 200, 200, 429]);
    expect((await track('127.0.0.1', '192.0.2.11')).statusCode).toBe(200);
  });

  it('TRUST_PROXY takes addresses, CIDRs and presets, and refuses anything else by name', () => {
    const base = { DATA_DIR: '/tmp/x' };
    expect(loadConfig(base).TRUST_PROXY).toEqual(['loopback']);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
    ]);
    expect(loadConfig({ ...base, TRUST_PROXY: 'none' }).TRUST_PROXY).toEqual([]);
    for (const bad of ['true', '10.0.0.0/40', 'example.com', ''])
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'x' })).toThrow(ConfigError);
  });
});

describe('also seen', () => {
  it('authenticated answers, and the answers that carry tokens, are never cached', async () => {
    const user = await loginAs(app, 'MANAGER');
    const me = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.headers });
    expect(me.headers['cache-control']).toBe('no-store');
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'admin', password: 'Admin@12345' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('a locked account is refused at once, with the access token it already holds', async () => {
    const admin = await loginAs(app, 'ADMINISTRATOR');
    const user = await loginAs(app, 'SALES');
    expect(await getStatus(app, user, '/auth/me')).toBe(200);
    const lock = await call(admin, 'PUT', `/admin/users/${user.userId}/active`, { active: false });
    expect(lock.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.headers });
    expect(after.statusCode).toBe(401);
  });
});

describe('also seen: a session ends at once', () => {
  const me = (headers: { authorization: string }) =>
    app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('logging out ends that session’s access token at once; another session of the user goes on', async () => {
    const first = await loginAs(app, 'SALES');
    const second = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: first.username, password: TEST_PASSWORD },
    });
    expect(second.statusCode).toBe(200);
    const other = bearer(second.json().tokens.access.token);
    expect((await me(first.headers)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refreshToken: first.tokens.refresh.token },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await me(first.headers)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('a reused refresh token revokes its family: every access token of it stops at once', async () => {
    const user = await loginAs(app, 'MANAGER');
    const refresh = (token: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/refresh-tokens', payload: { refreshToken: token } });
    const rotated = await refresh(user.tokens.refresh.token);
    expect(rotated.statusCode).toBe(200);
    const next = bearer(rotated.json().tokens.access.token);
    expect((await me(next)).statusCode).toBe(200);
    expect((await me(user.headers)).statusCode).toBe(200);
    // The first refresh token again: a stolen copy in use. The whole family is revoked.
    expect((await refresh(user.tokens.refresh.token)).statusCode).toBe(401);
    expect((await me(next)).statusCode).toBe(401);
    expect((await me(user.headers)).statusCode).toBe(401);
  });
});

describe('4. the HTTP parser’s own refusals, on a real socket', () => {
  it('a query string of 100,000 characters is a 431 and a path parameter of 5,000 a 414, both {code, message}', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const send = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path }, (res) => {
          let body = '';
          res.on('data', (c) => {
            body += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    const long = await send(`/api/v1/posts?search=${'a'.repeat(100_000)}`);
    expect(long.status).toBe(431);
    expect(JSON.parse(long.body)).toEqual({
      code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
      message: t('vi', 'error.headersTooLarge'),
    });
    const param = await send(`/api/v1/posts/${'x'.repeat(5000)}`);
    expect(param.status).toBe(414);
    expect(JSON.parse(param.body)).toEqual({ code: 'URI_TOO_LONG', message: t('vi', 'error.uriTooLong') });
  });
});
