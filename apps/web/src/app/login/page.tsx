import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PlainLoginPage } from '@/features/auth/components/login-page';
import { returnPath } from '@/features/auth/return-path';

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
  return (
    <PlainLoginPage
      mode="user"
      redirectTo={await returnPath(searchParams)}
      titleKey="loginTitle"
      subtitleKey="loginSubtitle"
    />
  );
}
