import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from '../../src/app';
import { rowsOf } from '../../src/db/client';
import { loginAs, type TestUser } from '../helpers/auth';
import { build, type TestApp } from '../helpers/build';
import { keysOf, numbersIn, type ZodLike } from '../helpers/schemas';

/**
 * Bad input generated over every route from its own schemas, with a fixed seed: control
 * characters and NUL, lone surrogates, int4 and bigint overflow, wrong types, deep nesting,
 * long and exotic text, SQL and HTML, malformed JSON and multipart bodies, wrong content types,
 * bad path ids. Whatever is sent, the answer is never a 5xx, and every error is
 * `{code, message, errors?}` in the caller's language, with no stack, SQL or file path.
 * A number beyond its column is a 400 naming the field. A refused write leaves every table's
 * row count as it was. A failure prints its seed and the request (replay with
 * BAD_INPUT_SEED=…). A route added later is walked without a line here.
 */
const SEED = Number(process.env.BAD_INPUT_SEED ?? 19);
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 10_000);

let app: TestApp;
let admin: TestUser;
let customer: TestUser;
/** One query answering the row count of every table (the rate-limit counters aside: a refused
 * login or a limited call counts there by design). */
let countQuery: string;
beforeAll(async () => {
  app = await build();
  await app.ready();
  admin = await loginAs(app, 'ADMINISTRATOR');
  customer = await loginAs(app, 'CUSTOMER');
  const tables = await rowsOf<{ name: string }>(
    app.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits'
        order by 1`,
  );
  expect(tables.map((t) => t.name)).toEqual(
    expect.arrayContaining(['bookings', 'users', 'posts', 'manifests']),
  );
  // A function takes at most 100 arguments: the tables are counted 40 to an object, joined.
  const objects: string[] = [];
  for (let i = 0; i < tables.length; i += 40)
    objects.push(
      `jsonb_build_object(${tables
        .slice(i, i + 40)
        .map((t) => `'${t.name}', (select count(*) from "${t.name}")`)
        .join(', ')})`,
    );
  countQuery = `select ${objects.join(' || ')} as counts`;
});

/**
 * The row count of every table. Counting them all is the slow part of this test, so the counts
 * are kept with the database's next transaction id (the xmax of a snapshot): while it has not
 * moved, no transaction took an id, so nothing can have been written (a write takes one, even
 * one rolled back) and the kept counts still hold. Any id taken, by the request or by anything
 * beside it, and every table is counted again.
 */
let kept: { xmax: string; counts: Record<string, number> } | undefined;
async function rowCounts(): Promise<Record<string, number>> {
  const [now] = await rowsOf<{ xmax: string }>(
    app.db,
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
  );
  if (kept?.xmax === now!.xmax) return kept.counts;
  const [row] = await rowsOf<{ counts: Record<string, number>; xmax: string }>(
    app.db,
    sql.raw(
      countQuery.replace(' as counts', ' as counts, pg_snapshot_xmax(pg_current_snapshot())::text as xmax'),
    ),
  );
  // Counted in one statement, whose snapshot the xmax is read from: a write after it moves the id.
  kept = { xmax: row!.xmax, counts: row!.counts };
  return row!.counts;
}
afterAll(async () => {
  await app.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const ZERO_UUID = '00000000-0000-4000-8000-000000000000';

/** A value for each path parameter that its schema accepts, so the body and query are reached. */
function validParams(route: RouteInfo): Record<string, string> {
  const shape = (
    route.schema?.params as {
      shape?: Record<string, { safeParse(v: unknown): { success: boolean }; options?: unknown[] }>;
    }
  )?.shape;
  const out: Record<string, string> = {};
  for (const name of route.url.match(/:(\w+)/g)?.map((p) => p.slice(1)) ?? []) {
    const s = shape?.[name];
    // A number, an id, a month, a day (fuel and exchange rates are addressed by them), an enum's options.
    const candidates = [
      '1',
      ZERO_UUID,
      '2027-01',
      '2027-01-01',
      ...((s?.options as string[] | undefined) ?? []),
    ];
    out[name] = candidates.find((c) => s?.safeParse(c).success) ?? '1';
  }
  return out;
}

function urlOf(route: RouteInfo, params: Record<string, string>, query = '') {
  return route.url.replace(/:(\w+)/g, (_, name: string) => params[name]!) + (query ? `?${query}` : '');
}

/** The top-level number fields of a schema part, with the values beyond their bounds. */
function numberFields(schema: unknown, part: string): Map<string, ZodLike> {
  const out = new Map<string, ZodLike>();
  for (const { path, s } of numbersIn(schema, part)) {
    const key = path.slice(part.length + 1);
    if (/^\w+$/.test(key)) out.set(key, s);
  }
  return out;
}

const CONTROL = ['a\u0000b', '\u0000', 'x\u0007y', '\u001b[2J', 'a\u0008', '\u001f'];
const SURROGATES = ['\ud800', 'x\udc00y', '\udfff\ud800'];
const HUGE = [2147483648, -2147483649, 2 ** 63, 1e300, -1e300, Number.MAX_SAFE_INTEGER + 2];
const HUGE_TEXT = [
  '2147483648',
  '9223372036854775808',
  '-9223372036854775809',
  '1e300',
  '99999999999999999999',
];
const ODD_NUMBER_TEXT = ['NaN', 'Infinity', '-Infinity', '0x10', '1e999', '', ' '];
const TEXT = [
  'x'.repeat(100_000),
  '😀'.repeat(2000),
  'e\u0301\u0302\u0303'.repeat(500),
  "' or 1=1 --",
  "'; drop table bookings; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '%_\\',
  '../../etc/passwd',
];
const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
/** Stands for a list nested 10,000 deep, written into the body only when sent (short when printed). */
const DEEP = '<a list nested 10,000 levels deep>';
const WRONG_TYPES = [
  null,
  true,
  false,
  0,
  -1,
  [],
  {},
  [[[[[]]]]],
  { a: { b: { c: { d: {} } } } },
  ['x'],
  [1, 2],
  DEEP,
];

/** Query-string values, already encoded (some are not valid UTF-8 or not valid escapes on purpose). */
const QUERY_VALUES = [
  '%00',
  'a%00b',
  '%07',
  '%1B',
  '%ED%A0%80', // a UTF-16 surrogate written as UTF-8
  '%C0%80', // an overlong NUL
  '%FF',
  ...HUGE_TEXT.map(encodeURIComponent),
  ...ODD_NUMBER_TEXT.map(encodeURIComponent),
  encodeURIComponent("' or 1=1 --"),
  'x'.repeat(5000),
  '%',
  '%zz',
];
const PATH_VALUES = [
  '2147483648',
  '9223372036854775808',
  '-1',
  '0',
  '1e3',
  '1.5',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF',
  '%',
  '..%2F..%2Fetc',
  'x'.repeat(120),
  encodeURIComponent("1' or '1'='1"),
];

/** Stands for a JSON body of 1.2 MB, written only when sent. */
const OVER_LIMIT = '<a JSON body of 1.2 MB>';

/** Raw bodies: malformed or unexpected JSON, wrong content types, malformed multipart. */
const RAW_BODIES: { type: string; payload: string }[] = [
  { type: 'application/json', payload: '{"a":' },
  { type: 'application/json', payload: '[]' },
  { type: 'application/json', payload: '"x"' },
  { type: 'application/json', payload: 'null' },
  { type: 'application/json', payload: '1e999' },
  { type: 'application/json', payload: deep(40) },
  { type: 'application/json', payload: deep(20_000) },
  { type: 'application/json', payload: `{"a":${deep(20_000)}}` },
  { type: 'application/json', payload: `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}` },
  { type: 'application/json', payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
  { type: 'application/json', payload: '{"a":"\\ud800"}' },
  { type: 'application/json', payload: '{"a\\u0000":1}' },
  { type: 'application/json', payload: '\u0000' },
  { type: 'text/plain', payload: 'hello' },
  { type: 'application/xml', payload: '<x/>' },
  { type: 'application/x-www-form-urlencoded', payload: 'a=%00&b=1' },
  { type: 'application/json; charset=utf-16', payload: '{}' },
  // Over the 1 MiB body limit.
  { type: 'application/json', payload: OVER_LIMIT },
  {
    type: 'multipart/form-data',
    payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
  },
  {
    type: 'multipart/form-data; boundary=x',
    payload:
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n',
  },
  {
    type: 'multipart/form-data; boundary=zzz',
    payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n',
  },
  { type: 'multipart/form-data; boundary=x', payload: '--x--\r\n' },
  { type: 'multipart/form-data; boundary=x', payload: `--x\r\n${'A'.repeat(100_000)}` },
  {
    type: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a\u0000"\r\n\r\n\u0000\r\n--x--\r\n',
  },
];

interface Probe {
  /** `METHOD url`, so that a failure prints short. */
  route: string;
  caller: 'anonymous' | 'admin' | 'customer';
  language: 'vi' | 'en';
  kind: 'body' | 'extra' | 'query' | 'path' | 'raw';
  key?: string;
  value?: unknown;
  /** The field that must be named in a 400 (a number beyond its column). */
  mustName?: string;
}

/** One generated request: a route, a caller, a language, and one thing wrong with it. */
function probes(routes: Map<string, RouteInfo>): fc.Arbitrary<Probe> {
  const base = fc.record({
    route: fc.constantFrom(...routes.keys()),
    caller: fc.constantFrom('admin', 'admin', 'customer', 'anonymous') as fc.Arbitrary<Probe['caller']>,
    language: fc.constantFrom('vi', 'en') as fc.Arbitrary<Probe['language']>,
  });
  return base.chain((b): fc.Arbitrary<Probe> => {
    const route = routes.get(b.route)!;
    const bodyKeys = keysOf(route.schema?.body);
    const bodyNumbers = numberFields(route.schema?.body, 'body');
    const queryKeys = [...new Set([...keysOf(route.schema?.querystring), 'search', 'page'])];
    const queryNumbers = numberFields(route.schema?.querystring, 'querystring');
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    const kinds: fc.Arbitrary<Probe>[] = [
      fc
        .tuple(fc.constantFrom(...queryKeys), fc.constantFrom(...QUERY_VALUES))
        .map(([key, value]) => ({ ...b, kind: 'query', key, value })),
    ];
    if (queryNumbers.size > 0)
      kinds.push(
        fc
          .tuple(fc.constantFrom(...queryNumbers.keys()), fc.constantFrom(...HUGE_TEXT))
          .map(([key, value]) => ({
            ...b,
            kind: 'query',
            key,
            value: encodeURIComponent(value),
            mustName: key,
          })),
      );
    if (route.url.includes(':'))
      kinds.push(
        fc
          .tuple(
            fc.constantFrom(...(route.url.match(/:(\w+)/g) ?? []).map((p) => p.slice(1))),
            fc.constantFrom(...PATH_VALUES),
          )
          .map(([key, value]) => ({ ...b, kind: 'path', key, value })),
      );
    if (hasBody) {
      kinds.push(fc.constantFrom(...RAW_BODIES).map((value) => ({ ...b, kind: 'raw', value })));
      if (bodyKeys.length > 0) {
        kinds.push(
          fc
            .tuple(
              fc.constantFrom(...bodyKeys),
              fc.constantFrom<unknown>(
                ...CONTROL,
                ...SURROGATES,
                ...HUGE,
                ...HUGE_TEXT,
                ...ODD_NUMBER_TEXT,
                ...TEXT,
                ...WRONG_TYPES,
              ),
            )
            .map(([key, value]) => ({ ...b, kind: 'body', key, value })),
        );
        // Fields the schema does not know, beside a wrong one (every other field missing).
        kinds.push(
          fc
            .tuple(fc.constantFrom(...bodyKeys), fc.constantFrom<unknown>(...WRONG_TYPES, ...TEXT, ...HUGE))
            .map(([key, value]) => ({ ...b, kind: 'extra', key, value })),
        );
      }
      if (bodyNumbers.size > 0) {
        kinds.push(
          fc
            .constantFrom(...bodyNumbers.entries())
            .chain(([key, s]) =>
              fc
                .constantFrom(...(s.isInt ? [2147483648, 2 ** 63, 1e300] : [1e300, -1e300]))
                .map((value) => ({ ...b, kind: 'body', key, value, mustName: key })),
            ),
        );
      }
    }
    return fc.oneof(...kinds);
  });
}

/** Anything a caller must never see in an error: a stack, SQL, a file path, an exception name. */
const LEAK =
  /\bat \S+ \(|\.ts:\d|\.js:\d|node_modules|\bselect\b.*\bfrom\b|\binsert into\b|syntax error|violates|\bERR_|FST_|TypeError|ZodError/i;
/** Letters that only Vietnamese uses: an English answer has none of them. */
const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;

async function send(route: RouteInfo, p: Probe) {
  const params = validParams(route);
  let query = '';
  let payload: unknown;
  let contentType: string | undefined;
  if (p.kind === 'path') params[p.key!] = p.value as string;
  if (p.kind === 'query') query = `${p.key}=${p.value}`;
  if (p.kind === 'body' && p.value === DEEP) {
    contentType = 'application/json';
    payload = `{${JSON.stringify(p.key)}:${deep(10_000)}}`;
  } else if (p.kind === 'body') payload = { [p.key!]: p.value };
  if (p.kind === 'extra')
    payload = {
      [p.key!]: p.value,
      isAdmin: true,
      role: 'ADMINISTRATOR',
      id: ZERO_UUID,
      createdBy: ZERO_UUID,
    };
  if (p.kind === 'raw') ({ type: contentType, payload } = p.value as { type: string; payload: string });
  if (payload === OVER_LIMIT) payload = JSON.stringify({ a: 'x'.repeat(1_200_000) });
  const caller = p.caller === 'admin' ? admin : p.caller === 'customer' ? customer : undefined;
  return app.inject({
    method: route.method as Method,
    url: urlOf(route, params, query),
    headers: {
      'accept-language': p.language,
      ...caller?.headers,
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
}

/** What is wrong with an answer, or undefined when it is right. */
function judge(p: Probe, res: Awaited<ReturnType<TestApp['inject']>>): string | undefined {
  if (res.statusCode >= 500) return `a ${res.statusCode}`;
  if (res.statusCode < 400)
    return p.mustName ? `${res.statusCode} for a number beyond its column` : undefined;
  let body: { code?: unknown; message?: unknown; errors?: { field?: unknown; message?: unknown }[] };
  try {
    body = res.json();
  } catch {
    return `not JSON: ${res.body.slice(0, 80)}`;
  }
  const keys = Object.keys(body).filter((k) => k !== 'errors');
  if (keys.sort().join() !== 'code,message') return `keys ${Object.keys(body).join()}`;
  if (typeof body.code !== 'string' || !/^[A-Z_]+$/.test(body.code)) return `code ${String(body.code)}`;
  if (typeof body.message !== 'string' || body.message === '') return 'no message';
  const texts = [body.message, ...(body.errors ?? []).map((e) => e.message)];
  for (const e of body.errors ?? [])
    if (typeof e.field !== 'string' || typeof e.message !== 'string')
      return 'an error without field and message';
  if (texts.some((x) => LEAK.test(String(x)))) return `leaks ${res.body.slice(0, 120)}`;
  if (p.language === 'en' && texts.some((x) => VIETNAMESE.test(String(x)))) return 'not in English';
  if (p.mustName && res.statusCode === 400 && !(body.errors ?? []).some((e) => e.field === p.mustName))
    return `400 without naming ${p.mustName}`;
  if (p.mustName && ![400, 401, 403, 429].includes(res.statusCode))
    return `${res.statusCode} for a number beyond its column`;
  return undefined;
}

function describeProbe(p: Probe) {
  const value = JSON.stringify(p.value) ?? 'undefined';
  const short = value.length > 100 ? `${value.slice(0, 80)}…(${value.length} characters)` : value;
  return `${p.route} as ${p.caller} (${p.language}), ${p.kind}${p.key ? ` ${p.key}` : ''} = ${short}`;
}

describe('generated bad input over every route', () => {
  it(`${RUNS} requests (seed ${SEED}): no 5xx, our error shape and language, numbers named, nothing written when refused`, async () => {
    const routes = new Map(app.routeList.map((r) => [`${r.method} ${r.url}`, r]));
    expect(routes.size).toBeGreaterThan(50);
    const seen = new Set<string>();
    let refusedWrites = 0;
    await fc.assert(
      fc.asyncProperty(probes(routes), async (p) => {
        seen.add(p.route);
        const route = routes.get(p.route)!;
        const writes = route.method !== 'GET';
        const before = writes ? await rowCounts() : undefined;
        const res = await send(route, p);
        const wrong = judge(p, res);
        if (wrong) throw new Error(`${describeProbe(p)} → ${wrong}: ${res.body.slice(0, 200)}`);
        if (before && res.statusCode >= 400) {
          const after = await rowCounts();
          const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
          if (changed.length)
            throw new Error(
              `${describeProbe(p)} → ${res.statusCode}, yet it wrote: ${changed.map((t) => `${t} ${before[t]} → ${after[t]}`).join(', ')}`,
            );
          refusedWrites += 1;
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    // The seed reaches every route, and thousands of refused writes were counted.
    expect([...routes.keys()].filter((r) => !seen.has(r))).toEqual([]);
    expect(refusedWrites).toBeGreaterThan(RUNS / 4);
  }, 300_000);
});
