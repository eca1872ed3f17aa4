'use client';

import { Card, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The frame every report page shares: title and exports, filters, chart, table. */
export function ReportPage({
  title,
  actions,
  filters,
  chart,
  children,
}: {
  title: string;
  actions?: ReactNode;
  filters: ReactNode;
  chart?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Space wrap>{actions}</Space>
      </Space>
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
