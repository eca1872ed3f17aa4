'use client';

import { OFFICES, type Office } from '@acf/shared';
import { Radio, Select, Space } from 'antd';
import { useTranslations } from 'next-intl';
import { DateField } from '@/components/date-field';
import { dayjsToIso, isoToDayjs } from '@/lib/dates';
import type { OverviewFilters } from '../api/get-overview';
import {
  OVERVIEW_PRESETS,
  type OverviewPreset,
  overviewPeriod,
  periodProblem,
  type StaffOption,
} from '../lib/overview';

export interface OverviewFilterValue extends OverviewFilters {
  preset: OverviewPreset;
}

/**
 * The overview's period (presets or two days, DD-MM-YYYY; the pickers offer only days that keep
 * it in order and within the API's longest period), office and pickup staff member.
 */
export function OverviewFiltersBar({
  value,
  onChange,
  staff,
}: {
  value: OverviewFilterValue;
  onChange: (v: OverviewFilterValue) => void;
  staff: StaffOption[];
}) {
  const t = useTranslations('pickups');
  const set = (patch: Partial<OverviewFilterValue>) => onChange({ ...value, ...patch });
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%', marginBottom: 16 }}>
      {/* Buttons that wrap: the five presets fit a phone on two lines, never cut off. */}
      <Radio.Group
        data-testid="pickup-preset"
        optionType="button"
        value={value.preset}
        onChange={(e) => {
          const preset = e.target.value as OverviewPreset;
          set(preset === 'custom' ? { preset } : { preset, ...overviewPeriod(preset) });
        }}
        options={OVERVIEW_PRESETS.map((p) => ({ value: p, label: t(`overview.preset.${p}`) }))}
      />
      <Space wrap size={8}>
        <DateField
          allowClear={false}
          placeholder={t('overview.from')}
          aria-label={t('overview.from')}
          value={isoToDayjs(value.from)}
          disabledDate={(d) => !!value.to && periodProblem(d.format('YYYY-MM-DD'), value.to) !== null}
          onChange={(d) => set({ from: dayjsToIso(d), preset: 'custom' })}
          style={{ width: 150 }}
          data-testid="pickup-from"
        />
        <DateField
          allowClear={false}
          placeholder={t('overview.to')}
          aria-label={t('overview.to')}
          value={isoToDayjs(value.to)}
          disabledDate={(d) => !!value.from && periodProblem(value.from, d.format('YYYY-MM-DD')) !== null}
          onChange={(d) => set({ to: dayjsToIso(d), preset: 'custom' })}
          style={{ width: 150 }}
          data-testid="pickup-to"
        />
        <Select<Office>
          allowClear
          placeholder={t('overview.office')}
          aria-label={t('overview.office')}
          style={{ width: 190 }}
          value={value.office}
          onChange={(office) => set({ office })}
          options={OFFICES.map((o) => ({ value: o, label: t(`offices.${o}`) }))}
          data-testid="pickup-office"
        />
        <Select<string>
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('overview.staff')}
          aria-label={t('overview.staff')}
          style={{ width: 220 }}
          value={value.assigneeId}
          onChange={(assigneeId) => set({ assigneeId })}
          options={staff.map((s) => ({ value: s.id, label: s.fullName || s.username }))}
          data-testid="pickup-staff-filter"
        />
      </Space>
    </Space>
  );
}
