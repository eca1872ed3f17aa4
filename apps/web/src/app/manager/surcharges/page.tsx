import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SurchargeMasterEditor } from '@/features/surcharges/components/surcharge-master-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('surchargeMaster');
  return { title: t('title') };
}

/** Back office: surcharge master data (holders of manage_category). */
export default function SurchargesPage() {
  return <SurchargeMasterEditor />;
}
