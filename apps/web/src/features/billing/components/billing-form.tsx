'use client';

import { Form, type FormInstance, type FormProps, Typography } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DateField, useDateRule } from '@/components/date-field';
import { ApiError, errorText } from '@/lib/api-client';

/** A billing form in a drawer or a dialog: its help above it, then its fields, laid out in a column. */
export function BillingForm<V>({
  help,
  testId,
  children,
  ...form
}: {
  help: ReactNode;
  testId?: string;
  children: ReactNode;
} & Pick<FormProps<V>, 'name' | 'form' | 'onFinish' | 'initialValues'>) {
  return (
    <>
      <Typography.Paragraph type="secondary">{help}</Typography.Paragraph>
      <Form<V> {...form} layout="vertical" data-testid={testId}>
        {children}
      </Form>
    </>
  );
}

/** The period's first and last days, side by side, both required (DD-MM-YYYY). */
export function PeriodItems({ testIds }: { testIds?: { from: string; to: string } }) {
  const t = useTranslations('billing');
  const dateRule = useDateRule();
  const rules = [dateRule, { required: true, message: t('required') }];
  return (
    <div className="acf-form-grid">
      <Form.Item name="from" label={t('filters.from')} rules={rules}>
        <DateField reportUnreadable style={{ width: '100%' }} data-testid={testIds?.from} />
      </Form.Item>
      <Form.Item name="to" label={t('filters.to')} rules={rules}>
        <DateField reportUnreadable style={{ width: '100%' }} data-testid={testIds?.to} />
      </Form.Item>
    </div>
  );
}

/**
 * A refused save: the API's field errors under their fields (a path like `allocations.0.amountVnd`
 * reaches a list's row), anything else as a message.
 */
export function showRefusal(form: FormInstance, err: unknown, message: MessageInstance) {
  if (err instanceof ApiError && err.body.errors?.length)
    form.setFields(
      err.body.errors.map((e) => ({
        name: e.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) as never,
        errors: [e.message],
      })),
    );
  else message.error(errorText(err));
}
