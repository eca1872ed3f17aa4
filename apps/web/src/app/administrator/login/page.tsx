import { paths } from '@acf/shared';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PlainLoginPage } from '@/features/auth/components/login-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('adminLoginTitle'), robots: { index: false } };
}

/** The administrator's own login (seed §6): refuses every other role. */
export default function AdministratorLoginPage() {
  return (
    <PlainLoginPage
      mode="admin"
      redirectTo={paths.administrator}
      titleKey="adminLoginTitle"
      subtitleKey="adminLoginSubtitle"
    />
  );
}
