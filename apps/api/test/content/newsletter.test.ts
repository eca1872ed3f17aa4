import { describe, expect, it } from 'vitest';
import { appSuite, type TestApp } from '../helpers/build';

let app: TestApp;
appSuite({}, (s) => ({ app } = s));

const signUp = (payload: unknown, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: payload as object, remoteAddress: ip });

describe('newsletter', () => {
  it('stores an address once, case-insensitively', async () => {
    const first = await signUp({ email: ' Khach.Hang@Example.com ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ subscribed: true, alreadySubscribed: false });
    const again = await signUp({ email: 'khach.hang@example.com' });
    expect(again.json()).toEqual({ subscribed: true, alreadySubscribed: true });
  });

  it.each([{}, { email: '' }, { email: 'not-an-email' }, { email: 'a@b' }])(
    'answers 400 naming email for %j',
    async (body) => {
      const res = await signUp(body, '10.0.0.2');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('email');
    },
  );

  it('throttles one caller after 10 sign-ups in 10 minutes', async () => {
    for (let i = 0; i < 10; i++)
      expect((await signUp({ email: `p${i}@example.com` }, '10.0.0.9')).statusCode).toBe(200);
    const res = await signUp({ email: 'p10@example.com' }, '10.0.0.9');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signUp({ email: 'other@example.com' }, '10.0.0.10')).statusCode).toBe(200);
  });
});
