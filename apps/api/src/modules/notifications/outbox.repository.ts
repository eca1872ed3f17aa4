import {
  type Locale,
  type NotificationStatus,
  type NotifyEvent,
  OPT_IN_NOTIFY_EVENTS,
  PARTY_NOTIFY_EVENTS,
  type TNotificationListQuery,
} from '@acf/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import type { NotificationData } from '../../db/schema';

/** An outbox row as the sender and the API read it. */
export interface OutboxRow {
  id: string;
  event: NotifyEvent;
  bookingId: string | null;
  bookingCode: string;
  recipient: 'ACCOUNT' | 'SENDER' | 'RECEIVER';
  to: string;
  language: Locale;
  subject: string;
  data: NotificationData;
  status: NotificationStatus;
  attempts: number;
  lastError: string | null;
  transport: 'smtp' | 'file' | null;
  createdAt: Date;
  sentAt: Date | null;
}

const COLUMNS = sql.raw(`n.id, n.event, n.booking_id as "bookingId", n.booking_code as "bookingCode",
  n.recipient, n.to_address as "to", n.language, n.subject, n.data, n.status, n.attempts,
  n.last_error as "lastError", n.transport, n.created_at as "createdAt", n.sent_at as "sentAt"`);

/** Raw rows give timestamps as text on one driver and as Date on the other. */
export function normalize(r: OutboxRow): OutboxRow {
  return {
    ...r,
    createdAt: new Date(r.createdAt),
    sentAt: r.sentAt == null ? null : new Date(r.sentAt),
    data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data,
  };
}

export interface EnqueueInput {
  event: NotifyEvent;
  /**
   * The tracking event that causes the messages (its public text is what they say); several
   * events of the same kind (a POD import) are queued in one statement.
   */
  eventId: string | string[];
  subject: Record<Locale, string>;
  /**
   * What the event's writer knows and the booking row does not (the POD's receiver). Without
   * it, a delivered booking's POD names the receiver.
   */
  receiverName?: string;
}

/**
 * Writes the messages of one tracking event into the outbox, in the caller's transaction: one
 * statement that reads the booking as the transaction sees it. The account that owns the booking
 * always gets one (SUPPRESSED when it switched the event off, or has not switched on an
 * OPT_IN_NOTIFY_EVENTS one); the sender's and the receiver's
 * e-mails on the booking get IN_TRANSIT, DELIVERED and EXCEPTION (SUPPRESSED when the address
 * unsubscribed). One message per address: the account's wins over a party's.
 * Only public texts are copied: the event's note when PUBLIC, its public text otherwise.
 */
export async function enqueue(tx: DbOrTx, input: EnqueueInput): Promise<number> {
  const ids = Array.isArray(input.eventId) ? input.eventId : [input.eventId];
  if (ids.length === 0) return 0;
  const parties = PARTY_NOTIFY_EVENTS.includes(input.event);
  const optIn = OPT_IN_NOTIFY_EVENTS.includes(input.event);
  const res = await tx.execute(sql`
    insert into notifications (event, booking_id, booking_code, event_id, recipient, user_id,
      to_address, language, subject, data, status)
    select distinct on (e.id, lower(r.email)) ${input.event}, b.id, b.code, e.id, r.kind, r.user_id,
      r.email, r.lang,
      case r.lang when 'vi' then ${input.subject.vi}::text else ${input.subject.en}::text end
        || ' ' || b.code,
      jsonb_build_object(
        'trackingNumber', b.tracking_number,
        'publicVi', case when e.visibility = 'PUBLIC' then e.note_vi else e.public_vi end,
        'publicEn', case when e.visibility = 'PUBLIC' then e.note_en else e.public_en end,
        'occurredAt', e.occurred_at,
        'destination', b.receiver_country,
        'chargeableWeight', b.chargeable_weight,
        'total', b.total,
        'currency', b.price_currency,
        'bookedTotal', case when (b.booked->>'total')::numeric <> b.total
          then (b.booked->>'total')::numeric end,
        'receiverName', coalesce(${input.receiverName ?? null}::text,
          (select d.receiver_name from booking_deliveries d where d.booking_id = b.id), b.receiver_name)),
      case when r.off then 'SUPPRESSED' else 'QUEUED' end
    from booking_events e
    join bookings b on b.id = e.booking_id
    join customers c on c.id = b.customer_id
    left join users u on u.id = c.portal_user_id
    cross join lateral (values
      (0, 'ACCOUNT', u.id, coalesce(nullif(u.email, ''), c.email), coalesce(u.language, 'vi'),
        case when ${optIn} then not ${input.event} = any(coalesce(u.notify_on, '{}'::text[]))
          else ${input.event} = any(coalesce(u.notify_off, '{}'::text[])) end),
      (1, 'SENDER', null::uuid, b.sender->>'email',
        case when b.sender->>'country' = 'VN' then 'vi' else 'en' end,
        exists (select 1 from notification_unsubscribes x where x.email = lower(b.sender->>'email'))),
      (2, 'RECEIVER', null::uuid, b.receiver->>'email',
        case when b.receiver->>'country' = 'VN' then 'vi' else 'en' end,
        exists (select 1 from notification_unsubscribes x where x.email = lower(b.receiver->>'email')))
    ) as r(rank, kind, user_id, email, lang, off)
    where e.id = any(string_to_array(${ids.join(',')}, ',')::uuid[])
      and not b.is_test
      and coalesce(r.email, '') <> ''
      and (r.kind = 'ACCOUNT' or ${parties})
    order by e.id, lower(r.email), r.rank`);
  return (res as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
}

/** The claimed messages (the outbox runner's `claimed` rows) as the sender reads them. */
export const readClaimed = (claimed: SQL) => sql`select ${COLUMNS} from ${claimed} n`;

/** A message's own columns when it is sent (`now`: the runner's clock). */
export const sentColumns = (transport: string) => (now: SQL) =>
  sql`sent_at = ${now}, transport = ${transport}`;

export async function list(db: DbOrTx, q: TNotificationListQuery) {
  const where: SQL[] = [sql`true`];
  if (q.status) where.push(sql`n.status = ${q.status}`);
  if (q.event) where.push(sql`n.event = ${q.event}`);
  if (q.bookingId) where.push(sql`n.booking_id = ${q.bookingId}`);
  const cond = and(...where)!;
  const [rows, count] = await Promise.all([
    rowsOf<OutboxRow>(
      db,
      sql`select ${COLUMNS} from notifications n where ${cond}
        order by n.created_at desc, n.id desc
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from notifications n where ${cond}`),
  ]);
  return { rows: rows.map(normalize), total: count[0]?.n ?? 0 };
}

export async function find(db: DbOrTx, id: string): Promise<OutboxRow | undefined> {
  const [row] = await rowsOf<OutboxRow>(db, sql`select ${COLUMNS} from notifications n where n.id = ${id}`);
  return row && normalize(row);
}

/** A manager's resend: a new message with the same content (its own Message-ID), queued now. */
export async function insertResend(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into notifications (event, booking_id, booking_code, event_id, recipient, user_id,
        to_address, language, subject, data, status, resend_of)
      select event, booking_id, booking_code, event_id, recipient, user_id, to_address, language,
        subject, data, 'QUEUED', id
      from notifications where id = ${id}
      returning id`,
  );
  return row?.id;
}

/** Whether any message is due now (the sender's poll, cheap on the partial index). */
export async function anyDue(db: DbOrTx): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from notifications where status = 'QUEUED' and next_attempt_at <= now() limit 1`,
  );
  return rows.length > 0;
}
