import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdministratorPage } from '@/features/admin-accounts/components/administrator-page';
import '@/components/back-office.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminAccounts');
  return { title: t('title'), robots: { index: false } };
}

export default function Administrator() {
  return <AdministratorPage />;
}
