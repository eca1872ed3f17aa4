import { randomUUID } from 'node:crypto';
import type { BookingStatus, TBooking } from '@acf/shared';
import { expect } from 'vitest';
import { loginAs, type TestUser } from './auth';
import type { Person, TestApp } from './build';
import { manifestInput } from './manifest-input';

/** The manifest factory, for the tests that walk bookings onto one. */
export { manifestInput };

/**
 * Moves bookings through the workflow the way the company does, each status by the route that
 * writes its record (issue 32): the dispatcher assigns, the driver confirms the pickup, the
 * warehouse receives and builds a manifest, the manifest departs, the partner records the
 * delivery, the warehouse raises an exception. The general transition route sets none of these.
 */
export interface Crew {
  dispatcher: TestUser;
  driver: TestUser;
  warehouse: TestUser;
  partner: TestUser;
}

export async function crewOf(app: TestApp): Promise<Crew> {
  return {
    dispatcher: await loginAs(app, 'DISPATCHER'),
    driver: await loginAs(app, 'PICKUP_STAFF'),
    warehouse: await loginAs(app, 'WAREHOUSE_OPERATOR'),
    partner: await loginAs(app, 'PARTNER_YAMATO_SOUTH'),
  };
}

/**
 * The people around the company's manifests: a customer who books, the warehouse that builds
 * them, the agents of two lines (Yamato south, K-Cargo) who each see their own, and a sales user.
 */
export const manifestPeople = {
  customer: 'CUSTOMER',
  warehouse: 'WAREHOUSE_OPERATOR',
  yamatoSouth: 'PARTNER_YAMATO_SOUTH',
  kCargoPartner: 'PARTNER_K_CARGO',
  sales: 'SALES',
} as const satisfies Record<string, Person>;

type Walkable = Exclude<BookingStatus, 'EXCEPTION' | 'CANCELLED' | 'BOOKED'>;
const ORDER: Walkable[] = ['ASSIGNED', 'PICKED_UP', 'IN_WAREHOUSE', 'MANIFESTED', 'IN_TRANSIT', 'DELIVERED'];

async function call(app: TestApp, who: TestUser, method: 'POST' | 'GET', url: string, payload?: unknown) {
  const res = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...who.headers, 'idempotency-key': randomUUID() },
    ...(payload !== undefined && { payload: payload as object }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * Takes BOOKED bookings (Yamato, south office: the partner's line) along the main line to `to`,
 * through the real routes; one manifest carries them all. Returns the manifest's id when one was
 * made.
 */
export async function walk(
  app: TestApp,
  crew: Crew,
  list: readonly Pick<TBooking, 'id' | 'trackingNumber'>[],
  to: Walkable,
): Promise<{ manifestId?: string }> {
  const upTo = ORDER.indexOf(to);
  const ids = list.map((b) => b.id);
  const numbers = list.map((b) => b.trackingNumber);
  await call(app, crew.dispatcher, 'POST', '/pickups/assign', {
    bookingIds: ids,
    assigneeId: crew.driver.userId,
  });
  if (upTo < 1) return {};
  for (const id of ids)
    await call(app, crew.driver, 'POST', `/pickups/${id}/confirm`, { pieces: [{ weight: 2 }] });
  if (upTo < 2) return {};
  const received = await call(app, crew.warehouse, 'POST', '/operations/receive', {
    trackingNumbers: numbers,
    mode: 'PICKUP',
  });
  for (const r of received.results)
    if (r.result !== 'applied') throw new Error(`receive ${r.trackingNumber}: ${r.result}`);
  if (upTo < 3) return {};
  const m = await call(app, crew.warehouse, 'POST', '/manifests', manifestInput());
  await call(app, crew.warehouse, 'POST', `/manifests/${m.id}/shipments`, { trackingNumbers: numbers });
  if (upTo < 4) return { manifestId: m.id };
  await call(app, crew.warehouse, 'POST', `/manifests/${m.id}/transitions`, { to: 'CLOSED' });
  await call(app, crew.warehouse, 'POST', `/manifests/${m.id}/transitions`, { to: 'DEPARTED' });
  if (upTo < 5) return { manifestId: m.id };
  for (const n of numbers)
    await call(app, crew.partner, 'POST', `/manifests/${m.id}/deliveries`, {
      trackingNumber: n,
      receiverName: 'Tanaka Hiro',
      time: new Date().toISOString(),
    });
  return { manifestId: m.id };
}

/** A booking brought to the counter and received there by the warehouse. */
export async function receiveAtCounter(app: TestApp, warehouse: TestUser, trackingNumber: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/operations/receive',
    headers: warehouse.headers,
    payload: { trackingNumbers: [trackingNumber], mode: 'COUNTER' },
  });
  expect(res.json().results[0].result).toBe('applied');
}

/** Raises an exception on a booking in any active status, as the warehouse does. */
export async function raiseException(app: TestApp, crew: Crew, trackingNumber: string, note = '') {
  return call(app, crew.warehouse, 'POST', '/operations/exceptions', {
    trackingNumber,
    reason: 'CUSTOMS_HOLD',
    note,
  });
}

/** Resolves a booking's open exception: it goes back to the status it left. */
export async function resolveException(app: TestApp, crew: Crew, exceptionId: string, note = '') {
  return call(app, crew.warehouse, 'POST', `/operations/exceptions/${exceptionId}/resolve`, { note });
}
