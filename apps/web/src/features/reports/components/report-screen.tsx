'use client';

import { type PeriodPreset, presetPeriod, type ReportKind } from '@acf/shared';
import type { TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useCan } from '@/components/manager-shell/manager-context';
import { useReport } from '../api/reports';
import { ExportButton } from './export-button';
import { apiQuery, type FilterName, ReportFilters, type ReportFilterValue } from './report-filters';
import { ReportPage } from './report-page';

// What the report screens share: their filters' state and request, and their frame (title, Excel
// download, filters, chart).

/** The filters most reports apply, after the period. */
const STANDARD_FILTERS: FilterName[] = ['office', 'customer', 'service', 'carrier'];

/** The standard filters, with the sales person for those who see every customer. */
export function useSalesFilters(): FilterName[] {
  const seesAll = useCan('get_all_list_customer');
  return ['office', 'customer', ...(seesAll ? (['sales'] as const) : []), 'service', 'carrier'];
}

/** The first filters of a report over a preset period; `paged` starts its server paging too. */
export function periodFilters(
  preset: Exclude<PeriodPreset, 'custom'>,
  extra: ReportFilterValue = {},
  paged = false,
): ReportFilterValue {
  return { ...presetPeriod(preset), preset, ...(paged ? { page: 1, pageSize: 20 } : {}), ...extra };
}

/** A report's filters on the page, the query they make, and the report read for them. */
export function useReportScreen<T>(
  kind: ReportKind,
  initial: ReportFilterValue,
  enabled: (q: ReportFilterValue) => boolean = () => true,
) {
  const [q, setQ] = useState<ReportFilterValue>(initial);
  const query = apiQuery(q);
  const report = useReport<T>(kind, query, enabled(q));
  return { kind, q, setQ, query, report, data: report.data };
}

type Screen = ReturnType<typeof useReportScreen<unknown>>;

/** The antd pagination of a report paged by the API: its page and size are filters. */
export function reportPagination(
  { q, setQ }: Pick<Screen, 'q' | 'setQ'>,
  total: number | undefined,
  extra: TableProps<object>['pagination'] = {},
): TableProps<object>['pagination'] {
  return {
    current: q.page as number,
    pageSize: q.pageSize as number,
    total: total ?? 0,
    ...(extra || {}),
    onChange: (page, pageSize) => setQ({ ...q, page, pageSize }),
  };
}

/**
 * A report screen's frame around its table: the Excel file of the report (unless the screen
 * gives its own downloads), the period and the other filters, then the chart.
 */
export function ReportScreen({
  screen,
  help,
  actions,
  filters = STANDARD_FILTERS,
  customerRequired,
  moreFilters,
  chart,
  children,
}: {
  screen: Pick<Screen, 'kind' | 'q' | 'setQ' | 'query'> & { report: { error: unknown } };
  help?: ReactNode;
  actions?: ReactNode;
  filters?: FilterName[];
  customerRequired?: boolean;
  /** Said after the filters (a grouping). */
  moreFilters?: ReactNode;
  chart?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ReportPage
      error={screen.report.error}
      help={help}
      actions={actions ?? <ExportButton path={`/reports/${screen.kind}.xlsx`} query={screen.query} />}
      filters={
        <>
          <ReportFilters
            value={screen.q}
            onChange={screen.setQ}
            filters={filters}
            customerRequired={customerRequired}
          />
          {moreFilters}
        </>
      }
      chart={chart}
    >
      {children}
    </ReportPage>
  );
}
