'use client';

import {
  formatDateTime,
  NOTIFICATION_STATUSES,
  NOTIFY_EVENTS,
  type NotificationStatus,
  type NotifyEvent,
  type TNotification,
} from '@acf/shared';
import { App, Button, Card, Grid, List, Modal, Select, Space, Tabs, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { listLocale } from '@/components/list-error';
import { PageHeader } from '@/components/page-header';
import { fixedPages, QueryTable } from '@/components/query-table';
import { ApiError } from '@/lib/api-client';
import { labelled } from '@/lib/labelled';
import { useNotification, useNotifications, useResend } from '../api/notifications';

export const STATUS_COLORS: Record<NotificationStatus, string> = {
  QUEUED: 'blue',
  SENT: 'green',
  FAILED: 'red',
  SUPPRESSED: 'default',
};

/** A message as it went out (or will): its HTML in a sandboxed frame, and its text part. */
export function NotificationPreview({ id, onClose }: { id: string | null; onClose: () => void }) {
  const t = useTranslations('notifications');
  const one = useNotification(id);
  const n = one.data;
  return (
    <Modal
      open={!!id}
      onCancel={onClose}
      footer={null}
      width={680}
      title={n ? n.subject : t('preview')}
      destroyOnHidden
      data-testid="notification-preview"
    >
      {n && (
        <>
          <Typography.Paragraph type="secondary">
            {t('previewTo', { to: n.to, language: t(`languages.${n.language}`) })}
          </Typography.Paragraph>
          <Tabs
            items={[
              {
                key: 'html',
                label: t('html'),
                children: (
                  <iframe
                    title={n.subject}
                    srcDoc={n.html}
                    sandbox=""
                    style={{ width: '100%', height: 520, border: '1px solid #f0f0f0' }}
                    data-testid="notification-html"
                  />
                ),
              },
              {
                key: 'text',
                label: t('text'),
                children: (
                  <pre style={{ whiteSpace: 'pre-wrap', fontSize: 13 }} data-testid="notification-text">
                    {n.text}
                  </pre>
                ),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}

/** /manager/notifications: every message of the outbox, with filters, a preview and resend. */
export function NotificationList() {
  const t = useTranslations('notifications');
  const { modal, message } = App.useApp();
  const [status, setStatus] = useState<NotificationStatus | undefined>();
  const [event, setEvent] = useState<NotifyEvent | undefined>();
  const [page, setPage] = useState(1);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const list = useNotifications({ status, event, page, pageSize: 20 });
  const resend = useResend();
  const screens = Grid.useBreakpoint();
  const phone = !screens.md;

  const askResend = (n: TNotification) =>
    modal.confirm({
      title: t('resendConfirm.title'),
      content: t('resendConfirm.text', { to: n.to, subject: n.subject }),
      okText: t('resendConfirm.ok'),
      cancelText: t('resendConfirm.no'),
      onOk: async () => {
        try {
          await resend.mutateAsync(n.id);
          message.success(t('resendConfirm.done', { to: n.to }));
        } catch (err) {
          message.error(err instanceof ApiError ? err.body.message : (err as Error).message);
        }
      },
    });

  const recipient = (n: TNotification) => (
    <div style={{ overflowWrap: 'anywhere' }}>
      <div>{n.to}</div>
      <Typography.Text type="secondary">
        {t(`recipients.${n.recipient}`)} · {t(`languages.${n.language}`)}
      </Typography.Text>
    </div>
  );
  const state = (n: TNotification) => (
    <div>
      <Tag color={STATUS_COLORS[n.status]} data-testid="notification-status">
        {t(`statuses.${n.status}`)}
      </Tag>
      <div>
        <Typography.Text type="secondary">
          {t('attempts', { n: n.attempts })}
          {n.transport ? ` · ${t(`transports.${n.transport}`)}` : ''}
        </Typography.Text>
      </div>
      {n.lastError && (
        <Typography.Paragraph type="danger" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {n.lastError}
        </Typography.Paragraph>
      )}
    </div>
  );
  const actions = (n: TNotification) => (
    <Space wrap style={{ marginTop: 4 }}>
      <Button size="small" onClick={() => setPreviewing(n.id)} data-testid="notification-open">
        {t('preview')}
      </Button>
      <Button size="small" onClick={() => askResend(n)} data-testid="notification-resend">
        {t('resend')}
      </Button>
    </Space>
  );

  const pages = fixedPages(page, setPage, 20, list.data?.total);
  /** A filter of the list; a new choice starts again at page 1. */
  const filter = <V extends string>(
    minWidth: number,
    all: 'allStatuses' | 'allEvents',
    value: V | undefined,
    setValue: (v: V | undefined) => void,
    options: { value: V; label: string }[],
    testId: string,
  ) => (
    <Select<V>
      allowClear
      style={{ minWidth }}
      {...labelled(t(all))}
      value={value}
      onChange={(v) => {
        setValue(v);
        setPage(1);
      }}
      options={options}
      data-testid={testId}
    />
  );

  return (
    <Card title={<PageHeader style={{ fontSize: 18, margin: 0 }} />} data-testid="notifications-page">
      <Space wrap style={{ marginBottom: 12 }}>
        {filter(
          180,
          'allStatuses',
          status,
          setStatus,
          NOTIFICATION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
          'notifications-status',
        )}
        {filter(
          220,
          'allEvents',
          event,
          setEvent,
          NOTIFY_EVENTS.map((e) => ({ value: e, label: t(`events.${e}`) })),
          'notifications-event',
        )}
      </Space>
      {phone ? (
        // A phone: one card per message, nothing to scroll sideways.
        <List
          loading={list.isFetching}
          dataSource={list.data?.results ?? []}
          locale={{ emptyText: listLocale(list, t('none')).emptyText ?? t('none') }}
          pagination={pages}
          renderItem={(n) => (
            <List.Item data-testid="notification-row" style={{ display: 'block' }}>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                <strong>
                  {t(`events.${n.event}`)} · {n.bookingCode}
                </strong>
                <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(n.createdAt).slice(0, 16)}</span>
              </div>
              <div style={{ overflowWrap: 'anywhere' }}>{n.subject}</div>
              {recipient(n)}
              {state(n)}
              {actions(n)}
            </List.Item>
          )}
        />
      ) : (
        <QueryTable<TNotification>
          rowKey="id"
          scroll={{ x: 900 }}
          query={list}
          emptyText={t('none')}
          pagination={pages}
          onRow={() => ({ 'data-testid': 'notification-row' }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            {
              title: t('col.createdAt'),
              width: 150,
              render: (_, n) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(n.createdAt)}</span>,
            },
            {
              title: t('col.event'),
              width: 240,
              render: (_, n) => (
                <>
                  <div>
                    <strong>{t(`events.${n.event}`)}</strong>
                  </div>
                  <Typography.Text type="secondary">{n.subject}</Typography.Text>
                </>
              ),
            },
            { title: t('col.to'), render: (_, n) => recipient(n) },
            { title: t('col.status'), width: 160, render: (_, n) => state(n) },
            { title: '', key: 'actions', width: 170, render: (_, n) => actions(n) },
          ]}
        />
      )}
      <NotificationPreview id={previewing} onClose={() => setPreviewing(null)} />
    </Card>
  );
}
