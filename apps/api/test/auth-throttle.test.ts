import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_LIMITS } from '../src/modules/auth/auth.service';
import { loginAs, TEST_PASSWORD } from './helpers/auth';
import { appSuite, type TestApp } from './helpers/build';

/**
 * Each wrong password costs an argon2 check (a tenth of a second or more on a busy machine):
 * hence the longer time allowed per test.
 *
 * A guessing campaign on one account from rotating addresses (OWASP ASVS 4.0 V2.2.1: at most
 * 100 failed attempts an hour on one account), and the owner who is not locked out by it.
 * The clock is moved (Date only), so an hour passes in a second.
 */
let app: TestApp;
appSuite({}, async (s) => {
  ({ app } = s);
});
afterEach(() => {
  vi.useRealTimers();
});

const login = (username: string, password: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });
const MINUTE = 60_000;

describe('login throttling per account', () => {
  it('from a new address every attempt, no 60 minutes let more than 100 wrong passwords be tried', async () => {
    const u = await loginAs(app, 'SALES');
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    // Ten guesses a minute for an hour and a half, each from an address never seen before.
    const tried: number[] = []; // the minute of each wrong password the server checked (401)
    let refused = 0;
    for (let m = 0; m < 90; m++) {
      vi.setSystemTime(start + m * MINUTE);
      for (let k = 0; k < 10; k++) {
        const res = await login(u.username, `guess-${m}-${k}`, `10.${m}.${k}.7`);
        if (res.statusCode === 401) tried.push(m);
        else {
          expect(res.statusCode).toBe(429);
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          refused++;
        }
      }
    }
    const worstHour = Math.max(
      ...Array.from({ length: 90 }, (_, from) => tried.filter((m) => m >= from && m < from + 60).length),
    );
    expect(worstHour).toBeLessThanOrEqual(100);
    expect(tried.length).toBeLessThanOrEqual(2 * LOGIN_LIMITS.perUsername.max);
    expect(refused).toBeGreaterThan(700);
  }, 300_000);

  it("a stranger's campaign does not lock the owner out at an address they signed in from before", async () => {
    const u = await loginAs(app, 'SALES');
    const home = '192.0.2.10';
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    expect((await login(u.username, TEST_PASSWORD, home)).statusCode).toBe(200);
    // Days later, a campaign from rotating addresses until the account's ceiling is reached.
    vi.setSystemTime(start + 3 * 86_400_000);
    let i = 0;
    while ((await login(u.username, `guess-${i}`, `10.77.${Math.floor(i / 4)}.${i % 4}`)).statusCode === 401)
      expect(++i).toBeLessThan(400);
    expect(i).toBe(LOGIN_LIMITS.perUsername.max);
    // The right password from a new address waits, as the stranger does...
    expect((await login(u.username, TEST_PASSWORD, '198.51.100.5')).statusCode).toBe(429);
    // ...but the owner at home signs in, and a typo there is still only a typo.
    expect((await login(u.username, 'typo-typo', home)).statusCode).toBe(401);
    expect((await login(u.username, TEST_PASSWORD, home)).statusCode).toBe(200);
    // The pair's own limit still holds at home: five wrong passwords, then a wait.
    for (let k = 0; k < LOGIN_LIMITS.perUsernameAndAddress.max; k++)
      expect((await login(u.username, 'typo-typo', home)).statusCode).toBe(401);
    expect((await login(u.username, TEST_PASSWORD, home)).statusCode).toBe(429);
    // An hour on, the new address signs in too.
    vi.setSystemTime(start + 3 * 86_400_000 + 61 * MINUTE);
    expect((await login(u.username, TEST_PASSWORD, '198.51.100.5')).statusCode).toBe(200);
  }, 300_000);
});
