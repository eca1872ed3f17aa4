'use client';

import { App, Button, Form, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { DateField, useDateRule } from '@/components/date-field';
import { ApiError } from '@/lib/api-client';
import { dayjsToIso } from '@/lib/dates';
import { useCreateInvoice } from '../api/invoices';
import { CustomerSelect, errorText } from './billing-format';

interface DraftValues {
  customerId?: string;
  from?: Dayjs | null;
  to?: Dayjs | null;
}

/** POST /invoices: a draft of a customer's shipments carried between two days. */
export function InvoiceDraftForm({ onMade }: { onMade: (id: string) => void }) {
  const t = useTranslations('billing');
  const { message } = App.useApp();
  const [form] = Form.useForm<DraftValues>();
  const dateRule = useDateRule();
  const create = useCreateInvoice();
  const required = { required: true, message: t('required') };

  const submit = async (v: DraftValues) => {
    try {
      const invoice = await create.mutateAsync({
        customerId: v.customerId!,
        from: dayjsToIso(v.from)!,
        to: dayjsToIso(v.to)!,
      });
      message.success(t('draft.done', { count: invoice.lineCount }));
      onMade(invoice.id);
    } catch (err) {
      if (err instanceof ApiError && err.body.errors?.length)
        form.setFields(
          err.body.errors.map((e) => ({ name: e.field as keyof DraftValues, errors: [e.message] })),
        );
      else message.error(errorText(err));
    }
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t('draft.help')}</Typography.Paragraph>
      <Form<DraftValues>
        name="draft"
        form={form}
        layout="vertical"
        onFinish={submit}
        data-testid="invoice-draft-form"
      >
        <Form.Item name="customerId" label={t('customer')} rules={[required]}>
          <CustomerSelect data-testid="draft-customer" />
        </Form.Item>
        <div className="acf-form-grid">
          <Form.Item name="from" label={t('filters.from')} rules={[dateRule, required]}>
            <DateField reportUnreadable style={{ width: '100%' }} data-testid="draft-from" />
          </Form.Item>
          <Form.Item name="to" label={t('filters.to')} rules={[dateRule, required]}>
            <DateField reportUnreadable style={{ width: '100%' }} data-testid="draft-to" />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="draft-submit">
          {t('draft.submit')}
        </Button>
      </Form>
    </>
  );
}
