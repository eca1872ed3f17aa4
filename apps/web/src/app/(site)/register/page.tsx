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
  const meta = await getTranslations('meta');
  return (
    <AuthPage
      variant="site"
      brand={meta('siteName')}
      title={t('registerTitle')}
      subtitle={t('registerSubtitle')}
    >
      <RegisterForm />
    </AuthPage>
  );
}
