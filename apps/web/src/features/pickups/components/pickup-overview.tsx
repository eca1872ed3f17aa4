'use client';

import {
  formatDate,
  formatDateTime,
  formatPercent,
  type TPickupAttempt,
  type TPickupItem,
  type TPickupOverview,
} from '@acf/shared';
import { DownloadOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Grid,
  Row,
  Space,
  Table,
  type TableProps,
  Tag,
  Typography,
} from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { useCan } from '@/components/manager-shell/manager-context';
import { PageHeader } from '@/components/page-header';
import { downloadPickupOverview, type OverviewFilters, usePickupOverview } from '../api/get-overview';
import { usePickupStaff } from '../api/get-pickup-staff';
import { chartDays, mergeStaffOptions, overviewPeriod, type StaffOption, successRate } from '../lib/overview';
import { OverviewChart } from './overview-chart';
import { OverviewFiltersBar, type OverviewFilterValue } from './overview-filters';

type StaffRow = TPickupOverview['byStaff'][number];

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * /manager/pickup: how pickups went over a period (the last 7 days by default): totals, a
 * chart per day by outcome, a table per staff member, the pickups late now and the attempts
 * behind the counts; the same figures as an Excel workbook.
 */
export function PickupOverview({ onOpenBooking }: { onOpenBooking?: (id: string) => void } = {}) {
  const t = useTranslations('pickups.overview');
  const tp = useTranslations('pickups');
  const locale = useLocale();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const compact = screens.md === false;
  const showRate = screens.sm !== false;
  const [value, setValue] = useState<OverviewFilterValue>(() => ({
    preset: 'last7',
    ...overviewPeriod('last7'),
  }));
  const { preset: _preset, ...query } = value;
  const filters: OverviewFilters = query;
  const overview = usePickupOverview(filters);
  const data = overview.data;
  // Everyone who may take pickups, when the caller may list them; else those seen in answers.
  const canListStaff = useCan('assignee_booking');
  const staffList = usePickupStaff(filters.to ?? '', canListStaff && !!filters.to);
  const seen = useRef(new Map<string, StaffOption>());
  for (const s of data?.byStaff ?? []) seen.current.set(s.id, s);
  const staffOptions = mergeStaffOptions(staffList.data?.results, [...seen.current.values()]);
  const kgFormat = useMemo(
    () => new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 1 }),
    [locale],
  );
  const kg = (n: number | null) => (n == null ? '–' : kgFormat.format(n));
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadPickupOverview(filters);
    } catch (err) {
      message.error(errorText(err));
    } finally {
      setDownloading(false);
    }
  };
  const totalKg = data ? Math.round(data.byStaff.reduce((s, x) => s + x.pickedUpWeight, 0) * 10) / 10 : 0;
  const outcomeTag = (o: TPickupAttempt['outcome']) =>
    o === 'PICKED_UP' ? <Tag color="green">{t('pickedUp')}</Tag> : <Tag color="red">{t('failed')}</Tag>;
  const code = (c: string, id: string) =>
    onOpenBooking ? (
      <Button
        type="link"
        size="small"
        style={{ padding: 0, height: 'auto' }}
        onClick={() => onOpenBooking(id)}
      >
        {c}
      </Button>
    ) : (
      c
    );
  const person = (p: { fullName: string; username: string } | null) =>
    p ? p.fullName || p.username : t('unassigned');

  const lateColumns: TableProps<TPickupItem>['columns'] = [
    {
      title: t('pickupDate'),
      key: 'date',
      render: (_, r) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatDate(r.pickup.date)}
          {r.pickup.timeWindow ? ` · ${r.pickup.timeWindow}` : ''}
        </span>
      ),
    },
    { title: t('code'), dataIndex: 'code', render: (c: string, r) => code(c, r.id) },
    {
      title: t('customer'),
      key: 'customer',
      render: (_, r) => r.customer.name.trim() || r.customer.code,
    },
    {
      title: t('address'),
      key: 'address',
      render: (_, r) => (
        <div style={{ minWidth: 200, maxWidth: 320 }}>
          {r.pickup.address}
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.pickup.contactName} · {r.pickup.phone}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    { title: t('assignee'), key: 'assignee', render: (_, r) => person(r.assignee) },
    {
      title: t('failedAttempts'),
      dataIndex: 'failedAttempts',
      align: 'right',
      render: (n: number, r) => (r.flagged ? <Tag color="red">{n}</Tag> : n),
    },
  ];
  const attemptColumns: TableProps<TPickupAttempt>['columns'] = [
    {
      title: t('time'),
      dataIndex: 'occurredAt',
      render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(v)}</span>,
    },
    { title: t('assignee'), key: 'assignee', render: (_, r) => person(r.assignee) },
    { title: t('code'), dataIndex: 'code', render: (c: string, r) => code(c, r.bookingId) },
    { title: t('customer'), dataIndex: 'customerName' },
    {
      title: t('outcome'),
      dataIndex: 'outcome',
      render: (o: TPickupAttempt['outcome']) => outcomeTag(o),
    },
    {
      title: t('reason'),
      key: 'reason',
      render: (_, r) =>
        r.reason ? (
          <>
            {tp(`reasons.${r.reason}`)}
            {r.note ? <div style={{ fontSize: 12, opacity: 0.7 }}>{r.note}</div> : null}
          </>
        ) : (
          r.note
        ),
    },
    {
      title: t('kg'),
      dataIndex: 'chargeableWeight',
      align: 'right',
      render: (v: number | null) => kg(v),
    },
  ];
  // On a phone, one column per row that reads like a card: nothing to scroll sideways.
  const lateCompact: TableProps<TPickupItem>['columns'] = [
    {
      title: t('lateListShort'),
      key: 'card',
      render: (_, r) => (
        <>
          <Space size={6} wrap>
            <Typography.Text strong>{code(r.code, r.id)}</Typography.Text>
            <span>
              {formatDate(r.pickup.date)}
              {r.pickup.timeWindow ? ` · ${r.pickup.timeWindow}` : ''}
            </span>
            {r.failedAttempts > 0 && (
              <Tag color={r.flagged ? 'red' : 'gold'}>
                {t('failedAttempts')}: {r.failedAttempts}
              </Tag>
            )}
          </Space>
          <div>{r.customer.name.trim() || r.customer.code}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.pickup.address} · {r.pickup.phone}
          </Typography.Text>
          <div>
            {t('assignee')}: {person(r.assignee)}
          </div>
        </>
      ),
    },
  ];
  const attemptsCompact: TableProps<TPickupAttempt>['columns'] = [
    {
      title: t('attemptsShort'),
      key: 'card',
      render: (_, r) => (
        <>
          <Space size={6} wrap>
            <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.occurredAt)}</span>
            {outcomeTag(r.outcome)}
          </Space>
          <div>
            <Typography.Text strong>{code(r.code, r.bookingId)}</Typography.Text> · {r.customerName}
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {person(r.assignee)}
            {r.reason ? ` · ${tp(`reasons.${r.reason}`)}` : ''}
            {r.note ? ` · ${r.note}` : ''}
            {r.chargeableWeight != null ? ` · ${kg(r.chargeableWeight)} kg` : ''}
          </Typography.Text>
        </>
      ),
    },
  ];

  const totals: { key: 'pickedUp' | 'failed' | 'late' | 'kg'; value: string | number; color?: string }[] =
    data
      ? [
          { key: 'pickedUp', value: data.totals.pickedUp, color: '#389e0d' },
          { key: 'failed', value: data.totals.failed, color: '#cf1322' },
          { key: 'late', value: data.totals.late, color: '#d46b08' },
          { key: 'kg', value: kg(totalKg) },
        ]
      : [];

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <PageHeader style={{ margin: 0 }} />
        <Button
          icon={<DownloadOutlined />}
          onClick={download}
          loading={downloading}
          disabled={!!overview.error}
          data-testid="pickup-export"
        >
          {t('exportExcel')}
        </Button>
      </Space>
      <OverviewFiltersBar value={value} onChange={setValue} staff={staffOptions} />
      {overview.error ? (
        <Alert
          type="error"
          showIcon
          message={t('loadFailed')}
          description={errorText(overview.error)}
          data-testid="pickup-error"
        />
      ) : (
        <>
          <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
            {totals.map((x) => (
              <Col xs={12} md={6} key={x.key}>
                <Card size="small">
                  <div style={{ color: 'rgb(0 0 0 / 55%)' }}>{t(`totals.${x.key}`)}</div>
                  <div
                    style={{ fontSize: 26, fontWeight: 600, color: x.color }}
                    data-testid={`pickup-total-${x.key}`}
                  >
                    {x.value}
                  </div>
                </Card>
              </Col>
            ))}
          </Row>
          <Card size="small" title={t('chart')} style={{ marginBottom: 16 }} loading={!data}>
            {data && (
              <OverviewChart
                data={chartDays(data.byDay)}
                labels={{ pickedUp: t('pickedUp'), failed: t('failed') }}
              />
            )}
          </Card>
          <Card size="small" title={t('byStaff')} style={{ marginBottom: 16 }}>
            <Table<StaffRow>
              rowKey="id"
              size="small"
              loading={overview.isFetching}
              dataSource={data?.byStaff ?? []}
              pagination={false}
              scroll={compact ? undefined : { x: 'max-content' }}
              locale={{ emptyText: t('empty') }}
              data-testid="pickup-staff-table"
              onRow={(r) => ({ 'data-username': r.username }) as React.HTMLAttributes<HTMLElement>}
              columns={[
                {
                  title: t('assignee'),
                  key: 'name',
                  render: (_, r) => (
                    <>
                      <div>{r.fullName || r.username}</div>
                      {!compact && (
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {r.username}
                        </Typography.Text>
                      )}
                    </>
                  ),
                },
                { title: t('pickedUp'), dataIndex: 'pickedUp', align: 'right' },
                { title: t('failed'), dataIndex: 'failed', align: 'right' },
                { title: t('late'), dataIndex: 'late', align: 'right' },
                {
                  title: t('successRate'),
                  key: 'rate',
                  hidden: !showRate,
                  align: 'right',
                  render: (_, r) => {
                    const rate = successRate(r.pickedUp, r.failed);
                    return rate == null ? '–' : formatPercent(rate, locale === 'en' ? 'en' : 'vi');
                  },
                },
                {
                  title: compact ? t('kgShort') : t('kg'),
                  dataIndex: 'pickedUpWeight',
                  align: 'right',
                  render: (v: number) => kg(v),
                },
              ]}
              summary={() =>
                data && data.byStaff.length > 1 ? (
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0}>
                      <strong>{t('total')}</strong>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={1} align="right">
                      <strong>{data.totals.pickedUp}</strong>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={2} align="right">
                      <strong>{data.totals.failed}</strong>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={3} align="right">
                      <strong>{data.byStaff.reduce((s, r) => s + r.late, 0)}</strong>
                    </Table.Summary.Cell>
                    {showRate && (
                      <Table.Summary.Cell index={4} align="right">
                        <strong>
                          {(() => {
                            const rate = successRate(data.totals.pickedUp, data.totals.failed);
                            return rate == null ? '–' : formatPercent(rate, locale === 'en' ? 'en' : 'vi');
                          })()}
                        </strong>
                      </Table.Summary.Cell>
                    )}
                    <Table.Summary.Cell index={showRate ? 5 : 4} align="right">
                      <strong>{kg(totalKg)}</strong>
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                ) : null
              }
            />
          </Card>
          <Card
            size="small"
            title={t('lateList', { count: data?.late.length ?? 0 })}
            style={{ marginBottom: 16 }}
          >
            <Table<TPickupItem>
              rowKey="id"
              size="small"
              loading={overview.isFetching}
              dataSource={data?.late ?? []}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              scroll={compact ? undefined : { x: 'max-content' }}
              locale={{ emptyText: t('lateEmpty') }}
              data-testid="pickup-late-table"
              onRow={(r) => ({ 'data-code': r.code }) as React.HTMLAttributes<HTMLElement>}
              columns={compact ? lateCompact : lateColumns}
            />
          </Card>
          <Card size="small" title={t('attempts', { count: data?.attemptsTotal ?? 0 })}>
            {data && data.attemptsTotal > data.attempts.length && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 8 }}
                message={t('attemptsMore', { shown: data.attempts.length, total: data.attemptsTotal })}
              />
            )}
            <Table<TPickupAttempt>
              rowKey="id"
              size="small"
              loading={overview.isFetching}
              dataSource={data?.attempts ?? []}
              pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
              scroll={compact ? undefined : { x: 'max-content' }}
              locale={{ emptyText: t('empty') }}
              data-testid="pickup-attempts-table"
              columns={compact ? attemptsCompact : attemptColumns}
            />
          </Card>
        </>
      )}
    </>
  );
}
