'use client';

import { foldText } from '@acf/shared';
import { Col, Form, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCommunes, useProvinces } from '@/lib/divisions';

/**
 * A Vietnamese party's province, then its commune (ward, special zone), picked by typing with or
 * without accents. The booking form requires both (issue 21); an API client that leaves them out
 * has the address text read by the server instead.
 */
export function VnPlace({ who, required = false }: { who: 'sender' | 'receiver'; required?: boolean }) {
  const t = useTranslations('bookings');
  const form = Form.useFormInstance();
  const country = Form.useWatch([who, 'country'], form) as string | undefined;
  const province = Form.useWatch([who, 'provinceCode'], form) as string | undefined;
  const [search, setSearch] = useState('');
  const provinces = useProvinces(country === 'VN');
  const communes = useCommunes(country === 'VN' ? province : undefined, search);
  if (country !== 'VN') return null;
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item
          name={[who, 'provinceCode']}
          label={t('province')}
          rules={required ? [{ required: true, message: t('provinceRequired') }] : undefined}
        >
          <Select
            allowClear
            placeholder={t('provincePlaceholder')}
            loading={provinces.isFetching}
            data-testid={`${who}-province`}
            showSearch={{
              filterOption: (input, o) => foldText(String(o?.label ?? '')).includes(foldText(input.trim())),
            }}
            options={(provinces.data?.results ?? []).map((p) => ({ value: p.code, label: p.name }))}
            onChange={() => form.setFieldValue([who, 'communeCode'], undefined)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={[who, 'communeCode']}
          label={t('commune')}
          rules={required ? [{ required: true, message: t('communeRequired') }] : undefined}
        >
          <Select
            allowClear
            disabled={!province}
            placeholder={t('communePlaceholder')}
            loading={communes.isFetching}
            data-testid={`${who}-commune`}
            showSearch={{ filterOption: false, onSearch: setSearch }}
            onOpenChange={(open) => !open && setSearch('')}
            options={(communes.data?.results ?? []).map((c) => ({ value: c.code, label: c.name }))}
          />
        </Form.Item>
      </Col>
    </>
  );
}
