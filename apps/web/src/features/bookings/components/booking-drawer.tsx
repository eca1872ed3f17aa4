'use client';

import { formatDate, formatDateTime, formatMoney, type Locale } from '@acf/shared';
import { Button, Descriptions, Drawer, Spin, Timeline } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { downloadLabel } from '../api/download-label';
import { useBooking, useBookingEvents } from '../api/get-booking';
import { StatusTag } from './status-tag';

/** A booking's details, its event timeline and its label. */
export function BookingDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const t = useTranslations('bookings');
  const locale = useLocale() as Locale;
  const booking = useBooking(id);
  const events = useBookingEvents(id);
  const b = booking.data;
  return (
    <Drawer open={!!id} onClose={onClose} title={b?.code ?? t('detail')} size={520} destroyOnHidden>
      {!b ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('trackingNumber')}>{b.trackingNumber}</Descriptions.Item>
            <Descriptions.Item label={t('status')}>
              <StatusTag status={b.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('createdAt')}>{formatDateTime(b.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('customer')}>
              {b.customer.name} ({b.customer.code})
            </Descriptions.Item>
            <Descriptions.Item label={t('service')}>
              {b.service} · {b.carrier}
            </Descriptions.Item>
            <Descriptions.Item label={t('sender')}>
              {b.sender.name}, {b.sender.city}, {b.sender.country}
            </Descriptions.Item>
            <Descriptions.Item label={t('receiver')}>
              {b.receiver.name}, {b.receiver.city}, {b.receiver.country}
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
            <Descriptions.Item label={t('goodsDescription')}>{b.goodsDescription}</Descriptions.Item>
            <Descriptions.Item label={t('chargeableWeight')}>
              {t('kg', { value: b.chargeableWeight })}
            </Descriptions.Item>
            <Descriptions.Item label={t('baseFee')}>
              {formatMoney(b.price.baseFee, b.price.currency, locale)}
            </Descriptions.Item>
            {b.price.surcharges.map((s) => (
              <Descriptions.Item key={s.code} label={locale === 'vi' ? s.nameVi : s.nameEn}>
                {formatMoney(s.total, s.currency, locale)}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={t('discount')}>
              {b.price.discountPercent}% ({formatMoney(b.price.discount, b.price.currency, locale)})
            </Descriptions.Item>
            <Descriptions.Item label={t('total')}>
              <strong>{formatMoney(b.price.total, b.price.currency, locale)}</strong>
            </Descriptions.Item>
          </Descriptions>
          <Button style={{ margin: '16px 0' }} type="primary" onClick={() => downloadLabel(b.id, b.code)}>
            {t('printLabel')}
          </Button>
          <h3>{t('events')}</h3>
          <Timeline
            items={[...(events.data?.results ?? [])].reverse().map((e) => ({
              key: e.id,
              title: formatDateTime(e.time),
              content: (
                <>
                  <StatusTag status={e.status} /> {e.place}
                  <div>{e.note}</div>
                </>
              ),
            }))}
          />
        </>
      )}
    </Drawer>
  );
}
