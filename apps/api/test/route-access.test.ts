import { describe, expect, it } from 'vitest';
import { appSuite, type TestApp } from './helpers/build';

let app: TestApp;
appSuite({}, async (s) => {
  ({ app } = s);
  await app.ready();
});

describe('route access declarations', () => {
  it('every route under /api/v1 declares who may call it', () => {
    expect(app.routeList.length).toBeGreaterThan(5);
    const undeclared = app.routeList.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('every non-public route refuses an anonymous caller with 401', async () => {
    const guarded = app.routeList.filter((r) => r.access && r.access.kind !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const r of guarded) {
      const url = r.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await app.inject({
        method: r.method as 'GET',
        url,
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });
});
