import { randomBytes } from 'node:crypto';
import {
  BOOKING_CARRIERS,
  type BookingStatus,
  MAIN_LINE,
  PERMISSIONS,
  SERVICES,
  todayInHcm,
  ZCreateBookingRequest,
} from '@acf/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { nextCustomerCode } from '../../modules/accounts/customers.repository';
import { hashPassword } from '../../modules/auth/auth.service';
import { createBooking, transitionBooking } from '../../modules/bookings/bookings.service';
import type { Actor } from '../../plugins/auth-markers';
import { customers, roles, users } from '../schema';

/** The HS code of each demo goods description (chapter, heading, subheading). */
const DEMO_HS: Record<string, string> = {
  'Quần áo': '610910',
  'Cà phê': '090121',
  'Mỹ phẩm': '330499',
  'Linh kiện điện tử': '854231',
  Sách: '490199',
  'Giày dép': '640399',
};

const DEMO_CUSTOMERS = [
  { username: 'demo_shop', company: 'Shop Hoa Mai', contact: 'Trần Thị Mai', discount: 5 },
  { username: 'demo_export', company: 'Sai Gon Export Co.', contact: 'Lê Văn Hùng', discount: 10 },
  { username: 'demo_import', company: 'Ha Noi Trading', contact: 'Phạm Minh Tuấn', discount: 0 },
];

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
    const [u] = await db
      .insert(users)
      .values({
        username: c.username,
        fullName: c.contact,
        email: `${c.username}@example.vn`,
        passwordHash,
        kind: 'customer',
        roleId: customerRole.id,
      })
      .returning({ id: users.id });
    const [row] = await db
      .insert(customers)
      .values({
        code: await nextCustomerCode(db),
        companyName: c.company,
        contactName: c.contact,
        portalUserId: u!.id,
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
  for (let i = 0; i < 50; i++) {
    const r = RECEIVERS[i % RECEIVERS.length]!;
    const input = ZCreateBookingRequest.parse({
      customerId: ids[i % ids.length],
      service: SERVICES[i % SERVICES.length],
      carrier: BOOKING_CARRIERS[i % BOOKING_CARRIERS.length],
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
      cargoUnit: 'CM_KG',
      pieces: [
        {
          length: 20 + (i % 5) * 15,
          width: 20 + (i % 3) * 10,
          height: 10 + (i % 4) * 5,
          weight: 1 + (i % 7) * 1.7,
          quantity: 1 + (i % 3),
        },
      ],
      goodsDescription: ['Quần áo', 'Cà phê', 'Mỹ phẩm', 'Linh kiện điện tử', 'Sách'][i % 5],
      declaredValue: 50 + i * 10,
      // Goods abroad: one goods line worth the declared value (two units at half of it).
      customs: {
        items: [
          {
            description: ['Quần áo', 'Cà phê', 'Mỹ phẩm', 'Linh kiện điện tử', 'Sách'][i % 5],
            quantity: 2,
            unitValue: (50 + i * 10) / 2,
            hsCode: DEMO_HS[['Quần áo', 'Cà phê', 'Mỹ phẩm', 'Linh kiện điện tử', 'Sách'][i % 5]!],
            originCountry: 'VN',
            weight: 0.5,
          },
        ],
      },
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
    const target = TARGETS[i % TARGETS.length]!;
    const steps: BookingStatus[] =
      target === 'CANCELLED'
        ? ['CANCELLED']
        : target === 'EXCEPTION'
          ? ['ASSIGNED', 'PICKED_UP', 'IN_WAREHOUSE', 'EXCEPTION']
          : MAIN_LINE.slice(1, MAIN_LINE.indexOf(target as (typeof MAIN_LINE)[number]) + 1);
    const places = ['Tân Bình, Hồ Chí Minh', 'Kho Tân Sơn Nhất', 'Sân bay Tân Sơn Nhất', r.city];
    for (const [k, to] of steps.entries())
      await transitionBooking(app.db, staff, id, {
        to,
        place: places[Math.min(k, places.length - 1)]!,
        note: '',
        visibility: 'PUBLIC',
      });
  }
}
