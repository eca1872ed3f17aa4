import type { TWebhook, TWebhookDelivery, WebhookDeliveryStatus, WebhookEventType } from '@acf/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';

const ts = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

export interface EndpointRow {
  id: string;
  customerId: string;
  url: string;
  events: WebhookEventType[];
  description: string;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
  enabled: boolean;
  disabledAt: Date | null;
  createdAt: Date;
}

const ENDPOINT = sql.raw(`w.id, w.customer_id as "customerId", w.url, w.events, w.description, w.secret,
  w.previous_secret as "previousSecret", w.previous_secret_until as "previousSecretUntil", w.enabled,
  w.disabled_at as "disabledAt", w.created_at as "createdAt"`);

function endpoint(r: EndpointRow): EndpointRow {
  return {
    ...r,
    events: typeof r.events === 'string' ? parseArray(r.events) : r.events,
    previousSecretUntil: r.previousSecretUntil == null ? null : new Date(r.previousSecretUntil),
    disabledAt: r.disabledAt == null ? null : new Date(r.disabledAt),
    createdAt: new Date(r.createdAt),
  };
}
/** A text[] as `{a,b}` (a driver that answers arrays as text). */
function parseArray(v: string) {
  return v
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean) as WebhookEventType[];
}

/** The API's view of an endpoint (never its secrets). */
export function toWebhook(r: EndpointRow, now = Date.now()): TWebhook {
  return {
    id: r.id,
    url: r.url,
    events: r.events,
    description: r.description,
    enabled: r.enabled,
    disabledAt: ts(r.disabledAt),
    rotationEndsAt:
      r.previousSecret && r.previousSecretUntil && r.previousSecretUntil.getTime() > now
        ? r.previousSecretUntil.toISOString()
        : null,
    createdAt: ts(r.createdAt)!,
  };
}

export async function listEndpoints(db: DbOrTx, customerId: string) {
  const rows = await rowsOf<EndpointRow>(
    db,
    sql`select ${ENDPOINT} from webhook_endpoints w where w.customer_id = ${customerId}
      order by w.created_at, w.id`,
  );
  return rows.map(endpoint);
}

/** An endpoint of this customer (another customer's is not found). */
export async function findEndpoint(db: DbOrTx, id: string, customerId: string | null) {
  const [row] = await rowsOf<EndpointRow>(
    db,
    sql`select ${ENDPOINT} from webhook_endpoints w
      where w.id = ${id} and (${customerId}::uuid is null or w.customer_id = ${customerId}::uuid)`,
  );
  return row && endpoint(row);
}

export async function insertEndpoint(
  db: DbOrTx,
  v: { customerId: string; url: string; events: WebhookEventType[]; description: string; secret: string },
) {
  const [row] = await rowsOf<EndpointRow>(
    db,
    sql`insert into webhook_endpoints as w (customer_id, url, events, description, secret)
      values (${v.customerId}, ${v.url}, ${toArray(v.events)}::text[], ${v.description}, ${v.secret})
      returning ${ENDPOINT}`,
  );
  return endpoint(row!);
}

const toArray = (v: string[]) => `{${v.join(',')}}`;

export async function updateEndpoint(
  db: DbOrTx,
  id: string,
  customerId: string,
  v: { url?: string; events?: WebhookEventType[]; description?: string; enabled?: boolean },
) {
  const [row] = await rowsOf<EndpointRow>(
    db,
    sql`update webhook_endpoints w set
        url = coalesce(${v.url ?? null}::text, url),
        events = coalesce(${v.events ? toArray(v.events) : null}::text[], events),
        description = coalesce(${v.description ?? null}::text, description),
        enabled = coalesce(${v.enabled ?? null}::boolean, enabled),
        -- Enabled again: its failures are forgiven; disabled by hand: no e-mail about it.
        failed_in_row = case when ${v.enabled ?? null}::boolean then 0 else failed_in_row end,
        disabled_at = case when ${v.enabled ?? null}::boolean then null
          when ${v.enabled ?? null}::boolean = false and enabled then now() else disabled_at end,
        updated_at = now()
      where w.id = ${id} and w.customer_id = ${customerId}
      returning ${ENDPOINT}`,
  );
  return row && endpoint(row);
}

export async function deleteEndpoint(db: DbOrTx, id: string, customerId: string) {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`delete from webhook_endpoints where id = ${id} and customer_id = ${customerId} returning id`,
  );
  return rows.length > 0;
}

/** A new secret; the current one keeps signing beside it until `until`. */
export async function rotateSecret(db: DbOrTx, id: string, customerId: string, secret: string, until: Date) {
  const [row] = await rowsOf<EndpointRow>(
    db,
    sql`update webhook_endpoints w set previous_secret = secret, previous_secret_until = ${until.toISOString()},
        secret = ${secret}, updated_at = now()
      where w.id = ${id} and w.customer_id = ${customerId}
      returning ${ENDPOINT}`,
  );
  return row && endpoint(row);
}

