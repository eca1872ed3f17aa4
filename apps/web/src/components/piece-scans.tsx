'use client';

import { parseScannedCode, type TPieceScan } from '@acf/shared';
import { Space, Tag } from 'antd';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { ReadResult } from './camera-scanner/camera-scanner';

const TONE: Record<TPieceScan['result'], ReadResult['tone']> = {
  applied: 'success',
  already: 'success',
  wrong_place: 'error',
  unknown: 'error',
  invalid: 'error',
  not_allowed: 'warning',
};
const COLOR: Record<ReadResult['tone'], string> = {
  success: 'green',
  warning: 'orange',
  error: 'red',
  processing: 'blue',
};

/**
 * One piece's answer in words: what the scan did, and for a booking this hand-over took, how many
 * of its pieces it has seen and which are missing ("Đã nhận · 2/3 kiện, thiếu 1000012345-3"); a
 * piece in the wrong place says where it belongs. A partial booking is a warning, not a success.
 */
export function usePieceScanText() {
  const t = useTranslations('common.pieces');
  return useCallback(
    (s: TPieceScan): ReadResult => {
      const where = s.where ? t(`where.${s.where.kind}`, { ref: s.where.ref }) : '';
      let text = t(`results.${s.result}`, { where });
      const p = s.progress;
      if (p) {
        text += ` · ${t('progress', { seen: p.seen, of: p.of })}`;
        if (p.missing.length) text += `, ${t('missing', { pieces: p.missing.join(', ') })}`;
      }
      const partial = Boolean(p?.missing.length) && TONE[s.result] === 'success';
      return { text, tone: partial ? 'warning' : TONE[s.result] };
    },
    [t],
  );
}

/** The latest answer about `code` (a piece id, or a tracking number for its pieces) among `scans`. */
export function pieceScanOf(scans: readonly TPieceScan[] | undefined, code: string) {
  return scans?.findLast((s) => s.code === code || s.pieceId === code);
}

/**
 * The answers worth a line of their own: a piece scanned by its id, or a piece not where it
 * should be or of a booking still incomplete. A whole booking scanned by its number says enough
 * in its own row.
 */
export const notableScans = (scans: readonly TPieceScan[] | undefined) =>
  (scans ?? []).filter(
    (s) =>
      parseScannedCode(s.code).kind === 'piece' ||
      !['applied', 'already'].includes(s.result) ||
      Boolean(s.progress?.missing.length),
  );

/** Each piece a scan answered for, as a tag with its words (the piece id first). */
export function PieceScanTags({ scans, testId = 'piece-scans' }: { scans: TPieceScan[]; testId?: string }) {
  const text = usePieceScanText();
  if (!scans.length) return null;
  return (
    <Space wrap size={[4, 4]} data-testid={testId}>
      {scans.map((s, i) => {
        const r = text(s);
        return (
          <Tag
            key={`${s.code}-${s.pieceId ?? i}`}
            color={COLOR[r.tone]}
            style={{ whiteSpace: 'normal' }}
            data-testid="piece-scan"
            data-result={s.result}
            data-piece={s.pieceId ?? s.code}
          >
            {s.pieceId ?? s.code}: {r.text}
          </Tag>
        );
      })}
    </Space>
  );
}
