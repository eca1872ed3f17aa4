'use client';

import { formatDateTime, type TPodResponse, type TPodRow } from '@acf/shared';
import { Alert, Button, Image, Modal, Space, Spin, Statistic } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePodProof } from '../api/reports';
import { ReportBarChart } from './charts';
import { useNumber } from './format';
import { periodFilters, ReportScreen, reportPagination, useReportScreen } from './report-screen';
import { ReportTable, useReportColumns } from './report-table';

type Proof = TPodRow['proofs'][number];
type Viewing = { bookingId: string; proof: Proof; code: string };

/** A proof of delivery opened in place, read with the reader's own session. */
function ProofViewer({ viewing, onClose }: { viewing: Viewing | null; onClose: () => void }) {
  const t = useTranslations('reports');
  const file = usePodProof(viewing?.bookingId ?? null, viewing?.proof.id ?? null);
  return (
    <Modal
      open={!!viewing}
      onCancel={onClose}
      footer={null}
      title={viewing ? `${t(`podProofKind.${viewing.proof.kind}`)} · ${viewing.code}` : undefined}
      destroyOnHidden
    >
      {file.error ? (
        <Alert type="error" showIcon title={t('podProofError')} />
      ) : file.url ? (
        <Image
          src={file.url}
          alt={viewing ? t(`podProofKind.${viewing.proof.kind}`) : ''}
          data-testid="pod-proof"
        />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}

/** /manager/pod-report: shipments delivered in a period, with their proof and lead time. */
export function PodReport() {
  const t = useTranslations('reports');
  const n = useNumber();
  const [viewing, setViewing] = useState<Viewing | null>(null);
  const col = useReportColumns();
  const screen = useReportScreen<TPodResponse>('pod', periodFilters('thisMonth', {}, true));
  const { report, data } = screen;
  // Lead-time spread of the shipments on screen: how many took 0–1, 1–2, … days.
  const buckets = new Map<number, number>();
  for (const r of data?.rows ?? [])
    buckets.set(Math.floor(r.leadTimeDays), (buckets.get(Math.floor(r.leadTimeDays)) ?? 0) + 1);
  const chartData = [...buckets.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([d, count]) => ({ days: t('daysBucket', { from: d, to: d + 1 }), count }));
  return (
    <ReportScreen
      screen={screen}
      chart={
        <>
          <Statistic
            title={t('averageLeadTime')}
            value={data?.totals.averageLeadTimeDays ?? '–'}
            suffix={data?.totals.averageLeadTimeDays != null ? t('days') : undefined}
          />
          <ReportBarChart
            data={chartData}
            xKey="days"
            series={[{ key: 'count', name: t('shipments') }]}
            height={200}
          />
        </>
      }
    >
      <ReportTable<TPodRow>
        report={report}
        rows={data?.rows}
        rowKey="id"
        scroll={{ x: 1300 }}
        pagination={reportPagination(screen, data?.totalResults, { showTotal: col.shipmentsTotal })}
        columns={[
          ...col.shipmentIds,
          col.receiverName,
          col.destination,
          { title: t('bookedAt'), dataIndex: 'bookedAt', render: (v) => formatDateTime(v), width: 160 },
          { title: t('deliveredAt'), dataIndex: 'deliveredAt', render: (v) => formatDateTime(v), width: 160 },
          {
            title: t('podReceiver'),
            dataIndex: 'podReceiverName',
            render: (v: string) => v || t('podNotRecorded'),
          },
          {
            title: t('podReceivedAt'),
            dataIndex: 'podReceivedAt',
            width: 160,
            render: (v: string | null) => (v ? formatDateTime(v) : '–'),
          },
          {
            title: t('podPhoto'),
            dataIndex: 'proofs',
            render: (proofs: Proof[], r) =>
              proofs.length === 0 ? (
                t('podNotRecorded')
              ) : (
                <Space size={0} wrap>
                  {proofs.map((p) => (
                    <Button
                      key={p.id}
                      type="link"
                      size="small"
                      onClick={() => setViewing({ bookingId: r.id, proof: p, code: r.code })}
                    >
                      {t(`podProofKind.${p.kind}`)}
                    </Button>
                  ))}
                </Space>
              ),
          },
          { title: t('deliveredBy'), dataIndex: 'deliveredBy' },
          { title: t('leadTime'), dataIndex: 'leadTimeDays', align: 'right', render: (v) => n(v) },
        ]}
      />
      <ProofViewer viewing={viewing} onClose={() => setViewing(null)} />
    </ReportScreen>
  );
}
