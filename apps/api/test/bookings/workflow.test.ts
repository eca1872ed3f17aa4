import { randomUUID } from 'node:crypto';
import {
  BOOKING_STATUSES,
  type BookingStatus,
  nextStatuses,
  STATUS_LABELS,
  type TBooking,
} from '@acf/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking, hcmDay, transition } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';
import { podSheet, XLSX } from '../helpers/import';
import { type Crew, crewOf, manifestInput, raiseException, resolveException, walk } from '../helpers/walk';

/**
 * Issue 32: a status with a record of its own (the assignment, the pickup, a manifest's line, its
 * departure, the proof of delivery, an exception) is set only by the route that writes the
 * record, so the status and its record always agree. Every (from, to) pair goes through the two
 * general routes (a booking's transitions, the checkpoint), and every route that moves a status
 * is walked, the stored record checked against the status after each call.
 */

let app: TestApp;
let customer: TestUser;
let staff: TestUser;
let tracer: TestUser;
let crew: Crew;
appSuite({ customer: 'CUSTOMER', staff: 'WAREHOUSE_OPERATOR', tracer: 'MANAGER' }, async (s) => {
  ({ app, customer, staff, tracer } = s);
  crew = await crewOf(app);
});

/** The states a booking is tried from; EXCEPTION is entered from IN_WAREHOUSE. */
const FROMS = BOOKING_STATUSES;
type From = BookingStatus;
type Recorded = 'ASSIGNED' | 'PICKED_UP' | 'MANIFESTED' | 'IN_TRANSIT' | 'DELIVERED' | 'EXCEPTION';

/** The moves the general routes make on a booking of a manifest line (Yamato, K-Cargo). */
const GENERAL: Record<From, BookingStatus[]> = {
  BOOKED: ['IN_WAREHOUSE', 'CANCELLED'],
  ASSIGNED: ['BOOKED', 'IN_WAREHOUSE', 'CANCELLED'],
  PICKED_UP: ['IN_WAREHOUSE'],
  IN_WAREHOUSE: [],
  MANIFESTED: [],
  IN_TRANSIT: [],
  DELIVERED: [],
  CANCELLED: [],
  EXCEPTION: [],
};

/** The workflow's other moves: each made only by the route that writes its record (the value). */
const OWN_ROUTE: Record<From, Partial<Record<BookingStatus, Recorded>>> = {
  BOOKED: { ASSIGNED: 'ASSIGNED', EXCEPTION: 'EXCEPTION' },
  ASSIGNED: { PICKED_UP: 'PICKED_UP', EXCEPTION: 'EXCEPTION' },
  PICKED_UP: { EXCEPTION: 'EXCEPTION' },
  IN_WAREHOUSE: { MANIFESTED: 'MANIFESTED', EXCEPTION: 'EXCEPTION' },
  MANIFESTED: { IN_TRANSIT: 'IN_TRANSIT', EXCEPTION: 'EXCEPTION' },
  IN_TRANSIT: { DELIVERED: 'DELIVERED', EXCEPTION: 'EXCEPTION' },
  DELIVERED: {},
  CANCELLED: {},
  // Back to where it came from: only by resolving the exception.
  EXCEPTION: { IN_WAREHOUSE: 'EXCEPTION' },
};

/** The back-office page each refusal names. */
const PAGE: Record<Recorded, string> = {
  ASSIGNED: '/manager/assign-pick-up',
  PICKED_UP: '/manager/order-pickup',
  MANIFESTED: '/manager/manifest',
  IN_TRANSIT: '/manager/manifest',
  DELIVERED: '/manager/manifest',
  EXCEPTION: '/manager/operate',
};

const LINE_CARRIERS = ['YAMATO', 'K_CARGO'];
const ACTIVE = ['BOOKED', 'ASSIGNED', 'PICKED_UP', 'IN_WAREHOUSE', 'MANIFESTED', 'IN_TRANSIT'];

interface Stored {
  status: BookingStatus;
  exception_from: BookingStatus | null;
  assignee_id: string | null;
  carrier: string;
  picked: number;
  manifests: string | null;
  delivered: number;
  open: number;
  events: number;
  history: number;
}

