import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../src/db/schema';
import { customerInput, loginAs, type TestUser } from '../helpers/auth';
import { appSuite, fieldsOf, getStatus, type Suite, type TestApp } from '../helpers/build';

let app: TestApp;
let call: Suite['call'];
appSuite({}, (s) => ({ app, call } = s));

async function create(u: TestUser, over: Record<string, unknown> = {}) {
  const res = await call(u, 'POST', '/customers', customerInput(over));
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('customers: scope', () => {
  it('a sales user never sees another sales user customers (list, search, read, edit, delete)', async () => {
    const an = await loginAs(app, 'SALES');
    const binh = await loginAs(app, 'SALES');
    const mine = await create(an, { companyName: 'Shop Của An' });
    const theirs = await create(binh, { companyName: 'Shop Của Bình' });
    expect(mine.sales).toMatchObject({ id: an.userId });
    expect(mine.code).toMatch(/^KH\d{6}$/);

    const list = await call(an, 'GET', '/customers?pageSize=100');
    const ids = list.json().results.map((c: { id: string }) => c.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(list.json().results.every((c: { sales: { id: string } }) => c.sales.id === an.userId)).toBe(true);

    const search = await call(an, 'GET', '/customers?search=Shop%20C');
    expect(search.json().results.map((c: { id: string }) => c.id)).toEqual([mine.id]);

    // Outside the scope a customer does not exist: 404, not 403.
    expect(await getStatus(app, an, `/customers/${theirs.id}`)).toBe(404);
    const edit = await call(an, 'PATCH', `/customers/${theirs.id}`, { companyName: 'Stolen' });
    expect(edit.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/customers/${theirs.id}`, headers: an.headers }))
        .statusCode,
    ).toBe(404);
    const [row] = await app.db.select().from(customers).where(eq(customers.id, theirs.id));
    expect(row!.companyName).toBe('Shop Của Bình');
  });

  it('a sales user cannot hand a customer to someone else or pick the owner on creation', async () => {
    const an = await loginAs(app, 'SALES');
    const binh = await loginAs(app, 'SALES');
    const created = await create(an, { salesUserId: binh.userId });
    expect(created.sales.id).toBe(an.userId);
    const moved = await call(an, 'PATCH', `/customers/${created.id}`, {
      salesUserId: binh.userId,
      discountPercent: 7.5,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ sales: { id: an.userId }, discountPercent: 7.5 });
  });

  it('get_all_list_customer sees every customer and assigns the sales user', async () => {
    const manager = await loginAs(app, 'MANAGER');
    const an = await loginAs(app, 'SALES');
    const binh = await loginAs(app, 'SALES');
    const c = await create(an);
    const all = await call(manager, 'GET', '/customers?pageSize=100');
    expect(all.json().results.map((x: { id: string }) => x.id)).toContain(c.id);
    const moved = await call(manager, 'PATCH', `/customers/${c.id}`, { salesUserId: binh.userId });
    expect(moved.json().sales.id).toBe(binh.userId);
    // Now An no longer sees it, Bình does.
    expect(await getStatus(app, an, `/customers/${c.id}`)).toBe(404);
    expect(await getStatus(app, binh, `/customers/${c.id}`)).toBe(200);
    const byOwner = await call(manager, 'GET', `/customers?salesUserId=${binh.userId}`);
    expect(byOwner.json().results.map((x: { id: string }) => x.id)).toEqual([c.id]);

    const options = await call(manager, 'GET', '/customers/sales-users');
    expect(options.json().map((u: { id: string }) => u.id)).toEqual(
      expect.arrayContaining([an.userId, binh.userId]),
    );
    expect(await getStatus(app, an, '/customers/sales-users')).toBe(403);
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const manager = await loginAs(app, 'MANAGER');
    const [{ n: before }] = (await app.db.select({ n: count() }).from(customers)) as [{ n: number }];
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/customers',
      headers: { ...manager.headers, 'accept-language': 'en' },
      payload: customerInput({
        companyName: '',
        discountPercent: 120,
        email: 'not-an-email',
        phone: '0'.repeat(15),
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['companyName', 'discountPercent', 'email', 'phone']);
    expect(res.json().errors.find((e: { field: string }) => e.field === 'phone').message).toBe(
      'At most 14 characters',
    );
    const unknownSales = await call(
      manager,
      'POST',
      '/customers',
      customerInput({ salesUserId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknownSales.statusCode).toBe(400);
    expect(unknownSales.json().errors[0].field).toBe('salesUserId');
    const [{ n: after }] = (await app.db.select({ n: count() }).from(customers)) as [{ n: number }];
    expect(Number(after)).toBe(Number(before));
  });

  it('deletes a customer of one own, and a customer user cannot reach the list', async () => {
    const an = await loginAs(app, 'SALES');
    const c = await create(an);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/customers/${c.id}`, headers: an.headers }))
        .statusCode,
    ).toBe(204);
    expect(await getStatus(app, an, `/customers/${c.id}`)).toBe(404);
    const customer = await loginAs(app, 'CUSTOMER');
    expect(await getStatus(app, customer, '/customers')).toBe(403);
  });
});
