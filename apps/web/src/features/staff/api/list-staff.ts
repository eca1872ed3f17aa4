import type { TStaffListQuery, TStaffPage } from '@acf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const staffKeys = { all: ['staff'] as const };

export function listStaff(query: TStaffListQuery): Promise<TStaffPage> {
  return apiClient.get<TStaffPage>('/staff', query);
}

export const staffListQuery = (query: TStaffListQuery) =>
  queryOptions({ queryKey: [...staffKeys.all, 'list', query], queryFn: () => listStaff(query) });

export function useStaffList(query: TStaffListQuery) {
  return useQuery({ ...staffListQuery(query), placeholderData: keepPreviousData });
}
