'use client';

import { formatDateTime, presetPeriod, type TPodResponse, type TPodRow } from '@acf/shared';
import { Alert, Button, Image, Modal, Space, Spin, Statistic, Table } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { listLocale } from '@/components/list-error';
import { usePodProof, useReport } from '../api/reports';
import { ReportBarChart } from './charts';
import { ExportButton } from './export-button';
import { useNumber } from './format';
import { apiQuery, ReportFilters, type ReportFilterValue } from './report-filters';
import { ReportPage } from './report-page';

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
  const [q, setQ] = useState<ReportFilterValue>({
    ...presetPeriod('thisMonth'),
    preset: 'thisMonth',
    page: 1,
    pageSize: 20,
  });
  const query = apiQuery(q);
  const report = useReport<TPodResponse>('pod', query);
  const data = report.data;
  // Lead-time spread of the shipments on screen: how many took 0–1, 1–2, … days.
  const buckets = new Map<number, number>();
  for (const r of data?.rows ?? [])
    buckets.set(Math.floor(r.leadTimeDays), (buckets.get(Math.floor(r.leadTimeDays)) ?? 0) + 1);
  const chartData = [...buckets.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([d, count]) => ({ days: t('daysBucket', { from: d, to: d + 1 }), count }));
  return (
    <ReportPage
      error={report.error}
      title={t('pod')}
      actions={<ExportButton path="/reports/pod.xlsx" query={query} />}
      filters={
        <ReportFilters value={q} onChange={setQ} filters={['office', 'customer', 'service', 'carrier']} />
      }
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
      <Table<TPodRow>
        rowKey="id"
        size="small"
        data-testid="report-table"
        loading={report.isFetching}
        locale={listLocale(report)}
        dataSource={data?.rows ?? []}
        scroll={{ x: 1300 }}
        pagination={{
          current: q.page as number,
          pageSize: q.pageSize as number,
          total: data?.totalResults ?? 0,
          showTotal: (total) => t('totalShipments', { count: total }),
          onChange: (page, pageSize) => setQ({ ...q, page, pageSize }),
        }}
        columns={[
          { title: t('code'), dataIndex: 'code', width: 130 },
          { title: t('trackingNumber'), dataIndex: 'trackingNumber', width: 120 },
          { title: t('customer'), dataIndex: 'customerName', ellipsis: true },
          { title: t('receiver'), dataIndex: 'receiverName', ellipsis: true },
          { title: t('destination'), dataIndex: 'destination', ellipsis: true },
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
    </ReportPage>
  );
}
