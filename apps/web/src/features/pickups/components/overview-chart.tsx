'use client';

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export const OUTCOME_COLORS = { pickedUp: '#52c41a', failed: '#ff4d4f' } as const;

/** Pickups per day, picked up and failed stacked (recharts, SVG). */
export function OverviewChart({
  data,
  labels,
}: {
  data: { day: string; pickedUp: number; failed: number }[];
  labels: { pickedUp: string; failed: string };
}) {
  return (
    <div data-testid="pickup-chart" style={{ width: '100%', height: 260 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ left: 0, right: 8, top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 11 }} tickFormatter={(d: string) => d.slice(0, 5)} />
          <YAxis allowDecimals={false} width={32} />
          {/* Picked up first, as stacked (both would sort by their label otherwise). */}
          <Tooltip itemSorter={(i) => (i.dataKey === 'pickedUp' ? 0 : 1)} />
          <Legend itemSorter={(i) => (i.dataKey === 'pickedUp' ? 0 : 1)} />
          {(['pickedUp', 'failed'] as const).map((k) => (
            <Bar
              key={k}
              dataKey={k}
              name={labels[k]}
              stackId="outcome"
              fill={OUTCOME_COLORS[k]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
