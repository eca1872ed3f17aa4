'use client';

import {
  formatDateTime,
  RECEIVE_MODES,
  type TPieceScan,
  type TReceiveResponse,
  todayInHcm,
} from '@acf/shared';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, List, Segmented, Space, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReadResult } from '@/components/camera-scanner/camera-scanner';
import { notableScans, PieceScanTags, pieceScanOf, usePieceScanText } from '@/components/piece-scans';
import { useFocusScanBox } from '@/components/scan-area';
import { NetworkError } from '@/lib/api-client';
import { receiveParcels } from '../api/operations';
import { downloadCsv } from './csv';
import { ScanBox } from './scan-box';

type Mode = (typeof RECEIVE_MODES)[number];
interface Pending {
  number: string;
  mode: Mode;
}
/**
 * One scan of the session and what it did; `at` is when it was scanned (ISO); `pieces`, what it
 * did to each piece (issue 35).
 */
type Result = TReceiveResponse['results'][number] & { mode: Mode; at: string; pieces?: TPieceScan[] };

/** A list kept in the browser's storage; an unreadable one is an empty list. */
const readList = <T,>(storage: Storage, key: string): T[] => {
  try {
    return JSON.parse(storage.getItem(key) ?? '[]') as T[];
  } catch {
    return [];
  }
};

const STORE = 'acf.operate.receive.pending';
const load = () => readList<Pending>(localStorage, STORE);
// The session's list (this tab): every scan, good or bad, until "Clear list"; a reload keeps it.
const SESSION = 'acf.operate.receive.session';
const loadSession = () => readList<Result>(sessionStorage, SESSION);

const COLORS: Record<Result['result'], string> = {
  applied: 'green',
  already_received: 'blue',
  unknown: 'red',
  not_allowed: 'orange',
  invalid: 'red',
};
const TONES: Record<Result['result'], ReadResult['tone']> = {
  applied: 'success',
  already_received: 'success',
  unknown: 'error',
  not_allowed: 'warning',
  invalid: 'error',
};

/**
 * Receiving: every scan is sent at once (a batch when several wait). The scans waiting are kept
 * on the device, so a dropped connection loses none: they go again when the browser is back
 * online, or with "Send again". Every scan stays a row of the session's list with its result
 * (a misread number too, which is never sent), and the list exports as CSV: at the end of a
 * trolley, the rows not received are there to find.
 */
