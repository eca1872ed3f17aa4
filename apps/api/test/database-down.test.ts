import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/sql';
import { loginAs, type TestUser } from './helpers/auth';
import { appSuite, type TestApp } from './helpers/build';

/**
 * A database out of reach (a PostgreSQL restart, a failover) answers 503 with Retry-After in the
 * caller's language, never a 500, and health says the database is down. The restart itself, on
 * a real server, is bench/pg-restart.ts's; here the driver's errors are made to happen.
 */
let app: TestApp;
let manager: TestUser;
appSuite({}, async (s) => {
  ({ app } = s);
  await app.ready();
  manager = await loginAs(app, 'MANAGER');
});

/** Makes every call of the driver (PGlite, or node-postgres's pool) fail with `err` until undone. */
function breakDriver(err: () => Error) {
  const client = (app.db as unknown as { $client: Record<string, unknown> }).$client;
  const saved = new Map<string, unknown>();
  for (const name of ['query', 'exec', 'transaction', 'connect'])
    if (typeof client[name] === 'function') {
      saved.set(name, client[name]);
      client[name] = () => Promise.reject(err());
    }
  return () => {
    for (const [name, fn] of saved) client[name] = fn;
  };
}

/** What node-postgres throws, as Drizzle wraps it. */
const lost = (code: string, message: string) =>
  Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error(message), { code }) });

describe('database out of reach', () => {
  it('knows the driver and server errors of a lost database, and nothing else', () => {
    expect(isDatabaseUnavailable(lost('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(isDatabaseUnavailable(lost('57P01', 'terminating connection due to administrator command'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(lost('57P03', 'the database system is shutting down'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(lost('23505', 'duplicate key value violates unique constraint'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });

  it('health answers 503 "down" while the database is out of reach, 200 when it is back', async () => {
    const restore = breakDriver(() =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
    try {
      const down = await app.inject({ url: '/api/v1/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'down', db: 'down' });
      expect(down.headers['retry-after']).toBe('5');
      // Any route that needs the database: 503 in the caller's language, no detail of the driver.
      const en = await app.inject({
        url: '/api/v1/history',
        headers: { ...manager.headers, 'accept-language': 'en' },
      });
      expect(en.statusCode, en.body.slice(0, 300)).toBe(503);
      expect(en.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The data is out of reach for a moment, please try again in a few minutes',
      });
      const vi = await app.inject({ url: '/api/v1/history', headers: manager.headers });
      expect(vi.json().message).toBe(
        'Hệ thống tạm thời không truy cập được dữ liệu, vui lòng thử lại sau ít phút',
      );
      // A write too: the same answer, nothing half done.
      const write = await app.inject({
        method: 'POST',
        url: '/api/v1/customers',
        headers: manager.headers,
        payload: { companyName: 'Khi mất kết nối', contactName: 'Lê Văn Tám' },
      });
      expect(write.statusCode).toBe(503);
    } finally {
      restore();
    }
    const none = await app.inject({ url: '/api/v1/customers?search=Khi', headers: manager.headers });
    expect(none.json().totalResults).toBe(0);
    const up = await app.inject({ url: '/api/v1/health' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ status: 'ok', db: 'ok' });
  });

  it('another failure of a query stays a 500 without detail', async () => {
    const restore = breakDriver(() => new Error('boom'));
    try {
      const res = await app.inject({ url: '/api/v1/health', headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong, please try again later',
      });
    } finally {
      restore();
    }
  });
});
