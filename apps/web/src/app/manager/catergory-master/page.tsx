import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoryMaster } from '@/features/content-admin/components/category-master';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sidebar');
  return { title: t('categoryMaster'), robots: { index: false } };
}

/** Seed sidebar: /catergory-master (spelled as the seed has it), permission manage_category. */
export default function CategoryMasterPage() {
  return <CategoryMaster />;
}
