'use client';

import { BOOKING_STATUSES, type BookingStatus } from '@acf/shared';
import { App, Button, Select, Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { exportOrders } from '../api/export-orders';
import type { BookingFilters } from '../api/get-bookings';
import { useBulkTransition } from '../api/transition-booking';
import { BookingDrawer } from './booking-drawer';
import { BookingFiltersBar } from './booking-filters';
import { BookingsTable } from './bookings-table';

/** /manager/order: every booking for staff, with a bulk status change and the Excel export. */
export function Orders() {
  const t = useTranslations('bookings');
  const { message } = App.useApp();
  const [filters, setFilters] = useState<BookingFilters>({ page: 1, pageSize: 10 });
  const [open, setOpen] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [to, setTo] = useState<BookingStatus>();
  const bulk = useBulkTransition();
  const applyBulk = async () => {
    if (!to) return;
    const results = await bulk.mutateAsync({ ids: selected, to });
    const failed = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    const ok = results.length - failed.length;
    if (failed.length)
      message.warning(
        `${t('appliedCount', { applied: ok, total: results.length })}: ${failed[0]!.reason.message}`,
      );
    else message.success(t('appliedCount', { applied: ok, total: results.length }));
    setSelected([]);
  };
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('ordersTitle')}
        </Typography.Title>
        <Button onClick={() => exportOrders(filters)}>{t('exportExcel')}</Button>
      </Space>
      <BookingFiltersBar value={filters} onChange={setFilters} />
      <Space style={{ marginBottom: 12 }} wrap>
        <span>{t('selected', { count: selected.length })}</span>
        <Select
          placeholder={t('changeStatus')}
          aria-label={t('changeStatus')}
          style={{ width: 220 }}
          value={to}
          onChange={setTo}
          options={BOOKING_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
        <Button
          type="primary"
          disabled={!to || selected.length === 0}
          loading={bulk.isPending}
          onClick={applyBulk}
        >
          {t('apply')}
        </Button>
      </Space>
      <BookingsTable
        showCustomer
        filters={filters}
        onChange={setFilters}
        onOpen={setOpen}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
      />
      <BookingDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
