'use client';

import { formatDateTime, type THistoryQuery, type THistoryRow } from '@acf/shared';
import { DatePicker, Input, Space, Table, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { listLocale } from '@/components/list-error';
import { dayjsToIso, isoToDayjs, PICKER_FORMAT } from '@/lib/dates';
import { useHistory } from '../api/get-history';

/** /manager/history: who changed what on a booking, before and after. */
export function HistorySearch() {
  const t = useTranslations('bookings');
  const [q, setQ] = useState<Partial<THistoryQuery>>({ page: 1, pageSize: 20 });
  const history = useHistory(q);
  const set = (patch: Partial<THistoryQuery>) => setQ({ ...q, ...patch, page: 1 });
  return (
    <>
      <Typography.Title level={3}>{t('historyTitle')}</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('code')}
          aria-label={t('code')}
          onSearch={(v) => set({ bookingCode: v || undefined })}
        />
        <Input.Search
          allowClear
          placeholder={t('user')}
          aria-label={t('user')}
          onSearch={(v) => set({ username: v || undefined })}
        />
        <DatePicker
          format={PICKER_FORMAT}
          placeholder={t('from')}
          aria-label={t('from')}
          value={isoToDayjs(q.from)}
          maxDate={isoToDayjs(q.to)}
          onChange={(d) => set({ from: dayjsToIso(d) })}
          data-testid="history-from"
        />
        <DatePicker
          format={PICKER_FORMAT}
          placeholder={t('to')}
          aria-label={t('to')}
          value={isoToDayjs(q.to)}
          minDate={isoToDayjs(q.from)}
          onChange={(d) => set({ to: dayjsToIso(d) })}
          data-testid="history-to"
        />
      </Space>
      <Table<THistoryRow>
        rowKey="id"
        size="small"
        loading={history.isFetching}
        locale={listLocale(history)}
        dataSource={history.data?.results ?? []}
        scroll={{ x: true }}
        pagination={{
          current: q.page,
          pageSize: q.pageSize,
          total: history.data?.totalResults ?? 0,
          onChange: (page, pageSize) => setQ({ ...q, page, pageSize }),
        }}
        columns={[
          { title: t('time'), dataIndex: 'at', render: (v) => formatDateTime(v) },
          { title: t('code'), dataIndex: 'bookingCode' },
          { title: t('user'), dataIndex: 'username' },
          { title: t('field'), dataIndex: 'field' },
          { title: t('before'), dataIndex: 'before', ellipsis: true },
          { title: t('after'), dataIndex: 'after', ellipsis: true },
        ]}
      />
    </>
  );
}