async function stored(id: string): Promise<Stored> {
  const [r] = await rowsOf<Stored>(
    app.db,
    sql`select b.status, b.exception_from, b.assignee_id, b.carrier,
      (select count(*)::int from pickup_attempts p where p.booking_id = b.id and p.outcome = 'PICKED_UP') as picked,
      (select string_agg(m.status, ',') from manifest_shipments s join manifests m on m.id = s.manifest_id
        where s.booking_id = b.id) as manifests,
      (select count(*)::int from booking_deliveries d where d.booking_id = b.id) as delivered,
      (select count(*)::int from booking_exceptions e where e.booking_id = b.id and e.resolved_at is null) as open,
      (select count(*)::int from booking_events e where e.booking_id = b.id) as events,
      (select count(*)::int from booking_history h where h.booking_id = b.id) as history
    from bookings b where b.id = ${id}`,
  );
  return r!;
}

/**
 * The status and its record agree, as stored. A booking in EXCEPTION keeps the record of the
 * state it left (`at`), and goes back to it.
 */
async function agree(id: string, where = '') {
  const r = await stored(id);
  const at = r.status === 'EXCEPTION' ? r.exception_from : r.status;
  const onLine = LINE_CARRIERS.includes(r.carrier);
  const manifests = r.manifests ? r.manifests.split(',') : [];
  const m = manifests[0];
  const wrong: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) wrong.push(what);
  };
  // ASSIGNED ⇔ a driver is assigned (before pickup; withdrawn, the booking is BOOKED again).
  if (at === 'ASSIGNED') check(r.assignee_id !== null, 'ASSIGNED without a driver');
  if (at === 'BOOKED') check(r.assignee_id === null, 'BOOKED with a driver');
  // PICKED_UP ⇒ the driver confirmed the pickup.
  if (at === 'PICKED_UP') check(r.picked > 0, 'PICKED_UP without a pickup confirmation');
  // EXCEPTION ⇔ exactly one open exception, entered from an active state; never two open.
  check(r.open === (r.status === 'EXCEPTION' ? 1 : 0), `${r.open} open exceptions in ${r.status}`);
  if (r.status === 'EXCEPTION') check(ACTIVE.includes(r.exception_from ?? ''), 'EXCEPTION from nowhere');
  else check(r.exception_from === null, `exception_from set in ${r.status}`);
  // A booking is on one manifest at most.
  check(manifests.length <= 1, `on ${manifests.length} manifests`);
  if (onLine) {
    // MANIFESTED ⇔ on a manifest not yet departed; IN_TRANSIT and DELIVERED ⇔ on a departed one.
    if (at === 'MANIFESTED') check(m === 'OPEN' || m === 'CLOSED', `MANIFESTED on a manifest ${m}`);
    if (at === 'IN_TRANSIT' || at === 'DELIVERED')
      check(m === 'DEPARTED' || m === 'ARRIVED', `${at} on a manifest ${m}`);
    if (m === 'OPEN' || m === 'CLOSED') check(at === 'MANIFESTED', `${at} on a manifest ${m}`);
    if (m === 'DEPARTED' || m === 'ARRIVED')
      check(at === 'IN_TRANSIT' || at === 'DELIVERED', `${at} on a manifest ${m}`);
    // DELIVERED ⇔ a proof of delivery.
    check(r.delivered === (r.status === 'DELIVERED' ? 1 : 0), `${r.delivered} deliveries in ${r.status}`);
  } else {
    // A carrier with no manifest line here: never on a manifest, its delivery its own.
    check(manifests.length === 0, 'off-line booking on a manifest');
    check(r.delivered === 0 || r.status === 'DELIVERED', `a delivery in ${r.status}`);
  }
  expect(wrong, `${where} (${r.status})`).toEqual([]);
  return r;
}

const agreeAll = async (list: readonly { id: string }[], where: string) => {
  for (const b of list) await agree(b.id, where);
};

const post = (who: TestUser, url: string, payload?: unknown, lang = 'vi') =>
  app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...who.headers, 'idempotency-key': randomUUID(), 'accept-language': lang },
    ...(payload !== undefined && { payload: payload as object }),
  });

