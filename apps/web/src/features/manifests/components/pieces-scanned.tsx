'use client';

import type { TManifestShipment } from '@acf/shared';
import { Typography } from 'antd';
import { useTranslations } from 'next-intl';

/** Of a shipment's pieces, how many were scanned into the manifest ("2/3", red while short). */
export function PiecesScanned({ s }: { s: Pick<TManifestShipment, 'piecesScanned' | 'piecesTotal'> }) {
  const t = useTranslations('manifests');
  const short = s.piecesScanned < s.piecesTotal;
  return (
    <Typography.Text type={short ? 'danger' : undefined} strong={short} data-testid="pieces-scanned">
      {t('piecesScannedValue', { scanned: s.piecesScanned, total: s.piecesTotal })}
    </Typography.Text>
  );
}
