'use client';

import { formatPercent, type TPickupOverview } from '@acf/shared';
import { Card, Table, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { successRate } from '../lib/overview';

type StaffRow = TPickupOverview['byStaff'][number];

/** Each staff member's period: picked up, failed, late, success rate and kilograms, with a total row. */
export function StaffCard({
  data,
  loading,
  compact,
  showRate,
  kg,
  totalKg,
}: {
  data: TPickupOverview | undefined;
  loading: boolean;
  compact: boolean;
  showRate: boolean;
  kg: (n: number | null) => string;
  totalKg: number;
}) {
  const t = useTranslations('pickups.overview');
  const locale = useLocale();
  return (
    <Card size="small" title={t('byStaff')} style={{ marginBottom: 16 }}>
      <Table<StaffRow>
        rowKey="id"
        size="small"
        loading={loading}
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
  );
}
