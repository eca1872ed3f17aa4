'use client';

import {
  EDUCATION_LEVELS,
  OFFICES,
  STAFF_KINDS,
  type TCreateStaffRequest,
  type TStaff,
  ZCreateStaffRequest,
} from '@acf/shared';
import { Form, Input, Select, Switch } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { type EditDialogProps, FormModal, useEditForm } from '@/components/form-modal';
import { useZodRule } from '@/lib/form-rules';
import { roleName } from '@/lib/role-name';
import { useRoleOptions } from '../api/role-options';
import { useSaveStaff } from '../api/save-staff';

const fields = ZCreateStaffRequest.shape;

/** Adds a staff account (with username and password) or edits one (password: administrator's reset). */
export function StaffFormModal({ open, editing, onClose }: EditDialogProps<TStaff>) {
  const t = useTranslations('accounts');
  const ts = useTranslations('staff');
  const locale = useLocale();
  const rule = useZodRule();
  const roles = useRoleOptions();
  const save = useSaveStaff();

  const { form, submit } = useEditForm<TCreateStaffRequest, TStaff>(
    { open, editing, onClose },
    {
      valuesOf: (row) => ({
        fullName: row.fullName,
        email: row.email ?? '',
        phone: row.phone ?? '',
        roleId: row.role?.id,
        kind: row.kind === 'partner' ? ('partner' as const) : ('staff' as const),
        office: row.office ?? undefined,
        educationLevel: row.educationLevel ?? undefined,
        active: row.active,
      }),
      blank: { kind: 'staff' as const, active: true },
      save: (values, row) => {
        const body = {
          ...values,
          office: values.office ?? null,
          educationLevel: values.educationLevel ?? null,
        };
        if (!row) return save.mutateAsync({ body });
        const { username: _u, password: _p, ...update } = body;
        return save.mutateAsync({ id: row.id, body: update });
      },
    },
  );

  return (
    <FormModal
      open={open}
      title={editing ? ts('editTitle') : ts('addTitle')}
      onOk={submit}
      onCancel={onClose}
      saving={save.isPending}
      saveId="staff-save"
      width={640}
    >
      <Form form={form} layout="vertical" data-testid="staff-form" className="acf-form-grid">
        {!editing && (
          <>
            <Form.Item name="username" label={t('username')} required rules={[rule(fields.username)]}>
              <Input autoComplete="off" data-testid="staff-username" />
            </Form.Item>
            <Form.Item name="password" label={t('password')} required rules={[rule(fields.password)]}>
              <Input.Password autoComplete="new-password" data-testid="staff-password" />
            </Form.Item>
          </>
        )}
        <Form.Item name="fullName" label={t('fullName')} required rules={[rule(fields.fullName)]}>
          <Input data-testid="staff-fullName" />
        </Form.Item>
        <Form.Item name="email" label={t('email')} rules={[rule(fields.email)]}>
          <Input type="email" data-testid="staff-email" />
        </Form.Item>
        <Form.Item name="phone" label={t('phone')} rules={[rule(fields.phone)]}>
          <Input type="tel" data-testid="staff-phone" />
        </Form.Item>
        <Form.Item name="roleId" label={t('role')} required rules={[rule(fields.roleId)]}>
          <Select
            data-testid="staff-role"
            loading={roles.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: roleName(r, locale) }))}
          />
        </Form.Item>
        <Form.Item name="kind" label={t('kind')}>
          <Select options={STAFF_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
        </Form.Item>
        <Form.Item name="office" label={t('office')}>
          <Select allowClear options={OFFICES.map((o) => ({ value: o, label: t(`offices.${o}`) }))} />
        </Form.Item>
        <Form.Item name="educationLevel" label={t('educationLevel')}>
          <Select
            allowClear
            options={EDUCATION_LEVELS.map((e) => ({ value: e, label: t(`education.${e}`) }))}
          />
        </Form.Item>
        <Form.Item name="active" label={t('active')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
