import {
  PERMISSIONS,
  PICKUP_EVENTS,
  type PickupFailReason,
  todayInHcm,
  ZCreateBookingRequest,
} from '@acf/shared';
import { eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookingEvents, bookings, customers, pickupAttempts, users } from '../db/schema';
import { createBooking } from '../modules/bookings/bookings.service';
import { assign } from '../modules/pickups/pickups.service';
import type { Actor } from '../plugins/auth-markers';
import { demoGoods, demoParcel } from './demo-goods';

const DAY = 86_400_000;
const DISTRICTS = [
  { city: 'Hồ Chí Minh', state: 'Quận 1', street: 'Lê Lợi' },
  { city: 'Hồ Chí Minh', state: 'Quận 3', street: 'Võ Văn Tần' },
  { city: 'Hồ Chí Minh', state: 'Tân Bình', street: 'Cộng Hòa' },
  { city: 'Hồ Chí Minh', state: 'Bình Thạnh', street: 'Xô Viết Nghệ Tĩnh' },
  { city: 'Thủ Đức', state: 'Thảo Điền', street: 'Quốc Hương' },
  { city: 'Hồ Chí Minh', state: 'Gò Vấp', street: 'Phan Văn Trị' },
];
const NORTH = [
  { city: 'Hà Nội', state: 'Cầu Giấy', street: 'Trần Duy Hưng' },
  { city: 'Hà Nội', state: 'Hoàn Kiếm', street: 'Hàng Bài' },
];
const WINDOWS = ['08:00-10:00', '09:00-12:00', '13:00-15:00', '14:00-17:00', ''];
const CONTACTS = [
  'Nguyễn Thị Lan',
  'Trần Quốc Bảo',
  'Lê Minh Anh',
  'Phạm Thu Hà',
  'Đỗ Văn Nam',
  'Vũ Ngọc Mai',
];
const GOODS = ['Quần áo', 'Cà phê', 'Mỹ phẩm', 'Linh kiện điện tử', 'Sách', 'Giày dép'];
const REASONS: PickupFailReason[] = ['CUSTOMER_ABSENT', 'GOODS_NOT_READY', 'WRONG_ADDRESS', 'REFUSED'];

/**
 * DEMO_DATA=1: today's pickups for the dispatcher (twelve in Ho Chi Minh City, two in Hanoi, three
 * of them already given to demo_pickup) and a past week of pickups by the two demo drivers with
 * every outcome, including a booking flagged after three failed attempts, so that the three
 * pickup pages are full on the first start. Past attempts are written with their own times.
 */
