import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StaffPage } from '@/features/staff/components/staff-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sidebar');
  return { title: t('employee') };
}

export default function EmployeePage() {
  return <StaffPage />;
}
