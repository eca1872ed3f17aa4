import { randomBytes } from 'node:crypto';
import {
  type BookingCarrier,
  type BookingStatus,
  lineOfBooking,
  MAIN_LINE,
  MANIFEST_LINES,
  manifestLineAccess,
  PERMISSIONS,
  SEEDED_ROLES,
  type Service,
  todayInHcm,
  ZConfirmPickupRequest,
  ZCreateBookingRequest,
  ZCreateManifestRequest,
} from '@acf/shared';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookings, customers, roles, users } from '../db/schema';
import { nextCustomerCode } from '../modules/accounts/customers.repository';
import { hashPassword } from '../modules/auth/auth.service';
import { createBooking, transitionBooking } from '../modules/bookings/bookings.service';
import {
  addShipments,
  createManifest,
  recordDelivery,
  transitionManifest,
} from '../modules/manifests/manifests.service';
import { raiseException } from '../modules/operations/exceptions.service';
import { receiveParcels } from '../modules/operations/operations.service';
import { assign, confirmPickup } from '../modules/pickups/pickups.service';
import type { Actor } from '../plugins/auth-markers';
import { addDemoUser } from './accounts.demo';
import { demoGoods, demoParcel } from './demo-goods';

const DEMO_CUSTOMERS = [
  { username: 'demo_shop', company: 'Shop Hoa Mai', contact: 'Trần Thị Mai', discount: 5 },
  { username: 'demo_export', company: 'Sai Gon Export Co.', contact: 'Lê Văn Hùng', discount: 10 },
  { username: 'demo_import', company: 'Ha Noi Trading', contact: 'Phạm Minh Tuấn', discount: 0 },
];

/** The carriers and services the seeded rate cards price to each receiver country. */
const DEMO_LINES: Record<string, { carrier: BookingCarrier; service: Service }[]> = {
  JP: [
    { carrier: 'YAMATO', service: 'EXPRESS' },
    { carrier: 'YAMATO', service: 'ECOMMERCE_SERVICE' },
    { carrier: 'DHL', service: 'EXPRESS' },
    { carrier: 'YAMATO', service: 'AIR_FREIGHT' },
  ],
  KR: [
    { carrier: 'K_CARGO', service: 'EXPRESS' },
    { carrier: 'K_CARGO', service: 'ECOMMERCE_SERVICE' },
    { carrier: 'FEDEX', service: 'EXPRESS' },
    { carrier: 'K_CARGO', service: 'AIR_FREIGHT' },
  ],
  US: [
    { carrier: 'UPS', service: 'EXPRESS' },
    { carrier: 'FEDEX', service: 'ECONOMY' },
    { carrier: 'DHL', service: 'AIR_FREIGHT' },
  ],
  GB: [
    { carrier: 'DHL', service: 'EXPRESS' },
    { carrier: 'UPS', service: 'ECONOMY' },
  ],
  SG: [
    { carrier: 'FEDEX', service: 'EXPRESS' },
    { carrier: 'DHL', service: 'ECONOMY' },
    { carrier: 'DHL', service: 'SEA_FREIGHT' },
  ],
};

/** A plausible number per receiver country (the contract refuses what cannot be a phone). */
const DEMO_PHONES: Record<string, string> = {
  JP: '+81 3-1234-5678',
  KR: '+82 2-1234-5678',
  US: '+1 212 555 0100',
  GB: '+44 20 7946 0018',
  SG: '+65 6123 4567',
};

const RECEIVERS = [
  { name: 'Tanaka Hiro', city: 'Tokyo', country: 'JP', postalCode: '100-0001', addressLine1: '1-1 Chiyoda' },
  {
    name: 'Kim Min-jun',
    city: 'Seoul',
    country: 'KR',
    postalCode: '04524',
    addressLine1: '55 Sejong-daero',
    customsCode: 'P100000000001',
  },
  {
    name: 'John Smith',
    city: 'Los Angeles',
    country: 'US',
    postalCode: '90001',
    addressLine1: '100 Main St',
  },
  {
    name: 'Emma Brown',
    city: 'London',
    country: 'GB',
    postalCode: 'SW1A 1AA',
    addressLine1: '10 Downing St',
  },
  {
    name: 'Lim Wei Ling',
    city: 'Singapore',
    country: 'SG',
    postalCode: '018989',
    addressLine1: '1 Marina Blvd',
  },
];

