import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomeManager } from '@/features/content-admin/components/home-manager';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('contentAdmin');
  return { title: t('homeTitle'), robots: { index: false } };
}

/** Seed sidebar: /home-manager, permission manage_homepage. */
export default function HomeManagerPage() {
  return <HomeManager />;
}
