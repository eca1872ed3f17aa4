'use client';

import { foldText, OFFICES, type Office } from '@acf/shared';
import { Input, Select, Switch } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DateField } from '@/components/date-field';
import { dayjsToIso, isoToDayjs } from '@/lib/dates';
import { useCommunes, useProvinces } from '@/lib/divisions';
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
  // Pickups are given out by area: the province, then a commune of it.
  const [search, setSearch] = useState('');
  const provinces = useProvinces(true);
  const communes = useCommunes(value.provinceCode, search);
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
        {...labelled(t('assign.office'))}
        value={value.office}
        onChange={(office) => set({ office })}
        options={OFFICES.map((o) => ({ value: o, label: t(`offices.${o}`) }))}
        data-testid="assign-office"
      />
      {textFilter('code', (code) => code.replace(/\s+/g, ''))}
      {textFilter('city', (city) => city.trim())}
      <Select<string>
        allowClear
        {...labelled(t('assign.province'))}
        value={value.provinceCode}
        onChange={(provinceCode) => set({ provinceCode, communeCode: undefined })}
        showSearch={{
          filterOption: (input, o) => foldText(String(o?.label ?? '')).includes(foldText(input.trim())),
        }}
        options={(provinces.data?.results ?? []).map((p) => ({ value: p.code, label: p.name }))}
        popupMatchSelectWidth={false}
        data-testid="assign-province"
      />
      <Select<string>
        allowClear
        disabled={!value.provinceCode}
        {...labelled(t('assign.commune'))}
        value={value.communeCode}
        onChange={(communeCode) => set({ communeCode })}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        options={(communes.data?.results ?? []).map((c) => ({ value: c.code, label: c.name }))}
        popupMatchSelectWidth={false}
        data-testid="assign-commune"
      />
      <Select<string>
        allowClear
        {...labelled(t('assign.timeWindow'))}
        value={value.timeWindow}
        onChange={(timeWindow) => set({ timeWindow })}
        options={[
          ...windows.map((w) => ({ value: w, label: w })),
          { value: 'none', label: t('assign.noWindow') },
        ]}
        data-testid="assign-window"
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
