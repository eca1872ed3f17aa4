import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appSettings } from '../src/db/schema';
import { allMessageKeys, t } from '../src/i18n/messages';
import { publicRoute } from '../src/plugins/auth-markers';
import { build, sendAs, type TestApp } from './helpers/build';

let app: TestApp;

beforeAll(async () => {
  app = await build();
  // Two probe routes of the test's own, to exercise validation and the 5xx path.
  app.post(
    '/api/v1/__probe',
    {
      onRequest: publicRoute,
      schema: {
        body: z.object({
          name: z.string().min(1).max(35),
          sender: z.object({ phone: z.string().max(14) }),
          count: z.number().int().min(1),
        }),
      },
    },
    async (req) => ({ ok: true, name: (req.body as { name: string }).name }),
  );
  app.get('/api/v1/__boom', { onRequest: publicRoute }, async () => {
    throw new Error('secret database password in this message');
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('platform', () => {
  it('health answers ok after a real query', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', db: 'ok' });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the security headers, a request id and no-store on every kind of API answer', async () => {
    const answers = [
      await app.inject({ method: 'GET', url: '/api/v1/health' }),
      await app.inject({ method: 'GET', url: '/api/v1/nope' }),
      await app.inject({ method: 'GET', url: '/api/v1/auth/me' }),
      await app.inject({ method: 'POST', url: '/api/v1/__probe', payload: { name: '' } }),
      await app.inject({
        method: 'POST',
        url: '/api/v1/__probe',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
      await app.inject({ method: 'GET', url: '/api/v1/__boom' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 401, 400, 400, 500]);
    const ids = new Set<string>();
    for (const res of answers) {
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': expect.stringContaining('max-age='),
        'cross-origin-resource-policy': 'same-site',
        'referrer-policy': 'no-referrer',
        'cache-control': 'no-store',
      });
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      ids.add(String(res.headers['x-request-id']));
    }
    expect(ids.size).toBe(answers.length);
    // A route that says how long its answer may be kept keeps its own cache-control.
    const divisions = await app.inject({ method: 'GET', url: '/api/v1/divisions/provinces' });
    expect(divisions.statusCode).toBe(200);
    expect(divisions.headers['cache-control']).not.toBe('no-store');
    expect(divisions.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps a caller-given request id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('answers an unknown route with 404 in the error shape, in vi by default and en on request', async () => {
    const vi = await app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(vi.statusCode).toBe(404);
    expect(vi.json()).toEqual({ code: 'NOT_FOUND', message: 'Không tìm thấy đường dẫn /api/v1/nope' });
    const en = await app.inject({
      method: 'GET',
      url: '/api/v1/nope',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json().message).toBe('Route /api/v1/nope not found');
  });

  it('names each bad field in a 400, in the caller language', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/__probe',
      payload: { name: 'x'.repeat(36), sender: { phone: '0'.repeat(15) } },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe('Dữ liệu không hợp lệ');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Tối đa 35 ký tự' },
        { field: 'sender.phone', message: 'Tối đa 14 ký tự' },
        { field: 'count', message: 'Vui lòng nhập' },
      ]),
    );
    const en = await app.inject({
      method: 'POST',
      url: '/api/v1/__probe',
      headers: { 'accept-language': 'en' },
      payload: { name: '', sender: { phone: '1' }, count: 0 },
    });
    expect(en.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Please enter' },
        { field: 'count', message: 'Must be at least 1' },
      ]),
    );
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await sendAs(app, { url: '/__probe', type: 'application/json', body: '{"name":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it('never leaks a 5xx message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/__boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Đã có lỗi xảy ra, vui lòng thử lại sau' });
    expect(res.body).not.toContain('secret');
  });

  it('round-trips a row through the database', async () => {
    await app.db.insert(appSettings).values({ key: 'probe', value: 'xin chào' });
    const rows = await app.db.select().from(appSettings).where(sql`${appSettings.key} = 'probe'`);
    expect(rows[0]?.value).toBe('xin chào');
  });

  it('serves the OpenAPI document generated from route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/health']).toBeDefined();
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('has every API message in both languages, with the same placeholders', () => {
    const vi = allMessageKeys('vi').sort();
    expect(allMessageKeys('en').sort()).toEqual(vi);
    const ph = (x: string) =>
      [...x.matchAll(/\{(\w+)\}/g)]
        .map((m) => m[1])
        .sort()
        .join(',');
    const mismatched = vi.filter((k) => ph(t('vi', k)) !== ph(t('en', k)));
    expect(mismatched).toEqual([]);
  });
});
