'use client';

import { sidebarEntryForPath } from '@acf/shared';
import { Typography } from 'antd';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';

/**
 * The one heading of a back-office page: an h1 whose words are the page's sidebar entry, found
 * from the address, so a page and its entry in the menu can never be called two things.
 */
export function PageHeader({ style }: { style?: CSSProperties }) {
  const t = useTranslations('sidebar');
  const entry = sidebarEntryForPath(usePathname());
  if (!entry) return null;
  return (
    <Typography.Title level={1} className="acf-page-title" style={style} data-testid="page-title">
      {t(entry.key)}
    </Typography.Title>
  );
}
