'use client';

import {
  formatDate,
  MANIFEST_TRANSITIONS,
  type ManifestLine,
  type ManifestStatus,
  type TErrorBody,
} from '@acf/shared';
import { Alert, App, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError, errorText } from '@/lib/api-client';
import { downloadManifest, useManifest, useRemoveShipment, useTransition } from '../api/manifests';
import { BagPanel } from './bag-panel';
import { HeaderForm } from './header-form';
import { STATUS_COLORS } from './manifest-format';
import { PiecesNotScanned, type PiecesRefusal } from './pieces-not-scanned';
import { ScanToAdd } from './scan-to-add';
import { ShipmentTable } from './shipment-table';

/**
 * One manifest, in the page's drawer: its number and status, the moves its status allows, the
 * Excel and PDF, the header (a form while staff of its line may edit it, read only otherwise),
 * the scan box and the bags while it is open, and its shipments.
 */
export function ManifestDetail({ id, managedLines }: { id: string; managedLines: ManifestLine[] }) {
  const t = useTranslations('manifests');
  const { message, modal } = App.useApp();
  const q = useManifest(id);
  const transition = useTransition(id);
  const remove = useRemoveShipment(id);
  // The shipments ticked in the table, to pack into a bag (while the manifest is open).
  const [selected, setSelected] = useState<string[]>([]);
  // A close refused because shipments break their destination's rules: each listed until fixed.
  const [broken, setBroken] = useState<{ message: string; items: NonNullable<TErrorBody['errors']> } | null>(
    null,
  );
  // A departure refused for pieces not scanned in: each booking listed with its ways out.
  const [unscanned, setUnscanned] = useState<PiecesRefusal | null>(null);
  const m = q.data;
  if (!m) return null;
  const manages = managedLines.includes(m.line);
  const packing = manages && m.status === 'OPEN';
  const editable = manages && (m.status === 'OPEN' || m.status === 'CLOSED');
  const move = (to: ManifestStatus) => {
    let moved = false;
    modal.confirm({
      title: t(`confirm.${to}`, { number: m.number }),
      okText: t(`to.${to}`),
      cancelText: t('cancel'),
      onOk: () =>
        transition.mutateAsync(to).then(
          () => {
            moved = true;
            setBroken(null);
            if (to === 'DEPARTED') setUnscanned(null);
          },
          (err) => {
            if (err instanceof ApiError && err.body.code === 'MANIFEST_RULES_BROKEN')
              setBroken({ message: err.message, items: err.body.errors ?? [] });
            else if (err instanceof ApiError && err.body.code === 'PIECES_NOT_SCANNED')
              setUnscanned({
                pieceIds: (err.body.errors ?? []).flatMap((e) => (e.pieceId ? [e.pieceId] : [])),
              });
            else message.error(errorText(err));
          },
        ),
      // The button that asked is gone with the old status, so the focus would fall to the page
      // (and Escape no longer reach the drawer): it goes to the manifest's number instead.
      afterClose: () => {
        if (moved) document.querySelector<HTMLElement>('[data-testid=manifest-number]')?.focus();
      },
    });
  };
  const download = (kind: 'export.xlsx' | 'manifest.pdf') =>
    downloadManifest(m.id, kind).catch((err) => message.error(errorText(err)));
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="manifest-detail">
      <Space wrap>
        <Typography.Title level={4} style={{ margin: 0 }} tabIndex={-1} data-testid="manifest-number">
          {m.number}
        </Typography.Title>
        <Tag color={STATUS_COLORS[m.status]} data-testid="manifest-status">
          {t(`statuses.${m.status}`)}
        </Tag>
      </Space>
      <Space wrap>
        {manages &&
          MANIFEST_TRANSITIONS[m.status].map((to) => (
            <Button
              key={to}
              type={to === 'OPEN' ? 'default' : 'primary'}
              onClick={() => move(to)}
              data-testid={`to-${to}`}
            >
              {t(`to.${to}`)}
            </Button>
          ))}
        <Button onClick={() => download('export.xlsx')} data-testid="download-xlsx">
          {t('excel')}
        </Button>
        <Button onClick={() => download('manifest.pdf')} data-testid="download-pdf">
          {t('pdf')}
        </Button>
      </Space>
      {broken && m.status === 'OPEN' && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setBroken(null)}
          data-testid="manifest-rules-broken"
          message={broken.message}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {broken.items.map((e) => (
                <li key={`${e.code}-${e.rule}`} data-code={e.code} data-rule={e.rule}>
                  {e.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {unscanned && manages && (m.status === 'OPEN' || m.status === 'CLOSED') && (
        <PiecesNotScanned m={m} refusal={unscanned} onClose={() => setUnscanned(null)} />
      )}
      {editable ? (
        <Card size="small" title={t('header')}>
          <HeaderForm key={m.id + m.status} line={m.line} manifest={m} />
        </Card>
      ) : (
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} data-testid="manifest-readonly">
          <Descriptions.Item label={m.mode === 'SEA' ? t('mbl') : t('mawb')}>
            {(m.mode === 'SEA' ? m.mbl : m.mawb) ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={m.mode === 'SEA' ? t('vessel') : t('flight')}>
            {m.flightNumber || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('destination')}>
            {m.destinationAirport} ({m.destinationCountry})
          </Descriptions.Item>
          <Descriptions.Item label={t('departure')}>{formatDate(m.departureDate) || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('eta')}>{formatDate(m.eta) || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('note')}>{m.note || '—'}</Descriptions.Item>
        </Descriptions>
      )}
      {packing && <ScanToAdd manifest={m} />}
      {(packing || m.bags.length > 0) && (
        <BagPanel m={m} editable={packing} selected={selected} onSelect={(numbers) => setSelected(numbers)} />
      )}
      <ShipmentTable
        m={m}
        canRemove={packing}
        selection={packing ? { selected, onChange: setSelected } : undefined}
        onRemove={(s) => remove.mutateAsync(s.bookingId).catch((err) => message.error(errorText(err)))}
      />
    </Space>
  );
}
