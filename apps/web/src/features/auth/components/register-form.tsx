'use client';

import { paths, type TRegisterRequest, ZRegisterRequest } from '@acf/shared';
import { Alert, Button, Form, Input } from 'antd';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { showApiError } from '@/lib/form-errors';
import { useZodRule } from '@/lib/form-rules';
import { useRegister } from '../api/register';

const fields = ZRegisterRequest.shape;

/** A customer signs up: a customer account and its customer record, logged in at once. */
export function RegisterForm() {
  const t = useTranslations('auth');
  const rule = useZodRule();
  const [form] = Form.useForm<TRegisterRequest>();
  const register = useRegister();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: TRegisterRequest) => {
    setError(null);
    try {
      await register.mutateAsync({ ...values, company: values.company || undefined });
      window.location.assign(paths.managerDefault);
    } catch (err) {
      showApiError(form, err, setError);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="register-form">
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item name="fullName" label={t('fullName')} required rules={[rule(fields.fullName)]}>
        <Input autoComplete="name" data-testid="register-fullName" />
      </Form.Item>
      <Form.Item name="company" label={t('company')} rules={[rule(fields.company)]}>
        <Input autoComplete="organization" data-testid="register-company" />
      </Form.Item>
      <Form.Item name="email" label={t('email')} required rules={[rule(fields.email)]}>
        <Input type="email" autoComplete="email" data-testid="register-email" />
      </Form.Item>
      <Form.Item name="phone" label={t('phone')} required rules={[rule(fields.phone)]}>
        <Input type="tel" autoComplete="tel" data-testid="register-phone" />
      </Form.Item>
      <Form.Item name="username" label={t('username')} required rules={[rule(fields.username)]}>
        <Input autoComplete="username" data-testid="register-username" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('password')}
        required
        rules={[rule(fields.password)]}
        extra={t('passwordHint')}
      >
        <Input.Password autoComplete="new-password" data-testid="register-password" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={register.isPending}
        data-testid="register-submit"
      >
        {t('registerButton')}
      </Button>
      <p style={{ marginTop: 16, textAlign: 'center' }}>
        {t('haveAccount')} <Link href={paths.loginHome}>{t('loginLink')}</Link>
      </p>
    </Form>
  );
}
