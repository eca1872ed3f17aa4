import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OperateWorkbench } from '@/features/operations/components/operate-workbench';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('operations.operate');
  return { title: t('title') };
}

export default function Page() {
  return <OperateWorkbench />;
}
