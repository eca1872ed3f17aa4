'use client';

import { BOOKING_CARRIERS, type BookingCarrier } from '@acf/shared';
import { EditOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Flex, Form, Select, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { listLocale } from '@/components/list-error';
import { NumberInput, useNumberRule } from '@/components/number-input';
import { ApiError } from '@/lib/api-client';
import { useCodes } from '@/lib/codes';
import { type FuelRow, useFuelSurcharges, useSaveFuel } from '../api/fuel';
import { errorText, percent, useLang } from './rates-format';

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
  const lang = useLang();
  const { message } = App.useApp();
  const [carrier, setCarrier] = useState<BookingCarrier | undefined>();
  const [form] = Form.useForm<FuelValues>();
  const numberRule = useNumberRule();
  const list = useFuelSurcharges(carrier);
  const save = useSaveFuel();

  const submit = async (v: FuelValues) => {
    if (!v.carrier || !v.month || v.percent == null) return;
    try {
      await save.mutateAsync({ carrier: v.carrier, month: v.month.format('YYYY-MM'), percent: v.percent });
      message.success(t('fuel.saved'));
    } catch (err) {
      if (err instanceof ApiError && err.body.errors?.length)
        form.setFields(
          err.body.errors.map((e) => ({ name: e.field as keyof FuelValues, errors: [e.message] })),
        );
      else message.error(errorText(err));
    }
  };
  const edit = (r: FuelRow) =>
    form.setFieldsValue({ carrier: r.carrier, month: dayjs(`${r.month}-01`), percent: r.percent });

  return (
    <Flex vertical gap={12}>
      <Form<FuelValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        // Not a toolbar: the save button stays beside the fields, not pushed to the far edge.
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' }}
        data-testid="fuel-form"
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
        <Form.Item
          name="percent"
          label={t('fuel.percent')}
          validateFirst
          rules={[numberRule(3), { required: true, message: t('required') }]}
          style={{ marginBottom: 0, width: 120 }}
        >
          <NumberInput precision={3} suffix="%" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </Form>
      <Select
        allowClear
        placeholder={t('filters.carrier')}
        aria-label={t('filters.carrier')}
        value={carrier}
        onChange={setCarrier}
        options={codes.options(BOOKING_CARRIERS, codes.carrier)}
        style={{ width: 240, maxWidth: '100%' }}
      />
      <Table<FuelRow>
        rowKey={(r) => `${r.carrier}|${r.month}`}
        size="small"
        loading={list.isFetching}
        locale={listLocale(list, t('empty'))}
        dataSource={list.data?.results}
        pagination={{ pageSize: 12, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        data-testid="fuel-table"
        columns={[
          { title: t('carrier'), dataIndex: 'carrier', render: (c: string) => codes.carrier(c) },
          { title: t('fuel.month'), dataIndex: 'month', render: monthText },
          {
            title: t('fuel.percent'),
            dataIndex: 'percent',
            align: 'right',
            render: (p: number) => percent(p, lang),
          },
          {
            title: t('actions'),
            key: 'edit',
            render: (_, r) => (
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={t('edit')}
                title={t('edit')}
                onClick={() => edit(r)}
              />
            ),
          },
        ]}
      />
    </Flex>
  );
}
