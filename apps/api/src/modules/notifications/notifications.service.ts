import {
  type Locale,
  NOTIFY_EVENTS,
  type NotifyEvent,
  OPT_IN_NOTIFY_EVENTS,
  type TNotification,
  type TNotificationDetail,
  type TNotificationListQuery,
  type TNotificationSettings,
  type TNotificationSettingsUpdate,
  toPage,
} from '@acf/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { notificationUnsubscribes, users } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-markers';
import * as outbox from './outbox.repository';
import type { Sender } from './sender';
import { verifyUnsubscribeToken } from './unsubscribe';

function toNotification(r: outbox.OutboxRow, domain: string): TNotification {
  return {
    id: r.id,
    event: r.event,
    bookingId: r.bookingId,
    bookingCode: r.bookingCode,
    recipient: r.recipient,
    to: r.to,
    language: r.language,
    subject: r.subject,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    transport: r.transport,
    messageId: `<${r.id}@${domain}>`,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  };
}

export async function listNotifications(db: DbOrTx, sender: Sender, q: TNotificationListQuery) {
  const { rows, total } = await outbox.list(db, q);
  return {
    ...toPage(
      rows.map((r) => toNotification(r, sender.domain)),
      total,
      q,
    ),
    total,
  };
}

/** One message with its text and HTML, rendered as it was (or will be) sent. */
export async function getNotification(db: DbOrTx, sender: Sender, id: string): Promise<TNotificationDetail> {
  const row = await outbox.find(db, id);
  if (!row) throw notFound('notification.notFound');
  const company = await sender.companyLines();
  const { text, html } = sender.render(row, company[row.language]);
  return { ...toNotification(row, sender.domain), text, html };
}

/** A manager's resend: a new message, queued now, with the content of the first. */
export async function resendNotification(db: Db, sender: Sender, id: string): Promise<TNotification> {
  const newId = await outbox.insertResend(db, id);
  if (!newId) throw notFound('notification.notFound');
  const row = await outbox.find(db, newId);
  return toNotification(row!, sender.domain);
}

export async function notificationSettings(db: DbOrTx, actor: Actor): Promise<TNotificationSettings> {
  const [u] = await db
    .select({ language: users.language, off: users.notifyOff, on: users.notifyOn })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!u) throw notFound();
  const off = new Set(u.off);
  const on = new Set(u.on);
  const isOn = (e: NotifyEvent) => (OPT_IN_NOTIFY_EVENTS.includes(e) ? on.has(e) : !off.has(e));
  return {
    language: u.language as Locale,
    events: Object.fromEntries(NOTIFY_EVENTS.map((e) => [e, isOn(e)])) as Record<NotifyEvent, boolean>,
  };
}

export async function updateNotificationSettings(
  db: Db,
  actor: Actor,
  input: TNotificationSettingsUpdate,
): Promise<TNotificationSettings> {
  const current = await notificationSettings(db, actor);
  const events = { ...current.events, ...input.events };
  const off = NOTIFY_EVENTS.filter((e) => !OPT_IN_NOTIFY_EVENTS.includes(e) && events[e] === false);
  const on = OPT_IN_NOTIFY_EVENTS.filter((e) => events[e] === true);
  await db
    .update(users)
    .set({
      language: input.language ?? current.language,
      notifyOff: off,
      notifyOn: on,
      updatedAt: new Date(),
    })
    .where(eq(users.id, actor.userId));
  return notificationSettings(db, actor);
}

/** Unsubscribes the address a signed token names; a second use of it is a 409. */
export async function unsubscribe(db: Db, secret: Uint8Array, token: string | undefined) {
  if (!token) throw fieldError('token', 'validation.required');
  const email = verifyUnsubscribeToken(secret, token);
  if (!email) throw fieldError('token', 'notification.tokenInvalid');
  const inserted = await db
    .insert(notificationUnsubscribes)
    .values({ email })
    .onConflictDoNothing()
    .returning({ email: notificationUnsubscribes.email });
  if (inserted.length === 0)
    throw new AppError('ALREADY_UNSUBSCRIBED', 409, 'notification.alreadyUnsubscribed');
  // Messages to that address still waiting are not sent.
  await db.execute(
    sql`update notifications set status = 'SUPPRESSED', claim_token = null
      where status = 'QUEUED' and recipient <> 'ACCOUNT' and lower(to_address) = ${email}`,
  );
  return { email, unsubscribed: true as const };
}
