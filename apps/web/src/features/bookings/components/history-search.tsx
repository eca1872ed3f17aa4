'use client';

import { formatDateTime, type THistoryQuery, type THistoryRow } from '@acf/shared';
import { Input, Space } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PeriodFields } from '@/components/date-field';
import { PageHeader } from '@/components/page-header';
import { QueryTable } from '@/components/query-table';
import { useCodes } from '@/lib/codes';
import { useHistory } from '../api/get-history';

/** The recorded fields that hold a code, said by its name. */
const CODED_FIELDS = ['status', 'service', 'carrier', 'office', 'cargoUnit', 'currency'] as const;
type CodedField = (typeof CODED_FIELDS)[number];

/** /manager/history: who changed what on a booking, before and after. */
export function HistorySearch() {
  const t = useTranslations('bookings');
  const [q, setQ] = useState<Partial<THistoryQuery>>({ page: 1, pageSize: 20 });
  const history = useHistory(q);
  const codes = useCodes();
  /** A recorded value in words: codes named, pieces counted, the rest as recorded. */
  const historyValue = (field: string, v: string | null): string => {
    if (v == null || v === '') return '';
    if (CODED_FIELDS.includes(field as CodedField)) return codes[field as CodedField](v);
    if (field !== 'pieces') return v;
    try {
      const pieces = JSON.parse(v) as { quantity?: number; weight?: number }[];
      const count = pieces.reduce((n, p) => n + (p.quantity ?? 1), 0);
      const kg = pieces.reduce((n, p) => n + (p.quantity ?? 1) * (p.weight ?? 0), 0);
      return t('historyPieces', { count, kg: Math.round(kg * 100) / 100 });
    } catch {
      return v;
    }
  };
  const set = (patch: Partial<THistoryQuery>) => setQ({ ...q, ...patch, page: 1 });
  return (
    <>
      <PageHeader />
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
        <PeriodFields
          from={q.from}
          to={q.to}
          onChange={set}
          labels={{ from: t('from'), to: t('to') }}
          testIds={{ from: 'history-from', to: 'history-to' }}
        />
      </Space>
      <QueryTable<THistoryRow>
        rowKey="id"
        query={history}
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
          { title: t('field'), dataIndex: 'field', render: (f: string) => codes.historyField(f) },
          {
            title: t('before'),
            dataIndex: 'before',
            ellipsis: true,
            render: (v: string | null, r) => historyValue(r.field, v),
          },
          {
            title: t('after'),
            dataIndex: 'after',
            ellipsis: true,
            render: (v: string | null, r) => historyValue(r.field, v),
          },
        ]}
      />
    </>
  );
}
