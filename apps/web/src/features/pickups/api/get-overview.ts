import type { Office, TPickupOverview } from '@acf/shared';
import { apiClient } from '@/lib/api-client';
import { useFilteredRead } from '@/lib/list-queries';

/** The filters of GET /pickups/overview and its Excel twin (days as YYYY-MM-DD, Ho Chi Minh). */
export interface OverviewFilters {
  from?: string;
  to?: string;
  office?: Office;
  assigneeId?: string;
}

export const usePickupOverview = (f: OverviewFilters) =>
  useFilteredRead<TPickupOverview, OverviewFilters>(['pickups', 'overview'], '/pickups/overview', f);

/** The same figures as a workbook (by staff, by day, every attempt, late pickups). */
export const downloadPickupOverview = (f: OverviewFilters) =>
  apiClient.download('/pickups/overview.xlsx', { ...f });
