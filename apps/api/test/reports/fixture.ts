import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bookingEvents, bookings, customers } from '../../src/db/schema';
import type { TestApp } from '../helpers/build';

let seq = 0;

export interface BookingSpec {
  customerId: string;
  createdAt: string;
  currency?: 'VND' | 'USD' | 'EUR';
  baseFee: number;
  surcharges?: { code: string; nameVi: string; nameEn: string; total: number }[];
  discount?: number;
  discountPercent?: number;
  kg?: number;
  pieces?: number[];
  status?: string;
  service?: string;
  carrier?: string;
  office?: string;
  lastEventAt?: string;
  assigneeId?: string | null;
  receiverName?: string;
  city?: string;
}

/**
 * A booking written straight into the table with the exact amounts and instants a report test
 * needs (the API would stamp the current time and price it through the engine).
 */
export async function insertBooking(app: TestApp, s: BookingSpec) {
  seq += 1;
  const surcharges = (s.surcharges ?? []).map((l) => ({ ...l, currency: s.currency ?? 'VND' }));
  const surchargeTotal = surcharges.reduce((a, l) => a + l.total, 0);
  const discount = s.discount ?? 0;
  const total = Math.round((s.baseFee + surchargeTotal - discount) * 100) / 100;
  const receiver = {
    name: s.receiverName ?? `Receiver ${seq}`,
    company: '',
    phone: '0901234567',
    email: '',
    addressLine1: '1 Street',
    addressLine2: '',
    city: s.city ?? 'Tokyo',
    state: '',
    postalCode: '100-0001',
    country: 'JP',
  };
  const [row] = await app.db
    .insert(bookings)
    .values({
      code: `BKT${String(seq).padStart(6, '0')}${randomUUID().slice(0, 4)}`,
      trackingNumber: `T${seq}${randomUUID().slice(0, 8)}`,
      customerId: s.customerId,
      // A report's booking is one the company carried (billed) unless the test says otherwise.
      status: s.status ?? 'IN_WAREHOUSE',
      service: s.service ?? 'EXPRESS',
      carrier: s.carrier ?? 'DHL',
      office: s.office ?? 'SOUTH',
      sender: { ...receiver, name: 'Sender', city: 'Hồ Chí Minh', country: 'VN' },
      receiver,
      receiverName: receiver.name,
      receiverCountry: 'JP',
      cargoUnit: 'CM_KG',
      pieces: (s.pieces ?? [1]).map((quantity) => ({
        length: 10,
        width: 10,
        height: 10,
        weight: 1,
        quantity,
      })),
      goodsDescription: 'Goods',
      declaredValue: 10,
      currency: 'USD',
      incoterm: 'DAP',
      pickupDate: s.createdAt.slice(0, 10),
      actualWeight: s.kg ?? 1,
      volumetricWeight: 0.2,
      chargeableWeight: s.kg ?? 1,
      volume: 0.001,
      baseFee: s.baseFee,
      surcharges,
      surchargeTotal,
      discountPercent: s.discountPercent ?? 0,
      discount,
      total,
      priceCurrency: s.currency ?? 'VND',
      assigneeId: s.assigneeId ?? null,
      createdAt: new Date(s.createdAt),
      lastEventAt: new Date(s.lastEventAt ?? s.createdAt),
    })
    .returning();
  return row!;
}

export async function addEvent(
  app: TestApp,
  bookingId: string,
  status: string,
  at: string,
  actorId: string | null,
  place = '',
) {
  await app.db
    .insert(bookingEvents)
    .values({ bookingId, status, place, visibility: 'PUBLIC', occurredAt: new Date(at), actorId });
}

export async function setCustomer(app: TestApp, id: string, values: Partial<typeof customers.$inferInsert>) {
  await app.db.update(customers).set(values).where(eq(customers.id, id));
}

export async function newCustomer(app: TestApp, values: Partial<typeof customers.$inferInsert>) {
  seq += 1;
  const [c] = await app.db
    .insert(customers)
    .values({ code: `KT${seq}${randomUUID().slice(0, 4)}`, companyName: `Company ${seq}`, ...values })
    .returning();
  return c!;
}
