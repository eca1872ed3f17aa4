'use client';

import { type TCreateCustomerRequest, type TCustomer, ZCreateCustomerRequest } from '@acf/shared';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslations } from 'next-intl';
import { type EditDialogProps, FormModal, useEditForm } from '@/components/form-modal';
import { useCan } from '@/components/manager-shell/manager-context';
import { NumberInput, useNumberRule } from '@/components/number-input';
import { useZodRule } from '@/lib/form-rules';
import { useSalesUsers } from '../api/sales-users';
import { useSaveCustomer } from '../api/save-customer';

const fields = ZCreateCustomerRequest.shape;

export function CustomerFormModal({ open, editing, onClose }: EditDialogProps<TCustomer>) {
  const t = useTranslations('accounts');
  const tc = useTranslations('customers');
  const rule = useZodRule();
  const numberRule = useNumberRule();
  const seesAll = useCan('get_all_list_customer');
  const sales = useSalesUsers(seesAll && open);
  const save = useSaveCustomer();

  const { form, submit } = useEditForm<TCreateCustomerRequest, TCustomer>(
    { open, editing, onClose },
    {
      valuesOf: (row) => ({
        companyName: row.companyName,
        contactName: row.contactName,
        taxCode: row.taxCode ?? '',
        address: row.address ?? '',
        phone: row.phone ?? '',
        email: row.email ?? '',
        salesUserId: row.sales?.id ?? null,
        inNetwork: row.inNetwork,
        discountPercent: row.discountPercent,
      }),
      blank: { inNetwork: true, discountPercent: 0 },
      save: (values, row) =>
        save.mutateAsync({
          id: row?.id,
          body: seesAll ? { ...values, salesUserId: values.salesUserId ?? null } : values,
        }),
    },
  );

  return (
    <FormModal
      open={open}
      title={editing ? tc('editTitle', { code: editing.code }) : tc('addTitle')}
      onOk={submit}
      onCancel={onClose}
      saving={save.isPending}
      saveId="customer-save"
      width={640}
    >
      <Form form={form} layout="vertical" className="acf-form-grid" data-testid="customer-form">
        {(['companyName', 'contactName'] as const).map((name) => (
          <Form.Item key={name} name={name} label={tc(name)} required rules={[rule(fields[name])]}>
            <Input data-testid={`customer-${name}`} />
          </Form.Item>
        ))}
        <Form.Item name="taxCode" label={tc('taxCode')} rules={[rule(fields.taxCode)]}>
          <Input />
        </Form.Item>
        <Form.Item name="phone" label={t('phone')} rules={[rule(fields.phone)]}>
          <Input type="tel" />
        </Form.Item>
        <Form.Item name="email" label={t('email')} rules={[rule(fields.email)]}>
          <Input type="email" />
        </Form.Item>
        <Form.Item name="address" label={tc('address')} rules={[rule(fields.address)]}>
          <Input />
        </Form.Item>
        {seesAll && (
          <Form.Item name="salesUserId" label={tc('sales')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={sales.isLoading}
              data-testid="customer-sales"
              options={(sales.data ?? []).map((u) => ({
                value: u.id,
                label: `${u.fullName} (${u.username})`,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="discountPercent"
          label={tc('discountPercent')}
          validateFirst
          rules={[numberRule(2), rule(fields.discountPercent)]}
        >
          <NumberInput precision={2} suffix="%" style={{ width: '100%' }} data-testid="customer-discount" />
        </Form.Item>
        <Form.Item name="inNetwork" label={tc('inNetwork')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
