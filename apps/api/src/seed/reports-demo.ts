import {
  BOOKING_CARRIERS,
  type BookingStatus,
  type Currency,
  MAIN_LINE,
  makeTrackingNumber,
  SERVICES,
  todayInHcm,
} from '@acf/shared';
import { inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookingEvents, bookings, customers, users } from '../db/schema';

/** History bookings are coded BKH… so that a second start sees them and adds none. */
const PREFIX = 'BKH';
const COUNT = 900;
const DAYS = 200;
const DAY = 86_400_000;

const RECEIVERS = [
  { name: 'Tanaka Hiro', city: 'Tokyo', country: 'JP', postalCode: '1000001' },
  { name: 'Suzuki Yui', city: 'Osaka', country: 'JP', postalCode: '5300001' },
  { name: 'Kim Min-jun', city: 'Seoul', country: 'KR', postalCode: '04524', customsCode: 'P100000000001' },
  { name: 'John Smith', city: 'Los Angeles', country: 'US', postalCode: '90001' },
  { name: 'Emma Brown', city: 'London', country: 'GB', postalCode: 'SW1A 1AA' },
  { name: 'Lim Wei Ling', city: 'Singapore', country: 'SG', postalCode: '018989' },
];
/** Hours after booking at which each step of the main line (MAIN_LINE) happens. */
const STEP_HOURS = [0, 2, 24, 30, 40, 52, 96];

/** A small deterministic generator: the same history on every machine. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * DEMO_DATA=1: about 200 days of shipments for the demo customers (delivered, cancelled, a few
 * stuck on the way, discounts, two currencies, their cost), so that every report and chart is full on the
 * first start. Written straight into the tables with their past times and events.
 */
