import { INT4_MAX, MAX_INPUT_DEPTH } from '@acf/shared';
import { describe, expect, it } from 'vitest';
import type { RouteInfo } from '../../src/app';
import { t } from '../../src/i18n/messages';
import { loginAs, type TestUser } from '../helpers/auth';
import { appSuite, type Suite, sendAs, type TestApp } from '../helpers/build';
import { keysOf, numbersIn } from '../helpers/schemas';

/**
 * Bad input generated over every route of the API: whatever a caller sends, the answer is a
 * 4xx in the error shape, never a 500, and a 400 names the field. A route added later is
 * walked the same way without a line added here.
 */
let app: TestApp;
let call: Suite['call'];
let callers: TestUser[];
appSuite({}, async (s) => {
  ({ app, call } = s);
  await app.ready();
  callers = [await loginAs(app, 'ADMINISTRATOR'), await loginAs(app, 'CUSTOMER')];
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const CONTROL_MESSAGE = t('vi', 'validation.controlCharacter');

function sampleUrl(route: RouteInfo, param = '1') {
  return route.url.replace(/:(\w+)/g, () => param);
}

/** The first answer of a caller who gets past the route's access check (or the last answer). */
async function callPastAccess(route: RouteInfo, url: string, payload?: unknown) {
  let res: Awaited<ReturnType<TestApp['inject']>> | undefined;
  for (const caller of [undefined, ...callers]) {
    res = await app.inject({
      method: route.method as Method,
      url,
      headers: caller?.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (res.statusCode !== 401 && res.statusCode !== 403) return res;
  }
  return res!;
}

const routes = () => app.routeList.filter((r) => r.url !== '/api/v1/upload');

type Answer = Awaited<ReturnType<typeof callPastAccess>>;
/** The routes of `list` whose answer to `ask` is not `right`, each with what it answered. */
async function wrongAnswers(
  list: RouteInfo[],
  ask: (route: RouteInfo) => Promise<Answer>,
  right: (res: Answer, route: RouteInfo) => boolean,
) {
  const wrong: string[] = [];
  for (const route of list) {
    const res = await ask(route);
    if (!right(res, route))
      wrong.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
  }
  return wrong;
}
const jsonBodyRoutes = () => routes().filter((r) => keysOf(r.schema?.body).length > 0);

describe('control characters and lone surrogates', () => {
  it('in any field of any JSON body: 400 naming the field, before the schema and any SQL', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const route of jsonBodyRoutes()) {
      for (const [i, key] of keysOf(route.schema?.body).entries()) {
        const bad = ['a\u0000b', '\ud800', 'x\u0007y', 'z\u001b'][i % 4];
        const res = await callPastAccess(route, sampleUrl(route), { [key]: bad });
        checked++;
        const body = res.json();
        if (
          res.statusCode !== 400 ||
          body.errors?.[0]?.field !== key ||
          body.errors[0].message !== CONTROL_MESSAGE
        )
          wrong.push(`${route.method} ${route.url} ${key} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('in a nested field: the path names it', async () => {
    const route = app.routeList.find((r) => r.method === 'POST' && r.url === '/api/v1/bookings')!;
    const res = await callPastAccess(route, route.url, { sender: { name: 'a\u0000' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('sender.name');
  });

  it('in the query string of any route (search first of all): 400 naming the parameter', async () => {
    const wrong = await wrongAnswers(
      routes(),
      (route) =>
        callPastAccess(route, `${sampleUrl(route)}?search=%00`, route.method === 'GET' ? undefined : {}),
      (res) => res.statusCode === 400 && res.json().errors?.[0]?.field === 'search',
    );
    expect(wrong).toEqual([]);
  });

  it('in a path parameter of any route: 400 naming the parameter', async () => {
    const wrong = await wrongAnswers(
      routes().filter((r) => r.url.includes(':')),
      (route) => callPastAccess(route, sampleUrl(route, 'a%00b'), route.method === 'GET' ? undefined : {}),
      (res, route) =>
        res.statusCode === 400 && res.json().errors?.[0]?.field === /:(\w+)/.exec(route.url)![1],
    );
    expect(wrong).toEqual([]);
  });

  it('answers in the caller language, and the review examples are 400s', async () => {
    const en = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'en' },
      payload: {
        fullName: 'a\u0000b',
        username: 'nul_user',
        password: 'Abc@12345',
        email: 'n@x.vn',
        phone: '0901234567',
      },
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual([
      { field: 'fullName', message: t('en', 'validation.controlCharacter') },
    ]);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'a\u0000b', password: 'x' },
    });
    expect(login.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/v1/posts?search=%00' })).statusCode).toBe(400);
  });

  it('data nested deeper than any form (a list 20,000 deep) is a 400 naming where, not a 500', async () => {
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
    const res = await sendAs(app, {
      url: '/auth/login',
      type: 'application/json',
      body: `{"username":${deep(20_000)},"password":"x"}`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    const error = res.json().errors[0];
    expect(error.field).toBe(['username', ...Array(MAX_INPUT_DEPTH - 1).fill('0')].join('.'));
    expect(error.message).toBe(t('en', 'validation.tooDeep', { max: MAX_INPUT_DEPTH }));
    // A body as deep as the limit allows is read as usual (here: refused by its schema).
    const fine = await sendAs(app, {
      url: '/auth/login',
      type: 'application/json',
      body: `{"username":${deep(MAX_INPUT_DEPTH - 1)},"password":"x"}`,
    });
    expect(fine.statusCode).toBe(400);
    expect(fine.json().errors[0]).toMatchObject({ field: 'username' });
    expect(fine.json().errors[0].message).not.toBe(t('vi', 'validation.tooDeep', { max: MAX_INPUT_DEPTH }));
  });

  it('keeps tab, line feed, carriage return and ordinary Vietnamese text', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        fullName: 'Nguyễn\tVăn Ánh 😀',
        username: 'tab_user',
        password: 'Abc@12345',
        email: 'tab@x.vn',
        phone: '0901234567',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.fullName).toBe('Nguyễn\tVăn Ánh 😀');
  });
});

describe('numbers within their columns', () => {
  it('every whole number a route accepts fits int4, and every other number has a finite bound', () => {
    const wrong: string[] = [];
    for (const route of routes()) {
      for (const part of ['body', 'querystring', 'params'] as const) {
        for (const { path, s } of numbersIn(route.schema?.[part], part)) {
          const max = s.maxValue ?? Number.POSITIVE_INFINITY;
          if (s.isInt ? max > INT4_MAX : max > 1e12)
            wrong.push(`${route.method} ${route.url} ${path} max ${max}`);
          if (part === 'body' && s._zod.def.coerce)
            wrong.push(`${route.method} ${route.url} ${path} is coerced`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('an id beyond int4 is a 400 naming it (body and query)', async () => {
    const editor = await loginAs(app, 'CONTENT_EDITOR');
    const body = await call(editor, 'POST', '/posts', {
      categoryId: 2147483648,
      slug: 'x',
      titleVi: 'x',
      titleEn: 'x',
      contentVi: 'x',
      contentEn: 'x',
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().errors.map((e: { field: string }) => e.field)).toContain('categoryId');
    const query = await app.inject({ method: 'GET', url: '/api/v1/posts?category=99999999999' });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors[0].field).toBe('category');
    const page = await app.inject({ method: 'GET', url: '/api/v1/posts?page=1e300' });
    expect(page.statusCode).toBe(400);
    expect(page.json().errors[0].field).toBe('page');
  });
});

describe('framework answers in our shape', () => {
  it('a path parameter of 5,000 characters: 414 {code, message} on every route with one', async () => {
    const wrong = await wrongAnswers(
      routes().filter((r) => r.url.includes(':')),
      (route) => app.inject({ method: route.method as Method, url: sampleUrl(route, 'x'.repeat(5000)) }),
      (res) => {
        const body = res.json();
        return (
          res.statusCode === 414 &&
          Object.keys(body).sort().join() === 'code,message' &&
          body.code === 'URI_TOO_LONG'
        );
      },
    );
    expect(wrong).toEqual([]);
  });

  it('a malformed JSON body, a wrong content type and a too large body answer in our shape and language', async () => {
    const broken = await sendAs(app, {
      url: '/auth/login',
      type: 'application/json',
      body: '{"username": ',
      headers: { 'accept-language': 'en' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 'BAD_REQUEST', message: t('en', 'error.badRequest') });
    const type = await sendAs(app, { url: '/auth/login', type: 'text/xml', body: '<x/>' });
    expect(type.statusCode).toBe(415);
    expect(type.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: t('vi', 'error.unsupportedMediaType'),
    });
    const big = await sendAs(app, {
      url: '/auth/login',
      type: 'application/json',
      body: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'x' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: t('vi', 'error.payloadTooLarge') });
  });
});

describe('malformed uploads', () => {
  const CASES: [string, string, string][] = [
    [
      'no boundary',
      'multipart/form-data',
      '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
    ],
    [
      'a broken part',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n',
    ],
    [
      'a boundary that does not match its header',
      'multipart/form-data; boundary=zzz',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n',
    ],
    ['no parts at all', 'multipart/form-data; boundary=x', '--x--\r\n'],
    ['a header line that never ends', 'multipart/form-data; boundary=x', `--x\r\n${'A'.repeat(100_000)}`],
  ];

  // The booking import takes its .xlsx as the raw body: a multipart body there is a 415.
  for (const url of ['/api/v1/upload']) {
    for (const [name, type, payload] of CASES) {
      it(`${url}: ${name} is a 400 {code, message, errors?}`, async () => {
        const admin = callers[0]!;
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { ...admin.headers, 'content-type': type },
          payload,
        });
        expect(res.statusCode).toBe(400);
        const body = res.json();
        expect(body.code).toBe('VALIDATION_ERROR');
        expect(typeof body.message).toBe('string');
        expect(body.errors?.[0]?.field).toBe('file');
      });
    }
  }
});
