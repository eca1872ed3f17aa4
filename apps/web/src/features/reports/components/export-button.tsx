'use client';

import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Progress, Space } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type DownloadProgress, downloadReport, type ReportQuery } from '../api/reports';

/** Downloads a report file with a progress bar while it streams in. */
export function ExportButton({
  path,
  query,
  label,
  testId = 'export-excel',
  disabled,
}: {
  path: string;
  query: ReportQuery;
  label?: string;
  testId?: string;
  disabled?: boolean;
}) {
  const t = useTranslations('reports');
  const { message } = App.useApp();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const { page: _p, pageSize: _s, ...filters } = query;
  const run = async () => {
    setProgress({ received: 0, percent: 0 });
    try {
      await downloadReport(path, filters, setProgress);
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setTimeout(() => setProgress(null), 800);
    }
  };
  return (
    <Space>
      <Button
        icon={<DownloadOutlined />}
        onClick={run}
        loading={progress !== null}
        disabled={disabled}
        data-testid={testId}
      >
        {label ?? t('exportExcel')}
      </Button>
      {progress && (
        <Progress
          data-testid={`${testId}-progress`}
          style={{ width: 160, margin: 0 }}
          size="small"
          percent={progress.percent ?? 0}
          status={progress.percent === 100 ? 'success' : 'active'}
          format={() => `${Math.round(progress.received / 1024)} KB`}
        />
      )}
    </Space>
  );
}