/** How far along the main line demo bookings get (plus a few cancelled and exceptions). */
const TARGETS: BookingStatus[] = [...MAIN_LINE, 'CANCELLED', 'EXCEPTION'];

/** DEMO_DATA=1: three demo customers and 50 bookings in every status, with their events. */
export async function seedDemoBookings(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const [exists] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, DEMO_CUSTOMERS[0]!.username));
  if (exists) return;
  const [customerRole] = await db.select().from(roles).where(eq(roles.code, 'CUSTOMER'));
  const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
  if (!customerRole || !admin) return;
  // Demo customers share the administrator's chosen password, or get a random one printed once.
  const password = app.config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const ids: string[] = [];
  for (const c of DEMO_CUSTOMERS) {
    const portalUserId = await addDemoUser(db, {
      username: c.username,
      fullName: c.contact,
      email: `${c.username}@example.vn`,
      passwordHash,
      kind: 'customer',
      roleId: customerRole.id,
    });
    const [row] = await db
      .insert(customers)
      .values({
        code: await nextCustomerCode(db),
        companyName: c.company,
        contactName: c.contact,
        portalUserId,
        discountPercent: c.discount,
        createdBy: admin.id,
      })
      .returning({ id: customers.id });
    ids.push(row!.id);
  }
  if (!app.config.ADMIN_PASSWORD)
    console.log(
      `\n  Demo customers ${DEMO_CUSTOMERS.map((c) => c.username).join(', ')} created, password "${password}"\n`,
    );

  const staff: Actor = {
    userId: admin.id,
    username: admin.username,
    kind: 'staff',
    roleCode: 'ADMINISTRATOR',
    customerId: null,
    permissions: new Set(PERMISSIONS),
  };
  const day = 86_400_000;
  const planned: Planned[] = [];
  for (let i = 0; i < 50; i++) {
    const r = RECEIVERS[i % RECEIVERS.length]!;
    const input = ZCreateBookingRequest.parse({
      customerId: ids[i % ids.length],
      ...DEMO_LINES[r.country]![Math.floor(i / RECEIVERS.length) % DEMO_LINES[r.country]!.length]!,
      sender: {
        name: DEMO_CUSTOMERS[i % 3]!.contact,
        company: DEMO_CUSTOMERS[i % 3]!.company,
        phone: '0901234567',
        addressLine1: `${10 + i} Nguyễn Huệ`,
        city: 'Hồ Chí Minh',
        postalCode: '700000',
        country: 'VN',
      },
      receiver: { ...r, phone: DEMO_PHONES[r.country] ?? '+12125550100' },
      ...demoParcel(20 + (i % 5) * 15, 20 + (i % 3) * 10, 10 + (i % 4) * 5, 1 + (i % 7) * 1.7, 1 + (i % 3)),
      ...demoGoods(['Quần áo', 'Cà phê', 'Mỹ phẩm', 'Linh kiện điện tử', 'Sách'][i % 5]!, 50 + i * 10),
      currency: 'USD',
      incoterm: i % 2 ? 'DAP' : 'DDP',
      pickup: { date: todayInHcm(), timeWindow: '09:00-12:00' },
    });
    // Demo history: many of these pickups are over. A request may not ask for a day already past
    // (ZPickupDate), so the stored day is set once the request is read.
    input.pickup.date = new Date(Date.now() - (i % 10) * day).toISOString().slice(0, 10);
    const { id } = await createBooking(app.db, staff, input, {
      now: new Date(Date.now() - (50 - i) * 3 * 3600_000),
    });
    planned.push({ id, target: TARGETS[i % TARGETS.length]!, input });
  }
  await moveDemoBookings(app, staff, planned);
}

interface Planned {
  id: string;
  target: BookingStatus;
  input: ReturnType<typeof ZCreateBookingRequest.parse>;
}

/**
 * Takes the demo bookings to their statuses the way the company does, each status by the route
 * that writes its record (issue 32): a driver is assigned and confirms the pickup, the warehouse
 * receives, a manifest carries the Yamato and K-Cargo shipments and departs, the partner records
 * each delivery, the warehouse raises exceptions. Bookings on carriers without a manifest line
 * (DHL, FedEx, UPS) move by the general route, as their checkpoints do.
 */
