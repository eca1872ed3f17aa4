'use client';

import { BOOKING_CARRIERS, OFFICES, type PeriodPreset, presetPeriod, SERVICES } from '@acf/shared';
import { Segmented, Select, Space } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PeriodFields } from '@/components/date-field';
import { type ReportQuery, useCustomerOptions, useSalesOptions } from '../api/reports';
import { useCodeLabels } from './format';

export type FilterName = 'office' | 'customer' | 'sales' | 'service' | 'carrier';

export interface ReportFilterValue extends ReportQuery {
  preset?: PeriodPreset;
}

/** The period of a preset, or the typed days for "custom". */
export function withPreset(preset: PeriodPreset, current: ReportFilterValue): ReportFilterValue {
  if (preset === 'custom') return { ...current, preset };
  return { ...current, ...presetPeriod(preset), preset, page: 1 };
}

/**
 * A report's filters: the period (presets today, this week, this month, last month, custom;
 * days in Ho Chi Minh) and the other filters the report applies.
 */
export function ReportFilters({
  value,
  onChange,
  filters = [],
  customerRequired = false,
}: {
  value: ReportFilterValue;
  onChange: (v: ReportFilterValue) => void;
  filters?: FilterName[];
  customerRequired?: boolean;
}) {
  const label = useCodeLabels();
  const t = useTranslations('reports');
  const [search, setSearch] = useState('');
  const customers = useCustomerOptions(search, filters.includes('customer'));
  const sales = useSalesOptions(filters.includes('sales'));
  const set = (patch: ReportFilterValue) => onChange({ ...value, ...patch, page: 1 });
  /** A filter picked from a list, cleared to take them all. */
  const select = (
    name: Exclude<FilterName, 'customer'>,
    key: keyof ReportFilterValue,
    width: number,
    options: readonly { value: string; label: string }[],
  ) => (
    <Select
      key={name}
      allowClear
      placeholder={t(name)}
      aria-label={t(name)}
      style={{ width }}
      value={value[key] as string | undefined}
      onChange={(v?: string) => set({ [key]: v })}
      options={[...options]}
    />
  );
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }} size={8}>
      <Segmented<PeriodPreset>
        data-testid="period-preset"
        value={value.preset ?? 'custom'}
        onChange={(p) => onChange(withPreset(p, value))}
        options={(['today', 'thisWeek', 'thisMonth', 'lastMonth', 'custom'] as const).map((p) => ({
          value: p,
          label: t(`preset.${p}`),
        }))}
        style={{ maxWidth: '100%', overflowX: 'auto' }}
      />
      <Space wrap>
        <PeriodFields
          from={value.from as string | undefined}
          to={value.to as string | undefined}
          onChange={(patch) => set({ ...patch, preset: 'custom' })}
          labels={{ from: t('from'), to: t('to') }}
          testIds={{ from: 'report-from', to: 'report-to' }}
        />
        {filters.includes('customer') && (
          <Select
            showSearch
            allowClear={!customerRequired}
            filterOption={false}
            onSearch={setSearch}
            placeholder={t('customer')}
            aria-label={t('customer')}
            style={{ width: 260 }}
            value={value.customerId as string | undefined}
            onChange={(customerId) => set({ customerId })}
            options={(customers.data?.results ?? []).map((c) => ({
              value: c.id,
              label: `${c.code} – ${c.name}`,
            }))}
            data-testid="report-customer"
          />
        )}
        {filters.includes('sales') &&
          sales.data &&
          select(
            'sales',
            'staffId',
            200,
            sales.data.map((u) => ({ value: u.id, label: u.fullName || u.username })),
          )}
        {(
          [
            ['office', 160, OFFICES.map((o) => ({ value: o, label: t(`offices.${o}`) }))],
            ['service', 180, SERVICES.map((s) => ({ value: s, label: label.service(s) }))],
            ['carrier', 180, BOOKING_CARRIERS.map((c) => ({ value: c, label: label.carrier(c) }))],
          ] as const
        ).map(([name, width, options]) => filters.includes(name) && select(name, name, width, options))}
      </Space>
    </Space>
  );
}

/** The query the API takes: the filters without the page's own state. */
export function apiQuery(v: ReportFilterValue): ReportQuery {
  const { preset: _preset, ...rest } = v;
  return rest;
}
