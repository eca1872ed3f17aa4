'use client';

import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { DateField } from '@/components/date-field';
import { dayjsToIso, isBeforeTodayInHcm, isoToDayjs } from '@/lib/dates';

/**
 * The pickup's day, required and never before today (Ho Chi Minh City time). The form keeps the
 * API's YYYY-MM-DD; the picker shows and takes DD-MM-YYYY.
 */
export function PickupDateField({ rules, testId }: { rules?: Rule[]; testId?: string }) {
  const t = useTranslations('bookings');
  return (
    <Form.Item
      name={['pickup', 'date']}
      label={t('pickupDate')}
      rules={rules}
      required
      getValueProps={(v: string | undefined) => ({ value: isoToDayjs(v) })}
      normalize={(d: Dayjs | null) => dayjsToIso(d)}
    >
      <DateField
        reportUnreadable
        disabledDate={(d) => isBeforeTodayInHcm(d)}
        style={{ width: '100%' }}
        data-testid={testId}
      />
    </Form.Item>
  );
}