export async function seedDemoReportHistory(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const [done] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(like(bookings.code, `${PREFIX}%`))
    .limit(1);
  if (done) return;
  const staff = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['demo_sales1', 'demo_sales2', 'demo_pickup', 'demo_warehouse', 'admin']));
  const byName = Object.fromEntries(staff.map((u) => [u.username, u.id]));
  const pickup = byName.demo_pickup ?? byName.admin ?? null;
  const warehouse = byName.demo_warehouse ?? byName.admin ?? null;
  const all = await db
    .select({ id: customers.id, discount: customers.discountPercent, name: customers.companyName })
    .from(customers);
  if (all.length === 0) return;

  const rand = mulberry32(20260301);
  // The cost side has its own sequence: the history's other figures stay what they were.
  const costRand = mulberry32(20260333);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const seqs = await db.execute(
    sql`select nextval('tracking_number_seq') as n from generate_series(1, ${COUNT})`,
  );
  const numbers = (seqs as unknown as { rows: { n: string }[] }).rows.map((r) =>
    makeTrackingNumber(BigInt(r.n)),
  );
  const now = Date.now();
  const rows: (typeof bookings.$inferInsert)[] = [];
  const events: { code: string; status: BookingStatus; at: Date; actor: string | null; place: string }[] = [];

  for (let i = 0; i < COUNT; i++) {
    const age = rand() * DAYS;
    const created = new Date(now - age * DAY - rand() * 3600_000);
    const customer = all[Math.floor(rand() ** 1.6 * all.length)]!;
    const r = pick(RECEIVERS);
    const currency: Currency = rand() < 0.78 ? 'VND' : 'USD';
    const kg = Math.ceil((0.5 + rand() ** 2 * 40) * 2) / 2;
    const qty = 1 + Math.floor(rand() * 4);
    const baseFee =
      currency === 'VND'
        ? Math.round((kg * 85_000 + 60_000) / 1000) * 1000
        : Math.round((kg * 4.2 + 3) * 100) / 100;
    const surcharges =
      rand() < 0.4
        ? [
            {
              code: 'FUEL',
              nameVi: 'Phụ phí nhiên liệu',
              nameEn: 'Fuel surcharge',
              total: currency === 'VND' ? Math.round(baseFee * 0.12) : Math.round(baseFee * 12) / 100,
              currency,
            },
          ]
        : [];
    const surchargeTotal = surcharges.reduce((s, l) => s + l.total, 0);
    const pct = Number(customer.discount) || 0;
    const gross = baseFee + surchargeTotal;
    const discount = currency === 'VND' ? Math.round((gross * pct) / 100) : Math.round(gross * pct) / 100;
    const total = Math.round((gross - discount) * 100) / 100;
    // What the carrier charged (issue 33): 62–92 % of the price, in its currency, before VAT (the
    // history goes abroad: no VAT); one shipment in twelve was priced with no COST card. Dollars
    // are converted at a rate drifting around 25 430 đồng, as the day's rate would have been.
    const costShare = 0.62 + costRand() * 0.3;
    const hasCost = costRand() >= 1 / 12;
    const fxRate = currency === 'VND' ? null : (25_430 * (1 + (costRand() - 0.5) * 0.01)).toFixed(4);
    const costTotal = hasCost
      ? currency === 'VND'
        ? Math.round(total * costShare)
        : Math.round(total * costShare * 100) / 100
      : null;

    // Where it got to: old shipments are mostly delivered; some were cancelled, a few are stuck.
    let reached: number;
    let cancelled = false;
    const roll = rand();
    if (roll < 0.05) cancelled = true;
    else if (age > 8) reached = roll < 0.9 ? 6 : 2 + Math.floor(rand() * 4);
    else reached = Math.min(6, STEP_HOURS.filter((h) => h <= age * 24).length - 1);
    const code = `${PREFIX}${todayInHcm(created).slice(2).replaceAll('-', '')}${String(i + 1).padStart(4, '0')}`;
    const delivery = STEP_HOURS[6]! + rand() * 72;
    const times = STEP_HOURS.map(
      (h, k) => new Date(created.getTime() + (k === 6 ? delivery : h + rand()) * 3600_000),
    );
    const steps: BookingStatus[] = cancelled ? ['BOOKED', 'CANCELLED'] : MAIN_LINE.slice(0, reached! + 1);
    steps.forEach((status, k) => {
      const planned = status === 'CANCELLED' ? new Date(created.getTime() + 3600_000) : times[k]!;
      const at = new Date(Math.min(planned.getTime(), now - 60_000));
      const place =
        status === 'PICKED_UP'
          ? 'Tân Bình, Hồ Chí Minh'
          : status === 'IN_WAREHOUSE' || status === 'MANIFESTED'
            ? 'Kho Tân Sơn Nhất'
            : status === 'IN_TRANSIT'
              ? 'Sân bay Tân Sơn Nhất'
              : status === 'DELIVERED'
                ? r.city
                : '';
      const actor = status === 'PICKED_UP' ? pickup : status === 'BOOKED' ? null : warehouse;
      events.push({ code, status, at, actor, place });
    });
    const status = steps[steps.length - 1]!;
    const lastAt = events[events.length - 1]!.at;
    rows.push({
      code,
      trackingNumber: numbers[i]!,
      customerId: customer.id,
      status,
      service: pick(SERVICES),
      carrier: pick(BOOKING_CARRIERS),
      office: rand() < 0.7 ? 'SOUTH' : 'NORTH',
      sender: {
        name: customer.name.slice(0, 35) || 'ACF',
        company: customer.name.slice(0, 35),
        phone: '0901234567',
        email: '',
        addressLine1: '12 Nguyễn Huệ',
        addressLine2: '',
        city: 'Hồ Chí Minh',
        state: '',
        postalCode: '700000',
        country: 'VN',
      },
      receiver: {
        ...r,
        company: '',
        phone: '+81 3 1234 5678',
        email: '',
        addressLine1: '1-1 Chiyoda',
        addressLine2: '',
        state: '',
      },
      receiverName: r.name,
      receiverCountry: r.country,
      cargoUnit: 'CM_KG',
      pieces: [{ length: 40, width: 30, height: 20, weight: kg / qty, quantity: qty }],
      goodsDescription: pick(['Quần áo', 'Cà phê', 'Mỹ phẩm', 'Linh kiện điện tử', 'Sách']),
      declaredValue: 100,
      currency: 'USD',
      incoterm: 'DAP',
      pickupDate: todayInHcm(created),
      actualWeight: kg,
      volumetricWeight: 4.8 * qty,
      chargeableWeight: kg,
      volume: 0.024 * qty,
      baseFee,
      surcharges,
      surchargeTotal,
      discountPercent: pct,
      discount,
      total,
      priceCurrency: currency,
      vat: 0,
      fxRate,
      fxDay: fxRate ? todayInHcm(created) : null,
      costTotal,
      costCurrency: costTotal === null ? null : currency,
      assigneeId: reached! >= 1 && !cancelled ? pickup : null,
      lastEventAt: lastAt,
      createdAt: created,
      updatedAt: lastAt,
    });
  }

  await db.transaction(async (tx) => {
    const ids = new Map<string, string>();
    for (let k = 0; k < rows.length; k += 200) {
      const inserted = await tx
        .insert(bookings)
        .values(rows.slice(k, k + 200))
        .returning({ id: bookings.id, code: bookings.code });
      for (const b of inserted) ids.set(b.code, b.id);
    }
    for (let k = 0; k < events.length; k += 500)
      await tx.insert(bookingEvents).values(
        events.slice(k, k + 500).map((e) => ({
          bookingId: ids.get(e.code)!,
          status: e.status,
          place: e.place,
          visibility: 'PUBLIC' as const,
          occurredAt: e.at,
          createdAt: e.at,
          actorId: e.actor,
        })),
      );
  });
}
