import type { TListQuery, TRolePage } from '@acf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const roleKeys = { all: ['roles'] as const };

export function listRoles(query: TListQuery): Promise<TRolePage> {
  return apiClient.get<TRolePage>('/roles', query);
}

export const roleListQuery = (query: TListQuery) =>
  queryOptions({ queryKey: [...roleKeys.all, 'list', query], queryFn: () => listRoles(query) });

export function useRoleList(query: TListQuery) {
  return useQuery({ ...roleListQuery(query), placeholderData: keepPreviousData });
}
