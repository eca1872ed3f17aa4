import type { NotifyEvent } from '@acf/shared';
import type { DbOrTx } from '../../db/client';
import { enqueue } from './outbox.repository';
import { subjectOf } from './templates';

/**
 * The one hook of the writers of tracking events (bookings, pickups, operations, manifests):
 * called in the transaction that wrote event `eventId`, it writes that event's messages into the
 * outbox. The event's rollback takes them with it; its commit makes them durable.
 */
export function queueNotifications(
  tx: DbOrTx,
  event: NotifyEvent,
  eventId: string | string[],
  extra: { receiverName?: string } = {},
) {
  return enqueue(tx, {
    event,
    eventId,
    subject: { vi: subjectOf(event, 'vi'), en: subjectOf(event, 'en') },
    receiverName: extra.receiverName,
  });
}
