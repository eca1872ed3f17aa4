'use client';

import {
  customsLines,
  formatDate,
  formatDateTime,
  formatHsCode,
  formatMoney,
  formatPercent,
  formatPhoneFor,
  formatWeight,
  ISO_CURRENCY,
  type Locale,
  PICKUP_FLAG_AFTER,
} from '@acf/shared';
import { App, Button, Descriptions, Drawer, Space, Spin, Tag, Timeline, Tooltip, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useCan } from '@/components/manager-shell/manager-context';
import { useCodes } from '@/lib/codes';
import { useCancelBooking } from '../api/customer-actions';
import { downloadCustomsDocument } from '../api/download-customs';
import { downloadLabel } from '../api/download-label';
import { useBooking, useBookingEvents } from '../api/get-booking';
import { BookedVsMeasured } from './booked-vs-measured';
import { BookingFiles } from './booking-files';
import { BookingMessages } from './booking-messages';
import { BookingPieces } from './booking-pieces';
import { EditBookingModal } from './edit-booking-modal';
import { PiecesMissingTag, StatusTag, TestBadge } from './status-tag';

/**
 * A booking's details (with its pickup driver, failed attempts and, once measured, the figures
 * as booked beside the measured ones), its event timeline and its label.
 */
export function BookingDrawer({
  id,
  onClose,
  customerActions = false,
}: {
  id: string | null;
  onClose: () => void;
  /** The customer's own list: cancel and edit while the booking is BOOKED. */
  customerActions?: boolean;
}) {
  const t = useTranslations('bookings');
  const codes = useCodes();
  const { modal, message } = App.useApp();
  const cancel = useCancelBooking();
  const [editing, setEditing] = useState(false);
  const locale = useLocale() as Locale;
  const booking = useBooking(id);
  const events = useBookingEvents(id);
  // The e-mails sent for the booking: operations staff (the notifications API's permission).
  const seesMessages = useCan('manage_operate');
  const b = booking.data;
  // Closed, the focus goes back to the code that opened it, even when the list was drawn again
  // meanwhile (a refetch replaces the button antd would have gone back to). It moves as soon as
  // the drawer is told to close: the drawer's focus lock is released by then, and waiting for
  // the end of its closing animation left the focus on the page's body when the panel went.
  const lastId = useRef<string | null>(null);
  useEffect(() => {
    if (id) {
      lastId.current = id;
      return;
    }
    if (!lastId.current) return;
    document.querySelector<HTMLElement>(`[data-booking-open="${CSS.escape(lastId.current)}"]`)?.focus();
    lastId.current = null;
  }, [id]);
  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      title={b?.code ?? t('detail')}
      size={520}
      // Never wider than the screen: on a 390 px phone the panel's left side was cut off.
      styles={{ wrapper: { maxWidth: '100vw' } }}
      destroyOnHidden
    >
      {!b ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('trackingNumber')}>{b.trackingNumber}</Descriptions.Item>
            <Descriptions.Item label={t('status')}>
              <StatusTag status={b.status} />
              {b.test && <TestBadge />}
              {b.piecesMissing && <PiecesMissingTag />}
            </Descriptions.Item>
            <Descriptions.Item label={t('createdAt')}>{formatDateTime(b.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('customer')}>
              {b.customer.name} ({b.customer.code})
            </Descriptions.Item>
            <Descriptions.Item label={t('service')}>
              {codes.service(b.service)} · {codes.carrier(b.carrier)}
            </Descriptions.Item>
            <Descriptions.Item label={t('sender')}>
              {b.sender.name}, {formatPhoneFor(b.sender.phone, b.sender.country)}, {b.sender.city},{' '}
              {b.sender.country}
            </Descriptions.Item>
            <Descriptions.Item label={t('receiver')}>
              {b.receiver.name}, {formatPhoneFor(b.receiver.phone, b.receiver.country)}, {b.receiver.city},{' '}
              {b.receiver.country}
              {b.receiver.customsCode ? ` · ${b.receiver.customsCode}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('pickupDate')}>
              <span data-testid="drawer-pickup">
                {formatDate(b.pickup.date)}
                {b.pickup.timeWindow ? ` · ${b.pickup.timeWindow}` : ''}
              </span>
            </Descriptions.Item>
            {b.pickup.address ? (
              <Descriptions.Item label={t('pickupAddress')}>{b.pickup.address}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('pickupDriver')}>
              <span data-testid="drawer-assignee">{b.assignee?.fullName ?? t('noPickupDriver')}</span>
            </Descriptions.Item>
            {b.failedAttempts > 0 && (
              <Descriptions.Item label={t('failedAttempts')}>
                <span data-testid="drawer-failed-attempts">{b.failedAttempts}</span>
                {b.failedAttempts >= PICKUP_FLAG_AFTER && (
                  <Tag color="red" style={{ marginLeft: 8 }}>
                    {t('callCustomer')}
                  </Tag>
                )}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('goodsDescription')}>{b.goodsDescription}</Descriptions.Item>
            {b.receiver.country !== 'VN' && (
              <Descriptions.Item label={t('customs.lines')}>
                {/* Goods lines, or a booking's single description as one line (made before lines). */}
                <ol style={{ margin: 0, paddingInlineStart: 18 }} data-testid="drawer-goods-lines">
                  {customsLines(b).map((l, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is theirs
                    <li key={i}>
                      {l.description}
                      {l.hsCode && ` · ${t('customs.hsShort')} ${formatHsCode(l.hsCode)}`}
                      {l.originCountry && ` · ${l.originCountry}`}
                      {' · '}
                      {t('customs.lineSummary', {
                        quantity: l.quantity,
                        unitValue: formatMoney(l.unitValue, b.currency, locale),
                      })}
                    </li>
                  ))}
                </ol>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('chargeableWeight')}>
              {formatWeight(b.chargeableWeight, locale)}
            </Descriptions.Item>
            {b.price.lines.length > 0
              ? // Priced by a rate card: its lines as quoted, each with why (issue 33).
                b.price.lines.map((l) => (
                  <Descriptions.Item key={l.code} label={l.label}>
                    <span data-testid={`drawer-line-${l.code}`}>
                      {formatMoney(l.amount, ISO_CURRENCY[l.currency], locale)}
                      {!l.counted && ` (${t('quote.notCounted')})`}
                    </span>
                    {l.explanation && (
                      <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.55)' }}>{l.explanation}</div>
                    )}
                  </Descriptions.Item>
                ))
              : [
                  <Descriptions.Item key="base" label={t('baseFee')}>
                    {formatMoney(b.price.baseFee, b.price.currency, locale)}
                  </Descriptions.Item>,
                  ...b.price.surcharges.map((s) => (
                    <Descriptions.Item key={s.code} label={locale === 'vi' ? s.nameVi : s.nameEn}>
                      {formatMoney(s.total, s.currency, locale)}
                    </Descriptions.Item>
                  )),
                  <Descriptions.Item key="discount" label={t('discount')}>
                    {formatPercent(b.price.discountPercent, locale)} (
                    {formatMoney(b.price.discount, b.price.currency, locale)})
                  </Descriptions.Item>,
                ]}
            <Descriptions.Item label={t('total')}>
              <strong data-testid="drawer-total">
                {formatMoney(b.price.total, ISO_CURRENCY[b.price.currency], locale)}
              </strong>
              {b.price.currency !== 'VND' && b.price.totalVnd !== null && (
                <div data-testid="drawer-total-vnd">
                  {t('quote.vnd', { amount: formatMoney(b.price.totalVnd, 'VND', locale) })}
                </div>
              )}
            </Descriptions.Item>
          </Descriptions>
          <BookingPieces booking={b} />
          <BookedVsMeasured booking={b} />
          <BookingFiles bookingId={b.id} />
          <Space wrap style={{ margin: '16px 0' }}>
            {/* A cancelled booking ships nothing, so it has no label (the API refuses one too). */}
            <Tooltip title={b.status === 'CANCELLED' ? t('labelCancelled') : undefined}>
              <Button
                type="primary"
                disabled={b.status === 'CANCELLED'}
                onClick={() => downloadLabel(b.id, b.code)}
                data-testid="drawer-print-label"
              >
                {t('printLabel')}
              </Button>
            </Tooltip>
            {b.receiver.country !== 'VN' && (
              <>
                <Button
                  data-testid="drawer-commercial-invoice"
                  onClick={() => downloadCustomsDocument(b.id, b.code, 'commercial-invoice')}
                >
                  {t('customs.printInvoice')}
                </Button>
                <Button
                  data-testid="drawer-packing-list"
                  onClick={() => downloadCustomsDocument(b.id, b.code, 'packing-list')}
                >
                  {t('customs.printPackingList')}
                </Button>
              </>
            )}
            {customerActions && b.status === 'BOOKED' && (
              <>
                <Button onClick={() => setEditing(true)} data-testid="edit-booking-open">
                  {t('edit.open')}
                </Button>
                <Button
                  danger
                  data-testid="cancel-booking"
                  onClick={() =>
                    // The seed's confirmation: 'Thông báo', the question, 'Đồng ý' / 'Không'.
                    modal.confirm({
                      title: t('cancelConfirm.title'),
                      content: t('cancelConfirm.text', { code: b.code }),
                      okText: t('cancelConfirm.ok'),
                      cancelText: t('cancelConfirm.no'),
                      okButtonProps: { danger: true },
                      onOk: async () => {
                        try {
                          await cancel.mutateAsync(b.id);
                          message.success(t('cancelConfirm.done', { code: b.code }));
                        } catch (err) {
                          message.error((err as Error).message);
                        }
                      },
                    })
                  }
                >
                  {t('cancelBooking')}
                </Button>
              </>
            )}
          </Space>
          {editing && <EditBookingModal booking={b} onClose={() => setEditing(false)} />}
          <h3>{t('events')}</h3>
          <Timeline
            items={[...(events.data?.results ?? [])].reverse().map((e) => ({
              key: e.id,
              title: formatDateTime(e.time),
              content: (
                <>
                  <StatusTag status={e.status} /> {e.place}
                  <div>
                    {e.visibility === 'INTERNAL' && (
                      <Tag color="orange" data-testid="event-internal">
                        {t('visibility.INTERNAL')}
                      </Tag>
                    )}
                    {e.note}
                  </div>
                  {e.visibility === 'INTERNAL' && e.publicNote && (
                    <Typography.Text type="secondary">
                      {t('customerReads', { text: e.publicNote })}
                    </Typography.Text>
                  )}
                </>
              ),
            }))}
          />
          {seesMessages && <BookingMessages bookingId={b.id} />}
        </>
      )}
    </Drawer>
  );
}

/**
 * A booking's details a tap away from another page's rows, when the role may read bookings: what
 * opens one (undefined otherwise, so the rows offer nothing), and the drawer to put on the page.
 */
export function useBookingDrawer() {
  const canRead = useCan('get_list_booking');
  const [open, setOpen] = useState<string | null>(null);
  return {
    openBooking: canRead ? setOpen : undefined,
    drawer: <BookingDrawer id={open} onClose={() => setOpen(null)} />,
  };
}