export function ReceivePanel() {
  const t = useTranslations('operations.operate');
  const tb = useTranslations('bookings');
  const tc = useTranslations('common.camera');
  const pieceText = usePieceScanText();
  const { message } = App.useApp();
  const [mode, setMode] = useState<Mode>('PICKUP');
  const [pending, setPending] = useState<Pending[]>([]);
  const [results, setResultsState] = useState<Result[]>([]);
  const [offline, setOffline] = useState(false);
  const sending = useRef(false);
  const queue = useRef<Pending[]>([]);
  const focusScanBox = useFocusScanBox();
  const setResults = useCallback((next: (prev: Result[]) => Result[]) => {
    setResultsState((prev) => {
      const rows = next(prev);
      sessionStorage.setItem(SESSION, JSON.stringify(rows));
      return rows;
    });
  }, []);

  const save = useCallback((next: Pending[]) => {
    queue.current = next;
    setPending(next);
    localStorage.setItem(STORE, JSON.stringify(next));
  }, []);

  const flush = useCallback(async () => {
    if (sending.current || queue.current.length === 0) return;
    sending.current = true;
    try {
      while (queue.current.length) {
        const batch = queue.current.filter((p) => p.mode === queue.current[0]!.mode).slice(0, 500);
        const res = await receiveParcels({
          trackingNumbers: batch.map((p) => p.number),
          mode: batch[0]!.mode,
        });
        const sent = new Set(batch.map((p) => `${p.mode}:${p.number}`));
        save(queue.current.filter((p) => !sent.has(`${p.mode}:${p.number}`)));
        const at = new Date().toISOString();
        setResults((prev) => [
          ...res.results
            .map((r) => ({
              ...r,
              mode: batch[0]!.mode,
              at,
              pieces: res.pieceScans.filter((p) => p.code === r.trackingNumber),
            }))
            .reverse(),
          ...prev,
        ]);
        setOffline(false);
      }
    } catch (err) {
      if (err instanceof NetworkError) setOffline(true);
      else message.error((err as Error).message);
    } finally {
      sending.current = false;
    }
  }, [message, save, setResults]);

  useEffect(() => {
    setResultsState(loadSession());
    queue.current = load();
    setPending(queue.current);
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  const scanned = (numbers: string[]) => {
    const known = new Set(queue.current.map((p) => `${p.mode}:${p.number}`));
    save([
      ...queue.current,
      ...numbers.filter((n) => !known.has(`${mode}:${n}`)).map((number) => ({ number, mode })),
    ]);
    void flush();
  };
  // A number whose check digit is wrong is not sent: it is a row of the list all the same.
  const misread = (numbers: string[]) => {
    const at = new Date().toISOString();
    setResults((prev) => [
      ...numbers.map((trackingNumber) => ({
        trackingNumber,
        result: 'invalid' as const,
        status: null,
        mode,
        at,
      })),
      ...prev,
    ]);
  };
  const resultText = (r: Result) =>
    t(`results.${r.result}`, { status: r.status ? tb(`statuses.${r.status}`) : '' });
  /** What a camera read did: waiting in the queue, or its piece's answer, or the number's. */
  const describeRead = (code: string): ReadResult | null => {
    if (pending.some((p) => p.number === code))
      return { text: offline ? tc('queued') : tc('working'), tone: 'processing' };
    const row = results.find((r) => r.trackingNumber === code);
    if (!row) return null;
    const piece = pieceScanOf(row.pieces, code);
    return piece ? pieceText(piece) : { text: resultText(row), tone: TONES[row.result] };
  };
  const exportList = () => {
    const c = (k: 'no' | 'trackingNumber' | 'result' | 'status' | 'mode' | 'time') => t(`columns.${k}`);
    downloadCsv(t('exportFile', { date: todayInHcm() }), [
      [c('no'), c('trackingNumber'), c('result'), c('status'), c('mode'), c('time')],
      ...[...results]
        .reverse()
        .map((r, i) => [
          String(i + 1),
          r.trackingNumber,
          resultText(r),
          r.status ? tb(`statuses.${r.status}`) : '',
          t(`receiveModes.${r.mode}`),
          formatDateTime(r.at),
        ]),
    ]);
    focusScanBox();
  };

  const applied = results.filter((r) => r.result === 'applied').length;
  return (
    <Space direction="vertical" size="small" style={{ width: '100%' }}>
      <Segmented
        block
        value={mode}
        onChange={(v) => {
          setMode(v as Mode);
          focusScanBox();
        }}
        options={RECEIVE_MODES.map((m) => ({ value: m, label: t(`receiveModes.${m}`) }))}
        data-testid="receive-mode"
      />
      <ScanBox onScan={scanned} onInvalid={misread} camera={describeRead} />
      {offline && pending.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={t('offline', { count: pending.length })}
          action={
            <Button
              size="small"
              onClick={() => {
                void flush();
                focusScanBox();
              }}
            >
              {t('retry')}
            </Button>
          }
        />
      )}
      {!offline && pending.length > 0 && (
        <Typography.Text type="secondary">{t('waiting', { count: pending.length })}</Typography.Text>
      )}
      <List
        size="small"
        bordered
        header={
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <Typography.Text strong>
              {results.length ? t('received', { applied, total: results.length }) : t('recent')}
            </Typography.Text>
            {results.length > 0 && (
              <Space size={0} wrap>
                <Button
                  size="small"
                  type="link"
                  icon={<DownloadOutlined />}
                  onClick={exportList}
                  data-testid="receive-export"
                >
                  {t('export')}
                </Button>
                <Button
                  size="small"
                  type="link"
                  onClick={() => {
                    setResults(() => []);
                    focusScanBox();
                  }}
                >
                  {t('clear')}
                </Button>
              </Space>
            )}
          </Space>
        }
        locale={{ emptyText: <Typography.Text type="secondary">{t('empty')}</Typography.Text> }}
        dataSource={results}
        data-testid="receive-results"
        renderItem={(r) => (
          <List.Item data-testid="receive-result" data-result={r.result}>
            <Space wrap>
              <span style={{ fontFamily: 'monospace', fontSize: 15 }}>{r.trackingNumber}</span>
              <Tag color={COLORS[r.result]}>{resultText(r)}</Tag>
              <Typography.Text type="secondary">{t(`receiveModes.${r.mode}`)}</Typography.Text>
              <PieceScanTags scans={notableScans(r.pieces)} />
            </Space>
          </List.Item>
        )}
      />
    </Space>
  );
}