/**
 * The webhook hook of the writers of booking events: in the transaction that wrote event
 * `eventId`, one row per enabled endpoint of the booking's customer that listens to `type`,
 * carrying the booking's public view as it is now (public events only, never an INTERNAL note)
 * and its price as stored when it was priced (lines in both languages; never the cost).
 * One statement; it writes nothing when the customer has no such endpoint.
 */
export async function enqueueBookingEvent(db: DbOrTx, type: WebhookEventType, eventId: string) {
  await db.execute(sql`
    insert into webhook_deliveries (endpoint_id, event_id, type, booking_id, event_at, data)
    select w.id, e.id, ${type}, b.id, e.created_at, jsonb_build_object('booking', jsonb_build_object(
        'id', b.id, 'code', b.code, 'trackingNumber', b.tracking_number, 'status', b.status,
        'test', b.is_test, 'service', b.service, 'carrier', b.carrier,
        'receiverCountry', b.receiver_country, 'createdAt', b.created_at,
        'chargeableWeight', b.chargeable_weight,
        'price', jsonb_build_object(
          'currency', b.price_currency, 'total', b.total, 'vat', b.vat, 'totalVnd', b.total_vnd,
          'fx', case when b.fx_rate is not null then jsonb_build_object('rate', b.fx_rate, 'day', b.fx_day) end,
          'lines', (
            select coalesce(jsonb_agg(jsonb_build_object(
                'code', l.line->>'code', 'amount', l.line->'amount', 'currency', l.line->>'currency',
                'counted', l.line->'counted',
                'label', jsonb_build_object('vi', l.line->>'labelVi', 'en', l.line->>'labelEn'),
                'explanation', jsonb_build_object('vi', l.line->>'explanationVi', 'en', l.line->>'explanationEn'))
              order by l.n), '[]'::jsonb)
            from jsonb_array_elements(coalesce(b.price_lines, '[]'::jsonb)) with ordinality l(line, n))),
        'events', (
          select coalesce(jsonb_agg(jsonb_build_object(
              'status', x.status, 'time', x.occurred_at, 'place', x.place,
              'note', jsonb_build_object(
                'vi', case when x.visibility = 'PUBLIC' then x.note_vi else x.public_vi end,
                'en', case when x.visibility = 'PUBLIC' then x.note_en else x.public_en end))
            order by x.occurred_at, x.created_at), '[]'::jsonb)
          from booking_events x
          where x.booking_id = b.id and (x.visibility = 'PUBLIC' or x.public_vi <> ''))))
    from booking_events e
    join bookings b on b.id = e.booking_id
    join webhook_endpoints w on w.customer_id = b.customer_id and w.enabled and ${type} = any(w.events)
    where e.id = ${eventId}`);
}

/** A ping of an endpoint, due now. */
export async function insertPing(db: DbOrTx, endpointId: string, eventId: string, now: Date) {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into webhook_deliveries (endpoint_id, event_id, type, data, next_attempt_at)
      values (${endpointId}, ${eventId}, 'ping', ${JSON.stringify({ endpointId })}::jsonb, ${now.toISOString()})
      returning id`,
  );
  return row!.id;
}

/** A customer's resend: a new delivery of the same event (same id and body), due now. */
export async function insertResend(db: DbOrTx, id: string, endpointId: string, now: Date) {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into webhook_deliveries (endpoint_id, event_id, type, booking_id, event_at, data, resend_of, next_attempt_at)
      select endpoint_id, event_id, type, booking_id, event_at, data, id, ${now.toISOString()}
      from webhook_deliveries where id = ${id} and endpoint_id = ${endpointId}
      returning id`,
  );
  return row?.id;
}

interface DeliveryRow {
  id: string;
  eventId: string;
  type: TWebhookDelivery['type'];
  bookingId: string | null;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastDurationMs: number | null;
  lastResponse: string | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string;
  createdAt: string;
  deliveredAt: string | null;
}

