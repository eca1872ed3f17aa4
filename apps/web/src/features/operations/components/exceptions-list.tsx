'use client';

import { EXCEPTION_REASONS, type ExceptionReason, formatDateTime, type TBookingException } from '@acf/shared';
import { App, Button, Card, Input, Modal, Segmented, Select, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { fixedPages, QueryTable } from '@/components/query-table';
import { ApiError } from '@/lib/api-client';
import { useExceptions, useResolveException } from '../api/operations';
import css from './operations.module.css';

/** The exceptions: open or resolved, by reason and number; an open one is resolved with a note. */
export function ExceptionsList() {
  const t = useTranslations('operations');
  const tb = useTranslations('bookings');
  const { message } = App.useApp();
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const [reason, setReason] = useState<ExceptionReason | undefined>();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [resolving, setResolving] = useState<TBookingException | null>(null);
  const [note, setNote] = useState('');
  const list = useExceptions({ status, reason, search, page, pageSize: 20 });
  const resolve = useResolveException();

  const confirm = async () => {
    if (!resolving) return;
    try {
      await resolve.mutateAsync({ id: resolving.id, note });
      message.success(t('exception.resolvedOk', { number: resolving.trackingNumber }));
      setResolving(null);
      setNote('');
    } catch (err) {
      message.error(err instanceof ApiError ? err.body.message : (err as Error).message);
    }
  };

  return (
    <Card size="small" title={t('exception.list')} data-testid="exceptions-list">
      <div className={css.filters}>
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v as 'open' | 'resolved');
            setPage(1);
          }}
          options={[
            { value: 'open', label: t('exception.open') },
            { value: 'resolved', label: t('exception.resolved') },
          ]}
        />
        <Select
          allowClear
          placeholder={t('exception.allReasons')}
          aria-label={t('exception.allReasons')}
          value={reason}
          onChange={(v) => {
            setReason(v);
            setPage(1);
          }}
          options={EXCEPTION_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
        />
        <Input.Search
          allowClear
          placeholder={t('exception.search')}
          aria-label={t('exception.search')}
          onSearch={(v) => {
            setSearch(v.trim());
            setPage(1);
          }}
          style={{ gridColumn: '1 / -1' }}
        />
      </div>
      <QueryTable<TBookingException>
        rowKey="id"
        scroll={{ x: 640 }}
        query={list}
        emptyText={t('exception.none')}
        pagination={fixedPages(page, setPage, 20, list.data?.totalResults)}
        columns={[
          {
            title: t('exception.trackingNumber'),
            dataIndex: 'trackingNumber',
            render: (v: string) => <span style={{ fontFamily: 'monospace' }}>{v}</span>,
          },
          {
            title: t('exception.reason'),
            dataIndex: 'reason',
            render: (v: ExceptionReason, r) => (
              <>
                <Tag color="volcano">{t(`reasons.${v}`)}</Tag>
                {r.note && <Typography.Text type="secondary">{r.note}</Typography.Text>}
              </>
            ),
          },
          {
            title: status === 'open' ? t('exception.raisedAt') : t('exception.resolvedAt'),
            render: (_, r) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(status === 'open' ? r.raisedAt : r.resolvedAt)}
              </span>
            ),
          },
          status === 'open'
            ? {
                title: t('exception.bookingStatus'),
                dataIndex: 'bookingStatus',
                render: (v: string) => tb(`statuses.${v}`),
              }
            : { title: t('exception.resolution'), dataIndex: 'resolutionNote' },
          ...(status === 'open'
            ? [
                {
                  title: '',
                  key: 'action',
                  render: (_: unknown, r: TBookingException) => (
                    <Button size="small" onClick={() => setResolving(r)} data-testid="exception-resolve">
                      {t('exception.resolve')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={Boolean(resolving)}
        title={resolving ? t('exception.resolveTitle', { number: resolving.trackingNumber }) : ''}
        okText={t('exception.resolve')}
        confirmLoading={resolve.isPending}
        onOk={confirm}
        onCancel={() => setResolving(null)}
      >
        <Input.TextArea
          rows={3}
          maxLength={200}
          placeholder={t('exception.resolveNote')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Modal>
    </Card>
  );
}
