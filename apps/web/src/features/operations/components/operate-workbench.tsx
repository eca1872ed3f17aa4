'use client';

import { Card, Segmented, Space } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { ScanArea } from '@/components/scan-area';
import { ExceptionPanel } from './exception-panel';
import { ExceptionsList } from './exceptions-list';
import { MeasurePanel } from './measure-panel';
import css from './operations.module.css';
import { ReceivePanel } from './receive-panel';

const MODES = ['receive', 'measure', 'exception'] as const;
type Mode = (typeof MODES)[number];

/** /manager/operate: scan first; the mode says what a scan does. Open exceptions beside it. */
export function OperateWorkbench() {
  const t = useTranslations('operations.operate');
  const [mode, setMode] = useState<Mode>('receive');
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <PageHeader style={{ margin: 0 }} />
      <div className={css.workbench}>
        <Card size="small">
          <ScanArea>
            <Space direction="vertical" size="middle" style={{ width: '100%' }}>
              <Segmented
                block
                size="large"
                value={mode}
                onChange={(v) => setMode(v as Mode)}
                options={MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
                data-testid="operate-mode"
              />
              {mode === 'receive' && <ReceivePanel />}
              {mode === 'measure' && <MeasurePanel />}
              {mode === 'exception' && <ExceptionPanel />}
            </Space>
          </ScanArea>
        </Card>
        <ExceptionsList />
      </div>
    </Space>
  );
}
