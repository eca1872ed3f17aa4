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

/** /manager/history: who changed what on a booking, before and after. */
export function HistorySearch() {
  const t = useTranslations('bookings');
  const [q, setQ] = useState<Partial<THistoryQuery>>({ page: 1, pageSize: 20 });
  const history = useHistory(q);
  const codes = useCodes();
  /** A recorded value in words: codes named, pieces counted, the rest as recorded. */
  const historyValue = (field: string, v: string | null): string => {
    if (v == null || v === '') return '';
    switch (field) {
      case 'status':
        return codes.status(v);
      case 'service':
        return codes.service(v);
      case 'carrier':
        return codes.carrier(v);
      case 'office':
        return codes.office(v);
      case 'cargoUnit':
        return codes.cargoUnit(v);
      case 'currency':
        return codes.currency(v);
      case 'pieces': {
        try {
          const pieces = JSON.parse(v) as { quantity?: number; weight?: number }[];
          const count = pieces.reduce((n, p) => n + (p.quantity ?? 1), 0);
          const kg = pieces.reduce((n, p) => n + (p.quantity ?? 1) * (p.weight ?? 0), 0);
          return t('historyPieces', { count, kg: Math.round(kg * 100) / 100 });
        } catch {
          return v;
        }
      }
      default:
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
