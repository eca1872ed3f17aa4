'use client';

import { formatDateTime, type TNotificationPage } from '@acf/shared';
import { useQuery } from '@tanstack/react-query';
import { List, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { ListError } from '@/components/list-error';
import { apiClient } from '@/lib/api-client';

const COLORS = { QUEUED: 'blue', SENT: 'green', FAILED: 'red', SUPPRESSED: 'default' } as const;

/** The e-mails of one booking (issue 20), for operations staff: step, recipient, status. */
export function BookingMessages({ bookingId }: { bookingId: string }) {
  const t = useTranslations('notifications');
  const q = useQuery({
    queryKey: ['notifications', 'list', { bookingId, pageSize: 100 }],
    queryFn: () => apiClient.get<TNotificationPage>('/notifications', { bookingId, pageSize: 100 }),
  });
  return (
    <section data-testid="booking-messages">
      <h3>{t('bookingMessages')}</h3>
      {q.error ? (
        <ListError error={q.error} onRetry={q.refetch} />
      ) : (
        <List
          size="small"
          loading={q.isLoading}
          dataSource={q.data?.results ?? []}
          locale={{ emptyText: t('bookingMessagesNone') }}
          renderItem={(n) => (
            <List.Item data-testid="booking-message">
              <div style={{ width: '100%' }}>
                <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
                  <strong>{t(`events.${n.event}`)}</strong>
                  <Tag color={COLORS[n.status]} style={{ marginInlineEnd: 0 }}>
                    {t(`statuses.${n.status}`)}
                  </Tag>
                </div>
                <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                  {n.to} · {t(`recipients.${n.recipient}`)} · {t(`languages.${n.language}`)} ·{' '}
                  {formatDateTime(n.sentAt ?? n.createdAt)}
                </Typography.Text>
              </div>
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
