import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ManifestPage } from '@/features/manifests/components/manifest-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('manifests');
  return { title: t('title') };
}

export default function Page() {
  return <ManifestPage />;
}
