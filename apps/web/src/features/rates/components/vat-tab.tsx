'use client';

import { formatDate, VAT_KINDS, type VatKind } from '@acf/shared';
import { EditOutlined } from '@ant-design/icons';
import { App, Button, Flex, Form, Select, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { DateField, useDateRule } from '@/components/date-field';
import { listLocale } from '@/components/list-error';
import { NumberInput, useNumberRule } from '@/components/number-input';
import { ApiError } from '@/lib/api-client';
import { useSaveVat, useVatRates, type VatRow } from '../api/vat';
import { errorText, percent, useLang } from './rates-format';

interface VatValues {
  kind?: VatKind;
  validFrom?: Dayjs | null;
  percent?: number | null;
}

/** VAT per kind of service, each rate in force from a day on: listed, added and corrected. */
export function VatTab() {
  const t = useTranslations('rates');
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<VatValues>();
  const dateRule = useDateRule();
  const numberRule = useNumberRule();
  const list = useVatRates();
  const save = useSaveVat();

  const submit = async (v: VatValues) => {
    if (!v.kind || !v.validFrom || v.percent == null) return;
    try {
      await save.mutateAsync({
        kind: v.kind,
        validFrom: v.validFrom.format('YYYY-MM-DD'),
        percent: v.percent,
      });
      message.success(t('vat.saved'));
    } catch (err) {
      if (err instanceof ApiError && err.body.errors?.length)
        form.setFields(
          err.body.errors.map((e) => ({ name: e.field as keyof VatValues, errors: [e.message] })),
        );
      else message.error(errorText(err));
    }
  };
  const edit = (r: VatRow) =>
    form.setFieldsValue({ kind: r.kind, validFrom: dayjs(r.validFrom), percent: r.percent });

  return (
    <Flex vertical gap={12}>
      <Form<VatValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        // Not a toolbar: the save button stays beside the fields, not pushed to the far edge.
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' }}
        data-testid="vat-form"
      >
        <Form.Item
          name="kind"
          label={t('vat.kind')}
          rules={[{ required: true, message: t('required') }]}
          style={{ marginBottom: 0, minWidth: 160 }}
        >
          <Select options={VAT_KINDS.map((k) => ({ value: k, label: t(`vat.kinds.${k}`) }))} />
        </Form.Item>
        <Form.Item
          name="validFrom"
          label={t('validFrom')}
          rules={[dateRule, { required: true, message: t('required') }]}
          style={{ marginBottom: 0 }}
        >
          <DateField reportUnreadable />
        </Form.Item>
        <Form.Item
          name="percent"
          label={t('vat.percent')}
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
      <Table<VatRow>
        rowKey={(r) => `${r.kind}|${r.validFrom}`}
        size="small"
        loading={list.isFetching}
        locale={listLocale(list, t('empty'))}
        dataSource={list.data?.results}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        data-testid="vat-table"
        columns={[
          { title: t('vat.kind'), dataIndex: 'kind', render: (k: VatKind) => t(`vat.kinds.${k}`) },
          { title: t('validFrom'), dataIndex: 'validFrom', render: (d: string) => formatDate(d) },
          {
            title: t('vat.percent'),
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
