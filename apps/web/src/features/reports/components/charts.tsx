'use client';

import { formatNumber } from '@acf/shared';
import { useLocale } from 'next-intl';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const COLORS = [
  '#1677ff',
  '#52c41a',
  '#faad14',
  '#eb2f96',
  '#13c2c2',
  '#722ed1',
  '#fa541c',
  '#2f54eb',
  '#a0d911',
  '#8c8c8c',
];

export interface BarSeries {
  key: string;
  name: string;
  /** Bars with the same stack id are stacked. */
  stack?: string;
}

/** A bar chart (recharts, SVG): one or more series, stacked or side by side, horizontal for long names. */
export function ReportBarChart({
  data,
  xKey,
  series,
  height = 280,
  horizontal = false,
  testId = 'report-chart',
}: {
  data: Record<string, string | number>[];
  xKey: string;
  series: BarSeries[];
  height?: number;
  horizontal?: boolean;
  testId?: string;
}) {
  // Axis and tooltip numbers in the page's language, as the tables beside them.
  const locale = useLocale() === 'en' ? 'en' : 'vi';
  const num = (v: unknown) => (typeof v === 'number' ? formatNumber(v, locale) : String(v ?? ''));
  return (
    <div data-testid={testId} style={{ width: '100%', height, marginBottom: 16 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout={horizontal ? 'vertical' : 'horizontal'} margin={{ left: 8, right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" />
          {horizontal ? (
            <>
              <XAxis type="number" allowDecimals={false} tickFormatter={num} />
              <YAxis type="category" dataKey={xKey} width={140} tick={{ fontSize: 11 }} />
            </>
          ) : (
            <>
              <XAxis dataKey={xKey} tick={{ fontSize: 11 }} />
              <YAxis allowDecimals={false} tickFormatter={num} />
            </>
          )}
          <Tooltip formatter={num} />
          {/* The series in the order given (recharts would sort them by name). */}
          {series.length > 1 && <Legend itemSorter={null} />}
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              stackId={s.stack}
              fill={COLORS[i % COLORS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