export async function seedDemoPickups(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const [done] = await db
    .select({ id: pickupAttempts.id })
    .from(pickupAttempts)
    .where(like(pickupAttempts.idempotencyKey, 'demo:%'))
    .limit(1);
  if (done) return;
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['admin', 'demo_pickup', 'demo_pickup2', 'demo_dispatcher']));
  const by = Object.fromEntries(people.map((p) => [p.username, p.id]));
  const [admin, driver1, driver2] = [by.admin, by.demo_pickup, by.demo_pickup2];
  if (!admin || !driver1 || !driver2) return;
  const demoCustomers = await db
    .select({ id: customers.id, name: customers.companyName, contact: customers.contactName })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.portalUserId))
    .where(inArray(users.username, ['demo_shop', 'demo_export', 'demo_import']));
  if (demoCustomers.length === 0) return;
  const actor: Actor = {
    userId: by.demo_dispatcher ?? admin,
    username: 'demo_dispatcher',
    kind: 'staff',
    roleCode: 'ADMINISTRATOR',
    customerId: null,
    permissions: new Set(PERMISSIONS),
  };
  const today = todayInHcm();
  let n = 0;
  const book = async (day: string, opts: { north?: boolean; now?: Date } = {}) => {
    const i = n++;
    const place = opts.north ? NORTH[i % NORTH.length]! : DISTRICTS[i % DISTRICTS.length]!;
    const c = demoCustomers[i % demoCustomers.length]!;
    const input = ZCreateBookingRequest.parse({
      customerId: c.id,
      // To Japan: lines the seeded rate cards price there (Yamato has no economy card: e-commerce).
      carrier: ['YAMATO', 'DHL', 'UPS', 'YAMATO', 'FEDEX'][i % 5],
      service: i % 3 ? 'EXPRESS' : i % 5 === 0 || i % 5 === 3 ? 'ECOMMERCE_SERVICE' : 'ECONOMY',
      office: opts.north ? 'NORTH' : 'SOUTH',
      sender: {
        name: CONTACTS[i % CONTACTS.length],
        company: c.name ?? '',
        phone: `09${String(10_000_000 + i * 7_654_321).slice(0, 8)}`,
        addressLine1: `${12 + i} ${place.street}`,
        city: place.city,
        state: place.state,
        postalCode: '700000',
        country: 'VN',
      },
      receiver: {
        name: 'Tanaka Hiro',
        phone: '+81 312345678',
        addressLine1: '1-1 Chiyoda',
        city: 'Tokyo',
        postalCode: '100-0001',
        country: 'JP',
      },
      ...demoParcel(30 + (i % 4) * 10, 25 + (i % 3) * 5, 15 + (i % 5) * 5, 1.5 + (i % 6) * 2.2, 1 + (i % 2)),
      ...demoGoods(GOODS[i % GOODS.length]!, 80 + i * 15),
      currency: 'USD',
      incoterm: 'DAP',
      pickup: { date: today, timeWindow: WINDOWS[i % WINDOWS.length] },
    });
    input.pickup.date = day;
    const { id } = await createBooking(app.db, actor, input, opts.now ? { now: opts.now } : {});
    return id;
  };

  // Today: fourteen to distribute, three of them already given to demo_pickup.
  const todays: string[] = [];
  for (let i = 0; i < 12; i++) todays.push(await book(today));
  for (let i = 0; i < 2; i++) await book(today, { north: true });
  await assign(db, actor, { bookingIds: todays.slice(0, 3), assigneeId: driver1 });

  // The past week: each day, four pickups per driver (most picked up, some failed).
  const history = async (id: string, driver: string, at: Date, outcomes: (PickupFailReason | 'OK')[]) => {
    const [b] = await db.select().from(bookings).where(eq(bookings.id, id));
    if (!b) return;
    const assignedAt = new Date(at.getTime() - 2 * 3600_000);
    const events: (typeof bookingEvents.$inferInsert)[] = [
      {
        bookingId: id,
        status: 'ASSIGNED',
        ...notes(PICKUP_EVENTS.assigned),
        occurredAt: assignedAt,
        actorId: actor.userId,
      },
    ];
    let failed = 0;
    let picked = false;
    for (const [k, o] of outcomes.entries()) {
      const when = new Date(at.getTime() + k * DAY);
      if (when.getTime() > Date.now()) break;
      if (o === 'OK') {
        picked = true;
        events.push({
          bookingId: id,
          status: 'PICKED_UP',
          place: b.sender.city,
          ...notes(PICKUP_EVENTS.pickedUp),
          occurredAt: when,
          actorId: driver,
        });
      } else {
        failed++;
        events.push({
          bookingId: id,
          status: 'ASSIGNED',
          place: b.sender.city,
          ...notes(PICKUP_EVENTS.failed(o, '')),
          occurredAt: when,
          actorId: driver,
        });
      }
      await db.insert(pickupAttempts).values({
        bookingId: id,
        assigneeId: driver,
        outcome: o === 'OK' ? 'PICKED_UP' : 'FAILED',
        office: b.office,
        chargeableWeight: o === 'OK' ? Number(b.chargeableWeight) : null,
        reason: o === 'OK' ? null : o,
        pieces: o === 'OK' ? b.pieces : null,
        occurredAt: when,
        idempotencyKey: `demo:${b.code}:${k}`,
      });
    }
    await db.insert(bookingEvents).values(events);
    await db
      .update(bookings)
      .set({
        status: picked ? 'PICKED_UP' : 'ASSIGNED',
        assigneeId: driver,
        assignedAt,
        assignedBy: actor.userId,
        failedAttempts: failed,
        lastEventAt: events.at(-1)!.occurredAt as Date,
      })
      .where(eq(bookings.id, id));
  };
  for (let d = 7; d >= 1; d--) {
    const day = todayInHcm(new Date(Date.now() - d * DAY));
    const morning = new Date(`${day}T10:30:00+07:00`);
    for (const [k, driver] of [
      driver1,
      driver1,
      driver1,
      driver1,
      driver2,
      driver2,
      driver2,
      driver2,
    ].entries()) {
      const id = await book(day, { now: new Date(morning.getTime() - DAY) });
      const at = new Date(morning.getTime() + k * 40 * 60_000);
      const outcome: (PickupFailReason | 'OK')[] =
        (k + d) % 5 === 0
          ? [REASONS[(k + d) % REASONS.length]!, 'OK']
          : (k + d) % 7 === 0
            ? [REASONS[d % REASONS.length]!]
            : ['OK'];
      await history(id, driver, at, outcome);
    }
  }
  // Three failed attempts in a row: the dispatcher sees it flagged.
  const flagged = await book(todayInHcm(new Date(Date.now() - 3 * DAY)), {
    now: new Date(Date.now() - 4 * DAY),
  });
  await history(flagged, driver1, new Date(Date.now() - 3 * DAY), [
    'CUSTOMER_ABSENT',
    'CUSTOMER_ABSENT',
    'WRONG_ADDRESS',
  ]);
  await db.execute(sql`analyze bookings`);
}

const notes = (n: { vi: string; en: string }) => ({
  noteVi: n.vi,
  noteEn: n.en,
  visibility: 'PUBLIC' as const,
});
