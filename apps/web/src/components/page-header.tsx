'use client';

import { sidebarEntryForPath } from '@acf/shared';
import { Typography } from 'antd';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { CSSProperties, Ref } from 'react';

/**
 * The one heading of a back-office page: an h1 whose words are the page's sidebar entry, found
 * from the address, so a page and its entry in the menu can never be called two things.
 */
export function PageHeader({
  style,
  ref,
  tabIndex,
  className,
  testId = 'page-title',
}: {
  style?: CSSProperties;
  /** A page that gives the focus back to its heading after an action (the driver's list). */
  ref?: Ref<HTMLHeadingElement>;
  tabIndex?: number;
  className?: string;
  testId?: string;
}) {
  const t = useTranslations('sidebar');
  const entry = sidebarEntryForPath(usePathname());
  if (!entry) return null;
  return (
    <Typography.Title
      level={1}
      ref={ref}
      tabIndex={tabIndex}
      className={className ? `acf-page-title ${className}` : 'acf-page-title'}
      style={style}
      data-testid={testId}
    >
      {t(entry.key)}
    </Typography.Title>
  );
}
