'use client';

import { formatDateTime, TEXT_LIMITS, type TOutstandingResponse, type TOutstandingRow } from '@acf/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Select, Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useManagerMe } from '@/components/manager-shell/manager-context';
import { apiClient } from '@/lib/api-client';
import { ReportBarChart } from './charts';
import { ReportScreen, reportPagination, useReportScreen } from './report-screen';
import { ReportTable, useReportColumns } from './report-table';

/**
 * What a checkpoint here may set. KEEP (the default) records an event at the place and keeps each
 * shipment's status: what chasing a stuck shipment mostly needs. Statuses with a record of their
 * own (a pickup, a Yamato or K-Cargo manifest, an exception) are set on their own pages; the
 * others move shipments on carriers without a manifest line, and each refusal is said.
 */
const KEEP = 'KEEP';
const CHECKPOINT_STATUSES = [KEEP, 'IN_WAREHOUSE', 'MANIFESTED', 'IN_TRANSIT', 'DELIVERED'] as const;
type Checkpoint = (typeof CHECKPOINT_STATUSES)[number];
type Answer = { applied: number; results: { result: string; message: string }[] };

/**
 * /manager/order-remaining: bookings neither delivered nor cancelled with no new event for
 * more than 4 × 24 hours, oldest first; a checkpoint can be applied to a selection.
 */
export function Outstanding() {
  const t = useTranslations('reports');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const me = useManagerMe();
  const canCheckpoint = me.permissions.includes('manage_tracking_checkpoint');
  const col = useReportColumns();
  const screen = useReportScreen<TOutstandingResponse>('outstanding', {
    page: 1,
    pageSize: 20,
  });
  const { report, data } = screen;
  const [selected, setSelected] = useState<TOutstandingRow[]>([]);
  const [status, setStatus] = useState<Checkpoint>(KEEP);
  const [place, setPlace] = useState('');
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    if (!status || !place.trim() || selected.length === 0) return;
    setBusy(true);
    try {
      // One request per status kept (KEEP), or one for all.
      const groups = new Map<string, string[]>();
      for (const r of selected) {
        const to = status === KEEP ? r.status : status;
        groups.set(to, [...(groups.get(to) ?? []), r.trackingNumber]);
      }
      let applied = 0;
      const refused: string[] = [];
      for (const [to, trackingNumbers] of groups) {
        const res = await apiClient.post<Answer>('/checkpoints', {
          trackingNumbers,
          status: to,
          place: place.trim(),
        });
        applied += res.applied;
        for (const r of res.results) if (r.result !== 'APPLIED') refused.push(r.message);
      }
      if (refused.length)
        message.warning(
          [t('checkpointApplied', { applied, total: selected.length }), ...new Set(refused)].join('. '),
        );
      else message.success(t('checkpointApplied', { applied, total: selected.length }));
      setSelected([]);
      await qc.invalidateQueries({ queryKey: ['reports', 'outstanding'] });
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const chartData = Object.entries(data?.totals.byStatus ?? {}).map(([s, count]) => ({
    status: t(`statuses.${s}`),
    count,
  }));
  return (
    <ReportScreen
      screen={screen}
      chart={
        <ReportBarChart
          data={chartData}
          xKey="status"
          series={[{ key: 'count', name: t('shipments') }]}
          height={200}
        />
      }
    >
      {canCheckpoint && (
        <Space wrap style={{ marginBottom: 12 }}>
          <span>{t('selected', { count: selected.length })}</span>
          <Select
            placeholder={t('checkpointStatus')}
            aria-label={t('checkpointStatus')}
            style={{ width: 220, maxWidth: '100%' }}
            value={status}
            onChange={setStatus}
            options={CHECKPOINT_STATUSES.map((s) => ({
              value: s,
              label: s === KEEP ? t('checkpointKeep') : t(`statuses.${s}`),
            }))}
            data-testid="checkpoint-status"
          />
          <Input
            placeholder={t('checkpointPlace')}
            aria-label={t('checkpointPlace')}
            maxLength={TEXT_LIMITS.name}
            style={{ width: 220 }}
            value={place}
            onChange={(e) => setPlace(e.target.value)}
            data-testid="checkpoint-place"
          />
          <Button
            type="primary"
            loading={busy}
            disabled={!status || !place.trim() || selected.length === 0}
            onClick={apply}
          >
            {t('applyCheckpoint')}
          </Button>
        </Space>
      )}
      <ReportTable<TOutstandingRow>
        report={report}
        rows={data?.rows}
        rowKey="id"
        scroll={{ x: 1400 }}
        rowSelection={
          canCheckpoint
            ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_keys, rows) => setSelected(rows) }
            : undefined
        }
        pagination={reportPagination(screen, data?.totalResults, { showTotal: col.shipmentsTotal })}
        columns={[
          ...col.shipmentIds,
          { title: t('status'), dataIndex: 'status', render: (s) => t(`statuses.${s}`) },
          { title: t('lastEventAt'), dataIndex: 'lastEventAt', render: (v) => formatDateTime(v), width: 160 },
          { title: t('lastPlace'), dataIndex: 'lastPlace', render: (v) => v || '–' },
          { title: t('assignee'), dataIndex: 'assignee', render: (v) => v || '–' },
          // The piece ids its latest hand-over has not seen (issue 35).
          {
            title: t('piecesMissing'),
            dataIndex: 'piecesMissing',
            width: 200,
            render: (v: string) =>
              v ? (
                <Typography.Text type="danger" data-testid="outstanding-pieces-missing">
                  {v}
                </Typography.Text>
              ) : (
                '–'
              ),
          },
          // How long it has waited stays in sight however far the table scrolls.
          {
            title: t('age'),
            dataIndex: 'ageHours',
            align: 'right',
            fixed: 'right',
            width: 130,
            render: (h: number) => t('ageValue', { days: Math.floor(h / 24), hours: h % 24 }),
          },
        ]}
      />
    </ReportScreen>
  );
}
