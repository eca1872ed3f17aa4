'use client';

import { COUNTRY_CODES, countryName, foldText } from '@acf/shared';
import { Select, type SelectProps } from 'antd';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';

/**
 * A country, picked by its name in the page language (typed with or without accents) or by its
 * code; the ISO code is what the form keeps.
 */
export function CountrySelect(props: Omit<SelectProps<string>, 'options' | 'showSearch'>) {
  const locale: 'vi' | 'en' = useLocale() === 'en' ? 'en' : 'vi';
  const options = useMemo(
    () =>
      COUNTRY_CODES.map((code) => {
        const name = countryName(code, locale);
        return { value: code, label: `${name} (${code})`, search: foldText(`${name} ${code}`) };
      }).sort((a, b) => a.label.localeCompare(b.label, locale)),
    [locale],
  );
  return (
    <Select<string>
      {...props}
      options={options}
      showSearch={{
        filterOption: (input, option) => !!option?.search.includes(foldText(input.trim())),
        // A typed code puts its own country first ("KR" → Hàn Quốc before Ukraine).
        filterSort: (a, b, info) => {
          const typed = info.searchValue.trim().toUpperCase();
          return (
            Number(b.value === typed) - Number(a.value === typed) ||
            String(a.label).localeCompare(String(b.label), locale)
          );
        },
      }}
    />
  );
}
