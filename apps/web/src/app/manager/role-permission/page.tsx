import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RolePermissionPage } from '@/features/roles/components/role-permission-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sidebar');
  return { title: t('rolePermission') };
}

export default function RolePermission() {
  return <RolePermissionPage />;
}
