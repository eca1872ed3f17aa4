'use client';

import { bookingNumberOf, type TManifestDetail, type TManifestShipment } from '@acf/shared';
import { Alert, App, Button, Space, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFocusScanBox } from '@/components/scan-area';
import { errorText } from '@/lib/api-client';
import { useRemoveShipment, useTransition } from '../api/manifests';
import { SplitModal } from './split-modal';

/** A departure refused (409 PIECES_NOT_SCANNED): the pieces it named. */
export interface PiecesRefusal {
  pieceIds: string[];
}

interface Group {
  s: TManifestShipment;
  pieces: string[];
}

/**
 * Why the manifest did not depart: each booking with a piece not scanned into it, its pieces
 * named, and the three ways out (issue 35): scan the piece, take the booking off the manifest,
 * or split it (the pieces scanned travel, the others stay behind as an exception). A booking
 * leaves the list once dealt with; then the manifest can depart.
 */
export function PiecesNotScanned({
  m,
  refusal,
  onClose,
}: {
  m: TManifestDetail;
  refusal: PiecesRefusal;
  onClose: () => void;
}) {
  const t = useTranslations('manifests.notScanned');
  const tm = useTranslations('manifests');
  const { message, modal } = App.useApp();
  const transition = useTransition(m.id);
  const remove = useRemoveShipment(m.id);
  const focusScanBox = useFocusScanBox();
  // Bookings split here: their pieces left behind are accounted for.
  const [split, setSplit] = useState<string[]>([]);
  const [splitting, setSplitting] = useState<Group | null>(null);
  const closed = m.status === 'CLOSED';
  // Still on the manifest, not split, and not every piece scanned in since.
  const groups: Group[] = m.shipments.flatMap((s) => {
    const pieces = refusal.pieceIds.filter((id) => bookingNumberOf(id) === s.trackingNumber);
    if (!pieces.length || split.includes(s.bookingId) || s.piecesScanned >= s.piecesTotal) return [];
    return [{ s, pieces }];
  });

  // The scan box is there while the manifest is open: a closed one is reopened first.
  const scan = () => {
    if (!closed) return focusScanBox();
    transition.mutateAsync('OPEN').catch((err) => message.error(errorText(err)));
  };
  const takeOff = (s: TManifestShipment) =>
    modal.confirm({
      title: t('removeConfirm', { number: s.trackingNumber }),
      content: closed ? t('removeReopens') : undefined,
      okText: t('remove'),
      cancelText: tm('cancel'),
      okButtonProps: { danger: true, 'data-testid': 'remove-ok' } as never,
      onOk: async () => {
        try {
          // Only an open manifest gives a shipment back; a closed one is closed again after.
          if (closed) await transition.mutateAsync('OPEN');
          await remove.mutateAsync(s.bookingId);
          if (closed) await transition.mutateAsync('CLOSED');
          message.success(t('removed', { number: s.trackingNumber }));
        } catch (err) {
          message.error(errorText(err));
        }
      },
    });

  if (!groups.length)
    return (
      <Alert
        type="success"
        showIcon
        closable
        onClose={onClose}
        title={t('resolved')}
        data-testid="pieces-resolved"
      />
    );
  return (
    <>
      <Alert
        type="error"
        showIcon
        closable
        onClose={onClose}
        data-testid="pieces-not-scanned"
        title={t('title')}
        description={
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Typography.Text>{t('intro')}</Typography.Text>
            {groups.map(({ s, pieces }) => (
              <div key={s.bookingId} data-testid="unscanned-booking" data-tracking={s.trackingNumber}>
                <div>
                  <Typography.Text strong style={{ fontFamily: 'monospace' }}>
                    {s.trackingNumber}
                  </Typography.Text>{' '}
                  · {s.receiverName} · {t('scannedOf', { scanned: s.piecesScanned, total: s.piecesTotal })}
                </div>
                <Space wrap size={[4, 4]} style={{ display: 'flex', margin: '4px 0 8px' }}>
                  {t('missing')}
                  {pieces.map((p) => (
                    <Tag
                      key={p}
                      color="red"
                      data-testid="unscanned-piece"
                      style={{ fontFamily: 'monospace' }}
                    >
                      {p}
                    </Tag>
                  ))}
                </Space>
                <Space wrap style={{ display: 'flex' }}>
                  <Button
                    size="small"
                    onClick={scan}
                    loading={transition.isPending}
                    data-testid="unscanned-scan"
                  >
                    {t('scan')}
                  </Button>
                  <Button size="small" danger onClick={() => takeOff(s)} data-testid="unscanned-remove">
                    {t('remove')}
                  </Button>
                  <Button
                    size="small"
                    type="primary"
                    danger
                    onClick={() => setSplitting({ s, pieces })}
                    data-testid="unscanned-split"
                  >
                    {t('split')}
                  </Button>
                </Space>
                <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 12 }}>
                  {closed ? t('scanHintClosed') : t('scanHintOpen')}
                </Typography.Paragraph>
              </div>
            ))}
          </Space>
        }
      />
      <SplitModal
        manifestId={m.id}
        shipment={splitting?.s ?? null}
        pieces={splitting?.pieces ?? []}
        onClose={() => setSplitting(null)}
        onSplit={(bookingId) => {
          setSplit((ids) => [...ids, bookingId]);
          setSplitting(null);
        }}
      />
    </>
  );
}
