import { randomUUID } from 'node:crypto';
import type { TAuthResponse, TBooking } from '@acf/shared';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { hcmDay } from './forms';

export const PASSWORD = 'E2e-Pass-2026';

/** Calls the API of the started product as a given bearer (or anonymously). */
export async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  baseURL = inject('baseURL'),
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** The access token of `username`, logged in through the API (staff made here have PASSWORD). */
export async function tokenOf(username: string, password = PASSWORD, baseURL = inject('baseURL')) {
  const res = await api<TAuthResponse>('POST', '/auth/login', { username, password }, undefined, baseURL);
  expect(res.status, `login of ${username}`).toBe(200);
  return res.body.tokens.access.token;
}

export async function adminToken(baseURL = inject('baseURL')): Promise<string> {
  return tokenOf('admin', inject('adminPassword'), baseURL);
}

/** A staff account of a seeded role, made through the API like the Staff page does. */
export async function createStaff(roleCode: string, baseURL = inject('baseURL')) {
  const token = await adminToken(baseURL);
  const roles = await api<{ id: string; code: string }[]>(
    'GET',
    '/staff/role-options',
    undefined,
    token,
    baseURL,
  );
  const role = roles.body.find((r) => r.code === roleCode)!;
  const username = `${roleCode.toLowerCase()}_${randomUUID().slice(0, 6)}`;
  const res = await api<{ id: string }>(
    'POST',
    '/staff',
    { username, password: PASSWORD, fullName: `E2E ${roleCode}`, roleId: role.id },
    token,
    baseURL,
  );
  expect(res.status).toBe(201);
  return { id: res.body.id, username };
}

/** Logs in through the plain /login page and waits for the back office page the user lands on. */
export async function loginThroughPage(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.fill('[data-testid=login-username]', username);
  await page.fill('[data-testid=login-password]', password);
  await page.click('[data-testid=login-submit]');
  await page.waitForURL((u) => u.pathname.startsWith('/manager/'));
  await page.waitForSelector('[data-testid=manager-username]');
  return new URL(page.url()).pathname;
}

/** The keys of the sidebar entries shown, Reports group opened so its children render. */
export async function sidebarKeys(page: Page): Promise<string[]> {
  const group = page.locator('[data-testid=sidebar-reports]');
  if ((await group.count()) > 0) {
    await group.click();
    await page.waitForSelector('[data-testid=sidebar] .ant-menu-sub a');
  }
  return page.$$eval('[data-testid=sidebar] [data-testid^=sidebar-]', (els) =>
    els.map((e) => (e.getAttribute('data-testid') ?? '').replace('sidebar-', '')),
  );
}

export function storedSession(page: Page) {
  return page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    refresh: localStorage.getItem('refresh_token'),
    user: localStorage.getItem('user'),
  }));
}

/**
 * A new customer account registered through the API (a shop's owner, Trần Thị Mai, password
 * PASSWORD unless told): through `page`'s own requests when given (its cookies, e.g. the page
 * language, go with it), else from the test; `headers` for the request's own (accept-language).
 */
