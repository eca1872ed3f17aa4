import type { TBooking } from '@acf/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking } from '../helpers/bookings';
import { build, keyedPost, type TestApp } from '../helpers/build';
import { manifestInput } from '../helpers/walk';

/**
 * A trolley received and a manifest filled and departed in one request each: the status changes
 * are written in batches, and every booking still ends with what one change at a time gave it:
 * its status, its event, its audit row, its webhook and, for a departure, its e-mail.
 */
let app: TestApp;
let shop: TestUser;
let warehouse: TestUser;
let manager: TestUser;
let parcels: TBooking[];
const N = 7;

const post = (url: string, who: TestUser, payload: object) => keyedPost(app, url, who, payload);

/** Per booking of `ids`: its status, and how many events, audit rows and webhooks it has of `status`. */
async function trail(ids: string[], status: string) {
  return rowsOf<{ id: string; status: string; events: number; audits: number; hooks: number; mails: number }>(
    app.db,
    sql`select b.id, b.status,
          (select count(*)::int from booking_events e where e.booking_id = b.id and e.status = ${status}) as events,
          (select count(*)::int from booking_history h
            where h.booking_id = b.id and h.field = 'status' and h.after = ${status}) as audits,
          (select count(*)::int from webhook_deliveries d join booking_events e on e.id = d.event_id
            where d.booking_id = b.id and e.status = ${status}) as hooks,
          (select count(*)::int from notifications n join booking_events e on e.id = n.event_id
            where n.booking_id = b.id and e.status = ${status}) as mails
        from bookings b where b.id = any(string_to_array(${ids.join(',')}, ',')::uuid[]) order by b.id`,
  );
}

beforeAll(async () => {
  app = await build();
  shop = await loginAs(app, 'CUSTOMER');
  warehouse = await loginAs(app, 'WAREHOUSE_OPERATOR');
  manager = await loginAs(app, 'MANAGER');
  // The shop listens to status changes (the endpoint is written as the Developers page would).
  await app.db.execute(
    sql`insert into webhook_endpoints (customer_id, url, events, secret)
        values (${shop.customerId}, 'https://shop.example.com/hook', '{booking.status_changed}', 'whsec_batch')`,
  );
  parcels = [];
  for (let i = 0; i < N; i++) parcels.push(await createBooking(app, shop.headers));
});
afterAll(async () => app?.close());

describe('status changes in batches', () => {
  it('a trolley of parcels received in one request: each has its event, audit row and webhook', async () => {
    const res = await post('/operations/receive', warehouse, {
      trackingNumbers: [...parcels.map((p) => p.trackingNumber), parcels[0]!.trackingNumber],
      mode: 'COUNTER',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((r: { result: string }) => r.result)).toEqual(Array(N).fill('applied'));
    const rows = await trail(
      parcels.map((p) => p.id),
      'IN_WAREHOUSE',
    );
    expect(rows).toHaveLength(N);
    for (const r of rows) expect(r).toMatchObject({ status: 'IN_WAREHOUSE', events: 1, audits: 1, hooks: 1 });
    const history = await rowsOf<{ before: string }>(
      app.db,
      sql`select distinct before from booking_history where field = 'status' and after = 'IN_WAREHOUSE'
          and booking_id = any(string_to_array(${parcels.map((p) => p.id).join(',')}, ',')::uuid[])`,
    );
    expect(history).toEqual([{ before: 'BOOKED' }]);
  });

  it('a manifest filled and departed: MANIFESTED then IN_TRANSIT, each with its trail and e-mail', async () => {
    const m = await post('/manifests', manager, manifestInput({ departureDate: '2098-01-05' }));
    expect(m.statusCode, m.body).toBe(201);
    const id = m.json().id;
    const added = await post(`/manifests/${id}/shipments`, manager, {
      trackingNumbers: parcels.map((p) => p.trackingNumber),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().results.map((r: { result: string }) => r.result)).toEqual(Array(N).fill('added'));
    for (const r of await trail(
      parcels.map((p) => p.id),
      'MANIFESTED',
    ))
      expect(r).toMatchObject({ status: 'MANIFESTED', events: 1, audits: 1, hooks: 1 });
    for (const to of ['CLOSED', 'DEPARTED']) {
      const moved = await post(`/manifests/${id}/transitions`, manager, { to });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    // In transit is told by e-mail (issue 20): to the account and to the sender's address.
    for (const r of await trail(
      parcels.map((p) => p.id),
      'IN_TRANSIT',
    ))
      expect(r).toMatchObject({ status: 'IN_TRANSIT', events: 1, audits: 1, hooks: 1, mails: 2 });
  });
});
