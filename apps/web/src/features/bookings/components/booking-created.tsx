'use client';

import type { TBooking } from '@acf/shared';
import { Button, Result, Space } from 'antd';
import { useTranslations } from 'next-intl';
import { downloadCustomsDocument } from '../api/download-customs';
import { downloadLabel } from '../api/download-label';

/** What a saved booking shows: its code and tracking number, its label and customs papers to print. */
export function BookingCreated({ created, onAnother }: { created: TBooking; onAnother: () => void }) {
  const t = useTranslations('bookings');
  return (
    <Result
      status="success"
      title={t('created')}
      subTitle={
        <Space direction="vertical">
          <span>
            {t('code')}: <strong data-testid="created-code">{created.code}</strong>
          </span>
          <span>
            {t('trackingNumber')}: <strong data-testid="created-tracking">{created.trackingNumber}</strong>
          </span>
        </Space>
      }
      extra={[
        <Button
          key="label"
          type="primary"
          data-testid="print-label"
          onClick={() => downloadLabel(created.id, created.code)}
        >
          {t('printLabel')}
        </Button>,
        ...(created.receiver.country !== 'VN'
          ? (
              [
                ['commercial-invoice', 'print-commercial-invoice', 'customs.printInvoice'],
                ['packing-list', 'print-packing-list', 'customs.printPackingList'],
              ] as const
            ).map(([doc, testId, label]) => (
              <Button
                key={doc}
                data-testid={testId}
                onClick={() => downloadCustomsDocument(created.id, created.code, doc)}
              >
                {t(label)}
              </Button>
            ))
          : []),
        <Button key="again" onClick={onAnother}>
          {t('createAnother')}
        </Button>,
      ]}
    />
  );
}
