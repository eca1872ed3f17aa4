import {
  CREDIT_OVERDUE_DAYS,
  type CreditHoldInfo,
  creditDecision,
  type Locale,
  type TCreditHold,
} from '@acf/shared';
import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rowsOf } from '../../db/client';
import { t } from '../../i18n/messages';
import { conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import { openVndSql } from './payments.repository';

/** A customer's figures for the credit rule on `today` (Ho Chi Minh day). */
async function creditFigures(db: DbOrTx, customerId: string, today: string) {
  const [row] = await rowsOf<{ open: string; overdue: string; credit: string; limit: string | null }>(
    db,
    sql`select
          coalesce((select sum(o.open_vnd) from (select ${openVndSql} as open_vnd from invoices i
            where i.customer_id = ${customerId} and i.kind = 'INVOICE' and i.status = 'ISSUED') o
            where o.open_vnd > 0), 0)::text as open,
          coalesce((select sum(o.open_vnd) from (select ${openVndSql} as open_vnd, i.due_date from invoices i
            where i.customer_id = ${customerId} and i.kind = 'INVOICE' and i.status = 'ISSUED') o
            where o.open_vnd > 0 and ${today}::date - o.due_date > ${CREDIT_OVERDUE_DAYS}), 0)::text as overdue,
          coalesce((select sum(p.amount_vnd - coalesce((select sum(a.amount_vnd) from payment_allocations a
            where a.payment_id = p.id), 0)) from payments p where p.customer_id = ${customerId}), 0)::text as credit,
          (select credit_limit_vnd::text from customers where id = ${customerId}) as limit`,
  );
  return {
    openVnd: Number(row!.open),
    overdueVnd: Number(row!.overdue),
    creditVnd: Number(row!.credit),
    limitVnd: row!.limit === null ? null : Number(row!.limit),
  };
}

/**
 * Checks a new booking against its customer's credit (the rule is `creditDecision`), inside the
 * booking's transaction: a booking that would pass the limit, or of a customer with an invoice more
 * than 30 days past due, keeps its status and is flagged "credit hold" with the figures, for a
 * manager to release. Test bookings are never held.
 */
export async function holdForCredit(tx: DbOrTx, bookingId: string, today: string): Promise<boolean> {
  const [b] = await rowsOf<{ customer_id: string; total_vnd: string | null; is_test: boolean }>(
    tx,
    sql`select customer_id, total_vnd::text as total_vnd, is_test from bookings where id = ${bookingId}`,
  );
  if (!b || b.is_test) return false;
  const figures = await creditFigures(tx, b.customer_id, today);
  const priceVnd = b.total_vnd === null ? null : Number(b.total_vnd);
  const decision = creditDecision({ ...figures, priceVnd });
  if (!decision.hold) return false;
  const info: CreditHoldInfo = { reasons: decision.reasons, ...figures, priceVnd };
  await tx.execute(sql`update bookings set credit_hold = true, credit_hold_info = ${JSON.stringify(info)}::jsonb
    where id = ${bookingId}`);
  return true;
}

const dong = (n: number) => new Intl.NumberFormat('vi-VN').format(n);

/** The booking's credit hold as the API shows it, its warning in the caller's language. */
export function creditHoldOf(
  b: { creditHold: boolean; creditHoldInfo: CreditHoldInfo | null; creditReleasedAt: Date | null },
  locale: Locale,
): TCreditHold | null {
  const info = b.creditHoldInfo;
  if (!info) return null;
  const words = info.reasons.map((r) =>
    r === 'LIMIT'
      ? t(locale, 'credit.overLimit', {
          open: dong(Math.max(0, info.openVnd - info.creditVnd)),
          price: dong(info.priceVnd ?? 0),
          limit: dong(info.limitVnd ?? 0),
        })
      : t(locale, 'credit.overdue', { overdue: dong(info.overdueVnd), days: CREDIT_OVERDUE_DAYS }),
  );
  return {
    held: b.creditHold,
    reasons: info.reasons,
    message: words.join(' '),
    openVnd: info.openVnd,
    creditVnd: info.creditVnd,
    priceVnd: info.priceVnd,
    limitVnd: info.limitVnd,
    overdueVnd: info.overdueVnd,
    releasedAt: b.creditReleasedAt ? b.creditReleasedAt.toISOString() : null,
  };
}

/** A manager releases a held booking: the flag goes, the figures and who released it stay. */
export async function releaseCreditHold(db: Db, bookingId: string, actor: Actor) {
  await db.transaction(async (tx) => {
    const [b] = await rowsOf<{ credit_hold: boolean }>(
      tx,
      sql`select credit_hold from bookings where id = ${bookingId} and not is_test for update`,
    );
    if (!b) throw notFound('booking.notFound');
    if (!b.credit_hold) throw conflict('credit.notHeld');
    await tx.execute(sql`update bookings set credit_hold = false, credit_released_at = now(),
        credit_released_by = ${actor.userId}, updated_at = now(), updated_by = ${actor.userId}
      where id = ${bookingId}`);
    await tx.execute(sql`insert into booking_history (booking_id, field, before, after, user_id, at)
      values (${bookingId}, 'creditHold', 'true', 'false', ${actor.userId}, now())`);
  });
}
