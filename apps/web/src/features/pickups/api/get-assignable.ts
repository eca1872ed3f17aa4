import type { Office, TAssignablePage } from '@acf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The dispatcher's filters of GET /pickups/assignable (the date as YYYY-MM-DD, Ho Chi Minh). */
export interface AssignableFilters {
  date: string;
  office?: Office;
  city?: string;
  /** The start of a booking code. */
  code?: string;
  /** The sender's province and commune (official codes): pickups are given out by area. */
  provinceCode?: string;
  communeCode?: string;
  /** `HH:MM-HH:MM`, `none` for bookings without a window, or nothing for any. */
  timeWindow?: string;
  includeAssigned: boolean;
  page: number;
  pageSize: number;
}

export const getAssignable = (f: AssignableFilters) =>
  apiClient.get<TAssignablePage>('/pickups/assignable', {
    ...f,
    includeAssigned: f.includeAssigned ? 'true' : 'false',
  });

export const assignableQuery = (f: AssignableFilters) =>
  queryOptions({
    queryKey: ['pickups', 'assignable', f],
    queryFn: () => getAssignable(f),
    placeholderData: keepPreviousData,
  });

/** The dispatcher's board: drivers pick up while it is open, so it is read again each minute. */
export const BOARD_REFRESH_MS = 60_000;

export const useAssignable = (f: AssignableFilters) =>
  useQuery({ ...assignableQuery(f), refetchInterval: BOARD_REFRESH_MS });
