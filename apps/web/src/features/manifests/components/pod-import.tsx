'use client';

import { formatDateTime, type TPodImportResponse, type TPodImportRow } from '@acf/shared';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ExcelDropZone } from '@/components/excel-upload';
import { ImportDialog, PreviewTable } from '@/components/import-dialog';
import { ApiError } from '@/lib/api-client';
import { useCodes } from '@/lib/codes';
import { downloadPodTemplate, importPods } from '../api/manifests';

type RowError = TPodImportResponse['errors'][number];

const RESULT_COLORS: Record<TPodImportRow['result'], string> = {
  applied: 'green',
  willApply: 'blue',
  unchanged: 'default',
  error: 'red',
};

/**
 * Proofs of delivery from a sheet (issue 21), for a line's agent or operations: the template,
 * the file checked first (a dry run: every row with its result, bad rows marked with what is
 * wrong), then confirmed; all rows are written or none. A second import of the same file
 * changes nothing (its rows show as already recorded).
 */
export function PodImport() {
  const t = useTranslations('manifests');
  const to = useTranslations('operations');
  const codes = useCodes();
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<TPodImportResponse | null>(null);
  const [errors, setErrors] = useState<RowError[]>([]);
  const [busy, setBusy] = useState<'check' | 'confirm' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<TPodImportResponse | null>(null);

  const reset = () => {
    setFile(null);
    setChecked(null);
    setErrors([]);
    setFailure(null);
    setDone(null);
  };
  const check = async (f: File) => {
    reset();
    setFile(f);
    setBusy('check');
    try {
      const r = await importPods(f, true);
      setChecked(r);
      setErrors(r.errors);
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : (err as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const confirm = async () => {
    if (!file) return;
    setBusy('confirm');
    setFailure(null);
    try {
      const r = await importPods(file, false);
      setDone(r);
      setChecked(r);
      setErrors([]);
      await qc.invalidateQueries({ queryKey: ['manifests'] });
    } catch (err) {
      // Changed since the check: the answer's row errors take the preview's place.
      if (err instanceof ApiError) {
        setFailure(err.message);
        const rows = (err.body.errors ?? []).filter((e): e is RowError => typeof e.row === 'number');
        if (rows.length) setErrors(rows);
      } else setFailure((err as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const errorsOf = (row: number) => errors.filter((e) => e.row === row);
  const outcome = (o: string) =>
    o === 'DELIVERED' ? codes.status('DELIVERED') : to(`reasons.${o}` as 'reasons.OTHER');
  const canConfirm = !!checked && !done && checked.valid && errors.length === 0 && checked.applied > 0;

  return (
    <ImportDialog
      opener={{ icon: <UploadOutlined />, label: t('podImport.open'), testId: 'pod-import-open' }}
      title={t('podImport.title')}
      help={t('podImport.help')}
      onClosed={reset}
      closeLabel={done ? t('podImport.close') : t('cancel')}
      confirm={
        done
          ? undefined
          : {
              label: t('podImport.confirm', { count: checked?.applied ?? 0 }),
              disabled: !canConfirm,
              loading: busy === 'confirm',
              onClick: confirm,
              testId: 'pod-import-confirm',
            }
      }
    >
      <Button
        icon={<DownloadOutlined />}
        onClick={() => downloadPodTemplate()}
        data-testid="pod-import-template"
      >
        {t('podImport.template')}
      </Button>
      <ExcelDropZone
        file={file}
        prompt={t('podImport.drop')}
        onFile={(f) => void check(f)}
        disabled={busy !== null}
        testId="pod-import-file"
      />
      {busy === 'check' && <Alert type="info" message={t('podImport.checking')} showIcon />}
      {failure && <Alert type="error" message={failure} showIcon data-testid="pod-import-failure" />}
      {done && (
        <Alert
          type="success"
          showIcon
          data-testid="pod-import-done"
          message={t('podImport.done', { applied: done.applied, unchanged: done.unchanged })}
        />
      )}
      {checked && !done && (
        <Alert
          type={errors.length ? 'error' : 'success'}
          showIcon
          data-testid="pod-import-summary"
          message={
            errors.length
              ? t('podImport.hasErrors', {
                  count: errors.length,
                  rows: new Set(errors.map((e) => e.row)).size,
                })
              : t('podImport.ready', { applied: checked.applied, unchanged: checked.unchanged })
          }
        />
      )}
      {checked && (
        <PreviewTable<TPodImportRow>
          rowKey="row"
          rows={checked.rows}
          data-testid="pod-import-rows"
          onRow={(r) =>
            ({
              'data-row': r.row,
              'data-result': errorsOf(r.row).length ? 'error' : r.result,
            }) as React.HTMLAttributes<HTMLElement>
          }
          rowClassName={(r) => (errorsOf(r.row).length ? 'acf-row-error' : '')}
          columns={[
            { title: t('podImport.row'), dataIndex: 'row', width: 60 },
            {
              title: t('hawb'),
              key: 'n',
              render: (_, r) => (
                <>
                  <div>{r.trackingNumber}</div>
                  {r.code && <Typography.Text type="secondary">{r.code}</Typography.Text>}
                </>
              ),
            },
            { title: t('podImport.outcome'), key: 'o', render: (_, r) => outcome(r.outcome) },
            {
              title: t('podImport.localTime'),
              key: 'l',
              render: (_, r) =>
                r.localTime ? (
                  <>
                    <div>{r.localTime}</div>
                    <Typography.Text type="secondary">{r.timeZone}</Typography.Text>
                  </>
                ) : (
                  ''
                ),
            },
            {
              title: t('podImport.hcmTime'),
              key: 'h',
              render: (_, r) => (r.deliveredAt ? formatDateTime(r.deliveredAt) : ''),
            },
            { title: t('podImport.receiver'), dataIndex: 'receiverName' },
            {
              title: t('podImport.result'),
              key: 'r',
              render: (_, r) => {
                const rowErrors = errorsOf(r.row);
                if (rowErrors.length)
                  return (
                    // The reasons wrap in a column of their own width: on one line a long one
                    // ran past the modal's edge, to be read only by scrolling the table.
                    <Space direction="vertical" size={0} style={{ minWidth: 200, maxWidth: 300 }}>
                      <Tag color="red">{t('podImport.results.error')}</Tag>
                      {rowErrors.map((e) => (
                        <Typography.Text type="danger" key={`${e.field}-${e.message}`}>
                          {e.label ? `${e.label}: ` : ''}
                          {e.message}
                        </Typography.Text>
                      ))}
                    </Space>
                  );
                return <Tag color={RESULT_COLORS[r.result]}>{t(`podImport.results.${r.result}`)}</Tag>;
              },
            },
          ]}
        />
      )}
    </ImportDialog>
  );
}
