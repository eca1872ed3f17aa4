import type { TListQuery, TRolePage } from '@acf/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useListPage } from '@/lib/list-queries';

export const roleKeys = { all: ['roles'] as const };

export function listRoles(query: TListQuery): Promise<TRolePage> {
  return apiClient.get<TRolePage>('/roles', query);
}

export const roleListQuery = (query: TListQuery) =>
  queryOptions({ queryKey: [...roleKeys.all, 'list', query], queryFn: () => listRoles(query) });

export const useRoleList = (query: TListQuery) => useListPage(roleListQuery(query));
