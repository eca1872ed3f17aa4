import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/features/auth/components/auth-page';
import { LoginForm } from '@/features/auth/components/login-form';
import { returnPath } from '@/features/auth/return-path';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('loginTitle'), description: t('loginSubtitle') };
}

/** The header's Login button: the same login inside the public site layout. */
export default async function LoginHomePage({
  searchParams,
}: {
  searchParams: Promise<{ returnTo?: string | string[] }>;
}) {
  const back = await returnPath(searchParams);
  const t = await getTranslations('auth');
  const meta = await getTranslations('meta');
  return (
    <AuthPage variant="site" brand={meta('siteName')} title={t('loginTitle')} subtitle={t('loginSubtitle')}>
      <LoginForm mode="user" redirectTo={back} />
    </AuthPage>
  );
}
