'use client';

import { parseScannedCode, type TPickupItem } from '@acf/shared';
import { Space, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { CameraScanner, type ReadResult } from '@/components/camera-scanner/camera-scanner';
import { ScanInput } from '@/components/scan-input';

/**
 * The pieces the driver scans at the pickup (issue 35): their labels' codes, by camera or by a
 * handheld scanner typing into the box, each checked to be one of this pickup's pieces. They go
 * with the confirmation (`pieceIds`) into the phone's queue; none scanned is every piece, as
 * before. The tracking number (a label printed before pieces) is every piece too.
 */
export function ScannedPieces({
  item,
  value,
  onChange,
}: {
  item: TPickupItem;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const t = useTranslations('pickupDriver');
  const tc = useTranslations('common.camera');
  const box = useRef<HTMLInputElement>(null);
  const of = Math.max(item.piecesBooked, 1);
  /** Whose code it is: one of this pickup's pieces, its whole booking, or neither. */
  const kindOf = (code: string) => {
    const c = parseScannedCode(code);
    if (c.kind === 'invalid') return 'invalid' as const;
    if (c.trackingNumber !== item.trackingNumber || (c.kind === 'piece' && c.index > of))
      return 'other' as const;
    return c.kind;
  };
  const latest = useRef(value);
  latest.current = value;
  const take = (text: string) => {
    const codes = text.split(/[\s,;]+/).filter(Boolean);
    const mine = codes.filter((c) => ['piece', 'booking'].includes(kindOf(c)));
    const next = [...latest.current, ...mine.filter((c) => !latest.current.includes(c))];
    latest.current = next;
    onChange(next);
  };
  const whole = value.includes(item.trackingNumber);
  const seen = whole ? of : value.length;
  const describe = (code: string): ReadResult => {
    const kind = kindOf(code);
    if (kind === 'invalid') return { text: tc('invalid'), tone: 'error' };
    if (kind === 'other') return { text: t('notThisPickup'), tone: 'error' };
    return { text: t('pieceAdded', { seen, of }), tone: seen < of ? 'warning' : 'success' };
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="scanned-pieces">
      <ScanInput
        autoComplete="off"
        placeholder={t('scanPiece')}
        aria-label={t('scanPiece')}
        onScan={take}
        box={box}
        data-testid="piece-scan-input"
      />
      <CameraScanner
        onCode={take}
        describe={describe}
        onClose={() => box.current?.focus()}
        buttonProps={{ block: true }}
      />
      <Typography.Text type={seen && seen < of ? 'warning' : 'secondary'} data-testid="scanned-count">
        {value.length === 0
          ? t('scannedNone', { of })
          : whole
            ? t('scannedAll', { of })
            : t('scannedCount', { seen, of })}
      </Typography.Text>
      {value.length > 0 && (
        <Space wrap>
          {value.map((id) => (
            <Tag
              key={id}
              closable
              onClose={() => onChange(value.filter((x) => x !== id))}
              data-testid="scanned-piece"
              style={{ fontFamily: 'monospace', fontSize: 15, padding: '6px 10px' }}
            >
              {id}
            </Tag>
          ))}
        </Space>
      )}
    </Space>
  );
}
