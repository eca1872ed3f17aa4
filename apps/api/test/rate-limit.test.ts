import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BatchedLimiter } from '../src/lib/batched-limiter';
import { appSuite, type TestApp } from './helpers/build';

let app: TestApp;
appSuite({}, (s) => ({ app } = s));

const limit = (key: string, max = 3) => ({ key, max, windowSeconds: 60 });
const stored = async (key: string) => {
  const res = await app.db.execute(sql`select count from rate_limits where key = ${key}`);
  const row = (res as unknown as { rows: { count: number }[] }).rows[0];
  return row ? Number(row.count) : null;
};
const refused = (p: Promise<void>) =>
  p.then(
    () => null,
    (e: { statusCode: number; headers?: Record<string, string> }) => e,
  );

describe('BatchedLimiter', () => {
  it('refuses the hit over the limit with 429 and Retry-After, per key', async () => {
    const l = new BatchedLimiter(app.db, 60_000);
    for (let i = 0; i < 3; i++) expect(await refused(l.enforce(limit('t:a')))).toBeNull();
    const err = await refused(l.enforce(limit('t:a')));
    expect(err?.statusCode).toBe(429);
    expect(Number(err?.headers?.['retry-after'])).toBeGreaterThan(0);
    expect(await refused(l.enforce(limit('t:b')))).toBeNull();
    await l.close();
  });

  it('writes the hits to the shared counter in one batch, not one write per hit', async () => {
    const l = new BatchedLimiter(app.db, 60_000);
    for (let i = 0; i < 2; i++) await l.enforce(limit('t:c', 10));
    await l.enforce(limit('t:d', 10));
    expect(await stored('t:c')).toBeNull();
    await l.flush();
    expect(await stored('t:c')).toBe(2);
    expect(await stored('t:d')).toBe(1);
    await l.enforce(limit('t:c', 10));
    await l.close();
    expect(await stored('t:c')).toBe(3);
  });

  it('holds across instances: a second instance starts from the shared count and learns later hits', async () => {
    const a = new BatchedLimiter(app.db, 60_000);
    const b = new BatchedLimiter(app.db, 60_000);
    for (let i = 0; i < 3; i++) await a.enforce(limit('t:e', 5));
    await a.flush();
    // b reads the 3 hits a wrote, so it allows only 2 more.
    for (let i = 0; i < 2; i++) expect(await refused(b.enforce(limit('t:e', 5)))).toBeNull();
    expect((await refused(b.enforce(limit('t:e', 5))))?.statusCode).toBe(429);
    // a learns b's hits with its next flush.
    await b.flush();
    await a.enforce(limit('t:e', 5));
    await a.flush();
    expect((await refused(a.enforce(limit('t:e', 5))))?.statusCode).toBe(429);
    await a.close();
    await b.close();
  });

  it('starts counting again when the window has passed', async () => {
    const l = new BatchedLimiter(app.db, 60_000);
    const t0 = new Date();
    await l.enforce(limit('t:f', 1), t0);
    expect((await refused(l.enforce(limit('t:f', 1), t0)))?.statusCode).toBe(429);
    await l.flush();
    const later = new Date(t0.getTime() + 61_000);
    expect(await refused(l.enforce(limit('t:f', 1), later))).toBeNull();
    await l.close();
  });

  it('flushes by itself after its interval', async () => {
    const l = new BatchedLimiter(app.db, 50);
    await l.enforce(limit('t:g', 10));
    await expect.poll(() => stored('t:g'), { timeout: 5_000 }).toBe(1);
    await l.close();
  });
});
