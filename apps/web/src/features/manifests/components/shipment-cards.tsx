'use client';

import { formatMoney, type TManifestShipment } from '@acf/shared';
import { Card, Checkbox, Descriptions, List } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PiecesScanned } from './pieces-scanned';

/**
 * A manifest's shipments on a phone: one card each, its actions (remove, record the delivery) a
 * full-width button inside the screen, where a table's last column would sit off to the side.
 */
export function ShipmentCards({
  shipments,
  selection,
  actions,
  kg,
}: {
  shipments: TManifestShipment[];
  selection?: { selected: string[]; onChange: (numbers: string[]) => void };
  actions: (s: TManifestShipment) => ReactNode;
  kg: (n: number) => ReactNode;
}) {
  const t = useTranslations('manifests');
  const tb = useTranslations('bookings');
  const lang = useLocale() === 'en' ? 'en' : 'vi';
  return (
    <List
      dataSource={shipments}
      rowKey="bookingId"
      data-testid="manifest-shipment-cards"
      pagination={shipments.length > 50 ? { pageSize: 50, size: 'small' } : false}
      renderItem={(s) => {
        const action = actions(s);
        return (
          <List.Item style={{ padding: '4px 0', border: 0 }}>
            <Card
              size="small"
              style={{ width: '100%' }}
              data-testid="manifest-shipment-card"
              data-status={s.status}
              title={
                selection ? (
                  <Checkbox
                    checked={selection.selected.includes(s.trackingNumber)}
                    onChange={(e) =>
                      selection.onChange(
                        e.target.checked
                          ? [...selection.selected, s.trackingNumber]
                          : selection.selected.filter((n) => n !== s.trackingNumber),
                      )
                    }
                  >
                    <span style={{ fontFamily: 'monospace' }}>{s.trackingNumber}</span>
                  </Checkbox>
                ) : (
                  <span style={{ fontFamily: 'monospace' }}>{s.trackingNumber}</span>
                )
              }
              extra={tb(`statuses.${s.status}`)}
            >
              <Descriptions size="small" column={1}>
                <Descriptions.Item label={t('consignee')}>
                  {s.receiverName} ({s.receiverCountry})
                </Descriptions.Item>
                {s.bagNumber && <Descriptions.Item label={t('bag')}>{s.bagNumber}</Descriptions.Item>}
                <Descriptions.Item label={t('pieces')}>{s.pieces}</Descriptions.Item>
                <Descriptions.Item label={t('piecesScanned')}>
                  <PiecesScanned s={s} />
                </Descriptions.Item>
                <Descriptions.Item label={t('grossKg')}>{kg(s.grossKg)}</Descriptions.Item>
                <Descriptions.Item label={t('chargeableKg')}>{kg(s.chargeableKg)}</Descriptions.Item>
                <Descriptions.Item label={t('declared')}>
                  {formatMoney(s.declaredValue, s.currency, lang)}
                </Descriptions.Item>
              </Descriptions>
              {action && <div style={{ marginTop: 8 }}>{action}</div>}
            </Card>
          </List.Item>
        );
      }}
    />
  );
}
