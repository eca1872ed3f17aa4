'use client';

import { BOOKING_CARRIERS, type BookingCarrier } from '@acf/shared';
import { DatePicker, Flex, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryTable } from '@/components/query-table';
import { useCodes } from '@/lib/codes';
import { type FuelRow, useFuelSurcharges, useSaveFuel } from '../api/fuel';
import { RateForm, usePercentColumns, useSaveRate } from './rate-entry';

interface FuelValues {
  carrier?: BookingCarrier;
  month?: Dayjs | null;
  percent?: number | null;
}

/** "2027-01" shown as the product writes dates, month first: 01-2027. */
export const monthText = (m: string) => `${m.slice(5, 7)}-${m.slice(0, 4)}`;

/** The fuel surcharge of each carrier, a percentage per month: listed, added and corrected. */
export function FuelTab() {
  const t = useTranslations('rates');
  const codes = useCodes();
  const [carrier, setCarrier] = useState<BookingCarrier | undefined>();
  const [form] = Form.useForm<FuelValues>();
  const list = useFuelSurcharges(carrier);
  const save = useSaveFuel();
  const saveRate = useSaveRate(form, 'fuel.saved');

  const submit = async (v: FuelValues) => {
    if (!v.carrier || !v.month || v.percent == null) return;
    const row = { carrier: v.carrier, month: v.month.format('YYYY-MM'), percent: v.percent };
    await saveRate(() => save.mutateAsync(row));
  };
  const edit = (r: FuelRow) =>
    form.setFieldsValue({ carrier: r.carrier, month: dayjs(`${r.month}-01`), percent: r.percent });
  const percentColumns = usePercentColumns(t('fuel.percent'), edit);

  return (
    <Flex vertical gap={12}>
      <RateForm<FuelValues>
        form={form}
        onFinish={submit}
        percentLabel={t('fuel.percent')}
        saving={save.isPending}
        testId="fuel-form"
      >
        <Form.Item
          name="carrier"
          label={t('carrier')}
          rules={[{ required: true, message: t('required') }]}
          style={{ marginBottom: 0, minWidth: 140 }}
        >
          <Select options={codes.options(BOOKING_CARRIERS, codes.carrier)} />
        </Form.Item>
        <Form.Item
          name="month"
          label={t('fuel.month')}
          rules={[{ required: true, message: t('required') }]}
          style={{ marginBottom: 0 }}
        >
          <DatePicker picker="month" format="MM-YYYY" placeholder="MM-YYYY" />
        </Form.Item>
      </RateForm>
      <Select
        allowClear
        placeholder={t('filters.carrier')}
        aria-label={t('filters.carrier')}
        value={carrier}
        onChange={setCarrier}
        options={codes.options(BOOKING_CARRIERS, codes.carrier)}
        style={{ width: 240, maxWidth: '100%' }}
      />
      <QueryTable<FuelRow>
        rowKey={(r) => `${r.carrier}|${r.month}`}
        query={list}
        emptyText={t('empty')}
        pagination={{ pageSize: 12, hideOnSinglePage: true }}
        data-testid="fuel-table"
        columns={[
          { title: t('carrier'), dataIndex: 'carrier', render: (c: string) => codes.carrier(c) },
          { title: t('fuel.month'), dataIndex: 'month', render: monthText },
          ...percentColumns,
        ]}
      />
    </Flex>
  );
}
