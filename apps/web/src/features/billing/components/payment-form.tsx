'use client';

import { PAYMENT_METHODS, type PaymentMethod, todayInHcm } from '@acf/shared';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { DateField, useDateRule } from '@/components/date-field';
import { NumberInput, useNumberRule } from '@/components/number-input';
import { dayjsToIso, isoToDayjs } from '@/lib/dates';
import { useInvoices } from '../api/invoices';
import { useRecordPayment } from '../api/payments';
import { BillingForm, showRefusal } from './billing-form';
import { CustomerSelect, useVnd } from './billing-format';

interface PaymentValues {
  customerId?: string;
  date?: Dayjs | null;
  amountVnd?: number | null;
  method?: PaymentMethod;
  reference?: string;
  allocations?: { invoiceId?: string; amountVnd?: number | null }[];
}

/** POST /payments: a payment in whole đồng, allocated to the invoices chosen or oldest due first. */
export function PaymentForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('billing');
  const vnd = useVnd();
  const { message } = App.useApp();
  const [form] = Form.useForm<PaymentValues>();
  const dateRule = useDateRule();
  const numberRule = useNumberRule();
  const record = useRecordPayment();
  const customerId = Form.useWatch('customerId', form);
  const issued = useInvoices(
    { page: 1, pageSize: 100, customerId, status: 'ISSUED', kind: 'INVOICE' },
    !!customerId,
  );
  const required = { required: true, message: t('required') };

  const submit = async (v: PaymentValues) => {
    const allocations = (v.allocations ?? []).filter((a) => a.invoiceId && typeof a.amountVnd === 'number');
    try {
      const payment = await record.mutateAsync({
        customerId: v.customerId!,
        date: dayjsToIso(v.date)!,
        amountVnd: v.amountVnd!,
        method: v.method ?? 'BANK_TRANSFER',
        reference: v.reference ?? '',
        allocations: allocations.length
          ? allocations.map((a) => ({ invoiceId: a.invoiceId!, amountVnd: a.amountVnd! }))
          : undefined,
      });
      message.success(t('record.done', { amount: vnd(payment.amountVnd) }));
      onDone();
    } catch (err) {
      showRefusal(form, err, message);
    }
  };

  return (
    <BillingForm<PaymentValues>
      help={t('record.help')}
      name="payment"
      form={form}
      onFinish={submit}
      initialValues={{ date: isoToDayjs(todayInHcm()), method: 'BANK_TRANSFER', allocations: [] }}
      testId="payment-form"
    >
      <Form.Item name="customerId" label={t('customer')} rules={[required]}>
        <CustomerSelect onChange={() => form.setFieldValue('allocations', [])} />
      </Form.Item>
      <div className="acf-form-grid">
        <Form.Item name="date" label={t('payments.date')} rules={[dateRule, required]}>
          <DateField reportUnreadable style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="amountVnd"
          label={t('payments.amount')}
          validateFirst
          rules={[numberRule(0), required]}
        >
          <NumberInput precision={0} suffix="VND" />
        </Form.Item>
        <Form.Item name="method" label={t('payments.method')} rules={[required]}>
          <Select<PaymentMethod>
            options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
          />
        </Form.Item>
        <Form.Item name="reference" label={t('payments.reference')}>
          <Input maxLength={100} />
        </Form.Item>
      </div>
      <Typography.Title level={2} style={{ fontSize: 15 }}>
        {t('record.allocations')}
      </Typography.Title>
      <Form.List name="allocations">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f) => (
              <div key={f.key} className="acf-form-grid" data-testid="allocation-row">
                <Form.Item name={[f.name, 'invoiceId']} label={t('record.invoice')} rules={[required]}>
                  <Select
                    options={(issued.data?.results ?? []).map((i) => ({
                      value: i.id,
                      label: `${i.number} – ${vnd(i.totalVnd)}`,
                    }))}
                  />
                </Form.Item>
                <Form.Item label={t('record.allocationAmount')} required>
                  <div style={{ display: 'flex', gap: 8 }}>
                    <Form.Item
                      noStyle
                      name={[f.name, 'amountVnd']}
                      validateFirst
                      rules={[numberRule(0), required]}
                    >
                      <NumberInput precision={0} suffix="VND" aria-label={t('record.allocationAmount')} />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('record.removeAllocation')}
                      title={t('record.removeAllocation')}
                      onClick={() => remove(f.name)}
                    />
                  </div>
                </Form.Item>
              </div>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={!customerId}
              title={customerId ? undefined : t('record.pickCustomerFirst')}
              onClick={() => add({})}
              style={{ marginBottom: 16 }}
              data-testid="allocation-add"
            >
              {t('record.addAllocation')}
            </Button>
          </>
        )}
      </Form.List>
      <div>
        <Button type="primary" htmlType="submit" loading={record.isPending} data-testid="payment-submit">
          {t('record.submit')}
        </Button>
      </div>
    </BillingForm>
  );
}
