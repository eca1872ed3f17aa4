'use client';

import { type BookingStatus, generalNextStatuses, isManifestCarrier } from '@acf/shared';
import { App, Button, Card, Select, Space, Table, Tag } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { errorText } from '@/lib/api-client';
import { exportOrders } from '../api/export-orders';
import type { BookingFilters } from '../api/get-bookings';
import { useBulkTransition } from '../api/transition-booking';
import { BookingDrawer } from './booking-drawer';
import { BookingFiltersBar } from './booking-filters';
import { BookingsTable } from './bookings-table';
import { StatusTag } from './status-tag';

/**
 * A selected booking as the list showed it. Statuses with a record of their own (an assignment,
 * a manifest, an exception…) are set on their own pages, so the bulk change does not offer them.
 */
interface Chosen {
  code: string;
  status: BookingStatus;
  onManifestLine: boolean;
}

/** One booking's answer to a bulk change, as the checkpoint page reports each number. */
interface BulkResult {
  id: string;
  code: string;
  ok: boolean;
  message: string;
  status: BookingStatus;
}

/** /manager/order: every booking for staff, with a bulk status change and the Excel export. */
export function Orders() {
  const t = useTranslations('bookings');
  const { modal } = App.useApp();
  const [filters, setFilters] = useState<BookingFilters>({ page: 1, pageSize: 10 });
  const [open, setOpen] = useState<string | null>(null);
  // The selection across pages: each booking's code and status, as the list showed them.
  const [selected, setSelected] = useState<Map<string, Chosen>>(new Map());
  const [to, setTo] = useState<BookingStatus>();
  const [results, setResults] = useState<BulkResult[] | null>(null);
  const bulk = useBulkTransition();
  const reachable = generalNextStatuses([...selected.values()]);
  const target = to && reachable.includes(to) ? to : undefined;

  const applyBulk = () => {
    if (!target) return;
    const chosen = [...selected.entries()];
    modal.confirm({
      title: t('bulkConfirm.title'),
      content: t('bulkConfirm.text', { count: chosen.length, status: t(`statuses.${target}`) }),
      okText: t('bulkConfirm.ok'),
      cancelText: t('bulkConfirm.no'),
      okButtonProps: { id: 'bulk-ok' } as never,
      cancelButtonProps: { id: 'bulk-cancel' } as never,
      onOk: async () => {
        const answers = await bulk.mutateAsync({ ids: chosen.map(([id]) => id), to: target });
        setResults(
          answers.map((a, i) => {
            const [id, b] = chosen[i]!;
            return a.status === 'fulfilled'
              ? { id, code: b.code, ok: true, message: t('bulkApplied'), status: a.value.status }
              : { id, code: b.code, ok: false, message: errorText(a.reason), status: b.status };
          }),
        );
        setSelected(new Map());
        setTo(undefined);
      },
    });
  };
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <PageHeader style={{ margin: 0 }} />
        <Button onClick={() => exportOrders(filters)}>{t('exportExcel')}</Button>
      </Space>
      <BookingFiltersBar value={filters} onChange={setFilters} staff />
      <Space style={{ marginBottom: 12 }} wrap>
        <span data-testid="bulk-selected">{t('selected', { count: selected.size })}</span>
        <Select
          placeholder={selected.size > 0 && reachable.length === 0 ? t('bulkNone') : t('changeStatus')}
          aria-label={t('changeStatus')}
          style={{ width: 260 }}
          value={target}
          onChange={setTo}
          disabled={reachable.length === 0}
          options={reachable.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          data-testid="bulk-status"
        />
        <Button
          type="primary"
          disabled={!target || selected.size === 0}
          loading={bulk.isPending}
          onClick={applyBulk}
          data-testid="bulk-apply"
        >
          {t('apply')}
        </Button>
      </Space>
      {results && (
        <Card
          size="small"
          style={{ marginBottom: 12 }}
          title={t('appliedCount', { applied: results.filter((r) => r.ok).length, total: results.length })}
          extra={
            <Button size="small" onClick={() => setResults(null)}>
              {t('bulkDismiss')}
            </Button>
          }
        >
          <Table<BulkResult>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={results}
            data-testid="bulk-results"
            columns={[
              { title: t('code'), dataIndex: 'code' },
              {
                title: t('result'),
                dataIndex: 'message',
                render: (m: string, r) => <Tag color={r.ok ? 'green' : 'red'}>{m}</Tag>,
              },
              {
                title: t('status'),
                dataIndex: 'status',
                render: (st: BookingStatus) => <StatusTag status={st} />,
              },
            ]}
          />
        </Card>
      )}
      <BookingsTable
        showCustomer
        filters={filters}
        onChange={setFilters}
        onOpen={setOpen}
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: [...selected.keys()],
          onChange: (keys, rows) => {
            const next = new Map<string, Chosen>();
            for (const k of keys) {
              const row = rows.find((r) => r?.id === k);
              const known = selected.get(k as string);
              if (row)
                next.set(row.id, {
                  code: row.code,
                  status: row.status,
                  onManifestLine: isManifestCarrier(row.carrier),
                });
              else if (known) next.set(k as string, known);
            }
            setSelected(next);
          },
        }}
      />
      <BookingDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
