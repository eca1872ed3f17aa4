'use client';

import { formatDate, formatNumber, type TPickupItem, todayInHcm } from '@acf/shared';
import {
  ClockCircleOutlined,
  CloudSyncOutlined,
  EnvironmentOutlined,
  PhoneOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Popconfirm, Space, Tag, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { discard, type QueuedAction } from '../offline/queue';
import styles from './driver.module.css';

const mapsLink = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
/** One pickup on the driver's list: who, when, where, a call, a map, and confirm or fail. */
export function PickupCard({
  item,
  waiting,
  onConfirm,
  onFail,
  onDiscarded,
}: {
  item: TPickupItem;
  waiting: QueuedAction | undefined;
  onConfirm: () => void;
  onFail: () => void;
  onDiscarded: () => void;
}) {
  const t = useTranslations('pickupDriver');
  const locale = useLocale() === 'en' ? 'en' : 'vi';
  const p = item.pickup;
  const overdue = p.date < todayInHcm();
  return (
    <Card size="small" data-testid="pickup-card" data-code={item.code} styles={{ body: { padding: 12 } }}>
      <Space direction="vertical" size={6} style={{ width: '100%' }}>
        <Space wrap size={4} style={{ justifyContent: 'space-between', width: '100%' }}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {item.customer.name}
          </Typography.Text>
          <span>
            {waiting && !waiting.refused && (
              <Tag color="blue" icon={<CloudSyncOutlined />} data-testid="waiting-sync">
                {t('waitingSync')}
              </Tag>
            )}
            {item.late && <Tag color="red">{t('late')}</Tag>}
            {item.flagged ? (
              <Tag color="volcano" icon={<WarningOutlined />}>
                {t('flagged', { count: item.failedAttempts })}
              </Tag>
            ) : item.failedAttempts > 0 ? (
              <Tag color="orange">{t('failedBefore', { count: item.failedAttempts })}</Tag>
            ) : null}
          </span>
        </Space>
        <Typography.Text type="secondary">
          {item.code} · {item.trackingNumber}
        </Typography.Text>
        <Space size={4} wrap>
          <ClockCircleOutlined />
          <span>
            {p.timeWindow || t('noWindow')}
            {overdue && ` · ${t('overdueFrom', { date: formatDate(p.date) })}`}
          </span>
          <span>
            · {t('pieces', { count: item.piecesBooked, kg: formatNumber(item.bookedWeight, locale) })}
          </span>
        </Space>
        <a
          href={mapsLink(p.address)}
          target="_blank"
          rel="noreferrer"
          className={styles.map}
          data-testid="map-link"
        >
          <EnvironmentOutlined /> {p.address}
        </a>
        <Space wrap size={8}>
          <span>{p.contactName}</span>
          <Button
            href={`tel:${p.phone.replace(/[^\d+]/g, '')}`}
            icon={<PhoneOutlined />}
            aria-label={t('call', { name: p.contactName })}
            data-testid="call-link"
          >
            {p.phone}
          </Button>
        </Space>
        {item.note && (
          <Typography.Text type="secondary">
            {t('note')}: {item.note}
          </Typography.Text>
        )}
        {waiting?.refused && (
          <Alert
            type="error"
            showIcon
            message={t('refused', { message: waiting.refused })}
            action={
              <Popconfirm
                title={t('discardConfirm', { code: item.code })}
                onConfirm={() => discard(waiting).then(onDiscarded)}
              >
                <Button size="small" danger>
                  {t('discard')}
                </Button>
              </Popconfirm>
            }
          />
        )}
        <Space.Compact block>
          {(
            [
              ['confirm', { type: 'primary' }, '55%', onConfirm],
              ['fail', { danger: true }, '45%', onFail],
            ] as const
          ).map(([action, look, width, onClick]) => (
            <Button
              key={action}
              {...look}
              size="large"
              style={{ width }}
              disabled={Boolean(waiting)}
              onClick={onClick}
              data-testid={`${action}-pickup`}
            >
              {t(action)}
            </Button>
          ))}
        </Space.Compact>
      </Space>
    </Card>
  );
}
