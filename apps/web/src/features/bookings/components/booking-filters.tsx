'use client';

import { BOOKING_STATUSES, SERVICES } from '@acf/shared';
import { Input, Select, Space } from 'antd';
import { useTranslations } from 'next-intl';
import type { BookingFilters } from '../api/get-bookings';

/** Status, service, creation dates and the text search, shared by the customer and staff lists. */
export function BookingFiltersBar({
  value,
  onChange,
}: {
  value: BookingFilters;
  onChange: (v: BookingFilters) => void;
}) {
  const t = useTranslations('bookings');
  const set = (patch: BookingFilters) => onChange({ ...value, ...patch, page: 1 });
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        placeholder={t('search')}
        style={{ width: 320 }}
        defaultValue={value.search}
        onSearch={(search) => set({ search })}
        data-testid="booking-search"
      />
      <Select
        allowClear
        placeholder={t('status')}
        style={{ width: 200 }}
        value={value.status}
        onChange={(status) => set({ status })}
        options={BOOKING_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
      />
      <Select
        allowClear
        placeholder={t('service')}
        style={{ width: 180 }}
        value={value.service}
        onChange={(service) => set({ service })}
        options={SERVICES.map((s) => ({ value: s, label: s }))}
      />
      <Input
        type="date"
        aria-label={t('from')}
        value={value.from ?? ''}
        onChange={(e) => set({ from: e.target.value || undefined })}
      />
      <Input
        type="date"
        aria-label={t('to')}
        value={value.to ?? ''}
        onChange={(e) => set({ to: e.target.value || undefined })}
      />
    </Space>
  );
}
