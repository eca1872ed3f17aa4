'use client';

import { OFFICES, type Office } from '@acf/shared';
import { Input, Select, Switch } from 'antd';
import { useTranslations } from 'next-intl';
import { DateField } from '@/components/date-field';
import { CommuneSelect, ProvinceSelect } from '@/components/place-select';
import { dayjsToIso, isoToDayjs } from '@/lib/dates';
import { labelled } from '@/lib/labelled';
import type { AssignableFilters } from '../api/get-assignable';
import styles from './dispatch.module.css';

/** The dispatcher's filters: pickup day (DD-MM-YYYY), office, code, place, window, assigned too. */
export function AssignableFiltersBar({
  value,
  onChange,
  windows,
}: {
  value: AssignableFilters;
  onChange: (v: AssignableFilters) => void;
  windows: string[];
}) {
  const t = useTranslations('pickups');
  const set = (patch: Partial<AssignableFilters>) => onChange({ ...value, ...patch, page: 1 });
  /** A select bound to one filter: named by `label`, showing the filter's value, setting it. */
  const bound = <K extends 'office' | 'provinceCode' | 'communeCode' | 'timeWindow'>(
    field: K,
    label: string,
    testId: string,
  ) => ({
    ...labelled(t(label)),
    value: value[field] as AssignableFilters[K],
    onChange: (v: AssignableFilters[K]) => set({ [field]: v }),
    'data-testid': testId,
  });
  /** A text filter, searched when typed out; what `clean` leaves empty clears it. */
  const textFilter = (field: 'code' | 'city', clean: (text: string) => string) => (
    <Input.Search
      allowClear
      {...labelled(t(field === 'code' ? 'assign.codeSearch' : 'assign.city'))}
      defaultValue={value[field]}
      onSearch={(text) => set({ [field]: clean(text) || undefined })}
      data-testid={`assign-${field}`}
    />
  );
  return (
    <div className={styles.filters}>
      <DateField
        allowClear={false}
        {...labelled(t('assign.date'))}
        value={isoToDayjs(value.date)}
        onChange={(d) => {
          const date = dayjsToIso(d);
          if (date) set({ date });
        }}
        data-testid="assign-date"
      />
      <Select<Office>
        allowClear
        {...bound('office', 'assign.office', 'assign-office')}
        options={OFFICES.map((o) => ({ value: o, label: t(`offices.${o}`) }))}
      />
      {textFilter('code', (code) => code.replace(/\s+/g, ''))}
      {textFilter('city', (city) => city.trim())}
      {/* Pickups are given out by area: the province, then a commune of it. */}
      <ProvinceSelect
        {...bound('provinceCode', 'assign.province', 'assign-province')}
        onChange={(provinceCode) => set({ provinceCode, communeCode: undefined })}
        popupMatchSelectWidth={false}
      />
      <CommuneSelect
        province={value.provinceCode}
        {...bound('communeCode', 'assign.commune', 'assign-commune')}
        popupMatchSelectWidth={false}
      />
      <Select<string>
        allowClear
        {...bound('timeWindow', 'assign.timeWindow', 'assign-window')}
        options={[
          ...windows.map((w) => ({ value: w, label: w })),
          { value: 'none', label: t('assign.noWindow') },
        ]}
      />
      <span className={styles.switch}>
        <Switch
          checked={value.includeAssigned}
          onChange={(includeAssigned) => set({ includeAssigned })}
          aria-label={t('assign.includeAssigned')}
          data-testid="include-assigned"
        />
        <span>{t('assign.includeAssigned')}</span>
      </span>
    </div>
  );
}
