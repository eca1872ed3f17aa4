import { paths } from '@acf/shared';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/features/auth/components/auth-page';
import { LoginForm } from '@/features/auth/components/login-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('loginTitle'), description: t('loginSubtitle') };
}

/** The header's Login button: the same login inside the public site layout. */
export default async function LoginHomePage() {
  const t = await getTranslations('auth');
  const meta = await getTranslations('meta');
  return (
    <AuthPage variant="site" brand={meta('siteName')} title={t('loginTitle')} subtitle={t('loginSubtitle')}>
      <LoginForm mode="user" redirectTo={paths.manager} />
    </AuthPage>
  );
}
