import { getTranslations } from 'next-intl/server';
import { IntlLanguageSwitch } from '@/components/language-switch-intl';
import { AuthPage } from './auth-page';
import { LoginForm } from './login-form';

/** A login page of its own (not inside the site layout): the brand, the language switch, the form. */
export async function PlainLoginPage({
  mode,
  redirectTo,
  titleKey,
  subtitleKey,
}: {
  mode: 'user' | 'admin';
  redirectTo: string;
  titleKey: 'loginTitle' | 'adminLoginTitle';
  subtitleKey: 'loginSubtitle' | 'adminLoginSubtitle';
}) {
  const t = await getTranslations('auth');
  const meta = await getTranslations('meta');
  return (
    <AuthPage
      variant="plain"
      languageSwitch={<IntlLanguageSwitch />}
      brand={meta('siteName')}
      title={t(titleKey)}
      subtitle={t(subtitleKey)}
    >
      <LoginForm mode={mode} redirectTo={redirectTo} />
    </AuthPage>
  );
}
