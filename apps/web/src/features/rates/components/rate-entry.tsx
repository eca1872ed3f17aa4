'use client';

import { EditOutlined } from '@ant-design/icons';
import { App, Button, Form, type FormInstance } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { NumberInput, useNumberRule } from '@/components/number-input';
import { ApiError, errorText } from '@/lib/api-client';
import { percent, useLang } from './rates-format';

// What the tabs where a rate is typed share (fuel, VAT, exchange rates): the save and its
// refusals, the form beside its table, the percentage, and a row's edit button.

/**
 * Saves what the form holds: said when kept (true), else the API's refusals on their fields (a
 * field named by `fieldName`), or its message.
 */
export function useSaveRate<V>(
  form: FormInstance<V>,
  savedKey: string,
  fieldName: (field: string) => string = (field) => field,
) {
  const t = useTranslations('rates');
  const { message } = App.useApp();
  return async (save: () => Promise<unknown>): Promise<boolean> => {
    try {
      await save();
      message.success(t(savedKey));
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.body.errors?.length)
        form.setFields(
          err.body.errors.map((e) => ({ name: fieldName(e.field), errors: [e.message] })) as Parameters<
            FormInstance<V>['setFields']
          >[0],
        );
      else message.error(errorText(err));
      return false;
    }
  };
}

/** A rate's form above its table: its fields, the percentage, and the save button beside them. */
export function RateForm<V>({
  form,
  onFinish,
  percentLabel,
  saving,
  testId,
  children,
}: {
  form: FormInstance<V>;
  onFinish: (values: V) => unknown;
  percentLabel: string;
  saving: boolean;
  testId: string;
  children: ReactNode;
}) {
  const t = useTranslations('rates');
  const numberRule = useNumberRule();
  return (
    <Form<V>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      // Not a toolbar: the save button stays beside the fields, not pushed to the far edge.
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' }}
      data-testid={testId}
    >
      {children}
      <Form.Item
        name="percent"
        label={percentLabel}
        validateFirst
        rules={[numberRule(3), { required: true, message: t('required') }]}
        style={{ marginBottom: 0, width: 120 }}
      >
        <NumberInput precision={3} suffix="%" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('save')}
      </Button>
    </Form>
  );
}

/** The columns after a rate's own: its percentage, and the button that puts it back in the form. */
export function usePercentColumns<R extends { percent: number }>(title: string, edit: (row: R) => void) {
  const t = useTranslations('rates');
  const lang = useLang();
  return [
    {
      title,
      dataIndex: 'percent',
      align: 'right' as const,
      render: (p: number) => percent(p, lang),
    },
    {
      title: t('actions'),
      key: 'edit',
      render: (_: unknown, r: R) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={t('edit')}
          title={t('edit')}
          onClick={() => edit(r)}
        />
      ),
    },
  ];
}
