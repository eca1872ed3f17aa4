import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { seedRates } from '../../src/seed/rates';
import { appSuite, type TestApp } from '../helpers/build';

/** Every start runs the seed: the rate cards and their master data are written once. */
let app: TestApp;
appSuite({}, (s) => ({ app } = s));

describe('the rates seed', () => {
  it('run again leaves one card per line and kind, all published, and each day’s rates once', async () => {
    await seedRates(app);
    await seedRates(app);
    const cards = await rowsOf<{ n: number; lines: number }>(
      app.db,
      sql`select count(*)::int as n, count(distinct (carrier, service, kind))::int as lines from rate_cards`,
    );
    // 17 lines (see seed/rates.ts), each a SELL and a COST card.
    expect(cards).toEqual([{ n: 34, lines: 34 }]);
    const active = await rowsOf<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from rate_cards where status = 'ACTIVE'`,
    );
    expect(active).toEqual([{ n: 34 }]);
    const fx = await rowsOf<{ days: number; rows: number }>(
      app.db,
      sql`select count(distinct day)::int as days, count(*)::int as rows from exchange_rates`,
    );
    expect(fx).toEqual([{ days: 31, rows: 31 * 7 }]);
  });
});