/** The attempt log of an endpoint, newest first. */
export async function listDeliveries(db: DbOrTx, endpointId: string, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    rowsOf<DeliveryRow>(
      db,
      sql`select d.id, d.event_id as "eventId", d.type, d.booking_id as "bookingId", d.status, d.attempts,
          d.last_status_code as "lastStatusCode", d.last_duration_ms as "lastDurationMs",
          d.last_response as "lastResponse", d.last_error as "lastError", d.last_attempt_at as "lastAttemptAt",
          d.next_attempt_at as "nextAttemptAt", d.created_at as "createdAt", d.delivered_at as "deliveredAt"
        from webhook_deliveries d where d.endpoint_id = ${endpointId}
        order by d.created_at desc, d.id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from webhook_deliveries where endpoint_id = ${endpointId}`,
    ),
  ]);
  const results: TWebhookDelivery[] = rows.map((r) => ({
    id: r.id,
    eventId: r.eventId,
    type: r.type,
    bookingId: r.bookingId,
    status: r.status,
    attempts: Number(r.attempts),
    statusCode: r.lastStatusCode == null ? null : Number(r.lastStatusCode),
    durationMs: r.lastDurationMs == null ? null : Number(r.lastDurationMs),
    response: r.lastResponse,
    error: r.lastError,
    lastAttemptAt: ts(r.lastAttemptAt),
    nextRetryAt: r.status === 'QUEUED' ? ts(r.nextAttemptAt) : null,
    createdAt: ts(r.createdAt)!,
    deliveredAt: ts(r.deliveredAt),
  }));
  return { results, total: count[0]?.n ?? 0 };
}

/** A delivery as the sender reads it, with its endpoint's URL and secrets. */
export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  eventId: string;
  type: string;
  data: unknown;
  attempts: number;
  createdAt: Date;
  eventAt: Date;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
}

/** The claimed deliveries (the outbox runner's `claimed` rows), with their endpoint's URL and secrets. */
export const readClaimed = (claimed: SQL) =>
  sql`select c.id, c.endpoint_id as "endpointId", c.event_id as "eventId", c.type, c.data, c.attempts,
      c.created_at as "createdAt", c.event_at as "eventAt", w.url, w.secret, w.previous_secret as "previousSecret",
      w.previous_secret_until as "previousSecretUntil"
    from ${claimed} c join webhook_endpoints w on w.id = c.endpoint_id`;

export function toClaimedDelivery(r: ClaimedDelivery): ClaimedDelivery {
  return {
    ...r,
    data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data,
    createdAt: new Date(r.createdAt),
    eventAt: new Date(r.eventAt),
    previousSecretUntil: r.previousSecretUntil == null ? null : new Date(r.previousSecretUntil),
  };
}

export interface AttemptResult {
  statusCode: number | null;
  durationMs: number;
  response: string;
  error: string | null;
}

/** The attempt's log on the delivery row (`now`: the sender's clock); `delivered_at` on a 2xx. */
export const attemptColumns = (r: AttemptResult, delivered: boolean) => (now: SQL) =>
  sql`last_attempt_at = ${now}, last_status_code = ${r.statusCode}, last_duration_ms = ${r.durationMs},
    last_response = ${r.response}${delivered ? sql`, delivered_at = ${now}` : sql``}`;

/** With a DELIVERED row (`recorded`): the endpoint's run of failures ends. */
export const endRunOfFailures = () =>
  sql`update webhook_endpoints set failed_in_row = 0
    where id in (select endpoint_id from recorded) and failed_in_row <> 0`;

/**
 * With a failed attempt (`recorded`): a FAILED delivery adds to the endpoint's run; the
 * `disableAfter`-th disables it and leaves the e-mail to its customer to be sent. Returns
 * `disabled` when this disabled the endpoint.
 */
export const addToRunOfFailures = (disableAfter: number) => (now: SQL) =>
  sql`update webhook_endpoints w set failed_in_row = w.failed_in_row + 1,
      enabled = case when w.failed_in_row + 1 >= ${disableAfter} then false else w.enabled end,
      disabled_at = case when w.failed_in_row + 1 >= ${disableAfter} and w.enabled then ${now}
        else w.disabled_at end,
      disabled_notice_pending = w.disabled_notice_pending
        or (w.failed_in_row + 1 >= ${disableAfter} and w.enabled)
    from recorded d where w.id = d.endpoint_id and d.status = 'FAILED'
    returning (w.enabled = false and w.disabled_notice_pending) as disabled`;

/** Endpoints disabled by failures whose customer has not been told yet. */
export async function pendingDisabledNotices(db: DbOrTx) {
  return rowsOf<{ id: string; url: string; email: string; language: 'vi' | 'en' }>(
    db,
    sql`select w.id, w.url, coalesce(nullif(u.email, ''), c.email) as email, coalesce(u.language, 'vi') as language
      from webhook_endpoints w join customers c on c.id = w.customer_id
      left join users u on u.id = c.portal_user_id
      where w.disabled_notice_pending
      limit 20`,
  );
}

export async function clearDisabledNotice(db: DbOrTx, id: string) {
  await db.execute(sql`update webhook_endpoints set disabled_notice_pending = false where id = ${id}`);
}

/** Test bookings older than `days` (their events, deliveries… go with them). */
export async function deleteTestBookings(db: DbOrTx, now: Date, days: number) {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`delete from bookings where is_test and created_at < ${new Date(now.getTime() - days * 86_400_000).toISOString()}
      returning id`,
  );
  return rows.length;
}
