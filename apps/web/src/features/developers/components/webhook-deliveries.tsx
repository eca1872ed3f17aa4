'use client';

import {
  formatDateTime,
  type TWebhook,
  type TWebhookDelivery,
  type WebhookDeliveryStatus,
} from '@acf/shared';
import { Button, Empty, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryTable, tagColumn } from '@/components/query-table';
import { useDeliveries, useResendDelivery } from '../api/developers';
import { useAct } from './developer-card';

const DELIVERY_COLORS: Record<WebhookDeliveryStatus, string> = {
  QUEUED: 'blue',
  DELIVERED: 'green',
  FAILED: 'red',
};
/** One endpoint's delivery log: each call, its answer, and a resend. */
export function Deliveries({ endpoint }: { endpoint: TWebhook }) {
  const t = useTranslations('developers');
  const act = useAct();
  const [page, setPage] = useState(1);
  const log = useDeliveries(endpoint.id, page);
  const resend = useResendDelivery(endpoint.id);
  return (
    <QueryTable<TWebhookDelivery>
      rowKey="id"
      loading={log.isLoading}
      data-testid="delivery-log"
      query={log}
      emptyText={<Empty description={t('deliveries.none')} />}
      pagination={{
        current: page,
        pageSize: 10,
        total: log.data?.totalResults ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
      expandable={{
        expandedRowRender: (d) => (
          <div>
            <Typography.Text type="secondary">{t('deliveries.eventId')}: </Typography.Text>
            <code>{d.eventId}</code>
            {d.error && (
              <Typography.Paragraph type="danger" style={{ margin: '8px 0 0' }}>
                {d.error}
              </Typography.Paragraph>
            )}
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 4px' }}>
              {t('deliveries.response')}
            </Typography.Paragraph>
            <pre
              style={{
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-all',
                margin: 0,
                maxHeight: 200,
                overflow: 'auto',
              }}
            >
              {d.response || '—'}
            </pre>
          </div>
        ),
      }}
      columns={[
        { title: t('deliveries.time'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
        { title: t('deliveries.type'), dataIndex: 'type', render: (v: string) => <code>{v}</code> },
        tagColumn(
          t('deliveries.status'),
          'status',
          DELIVERY_COLORS,
          (s) => t(`deliveryStatuses.${s}`),
          'delivery-status',
        ),
        {
          title: t('deliveries.code'),
          dataIndex: 'statusCode',
          render: (v: number | null) => <span data-testid="delivery-code">{v ?? '—'}</span>,
        },
        {
          title: t('deliveries.duration'),
          dataIndex: 'durationMs',
          render: (v: number | null) => (v == null ? '—' : t('deliveries.ms', { n: v })),
        },
        { title: t('deliveries.attempts'), dataIndex: 'attempts' },
        {
          title: t('deliveries.nextRetry'),
          dataIndex: 'nextRetryAt',
          render: (v: string | null) => (v ? formatDateTime(v) : '—'),
        },
        {
          title: '',
          key: 'actions',
          render: (_: unknown, d) => (
            <Button
              size="small"
              loading={resend.isPending && resend.variables === d.id}
              onClick={() => act(() => resend.mutateAsync(d.id), t('deliveries.resent'))}
              data-testid="delivery-resend"
            >
              {t('deliveries.resend')}
            </Button>
          ),
        },
      ]}
    />
  );
}
