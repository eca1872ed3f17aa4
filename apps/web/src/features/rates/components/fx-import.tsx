'use client';

import { formatDate } from '@acf/shared';
import { UploadOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ExcelButton } from '@/components/excel-upload';
import { ImportDialog, PreviewTable, RefusalAlert } from '@/components/import-dialog';
import { ApiError } from '@/lib/api-client';
import { type FxDay, useImportExchangeRates } from '../api/exchange-rates';
import { errorLines, fxColumns, useLang } from './rates-format';

/**
 * Exchange rates from Excel: a first row "Ngày" then a currency per column, a day per row. The
 * file is read first (nothing written) and shown; confirmed, all its days are kept or none.
 */
export function FxImport() {
  const t = useTranslations('rates');
  const lang = useLang();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [read, setRead] = useState<FxDay[] | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; lines: string[] } | null>(null);
  const run = useImportExchangeRates();

  const reset = () => {
    setFile(null);
    setRead(null);
    setRefusal(null);
  };
  const go = async (f: File, dryRun: boolean) => {
    setRefusal(null);
    try {
      const answer = await run.mutateAsync({ file: f, dryRun });
      if (dryRun) setRead(answer.results);
      else message.success(t('fx.imported', { count: answer.results.length }));
      return true;
    } catch (err) {
      setRead(null);
      setRefusal({
        message: err instanceof Error ? err.message : String(err),
        lines: err instanceof ApiError ? errorLines(err) : [],
      });
      return false;
    }
  };

  return (
    <ImportDialog
      opener={{ icon: <UploadOutlined />, label: t('fx.import'), testId: 'fx-import-open' }}
      title={t('fx.import')}
      width={900}
      help={t('fx.importHelp')}
      onClosed={reset}
      closeLabel={t('cancel')}
      confirm={{
        label: t('fx.confirm', { count: read?.length ?? 0 }),
        disabled: !file || !read?.length,
        loading: run.isPending && !run.variables?.dryRun,
        onClick: async () => !!file && go(file, false),
      }}
    >
      <ExcelButton
        file={file}
        prompt={t('fx.chooseFile')}
        onFile={(f) => {
          reset();
          setFile(f);
          void go(f, true);
        }}
        loading={run.isPending && run.variables?.dryRun}
      />
      {refusal && <RefusalAlert refusal={refusal} />}
      {read && (
        <PreviewTable<FxDay>
          rowKey="day"
          rows={read}
          columns={[
            { title: t('fx.day'), dataIndex: 'day', render: (d: string) => formatDate(d) },
            ...fxColumns(lang),
          ]}
        />
      )}
    </ImportDialog>
  );
}
