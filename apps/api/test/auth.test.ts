import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { customers, refreshTokens, users } from '../src/db/schema';
import { LOGIN_LIMITS } from '../src/modules/auth/auth.service';
import { loginAs, TEST_PASSWORD } from './helpers/auth';
import { bookingInput } from './helpers/bookings';
import { appSuite, build, type Suite, type TestApp } from './helpers/build';

let app: TestApp;
let call: Suite['call'];
appSuite({}, (s) => ({ app, call } = s));

const login = (username: string, password: string, ip = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });

/** A login refused for too many failures: 429, with when to try again. */
function expectThrottled(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json().code).toBe('TOO_MANY_REQUESTS');
}

describe('login', () => {
  it('logs the seeded administrator in with ADMIN_PASSWORD and answers the seed shape', async () => {
    const res = await login('admin', 'Admin@12345');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ username: 'admin', kind: 'staff', role: { code: 'ADMINISTRATOR' } });
    expect(body.tokens.access.token).toMatch(/^ey/);
    expect(body.tokens.refresh.token.length).toBeGreaterThan(20);
    expect(Date.parse(body.tokens.access.expires) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(Date.parse(body.tokens.refresh.expires) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    // The refresh token is stored hashed, never in clear.
    const rows = await app.db.select().from(refreshTokens);
    expect(rows.some((r) => r.tokenHash === body.tokens.refresh.token)).toBe(false);
  });

  it('refuses a wrong password with 401 in the caller language', async () => {
    const u = await loginAs(app, 'SALES');
    const vi = await login(u.username, 'wrong-password', '10.0.1.1');
    expect(vi.statusCode).toBe(401);
    expect(vi.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Tên đăng nhập hoặc mật khẩu không đúng',
    });
    const en = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'accept-language': 'en' },
      payload: { username: u.username, password: 'nope-nope' },
      remoteAddress: '10.0.1.2',
    });
    expect(en.json().message).toBe('Wrong username or password');
  });

  it('names the missing field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'password', message: 'Vui lòng nhập' }]);
  });

  it('throttles repeated failures of an account from one address with 429 and Retry-After, even with the right password', async () => {
    const u = await loginAs(app, 'SALES');
    for (let i = 0; i < 5; i++)
      expect((await login(u.username, 'bad-password', '10.1.0.1')).statusCode).toBe(401);
    const blocked = await login(u.username, TEST_PASSWORD, '10.1.0.1');
    expectThrottled(blocked);
    // A stranger who knows the username does not lock its owner out from elsewhere.
    expect((await login(u.username, TEST_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('stops a guessing campaign on one account from many addresses', async () => {
    const u = await loginAs(app, 'SALES');
    const { max } = LOGIN_LIMITS.perUsername;
    // Spread over addresses so that neither the per-address nor the per-pair limit is reached.
    for (let i = 0; i < max; i++)
      await login(u.username, 'bad-password', `10.4.${Math.floor(i / 4)}.${i % 4}`);
    expect((await login(u.username, TEST_PASSWORD, '10.5.0.1')).statusCode).toBe(429);
  });

  it('throttles repeated failures per address across usernames', async () => {
    for (let i = 0; i < 20; i++) await login(`nobody${i}`, 'bad-password', '10.2.0.1');
    const other = await loginAs(app, 'SALES');
    const limited = await login(other.username, TEST_PASSWORD, '10.2.0.1');
    expectThrottled(limited);
    expect((await login(other.username, TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('refuses a locked account', async () => {
    const u = await loginAs(app, 'SALES', { active: false });
    const res = await login(u.username, TEST_PASSWORD, '10.3.0.1');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_DISABLED');
  });
});

describe('administrator login', () => {
  it('accepts the administrator and refuses anyone else', async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/auth/admin/login',
          payload: { username: 'admin', password: 'Admin@12345' },
        })
      ).statusCode,
    ).toBe(200);
    const manager = await loginAs(app, 'MANAGER');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/admin/login',
      payload: { username: manager.username, password: TEST_PASSWORD },
      remoteAddress: '10.4.0.1',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ADMIN_ONLY');
  });
});

describe('register', () => {
  const payload = (over: Record<string, unknown> = {}) => ({
    username: 'shop_an',
    password: 'ShopAn#2026',
    email: 'an@shop.vn',
    fullName: 'Nguyen Van An',
    phone: '0901234567',
    company: 'Shop An',
    ...over,
  });

  it('creates a customer user with its customer record and logs it in', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: payload() });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ username: 'shop_an', kind: 'customer', role: { code: 'CUSTOMER' } });
    expect(body.user.customerId).toBeTruthy();
    const [c] = await app.db.select().from(customers).where(eq(customers.id, body.user.customerId));
    expect(c).toMatchObject({ companyName: 'Shop An', contactName: 'Nguyen Van An', email: 'an@shop.vn' });
    expect(c!.code).toMatch(/^KH\d{6}$/);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${body.tokens.access.token}` },
    });
    expect(me.json()).toMatchObject({ user: { username: 'shop_an' }, permissions: [] });
  });

  it('answers 409 naming the duplicate username or e-mail, and writes nothing', async () => {
    const before = await app.db.select({ n: count() }).from(users);
    const dupUser = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: payload({ username: 'SHOP_AN', email: 'other@shop.vn' }),
    });
    expect(dupUser.statusCode).toBe(409);
    expect(dupUser.json().errors).toEqual([{ field: 'username', message: 'Tên đăng nhập đã được sử dụng' }]);
    const dupMail = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'en' },
      payload: payload({ username: 'someone_else', email: 'AN@shop.vn' }),
    });
    expect(dupMail.statusCode).toBe(409);
    expect(dupMail.json().errors).toEqual([{ field: 'email', message: 'This e-mail is already in use' }]);
    const after = await app.db.select({ n: count() }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses a weak password and over-long fields with 400 naming them', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: payload({
        username: 'weak_one',
        email: 'weak@shop.vn',
        password: 'short',
        phone: '0'.repeat(15),
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'password', message: 'Mật khẩu phải có ít nhất 8 ký tự' },
        { field: 'phone', message: 'Tối đa 14 ký tự' },
      ]),
    );
    const rows = await app.db.select({ n: count() }).from(users).where(eq(users.username, 'weak_one'));
    expect(rows[0]?.n).toBe(0);
  });
});

describe('refresh tokens', () => {
  it('rotates on every use; reusing a rotated token revokes the whole family', async () => {
    const u = await loginAs(app, 'SALES');
    const first = u.tokens.refresh.token;
    const r1 = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-tokens',
      payload: { refreshToken: first },
    });
    expect(r1.statusCode).toBe(200);
    const second = r1.json().tokens.refresh.token;
    expect(second).not.toBe(first);
    expect(r1.json().user.username).toBe(u.username);

    // The first token was rotated: presenting it again is a theft signal.
    const reuse = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-tokens',
      payload: { refreshToken: first },
    });
    expect(reuse.statusCode).toBe(401);
    // …and the legitimate newest token dies with its family.
    const after = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-tokens',
      payload: { refreshToken: second },
    });
    expect(after.statusCode).toBe(401);
    // The access tokens of the family end at once too: the first login's and the rotation's.
    for (const access of [u.tokens.access.token, r1.json().tokens.access.token])
      expect(
        (await app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${access}` } }))
          .statusCode,
      ).toBe(401);
  });

  it('refuses an unknown token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-tokens',
      payload: { refreshToken: 'nope' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const u = await loginAs(app, 'SALES');
    const out = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refreshToken: u.tokens.refresh.token },
    });
    expect(out.statusCode).toBe(204);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-tokens',
      payload: { refreshToken: u.tokens.refresh.token },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('sessions follow the account', () => {
  it('an account disabled outside the API (another instance, a script) loses access within ACTOR_CACHE_MS', async () => {
    const u = await loginAs(app, 'SALES');
    const me = async () =>
      (await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: u.headers })).statusCode;
    expect(await me()).toBe(200);
    await app.db.update(users).set({ active: false }).where(eq(users.id, u.userId));
    // The caller resolved a moment ago may serve for up to a second, no longer.
    expect(await me()).toBe(200);
    // (Locked through the API it is refused at once: security/review-findings.test.ts.)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + app.config.ACTOR_CACHE_MS + 1 });
    try {
      expect(await me()).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('/auth/me answers from the caller read for the request: a change through the API shows at once, one made outside within ACTOR_CACHE_MS', async () => {
    const u = await loginAs(app, 'SALES');
    const me = async () =>
      (await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: u.headers })).json() as {
        user: { fullName: string; role: { code: string } | null };
        permissions: string[];
      };
    const before = await me();
    expect(before.user.role?.code).toBe('SALES');
    expect(before.permissions).toEqual([...before.permissions].sort());
    expect(before.permissions.length).toBeGreaterThan(0);

    // Outside the API: the cached answer may serve for up to ACTOR_CACHE_MS, no longer.
    await app.db.update(users).set({ fullName: 'Renamed Outside' }).where(eq(users.id, u.userId));
    expect((await me()).user.fullName).toBe(before.user.fullName);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + app.config.ACTOR_CACHE_MS + 1 });
    try {
      expect((await me()).user.fullName).toBe('Renamed Outside');
    } finally {
      vi.useRealTimers();
    }

    // A write of the day's work (a customer's booking) changes no one's access: the callers stay kept.
    const shop = await loginAs(app, 'CUSTOMER');
    expect((await me()).user.fullName).toBe('Renamed Outside');
    await app.db.update(users).set({ fullName: 'Renamed Again' }).where(eq(users.id, u.userId));
    const booked = await app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: shop.headers,
      payload: bookingInput(),
    });
    expect(booked.statusCode).toBe(201);
    expect((await me()).user.fullName).toBe('Renamed Outside');
    // A write that may change access (here a logout, even a refused one) forgets every cached
    // caller: the next answer is read again.
    const write = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refreshToken: 'not-a-token' },
    });
    expect(write.statusCode).toBeLessThan(500);
    expect((await me()).user.fullName).toBe('Renamed Again');
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(401);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.abc' },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('reset password', () => {
  it('lets the administrator set a new password, which ends the user sessions', async () => {
    const admin = await loginAs(app, 'ADMINISTRATOR');
    const u = await loginAs(app, 'SALES');
    const res = await call(admin, 'PUT', '/admin/users/reset-password', {
      userId: u.userId,
      password: 'BrandNew#2026',
    });
    expect(res.statusCode).toBe(204);
    expect((await login(u.username, 'BrandNew#2026', '10.5.0.1')).statusCode).toBe(200);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-tokens',
      payload: { refreshToken: u.tokens.refresh.token },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('is refused to a manager holding every staff permission (403), and to anonymous callers (401)', async () => {
    const manager = await loginAs(app, 'MANAGER');
    const u = await loginAs(app, 'SALES');
    const payload = { userId: u.userId, password: 'BrandNew#2026' };
    const url = '/api/v1/admin/users/reset-password';
    expect((await app.inject({ method: 'PUT', url, headers: manager.headers, payload })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'PUT', url, payload })).statusCode).toBe(401);
  });

  it('answers 400 for a weak password and 404 for an unknown user', async () => {
    const admin = await loginAs(app, 'ADMINISTRATOR');
    const url = '/api/v1/admin/users/reset-password';
    const weak = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { userId: admin.userId, password: '123' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].field).toBe('password');
    const unknown = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { userId: '00000000-0000-4000-8000-000000000000', password: 'Whatever#2026' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('access token lifetime', () => {
  it('expires after ACCESS_TOKEN_TTL_SECONDS', async () => {
    // A few seconds, not one: on a loaded machine the first call alone can take a second.
    const short = await build({ ACCESS_TOKEN_TTL_SECONDS: '5' });
    try {
      const u = await loginAs(short, 'SALES');
      expect(
        (await short.inject({ method: 'GET', url: '/api/v1/auth/me', headers: u.headers })).statusCode,
      ).toBe(200);
      // The token carries whole seconds: wait until a second past its stated expiry.
      const expires = Date.parse(u.tokens.access.expires);
      expect(expires - Date.now()).toBeLessThanOrEqual(5000);
      await new Promise((r) => setTimeout(r, Math.max(0, expires - Date.now()) + 1100));
      expect(
        (await short.inject({ method: 'GET', url: '/api/v1/auth/me', headers: u.headers })).statusCode,
      ).toBe(401);
    } finally {
      await short.close();
    }
  }, 120_000);
});
