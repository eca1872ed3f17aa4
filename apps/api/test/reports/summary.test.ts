import { EXCEPTION_REASONS, todayInHcm } from '@acf/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { periodLinesSql, splitPeriod } from '../../src/modules/reports/reports.repository';
import { loginAs, type TestUser } from '../helpers/auth';
import { createBooking, transition } from '../helpers/bookings';
import { appSuite, type TestApp } from '../helpers/build';
import { XLSX } from '../helpers/import';
import { receiveAtCounter } from '../helpers/walk';
import { addEvent, insertBooking, newCustomer } from './fixture';

/**
 * The reports' pre-aggregation (report_customer_daily, report_service_daily) is kept by triggers
 * in the writing transaction. After every kind of write, what the triggers kept must equal what
 * report_rebuild() computes from the bookings and their events, and the reports read from it
 * must equal the same reports read from the bookings (a filter on office makes them do that).
 */
let app: TestApp;
const p = appSuite(
  {
    manager: 'MANAGER',
    customer: 'CUSTOMER',
    warehouse: 'WAREHOUSE_OPERATOR',
    pickup: ['PICKUP_STAFF', { fullName: 'Võ Lấy Hàng' }],
    courier: ['WAREHOUSE_OPERATOR', { fullName: 'Đỗ Giao Hàng' }],
  },
  (s) => ({ app } = s),
);

type Line = Record<string, string | number | null>;
const numeric = (r: Record<string, unknown>): Line =>
  Object.fromEntries(
    Object.entries(r).map(([k, v]) => [
      k,
      typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : (v as never),
    ]),
  );

async function summaries() {
  const customers = await rowsOf<Record<string, unknown>>(
    app.db,
    sql`select grain, kind, day::text as day, customer_id, currency, staff_id, shipments, pieces, kg, base_fee,
          surcharge_total, discount, revenue, disc_shipments, disc_gross, disc_discount, disc_total, lead_seconds
        from report_customer_daily
        order by kind, grain, day, customer_id, currency, staff_id nulls first`,
  );
  const services = await rowsOf<Record<string, unknown>>(
    app.db,
    sql`select day::text as day, service, carrier, office, currency, shipments, pieces, kg, revenue, discount
        from report_service_daily order by day, service, carrier, office, currency`,
  );
  return { customers: customers.map(numeric), services: services.map(numeric) };
}

/** What the triggers kept equals a rebuild from scratch (and the rebuild changes nothing). */
async function expectExact() {
  const kept = await summaries();
  await app.db.execute(sql`select report_rebuild()`);
  expect(kept).toEqual(await summaries());
  return kept;
}

