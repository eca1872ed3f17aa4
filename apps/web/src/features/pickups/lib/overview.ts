import {
  formatDate,
  OVERVIEW_MAX_DAYS,
  periodDays,
  presetPeriod,
  type TPickupOverview,
  todayInHcm,
} from '@acf/shared';
import dayjs from 'dayjs';

export const OVERVIEW_PRESETS = ['last7', 'today', 'thisWeek', 'thisMonth', 'custom'] as const;
export type OverviewPreset = (typeof OVERVIEW_PRESETS)[number];

/** The days of a preset in Ho Chi Minh: the last 7 days end today (the API's default). */
export function overviewPeriod(
  preset: Exclude<OverviewPreset, 'custom'>,
  now: Date = new Date(),
): { from: string; to: string } {
  if (preset === 'last7') {
    const to = todayInHcm(now);
    return { from: dayjs(to).subtract(6, 'day').format('YYYY-MM-DD'), to };
  }
  return presetPeriod(preset, now);
}

/** Whether the period is one the API takes: in order, and at most OVERVIEW_MAX_DAYS long. */
export function periodProblem(from: string, to: string): 'reversed' | 'tooLong' | null {
  if (from > to) return 'reversed';
  if (periodDays(from, to) > OVERVIEW_MAX_DAYS) return 'tooLong';
  return null;
}

/** The chart's rows: one per day of the period, labelled DD-MM-YYYY. */
export function chartDays(byDay: TPickupOverview['byDay']) {
  return byDay.map((d) => ({ day: formatDate(d.date), pickedUp: d.pickedUp, failed: d.failed }));
}

/** Picked up out of all attempts, in whole percent; null when there was no attempt. */
export function successRate(pickedUp: number, failed: number): number | null {
  const all = pickedUp + failed;
  return all === 0 ? null : Math.round((pickedUp / all) * 100);
}

export interface StaffOption {
  id: string;
  username: string;
  fullName: string;
}

/**
 * The staff filter's choices: the people known so far (the pickup staff list when the caller
 * may read it, and everyone who appeared in an answer), each once, by name.
 */
export function mergeStaffOptions(...lists: (readonly StaffOption[] | undefined)[]): StaffOption[] {
  const byId = new Map<string, StaffOption>();
  for (const list of lists)
    for (const p of list ?? []) byId.set(p.id, { id: p.id, username: p.username, fullName: p.fullName });
  return [...byId.values()].sort((a, b) =>
    (a.fullName || a.username).localeCompare(b.fullName || b.username, 'vi'),
  );
}
