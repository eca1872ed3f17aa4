'use client';

import {
  BOOKING_CARRIERS,
  formatDate,
  RATE_CARD_KINDS,
  RATE_CARD_STATUSES,
  SERVICES,
  type TRateCardSummary,
} from '@acf/shared';
import { DownloadOutlined, EyeOutlined, LineChartOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Select, Space } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryTable, tagColumn } from '@/components/query-table';
import { DrawerButton, SideDrawer } from '@/components/side-panel';
import { errorText } from '@/lib/api-client';
import { useCodes } from '@/lib/codes';
import {
  downloadRateCard,
  type RateCardFilters,
  usePublishRateCard,
  useRateCards,
  useRetireRateCard,
} from '../api/rate-cards';
import { RateCardImport } from './rate-card-import';
import { RateCardSimulation } from './rate-card-simulation';
import { RateCardView } from './rate-card-view';
import { iso, STATUS_COLORS } from './rates-format';

/** The cards, filtered by carrier, service, kind and status; each viewed, downloaded, published or retired. */
export function RateCardList() {
  const t = useTranslations('rates');
  const codes = useCodes();
  const { message, modal } = App.useApp();
  const [filters, setFilters] = useState<RateCardFilters>({});
  const [viewing, setViewing] = useState<string | null>(null);
  const [simulating, setSimulating] = useState<TRateCardSummary | null>(null);
  const list = useRateCards(filters);
  const publish = usePublishRateCard();
  const retire = useRetireRateCard();

  const filter = (key: keyof RateCardFilters, options: { value: string; label: string }[]) => (
    <Select
      allowClear
      className="acf-toolbar-filter"
      style={{ flexBasis: 170 }}
      placeholder={t(`filters.${key}`)}
      aria-label={t(`filters.${key}`)}
      value={filters[key]}
      onChange={(v?: string) => setFilters((f) => ({ ...f, [key]: v }))}
      options={options}
      data-testid={`card-filter-${key}`}
    />
  );

  const act = (card: TRateCardSummary, what: 'publish' | 'retire') =>
    modal.confirm({
      title: t(`${what}.title`, { name: card.name }),
      content: t(`${what}.body`),
      okText: t(`${what}.ok`),
      cancelText: t('cancel'),
      // antd's danger red is 3.3:1 on white, under WCAG AA: the dialog's words say what it does.
      okButtonProps: { 'data-testid': `confirm-${what}` } as never,
      onOk: () =>
        (what === 'publish' ? publish : retire)
          .mutateAsync(card.id)
          .then(() => message.success(t(`${what}.done`, { name: card.name })))
          .catch((err) => message.error(errorText(err))),
    });

  return (
    <>
      <div className="acf-toolbar">
        {filter('carrier', codes.options(BOOKING_CARRIERS, codes.carrier))}
        {filter('service', codes.options(SERVICES, codes.service))}
        {filter(
          'kind',
          RATE_CARD_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) })),
        )}
        {filter(
          'status',
          RATE_CARD_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
        )}
        <DrawerButton
          opener={{
            primary: true,
            icon: <UploadOutlined />,
            label: t('import.open'),
            testId: 'card-import-open',
          }}
          title={t('import.title')}
          width={820}
        >
          {(close) => <RateCardImport onImported={close} />}
        </DrawerButton>
      </div>
      <QueryTable<TRateCardSummary>
        rowKey="id"
        query={list}
        emptyText={t('empty')}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        data-testid="card-list"
        onRow={(c) => ({ 'data-card': c.id, 'data-status': c.status }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('name'), dataIndex: 'name' },
          { title: t('carrier'), dataIndex: 'carrier', render: (c: string) => codes.carrier(c) },
          { title: t('service'), dataIndex: 'service', render: (s: string) => codes.service(s) },
          { title: t('kind'), dataIndex: 'kind', render: (k: string) => t(`kinds.${k as 'SELL'}`) },
          { title: t('currency'), dataIndex: 'currency', render: (c: string) => iso(c) },
          { title: t('version'), dataIndex: 'version', align: 'right' },
          { title: t('validFrom'), dataIndex: 'validFrom', render: (d: string) => formatDate(d) },
          {
            title: t('validTo'),
            dataIndex: 'validTo',
            render: (d: string | null) => (d ? formatDate(d) : '—'),
          },
          tagColumn(t('status'), 'status', STATUS_COLORS, (s) => t(`statuses.${s}`), 'card-status'),
          { title: t('zones'), dataIndex: 'zones', render: (z: string[]) => z.join(', ') },
          {
            title: t('actions'),
            key: 'actions',
            // In sight on a phone too, where the other columns scroll under it.
            fixed: 'right',
            render: (_, c) => (
              <Space size={4} wrap={false}>
                <Button
                  size="small"
                  icon={<EyeOutlined />}
                  aria-label={t('view')}
                  title={t('view')}
                  onClick={() => setViewing(c.id)}
                  data-testid="card-view"
                />
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  aria-label={t('download')}
                  title={t('download')}
                  onClick={() => downloadRateCard(c.id).catch((err) => message.error(errorText(err)))}
                  data-testid="card-download"
                />
                {c.status === 'DRAFT' && (
                  <Button
                    size="small"
                    icon={<LineChartOutlined />}
                    onClick={() => setSimulating(c)}
                    data-testid="card-simulate"
                  >
                    {t('simulate.button')}
                  </Button>
                )}
                {c.status === 'DRAFT' && (
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => act(c, 'publish')}
                    data-testid="card-publish"
                  >
                    {t('publish.button')}
                  </Button>
                )}
                {c.status !== 'RETIRED' && (
                  <Button size="small" onClick={() => act(c, 'retire')} data-testid="card-retire">
                    {t('retire.button')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <SideDrawer open={!!viewing} onClose={() => setViewing(null)} title={t('viewTitle')} width={960}>
        {viewing && <RateCardView id={viewing} />}
      </SideDrawer>
      <SideDrawer
        open={!!simulating}
        onClose={() => setSimulating(null)}
        title={t('simulate.title')}
        width={720}
      >
        {simulating && <RateCardSimulation card={simulating} />}
      </SideDrawer>
    </>
  );
}
