import { describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/auth';
import { createBooking, party, transition } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';
import { type Crew, crewOf, walk } from '../helpers/walk';

let app: TestApp;
let customer: TestUser;
let other: TestUser;
let staff: TestUser;
let crew: Crew;
appSuite({ customer: 'CUSTOMER', other: 'CUSTOMER', staff: 'MANAGER' }, async (s) => {
  ({ app, customer, other, staff } = s);
  crew = await crewOf(app);
});

const patch = (headers: Record<string, string>, id: string, payload: object, lang = 'en') =>
  app.inject({
    method: 'PATCH',
    url: `/api/v1/bookings/${id}`,
    headers: { ...headers, 'accept-language': lang },
    payload,
  });
const cancel = (headers: Record<string, string>, id: string, extra: Record<string, string> = {}) =>
  transition(app, { ...headers, 'accept-language': 'en' }, id, 'CANCELLED', extra);

describe('a customer on its own BOOKED booking', () => {
  it('cancels it: the status, an event it reads, an audit row', async () => {
    const b = await createBooking(app, customer.headers);
    const res = await cancel(customer.headers, b.id, { note: 'Đổi ý' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('CANCELLED');
    const events = (
      await app.inject({ url: `/api/v1/bookings/${b.id}/events`, headers: customer.headers })
    ).json().results;
    // Its own words are its to read.
    expect(events.at(-1)).toMatchObject({ status: 'CANCELLED', note: 'Đổi ý' });
    const history = (
      await app.inject({ url: `/api/v1/bookings/${b.id}/history`, headers: staff.headers })
    ).json().results;
    expect(history[0]).toMatchObject({
      field: 'status',
      before: 'BOOKED',
      after: 'CANCELLED',
      username: customer.username,
    });
  });

  it('edits it: the receiver, the pickup and the note, every change audited', async () => {
    const b = await createBooking(app, customer.headers);
    const res = await patch(customer.headers, b.id, {
      receiver: { ...b.receiver, name: 'Suzuki Ken', phone: '0398765432' },
      note: 'Gọi trước khi đến',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      receiver: { name: 'Suzuki Ken' },
      note: 'Gọi trước khi đến',
      status: 'BOOKED',
    });
    const history = (
      await app.inject({ url: `/api/v1/bookings/${b.id}/history`, headers: staff.headers })
    ).json().results;
    expect(history.map((h: { field: string }) => h.field).sort()).toEqual(
      expect.arrayContaining(['note', 'receiver.name', 'receiver.phone']),
    );
  });
});

describe('a customer is refused everything else', () => {
  it('cancelling once the booking is past BOOKED (ASSIGNED, PICKED_UP) is 403 and changes nothing', async () => {
    for (const to of ['ASSIGNED', 'PICKED_UP'] as const) {
      const b = await createBooking(app, customer.headers);
      await walk(app, crew, [b], to);
      const res = await cancel(customer.headers, b.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Customers can only cancel a booking while it is Booked');
      const now = (await app.inject({ url: `/api/v1/bookings/${b.id}`, headers: customer.headers })).json();
      expect(now.status).toBe(to);
    }
  });

  it('any other transition of its own BOOKED booking is 403', async () => {
    const b = await createBooking(app, customer.headers);
    for (const to of ['ASSIGNED', 'PICKED_UP', 'EXCEPTION', 'DELIVERED', 'BOOKED']) {
      const res = await transition(app, { ...customer.headers, 'accept-language': 'vi' }, b.id, to);
      expect(res.statusCode, to).toBe(403);
      expect(res.json().message).toBe('Khách hàng chỉ có thể hủy booking khi đang ở trạng thái Đã đặt');
    }
  });

  it('editing once past BOOKED is 409, and a cancelled booking is not editable', async () => {
    const assigned = await createBooking(app, customer.headers);
    await walk(app, crew, [assigned], 'ASSIGNED');
    const late = await patch(customer.headers, assigned.id, { note: 'x' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Customers can edit a booking only while it is Booked');
    const cancelled = await createBooking(app, customer.headers);
    await cancel(customer.headers, cancelled.id);
    expect((await patch(customer.headers, cancelled.id, { note: 'x' })).statusCode).toBe(409);
    expect((await cancel(customer.headers, cancelled.id)).statusCode).toBe(403);
  });

  it("another customer's booking is 404 for both, and is left as it was", async () => {
    const b = await createBooking(app, customer.headers);
    const c = await cancel(other.headers, b.id);
    expect(c.statusCode).toBe(404);
    const p = await patch(other.headers, b.id, { receiver: party({ name: 'Hacker' }) });
    expect(p.statusCode).toBe(404);
    const now = (await app.inject({ url: `/api/v1/bookings/${b.id}`, headers: customer.headers })).json();
    expect(now).toMatchObject({ status: 'BOOKED', receiver: { name: 'Tanaka Hiro' } });
  });

  it('a bad edit is a 400 naming the field in the caller language', async () => {
    const b = await createBooking(app, customer.headers);
    const res = await patch(customer.headers, b.id, { note: 'x'.repeat(61) }, 'vi');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'note', message: 'Tối đa 60 ký tự' }]);
  });
});
