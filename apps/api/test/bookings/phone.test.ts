import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, users } from '../../src/db/schema';
import type { TestUser } from '../helpers/auth';
import { bookingInput, createBooking, party } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';

let app: TestApp;
let customer: TestUser;
appSuite({ customer: 'CUSTOMER' }, (s) => ({ app, customer } = s));

const register = (phone: string, lang = 'vi') => {
  const username = `shop_${randomUUID().slice(0, 8)}`;
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: { 'accept-language': lang },
    payload: { username, password: 'Secret#123', email: `${username}@shop.vn`, fullName: 'Nguyễn An', phone },
  });
};
const book = (over: Parameters<typeof bookingInput>[0], lang = 'vi') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: { ...customer.headers, 'accept-language': lang },
    payload: bookingInput(over),
  });

describe('phone numbers at registration', () => {
  it('counts the 14 without spaces, dots and dashes, and stores E.164', async () => {
    // 15 characters as typed, 12 without the spaces: accepted.
    const us = await register('+1 212 555 0100');
    expect(us.statusCode, us.body).toBe(201);
    const [u] = await app.db.select().from(users).where(eq(users.id, us.json().user.id));
    expect(u!.phone).toBe('+12125550100');
    // A Vietnamese national number, dotted: Vietnam is the default country.
    const vn = await register('090.123.4567');
    expect(vn.statusCode, vn.body).toBe(201);
    const [c] = await app.db.select().from(customers).where(eq(customers.id, vn.json().user.customerId));
    expect(c!.phone).toBe('+84901234567');
  });

  it('refuses what is not a phone number, and over 14 digits, naming phone in the caller language', async () => {
    for (const [phone, lang, message] of [
      ['12', 'vi', 'Số điện thoại không hợp lệ'],
      ['12', 'en', 'Invalid phone number'],
      ['abc-def', 'en', 'Invalid phone number'],
      ['+84 9012 3456 7890 12', 'en', 'At most 14 characters'],
      ['+849012345678901', 'vi', 'Tối đa 14 ký tự'],
    ] as const) {
      const res = await register(phone, lang);
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().errors, phone).toEqual([{ field: 'phone', message }]);
    }
  });
});

describe('phone numbers in bookings', () => {
  it('stores each party phone in E.164 for its country', async () => {
    const b = await createBooking(app, customer.headers, {
      sender: party({ phone: '028 3823 4567' }),
      receiver: party({
        name: 'Tanaka Hiro',
        phone: '03-1234-5678',
        city: 'Tokyo',
        country: 'JP',
        postalCode: '100-0001',
      }),
    });
    expect(b.sender.phone).toBe('+842838234567');
    expect(b.receiver.phone).toBe('+81312345678');
    // '+1 212 555 0100' was refused as over 14 characters: 12 without the spaces.
    const us = await createBooking(app, customer.headers, {
      receiver: party({
        name: 'John Doe',
        phone: '+1 212 555 0100',
        city: 'New York',
        country: 'US',
        postalCode: '10001',
      }),
    });
    expect(us.receiver.phone).toBe('+12125550100');
  });

  it('an edit stores the new phone normalised, and the same number typed again is no change', async () => {
    const b = await createBooking(app, customer.headers);
    const patch = (receiver: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/bookings/${b.id}`,
        headers: customer.headers,
        payload: { receiver },
      });
    const changed = await patch({ ...b.receiver, phone: '03 9876 5432' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().receiver.phone).toBe('+81398765432');
    const again = await patch({ ...changed.json().receiver, phone: '03-9876-5432' });
    expect(again.statusCode).toBe(200);
    expect(again.json().updatedAt).toBe(changed.json().updatedAt);
  });

  it('refuses "12" and an over-long number for sender and receiver, naming the field', async () => {
    const short = await book({ receiver: { ...bookingInput().receiver, phone: '12' } }, 'en');
    expect(short.statusCode).toBe(400);
    // The receiver is in Japan: the message gives a Japanese example.
    expect(short.json().errors).toEqual([
      {
        field: 'receiver.phone',
        message: 'Not a valid Japanese phone number (e.g. 090-1234-5678 or +81 3-1234-5678)',
      },
    ]);
    const long = await book({ sender: party({ phone: '0901 2345 6789 012' }) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ field: 'sender.phone', message: 'Tối đa 14 ký tự' }]);
  });
});
