import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { runSeeds } from '../../src/seed';
import { build, type TestApp } from '../helpers/build';

let app: TestApp;
// Seeding months of demo history is the slowest start of the suite: room for a loaded machine.
beforeAll(async () => {
  app = await build({ DEMO_DATA: '1' });
}, 180_000);
afterAll(async () => {
  await app.close();
});

describe('DEMO_DATA accounts', () => {
  it('seeds staff of each role and customers split between two sales users, once', async () => {
    await runSeeds(app);
    const [{ n }] = (await app.db
      .select({ n: count() })
      .from(users)
      .where(
        inArray(users.username, [
          'demo_manager',
          'demo_sales1',
          'demo_sales2',
          'demo_dispatcher',
          'demo_pickup',
          'demo_warehouse',
          'demo_editor',
          'demo_yamato_south',
        ]),
      )) as [{ n: number }];
    expect(Number(n)).toBe(8);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'demo_sales1', password: 'Admin@12345' },
    });
    expect(login.statusCode).toBe(200);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/v1/customers',
      headers: { authorization: `Bearer ${login.json().tokens.access.token}` },
    });
    expect(mine.json().totalResults).toBe(3);
  });
});
