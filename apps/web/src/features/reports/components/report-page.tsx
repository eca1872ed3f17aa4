'use client';

import { Alert, Card, Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';

/** The frame every report page shares: title and exports, filters, chart, table. */
export function ReportPage({
  actions,
  filters,
  chart,
  help,
  error,
  children,
}: {
  /** Not shown: the page's heading is its sidebar entry's title (PageHeader). */
  title?: string;
  /** What the report counts, said under its title. */
  help?: ReactNode;
  actions?: ReactNode;
  filters: ReactNode;
  chart?: ReactNode;
  /** The report's failed request, if it failed: said instead of an empty table. */
  error?: unknown;
  children: ReactNode;
}) {
  const t = useTranslations('reports');
  if (error)
    return (
      <>
        <PageHeader />
        {filters}
        <Alert
          type="error"
          showIcon
          data-testid="report-error"
          message={t('loadFailed')}
          description={error instanceof ApiError ? error.message : undefined}
        />
      </>
    );
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <PageHeader style={{ margin: 0 }} />
        <Space wrap>{actions}</Space>
      </Space>
      {help && (
        <Typography.Paragraph type="secondary" data-testid="report-help">
          {help}
        </Typography.Paragraph>
      )}
      {filters}
      {chart && (
        <Card size="small" style={{ marginBottom: 16 }}>
          {chart}
        </Card>
      )}
      {children}
    </>
  );
}
