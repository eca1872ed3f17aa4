'use client';

import { paths, ZLoginRequest } from '@acf/shared';
import { Alert, Button, Form, Input } from 'antd';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { showApiError } from '@/lib/form-errors';
import { useZodRule } from '@/lib/form-rules';
import { type LoginMode, useLogin } from '../api/login';

interface Values {
  username: string;
  password: string;
}

/** The one login form: customers and staff at /login and /login-home, administrators at /administrator/login. */
export function LoginForm({ mode, redirectTo }: { mode: LoginMode; redirectTo: string }) {
  const t = useTranslations('auth');
  const rule = useZodRule();
  const [form] = Form.useForm<Values>();
  const login = useLogin(mode);
  const [error, setError] = useState<string | null>(null);
  // Until the page is live the button stays disabled, and with it the Enter key in a field: the
  // browser would otherwise send the form itself and load the page again, losing what was typed
  // (seen once in the keyboard browser test, on a loaded machine).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  const submit = async (values: Values) => {
    setError(null);
    try {
      await login.mutateAsync(values);
      window.location.assign(redirectTo);
    } catch (err) {
      showApiError(form, err, setError);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} data-testid="login-form">
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />
      )}
      <Form.Item name="username" label={t('username')} rules={[rule(ZLoginRequest.shape.username)]}>
        <Input autoComplete="username" autoFocus size="large" data-testid="login-username" />
      </Form.Item>
      <Form.Item name="password" label={t('password')} rules={[rule(ZLoginRequest.shape.password)]}>
        <Input.Password autoComplete="current-password" size="large" data-testid="login-password" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={login.isPending}
        disabled={!live}
        data-testid="login-submit"
      >
        {t('loginButton')}
      </Button>
      {mode === 'user' && (
        <p style={{ marginTop: 16, textAlign: 'center' }}>
          {t('noAccount')} <Link href={paths.register}>{t('registerLink')}</Link>
        </p>
      )}
    </Form>
  );
}
