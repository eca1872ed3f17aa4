import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/features/auth/components/auth-page';
import { RegisterForm } from '@/features/auth/components/register-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('registerTitle'), description: t('registerSubtitle') };
}

export default async function RegisterPage() {
  const t = await getTranslations('auth');
  const v = await getTranslations('validation');
  const meta = await getTranslations('meta');
  const labels = {
    fullName: t('fullName'),
    company: t('company'),
    email: t('email'),
    phone: t('phone'),
    username: t('username'),
    password: t('password'),
    passwordHint: t('passwordHint'),
    registerButton: t('registerButton'),
    haveAccount: t('haveAccount'),
    loginLink: t('loginLink'),
    required: v('required'),
  };
  return (
    <AuthPage
      variant="site"
      brand={meta('siteName')}
      title={t('registerTitle')}
      subtitle={t('registerSubtitle')}
    >
      <RegisterForm labels={labels} />
    </AuthPage>
  );
}
