'use client';

import { formatDate } from '@acf/shared';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Modal, Table, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ExcelButton } from '@/components/excel-upload';
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
  const [open, setOpen] = useState(false);
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
      else {
        message.success(t('fx.imported', { count: answer.results.length }));
        setOpen(false);
        reset();
      }
    } catch (err) {
      setRead(null);
      setRefusal({
        message: err instanceof Error ? err.message : String(err),
        lines: err instanceof ApiError ? errorLines(err) : [],
      });
    }
  };

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid="fx-import-open">
        {t('fx.import')}
      </Button>
      <Modal
        open={open}
        title={t('fx.import')}
        width="min(100vw, 900px)"
        destroyOnHidden
        onCancel={() => {
          setOpen(false);
          reset();
        }}
        footer={[
          <Button
            key="cancel"
            onClick={() => {
              setOpen(false);
              reset();
            }}
          >
            {t('cancel')}
          </Button>,
          <Button
            key="ok"
            type="primary"
            disabled={!file || !read?.length}
            loading={run.isPending && !run.variables?.dryRun}
            onClick={() => file && go(file, false)}
          >
            {t('fx.confirm', { count: read?.length ?? 0 })}
          </Button>,
        ]}
      >
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('fx.importHelp')}
          </Typography.Paragraph>
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
          {refusal && (
            <Alert
              type="error"
              showIcon
              title={refusal.message}
              description={
                refusal.lines.length > 0 && (
                  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                    {refusal.lines.map((l) => (
                      <li key={l}>{l}</li>
                    ))}
                  </ul>
                )
              }
            />
          )}
          {read && (
            <Table<FxDay>
              rowKey="day"
              size="small"
              dataSource={read}
              pagination={read.length > 20 ? { pageSize: 20 } : false}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: t('fx.day'), dataIndex: 'day', render: (d: string) => formatDate(d) },
                ...fxColumns(lang),
              ]}
            />
          )}
        </Flex>
      </Modal>
    </>
  );
}
