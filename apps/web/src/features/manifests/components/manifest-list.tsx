'use client';

import { formatDate, type ManifestLine, type ManifestStatus, type TManifest } from '@acf/shared';
import { Button, Card, Input, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryTable, tagColumn } from '@/components/query-table';
import { useManifests } from '../api/manifests';
import { declared, kg, STATUS_COLORS, useLang } from './manifest-format';

/**
 * A line's manifests: searched and filtered by status, a page of ten at a time, a row opening
 * its manifest; staff of the line also start a new one from here (the page's drawer asks its header).
 */
export function ManifestList({
  line,
  manages,
  onOpen,
  onNew,
}: {
  line: ManifestLine;
  manages: boolean;
  onOpen: (id: string) => void;
  onNew: () => void;
}) {
  const t = useTranslations('manifests');
  const lang = useLang();
  const [status, setStatus] = useState<ManifestStatus | undefined>();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useManifests({ line, status, search, page, pageSize: 10 });
  return (
    <Card size="small">
      <div className="acf-toolbar">
        <Input.Search
          allowClear
          placeholder={t('search')}
          aria-label={t('search')}
          className="acf-toolbar-search"
          onSearch={(v) => {
            setSearch(v.trim());
            setPage(1);
          }}
          data-testid="manifest-search"
        />
        <Select
          allowClear
          value={status}
          placeholder={t('status')}
          aria-label={t('status')}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={(Object.keys(STATUS_COLORS) as ManifestStatus[]).map((s) => ({
            value: s,
            label: t(`statuses.${s}`),
          }))}
          style={{ minWidth: 140 }}
        />
        {manages && (
          <Button type="primary" onClick={onNew} data-testid="manifest-new">
            {t('new')}
          </Button>
        )}
      </div>
      <QueryTable<TManifest>
        rowKey="id"
        query={list}
        data-testid="manifest-list"
        onRow={(m) => ({ onClick: () => onOpen(m.id), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: 10,
          total: list.data?.totalResults ?? 0,
          onChange: setPage,
          showTotal: (n) => t('total', { count: n }),
        }}
        columns={[
          { title: t('number'), dataIndex: 'number', render: (v: string) => <a>{v}</a> },
          tagColumn(t('status'), 'status', STATUS_COLORS, (s) => t(`statuses.${s}`)),
          { title: t('mawb'), key: 'ref', render: (_, m) => m.mawb ?? m.mbl ?? '—' },
          { title: t('flight'), dataIndex: 'flightNumber' },
          {
            title: t('departure'),
            dataIndex: 'departureDate',
            render: (v: string | null) => formatDate(v) || '—',
          },
          {
            title: t('destination'),
            key: 'dest',
            render: (_, m) => `${m.destinationAirport} (${m.destinationCountry})`,
          },
          { title: t('shipments'), key: 'n', align: 'right', render: (_, m) => m.totals.shipments },
          { title: t('pieces'), key: 'p', align: 'right', render: (_, m) => m.totals.pieces },
          {
            title: t('chargeableKg'),
            key: 'c',
            align: 'right',
            render: (_, m) => kg(m.totals.chargeableKg, lang),
          },
          { title: t('declared'), key: 'v', render: (_, m) => declared(m, lang) },
        ]}
      />
    </Card>
  );
}
