import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, roles, users } from '../../src/db/schema';
import { loginAs } from '../helpers/auth';
import { appSuite, getStatus, type Suite, type TestApp } from '../helpers/build';

let app: TestApp;
let call: Suite['call'];
let roleIds: Record<string, string>;
appSuite({}, async (s) => {
  ({ app, call } = s);
  const rows = await app.db.select({ id: roles.id, code: roles.code }).from(roles);
  roleIds = Object.fromEntries(rows.map((r) => [r.code, r.id]));
});

const newStaff = (over: Record<string, unknown> = {}) => ({
  username: `nv_${Math.random().toString(36).slice(2, 8)}`,
  password: 'NhanVien#2026',
  fullName: 'Trần Thị Bình',
  email: `binh_${Math.random().toString(36).slice(2, 8)}@acf.vn`,
  phone: '0912345678',
  roleId: roleIds.SALES,
  office: 'SOUTH',
  educationLevel: 'UNIVERSITY',
  ...over,
});

describe('staff CRUD (get_list_staff)', () => {
  it('creates a staff member who can then log in, and lists, searches and pages them', async () => {
    const manager = await loginAs(app, 'MANAGER');
    const body = newStaff({ fullName: 'Lê Văn Tìm Thấy' });
    const created = await call(manager, 'POST', '/staff', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      username: body.username,
      kind: 'staff',
      role: { code: 'SALES' },
      office: 'SOUTH',
      educationLevel: 'UNIVERSITY',
      active: true,
    });
    const [row] = await app.db.select().from(users).where(eq(users.id, created.json().id));
    expect(row!.createdBy).toBe(manager.userId);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: body.username, password: body.password },
      remoteAddress: '10.20.0.1',
    });
    expect(login.statusCode).toBe(200);

    const found = await call(manager, 'GET', '/staff?search=t%C3%ACm%20th%E1%BA%A5y');
    expect(found.json()).toMatchObject({ totalResults: 1, page: 1, pageSize: 10, totalPages: 1 });
    expect(found.json().results[0].username).toBe(body.username);

    for (let i = 0; i < 3; i++) await call(manager, 'POST', '/staff', newStaff());
    const page2 = await call(manager, 'GET', '/staff?page=2&pageSize=2');
    expect(page2.statusCode).toBe(200);
    expect(page2.json().results).toHaveLength(2);
    expect(page2.json().totalResults).toBeGreaterThanOrEqual(5);
    expect(page2.json().totalPages).toBe(Math.ceil(page2.json().totalResults / 2));
    // Customers are not staff.
    const customer = await loginAs(app, 'CUSTOMER');
    const all = await call(manager, 'GET', '/staff?pageSize=100');
    expect(all.json().results.map((u: { id: string }) => u.id)).not.toContain(customer.userId);
  });

  it('refuses a page size over 100 and a weak password with 400 naming the field, writing nothing', async () => {
    const manager = await loginAs(app, 'MANAGER');
    const big = await call(manager, 'GET', '/staff?pageSize=101');
    expect(big.statusCode).toBe(400);
    expect(big.json().errors[0].field).toBe('pageSize');

    const [{ n: before }] = (await app.db.select({ n: count() }).from(users)) as [{ n: number }];
    const weak = await app.inject({
      method: 'POST',
      url: '/api/v1/staff',
      headers: { ...manager.headers, 'accept-language': 'en' },
      payload: newStaff({ password: 'short', fullName: '' }),
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'password', message: 'The password needs at least 8 characters' },
        { field: 'fullName', message: 'Please enter' },
      ]),
    );
    const [{ n: after }] = (await app.db.select({ n: count() }).from(users)) as [{ n: number }];
    expect(Number(after)).toBe(Number(before));
  });

  it('answers 409 naming a duplicate username or e-mail', async () => {
    const manager = await loginAs(app, 'MANAGER');
    const first = newStaff();
    await call(manager, 'POST', '/staff', first);
    const dupName = await call(
      manager,
      'POST',
      '/staff',
      newStaff({ username: first.username.toUpperCase() }),
    );
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json().errors).toEqual([{ field: 'username', message: 'Tên đăng nhập đã được sử dụng' }]);
    const dupMail = await call(manager, 'POST', '/staff', newStaff({ email: first.email.toUpperCase() }));
    expect(dupMail.statusCode).toBe(409);
    expect(dupMail.json().errors[0].field).toBe('email');
  });

  it('changing a role takes effect at the user next request', async () => {
    const manager = await loginAs(app, 'MANAGER');
    const sales = await loginAs(app, 'SALES');
    expect(await getStatus(app, sales, '/customers')).toBe(200);
    const changed = await call(manager, 'PATCH', `/staff/${sales.userId}`, { roleId: roleIds.PICKUP_STAFF });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().role.code).toBe('PICKUP_STAFF');
    // Same access token, new role: the customer list is now refused.
    expect(await getStatus(app, sales, '/customers')).toBe(403);
    const me = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: sales.headers });
    expect(me.json().permissions).toEqual(['get_list_my_assignee_booking']);
  });

  it('locking a staff member ends their access at once and revokes their refresh tokens', async () => {
    const manager = await loginAs(app, 'MANAGER');
    const sales = await loginAs(app, 'SALES');
    const locked = await call(manager, 'PATCH', `/staff/${sales.userId}`, { active: false });
    expect(locked.statusCode).toBe(200);
    expect(await getStatus(app, sales, '/auth/me')).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-tokens',
      payload: { refreshToken: sales.tokens.refresh.token },
    });
    expect(refreshed.statusCode).toBe(401);
    const live = await app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, sales.userId));
    expect(live.every((t) => t.revokedAt !== null)).toBe(true);
  });

  it('only an administrator grants the Administrator role or edits an administrator', async () => {
    const manager = await loginAs(app, 'MANAGER');
    const escalate = await call(manager, 'PATCH', `/staff/${manager.userId}`, {
      roleId: roleIds.ADMINISTRATOR,
    });
    expect(escalate.statusCode).toBe(409); // not even on oneself: no role change of one's own
    const other = await loginAs(app, 'SALES');
    const grant = await call(manager, 'PATCH', `/staff/${other.userId}`, { roleId: roleIds.ADMINISTRATOR });
    expect(grant.statusCode).toBe(403);
    const create = await call(manager, 'POST', '/staff', newStaff({ roleId: roleIds.ADMINISTRATOR }));
    expect(create.statusCode).toBe(403);
    const [admin] = await app.db.select().from(users).where(eq(users.username, 'admin'));
    const lockAdmin = await call(manager, 'PATCH', `/staff/${admin!.id}`, { active: false });
    expect(lockAdmin.statusCode).toBe(403);
    const deleteAdmin = await call(manager, 'DELETE', `/staff/${admin!.id}`);
    expect(deleteAdmin.statusCode).toBe(403);

    const administrator = await loginAs(app, 'ADMINISTRATOR');
    const ok = await call(administrator, 'PATCH', `/staff/${other.userId}`, {
      roleId: roleIds.ADMINISTRATOR,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses the Customer role, an unknown role and locking oneself', async () => {
    const manager = await loginAs(app, 'MANAGER');
    const asCustomer = await call(manager, 'POST', '/staff', newStaff({ roleId: roleIds.CUSTOMER }));
    expect(asCustomer.statusCode).toBe(400);
    expect(asCustomer.json().errors[0].field).toBe('roleId');
    const unknown = await call(
      manager,
      'POST',
      '/staff',
      newStaff({ roleId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('roleId');
    const self = await call(manager, 'PATCH', `/staff/${manager.userId}`, { active: false });
    expect(self.statusCode).toBe(409);
    expect(self.json().errors[0].field).toBe('active');
  });

  it('deletes a staff member, answers 404 for an unknown or customer id', async () => {
    const manager = await loginAs(app, 'MANAGER');
    const created = await call(manager, 'POST', '/staff', newStaff());
    const id = created.json().id;
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/staff/${id}`, headers: manager.headers }))
        .statusCode,
    ).toBe(204);
    expect(await getStatus(app, manager, `/staff/${id}`)).toBe(404);
    const customer = await loginAs(app, 'CUSTOMER');
    expect(await getStatus(app, manager, `/staff/${customer.userId}`)).toBe(404);
    expect(await getStatus(app, manager, '/staff/not-a-uuid')).toBe(400);
  });

  it('offers every role but Customer in the staff form', async () => {
    const manager = await loginAs(app, 'MANAGER');
    const res = await call(manager, 'GET', '/staff/role-options');
    const codes = res.json().map((r: { code: string }) => r.code);
    expect(codes).toContain('SALES');
    expect(codes).toContain('PARTNER_K_CARGO');
    expect(codes).not.toContain('CUSTOMER');
  });

  it('is refused to a sales user (403) and a customer (403)', async () => {
    for (const role of ['SALES', 'CUSTOMER'] as const) {
      const u = await loginAs(app, role);
      expect(await getStatus(app, u, '/staff')).toBe(403);
    }
  });
});
