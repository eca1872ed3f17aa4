import { bookingCode, bookingDay, makeTrackingNumber } from '@acf/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf, type Tx } from '../../db/client';

/**
 * How many of a day's booking numbers an API instance takes at once. The day's counter row is
 * then locked once per BLOCK bookings, for one short statement of its own, instead of once per
 * booking until the booking's transaction commits (which made every create in every instance
 * wait for the one before it: issue 37). The price: numbers a block leaves unused when the
 * instance stops or the day ends are skipped, and two instances' codes interleave by blocks.
 */
export const BOOKING_NUMBER_BLOCK = 10;

interface Block {
  day: string;
  next: number;
  end: number;
}

/** What one API instance holds of the day's numbers. */
export interface HeldNumbers {
  block?: Block;
  refill?: Promise<void>;
}

const byDb = new WeakMap<object, HeldNumbers>();

function heldBy(db: Db): HeldNumbers {
  let held = byDb.get(db);
  if (!held) {
    held = {};
    byDb.set(db, held);
  }
  return held;
}

async function refill(db: Db, numbers: HeldNumbers, day: string) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`insert into booking_day_counters (day, n) values (${day}, ${BOOKING_NUMBER_BLOCK})
        on conflict (day) do update set n = booking_day_counters.n + ${BOOKING_NUMBER_BLOCK}
        returning n`,
  );
  const end = Number(row!.n);
  numbers.block = { day, next: end - BOOKING_NUMBER_BLOCK + 1, end };
}

/** The next of the day's booking numbers this instance holds, taking a new block when they run out. */
export async function takeDailyNumber(db: Db, day: string, held = heldBy(db)): Promise<number> {
  for (;;) {
    const b = held.block;
    if (b && b.day === day && b.next <= b.end) return b.next++;
    held.refill ??= refill(db, held, day).finally(() => {
      held.refill = undefined;
    });
    await held.refill;
  }
}

/**
 * A new booking's code and tracking number. Outside a transaction (`tx` absent) the code's
 * number comes from this instance's block. Inside a caller's transaction (an import, all or
 * nothing) it is counted in that transaction, one at a time, so a rolled-back import leaves no
 * number behind that another instance could take again.
 */
export async function nextIdentifiers(now: Date, db: Db, tx?: Tx) {
  const day = bookingDay(now);
  const runner = tx ?? db;
  const [row] = await rowsOf<{ seq: string; n: number | null }>(
    runner,
    tx
      ? sql`
    with d as (
      insert into booking_day_counters (day, n) values (${day}, 1)
      on conflict (day) do update set n = booking_day_counters.n + 1
      returning n
    )
    select nextval('tracking_number_seq') as seq, d.n from d`
      : sql`select nextval('tracking_number_seq') as seq, null::int as n`,
  );
  const n = row!.n ?? (await takeDailyNumber(db, day));
  return { trackingNumber: makeTrackingNumber(Number(row!.seq)), code: bookingCode(now, Number(n)) };
}
