import { describe, expect, it } from 'vitest';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking, party } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';

let app: TestApp;
let sales: TestUser;
let otherSales: TestUser;

appSuite({ sales: 'SALES', otherSales: 'SALES' }, (s) => ({ app, sales, otherSales } = s));

const book = (headers: Record<string, string>, query = '') =>
  app.inject({ url: `/api/v1/bookings/address-book${query}`, headers });

describe('GET /bookings/address-book', () => {
  it("a new customer starts from its account's details; then from its latest sender, with its past receivers", async () => {
    const c = await loginAs(app, 'CUSTOMER', { salesUserId: sales.userId });
    const first = await book(c.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().receivers).toEqual([]);
    // The account's contact (the test account's contact name and company), in Vietnam.
    expect(first.json().sender).toMatchObject({
      name: c.username,
      company: `${c.username} Co.`,
      country: 'VN',
    });

    const tanaka = { name: 'Tanaka Hiro', phone: '+81312345678', country: 'JP' };
    // The last receiver is the first again: listed once, as last used.
    for (const [sender, receiver] of [
      ['Kho Tân Bình', { ...tanaka, city: 'Tokyo', postalCode: '100-0001' }],
      [
        'Kho Thủ Đức',
        {
          name: 'Kim Min-jun',
          phone: '+82212345678',
          country: 'KR',
          city: 'Seoul',
          customsCode: 'P123456789012',
        },
      ],
      ['Kho Thủ Đức', { ...tanaka, city: 'Osaka', postalCode: '530-0001' }],
    ] as const)
      await createBooking(app, c.headers, { sender: party({ name: sender }), receiver: party(receiver) });
    const res = (await book(c.headers)).json();
    expect(res.sender.name).toBe('Kho Thủ Đức');
    expect(res.receivers.map((r: { name: string; city: string }) => `${r.name}/${r.city}`)).toEqual([
      'Tanaka Hiro/Osaka',
      'Kim Min-jun/Seoul',
    ]);
    const found = (await book(c.headers, '?search=kim')).json();
    expect(found.receivers.map((r: { name: string }) => r.name)).toEqual(['Kim Min-jun']);

    // Another customer's book holds none of these.
    const other = await loginAs(app, 'CUSTOMER');
    expect((await book(other.headers)).json().receivers).toEqual([]);

    // Staff name the customer; a sales user only one of their own (another's is not found).
    expect((await book(sales.headers)).statusCode).toBe(400);
    expect((await book(sales.headers)).json().errors[0].field).toBe('customerId');
    const staffView = await book(sales.headers, `?customerId=${c.customerId}`);
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json().receivers).toHaveLength(2);
    expect((await book(otherSales.headers, `?customerId=${c.customerId}`)).statusCode).toBe(404);
    const driver = await loginAs(app, 'PICKUP_STAFF');
    expect((await book(driver.headers, `?customerId=${c.customerId}`)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/v1/bookings/address-book' })).statusCode).toBe(401);
  });
});
