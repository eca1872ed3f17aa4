import { paths, safeReturnTo } from '@acf/shared';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlLanguageSwitch } from '@/components/language-switch-intl';
import { AuthPage } from '@/features/auth/components/auth-page';
import { LoginForm } from '@/features/auth/components/login-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('loginTitle'), robots: { index: false } };
}

/** The plain login page: where an expired session lands (seed §8). */
export default async function LoginPage({
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
    <AuthPage
      variant="plain"
      languageSwitch={<IntlLanguageSwitch />}
      brand={meta('siteName')}
      title={t('loginTitle')}
      subtitle={t('loginSubtitle')}
    >
      <LoginForm mode="user" redirectTo={back} />
    </AuthPage>
  );
}
