import { paths, safeReturnTo } from '@acf/shared';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthPage } from '@/features/auth/components/auth-page';
import { LoginForm } from '@/features/auth/components/login-form';

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
  // Where the visitor was going (only a path of this site; anything else: the booking list).
  const { returnTo } = await searchParams;
  const back = safeReturnTo(typeof returnTo === 'string' ? returnTo : undefined, paths.manager);
  const t = await getTranslations('auth');
  const meta = await getTranslations('meta');
  return (
    <AuthPage variant="site" brand={meta('siteName')} title={t('loginTitle')} subtitle={t('loginSubtitle')}>
      <LoginForm mode="user" redirectTo={back} />
    </AuthPage>
  );
}
