import { ROLE_CODES, type RoleCode, SEEDED_ROLES } from '@acf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from '../src/app';
import { loginAs, type TestUser } from './helpers/auth';
import { build, type TestApp } from './helpers/build';

let app: TestApp;
const users = {} as Record<RoleCode, TestUser>;
beforeAll(async () => {
  app = await build();
  await app.ready();
  for (const role of ROLE_CODES) users[role] = await loginAs(app, role);
});
afterAll(async () => {
  await app.close();
});

/** What the route's declaration says a holder of the seeded role may do. */
function allowed(route: RouteInfo, role: RoleCode): boolean {
  const access = route.access!;
  switch (access.kind) {
    case 'public':
    case 'authenticated':
      return true;
    case 'administrator':
      return role === 'ADMINISTRATOR';
    case 'permission':
      return access.permissions.some((p) => SEEDED_ROLES[role].permissions.includes(p));
    case 'customerOrPermission':
      return (
        role === 'CUSTOMER' || access.permissions.some((p) => SEEDED_ROLES[role].permissions.includes(p))
      );
  }
}

const FAKE_ID = '00000000-0000-4000-8000-000000000000';

function call(route: RouteInfo, headers?: Record<string, string>) {
  return app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:(\w+)/g, FAKE_ID),
    headers,
    payload: route.method === 'GET' ? undefined : {},
  });
}

describe('every seeded role against every route', () => {
  it('allowed → neither 401 nor 403; denied → 403; anonymous → 401', async () => {
    const guarded = app.routeList.filter((r) => r.access && r.access.kind !== 'public');
    // The accounts routes are among them, so the matrix is never empty by accident.
    const urls = guarded.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/v1/staff',
        'GET /api/v1/customers',
        'GET /api/v1/roles',
        'GET /api/v1/admin/users',
      ]),
    );
    const mismatches: string[] = [];
    for (const route of guarded) {
      const anonymous = await call(route);
      if (anonymous.statusCode !== 401)
        mismatches.push(`anonymous ${route.method} ${route.url} → ${anonymous.statusCode}`);
      for (const role of ROLE_CODES) {
        const res = await call(route, users[role].headers);
        const ok = allowed(route, role);
        const good = ok ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === 403;
        if (!good)
          mismatches.push(
            `${role} ${route.method} ${route.url} → ${res.statusCode} (expected ${ok ? 'allowed' : '403'})`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('matches the seed sidebar: the customer list opens for Sales and Manager, roles only for the Administrator', () => {
    const route = (url: string) => app.routeList.find((r) => r.method === 'GET' && r.url === url)!;
    const who = (url: string) => ROLE_CODES.filter((role) => allowed(route(url), role));
    expect(who('/api/v1/customers')).toEqual(['ADMINISTRATOR', 'MANAGER', 'SALES']);
    expect(who('/api/v1/roles')).toEqual(['ADMINISTRATOR']);
    expect(who('/api/v1/staff')).toEqual(['ADMINISTRATOR', 'MANAGER']);
    expect(who('/api/v1/admin/users')).toEqual(['ADMINISTRATOR']);
  });
});
