'use client';

import { type TStaff, ZResetPasswordRequest } from '@acf/shared';
import { App, Form, Input } from 'antd';
import { useTranslations } from 'next-intl';
import { FormModal } from '@/components/form-modal';
import { ApiError } from '@/lib/api-client';
import { useZodRule } from '@/lib/form-rules';
import { useResetPassword } from '../api/reset-password';

export function ResetPasswordModal({ account, onClose }: { account: TStaff | null; onClose: () => void }) {
  const t = useTranslations('accounts');
  const ta = useTranslations('adminAccounts');
  const rule = useZodRule();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const reset = useResetPassword();

  const submit = async () => {
    const { password } = await form.validateFields();
    try {
      await reset.mutateAsync({ userId: account!.id, password });
      message.success(ta('passwordReset', { username: account!.username }));
      form.resetFields();
      onClose();
    } catch (err) {
      if (err instanceof ApiError)
        form.setFields([{ name: 'password', errors: [err.fieldErrors().password ?? err.message] }]);
    }
  };

  return (
    <FormModal
      open={account !== null}
      title={ta('resetTitle', { username: account?.username ?? '' })}
      onOk={submit}
      onCancel={onClose}
      saving={reset.isPending}
      saveId="reset-save"
    >
      <p>{ta('resetHint')}</p>
      <Form form={form} layout="vertical">
        <Form.Item
          name="password"
          label={ta('newPassword')}
          required
          rules={[rule(ZResetPasswordRequest.shape.password)]}
        >
          <Input.Password autoComplete="new-password" data-testid="reset-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={ta('confirmPassword')}
          dependencies={['password']}
          required
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_, value) => {
                if (!value) throw new Error(t('required'));
                if (value !== getFieldValue('password')) throw new Error(ta('mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="reset-confirm" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
