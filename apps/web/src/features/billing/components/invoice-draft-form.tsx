'use client';

import { App, Button, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { dayjsToIso } from '@/lib/dates';
import { useCreateInvoice } from '../api/invoices';
import { BillingForm, PeriodItems, showRefusal } from './billing-form';
import { CustomerSelect } from './billing-format';

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
  const create = useCreateInvoice();

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
      showRefusal(form, err, message);
    }
  };

  return (
    <BillingForm<DraftValues>
      help={t('draft.help')}
      name="draft"
      form={form}
      onFinish={submit}
      testId="invoice-draft-form"
    >
      <Form.Item name="customerId" label={t('customer')} rules={[{ required: true, message: t('required') }]}>
        <CustomerSelect data-testid="draft-customer" />
      </Form.Item>
      <PeriodItems testIds={{ from: 'draft-from', to: 'draft-to' }} />
      <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="draft-submit">
        {t('draft.submit')}
      </Button>
    </BillingForm>
  );
}
