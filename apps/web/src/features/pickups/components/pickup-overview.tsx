'use client';

import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Grid, Row, Space } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { useCan } from '@/components/manager-shell/manager-context';
import { PageHeader } from '@/components/page-header';
import { errorText } from '@/lib/api-client';
import { downloadPickupOverview, type OverviewFilters, usePickupOverview } from '../api/get-overview';
import { usePickupStaff } from '../api/get-pickup-staff';
import { chartDays, mergeStaffOptions, overviewPeriod, type StaffOption } from '../lib/overview';
import { LoadFailed } from './load-failed';
import { OverviewChart } from './overview-chart';
import { OverviewFiltersBar, type OverviewFilterValue } from './overview-filters';
import { AttemptsCard, LateCard } from './overview-lists';
import { StaffCard } from './overview-staff';

/**
 * /manager/pickup: how pickups went over a period (the last 7 days by default): totals, a
 * chart per day by outcome, a table per staff member, the pickups late now and the attempts
 * behind the counts; the same figures as an Excel workbook.
 */
export function PickupOverview({ onOpenBooking }: { onOpenBooking?: (id: string) => void } = {}) {
  const t = useTranslations('pickups.overview');
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

  const totals: { key: 'pickedUp' | 'failed' | 'late' | 'kg'; value: string | number; color?: string }[] =
    data
      ? [
          { key: 'pickedUp', value: data.totals.pickedUp, color: '#389e0d' },
          { key: 'failed', value: data.totals.failed, color: '#cf1322' },
          { key: 'late', value: data.totals.late, color: '#d46b08' },
          { key: 'kg', value: kg(totalKg) },
        ]
      : [];
  /** What each card of the overview is given. */
  const card = { data, loading: overview.isFetching, compact };

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
        <LoadFailed title={t('loadFailed')} error={overview.error} testId="pickup-error" />
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
          <StaffCard {...card} showRate={showRate} kg={kg} totalKg={totalKg} />
          <LateCard {...card} onOpenBooking={onOpenBooking} />
          <AttemptsCard {...card} onOpenBooking={onOpenBooking} kg={kg} />
        </>
      )}
    </>
  );
}
