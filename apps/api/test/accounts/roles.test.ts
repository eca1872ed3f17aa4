import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rolePermissions, roles, users } from '../../src/db/schema';
import { loginAs, TEST_PASSWORD } from '../helpers/auth';
import { appSuite, fieldsOf, getStatus, type Suite, type TestApp } from '../helpers/build';

let app: TestApp;
let call: Suite['call'];
appSuite({}, (s) => ({ app, call } = s));

describe('roles CRUD (get_list_role)', () => {
  it('lists the seeded roles with their permissions, Administrator holding all 27', async () => {
    const admin = await loginAs(app, 'ADMINISTRATOR');
    const res = await call(admin, 'GET', '/roles?pageSize=100');
    expect(res.statusCode).toBe(200);
    const byCode = Object.fromEntries(res.json().results.map((r: { code: string }) => [r.code, r]));
    expect(Object.keys(byCode)).toEqual(
      expect.arrayContaining(['ADMINISTRATOR', 'MANAGER', 'SALES', 'CUSTOMER', 'PARTNER_K_CARGO']),
    );
    expect(byCode.ADMINISTRATOR.permissions).toHaveLength(27);
    expect(byCode.CUSTOMER.permissions).toEqual([]);
    expect(byCode.ADMINISTRATOR.system).toBe(true);
    expect(res.json().results[0].code).toBe('ADMINISTRATOR');
    const search = await call(admin, 'GET', '/roles?search=yamato');
    expect(search.json().totalResults).toBe(2);
  });

  it('creates a role, changes its permissions (effective at the holder next request), deletes it when unused', async () => {
    const admin = await loginAs(app, 'ADMINISTRATOR');
    const created = await call(admin, 'POST', '/roles', {
      code: 'ACCOUNTANT',
      nameVi: 'Kế toán',
      nameEn: 'Accountant',
      permissions: ['get_cargo_list', 'get_cargo_list'],
    });
    expect(created.statusCode).toBe(201);
    const role = created.json();
    expect(role).toMatchObject({
      code: 'ACCOUNTANT',
      system: false,
      permissions: ['get_cargo_list'],
      userCount: 0,
    });
    const [row] = await app.db.select().from(roles).where(eq(roles.id, role.id));
    expect(row!.createdBy).toBe(admin.userId);

    const holder = await loginAs(app, 'SALES');
    await app.db.update(users).set({ roleId: role.id }).where(eq(users.id, holder.userId));
    expect(await getStatus(app, holder, '/staff')).toBe(403);
    const granted = await call(admin, 'PATCH', `/roles/${role.id}`, {
      permissions: ['get_cargo_list', 'get_list_staff'],
    });
    expect(granted.json().permissions).toEqual(['get_cargo_list', 'get_list_staff']);
    expect(await getStatus(app, holder, '/staff')).toBe(200);

    const inUse = await call(admin, 'DELETE', `/roles/${role.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('Vai trò đang được gán cho 1 tài khoản');
    await app.db.delete(users).where(eq(users.id, holder.userId));
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/roles/${role.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(204);
    expect(await app.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, role.id))).toEqual(
      [],
    );
  });

  it('refuses a duplicate code (409), an unknown permission and a bad code (400)', async () => {
    const admin = await loginAs(app, 'ADMINISTRATOR');
    const dup = await call(admin, 'POST', '/roles', { code: 'SALES', nameVi: 'Trùng', nameEn: 'Duplicate' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].field).toBe('code');
    const bad = await call(admin, 'POST', '/roles', {
      code: 'bad code',
      nameVi: 'X',
      nameEn: 'X',
      permissions: ['fly_to_the_moon'],
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['code', 'permissions.0']);
  });

  it('keeps the Administrator role whole and the seeded roles undeletable', async () => {
    const admin = await loginAs(app, 'ADMINISTRATOR');
    const [adminRole] = await app.db.select().from(roles).where(eq(roles.code, 'ADMINISTRATOR'));
    const strip = await call(admin, 'PATCH', `/roles/${adminRole!.id}`, { permissions: [] });
    expect(strip.statusCode).toBe(409);
    const [salesRole] = await app.db.select().from(roles).where(eq(roles.code, 'SALES'));
    const del = await call(admin, 'DELETE', `/roles/${salesRole!.id}`);
    expect(del.statusCode).toBe(409);
    const renamed = await call(admin, 'PATCH', `/roles/${salesRole!.id}`, { nameEn: 'Sales team' });
    expect(renamed.json()).toMatchObject({ code: 'SALES', nameEn: 'Sales team', nameVi: 'Kinh doanh' });
  });

  it('is refused to a manager (no get_list_role)', async () => {
    const manager = await loginAs(app, 'MANAGER');
    expect(await getStatus(app, manager, '/roles')).toBe(403);
  });
});

describe('administrator accounts (/administrator)', () => {
  it('searches every account, customers included, and locks and unlocks one', async () => {
    const admin = await loginAs(app, 'ADMINISTRATOR');
    const customer = await loginAs(app, 'CUSTOMER', { fullName: 'Khách Hàng Tìm Kiếm' });
    const found = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/users?search=${encodeURIComponent('tìm kiếm')}`,
      headers: admin.headers,
    });
    expect(found.json().results.map((u: { id: string }) => u.id)).toEqual([customer.userId]);
    const onlyCustomers = await call(admin, 'GET', '/admin/users?kind=customer&pageSize=100');
    expect(onlyCustomers.json().results.every((u: { kind: string }) => u.kind === 'customer')).toBe(true);

    const lock = await call(admin, 'PUT', `/admin/users/${customer.userId}/active`, { active: false });
    expect(lock.statusCode).toBe(200);
    expect(lock.json().active).toBe(false);
    expect(await getStatus(app, customer, '/auth/me')).toBe(401);
    const unlock = await call(admin, 'PUT', `/admin/users/${customer.userId}/active`, { active: true });
    expect(unlock.json().active).toBe(true);
    // The lock ended the account's sessions: the old token stays refused, a new login works.
    expect(await getStatus(app, customer, '/auth/me')).toBe(401);
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: customer.username, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses locking oneself, an unknown account, and anyone but an administrator', async () => {
    const admin = await loginAs(app, 'ADMINISTRATOR');
    const self = await call(admin, 'PUT', `/admin/users/${admin.userId}/active`, { active: false });
    expect(self.statusCode).toBe(409);
    const unknown = await call(admin, 'PUT', '/admin/users/00000000-0000-4000-8000-000000000000/active', {
      active: false,
    });
    expect(unknown.statusCode).toBe(404);
    const manager = await loginAs(app, 'MANAGER');
    expect(await getStatus(app, manager, '/admin/users')).toBe(403);
  });
});
