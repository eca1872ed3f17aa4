import { BOOKING_STATUSES, type BookingStatus, STATUS_LABELS } from '@acf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking, transition } from '../helpers/bookings';
import { build, type TestApp } from '../helpers/build';

let app: TestApp;
let customer: TestUser;
let staff: TestUser;
let tracer: TestUser;
beforeAll(async () => {
  app = await build();
  customer = await loginAs(app, 'CUSTOMER');
  staff = await loginAs(app, 'WAREHOUSE_OPERATOR');
  tracer = await loginAs(app, 'MANAGER');
});
afterAll(async () => app.close());

/** How to reach each state from BOOKED. */
const PATH: Record<Exclude<BookingStatus, 'EXCEPTION'>, BookingStatus[]> = {
  BOOKED: [],
  ASSIGNED: ['ASSIGNED'],
  PICKED_UP: ['ASSIGNED', 'PICKED_UP'],
  IN_WAREHOUSE: ['ASSIGNED', 'PICKED_UP', 'IN_WAREHOUSE'],
  MANIFESTED: ['ASSIGNED', 'PICKED_UP', 'IN_WAREHOUSE', 'MANIFESTED'],
  IN_TRANSIT: ['ASSIGNED', 'PICKED_UP', 'IN_WAREHOUSE', 'MANIFESTED', 'IN_TRANSIT'],
  DELIVERED: ['ASSIGNED', 'PICKED_UP', 'IN_WAREHOUSE', 'MANIFESTED', 'IN_TRANSIT', 'DELIVERED'],
  CANCELLED: ['CANCELLED'],
};

const ALLOWED: Record<Exclude<BookingStatus, 'EXCEPTION'>, BookingStatus[]> = {
  BOOKED: ['ASSIGNED', 'IN_WAREHOUSE', 'CANCELLED', 'EXCEPTION'],
  ASSIGNED: ['BOOKED', 'PICKED_UP', 'IN_WAREHOUSE', 'CANCELLED', 'EXCEPTION'],
  PICKED_UP: ['IN_WAREHOUSE', 'EXCEPTION'],
  IN_WAREHOUSE: ['MANIFESTED', 'EXCEPTION'],
  MANIFESTED: ['IN_TRANSIT', 'EXCEPTION'],
  IN_TRANSIT: ['DELIVERED', 'EXCEPTION'],
  DELIVERED: [],
  CANCELLED: [],
};

async function bookingIn(state: Exclude<BookingStatus, 'EXCEPTION'>) {
  const b = await createBooking(app, customer.headers);
  for (const s of PATH[state]) expect((await transition(app, staff.headers, b.id, s)).statusCode).toBe(200);
  return b;
}

describe('every transition of the workflow', () => {
  const froms = Object.keys(ALLOWED) as (keyof typeof ALLOWED)[];
  it.each(froms)('from %s: allowed moves succeed and write an event, others are 409', async (from) => {
    const b = await bookingIn(from);
    for (const to of BOOKING_STATUSES.filter((s) => !ALLOWED[from].includes(s))) {
      const res = await transition(app, staff.headers, b.id, to);
      expect(res.statusCode, `${from} → ${to}`).toBe(409);
      expect(res.json().code).toBe('INVALID_TRANSITION');
      // The statuses are named in words, never as codes.
      expect(res.json().message).toBe(
        `Không thể chuyển trạng thái từ ${STATUS_LABELS[from].vi} sang ${STATUS_LABELS[to].vi}`,
      );
    }
    for (const to of ALLOWED[from]) {
      const fresh = await bookingIn(from);
      const res = await transition(app, staff.headers, fresh.id, to, { place: 'HCM hub', note: '' });
      expect(res.statusCode, `${from} → ${to}`).toBe(200);
      expect(res.json().status).toBe(to);
      const events = (
        await app.inject({ url: `/api/v1/bookings/${fresh.id}/events`, headers: customer.headers })
      ).json().results;
      expect(events.at(-1)).toMatchObject({ status: to, place: 'HCM hub' });
      expect(events).toHaveLength(PATH[from].length + 2);
    }
  });

  it.each(['BOOKED', 'PICKED_UP', 'IN_TRANSIT'] as const)(
    'EXCEPTION entered from %s goes back only to it',
    async (from) => {
      const b = await bookingIn(from);
      const ex = await transition(app, staff.headers, b.id, 'EXCEPTION', { note: 'Customs hold' });
      expect(ex.json()).toMatchObject({ status: 'EXCEPTION', exceptionFrom: from });
      for (const to of BOOKING_STATUSES.filter((s) => s !== from))
        expect((await transition(app, staff.headers, b.id, to)).statusCode, `EXCEPTION → ${to}`).toBe(409);
      const back = await transition(app, staff.headers, b.id, from);
      expect(back.json()).toMatchObject({ status: from, exceptionFrom: null });
      const history = (
        await app.inject({ url: `/api/v1/bookings/${b.id}/history`, headers: tracer.headers })
      ).json().results;
      expect(history.filter((h: { field: string }) => h.field === 'status').slice(0, 2)).toMatchObject([
        { before: 'EXCEPTION', after: from, username: staff.username },
        { before: from, after: 'EXCEPTION' },
      ]);
    },
  );

  it('the message of a refused move is in the caller language', async () => {
    const b = await bookingIn('BOOKED');
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${b.id}/transitions`,
      headers: { ...staff.headers, 'accept-language': 'en' },
      payload: { to: 'DELIVERED' },
    });
    expect(res.json().message).toBe('The status cannot change from Booked to Delivered');
  });

  it('a customer may only cancel its own booking while BOOKED', async () => {
    const b = await bookingIn('BOOKED');
    expect((await transition(app, customer.headers, b.id, 'ASSIGNED')).statusCode).toBe(403);
    expect((await transition(app, customer.headers, b.id, 'CANCELLED')).json().status).toBe('CANCELLED');
    const assigned = await bookingIn('ASSIGNED');
    expect((await transition(app, customer.headers, assigned.id, 'CANCELLED')).statusCode).toBe(403);
  });

  it('staff without a transition permission are refused', async () => {
    const b = await bookingIn('BOOKED');
    const editor = await loginAs(app, 'CONTENT_EDITOR');
    expect((await transition(app, editor.headers, b.id, 'ASSIGNED')).statusCode).toBe(403);
  });
});
