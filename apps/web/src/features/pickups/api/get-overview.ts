import type { Office, TPickupOverview } from '@acf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The filters of GET /pickups/overview and its Excel twin (days as YYYY-MM-DD, Ho Chi Minh). */
export interface OverviewFilters {
  from?: string;
  to?: string;
  office?: Office;
  assigneeId?: string;
}

export const getPickupOverview = (f: OverviewFilters) =>
  apiClient.get<TPickupOverview>('/pickups/overview', { ...f });

export const pickupOverviewQuery = (f: OverviewFilters) =>
  queryOptions({
    queryKey: ['pickups', 'overview', f],
    queryFn: () => getPickupOverview(f),
    placeholderData: keepPreviousData,
  });

export const usePickupOverview = (f: OverviewFilters) => useQuery(pickupOverviewQuery(f));

/** The same figures as a workbook (by staff, by day, every attempt, late pickups). */
export const downloadPickupOverview = (f: OverviewFilters) =>
  apiClient.download('/pickups/overview.xlsx', { ...f });
