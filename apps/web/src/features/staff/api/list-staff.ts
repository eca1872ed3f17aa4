import type { TStaffListQuery, TStaffPage } from '@acf/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useListPage } from '@/lib/list-queries';

export const staffKeys = { all: ['staff'] as const };

export function listStaff(query: TStaffListQuery): Promise<TStaffPage> {
  return apiClient.get<TStaffPage>('/staff', query);
}

export const staffListQuery = (query: TStaffListQuery) =>
  queryOptions({ queryKey: [...staffKeys.all, 'list', query], queryFn: () => listStaff(query) });

export const useStaffList = (query: TStaffListQuery) => useListPage(staffListQuery(query));
