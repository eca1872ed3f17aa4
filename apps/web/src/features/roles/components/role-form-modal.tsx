'use client';

import { type TCreateRoleRequest, ZCreateRoleRequest } from '@acf/shared';
import { Form, Input } from 'antd';
import { useTranslations } from 'next-intl';
import { FormModal, useFormSave } from '@/components/form-modal';
import { useZodRule } from '@/lib/form-rules';
import { useCreateRole } from '../api/save-role';

const fields = ZCreateRoleRequest.shape;

/** A new role starts with no permission; they are ticked in the matrix. */
export function RoleFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const tr = useTranslations('roles');
  const rule = useZodRule();
  const [form] = Form.useForm<TCreateRoleRequest>();
  const create = useCreateRole();

  const submit = useFormSave(
    form,
    (values) => create.mutateAsync({ ...values, code: values.code.trim().toUpperCase(), permissions: [] }),
    () => {
      form.resetFields();
      onClose();
    },
  );

  return (
    <FormModal
      open={open}
      title={tr('addTitle')}
      onOk={submit}
      onCancel={onClose}
      saving={create.isPending}
      saveId="role-save"
    >
      <Form form={form} layout="vertical" data-testid="role-form">
        <Form.Item
          name="code"
          label={tr('code')}
          required
          rules={[rule(fields.code)]}
          normalize={(v: string) => v?.toUpperCase()}
          extra={tr('codeHint')}
        >
          <Input data-testid="role-code" />
        </Form.Item>
        {(['nameVi', 'nameEn'] as const).map((name) => (
          <Form.Item key={name} name={name} label={tr(name)} required rules={[rule(fields[name])]}>
            <Input data-testid={`role-${name}`} />
          </Form.Item>
        ))}
      </Form>
    </FormModal>
  );
}
