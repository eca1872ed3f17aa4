'use client';

import {
  BOOKING_STATUSES,
  type BookingStatus,
  CHECKPOINT_MAX_NUMBERS,
  type EventVisibility,
  type Locale,
  parseScannedCode,
  parseTrackingInput,
  STATUS_PUBLIC_TEXT,
  type TCheckpointResponse,
} from '@acf/shared';
import { App, Button, Card, Col, Input, List, Radio, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { CameraScanner, type ReadResult } from '@/components/camera-scanner/camera-scanner';
import { PageHeader } from '@/components/page-header';
import { notableScans, PieceScanTags, pieceScanOf, usePieceScanText } from '@/components/piece-scans';
import { SCAN_BOX, ScanArea, useFocusScanBox } from '@/components/scan-area';
import { ApiError } from '@/lib/api-client';
import { useApplyCheckpoint } from '../api/apply-checkpoint';

/** A tracking number or a piece id whose check digit is right (ADR 033). */
const readable = (n: string) => parseScannedCode(n).kind !== 'invalid';

/**
 * /manager/checkpoint: a barcode scanner types the number and Enter (or the camera reads it);
 * each scanned number is checked (Luhn) at once, then one checkpoint is applied to all and every
 * number gets its result, piece by piece.
 */
export function CheckpointScanner() {
  return (
    <ScanArea>
      <CheckpointForm />
    </ScanArea>
  );
}

function CheckpointForm() {
  const t = useTranslations('bookings');
  const { message } = App.useApp();
  const [scan, setScan] = useState('');
  const [numbers, setNumbers] = useState<string[]>([]);
  const [status, setStatus] = useState<BookingStatus>('IN_WAREHOUSE');
  const [place, setPlace] = useState('');
  const [note, setNote] = useState('');
  // A typed note stays with staff unless the user says the customer may read it.
  const [visibility, setVisibility] = useState<EventVisibility>('INTERNAL');
  const locale = useLocale() as Locale;
  const [result, setResult] = useState<TCheckpointResponse | null>(null);
  const apply = useApplyCheckpoint();
  const focusScanBox = useFocusScanBox();

  const tc = useTranslations('common.camera');
  const pieceText = usePieceScanText();
  const take = (text: string) => {
    const next = parseTrackingInput(text);
    setNumbers((prev) =>
      [...prev, ...next.filter((n) => !prev.includes(n))].slice(0, CHECKPOINT_MAX_NUMBERS),
    );
  };
  const add = () => {
    take(scan);
    setScan('');
  };
  const valid = numbers.filter(readable);
  /** A camera read: in the batch (or unreadable), or what applying the checkpoint did to it. */
  const describeRead = (code: string): ReadResult | null => {
    if (numbers.includes(code))
      return readable(code)
        ? { text: tc('listed'), tone: 'processing' }
        : { text: tc('invalid'), tone: 'error' };
    const piece = pieceScanOf(result?.pieceScans, code);
    if (piece) return pieceText(piece);
    const row = result?.results.find((r) => r.trackingNumber === code);
    return row ? { text: row.message, tone: row.result === 'APPLIED' ? 'success' : 'error' } : null;
  };
  const submit = async () => {
    try {
      const sent = valid;
      setResult(await apply.mutateAsync({ trackingNumbers: sent, status, place, note, visibility }));
      // Applied: the batch is done (its results below) and the next scans start a new one.
      setNumbers((prev) => prev.filter((n) => !sent.includes(n)));
    } catch (err) {
      message.error(
        err instanceof ApiError ? (err.body.errors?.[0]?.message ?? err.message) : (err as Error).message,
      );
    } finally {
      focusScanBox();
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <PageHeader style={{ margin: 0 }} />
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Card
            size="small"
            title={t('scanned')}
            extra={
              <Button
                size="small"
                onClick={() => {
                  setNumbers([]);
                  focusScanBox();
                }}
              >
                {t('clear')}
              </Button>
            }
          >
            <Input
              autoFocus
              size="large"
              value={scan}
              placeholder={t('scanPlaceholder')}
              aria-label={t('scanPlaceholder')}
              onChange={(e) => setScan(e.target.value)}
              onPressEnter={add}
              data-testid="scan-input"
              {...SCAN_BOX}
            />
            <CameraScanner
              onCode={take}
              describe={describeRead}
              onClose={focusScanBox}
              buttonProps={{ block: true, style: { marginTop: 8 } }}
            />
            <List
              size="small"
              dataSource={numbers}
              data-testid="scanned-list"
              renderItem={(n) => (
                <List.Item
                  actions={[
                    <Button
                      key="rm"
                      type="link"
                      size="small"
                      onClick={() => {
                        setNumbers(numbers.filter((x) => x !== n));
                        focusScanBox();
                      }}
                    >
                      {t('remove')}
                    </Button>,
                  ]}
                >
                  <Space>
                    <span style={{ fontFamily: 'monospace' }}>{n}</span>
                    {readable(n) ? (
                      <Tag color="green">{t('validNumber')}</Tag>
                    ) : (
                      <Tag color="red">{t('invalidNumber')}</Tag>
                    )}
                  </Space>
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('applyCheckpoint')}>
            <Space direction="vertical" style={{ width: '100%' }}>
              <Select
                aria-label={t('status')}
                value={status}
                onChange={setStatus}
                style={{ width: '100%' }}
                data-testid="checkpoint-status"
                options={BOOKING_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
              />
              <Input
                placeholder={t('place')}
                aria-label={t('place')}
                maxLength={35}
                value={place}
                onChange={(e) => setPlace(e.target.value)}
                data-testid="checkpoint-place"
              />
              <Radio.Group
                aria-label={t('noteVisibility')}
                optionType="button"
                buttonStyle="solid"
                value={visibility}
                onChange={(e) => setVisibility(e.target.value)}
                data-testid="checkpoint-visibility"
                options={[
                  { value: 'INTERNAL', label: t('visibility.INTERNAL') },
                  { value: 'PUBLIC', label: t('visibility.PUBLIC') },
                ]}
              />
              <Input
                placeholder={visibility === 'INTERNAL' ? t('internalNote') : t('publicNote')}
                aria-label={visibility === 'INTERNAL' ? t('internalNote') : t('publicNote')}
                aria-describedby="checkpoint-visibility-hint"
                maxLength={60}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                data-testid="checkpoint-note"
              />
              <Typography.Text
                type="secondary"
                id="checkpoint-visibility-hint"
                data-testid="checkpoint-visibility-hint"
              >
                {visibility === 'INTERNAL'
                  ? t('internalNoteHint', { text: STATUS_PUBLIC_TEXT[status][locale] })
                  : t('publicNoteHint')}
              </Typography.Text>
              <Button
                type="primary"
                block
                disabled={valid.length === 0 || !place.trim()}
                loading={apply.isPending}
                onClick={submit}
                data-testid="apply-checkpoint"
              >
                {t('applyCheckpoint')} ({valid.length})
              </Button>
            </Space>
          </Card>
        </Col>
      </Row>
      {result && (
        <Card
          size="small"
          title={t('appliedCount', { applied: result.applied, total: result.results.length })}
        >
          <Table
            rowKey="trackingNumber"
            size="small"
            pagination={false}
            dataSource={result.results}
            data-testid="checkpoint-results"
            columns={[
              { title: t('trackingNumber'), dataIndex: 'trackingNumber' },
              {
                title: t('result'),
                dataIndex: 'result',
                render: (r: string, row) => (
                  <Tag color={r === 'APPLIED' ? 'green' : 'red'}>{row.message}</Tag>
                ),
              },
              {
                title: t('status'),
                dataIndex: 'status',
                render: (s: BookingStatus | null) => (s ? t(`statuses.${s}`) : ''),
              },
            ]}
          />
          <PieceScanTags scans={notableScans(result.pieceScans)} testId="checkpoint-piece-scans" />
        </Card>
      )}
    </Space>
  );
}
