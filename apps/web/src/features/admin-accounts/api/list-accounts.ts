import type { TAdminUserListQuery, TAdminUserPage } from '@acf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const accountKeys = { all: ['admin', 'users'] as const };

export function listAccounts(query: TAdminUserListQuery): Promise<TAdminUserPage> {
  return apiClient.get<TAdminUserPage>('/admin/users', query);
}

export const accountListQuery = (query: TAdminUserListQuery, enabled = true) =>
  queryOptions({ queryKey: [...accountKeys.all, query], queryFn: () => listAccounts(query), enabled });

export function useAccountList(query: TAdminUserListQuery, enabled: boolean) {
  return useQuery({ ...accountListQuery(query, enabled), placeholderData: keepPreviousData });
}
