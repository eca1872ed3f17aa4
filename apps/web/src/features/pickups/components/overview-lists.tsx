'use client';

import {
  formatDate,
  formatDateTime,
  type TPickupAttempt,
  type TPickupItem,
  type TPickupOverview,
} from '@acf/shared';
import { Alert, Button, Card, Space, Table, type TableProps, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';

interface ListProps {
  data: TPickupOverview | undefined;
  loading: boolean;
  compact: boolean;
  onOpenBooking?: (id: string) => void;
}

/** How a booking code, a person and an outcome show in both lists. */
function useCells(onOpenBooking?: (id: string) => void) {
  const t = useTranslations('pickups.overview');
  const outcomeTag = (o: TPickupAttempt['outcome']) =>
    o === 'PICKED_UP' ? <Tag color="green">{t('pickedUp')}</Tag> : <Tag color="red">{t('failed')}</Tag>;
  const code = (c: string, id: string) =>
    onOpenBooking ? (
      <Button
        type="link"
        size="small"
        style={{ padding: 0, height: 'auto' }}
        onClick={() => onOpenBooking(id)}
      >
        {c}
      </Button>
    ) : (
      c
    );
  const person = (p: { fullName: string; username: string } | null) =>
    p ? p.fullName || p.username : t('unassigned');
  return { outcomeTag, code, person };
}

/** The pickups late now: when, what, where, who, and how many tries failed. */
export function LateCard({ data, loading, compact, onOpenBooking }: ListProps) {
  const t = useTranslations('pickups.overview');
  const { code, person } = useCells(onOpenBooking);
  const lateColumns: TableProps<TPickupItem>['columns'] = [
    {
      title: t('pickupDate'),
      key: 'date',
      render: (_, r) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatDate(r.pickup.date)}
          {r.pickup.timeWindow ? ` · ${r.pickup.timeWindow}` : ''}
        </span>
      ),
    },
    { title: t('code'), dataIndex: 'code', render: (c: string, r) => code(c, r.id) },
    {
      title: t('customer'),
      key: 'customer',
      render: (_, r) => r.customer.name.trim() || r.customer.code,
    },
    {
      title: t('address'),
      key: 'address',
      render: (_, r) => (
        <div style={{ minWidth: 200, maxWidth: 320 }}>
          {r.pickup.address}
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.pickup.contactName} · {r.pickup.phone}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    { title: t('assignee'), key: 'assignee', render: (_, r) => person(r.assignee) },
    {
      title: t('failedAttempts'),
      dataIndex: 'failedAttempts',
      align: 'right',
      render: (n: number, r) => (r.flagged ? <Tag color="red">{n}</Tag> : n),
    },
  ];
  // On a phone, one column per row that reads like a card: nothing to scroll sideways.
  const lateCompact: TableProps<TPickupItem>['columns'] = [
    {
      title: t('lateListShort'),
      key: 'card',
      render: (_, r) => (
        <>
          <Space size={6} wrap>
            <Typography.Text strong>{code(r.code, r.id)}</Typography.Text>
            <span>
              {formatDate(r.pickup.date)}
              {r.pickup.timeWindow ? ` · ${r.pickup.timeWindow}` : ''}
            </span>
            {r.failedAttempts > 0 && (
              <Tag color={r.flagged ? 'red' : 'gold'}>
                {t('failedAttempts')}: {r.failedAttempts}
              </Tag>
            )}
          </Space>
          <div>{r.customer.name.trim() || r.customer.code}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.pickup.address} · {r.pickup.phone}
          </Typography.Text>
          <div>
            {t('assignee')}: {person(r.assignee)}
          </div>
        </>
      ),
    },
  ];
  return (
    <Card size="small" title={t('lateList', { count: data?.late.length ?? 0 })} style={{ marginBottom: 16 }}>
      <Table<TPickupItem>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={data?.late ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={compact ? undefined : { x: 'max-content' }}
        locale={{ emptyText: t('lateEmpty') }}
        data-testid="pickup-late-table"
        onRow={(r) => ({ 'data-code': r.code }) as React.HTMLAttributes<HTMLElement>}
        columns={compact ? lateCompact : lateColumns}
      />
    </Card>
  );
}

/** The attempts behind the counts: each try, its outcome, its reason and its weight. */
export function AttemptsCard({
  data,
  loading,
  compact,
  onOpenBooking,
  kg,
}: ListProps & { kg: (n: number | null) => string }) {
  const t = useTranslations('pickups.overview');
  const tp = useTranslations('pickups');
  const { code, person, outcomeTag } = useCells(onOpenBooking);
  const attemptColumns: TableProps<TPickupAttempt>['columns'] = [
    {
      title: t('time'),
      dataIndex: 'occurredAt',
      render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(v)}</span>,
    },
    { title: t('assignee'), key: 'assignee', render: (_, r) => person(r.assignee) },
    { title: t('code'), dataIndex: 'code', render: (c: string, r) => code(c, r.bookingId) },
    { title: t('customer'), dataIndex: 'customerName' },
    {
      title: t('outcome'),
      dataIndex: 'outcome',
      render: (o: TPickupAttempt['outcome']) => outcomeTag(o),
    },
    {
      title: t('reason'),
      key: 'reason',
      render: (_, r) =>
        r.reason ? (
          <>
            {tp(`reasons.${r.reason}`)}
            {r.note ? <div style={{ fontSize: 12, opacity: 0.7 }}>{r.note}</div> : null}
          </>
        ) : (
          r.note
        ),
    },
    {
      title: t('kg'),
      dataIndex: 'chargeableWeight',
      align: 'right',
      render: (v: number | null) => kg(v),
    },
  ];
  const attemptsCompact: TableProps<TPickupAttempt>['columns'] = [
    {
      title: t('attemptsShort'),
      key: 'card',
      render: (_, r) => (
        <>
          <Space size={6} wrap>
            <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.occurredAt)}</span>
            {outcomeTag(r.outcome)}
          </Space>
          <div>
            <Typography.Text strong>{code(r.code, r.bookingId)}</Typography.Text> · {r.customerName}
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {person(r.assignee)}
            {r.reason ? ` · ${tp(`reasons.${r.reason}`)}` : ''}
            {r.note ? ` · ${r.note}` : ''}
            {r.chargeableWeight != null ? ` · ${kg(r.chargeableWeight)} kg` : ''}
          </Typography.Text>
        </>
      ),
    },
  ];
  return (
    <Card size="small" title={t('attempts', { count: data?.attemptsTotal ?? 0 })}>
      {data && data.attemptsTotal > data.attempts.length && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          message={t('attemptsMore', { shown: data.attempts.length, total: data.attemptsTotal })}
        />
      )}
      <Table<TPickupAttempt>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={data?.attempts ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={compact ? undefined : { x: 'max-content' }}
        locale={{ emptyText: t('empty') }}
        data-testid="pickup-attempts-table"
        columns={compact ? attemptsCompact : attemptColumns}
      />
    </Card>
  );
}