const get = async (url: string, user: TestUser = p.manager) => {
  const res = await app.inject({ url: `/api/v1/reports/${url}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A report answered from the summary and, with an office filter, from the bookings: equal. */
async function bothWays(path: string, period: string, office: string) {
  const fromSummary = await get(`${path}?${period}`);
  const fromBookings = await get(`${path}?${period}&office=${office}`);
  expect(fromSummary.totals).toEqual(fromBookings.totals);
  if (path !== 'revenue-customers') expect(fromSummary.rows).toEqual(fromBookings.rows);
  else expect(fromSummary.customers).toEqual(fromBookings.customers);
  return fromSummary;
}

/**
 * Bookings written straight into the table by one statement: `n` of them for `customers`, in
 * transit, spread over three days from `start` (across a month's end), in two currencies, some
 * discounted, some assigned, every seventh cancelled.
 */
async function insertMany(n: number, customers: string[], prefix: string, assignee: string, start: string) {
  return rowsOf<{ id: string; tracking_number: string }>(
    app.db,
    sql`insert into bookings (code, tracking_number, customer_id, status, service, carrier, office, sender, receiver,
          receiver_name, receiver_country, cargo_unit, pieces, goods_description, declared_value, currency, incoterm,
          pickup_date, actual_weight, volumetric_weight, chargeable_weight, volume, base_fee, surcharges,
          surcharge_total, discount_percent, discount, total, price_currency, assignee_id, created_at)
        select ${prefix} || i, ${prefix} || 'T' || i,
          (string_to_array(${customers.join(',')}, ','))[1 + i % ${customers.length}]::uuid,
          case when i % 7 = 0 then 'CANCELLED' else 'IN_TRANSIT' end,
          (array['EXPRESS', 'ECONOMY'])[1 + i % 2], 'YAMATO', 'SOUTH',
          '{"name":"Sender","city":"Hồ Chí Minh","country":"VN"}'::jsonb,
          '{"name":"Receiver","city":"Tokyo","country":"JP"}'::jsonb, 'Receiver', 'JP', 'CM_KG',
          jsonb_build_array(jsonb_build_object('length', 10, 'width', 10, 'height', 10, 'weight', 1, 'quantity', 1 + i % 3)),
          'Goods', 10, 'USD', 'DAP', ${start}::date, 1, 0.2, 0.5 + i % 4, 0.001,
          100 + i, '[]'::jsonb, i % 3, case when i % 5 = 0 then 5 else 0 end,
          case when i % 5 = 0 then 2.5 else 0 end, 100 + i + i % 3 - case when i % 5 = 0 then 2.5 else 0 end,
          case when i % 4 = 0 then 'USD' else 'VND' end,
          case when i % 3 = 0 then ${assignee}::uuid end,
          ${start}::timestamptz + (i % 3) * interval '1 day'
        from generate_series(1, ${n}) i
        returning id, tracking_number`,
  );
}

/** Writes to the customer summary (inserted, updated, deleted lines) so far in this transaction. */
const summaryWrites = async (tx: Parameters<Parameters<TestApp['db']['transaction']>[0]>[0]) =>
  Number(
    (
      await rowsOf<{ n: number }>(
        tx,
        sql`select (n_tup_ins + n_tup_upd + n_tup_del)::int as n from pg_stat_xact_user_tables
            where relname = 'report_customer_daily'`,
      )
    )[0]!.n,
  );

describe('report summaries', () => {
  it('splits a period into whole months and the days around them', () => {
    expect(splitPeriod('2026-03-01', '2026-03-31')).toEqual({
      months: ['2026-03-01', '2026-03-01'],
      days: [],
    });
    expect(splitPeriod('2026-03-15', '2026-06-10')).toEqual({
      months: ['2026-04-01', '2026-05-01'],
      days: [
        ['2026-03-15', '2026-03-31'],
        ['2026-06-01', '2026-06-10'],
      ],
    });
    expect(splitPeriod('2026-03-02', '2026-03-30')).toEqual({
      months: null,
      days: [['2026-03-02', '2026-03-30']],
    });
    expect(splitPeriod('2025-12-01', '2026-02-28')).toEqual({
      months: ['2025-12-01', '2026-02-01'],
      days: [],
    });
    expect(splitPeriod('2026-01-31', '2026-02-01')).toEqual({
      months: null,
      days: [['2026-01-31', '2026-02-01']],
    });
    expect(periodLinesSql('2026-03-01', '2026-03-31')).toBeTruthy();
  });

  it('stays exact when a booking is created, remeasured and cancelled through the API', async () => {
    const today = todayInHcm();
    const period = `from=${today}&to=${today}`;
    const customerId = p.customer.customerId!;
    const statement = `statement?customerId=${customerId}&${period}`;

    const a = await createBooking(app, p.customer.headers, {
      pieces: [{ length: 40, width: 30, height: 20, weight: 20, quantity: 2 }],
    });
    // Booked, not yet carried: billed to nobody (issue 32).
    expect((await expectExact()).customers).toEqual([]);
    let s = await get(statement);
    expect(s.totals).toMatchObject({ shipments: 0 });

    // Received at the counter: billed from now on.
    await receiveAtCounter(app, p.warehouse, a.trackingNumber);
    const kept = await expectExact();
    expect(kept.customers.filter((l) => l.kind === 'BOOKED' && l.grain === 'D')).toEqual([
      expect.objectContaining({ day: today, customer_id: customerId, shipments: 1, pieces: 2, kg: 40 }),
    ]);
    s = await get(statement);
    expect(s.totals).toMatchObject({ shipments: 1, pieces: 2, chargeableWeight: 40 });
    expect(s.totals.byCurrency[0].total).toBe(a.price.total);
    await bothWays('by-customer', period, a.office);

    // Weighed heavier: the summary follows the new figures.
    const measured = await p.call(p.warehouse, 'POST', `/operations/measure/${a.id}`, {
      pieces: [{ length: 40, width: 30, height: 20, weight: 23, quantity: 3 }],
    });
    expect(measured.statusCode, measured.body).toBe(200);
    expect(measured.json().chargeableWeight).toBe(69);
    await expectExact();
    s = await get(statement);
    expect(s.totals).toMatchObject({ shipments: 1, pieces: 3, chargeableWeight: 69 });
    expect(s.totals.byCurrency[0].total).toBe(measured.json().price.total);
    await bothWays('by-customer', period, a.office);
    await bothWays('by-staff', period, a.office);

    // A second booking, then cancelled: billed to nobody, before and after.
    const b = await createBooking(app, p.customer.headers);
    expect((await get(statement)).totals.shipments).toBe(1);
    await expectExact();
    expect((await transition(app, p.customer.headers, b.id, 'CANCELLED')).json().status).toBe('CANCELLED');
    await expectExact();
    s = await get(statement);
    expect(s.totals).toMatchObject({ shipments: 1, pieces: 3, chargeableWeight: 69 });
    const byService = await get(`by-service?${period}&groupBy=day`);
    expect(byService.totals.shipments).toBe(1);
    expect(byService.rows).toEqual([
      expect.objectContaining({ bucket: today, shipments: 1, chargeableWeight: 69 }),
    ]);
    await bothWays('revenue-customers', period, a.office);
  });

  it('files a booking at 16:59 and one at 17:00 UTC under different Ho Chi Minh days and months', async () => {
    const c = await newCustomer(app, { companyName: 'Ranh Giới Ngày' });
    await insertBooking(app, { customerId: c.id, createdAt: '2025-07-31T16:59:00Z', baseFee: 100000, kg: 1 });
    await insertBooking(app, { customerId: c.id, createdAt: '2025-07-31T17:00:00Z', baseFee: 30000, kg: 2 });
    const kept = await expectExact();
    const mine = kept.customers.filter((l) => l.customer_id === c.id);
    expect(mine.map((l) => [l.grain, l.day, l.shipments, l.revenue])).toEqual([
      ['D', '2025-07-31', 1, 100000],
      ['D', '2025-08-01', 1, 30000],
      ['M', '2025-07-01', 1, 100000],
      ['M', '2025-08-01', 1, 30000],
    ]);
    const statement = (range: string) => get(`statement?customerId=${c.id}&${range}`);
    expect((await statement('from=2025-07-31&to=2025-07-31')).totals.byCurrency[0].total).toBe(100000);
    expect((await statement('from=2025-08-01&to=2025-08-01')).totals.byCurrency[0].total).toBe(30000);
    expect((await statement('from=2025-07-01&to=2025-07-31')).totals.byCurrency[0].total).toBe(100000);
    // Days of July, the whole of August's month line: both.
    expect((await statement('from=2025-07-20&to=2025-08-31')).totals).toMatchObject({
      shipments: 2,
      chargeableWeight: 3,
      byCurrency: [expect.objectContaining({ total: 130000 })],
    });
    // The by-service summary has no customer: its day lines split the same way.
    const byService = await get('by-service?from=2025-07-31&to=2025-08-01&groupBy=day');
    expect(byService.rows.map((r: { bucket: string; shipments: number }) => [r.bucket, r.shipments])).toEqual(
      [
        ['2025-07-31', 1],
        ['2025-08-01', 1],
      ],
    );
  });

  it('dates pickups and deliveries by the first such event, and follows later writes', async () => {
    const c = await newCustomer(app, { companyName: 'Giao Nhận Sớm' });
    const period = 'from=2025-05-01&to=2025-05-31';
    const b = await insertBooking(app, {
      customerId: c.id,
      createdAt: '2025-05-10T01:00:00Z',
      baseFee: 200000,
      kg: 5,
      pieces: [2, 2],
      status: 'DELIVERED',
    });
    // Picked up (no assignee: credited to who recorded it), delivered, and a second DELIVERED later.
    await addEvent(app, b.id, 'PICKED_UP', '2025-05-10T05:00:00Z', p.pickup.userId);
    await addEvent(app, b.id, 'DELIVERED', '2025-05-12T01:00:00Z', p.courier.userId);
    await addEvent(app, b.id, 'DELIVERED', '2025-05-20T01:00:00Z', p.pickup.userId);
    await expectExact();
    const pod = await bothWays('pod', period, 'SOUTH');
    expect(pod.totals).toEqual({ shipments: 1, averageLeadTimeDays: 2 });
    expect(pod.rows).toEqual([
      expect.objectContaining({ id: b.id, deliveredBy: 'Đỗ Giao Hàng', leadTimeDays: 2 }),
    ]);
    const staff = await bothWays('by-staff', period, 'SOUTH');
    expect(staff.rows).toEqual([
      expect.objectContaining({
        staffId: p.pickup.userId,
        kind: 'PICKUP',
        shipments: 1,
        pieces: 4,
        chargeableWeight: 5,
      }),
    ]);

    // Assigned to someone else afterwards: the pickup is theirs now.
    await app.db.execute(sql`update bookings set assignee_id = ${p.courier.userId} where id = ${b.id}`);
    await expectExact();
    expect((await bothWays('by-staff', period, 'SOUTH')).rows).toEqual([
      expect.objectContaining({ staffId: p.courier.userId, kind: 'PICKUP', shipments: 1 }),
    ]);

    // The first delivery event removed: the later one dates it.
    await app.db.execute(
      sql`delete from booking_events where booking_id = ${b.id} and occurred_at = '2025-05-12T01:00:00Z'`,
    );
    await expectExact();
    expect((await bothWays('pod', period, 'SOUTH')).totals).toEqual({
      shipments: 1,
      averageLeadTimeDays: 10,
    });

    // A piece count written by hand is replaced by the pieces' own (2 + 2).
    await app.db.execute(sql`update bookings set piece_count = 99 where id = ${b.id}`);
    await expectExact();
    expect((await bothWays('by-staff', period, 'SOUTH')).rows).toEqual([
      expect.objectContaining({ staffId: p.courier.userId, pieces: 4 }),
    ]);

    // Moved to another customer, then cancelled: it leaves every report.
    const other = await newCustomer(app, { companyName: 'Khách Khác' });
    await app.db.execute(sql`update bookings set customer_id = ${other.id} where id = ${b.id}`);
    await expectExact();
    await app.db.execute(sql`update bookings set status = 'CANCELLED' where id = ${b.id}`);
    const kept = await expectExact();
    expect(kept.customers.filter((l) => l.customer_id === c.id || l.customer_id === other.id)).toEqual([]);
    expect((await get(`pod?${period}`)).totals.shipments).toBe(0);
    expect((await get(`by-staff?${period}`)).rows).toEqual([]);

    // Deleted: nothing is left behind either.
    await app.db.execute(sql`update bookings set status = 'DELIVERED' where id = ${b.id}`);
    expect((await get(`pod?${period}`)).totals.shipments).toBe(1);
    await app.db.execute(sql`delete from bookings where id = ${b.id}`);
    const after = await expectExact();
    expect(after.customers.filter((l) => l.customer_id === other.id)).toEqual([]);
  });
});

describe('report summaries under statements of many rows', () => {
  it('stay exact when one statement writes hundreds of bookings, events and changes, each line once', async () => {
    const a = await newCustomer(app, { companyName: 'Hàng Loạt A' });
    const b = await newCustomer(app, { companyName: 'Hàng Loạt B' });
    const mine =
      (k: string, grain = 'M') =>
      (l: Line) =>
        l.kind === k && l.grain === grain && (l.customer_id === a.id || l.customer_id === b.id);
    const total = (lines: Line[], field: string) => lines.reduce((s, l) => s + Number(l[field]), 0);

    await insertMany(300, [a.id, b.id], 'BKM', p.pickup.userId, '2025-09-29T20:00:00Z');
    let kept = await expectExact();
    // 300 bookings, every seventh cancelled (42): the rest on the BOOKED lines of both grains.
    expect(total(kept.customers.filter(mine('BOOKED')), 'shipments')).toBe(258);
    expect(total(kept.customers.filter(mine('BOOKED', 'D')), 'shipments')).toBe(258);

    // One statement of events: each picked up, delivered a day later, and again a day after that.
    await app.db.execute(sql`
      insert into booking_events (booking_id, status, place, visibility, occurred_at, actor_id)
      select b.id, e.status, '', 'PUBLIC', b.created_at + e.after, ${p.courier.userId}::uuid
      from bookings b
      cross join (values ('PICKED_UP', interval '5 hours'), ('DELIVERED', interval '2 days'),
        ('DELIVERED', interval '1 day')) e(status, after)
      where b.code like 'BKM%'`);
    kept = await expectExact();
    // Picked up: credited to the assignee (every third booking), else to who recorded it.
    expect(total(kept.customers.filter(mine('PICKED_UP')), 'shipments')).toBe(258);
    expect(new Set(kept.customers.filter(mine('PICKED_UP')).map((l) => l.staff_id))).toEqual(
      new Set([p.pickup.userId, p.courier.userId]),
    );
    expect(kept.customers.filter(mine('DELIVERED'))).toEqual([]);

    // One UPDATE moves most of them at once: delivered, moved to the other customer, cancelled or
    // restored, re-weighed; the summary lines are each written once, not once per booking.
    await app.db.transaction(async (tx) => {
      const before = await summaryWrites(tx);
      const [moved] = await rowsOf<{ n: number }>(
        tx,
        sql`with x as (
              update bookings set
                status = case when n % 2 = 0 then 'DELIVERED' when n % 11 = 0 then 'CANCELLED'
                  when status = 'CANCELLED' and n % 3 = 0 then 'IN_TRANSIT' else status end,
                customer_id = case when n % 5 = 1 then ${b.id}::uuid else customer_id end,
                chargeable_weight = chargeable_weight + case when n % 4 = 3 then 1 else 0 end
              from (select id, substr(code, 4)::int as n from bookings where code like 'BKM%') m
              where bookings.id = m.id
                and (n % 2 = 0 or n % 11 = 0 or n % 3 = 0 or n % 5 = 1 or n % 4 = 3)
              returning 1)
            select count(*)::int as n from x`,
      );
      const writes = (await summaryWrites(tx)) - before;
      expect(moved!.n).toBeGreaterThan(250);
      // A booking moved row by row takes away and adds at least its BOOKED day and month lines.
      expect(writes).toBeGreaterThan(0);
      expect(writes).toBeLessThan(moved!.n);
    });
    kept = await expectExact();
    const delivered = kept.customers.filter(mine('DELIVERED'));
    expect(total(delivered, 'shipments')).toBe(
      Number(
        (
          await rowsOf<{ n: number }>(
            app.db,
            sql`select count(*)::int as n from bookings where code like 'BKM%' and status = 'DELIVERED'`,
          )
        )[0]!.n,
      ),
    );
    // Dated by the first DELIVERED event (a day after creation): a lead time of exactly one day.
    expect(total(delivered, 'lead_seconds')).toBe(86_400 * total(delivered, 'shipments'));

    // One statement deletes every first delivery, another a third of the bookings.
    await app.db.execute(sql`
      delete from booking_events e using bookings b
      where e.booking_id = b.id and b.code like 'BKM%' and e.status = 'DELIVERED'
        and e.occurred_at = b.created_at + interval '1 day'`);
    kept = await expectExact();
    expect(total(kept.customers.filter(mine('DELIVERED')), 'lead_seconds')).toBe(
      2 * 86_400 * total(kept.customers.filter(mine('DELIVERED')), 'shipments'),
    );
    await app.db.execute(sql`delete from bookings where code like 'BKM%' and substr(code, 4)::int % 3 = 0`);
    await expectExact();
    await app.db.execute(sql`delete from bookings where code like 'BKM%'`);
    kept = await expectExact();
    expect(kept.customers.filter((l) => l.customer_id === a.id || l.customer_id === b.id)).toEqual([]);
  });

  it('stay exact after a POD import of hundreds of rows, which leaves the milestones as it wrote them', async () => {
    const c = await newCustomer(app, { companyName: 'Giao Hàng Loạt' });
    const partner = await loginAs(app, 'PARTNER_YAMATO_SOUTH');
    const shipments = (await insertMany(300, [c.id], 'BKP', p.pickup.userId, '2025-11-29T20:00:00Z')).filter(
      (_, i) => (i + 1) % 7 !== 0,
    );
    await app.db.execute(sql`
      insert into booking_events (booking_id, status, place, visibility, occurred_at, actor_id)
      select id, 'PICKED_UP', '', 'PUBLIC', created_at + interval '5 hours', ${p.courier.userId}::uuid
      from bookings where code like 'BKP%'`);
    const [m] = await rowsOf<{ id: string }>(
      app.db,
      sql`insert into manifests (number, line, status, office, mode, destination_country, destination_airport,
            flight_number, mawb, departure_date)
          values ('YS25100101', 'YAMATO_SOUTH', 'DEPARTED', 'SOUTH', 'AIR', 'JP', 'NRT', 'JL750', '176-12345675',
            '2025-12-01') returning id`,
    );
    await app.db.execute(sql`
      insert into manifest_shipments (manifest_id, booking_id, added_at)
      select ${m!.id}::uuid, id, now() from bookings where code like 'BKP%' and status = 'IN_TRANSIT'`);
    await expectExact();

    // Delivered in Tokyo on 3 December 2025 (the line's time zone), every tenth row an exception.
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('POD');
    ws.addRow(['trackingNumber', 'deliveredAt', 'timeZone', 'receiverName', 'outcome', 'note']);
    for (const [i, s] of shipments.entries())
      ws.addRow([
        s.tracking_number,
        `03-12-2025 ${String(9 + (i % 8)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
        '',
        `Yamada ${i}`,
        i % 10 === 0 ? EXCEPTION_REASONS[0] : 'DELIVERED',
        '',
      ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/deliveries/import',
      headers: { ...partner.headers, 'content-type': XLSX },
      payload: Buffer.from(await wb.xlsx.writeBuffer()),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().applied).toBe(shipments.length);
    const deliveredCount = shipments.filter((_, i) => i % 10 !== 0).length;

    // The import set each delivery's milestone with its status: the events' refresh agrees.
    const [milestones] = await rowsOf<{ n: number; wrong: number }>(
      app.db,
      sql`select count(*)::int as n,
            count(*) filter (where b.delivered_at is distinct from d.delivered_at
              or b.delivered_by is distinct from ${partner.userId}::uuid)::int as wrong
          from bookings b join booking_deliveries d on d.booking_id = b.id where b.code like 'BKP%'`,
    );
    expect(milestones).toEqual({ n: deliveredCount, wrong: 0 });
    const kept = await expectExact();
    const delivered = kept.customers.filter(
      (l) => l.customer_id === c.id && l.kind === 'DELIVERED' && l.grain === 'D',
    );
    // One line a currency, all on the day the import says (Tokyo's morning is Ho Chi Minh's too).
    expect(new Set(delivered.map((l) => l.day))).toEqual(new Set(['2025-12-03']));
    expect(delivered.reduce((n, l) => n + Number(l.shipments), 0)).toBe(deliveredCount);
    expect((await bothWays('pod', 'from=2025-12-01&to=2025-12-31', 'SOUTH')).totals.shipments).toBe(
      deliveredCount,
    );
  });
});
