'use client';

import { BOOKING_STATUSES, SERVICES } from '@acf/shared';
import { Checkbox, Input, Select, Space } from 'antd';
import { useTranslations } from 'next-intl';
import { PeriodFields } from '@/components/date-field';
import { useCodes } from '@/lib/codes';
import { labelled } from '@/lib/labelled';
import type { BookingFilters } from '../api/get-bookings';

/**
 * Status, service, creation dates, the text search and the bookings missing a piece, shared by the
 * customer and staff lists.
 */
export function BookingFiltersBar({
  value,
  onChange,
  staff = false,
}: {
  value: BookingFilters;
  onChange: (v: BookingFilters) => void;
  /** Staff lists add the dispatcher's filter: Vietnamese addresses whose province could not be read. */
  staff?: boolean;
}) {
  const t = useTranslations('bookings');
  const codes = useCodes();
  const set = (patch: BookingFilters) => onChange({ ...value, ...patch, page: 1 });
  /** A filter ticked to see only those bookings. */
  const flag = (field: 'piecesMissing' | 'addressToVerify', testId: string) => (
    <Checkbox
      checked={value[field] === '1'}
      onChange={(e) => set({ [field]: e.target.checked ? '1' : undefined })}
      data-testid={testId}
    >
      {t(field)}
    </Checkbox>
  );
  /** A filter picked from a list, cleared to take them all. */
  const select = (
    field: 'status' | 'service',
    width: number,
    options: { value: string; label: string }[],
  ) => (
    <Select
      allowClear
      {...labelled(t(field))}
      style={{ width }}
      value={value[field]}
      onChange={(v?: string) => set({ [field]: v })}
      options={options}
    />
  );
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        {...labelled(t('search'))}
        style={{ width: 320 }}
        defaultValue={value.search}
        onSearch={(search) => set({ search })}
        data-testid="booking-search"
      />
      {select(
        'status',
        200,
        BOOKING_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
      )}
      {select('service', 180, codes.options(SERVICES, codes.service))}
      {/* Two pickers rather than a range: a range's two-month panel is wider than a phone. */}
      <PeriodFields
        from={value.from}
        to={value.to}
        onChange={set}
        labels={{ from: t('from'), to: t('to') }}
        testIds={{ from: 'filter-from', to: 'filter-to' }}
      />
      {flag('piecesMissing', 'filter-pieces-missing')}
      {staff && flag('addressToVerify', 'filter-address-to-verify')}
    </Space>
  );
}
