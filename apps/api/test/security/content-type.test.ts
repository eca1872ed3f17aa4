import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RouteInfo } from '../../src/app';
import { t } from '../../src/i18n/messages';
import { loginAs, type TestUser } from '../helpers/auth';
import { bookingInput } from '../helpers/bookings';
import { appSuite, sendAs, type TestApp } from '../helpers/build';
import { importFile, importRow, importWorkbook, XLSX } from '../helpers/import';
import { keysOf } from '../helpers/schemas';

/**
 * A JSON route reads JSON only: a form, a text or a sheet sent to it is a 415 in the caller's
 * language, never read and stored. The routes that take another type (an upload, a sheet, the
 * one-click unsubscribe form) keep taking it.
 */
let app: TestApp;
let admin: TestUser;
let customer: TestUser;
appSuite({}, async (s) => {
  ({ app } = s);
  await app.ready();
  admin = await loginAs(app, 'ADMINISTRATOR');
  customer = await loginAs(app, 'CUSTOMER');
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const settings = (who: TestUser) =>
  app.inject({ method: 'GET', url: '/api/v1/me/notification-settings', headers: who.headers });

describe('JSON routes and content types', () => {
  it('PUT /me/notification-settings with a form body: 415 in vi and en, and nothing changes', async () => {
    const before = (await settings(customer)).json();
    for (const lang of ['vi', 'en'] as const) {
      const res = await sendAs(app, {
        method: 'PUT',
        url: '/me/notification-settings',
        type: 'application/x-www-form-urlencoded',
        body: `language=${before.language === 'vi' ? 'en' : 'vi'}`,
        headers: { ...customer.headers, 'accept-language': lang },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: t(lang, 'error.unsupportedMediaType'),
      });
    }
    expect((await settings(customer)).json()).toEqual(before);
    // The same change as JSON (with a charset, in capitals) is taken.
    const language = before.language === 'vi' ? 'en' : 'vi';
    const json = await sendAs(app, {
      method: 'PUT',
      url: '/me/notification-settings',
      type: 'Application/JSON; charset=utf-8',
      body: JSON.stringify({ language }),
      headers: customer.headers,
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().language).toBe(language);
  });

  it('every route with a body schema answers 415 to a form, a text and a sheet (past its access check)', async () => {
    const wrong: string[] = [];
    let checked = 0;
    const routes = app.routeList.filter(
      (r: RouteInfo) => keysOf(r.schema?.body).length > 0 && !(r.schema as { consumes?: unknown })?.consumes,
    );
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, '1');
      for (const [type, payload] of [
        ['application/x-www-form-urlencoded', 'a=b'],
        ['text/plain', '{"a":"b"}'],
        [XLSX, 'PK'],
      ] as const) {
        let res: Awaited<ReturnType<TestApp['inject']>> | undefined;
        for (const caller of [undefined, admin, customer]) {
          res = await app.inject({
            method: route.method as Method,
            url,
            headers: { ...caller?.headers, 'content-type': type },
            payload,
          });
          if (res.statusCode !== 401 && res.statusCode !== 403) break;
        }
        if (res!.statusCode === 403) continue; // no caller here passes this route's check
        checked++;
        if (res!.statusCode !== 415 || res!.json().code !== 'UNSUPPORTED_MEDIA_TYPE')
          wrong.push(`${route.method} ${route.url} ${type} → ${res!.statusCode} ${res!.body.slice(0, 100)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });

  it('a booking sent as a sheet to the JSON route is a 415 (before, the sheet parser of the import read it)', async () => {
    const res = await sendAs(app, {
      url: '/bookings',
      type: XLSX,
      body: JSON.stringify(bookingInput()),
      headers: { ...customer.headers, 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode).toBe(415);
  });

  it('the routes that take another type still take it: a sheet import, an upload, the one-click form', async () => {
    const imported = await importFile(app, customer.headers, await importWorkbook([importRow()]));
    expect(imported.statusCode, imported.body).toBe(201);

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = 'b0undary';
    const upload = await app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode, upload.body).toBeLessThan(300);

    // The one-click form: a token that is no token is refused by its check (400), not by its type.
    const form = await sendAs(app, {
      url: '/notifications/unsubscribe?token=nope',
      type: 'application/x-www-form-urlencoded',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(form.statusCode).not.toBe(415);
    expect(form.statusCode).toBeLessThan(500);
    const text = await sendAs(app, {
      url: '/notifications/unsubscribe?token=nope',
      type: 'text/plain',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(text.statusCode).toBe(415);
  });
});
