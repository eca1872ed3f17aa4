import { paths } from '@acf/shared';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlLanguageSwitch } from '@/components/language-switch-intl';
import { AuthPage } from '@/features/auth/components/auth-page';
import { LoginForm } from '@/features/auth/components/login-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('adminLoginTitle'), robots: { index: false } };
}

/** The administrator's own login (seed §6): refuses every other role. */
export default async function AdministratorLoginPage() {
  const t = await getTranslations('auth');
  const meta = await getTranslations('meta');
  return (
    <AuthPage
      variant="plain"
      languageSwitch={<IntlLanguageSwitch />}
      brand={meta('siteName')}
      title={t('adminLoginTitle')}
      subtitle={t('adminLoginSubtitle')}
    >
      <LoginForm mode="admin" redirectTo={paths.administrator} />
    </AuthPage>
  );
}
