'use client';

import { formatMoney, type TManifestDetail, type TManifestShipment } from '@acf/shared';
import { Button, Drawer, Grid, Table } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { declared, kg, useLang } from './manifest-format';
import { PiecesScanned } from './pieces-scanned';
import { PodForm } from './pod-form';
import { ShipmentCards } from './shipment-cards';

/**
 * A manifest's shipments with their totals: a table (cards on a phone), each with its action:
 * remove while the manifest is open, record the delivery once it has left.
 */
export function ShipmentTable({
  m,
  canRemove,
  selection,
  onRemove,
}: {
  m: TManifestDetail;
  canRemove: boolean;
  /** Ticking shipments to pack them into a bag (by tracking number). */
  selection?: { selected: string[]; onChange: (numbers: string[]) => void };
  onRemove: (s: TManifestShipment) => void;
}) {
  const t = useTranslations('manifests');
  const tb = useTranslations('bookings');
  const lang = useLang();
  const [pod, setPod] = useState<TManifestShipment | null>(null);
  const canDeliver = m.status === 'DEPARTED' || m.status === 'ARRIVED';
  // Below md (a phone), each shipment is a card: its action inside the screen, not off to the side.
  const narrow = Grid.useBreakpoint().md === false;
  const action = (s: TManifestShipment, block = false) =>
    canRemove ? (
      <Button size={block ? 'large' : 'small'} block={block} type="link" danger onClick={() => onRemove(s)}>
        {t('removeShipment')}
      </Button>
    ) : canDeliver && s.status === 'IN_TRANSIT' ? (
      <Button
        size={block ? 'large' : 'small'}
        block={block}
        type={block ? 'primary' : 'default'}
        onClick={() => setPod(s)}
        data-testid={`pod-${s.trackingNumber}`}
      >
        {t('recordDelivery')}
      </Button>
    ) : null;
  return (
    <>
      {narrow ? (
        <ShipmentCards
          shipments={m.shipments}
          selection={selection}
          actions={(s) => action(s, true)}
          kg={(n) => kg(n, lang)}
        />
      ) : (
        <Table<TManifestShipment>
          rowKey="bookingId"
          size="small"
          dataSource={m.shipments}
          pagination={m.shipments.length > 50 ? { pageSize: 50 } : false}
          scroll={{ x: 'max-content' }}
          data-testid="manifest-shipments"
          rowSelection={
            selection && {
              selectedRowKeys: m.shipments
                .filter((s) => selection.selected.includes(s.trackingNumber))
                .map((s) => s.bookingId),
              onChange: (_, rows) => selection.onChange(rows.map((r) => r.trackingNumber)),
            }
          }
          onRow={(s) => ({ 'data-status': s.status }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { title: t('hawb'), dataIndex: 'trackingNumber' },
            { title: t('status'), dataIndex: 'status', render: (v: string) => tb(`statuses.${v}`) },
            { title: t('consignee'), key: 'c', render: (_, s) => `${s.receiverName} (${s.receiverCountry})` },
            { title: t('bag'), dataIndex: 'bagNumber', render: (v: string | null) => v ?? '' },
            { title: t('pieces'), dataIndex: 'pieces', align: 'right' },
            {
              title: t('piecesScanned'),
              key: 'scanned',
              align: 'right',
              render: (_, s) => <PiecesScanned s={s} />,
            },
            { title: t('grossKg'), dataIndex: 'grossKg', align: 'right', render: (v: number) => kg(v, lang) },
            {
              title: t('chargeableKg'),
              dataIndex: 'chargeableKg',
              align: 'right',
              render: (v: number) => kg(v, lang),
            },
            {
              title: t('declared'),
              key: 'v',
              align: 'right',
              render: (_, s) => formatMoney(s.declaredValue, s.currency, lang),
            },
            { title: '', key: 'act', render: (_, s) => action(s) },
          ]}
          summary={() => {
            // The tick column, when there is one, comes first.
            const at = selection ? 1 : 0;
            return (
              <Table.Summary.Row>
                {at > 0 && <Table.Summary.Cell index={0} />}
                <Table.Summary.Cell index={at} colSpan={4}>
                  <b data-testid="manifest-totals">{t('totals', { count: m.totals.shipments })}</b>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={at + 4} align="right">
                  <b>{m.totals.pieces}</b>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={at + 5} align="right">
                  <PiecesScanned s={scannedTotals(m)} />
                </Table.Summary.Cell>
                <Table.Summary.Cell index={at + 6} align="right">
                  <b>{kg(m.totals.grossKg, lang)}</b>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={at + 7} align="right">
                  <b>{kg(m.totals.chargeableKg, lang)}</b>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={at + 8} align="right" colSpan={2}>
                  <b>{declared(m, lang)}</b>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            );
          }}
        />
      )}
      <Drawer
        open={!!pod}
        onClose={() => setPod(null)}
        title={t('podTitle', { number: pod?.trackingNumber ?? '' })}
        width="min(100vw, 480px)"
        destroyOnHidden
      >
        {pod && <PodForm manifestId={m.id} shipment={pod} onDone={() => setPod(null)} />}
      </Drawer>
    </>
  );
}

/** The pieces scanned into the manifest over all its shipments, of all their pieces. */
const scannedTotals = (m: TManifestDetail) => ({
  piecesScanned: m.shipments.reduce((n, s) => n + s.piecesScanned, 0),
  piecesTotal: m.shipments.reduce((n, s) => n + s.piecesTotal, 0),
});
