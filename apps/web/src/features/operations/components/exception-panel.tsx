'use client';

import { EXCEPTION_REASONS, type ExceptionReason } from '@acf/shared';
import { App, Button, Card, Input, Select, Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFocusScanBox } from '@/components/scan-area';
import { ApiError, NetworkError } from '@/lib/api-client';
import { useRaiseException } from '../api/operations';
import { ScanBox } from './scan-box';

/** Raise an exception: scan the parcel, choose the reason, add a note. */
export function ExceptionPanel() {
  const t = useTranslations('operations');
  const { message } = App.useApp();
  const [number, setNumber] = useState<string | null>(null);
  const [reason, setReason] = useState<ExceptionReason | undefined>();
  const [note, setNote] = useState('');
  const raise = useRaiseException();
  const focusScanBox = useFocusScanBox();

  const submit = async () => {
    if (!number || !reason) return;
    try {
      await raise.mutateAsync({ trackingNumber: number, reason, note });
      message.success(t('exception.raised', { number }));
      setNumber(null);
      setReason(undefined);
      setNote('');
    } catch (err) {
      message.error(
        err instanceof NetworkError
          ? t('manifest.offline')
          : err instanceof ApiError
            ? (err.body.errors?.[0]?.message ?? err.body.message)
            : (err as Error).message,
      );
    } finally {
      // The scanner's next number goes to the box, not to the button just pressed.
      focusScanBox();
    }
  };

  return (
    <Space direction="vertical" size="small" style={{ width: '100%' }}>
      <ScanBox onScan={([n]) => setNumber(n!)} placeholder={t('exception.hint')} />
      <Card size="small">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            {t('exception.trackingNumber')}:{' '}
            <Typography.Text strong style={{ fontFamily: 'monospace' }} data-testid="exception-number">
              {number ?? '—'}
            </Typography.Text>
          </Typography.Text>
          <Select
            style={{ width: '100%' }}
            placeholder={t('exception.reason')}
            aria-label={t('exception.reason')}
            value={reason}
            onChange={setReason}
            options={EXCEPTION_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
            data-testid="exception-reason"
          />
          <Input.TextArea
            rows={2}
            maxLength={200}
            placeholder={t('exception.note')}
            aria-label={t('exception.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <Button
            type="primary"
            danger
            block
            disabled={!number || !reason}
            loading={raise.isPending}
            onClick={submit}
            data-testid="exception-raise"
          >
            {t('exception.raise')}
          </Button>
        </Space>
      </Card>
    </Space>
  );
}
