'use client';

import { Col, Form } from 'antd';
import { useTranslations } from 'next-intl';
import { CommuneSelect, ProvinceSelect } from '@/components/place-select';

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
  if (country !== 'VN') return null;
  /** The two pickers, province then commune: what differs between them. */
  const levels = [
    {
      level: 'province',
      picker: (
        <ProvinceSelect
          placeholder={t('provincePlaceholder')}
          data-testid={`${who}-province`}
          onChange={() => form.setFieldValue([who, 'communeCode'], undefined)}
        />
      ),
    },
    {
      level: 'commune',
      picker: (
        <CommuneSelect
          province={province}
          placeholder={t('communePlaceholder')}
          data-testid={`${who}-commune`}
        />
      ),
    },
  ] as const;
  return (
    <>
      {levels.map(({ level, picker }) => (
        <Col key={level} xs={24} md={12}>
          <Form.Item
            name={[who, `${level}Code`]}
            label={t(level)}
            rules={required ? [{ required: true, message: t(`${level}Required`) }] : undefined}
          >
            {picker}
          </Form.Item>
        </Col>
      ))}
    </>
  );
}
