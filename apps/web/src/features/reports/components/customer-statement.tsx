'use client';

import { type PeriodPreset, presetPeriod } from '@acf/shared';
import { Card, Segmented, Space } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useManagerMe } from '@/components/manager-shell/manager-context';
import { ExportButton } from './export-button';

/** On /manager/booking: a customer downloads its own statement (the API limits it to its own). */
export function CustomerStatement() {
  const t = useTranslations('reports');
  const me = useManagerMe();
  const [preset, setPreset] = useState<Exclude<PeriodPreset, 'custom' | 'today'>>('lastMonth');
  const query = presetPeriod(preset);
  if (me.user.kind !== 'customer') return null;
  return (
    <Card size="small" title={t('myStatement')} style={{ marginBottom: 16 }} data-testid="customer-statement">
      <Space wrap>
        <Segmented
          value={preset}
          onChange={(p) => setPreset(p as typeof preset)}
          options={(['thisWeek', 'thisMonth', 'lastMonth'] as const).map((p) => ({
            value: p,
            label: t(`preset.${p}`),
          }))}
        />
        <ExportButton path="/reports/statement.xlsx" query={query} />
        <ExportButton
          path="/reports/statement.pdf"
          query={query}
          label={t('exportPdf')}
          testId="export-pdf"
        />
      </Space>
    </Card>
  );
}
