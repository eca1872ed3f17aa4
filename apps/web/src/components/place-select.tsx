'use client';

import { foldText } from '@acf/shared';
import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { useCommunes, useProvinces } from '@/lib/divisions';

type PlaceSelectProps = Omit<SelectProps<string>, 'options' | 'showSearch' | 'loading'>;

/** A Vietnamese province, picked by typing its name with or without accents. */
export function ProvinceSelect(props: PlaceSelectProps) {
  const provinces = useProvinces(true);
  return (
    <Select<string>
      allowClear
      loading={provinces.isFetching}
      showSearch={{
        filterOption: (input, o) => foldText(String(o?.label ?? '')).includes(foldText(input.trim())),
      }}
      options={(provinces.data?.results ?? []).map((p) => ({ value: p.code, label: p.name }))}
      {...props}
    />
  );
}

/**
 * A commune (ward, special zone) of `province`, searched by the API as it is typed; closed
 * until a province is chosen.
 */
export function CommuneSelect({ province, ...props }: PlaceSelectProps & { province: string | undefined }) {
  const [search, setSearch] = useState('');
  const communes = useCommunes(province, search);
  return (
    <Select<string>
      allowClear
      disabled={!province}
      loading={communes.isFetching}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onOpenChange={(open) => !open && setSearch('')}
      options={(communes.data?.results ?? []).map((c) => ({ value: c.code, label: c.name }))}
      {...props}
    />
  );
}