async function ok(who: TestUser, url: string, payload?: unknown) {
  const res = await post(who, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

const checkpoint = (who: TestUser, numbers: string[], status: BookingStatus, lang = 'vi') =>
  post(who, '/checkpoints', { trackingNumbers: numbers, status, place: 'HCM hub', note: '' }, lang);

async function bookings(n: number, over: Parameters<typeof createBooking>[2] = {}) {
  const made: TBooking[] = [];
  for (let i = 0; i < n; i++) made.push(await createBooking(app, customer.headers, over));
  return made;
}

/** The transition route's words for a move outside the graph. */
const invalidText = (from: BookingStatus, to: BookingStatus) =>
  `Không thể chuyển trạng thái từ ${STATUS_LABELS[from].vi} sang ${STATUS_LABELS[to].vi}`;
/** The checkpoint's words for a move outside the graph. */
const notAllowedText = (from: BookingStatus, to: BookingStatus) =>
  `Không thể chuyển từ ${STATUS_LABELS[from].vi} sang ${STATUS_LABELS[to].vi}`;

describe('the general routes and the records (every from, every to)', () => {
  /** One booking per state, for the moves that are refused (a refusal changes nothing). */
  const held = {} as Record<From, TBooking>;
  /** Fresh bookings per state, one per move the general routes make (each route its own). */
  const fresh = {} as Record<From, { transition: TBooking[]; checkpoint: TBooking[] }>;

  beforeAll(async () => {
    const [booked, cancelled, ...bookedFresh] = await bookings(2 + 2 * GENERAL.BOOKED.length);
    const assigned = await bookings(1 + 2 * GENERAL.ASSIGNED.length);
    const picked = await bookings(1 + 2 * GENERAL.PICKED_UP.length);
    const [inWarehouse, exception] = await bookings(2);
    const [manifested, inTransit, delivered] = await bookings(3);
    await walk(app, crew, assigned, 'ASSIGNED');
    await walk(app, crew, picked, 'PICKED_UP');
    await walk(app, crew, [inWarehouse!, exception!], 'IN_WAREHOUSE');
    await walk(app, crew, [manifested!], 'MANIFESTED');
    const { manifestId } = await walk(app, crew, [inTransit!, delivered!], 'IN_TRANSIT');
    await ok(crew.partner, `/manifests/${manifestId}/deliveries`, {
      trackingNumber: delivered!.trackingNumber,
      receiverName: 'Tanaka Hiro',
      time: new Date().toISOString(),
    });
    expect((await transition(app, customer.headers, cancelled!.id, 'CANCELLED')).statusCode).toBe(200);
    await raiseException(app, crew, exception!.trackingNumber);
    Object.assign(held, {
      BOOKED: booked,
      ASSIGNED: assigned[0],
      PICKED_UP: picked[0],
      IN_WAREHOUSE: inWarehouse,
      MANIFESTED: manifested,
      IN_TRANSIT: inTransit,
      DELIVERED: delivered,
      CANCELLED: cancelled,
      EXCEPTION: exception,
    });
    const split = (list: TBooking[]) => ({
      transition: list.slice(0, list.length / 2),
      checkpoint: list.slice(list.length / 2),
    });
    for (const from of FROMS) fresh[from] = { transition: [], checkpoint: [] };
    fresh.BOOKED = split(bookedFresh);
    fresh.ASSIGNED = split(assigned.slice(1));
    fresh.PICKED_UP = split(picked.slice(1));
    for (const from of FROMS) {
      const r = await agree(held[from].id, `${from} held`);
      expect(r.status).toBe(from);
      for (const b of [...fresh[from].transition, ...fresh[from].checkpoint])
        expect((await agree(b.id, `${from} fresh`)).status).toBe(from);
    }
    expect((await stored(exception!.id)).exception_from).toBe('IN_WAREHOUSE');
  });

  it('the tables here are the workflow: each move of the graph is either general or has its own route', () => {
    for (const from of FROMS) {
      const graph = from === 'EXCEPTION' ? nextStatuses(from, 'IN_WAREHOUSE') : nextStatuses(from);
      expect([...GENERAL[from], ...Object.keys(OWN_ROUTE[from])].sort(), from).toEqual([...graph].sort());
    }
  });

  /**
   * Every move from `from` through one route: a general move on a fresh booking of the route's,
   * which then holds `to` with one more event; any other on the held booking, which is left as it
   * was unless `refused` checked it itself (and says so).
   */
  async function everyMove(
    from: From,
    route: 'transition' | 'checkpoint',
    general: (f: TBooking, to: BookingStatus, move: string) => Promise<void>,
    refused: (b: TBooking, to: BookingStatus, move: string, before: Stored) => Promise<boolean | undefined>,
  ) {
    const b = held[from];
    let next = 0;
    for (const to of BOOKING_STATUSES) {
      const move = `${from} → ${to}`;
      if (GENERAL[from].includes(to)) {
        const f = fresh[from][route][next++]!;
        const before = await stored(f.id);
        await general(f, to, move);
        const after = await agree(f.id, move);
        expect(after.status, move).toBe(to);
        expect(after.events, move).toBe(before.events + 1);
        continue;
      }
      const before = await stored(b.id);
      if (!(await refused(b, to, move, before))) expect(await agree(b.id, move), move).toEqual(before);
    }
    expect(next).toBe(GENERAL[from].length);
  }

  it.each(FROMS)('from %s: a move through the transition route', (from) =>
    everyMove(
      from,
      'transition',
      async (f, to, move) => {
        const res = await transition(app, staff.headers, f.id, to, { place: 'HCM hub', note: '' });
        expect(res.statusCode, `${move}: ${res.body}`).toBe(200);
        expect(res.json().status).toBe(to);
      },
      async (b, to, move) => {
        const res = await transition(app, staff.headers, b.id, to);
        expect(res.statusCode, move).toBe(409);
        const own = OWN_ROUTE[from][to];
        if (own) {
          expect(res.json().code, move).toBe('STATUS_HAS_OWN_ROUTE');
          expect(res.json().message, move).toContain(PAGE[own]);
        } else {
          expect(res.json().code, move).toBe('INVALID_TRANSITION');
          // The statuses are named in words, never as codes.
          expect(res.json().message, move).toBe(invalidText(from, to));
        }
        return false;
      },
    ),
  );

  it.each(FROMS)('from %s: a move through the checkpoint route', (from) =>
    everyMove(
      from,
      'checkpoint',
      async (f, to, move) => {
        const res = await checkpoint(staff, [f.trackingNumber], to);
        expect(res.statusCode, move).toBe(200);
        expect(res.json().results[0], move).toMatchObject({ result: 'APPLIED', status: to });
      },
      async (b, to, move, before) => {
        const res = await checkpoint(staff, [b.trackingNumber], to);
        expect(res.statusCode, move).toBe(200);
        const [result] = res.json().results;
        if (from === to && from !== 'CANCELLED' && from !== 'DELIVERED') {
          // Already there: a scan of where it is, an event at the place with no change of status.
          expect(result, move).toMatchObject({ result: 'APPLIED', status: from });
          const after = await agree(b.id, move);
          expect(after, move).toEqual({ ...before, events: before.events + 1 });
          const [last] = await rowsOf<{ status: string; place: string }>(
            app.db,
            sql`select status, place from booking_events where booking_id = ${b.id}
            order by occurred_at desc, id desc limit 1`,
          );
          expect(last, move).toEqual({ status: from, place: 'HCM hub' });
          return true;
        }
        expect(result, move).toMatchObject({ result: 'NOT_ALLOWED', status: from });
        const own = OWN_ROUTE[from][to];
        if (own) expect(result.message, move).toContain(PAGE[own]);
        else expect(result.message, move).toBe(notAllowedText(from, to));
        return false;
      },
    ),
  );

  it('a refusal names the page of the route that writes the record, in the caller language', async () => {
    const viRes = await app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${held.IN_WAREHOUSE.id}/transitions`,
      headers: { ...staff.headers, 'accept-language': 'vi' },
      payload: { to: 'MANIFESTED' },
    });
    expect(viRes.json()).toMatchObject({
      code: 'STATUS_HAS_OWN_ROUTE',
      message: 'Đã lên manifest chỉ được ghi khi thêm lô hàng vào một manifest (trang /manager/manifest)',
    });
    const enRes = await checkpoint(staff, [held.EXCEPTION.trackingNumber], 'IN_WAREHOUSE', 'en');
    expect(enRes.json().results[0]).toMatchObject({
      result: 'NOT_ALLOWED',
      message:
        'An exception is raised and resolved only under Exceptions on the Operations page (/manager/operate)',
    });
    // Every recorded status has its words in both languages.
    for (const [to, b] of [
      ['ASSIGNED', held.BOOKED],
      ['PICKED_UP', held.ASSIGNED],
      ['MANIFESTED', held.IN_WAREHOUSE],
      ['IN_TRANSIT', held.MANIFESTED],
      ['DELIVERED', held.IN_TRANSIT],
      ['EXCEPTION', held.IN_WAREHOUSE],
    ] as const)
      for (const lang of ['vi', 'en']) {
        const res = await post(staff, `/bookings/${b.id}/transitions`, { to }, lang);
        expect(res.json().message, `${to} ${lang}`).toContain(PAGE[to]);
        expect(res.json().message, `${to} ${lang}`).not.toContain('booking.ownRoute');
      }
  });

  it('one checkpoint scan answers each number by its own state', async () => {
    const numbers = FROMS.map((from) => held[from].trackingNumber);
    const before = await Promise.all(FROMS.map((from) => stored(held[from].id)));
    const res = await checkpoint(staff, numbers, 'MANIFESTED');
    const results = res.json().results as { result: string; status: string }[];
    expect(results.map((r) => `${r.status}:${r.result}`)).toEqual(
      FROMS.map((from) => `${from}:${from === 'MANIFESTED' ? 'APPLIED' : 'NOT_ALLOWED'}`),
    );
    for (const [i, from] of FROMS.entries()) {
      const after = await agree(held[from].id, `scan ${from}`);
      expect(after.status).toBe(from);
      expect(after.events).toBe(before[i]!.events + (from === 'MANIFESTED' ? 1 : 0));
    }
  });
});

/** Yesterday at 10:00, as a POD sheet writes a time. */
const yesterday = () => `${hcmDay(-1).split('-').reverse().join('-')} 10:00`;

describe('the routes that write the records', () => {
  it('assign, pickup, receipt, manifest, departure, delivery, POD import and exceptions keep status and record in step', async () => {
    const list = await bookings(6);
    const [a, b, c, d, e, f] = list as [TBooking, TBooking, TBooking, TBooking, TBooking, TBooking];
    const step = (what: string) => agreeAll(list, what);
    await step('booked');

    // The dispatcher assigns, reassigns, withdraws.
    await ok(crew.dispatcher, '/pickups/assign', {
      bookingIds: [a.id, b.id, c.id, d.id],
      assigneeId: crew.driver.userId,
    });
    await step('assigned');
    const other = await loginAs(app, 'PICKUP_STAFF');
    await ok(crew.dispatcher, '/pickups/assign', { bookingIds: [d.id], assigneeId: other.userId });
    await step('reassigned');
    await ok(crew.dispatcher, '/pickups/unassign', { bookingIds: [c.id] });
    expect((await stored(c.id)).status).toBe('BOOKED');
    await step('unassigned');
    // Withdrawn by the general route too: the driver goes with it.
    await ok(crew.dispatcher, '/pickups/assign', { bookingIds: [e.id], assigneeId: crew.driver.userId });
    expect((await transition(app, staff.headers, e.id, 'BOOKED')).statusCode).toBe(200);
    await step('assignment withdrawn by a transition');

    // The driver fails once, then picks up.
    await ok(crew.driver, `/pickups/${b.id}/fail`, { reason: 'CUSTOMER_ABSENT' });
    expect((await stored(b.id)).status).toBe('ASSIGNED');
    await step('failed attempt');
    for (const x of [a, b]) await ok(crew.driver, `/pickups/${x.id}/confirm`, { pieces: [{ weight: 2 }] });
    expect((await stored(a.id)).status).toBe('PICKED_UP');
    await step('picked up');

    // The warehouse receives: from pickup, and at the counter (BOOKED and ASSIGNED).
    const fromPickup = await ok(crew.warehouse, '/operations/receive', {
      trackingNumbers: [a.trackingNumber, b.trackingNumber],
      mode: 'PICKUP',
    });
    expect(fromPickup.results.map((r: { result: string }) => r.result)).toEqual(['applied', 'applied']);
    const counter = await ok(crew.warehouse, '/operations/receive', {
      trackingNumbers: [c.trackingNumber, d.trackingNumber, e.trackingNumber],
      mode: 'COUNTER',
    });
    expect(counter.results.map((r: { result: string }) => r.result)).toEqual([
      'applied',
      'applied',
      'applied',
    ]);
    await step('received');

    // An exception in the warehouse, resolved; a second one while open is refused.
    const ex = await raiseException(app, crew, e.trackingNumber, 'Label torn');
    await step('exception raised');
    expect(
      (
        await post(crew.warehouse, '/operations/exceptions', {
          trackingNumber: e.trackingNumber,
          reason: 'DAMAGED',
        })
      ).statusCode,
    ).toBe(409);
    await step('second exception refused');
    await resolveException(app, crew, ex.id);
    expect((await stored(e.id)).status).toBe('IN_WAREHOUSE');
    await step('exception resolved');

    // A manifest takes them; one is taken off again.
    const m = await ok(crew.warehouse, '/manifests', manifestInput({ departureDate: hcmDay(0) }));
    await ok(crew.warehouse, `/manifests/${m.id}/shipments`, {
      trackingNumbers: [a, b, c, d, e].map((x) => x.trackingNumber),
    });
    expect((await stored(a.id)).status).toBe('MANIFESTED');
    await step('manifested');
    const off = await app.inject({
      method: 'DELETE',
      url: `/api/v1/manifests/${m.id}/shipments/${e.id}`,
      headers: crew.warehouse.headers,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await stored(e.id)).status).toBe('IN_WAREHOUSE');
    await step('taken off the manifest');

    // An exception on the manifest holds its departure until resolved.
    const held = await raiseException(app, crew, d.trackingNumber);
    await step('exception on the manifest');
    await ok(crew.warehouse, `/manifests/${m.id}/transitions`, { to: 'CLOSED' });
    await step('closed');
    expect(
      (await post(crew.warehouse, `/manifests/${m.id}/transitions`, { to: 'DEPARTED' })).statusCode,
    ).toBe(409);
    await step('departure refused');
    await resolveException(app, crew, held.id);
    expect((await stored(d.id)).status).toBe('MANIFESTED');
    await step('resolved on the manifest');
    await ok(crew.warehouse, `/manifests/${m.id}/transitions`, { to: 'DEPARTED' });
    expect((await stored(a.id)).status).toBe('IN_TRANSIT');
    await step('departed');
    await ok(crew.warehouse, `/manifests/${m.id}/transitions`, { to: 'ARRIVED' });
    await step('arrived');

    // The partner records a delivery; an exception in transit; the POD sheet does the rest.
    await ok(crew.partner, `/manifests/${m.id}/deliveries`, {
      trackingNumber: a.trackingNumber,
      receiverName: 'Tanaka Hiro',
      time: new Date().toISOString(),
    });
    expect((await stored(a.id)).status).toBe('DELIVERED');
    await step('delivered');
    const lost = await raiseException(app, crew, b.trackingNumber);
    await step('exception in transit');
    await resolveException(app, crew, lost.id);
    await step('resolved in transit');
    const pod = await app.inject({
      method: 'POST',
      url: '/api/v1/deliveries/import',
      headers: { ...crew.partner.headers, 'content-type': XLSX },
      payload: await podSheet(app, crew.partner, [
        { trackingNumber: b.trackingNumber, deliveredAt: yesterday(), receiverName: 'Sato' },
        { trackingNumber: c.trackingNumber, deliveredAt: yesterday(), outcome: 'CUSTOMS_HOLD' },
      ]),
    });
    expect(pod.statusCode, pod.body).toBe(200);
    expect(pod.json()).toMatchObject({ applied: 2 });
    expect((await stored(b.id)).status).toBe('DELIVERED');
    expect((await stored(c.id)).status).toBe('EXCEPTION');
    await step('POD import');
    const [open] = await rowsOf<{ id: string }>(
      app.db,
      sql`select id from booking_exceptions where booking_id = ${c.id} and resolved_at is null`,
    );
    await resolveException(app, crew, open!.id);
    expect((await stored(c.id)).status).toBe('IN_TRANSIT');
    await step('POD exception resolved');

    // A booking never reached by the manifest still agrees.
    expect((await stored(f.id)).status).toBe('BOOKED');
  });

  it.each(['BOOKED', 'PICKED_UP', 'IN_TRANSIT'] as const)(
    'EXCEPTION entered from %s goes back only to it, by resolving it',
    async (from) => {
      const [b] = await bookings(1);
      if (from !== 'BOOKED') await walk(app, crew, [b!], from);
      const ex = await raiseException(app, crew, b!.trackingNumber, 'Customs hold');
      const raised = await agree(b!.id, 'raised');
      expect(raised).toMatchObject({ status: 'EXCEPTION', exception_from: from });
      for (const to of BOOKING_STATUSES) {
        const res = await transition(app, staff.headers, b!.id, to);
        expect(res.statusCode, `EXCEPTION → ${to}`).toBe(409);
        expect(res.json().code, `EXCEPTION → ${to}`).toBe(
          to === from ? 'STATUS_HAS_OWN_ROUTE' : 'INVALID_TRANSITION',
        );
        expect(await agree(b!.id, `EXCEPTION → ${to}`)).toEqual(raised);
      }
      const back = await resolveException(app, crew, ex.id);
      expect(back.resolvedAt).not.toBeNull();
      const booking = (await app.inject({ url: `/api/v1/bookings/${b!.id}`, headers: staff.headers })).json();
      expect(booking).toMatchObject({ status: from, exceptionFrom: null });
      await agree(b!.id, 'resolved');
      const history = (
        await app.inject({ url: `/api/v1/bookings/${b!.id}/history`, headers: tracer.headers })
      ).json().results;
      expect(history.filter((h: { field: string }) => h.field === 'status').slice(0, 2)).toMatchObject([
        { before: 'EXCEPTION', after: from, username: crew.warehouse.username },
        { before: from, after: 'EXCEPTION', username: crew.warehouse.username },
      ]);
    },
  );

  it('a booking with no manifest line here (DHL) is manifested, sent and delivered by the general routes', async () => {
    const list = await bookings(2, { carrier: 'DHL' });
    const [a, b] = list as [TBooking, TBooking];
    // Its assignment, pickup and exceptions still have their own routes.
    const assign = await transition(app, staff.headers, a.id, 'ASSIGNED');
    expect(assign.json()).toMatchObject({ code: 'STATUS_HAS_OWN_ROUTE' });
    await walk(app, crew, list, 'IN_WAREHOUSE');
    await agreeAll(list, 'received');
    const ex = await transition(app, staff.headers, a.id, 'EXCEPTION');
    expect(ex.json()).toMatchObject({ code: 'STATUS_HAS_OWN_ROUTE' });
    // No manifest of the company's lines takes it.
    const m = await ok(crew.warehouse, '/manifests', manifestInput({ departureDate: hcmDay(0) }));
    const added = await ok(crew.warehouse, `/manifests/${m.id}/shipments`, {
      trackingNumbers: [a.trackingNumber],
    });
    expect(added.results[0].result).toBe('wrong_line');
    // One by the transition route, one by the checkpoint, step by step.
    const byTransition = async (to: BookingStatus) => {
      const res = await transition(app, staff.headers, a.id, to);
      expect(res.statusCode, `${to}: ${res.body}`).toBe(200);
      expect((await agree(a.id, to)).status).toBe(to);
    };
    const byCheckpoint = async (to: BookingStatus) => {
      const res = await checkpoint(staff, [b.trackingNumber], to);
      expect(res.json().results[0], to).toMatchObject({ result: 'APPLIED', status: to });
      expect((await agree(b.id, to)).status).toBe(to);
    };
    for (const to of ['MANIFESTED', 'IN_TRANSIT', 'DELIVERED'] as const) {
      await byTransition(to);
      await byCheckpoint(to);
    }
  });
});

describe('who may move a booking', () => {
  it('the message of a refused move is in the caller language', async () => {
    const [b] = await bookings(1);
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${b!.id}/transitions`,
      headers: { ...staff.headers, 'accept-language': 'en' },
      payload: { to: 'DELIVERED' },
    });
    expect(res.json().message).toBe('The status cannot change from Booked to Delivered');
  });

  it('a customer may only cancel its own booking while BOOKED', async () => {
    const [b, assigned] = await bookings(2);
    expect((await transition(app, customer.headers, b!.id, 'ASSIGNED')).statusCode).toBe(403);
    expect((await transition(app, customer.headers, b!.id, 'CANCELLED')).json().status).toBe('CANCELLED');
    await walk(app, crew, [assigned!], 'ASSIGNED');
    expect((await transition(app, customer.headers, assigned!.id, 'CANCELLED')).statusCode).toBe(403);
    await agreeAll([b!, assigned!], 'customer');
  });

  it('staff without a transition permission are refused', async () => {
    const [b] = await bookings(1);
    const editor = await loginAs(app, 'CONTENT_EDITOR');
    expect((await transition(app, editor.headers, b!.id, 'ASSIGNED')).statusCode).toBe(403);
    expect((await transition(app, editor.headers, b!.id, 'CANCELLED')).statusCode).toBe(403);
  });
});