async function moveDemoBookings(app: FastifyInstance, staff: Actor, planned: Planned[]) {
  const db = app.db;
  const [driverRow] = await db.select().from(users).where(eq(users.username, 'demo_pickup2'));
  if (!driverRow) throw new Error('demo_pickup2 is seeded with the demo accounts');
  const driver: Actor = {
    userId: driverRow.id,
    username: driverRow.username,
    kind: 'staff',
    roleCode: 'PICKUP_STAFF',
    customerId: null,
    permissions: new Set(SEEDED_ROLES.PICKUP_STAFF.permissions),
  };
  const reaches = (p: Planned, s: (typeof MAIN_LINE)[number]) =>
    p.target === 'EXCEPTION'
      ? MAIN_LINE.indexOf(s) <= MAIN_LINE.indexOf('IN_WAREHOUSE')
      : p.target !== 'CANCELLED' &&
        MAIN_LINE.indexOf(s) <= MAIN_LINE.indexOf(p.target as (typeof MAIN_LINE)[number]);
  const rows = new Map(
    (
      await db
        .select()
        .from(bookings)
        .where(
          inArray(
            bookings.id,
            planned.map((p) => p.id),
          ),
        )
    ).map((b) => [b.id, b]),
  );
  const number = (p: Planned) => rows.get(p.id)!.trackingNumber;

  const assigned = planned.filter((p) => reaches(p, 'ASSIGNED'));
  if (assigned.length)
    await assign(db, staff, { bookingIds: assigned.map((p) => p.id), assigneeId: driver.userId });
  for (const p of planned.filter((q) => reaches(q, 'PICKED_UP')))
    await confirmPickup(
      db,
      driver,
      p.id,
      ZConfirmPickupRequest.parse({ pieces: p.input.pieces, note: '' }),
      `demo-${p.id}`,
    );
  const received = planned.filter((p) => reaches(p, 'IN_WAREHOUSE'));
  if (received.length)
    await receiveParcels(db, { trackingNumbers: received.map(number), mode: 'PICKUP' }, staff);
  for (const p of planned.filter((q) => q.target === 'EXCEPTION'))
    await raiseException(db, { trackingNumber: number(p), reason: 'CUSTOMS_HOLD', note: '' }, staff);

  const access = manifestLineAccess(staff.permissions);
  const day = todayInHcm();
  for (const line of MANIFEST_LINES) {
    const onLine = planned.filter((p) => {
      const b = rows.get(p.id)!;
      return lineOfBooking(b.carrier, b.office) === line && reaches(p, 'MANIFESTED');
    });
    const waiting = onLine.filter((p) => p.target === 'MANIFESTED');
    const flown = onLine.filter((p) => p.target !== 'MANIFESTED');
    for (const [group, departs] of [
      [waiting, false],
      [flown, true],
    ] as const) {
      if (!group.length) continue;
      const korea = line === 'K_CARGO';
      const m = await createManifest(
        db,
        ZCreateManifestRequest.parse({
          line,
          mode: 'AIR',
          destinationCountry: korea ? 'KR' : 'JP',
          destinationAirport: korea ? 'ICN' : 'NRT',
          flightNumber: korea ? 'KE682' : 'JL750',
          mawb: korea ? '180-12345675' : '176-12345675',
          departureDate: day,
        }),
        access,
        staff,
      );
      await addShipments(db, m.id, group.map(number), access, staff);
      if (!departs) continue;
      await transitionManifest(db, m.id, 'CLOSED', access, staff);
      await transitionManifest(db, m.id, 'DEPARTED', access, staff);
      for (const p of group.filter((q) => q.target === 'DELIVERED'))
        await recordDelivery(
          db,
          m.id,
          {
            trackingNumber: number(p),
            receiverName: p.input.receiver.name.slice(0, 35),
            time: new Date().toISOString(),
          },
          access,
          staff,
        );
    }
  }
  // Carriers without a manifest line, and the cancellations: the general route.
  for (const p of planned) {
    const b = rows.get(p.id)!;
    const steps: BookingStatus[] =
      p.target === 'CANCELLED'
        ? ['CANCELLED']
        : lineOfBooking(b.carrier, b.office) || !reaches(p, 'MANIFESTED')
          ? []
          : MAIN_LINE.slice(
              MAIN_LINE.indexOf('MANIFESTED'),
              MAIN_LINE.indexOf(p.target as (typeof MAIN_LINE)[number]) + 1,
            );
    for (const to of steps)
      await transitionBooking(db, staff, p.id, {
        to,
        place: p.input.receiver.city,
        note: '',
        visibility: 'PUBLIC',
      });
  }
}
