import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/features/site/components/not-found-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  return { title: t('title'), robots: { index: false } };
}

/**
 * The root boundary's 404, reached only by a notFound() outside the site's and the back
 * office's own boundaries (unknown addresses get `global-not-found.tsx`). Kept to the bare view:
 * Next puts this element into every page's payload.
 */
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundView />
    </main>
  );
}
