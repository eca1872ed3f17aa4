/**
 * The bookings benches' data: N bookings (two events each) of 1,000 bench customers, made by SQL
 * in batches of 100,000. Codes and tracking numbers follow the product's shapes (a date, a
 * Luhn check digit), created_at one every 30 seconds back from now. A database seeded by an
 * earlier run with the same N is reused.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type openDatabase, rowsOf } from '../apps/api/src/db/client';

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];
const CUSTOMERS = 1000;

/**
 * The columns every bench's bulk insert of bookings fills first, in this order; a bench adds its
 * own after them.
 */
export const BOOKING_COLUMNS =
  sql.raw(`code, tracking_number, customer_id, status, service, carrier, office, sender, receiver,
        receiver_name, receiver_country, cargo_unit, pieces, goods_description, declared_value, currency, incoterm,
        pickup_date`);

/** Runs `insert(from, to)` over rows 1…n, 100 000 at a time (one statement per batch). */
export async function inBatches(n: number, insert: (from: number, to: number) => Promise<unknown>) {
  const batch = 100_000;
  for (let from = 1; from <= n; from += batch) await insert(from, Math.min(n, from + batch - 1));
}

/** Stops a bench that needs an empty database where its bookings (codes `prefix`…) are already. */
export async function requireNoBenchBookings(db: Parameters<typeof rowsOf>[0], prefix: string) {
  const [already] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from bookings where code like ${`${prefix}%`}`,
  );
  if (already!.n > 0) throw new Error('the database holds bench bookings already: use an empty database');
}

/**
 * A Yamato South air manifest to Narita on JL750 under MAWB 176-12345675, inserted as it stands
 * (`status`, `departureDate`) with no shipments: its id.
 */
export async function insertManifest(
  db: Parameters<typeof rowsOf>[0],
  number: string,
  status: 'OPEN' | 'DEPARTED',
  departureDate: string,
) {
  const [m] = await rowsOf<{ id: string }>(
    db,
    sql`insert into manifests (number, line, status, office, mode, destination_country, destination_airport, flight_number, mawb, departure_date)
        values (${number}, 'YAMATO_SOUTH', ${status}, 'SOUTH', 'AIR', 'JP', 'NRT', 'JL750', '176-12345675', ${departureDate}) returning id`,
  );
  return m!.id;
}

/**
 * Seeds the bench's `n` bookings with `seed` (which answers its seconds) unless an earlier run
 * did, as `counted` (a `count(*)::int as n`) tells; refuses a database holding another count.
 */
export async function seedOnce(
  db: Parameters<typeof rowsOf>[0],
  driver: string,
  n: number,
  counted: SQL,
  seed: () => Promise<number>,
) {
  const [row] = await rowsOf<{ n: number }>(db, counted);
  const already = row?.n ?? 0;
  if (already === n)
    console.log(`driver ${driver}, reusing the ${n.toLocaleString('en')} bookings seeded before`);
  else if (already > 0)
    throw new Error(`the database holds ${already} bench bookings, not ${n}: use an empty database`);
  else {
    console.log(`driver ${driver}, seeding ${n.toLocaleString('en')} bookings…`);
    console.log(`seeded in ${(await seed()).toFixed(1)} s`);
  }
}

/** seedOnce for a bench whose own bookings are those whose code starts with `prefix` (PK…, BR…). */
export const seedBookingsOnce = (
  db: Parameters<typeof rowsOf>[0],
  driver: string,
  n: number,
  prefix: string,
  seed: () => Promise<number>,
) =>
  seedOnce(db, driver, n, sql`select count(*)::int as n from bookings where code like ${`${prefix}%`}`, seed);

async function seed(db: Db, N: number) {
  const t0 = Date.now();
  await db.execute(sql`
    insert into customers (code, company_name, contact_name)
    select 'BENCH' || lpad(i::text, 6, '0'), 'Bench customer ' || i, 'Contact ' || i
    from generate_series(1, ${CUSTOMERS}) i`);
  // Luhn check digit of a 9-digit body, in SQL, so the seeded numbers pass the public lookup's check.
  await db.execute(sql`
    create or replace function bench_luhn(body text) returns text language sql immutable as $$
      select body || ((10 - sum(case when (9 - i) % 2 = 0
        then (substr(body, i, 1)::int * 2) - case when substr(body, i, 1)::int * 2 > 9 then 9 else 0 end
        else substr(body, i, 1)::int end) % 10) % 10)::text
      from generate_series(1, 9) i
    $$`);
  await inBatches(N, (from, to) =>
    db.execute(sql`
      insert into bookings (${BOOKING_COLUMNS}, actual_weight, volumetric_weight, chargeable_weight, volume, base_fee, surcharge_total,
        discount_percent, discount, total, price_currency, created_at, updated_at, last_event_at)
      select 'BK' || to_char(ts, 'YYMMDD') || lpad(i::text, 7, '0'),
        bench_luhn((200000000 + i)::text),
        c.id,
        (array['BOOKED','ASSIGNED','PICKED_UP','IN_WAREHOUSE','MANIFESTED','IN_TRANSIT','DELIVERED','CANCELLED','EXCEPTION'])[1 + i % 9],
        (array['EXPRESS','ECONOMY','ECOMMERCE_SERVICE','AIR_FREIGHT','SEA_FREIGHT'])[1 + i % 5],
        (array['YAMATO','K_CARGO','DHL','FEDEX','UPS'])[1 + i % 5],
        'SOUTH',
        '{"name":"Sender","company":"","phone":"0901234567","email":"","addressLine1":"12 Nguyen Hue","addressLine2":"","city":"Ho Chi Minh","state":"","postalCode":"700000","country":"VN"}'::jsonb,
        jsonb_build_object('name', n.name || ' ' || i, 'company', '', 'phone', '0312345678', 'email', '',
          'addressLine1', '1-1 Chiyoda', 'addressLine2', '', 'city', 'Tokyo', 'state', '', 'postalCode', '100-0001', 'country', 'JP'),
        n.name || ' ' || i, 'JP', 'CM_KG',
        '[{"length":30,"width":20,"height":10,"weight":2.3,"quantity":1}]'::jsonb,
        'Clothes', 100, 'USD', 'DAP', ts::date, 2.3, 1.2, 2.5, 0.006, 31, 0, 0, 0, 31, 'USD', ts, ts, ts
      from generate_series(${from}::int, ${to}::int) i
      cross join lateral (select now() - (i * interval '30 seconds') as ts) t
      cross join lateral (select (array['Tanaka Hiro','Kim Min-jun','John Smith','Emma Brown','Lim Wei Ling','Yamada Taro','Park Ji-woo','Nguyen Van An'])[1 + i % 8] as name) n
      join customers c on c.code = 'BENCH' || lpad((1 + i % ${CUSTOMERS})::text, 6, '0')`),
  );
  await db.execute(sql`
    insert into booking_events (booking_id, status, place, note_vi, note_en, visibility, occurred_at)
    select b.id, s.status, 'Ho Chi Minh', s.status, s.status, 'PUBLIC', b.created_at + s.k * interval '1 hour'
    from bookings b cross join (values (0, 'BOOKED'), (1, 'ASSIGNED')) s(k, status)`);
  await db.execute(sql`drop function bench_luhn(text)`);
  await db.execute(sql`analyze`);
  return (Date.now() - t0) / 1000;
}

/** Seeds N bench bookings unless an earlier run did; refuses a database holding another count. */
export async function ensureSeeded(db: Db, driver: string, N: number) {
  await seedOnce(
    db,
    driver,
    N,
    sql`select count(*)::int as n from bookings b join customers c on c.id = b.customer_id where c.code like 'BENCH%'`,
    () => seed(db, N),
  );
}