export async function newCustomer(
  o: {
    username?: string;
    password?: string;
    fullName?: string;
    phone?: string;
    company?: string;
    page?: Page;
    baseURL?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<{ username: string; password: string; auth: TAuthResponse }> {
  const username = o.username ?? `shop_${randomUUID().slice(0, 8)}`;
  const password = o.password ?? PASSWORD;
  const data = {
    username,
    password,
    email: `${username}@example.vn`,
    fullName: o.fullName ?? 'Trần Thị Mai',
    phone: o.phone ?? '0901234567',
    ...(o.company ? { company: o.company } : {}),
  };
  if (o.page) {
    const res = await o.page.request.post('/api/v1/auth/register', { data, headers: o.headers });
    expect(res.status(), `registration of ${username}`).toBe(201);
    return { username, password, auth: (await res.json()) as TAuthResponse };
  }
  const res = await api<TAuthResponse>('POST', '/auth/register', data, undefined, o.baseURL, o.headers);
  expect(res.status, `registration of ${username}`).toBe(201);
  return { username, password, auth: res.body };
}

/**
 * The cargo of a booking abroad: boxes like `piece`, of `goods` worth `value` USD, with the one
 * goods line customs wants (HS code `hsCode`, made in Vietnam), delivered at the place (DAP).
 */
function goodsAbroad(piece: Record<string, number>, goods: string, value: number, hsCode: string) {
  return {
    cargoUnit: 'CM_KG',
    pieces: [piece],
    goodsDescription: goods,
    declaredValue: value,
    // Goods abroad carry their goods lines (customs).
    customs: {
      items: [{ description: goods, quantity: 1, unitValue: value, hsCode, originCountry: 'VN' }],
    },
    currency: 'USD',
    incoterm: 'DAP',
  };
}

/**
 * The body of a customer's DHL booking of a 1 kg box of books from Lê Văn Nam in Ho Chi Minh City
 * to Kim Min in Seoul, picked up in two days; `email` gives the two parties an address each.
 */
export function seoulBooking(email: { sender?: string; receiver?: string } = {}) {
  const party = { company: '', addressLine2: '', state: '', postalCode: '' };
  return {
    service: 'EXPRESS',
    carrier: 'DHL',
    sender: {
      ...party,
      name: 'Lê Văn Nam',
      phone: '0901234567',
      email: email.sender ?? '',
      addressLine1: '1 Lê Lợi',
      city: 'Hồ Chí Minh',
      country: 'VN',
    },
    receiver: {
      ...party,
      name: 'Kim Min',
      phone: '0212345678',
      email: email.receiver ?? '',
      addressLine1: '5 Gangnam-daero',
      city: 'Seoul',
      country: 'KR',
      customsCode: 'P123456789012',
    },
    ...goodsAbroad({ length: 20, width: 20, height: 20, weight: 1, quantity: 1 }, 'Sách', 20, '4901.99'),
    pickup: { date: hcmDay(2), timeWindow: '', address: '' },
    note: '',
  };
}

/**
 * The body of a Yamato South air manifest to Narita on flight JL750 under MAWB 176-12345675,
 * departing `departureDate`; `over` adds or replaces fields (`mawb: undefined` leaves it out).
 */
export const yamatoManifest = (departureDate: string, over: Record<string, unknown> = {}) => ({
  line: 'YAMATO_SOUTH',
  mode: 'AIR',
  destinationCountry: 'JP',
  destinationAirport: 'NRT',
  flightNumber: 'JL750',
  mawb: '176-12345675',
  departureDate,
  ...over,
});

/** Bookings received at the warehouse counter through the API (`token`: the warehouse's), each one applied. */
export async function receiveAtCounter(numbers: string[], token: string) {
  const res = await api<{ results: { result: string }[] }>(
    'POST',
    '/operations/receive',
    { trackingNumbers: numbers, mode: 'COUNTER' },
    token,
  );
  expect(res.status, 'received at the counter').toBe(200);
  expect(res.body.results.map((r) => r.result)).toEqual(numbers.map(() => 'applied'));
}

/**
 * A new manifest (`body`: a Yamato South one departing today by default) carrying the bookings
 * `numbers`, made through the API as the warehouse (`token`), then moved `to` each status named.
 */
export async function manifestWith(
  numbers: string[],
  token: string,
  { body = yamatoManifest(hcmDay(0)), to = [] as string[] } = {},
) {
  const m = await api<{ id: string; number: string }>('POST', '/manifests', body, token);
  expect(m.status).toBe(201);
  if (numbers.length) {
    const add = await api('POST', `/manifests/${m.body.id}/shipments`, { trackingNumbers: numbers }, token);
    expect(add.status).toBe(200);
  }
  for (const status of to)
    expect((await api('POST', `/manifests/${m.body.id}/transitions`, { to: status }, token)).status).toBe(
      200,
    );
  return m.body;
}

/**
 * A booking's party, every field of it: by default a sender at 12 Nguyen Hue, Ho Chi Minh City;
 * `over` replaces what differs.
 */
export const hcmParty = (over: Record<string, string> = {}) => ({
  name: 'Lê Văn Bàn Phím',
  company: '',
  phone: '0901234567',
  email: '',
  addressLine1: '12 Nguyen Hue',
  addressLine2: '',
  city: 'Ho Chi Minh',
  state: '',
  postalCode: '700000',
  country: 'VN',
  ...over,
});

/** Gives a booking to a pickup driver through the API, as the dispatcher does (`token`: an admin's). */
export async function assignPickup(bookingId: string, driverId: string, token: string) {
  const assigned = await api(
    'POST',
    '/pickups/assign',
    { bookingIds: [bookingId], assigneeId: driverId },
    token,
  );
  expect(assigned.status).toBe(200);
}

/** A new customer's booking, made through the API: the parcel the warehouse receives. */
export async function createCustomerBooking(receiverName = 'Tanaka Hiro'): Promise<TBooking> {
  return (await customerWithBooking({ receiverName })).booking;
}

/**
 * A new customer (password PASSWORD, named `name`: Lê Văn Bàn Phím by default, who is also the
 * sender) and their booking to Tokyo, made through the API; `office` when the booking must belong
 * to one (a manifest line's), `line` when not Yamato's express; `cartons` pieces (one by default:
 * pieces `<tracking>-1` … `<tracking>-n`), picked up on `pickupDate` (two days from now by
 * default).
 */
export async function customerWithBooking(
  o: {
    receiverName?: string;
    name?: string;
    office?: 'SOUTH' | 'NORTH';
    line?: { carrier: string; service: string };
    cartons?: number;
    pickupDate?: string;
  } = {},
): Promise<{ username: string; booking: TBooking }> {
  const receiverName = o.receiverName ?? 'Tanaka Hiro';
  const name = o.name ?? 'Lê Văn Bàn Phím';
  const { username, auth } = await newCustomer({
    username: `kb_${randomUUID().slice(0, 8)}`,
    fullName: name,
  });
  const day =
    o.pickupDate ?? new Date(Date.now() + 7 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 10);
  const party = hcmParty({ name });
  const res = await fetch(`${inject('baseURL')}/api/v1/bookings`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${auth.tokens.access.token}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      service: 'EXPRESS',
      carrier: 'YAMATO',
      ...o.line,
      ...(o.office ? { office: o.office } : {}),
      sender: party,
      receiver: {
        ...party,
        name: receiverName,
        addressLine1: '1-1 Chiyoda',
        city: 'Tokyo',
        postalCode: '100-0001',
        phone: '03-1234-5678',
        country: 'JP',
      },
      ...goodsAbroad(
        { length: 30, width: 20, height: 10, weight: 2.3, quantity: o.cartons ?? 1 },
        'Clothes',
        100,
        '6109.10.00',
      ),
      pickup: { date: day, timeWindow: '09:00-12:00', address: '12 Nguyen Hue' },
      note: '',
    }),
  });
  expect(res.status).toBe(201);
  return { username, booking: (await res.json()) as TBooking };
}
