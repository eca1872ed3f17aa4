'use client';

import { formatDate, VAT_KINDS, type VatKind } from '@acf/shared';
import { Flex, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { DateField, useDateRule } from '@/components/date-field';
import { QueryTable } from '@/components/query-table';
import { useSaveVat, useVatRates, type VatRow } from '../api/vat';
import { RateForm, usePercentColumns, useSaveRate } from './rate-entry';

interface VatValues {
  kind?: VatKind;
  validFrom?: Dayjs | null;
  percent?: number | null;
}

/** VAT per kind of service, each rate in force from a day on: listed, added and corrected. */
export function VatTab() {
  const t = useTranslations('rates');
  const [form] = Form.useForm<VatValues>();
  const dateRule = useDateRule();
  const list = useVatRates();
  const save = useSaveVat();
  const saveRate = useSaveRate(form, 'vat.saved');

  const submit = async (v: VatValues) => {
    if (!v.kind || !v.validFrom || v.percent == null) return;
    const row = { kind: v.kind, validFrom: v.validFrom.format('YYYY-MM-DD'), percent: v.percent };
    await saveRate(() => save.mutateAsync(row));
  };
  const edit = (r: VatRow) =>
    form.setFieldsValue({ kind: r.kind, validFrom: dayjs(r.validFrom), percent: r.percent });
  const percentColumns = usePercentColumns(t('vat.percent'), edit);

  return (
    <Flex vertical gap={12}>
      <RateForm<VatValues>
        form={form}
        onFinish={submit}
        percentLabel={t('vat.percent')}
        saving={save.isPending}
        testId="vat-form"
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
      </RateForm>
      <QueryTable<VatRow>
        rowKey={(r) => `${r.kind}|${r.validFrom}`}
        query={list}
        emptyText={t('empty')}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        data-testid="vat-table"
        columns={[
          { title: t('vat.kind'), dataIndex: 'kind', render: (k: VatKind) => t(`vat.kinds.${k}`) },
          { title: t('validFrom'), dataIndex: 'validFrom', render: (d: string) => formatDate(d) },
          ...percentColumns,
        ]}
      />
    </Flex>
  );
}
