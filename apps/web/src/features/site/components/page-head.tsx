import { paths } from '@acf/shared';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import page from './page.module.css';

export interface Crumb {
  label: ReactNode;
  /** Left out on the page itself (the last crumb, `aria-current`). */
  href?: string;
}

/** A public page's head: the breadcrumb from the home page through `crumbs`, then its heading and lead. */
export async function PageHead({ crumbs = [], children }: { crumbs?: Crumb[]; children: ReactNode }) {
  const t = await getTranslations('content');
  return (
    <div className={page.pageHead}>
      <div className={page.container}>
        <nav aria-label={t('breadcrumb')}>
          <ol className={page.crumbs}>
            <li>
              <Link href={paths.home}>{t('home')}</Link>
            </li>
            {crumbs.map((c) =>
              c.href ? (
                <li key={c.href}>
                  <Link href={c.href}>{c.label}</Link>
                </li>
              ) : (
                <li key="here" aria-current="page">
                  {c.label}
                </li>
              ),
            )}
          </ol>
        </nav>
        {children}
      </div>
    </div>
  );
}
