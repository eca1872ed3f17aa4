import type { TBooking } from '@acf/shared';
import { sql } from 'drizzle-orm';
import type { TestUser } from './auth';
import { createBooking, hcmDay } from './bookings';
import type { Person, TestApp } from './build';

/**
 * The people around a day's pickups: a customer who books, the dispatcher who assigns, a driver
 * who picks up, and a manager (a file adds its own, or names its driver).
 */
export const pickupPeople = {
  customer: 'CUSTOMER',
  dispatcher: 'DISPATCHER',
  driver: 'PICKUP_STAFF',
  manager: 'MANAGER',
} as const satisfies Record<string, Person>;

/** A booking of `customer`'s to pick up today (created for tomorrow, then moved to today as the data would be). */
export async function pickupToday(
  app: TestApp,
  customer: TestUser,
  over: Parameters<typeof createBooking>[2] = {},
): Promise<TBooking> {
  const b = await createBooking(app, customer.headers, over);
  await app.db.execute(sql`update bookings set pickup_date = ${hcmDay(0)}::date where id = ${b.id}`);
  return b;
}
