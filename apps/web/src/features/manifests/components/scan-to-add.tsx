'use client';

import { parseTrackingInput, type TManifestDetail } from '@acf/shared';
import { Alert, App, Button, Card, Space, Tag } from 'antd';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { CameraScanner, type ReadResult } from '@/components/camera-scanner/camera-scanner';
import { useManagerMe } from '@/components/manager-shell/manager-context';
import { notableScans, PieceScanTags, pieceScanOf, usePieceScanText } from '@/components/piece-scans';
import { SCAN_BOX, useFocusScanBox } from '@/components/scan-area';
import { ScanInput } from '@/components/scan-input';
import { errorText } from '@/lib/api-client';
import { useScanQueue } from '@/lib/scan-queue';
import { type AddResults, addShipments, useManifest } from '../api/manifests';

/**
 * The scan panel of an open manifest: the box the scanner types into (or the camera reads for),
 * the numbers waiting to be added (kept while offline), the button that adds them, and what
 * became of each, piece by piece.
 */
export function ScanToAdd({ manifest }: { manifest: TManifestDetail }) {
  const t = useTranslations('manifests');
  const { message } = App.useApp();
  const me = useManagerMe();
  const tc = useTranslations('common.camera');
  const pieceText = usePieceScanText();
  const focusScanBox = useFocusScanBox();
  const box = useRef<HTMLInputElement>(null);
  const refetch = useManifest(manifest.id).refetch;
  const q = useScanQueue<AddResults>(me.user.id, `manifest:${manifest.id}`, async (numbers) => {
    const r = await addShipments(manifest.id, numbers);
    await refetch();
    return r;
  });
  const take = (text: string) => q.add(parseTrackingInput(text));
  /** A camera read: waiting to be added, or what adding it did. */
  const describeRead = (code: string): ReadResult | null => {
    if (q.pending.includes(code))
      return { text: q.offline ? tc('queued') : tc('listed'), tone: 'processing' };
    const piece = pieceScanOf(q.result?.pieceScans, code);
    if (piece) return pieceText(piece);
    const row = q.result?.results.find((r) => r.trackingNumber === code);
    return row
      ? { text: t(`addResults.${row.result}`), tone: row.result === 'added' ? 'success' : 'error' }
      : null;
  };
  return (
    <Card size="small" title={t('scanTitle')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space.Compact style={{ width: '100%' }}>
          <ScanInput
            autoFocus
            size="large"
            aria-label={t('scanPlaceholder')}
            placeholder={t('scanPlaceholder')}
            onScan={take}
            box={box}
            data-testid="manifest-scan"
            {...SCAN_BOX}
          />
          <Button
            size="large"
            type="primary"
            disabled={!q.pending.length}
            loading={q.sending}
            onClick={() =>
              q
                .send()
                .catch((err) => message.error(errorText(err)))
                // Added: the scanner's next number goes to the box, not to this button again.
                .finally(focusScanBox)
            }
            data-testid="manifest-add"
          >
            {t('add', { count: q.pending.length })}
          </Button>
        </Space.Compact>
        <CameraScanner
          onCode={take}
          describe={describeRead}
          onClose={() => box.current?.focus()}
          buttonProps={{ block: true }}
        />
        {q.offline && (
          <Alert
            type="warning"
            showIcon
            message={t('offlineQueued', { count: q.pending.length })}
            data-testid="offline-banner"
          />
        )}
        {q.pending.length > 0 && (
          <Space wrap data-testid="manifest-pending">
            {q.pending.map((n) => (
              <Tag
                key={n}
                closable
                onClose={() => {
                  q.remove(n);
                  focusScanBox();
                }}
              >
                {n}
              </Tag>
            ))}
          </Space>
        )}
        {q.result && (
          <Space wrap data-testid="manifest-add-results">
            {q.result.results.map((r) => (
              <Tag key={r.trackingNumber} color={r.result === 'added' ? 'green' : 'red'}>
                {r.trackingNumber}: {t(`addResults.${r.result}`)}
              </Tag>
            ))}
          </Space>
        )}
        {q.result && (
          <PieceScanTags scans={notableScans(q.result.pieceScans)} testId="manifest-piece-scans" />
        )}
      </Space>
    </Card>
  );
}
